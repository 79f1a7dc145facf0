import Testing

@testable import LayoutDocuments

/// Where constraint texts start and whether their characters can be located one by one
/// (`ConstraintSpec.textLocation`, `textIsVerbatim`, `location(ofCharacter:)`), and columns in
/// lines with characters beyond ASCII. Columns are counted by hand in the texts below.
@Suite("Parser: positions of constraint texts", .timeLimit(.minutes(10)))
struct ParserPositionTests {
  /// The constraints of a document whose `constraints:` list is `entries`, starting on line 5.
  private func constraints(_ entries: String) throws -> [ConstraintSpec] {
    try ParserFixtures.parse(ParserFixtures.header + "root: {}\nconstraints:\n" + entries).constraints
  }

  @Test("A plain string starts at its mark; each character is at its own column")
  func plain() throws {
    let constraint = try #require(try constraints("  - blue.width >= 150\n").first)
    #expect(constraint.text == "blue.width >= 150")
    #expect(constraint.textLocation == SourceLocation(line: 5, column: 5))
    #expect(constraint.textIsVerbatim)
    // ">" is character 11: column 5 + 11.
    #expect(constraint.location(ofCharacter: 11) == SourceLocation(line: 5, column: 16))
  }

  @Test("A single-quoted string starts one column after its quote")
  func singleQuoted() throws {
    let constraint = try #require(try constraints("  - 'red.top == blue.top'\n").first)
    #expect(constraint.textLocation == SourceLocation(line: 5, column: 6))
    #expect(constraint.location == SourceLocation(line: 5, column: 5))
    #expect(constraint.textIsVerbatim)
    #expect(constraint.location(ofCharacter: 3) == SourceLocation(line: 5, column: 9))  // the '.'
  }

  @Test("A double-quoted string starts one column after its quote")
  func doubleQuoted() throws {
    let constraint = try #require(try constraints("  - \"H:|-[name]-|\"\n").first)
    #expect(constraint.isVisualFormat)
    #expect(constraint.textLocation == SourceLocation(line: 5, column: 6))
    #expect(constraint.textIsVerbatim)
    #expect(constraint.location(ofCharacter: 4) == SourceLocation(line: 5, column: 10))  // the '['
  }

  @Test("In a map, the text starts after the quote of 'constraint'")
  func mapForm() throws {
    let constraint = try #require(try constraints("  - {id: w, constraint: \"a.width == 10\", active: false}\n").first)
    #expect(constraint.id == "w" && !constraint.isActive)
    // `  - {id: w, constraint: "`: the quote is column 25.
    #expect(constraint.textLocation == SourceLocation(line: 5, column: 26))
    #expect(constraint.location == SourceLocation(line: 5, column: 5))
    #expect(constraint.textIsVerbatim)
  }

  @Test("Escapes and doubled quotes make a text not verbatim")
  func notVerbatim() throws {
    let escaped = try constraints(
      #"""
        - "a.width == b.width \"x\""
        - 'it''s.top == b.top'
        - "a.top\t== b.top"

      """#)
    #expect(escaped.map(\.text) == [#"a.width == b.width "x""#, "it's.top == b.top", "a.top\t== b.top"])
    #expect(escaped.map(\.textIsVerbatim) == [false, false, false])
    #expect(escaped.map(\.textLocation.column) == [6, 6, 6])
    // Not verbatim: every character is placed at the start.
    #expect(escaped[0].location(ofCharacter: 10) == SourceLocation(line: 5, column: 6))
  }

  @Test("A string over several lines starts at its first character and is not verbatim")
  func multiline() throws {
    let folded = try constraints("  - a.leading ==\n    b.leading\n  - \"c.top ==\n    d.top\"\n")
    #expect(folded.map(\.text) == ["a.leading == b.leading", "c.top == d.top"])
    #expect(folded.map(\.textLocation) == [SourceLocation(line: 5, column: 5), SourceLocation(line: 7, column: 6)])
    #expect(folded.map(\.textIsVerbatim) == [false, false])
  }

  @Test("A block scalar starts on the line after its indicator")
  func blockScalar() throws {
    let block = try #require(try constraints("  - >-\n      a.top == b.top\n").first)
    #expect(block.text == "a.top == b.top")
    #expect(block.textLocation == SourceLocation(line: 6, column: 7))
    #expect(!block.textIsVerbatim)
  }

  @Test("Columns count characters, not bytes or Unicode scalars")
  func nonASCIIColumns() throws {
    // "ĉ" decomposed is one character of two Unicode scalars; "ü" is one of one.
    let text =
      ParserFixtures.header
      + "root: {}\nconstraints:\n  - \"ü.top == b.top\"\n  - ab.top == c\u{302}.top @ 2000\n"
    let document = try ParserFixtures.parse(text)
    #expect(document.constraints[0].textLocation == SourceLocation(line: 5, column: 6))
    #expect(document.constraints[0].textIsVerbatim)
    #expect(document.constraints[1].textIsVerbatim)
    #expect(document.constraints[1].location(ofCharacter: 10) == SourceLocation(line: 6, column: 15))  // the 'ĉ'
    // `root: {text: é́x, colr: 1}`: "é́" is one character of three scalars, so 'colr' is at
    // character 18 (libyaml says scalar 20).
    let sameLine = ParserFixtures.header + "root: {text: e\u{301}\u{301}x, colr: 1}\n"
    let error = try #require(ParserFixtures.error(sameLine))
    #expect(error.reason == .unknownKey("colr", context: "in the root view", suggestion: "color"))
    #expect(error.location == SourceLocation(line: 3, column: 18))
    #expect(error.sourceLine == "root: {text: e\u{301}\u{301}x, colr: 1}")
  }

  @Test("Windows and old Mac line breaks count as one line break; the document keeps \\n")
  func lineBreaks() throws {
    let crlf =
      ParserFixtures.header.replacingOccurrences(of: "\n", with: "\r\n")
      + "root: {}\r\nconstraints:\r\n  - a.top == b.top\r\n"
    let document = try ParserFixtures.parse(crlf)
    #expect(document.constraints[0].textLocation == SourceLocation(line: 5, column: 5))
    #expect(document.constraints[0].textIsVerbatim)
    #expect(!document.source.contains("\r"))
    let cr = "version: 1\rcanvas: {width: 1, height: 1}\rroot: {colr: red}\r"
    let error = try #require(ParserFixtures.error(cr))
    #expect(error.reason == .unknownKey("colr", context: "in the root view", suggestion: "color"))
    #expect(error.location == SourceLocation(line: 3, column: 8))
    #expect(error.sourceLine == "root: {colr: red}")
  }

  @Test("A byte order mark is not a column")
  func byteOrderMark() throws {
    let error = try #require(ParserFixtures.error("\u{FEFF}version: 1\ncanvas: {width: 1, heigth: 1}\nroot: {}\n"))
    #expect(error.reason == .unknownKey("heigth", context: "in 'canvas'", suggestion: "height"))
    #expect(error.location == SourceLocation(line: 2, column: 20))
    #expect(error.sourceLine == "canvas: {width: 1, heigth: 1}")
  }
}
