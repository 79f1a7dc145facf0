import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutDocuments

/// Mistakes in a document's views and constraints become ``DocumentError``s at the offending
/// character (layout-document.md §3): each test asserts the reason and the position; Golden/
/// keeps the words.
@Suite("Layout: document errors", .timeLimit(.minutes(10)))
struct LayoutErrorTests {
  /// Two views and one constraint; constraint `i` is on line 3 + i, its text from column 5.
  static func document(_ constraint: String, active: Bool = true, when: DocumentTraits? = nil) -> TestDocument {
    var document = TestDocument([viewSpec("blue"), viewSpec("red")])
    document.metrics = ["pad": 20]
    document.constrain(constraint, when: when, active: active)
    return document
  }

  @Test func unknownIdPointsAtTheId() throws {
    // 'blu' starts at character 16 of the text (column 16), so at column 5 + 15 = 20.
    let error = try #require(Self.document("red.leading == blu.trailing + 8").error())
    #expect(error.syntaxReason == .unknownItem("blu", suggestion: "blue"))
    #expect(error.location == LayoutDocuments.SourceLocation(line: 3, column: 20))
    #expect(error.sourceLine == "  - red.leading == blu.trailing + 8")
  }

  @Test func syntaxErrorPointsAtTheBadToken() throws {
    // '100' is where a relation should be: column 11 of the text, 15 of the line.
    let error = try #require(Self.document("red.width 100").error())
    #expect(error.syntaxReason == .unexpected(.token("100"), expected: .relation(after: "red.width")))
    #expect(error.location == LayoutDocuments.SourceLocation(line: 3, column: 15))
  }

  @Test func unknownMetricPointsAtTheMetric() throws {
    let error = try #require(Self.document("red.width == 2 * blue.width + padd").error())
    #expect(error.syntaxReason == .unknownMetric("padd", suggestion: "pad"))
    #expect(error.location.column == 5 + 30)
  }

  @Test func illegalConstraintPointsAtTheSideThatBreaksTheRule() throws {
    // An x attribute against a y one: the right-hand anchor, column 16 of the text.
    let error = try #require(Self.document("red.leading == blue.top").error())
    #expect(error.syntaxReason == .illegal(.mixedAxes("red.leading == blue.top")))
    #expect(error.location == LayoutDocuments.SourceLocation(line: 3, column: 20))
  }

  @Test func visualFormatErrorPointsAtTheCharacter() throws {
    // "blu" is not a view: the error points at its name, offset 11 of the text.
    let error = try #require(Self.document("H:|-[red]-[blu]-|").error())
    #expect(error.visualFormatReason == .unknownView("blu"))
    #expect(error.location == LayoutDocuments.SourceLocation(line: 3, column: 16))
    // Apple's message and offset for a syntax error: the line should end after the '|' at 8.
    let syntax = try #require(Self.document("H:|[red]|[blue]").error())
    #expect(syntax.visualFormatReason == .expectedEnd)
    #expect(syntax.location == LayoutDocuments.SourceLocation(line: 3, column: 5 + 9))
  }

  /// Constraints that are not installed, or not active, are checked all the same.
  @Test func everyConstraintIsChecked() throws {
    let inactive = try #require(Self.document("red.width == bleu.width", active: false).error())
    #expect(inactive.syntaxReason == .unknownItem("bleu", suggestion: "blue"))
    let compactOnly = Self.document("red.width == bleu.width", when: DocumentTraits(horizontalSizeClass: .compact))
    #expect(compactOnly.error()?.location.column == 5 + 13)
  }

  @Test func inactiveConstraintsAreMadeButNotActivated() throws {
    let layout = try Self.document("red.width == 100", active: false).layout()
    let entry = try #require(layout.constraints.first)
    #expect(entry.constraints.count == 1)
    #expect(entry.constraints.allSatisfy { !$0.isActive })
    #expect(entry.constraints.first?.description == "red.width == 100")
  }

  @Test func duplicateIdsAreRefused() throws {
    var document = TestDocument([
      ViewSpec(id: "blue", location: .init(line: 7, column: 7)),
      ViewSpec(id: "blue", location: .init(line: 8, column: 7)),
    ])
    document.constrain("blue.width == 10")
    let error = try #require(document.error())
    #expect(error.location == LayoutDocuments.SourceLocation(line: 8, column: 7))
    #expect(error.reason == .duplicateId("blue", firstLine: 7))
  }

  @Test func contentPrioritiesMustBeValid() throws {
    var box = ViewSpec(id: "box", location: .init(line: 6, column: 7))
    box.hugging = AxisPrioritySpec(horizontal: 0, vertical: nil)
    let error = try #require(TestDocument([box]).error())
    #expect(error.reason == .contentPriorityOutOfRange(key: "hugging", priority: 0, view: "box"))
    #expect(error.location == LayoutDocuments.SourceLocation(line: 6, column: 7))
  }

  @Test func guideOwnerMustBeAView() throws {
    var document = TestDocument([viewSpec("blue")])
    document.guides = [
      GuideSpec(
        id: "gap", owner: "bleu", location: .init(line: 9, column: 5), ownerLocation: .init(line: 9, column: 23))
    ]
    let error = try #require(document.error())
    #expect(error.reason == .unknownGuideOwner("bleu", guide: "gap", suggestion: nil))
    #expect(error.location == LayoutDocuments.SourceLocation(line: 9, column: 23))
  }
}
