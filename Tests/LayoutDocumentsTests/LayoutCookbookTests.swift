import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutDocuments

/// Cookbook recipes built in code, laid out, and compared frame by frame with hand-derived
/// frames (``CookbookRecipe/expectedFrames``); then the same recipes under other traits.
@Suite("Layout: cookbook recipes", .timeLimit(.minutes(10)))
struct LayoutCookbookTests {
  @Test(arguments: CookbookRecipe.allCases)
  func framesAreTheHandDerivedOnes(_ recipe: CookbookRecipe) throws {
    let layout = try recipe.document.layout()
    let result = layout.solve()
    for (id, frame) in recipe.expectedFrames.sorted(by: { $0.key < $1.key }) {
      #expect(result.frame(id) == frame, "\(recipe.rawValue): \(id)")
    }
    #expect(result.frame("root") == rect(0, 0, 600, 600))
    #expect(result.unsatisfiable.isEmpty)
    #expect(result.views.filter(\.result.ambiguous).map(\.id) == [])
    #expect(layout.check().status == .sound)
  }

  // Compact width, regular height: the buttons stack at full width. Both span 20…580; the long
  // one sits on the bottom (580 - 30 = 550), the short one 8 above it (550 - 8 - 30 = 512).
  @Test func buttonsStackInCompactWidth() throws {
    let options = LayoutOptions(traits: DocumentTraits(horizontalSizeClass: .compact))
    let result = try CookbookRecipe.buttonsSizeClass.document.layout(options).solve()
    #expect(result.frame("shortButton") == rect(20, 512, 560, 30))
    #expect(result.frame("longButton") == rect(20, 550, 560, 30))
    #expect(result.views.allSatisfy { !$0.result.ambiguous })
  }

  // Compact width and height: side by side again, as in regular width (2w + 8 = 560).
  @Test func buttonsSideBySideInCompactHeight() throws {
    let options = LayoutOptions(traits: DocumentTraits(horizontalSizeClass: .compact, verticalSizeClass: .compact))
    let result = try CookbookRecipe.buttonsSizeClass.document.layout(options).solve()
    #expect(result.frame("shortButton") == rect(20, 550, 276, 30))
    #expect(result.frame("longButton") == rect(304, 550, 276, 30))
  }

  // Compact height: red and green side by side, each from 40 to 580 (540 high), 276 wide.
  @Test func sizeClassesInCompactHeight() throws {
    let options = LayoutOptions(traits: DocumentTraits(verticalSizeClass: .compact))
    let result = try CookbookRecipe.sizeClasses.document.layout(options).solve()
    #expect(result.frame("redView") == rect(20, 40, 276, 540))
    #expect(result.frame("greenView") == rect(304, 40, 276, 540))
    // Blue and yellow lose every constraint but stay in the hierarchy (the cookbook's note).
    #expect(result.isAmbiguous("blueView") == true)
    #expect(result.isAmbiguous("yellowView") == true)
  }

  // Compact width, regular height: red over green at full width; h + 8 + h = 540, 266.
  @Test func sizeClassesInCompactWidth() throws {
    let options = LayoutOptions(traits: DocumentTraits(horizontalSizeClass: .compact))
    let layout = try CookbookRecipe.sizeClasses.document.layout(options)
    let result = layout.solve()
    #expect(result.frame("redView") == rect(20, 40, 560, 266))
    #expect(result.frame("greenView") == rect(20, 314, 560, 266))
    #expect(layout.check().status == .ambiguous)
  }

  /// `when:` on views: blue and yellow, with their labels and constraints, are installed only
  /// in regular/regular, as Interface Builder has them.
  @Test func viewsFollowTheirConditions() throws {
    let document = CookbookRecipe.sizeClassesDocument(viewConditions: true)
    let regular = try document.layout()
    #expect(regular.views.map(\.id).contains("blueLabel"))
    #expect(regular.solve().frame("blueView") == rect(304, 40, 276, 266))

    let compact = try document.layout(LayoutOptions(traits: DocumentTraits(horizontalSizeClass: .compact)))
    #expect(compact.views.map(\.id) == ["root", "redView", "redLabel", "greenView", "greenLabel"])
    #expect(compact.view("blueView") == nil)
    #expect(compact.item("yellowLabel") == nil)
    #expect(compact.explain("blueView") == nil)
    #expect(!compact.constraints.contains { $0.spec.text.contains("blue") || $0.spec.text.contains("yellow") })
    let result = compact.solve()
    #expect(result.frame("greenView") == rect(20, 314, 560, 266))
    #expect(compact.check().status == .sound)
  }

  /// `unless:` installs a constraint except while every listed trait matches.
  @Test func unlessExcludesWhileTheTraitsMatch() throws {
    var document = TestDocument([viewSpec("box")])
    document.constrain(
      "box.leading == root.leading", "box.top == root.top", "box.height == 10", "box.width == 100 @500")
    document.constrain("box.width == 50", unless: DocumentTraits(horizontalSizeClass: .compact))
    #expect(try document.layout().solve().frame("box") == rect(0, 0, 50, 10))
    let compact = LayoutOptions(traits: DocumentTraits(horizontalSizeClass: .compact))
    #expect(try document.layout(compact).solve().frame("box") == rect(0, 0, 100, 10))
  }

  // --canvas 320x480: red spans the margins, 20…300, and 40…460.
  @Test func canvasOverride() throws {
    let options = LayoutOptions(canvas: CGSize(width: 320, height: 480))
    let layout = try CookbookRecipe.simpleSingleView.document.layout(options)
    let result = layout.solve()
    #expect(layout.canvas == CGSize(width: 320, height: 480))
    #expect(result.canvas == CGSize(width: 320, height: 480))
    #expect(result.frame("root") == rect(0, 0, 320, 480))
    #expect(result.frame("redView") == rect(20, 40, 280, 420))
  }

  // Right to left, leading is the right edge: purple (184 wide) ends at the leading margin,
  // 580, so starts at 396; orange (368) runs from the trailing margin, 20, to 388; 8 between.
  @Test func rightToLeftFlipsLeadingAndTrailing() throws {
    let options = LayoutOptions(traits: DocumentTraits(layoutDirection: .rightToLeft))
    let layout = try CookbookRecipe.twoDifferentWidthViews.document.layout(options)
    #expect(layout.traits.layoutDirection == .rightToLeft)
    let result = layout.solve()
    #expect(result.frame("purpleView") == rect(396, 40, 184, 540))
    #expect(result.frame("orangeView") == rect(20, 40, 368, 540))
  }
}
