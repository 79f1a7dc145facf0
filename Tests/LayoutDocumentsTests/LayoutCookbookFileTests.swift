import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutDocuments

/// The cookbook's YAML documents, as bundled with the command, read by ``DocumentParser`` and
/// laid out: the recipes of ``CookbookRecipe`` give their hand-derived frames, the stack and
/// scroll recipes theirs here, and the rest lay out as listed here.
@Suite("Layout: cookbook files", .timeLimit(.minutes(10)))
struct LayoutCookbookFileTests {
  static func layout(_ name: String, _ options: LayoutOptions = LayoutOptions()) throws -> DocumentLayout {
    try DocumentLayout(DocumentParser.parse(Cookbook.source(name), file: "\(name).yaml"), options: options)
  }

  @Test(arguments: CookbookRecipe.allCases)
  func fileGivesTheHandDerivedFrames(_ recipe: CookbookRecipe) throws {
    let result = try Self.layout(recipe.rawValue).solve()
    for (id, frame) in recipe.expectedFrames.sorted(by: { $0.key < $1.key }) {
      #expect(result.frame(id) == frame, "\(recipe.rawValue): \(id)")
    }
    // The document written in code in these tests is the file's, frame for frame.
    let inCode = try recipe.document.layout().solve()
    #expect(result.views.map(\.id) == inCode.views.map(\.id))
    #expect(result.views.map(\.result) == inCode.views.map(\.result))
    #expect(result.unsatisfiable.isEmpty)
  }

  /// Every other recipe: what `check` says.
  @Test(arguments: [
    ("animating-changes", CheckResult.Status.sound),
    ("aspect-fit-image-view", .sound),
    ("aspect-ratio-image-view", .sound),
    ("dynamic-height-columns", .sound),
    ("dynamic-text-and-readability", .sound),
    ("grouping-views", .sound),
    ("self-sizing-table-view-cells", .sound),
    ("nested-stack-views", .sound),
    ("simple-stack-view", .sound),
    ("dynamic-stack-view", .sound),
    ("scroll-view", .sound),
  ])
  func otherRecipes(_ name: String, _ status: CheckResult.Status) throws {
    let layout = try Self.layout(name)
    #expect(layout.check().status == status)
    #expect(layout.solve().unsatisfiable.isEmpty)
  }

  /// Simple Stack View, derived by hand: the stack spans the margins (20…580) and the safe area
  /// less standard spacing (28…592, 564 high); vertically `fill` with spacing 8 gives the label
  /// (hugging 251) 19.5 and the button (250) 30, so the image view (249) takes 564 − 19.5 − 30 −
  /// 16 = 498.5; `alignment: fill` makes every width 560.
  @Test func simpleStackViewFrames() throws {
    let result = try Self.layout("simple-stack-view").solve()
    #expect(result.frame("stackView") == rect(20, 28, 560, 564))
    #expect(result.frame("flowersLabel") == rect(0, 0, 560, 19.5))
    #expect(result.frame("flowersImageView") == rect(0, 27.5, 560, 498.5))
    #expect(result.frame("editButton") == rect(0, 534, 560, 30))
  }

  /// Dynamic Stack View's first state, derived by hand: the scroll view spans the margins (20…580)
  /// from the root's top margin (0, not inset by the status bar) to 20 above the bottom; the stack
  /// fills the content guide, as wide as the frame guide (560), as high as its one button (30).
  @Test func dynamicStackViewFrames() throws {
    let layout = try Self.layout("dynamic-stack-view")
    let result = layout.solve()
    #expect(result.frame("scrollView") == rect(20, 0, 560, 580))
    #expect(result.frame("stackView") == rect(0, 0, 560, 30))
    #expect(result.frame("addItemButton") == rect(0, 0, 560, 30))
    #expect((layout.view("scrollView") as? ScrollView)?.contentSize == CGSize(width: 560, height: 30))
  }

  // `--trait horizontalSizeClass=compact`: the buttons stack (see LayoutCookbookTests).
  @Test func traitOverrideOnAFile() throws {
    let options = LayoutOptions(traits: DocumentTraits(horizontalSizeClass: .compact))
    let result = try Self.layout("buttons-size-class", options).solve()
    #expect(result.frame("shortButton") == rect(20, 512, 560, 30))
    #expect(result.frame("longButton") == rect(20, 550, 560, 30))
  }

  // The cookbook's table cell is frame-based with no autoresizing mask: with `--canvas 320x480`
  // it keeps its frame, as a view with fixed margins and size does.
  @Test func canvasOverrideOnAFile() throws {
    let layout = try Self.layout("self-sizing-table-view-cells", LayoutOptions(canvas: CGSize(width: 320, height: 480)))
    let result = layout.solve()
    #expect(result.frame("root") == rect(0, 0, 320, 480))
    #expect(result.frame("textCell") == rect(0, 22, 600, 80))
    #expect(layout.check().status == .sound)
  }
}
