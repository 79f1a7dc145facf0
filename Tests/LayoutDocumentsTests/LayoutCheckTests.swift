import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutDocuments

/// `autolayout check`: its status (0 sound, 1 unsatisfiable, 2 ambiguous; 1 wins) and report,
/// the broken constraints of `solve`, and `explain`.
@Suite("Layout: check, unsatisfiable layouts and explanations", .timeLimit(.minutes(10)))
struct LayoutCheckTests {
  /// The contract's conflict (§3): red is twice blue, blue is 100, red is 400. The last one
  /// activated breaks (decision 3).
  static var conflicting: TestDocument {
    var document = TestDocument([viewSpec("blue"), viewSpec("red")])
    document.constrain(
      "blue.leading == root.leading", "blue.top == root.top", "blue.height == 10",
      "red.leading == blue.trailing", "red.top == root.top", "red.height == 10",
      "blue.width == 100", "red.width == 2 * blue.width", "red.width == 400")
    return document
  }

  /// Blue is placed horizontally only.
  static var ambiguous: TestDocument {
    var document = TestDocument([viewSpec("blue")])
    document.constrain("blue.leading == root.leading", "blue.width == 100", "blue.height == 10")
    return document
  }

  @Test func soundLayout() throws {
    let check = try CookbookRecipe.simpleSingleView.document.layout().check()
    #expect(check.status == .sound)
    #expect(check.status.rawValue == 0)
    #expect(
      check.report
        == "Layout is sound: every required constraint holds and every view and guide has exactly one frame.")
  }

  @Test func unsatisfiableLayout() throws {
    let layout = try Self.conflicting.layout()
    let result = layout.solve()
    #expect(
      result.unsatisfiable == [
        UnsatisfiableResult(
          broken: "red.width == 400",
          conflicting: ["blue.width == 100", "red.width == 2 * blue.width", "red.width == 400"])
      ])
    // The rest holds: blue 100, red twice that.
    #expect(result.frame("red") == rect(100, 0, 200, 10))

    let check = layout.check()
    #expect(check.status == .unsatisfiable)
    #expect(check.status.rawValue == 1)
    #expect(
      check.report == """
        Unsatisfiable: 1 required constraint was broken to recover.

        These required constraints cannot all hold:
          blue.width == 100
          red.width == 2 * blue.width
          red.width == 400
        Broken to recover: red.width == 400
        Smallest change: make red.width == 400 optional (@999)
        """)
  }

  /// Unsatisfiable wins over ambiguous, and the report still explains the ambiguity.
  @Test func unsatisfiableWinsOverAmbiguous() throws {
    var document = Self.conflicting
    document.root.subviews.append(viewSpec("loose"))
    document.constrain("loose.width == 10")
    let check = try document.layout().check()
    #expect(check.status == .unsatisfiable)
    #expect(check.report.contains("Ambiguous: 1 item has more than one possible frame (loose)."))
  }

  @Test func ambiguousLayout() throws {
    let check = try Self.ambiguous.layout().check()
    #expect(check.status == .ambiguous)
    #expect(check.status.rawValue == 2)
    #expect(check.report.hasPrefix("Ambiguous: 1 item has more than one possible frame (blue).\nblue, vertical: "))
    #expect(!check.report.contains("blue, horizontal"))
    #expect(check.report.contains("Fix: "))
  }

  /// A guide nothing constrains is ambiguous too (the contract's `spacer`).
  @Test func ambiguousGuide() throws {
    var document = CookbookRecipe.simpleSingleView.document
    let somewhere = LayoutDocuments.SourceLocation(line: 1, column: 1)
    document.guides = [GuideSpec(id: "gap", owner: "redView", location: somewhere, ownerLocation: somewhere)]
    let layout = try document.layout()
    #expect(layout.guides.map(\.id) == ["gap"])
    #expect(layout.item("gap") === layout.guides.first?.guide)
    let check = layout.check()
    #expect(check.status == .ambiguous)
    #expect(check.report.contains("(gap)"))
    #expect(check.report.contains("gap, horizontal: "))
    #expect(check.report.contains("gap, vertical: "))
  }

  @Test func explainGivesBothAxes() throws {
    let layout = try CookbookRecipe.twoViewsWithComplexWidths.document.layout()
    let explanation = try #require(layout.explain("blueView"))
    #expect(explanation.hasPrefix("blueView, horizontal:\n"))
    #expect(explanation.contains("\n\nblueView, vertical:\n"))
    #expect(explanation.contains("width = 184"))
    #expect(layout.explain("nothing") == nil)
    #expect(try Self.ambiguous.layout().explain("blue")?.contains("ambiguous") == true)
  }

  /// Laying out never writes to standard error: the reports are kept for the command.
  @Test func diagnosticsAreKeptNotLogged() throws {
    let layout = try Self.conflicting.layout()
    _ = layout.solve()
    #expect(layout.root.layoutDiagnostics.reports.count == 1)
    #expect(layout.root.layoutDiagnostics.handler?(layout.root.layoutDiagnostics.reports[0]) == true)
  }
}
