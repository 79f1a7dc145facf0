import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutDocuments

/// The cookbook's YAML documents, as bundled with the command, read by ``DocumentParser`` and
/// laid out: the recipes of ``CookbookRecipe`` give their hand-derived frames, and the rest lay
/// out (or wait for issue 6) as listed here.
@Suite("Layout: cookbook files")
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

  /// Every other recipe: what `check` says and what it waits for.
  @Test(arguments: [
    ("animating-changes", CheckResult.Status.sound, [String]()),
    ("aspect-fit-image-view", .sound, []),
    ("aspect-ratio-image-view", .sound, []),
    ("dynamic-height-columns", .sound, []),
    ("dynamic-text-and-readability", .sound, []),
    ("grouping-views", .sound, []),
    ("self-sizing-table-view-cells", .sound, []),
    // Stack views are plain containers until issue 6: their arranged views float.
    ("nested-stack-views", .ambiguous, ["stack views (issue 6)"]),
    ("simple-stack-view", .ambiguous, ["stack views (issue 6)"]),
  ])
  func otherRecipes(_ name: String, _ status: CheckResult.Status, _ pending: [String]) throws {
    let layout = try Self.layout(name)
    #expect(layout.check().status == status)
    #expect(layout.pendingCapabilities == pending)
    #expect(layout.solve().unsatisfiable.isEmpty)
  }

  /// The scroll-view recipes constrain against `contentLayoutGuide`, which no view has before
  /// issue 6: a document error at the guide's name.
  @Test(arguments: [("dynamic-stack-view", 46, 16), ("scroll-view", 64, 39)])
  func scrollRecipesWaitForIssue6(_ name: String, _ line: Int, _ column: Int) throws {
    #expect {
      try Self.layout(name)
    } throws: { error in
      guard let error = error as? DocumentError else { return false }
      return error.location == LayoutDocuments.SourceLocation(line: line, column: column)
        && error.message == "'scrollView' has no contentLayoutGuide (only scroll views do)"
    }
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
