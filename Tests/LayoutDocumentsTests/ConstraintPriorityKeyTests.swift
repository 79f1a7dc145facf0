import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutDocuments

/// A constraint map's `priority:` (layout-document.md §1): a number in (0, 1000] or a name of
/// the constraint language, the same as writing `@` in the string; both is an error.
@Suite("Documents: a constraint map's priority", .timeLimit(.minutes(10)))
struct ConstraintPriorityKeyTests {
  /// A 320 × 480 canvas with `red` pinned to the top left at 100 points tall, and `constraints`
  /// (YAML list entries, one a line) after its own two lines.
  static func document(_ constraints: String...) -> String {
    """
    version: 1
    canvas: {width: 320, height: 480}
    root:
      subviews:
        - {id: red}
    constraints:
      - red.leading == root.leading
      - red.top == root.top
      - red.height == 100

    """ + constraints.map { "  - \($0)\n" }.joined()
  }

  static func layout(_ text: String) throws -> DocumentLayout {
    try DocumentLayout(try ParserFixtures.parse(text))
  }

  /// The model priority of the `index`th constraint entry's constraints.
  static func priorities(_ layout: DocumentLayout, entry index: Int) -> [Float] {
    layout.constraints[index].constraints.map(\.priority.rawValue)
  }

  @Test("priority: 750 gives the constraint priority 750, as @750 does")
  func numberPriority() throws {
    let map = try Self.layout(Self.document("{constraint: red.width == 100, priority: 750}"))
    let string = try Self.layout(Self.document("red.width == 100 @750"))
    #expect(Self.priorities(map, entry: 3) == [750])
    #expect(Self.priorities(string, entry: 3) == [750])
    // Prints back in the constraint language with its priority, as the string form does.
    #expect(map.constraints[3].constraints.first?.description == string.constraints[3].constraints.first?.description)
  }

  @Test("Names of the constraint language: required 1000, high 750, low 250, fittingSize 50; a fraction")
  func namedPriorities() throws {
    for (name, value) in [("required", 1000), ("high", 750), ("low", 250), ("fittingSize", 50), ("999.5", 999.5)] {
      let layout = try Self.layout(Self.document("{constraint: red.width == 100, priority: \(name)}"))
      #expect(Self.priorities(layout, entry: 3) == [Float(value)], "priority: \(name)")
    }
  }

  @Test("The priority decides a conflict, and the frames are those of the @ form")
  func decidesConflict() throws {
    // red.width == 100 (required) against red.width == 200 at 750: the optional one yields, so
    // red is 100 wide, nothing is broken; without a priority both are required and one breaks.
    let map = try Self.layout(
      Self.document("red.width == 100", "{constraint: red.width == 200, priority: high}")
    ).solve()
    let string = try Self.layout(Self.document("red.width == 100", "red.width == 200 @high")).solve()
    #expect(map.frame("red") == rect(0, 0, 100, 100))
    #expect(map.unsatisfiable.isEmpty)
    #expect(map.views.map(\.id) == string.views.map(\.id))
    #expect(map.views.map(\.result.frame) == string.views.map(\.result.frame))
    let required = try Self.layout(Self.document("red.width == 100", "{constraint: red.width == 200}")).solve()
    #expect(required.unsatisfiable.count == 1)
  }

  @Test("A VFL line's constraints all take the map's priority")
  func visualFormat() throws {
    let layout = try Self.layout(Self.document("{constraint: \"H:[red(100)]-|\", priority: 500}"))
    // [red(100)]-| makes two constraints: red's width and the standard space to the edge.
    #expect(Self.priorities(layout, entry: 3) == [500, 500])
  }

  @Test("Both priority: and @ is an error at the priority key, word for word")
  func both() throws {
    let text = Self.document("{constraint: red.width == 100 @750, priority: 750}")
    let error = try #require(ParserFixtures.error(text))
    #expect(error.reason == .priorityGivenTwice)
    // Line 10: the entry; `priority` starts at column 41 (after the 40 characters of
    // `  - {constraint: red.width == 100 @750, `).
    #expect(error.location == LayoutDocuments.SourceLocation(line: 10, column: 41))
    #expect(
      error.description == """
        doc.yaml:10:41: the constraint gives its priority twice: give either 'priority' or '@' in the constraint, not both
          - {constraint: red.width == 100 @750, priority: 750}
                                                ^
        """)
    // The key first: the same error, still at the key.
    let first = try #require(ParserFixtures.error(Self.document("{priority: low, constraint: red.width == 1 @low}")))
    #expect(first.reason == .priorityGivenTwice)
    #expect(first.location == LayoutDocuments.SourceLocation(line: 10, column: 6))
    // A VFL line's predicate priority counts too.
    let vfl = try #require(ParserFixtures.error(Self.document("{constraint: \"H:[red(100@750)]\", priority: 500}")))
    #expect(vfl.reason == .priorityGivenTwice)
  }

  @Test("A priority out of range or unknown is an error naming what a priority is")
  func badValues() throws {
    let expected = "a priority in (0, 1000] or required, high, low, fittingSize"
    for (value, found) in [
      ("0", DocumentError.Value.number("0")), ("1001", .number("1001")), ("urgent", .plain("urgent")),
      ("\"750\"", .string("750")),
    ] {
      let error = try #require(
        ParserFixtures.error(Self.document("{constraint: red.width == 100, priority: \(value)}")), "\(value)")
      #expect(error.reason == .wrongType(subject: "'priority'", expected: expected, found: found))
      // The value, after `  - {constraint: red.width == 100, priority: `.
      #expect(error.location == LayoutDocuments.SourceLocation(line: 10, column: 46))
    }
    let error = try #require(ParserFixtures.error(Self.document("{constraint: red.width == 100, priority: 0}")))
    #expect(
      error.message == "'priority' must be a priority in (0, 1000] or required, high, low, fittingSize, not 0")
  }

  @Test("JSON documents take priority too")
  func json() throws {
    let text = """
      {"version": 1, "canvas": {"width": 320, "height": 480},
       "root": {"subviews": [{"id": "red"}]},
       "constraints": [{"constraint": "red.width == 100", "priority": 250},
                       {"constraint": "red.height == 100", "priority": "high"}]}
      """
    let document = try ParserFixtures.parse(text, file: "doc.json")
    // JSON quotes every string, so a name is taken quoted; a number is not ("750" is text).
    #expect(document.constraints.map(\.priority) == [LayoutPriority(250), LayoutPriority(750)])
  }
}
