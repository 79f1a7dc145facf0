import Testing

@testable import LayoutDocuments

/// A broken document, the reason it must be refused and where: the line and column of the
/// offending key or value (each checked by hand against the text: the caret sits under it). The
/// words of a representative set of these errors are kept in Golden/ (``GoldenErrorTests``).
struct ParserErrorCase: CustomTestStringConvertible, Sendable {
  let label: String
  let text: String
  let reason: DocumentError.Reason
  let location: LayoutDocuments.SourceLocation

  init(_ label: String, _ text: String, _ reason: DocumentError.Reason, line: Int, column: Int) {
    self.label = label
    self.text = text
    self.reason = reason
    self.location = LayoutDocuments.SourceLocation(line: line, column: column)
  }

  var testDescription: String { label }
}

@Suite("Parser: broken documents give exact errors", .timeLimit(.minutes(10)))
struct ParserErrorTests {
  @Test("Each broken document gives its reason, at its line and column", arguments: ParserErrorTests.cases)
  func exactError(_ broken: ParserErrorCase) {
    do {
      _ = try DocumentParser.parse(broken.text, file: "doc.yaml")
      Issue.record("parsed")
    } catch {
      #expect(error.reason == broken.reason)
      #expect(error.location == broken.location)
    }
  }

  @Test("Every error points into its document: the line it quotes is the document's, the caret under the column")
  func errorsPointIntoTheDocument() {
    for broken in Self.cases {
      do {
        _ = try DocumentParser.parse(broken.text, file: "doc.yaml")
        Issue.record("\(broken.label): parsed")
      } catch {
        let lines = broken.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let (line, column) = (error.location.line, error.location.column)
        // A line of the text (or the one just after its end), and a column on it or just past it.
        #expect((1...lines.count + 1).contains(line), "\(broken.label): line \(line)")
        let quoted = line <= lines.count ? lines[line - 1] : ""
        #expect((1...quoted.count + 1).contains(column), "\(broken.label): column \(column) of \(quoted)")
        #expect(error.sourceLine == quoted, "\(broken.label)")
        let printed = error.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(printed.first == "doc.yaml:\(line):\(column): \(error.message)", "\(broken.label)")
        if !quoted.isEmpty {
          // The line, then blanks (tabs kept) up to the column and the caret.
          #expect(printed.count == 3, "\(broken.label)")
          #expect(printed.dropFirst().first == quoted, "\(broken.label)")
          let caret = printed.last ?? ""
          #expect(caret.count == column && caret.hasSuffix("^"), "\(broken.label): \(caret)")
          #expect(caret.dropLast().allSatisfy { $0 == " " || $0 == "\t" }, "\(broken.label)")
        }
      }
    }
  }

  static let cases: [ParserErrorCase] = [
    ParserErrorCase(
      "unknown top-level key, suggested",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      constraint: []

      """,
      .unknownKey("constraint", context: "at the top level", suggestion: "constraints"),
      line: 4, column: 1),
    ParserErrorCase(
      "unknown top-level key, no suggestion",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      layers: []

      """,
      .unknownKey("layers", context: "at the top level", suggestion: nil),
      line: 4, column: 1),
    ParserErrorCase(
      "unknown view key, suggested",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: a, colour: red}

      """,
      .unknownKey("colour", context: "in a view", suggestion: "color"),
      line: 5, column: 15),
    ParserErrorCase(
      "unknown view key, no suggestion",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: a, flavour: sweet}

      """,
      .unknownKey("flavour", context: "in a view", suggestion: nil),
      line: 5, column: 15),
    ParserErrorCase(
      "unknown root key",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        colr: red

      """,
      .unknownKey("colr", context: "in the root view", suggestion: "color"),
      line: 4, column: 3),
    ParserErrorCase(
      "unknown canvas key",
      """
      version: 1
      canvas: {width: 375, hieght: 667}
      root: {}

      """,
      .unknownKey("hieght", context: "in 'canvas'", suggestion: "height"),
      line: 2, column: 22),
    ParserErrorCase(
      "unknown font key",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        font: {sise: 12}

      """,
      .unknownKey("sise", context: "in 'font'", suggestion: "size"),
      line: 4, column: 10),
    ParserErrorCase(
      "unknown constraint key",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      constraints:
        - {constraint: "a.top == b.top", activ: false}

      """,
      .unknownKey("activ", context: "in a constraint", suggestion: "active"),
      line: 5, column: 36),
    ParserErrorCase(
      "unknown traits key",
      """
      version: 1
      canvas: {width: 375, height: 667}
      traits: {sizeClass: compact}
      root: {}

      """,
      .unknownKey("sizeClass", context: "in 'traits'", suggestion: nil),
      line: 3, column: 10),
    ParserErrorCase(
      "key run into its value",
      """
      version: 1
      canvas: {width:375, height: 667}
      root: {}

      """,
      .missingSpaceAfterColon("width:375", context: "in 'canvas'"),
      line: 2, column: 10),
    ParserErrorCase(
      "number expected",
      """
      version: 1
      canvas: {width: abc, height: 667}
      root: {}

      """,
      .wrongType(subject: "'width'", expected: "a number", found: .plain("abc")),
      line: 2, column: 17),
    ParserErrorCase(
      "quoted number",
      """
      version: 1
      canvas: {width: 375, height: 667}
      scale: "2"
      root: {}

      """,
      .wrongType(subject: "'scale'", expected: "a number", found: .string("2")),
      line: 3, column: 8),
    ParserErrorCase(
      "bool expected",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        hidden: yes

      """,
      .wrongType(subject: "'hidden'", expected: "true or false", found: .plain("yes")),
      line: 4, column: 11),
    ParserErrorCase(
      "list expected",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews: {id: a}

      """,
      .wrongType(subject: "'subviews'", expected: "a list", found: .map),
      line: 4, column: 13),
    ParserErrorCase(
      "map expected",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        font: 17

      """,
      .wrongType(subject: "'font'", expected: "a map", found: .number("17")),
      line: 4, column: 9),
    ParserErrorCase(
      "view must be a map",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - blue

      """,
      .wrongType(subject: "a view", expected: "a map of view keys", found: .plain("blue")),
      line: 5, column: 7),
    ParserErrorCase(
      "no value",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        text:

      """,
      .missingValue(subject: "'text'", expected: "a string"),
      line: 4, column: 8),
    ParserErrorCase(
      "whole number expected",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        numberOfLines: 1.5

      """,
      .wrongType(subject: "'numberOfLines'", expected: "a whole number", found: .number("1.5")),
      line: 4, column: 18),
    ParserErrorCase(
      "negative numberOfLines",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        numberOfLines: -1

      """,
      .outOfRange(key: "numberOfLines", requirement: "at least 0", found: .number("-1")),
      line: 4, column: 18),
    ParserErrorCase(
      "priority above 1000",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        hugging: {horizontal: 1001}

      """,
      .wrongType(subject: "'horizontal'", expected: "a priority in (0, 1000] or required, high, low, fittingSize", found: .number("1001")),
      line: 4, column: 25),
    ParserErrorCase(
      "priority 0",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        compressionResistance: {vertical: 0}

      """,
      .wrongType(subject: "'vertical'", expected: "a priority in (0, 1000] or required, high, low, fittingSize", found: .number("0")),
      line: 4, column: 37),
    ParserErrorCase(
      // Positive as a Double, 0 as the Float a priority is (found by the VFL fuzz harness).
      "priority below Float's range",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        hugging: {horizontal: 1e-320}

      """,
      .wrongType(subject: "'horizontal'", expected: "a priority in (0, 1000] or required, high, low, fittingSize", found: .number("1e-320")),
      line: 4, column: 25),
    ParserErrorCase(
      "priority name unknown",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        hugging: {vertical: medium}

      """,
      .wrongType(subject: "'vertical'", expected: "a priority in (0, 1000] or required, high, low, fittingSize", found: .plain("medium")),
      line: 4, column: 23),
    ParserErrorCase(
      "unknown colour, suggested",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {color: rde}

      """,
      .unknownColor("rde", suggestion: "red"),
      line: 3, column: 15),
    ParserErrorCase(
      "unknown colour",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {color: chartreuse}

      """,
      .unknownColor("chartreuse", suggestion: nil),
      line: 3, column: 15),
    ParserErrorCase(
      "bad hex colour",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {color: "#12345"}

      """,
      .notAHexColor("#12345"),
      line: 3, column: 15),
    ParserErrorCase(
      "hex colour not quoted",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        color: #cc3300

      """,
      .colorIsComment(key: "color"),
      line: 4, column: 3),
    ParserErrorCase(
      "duplicate id, view and view",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: a}
          - {id: a}

      """,
      .duplicateId("a", firstLine: 5),
      line: 6, column: 12),
    ParserErrorCase(
      "duplicate id, view and guide",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: a}
      guides:
        - {id: a, owner: root}

      """,
      .duplicateId("a", firstLine: 5),
      line: 7, column: 10),
    ParserErrorCase(
      "duplicate id, guide then view",
      """
      version: 1
      canvas: {width: 375, height: 667}
      guides:
        - {id: g, owner: root}
      root:
        subviews:
          - {id: g}

      """,
      .duplicateId("g", firstLine: 4),
      line: 7, column: 12),
    ParserErrorCase(
      "duplicate of the implicit root id",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: root}

      """,
      .duplicateId("root", firstLine: 4),
      line: 5, column: 12),
    ParserErrorCase(
      "id starting with a digit",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: 2col}

      """,
      .notAnIdentifier("2col", role: .id),
      line: 5, column: 12),
    ParserErrorCase(
      "id with a dash",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - id: my-view

      """,
      .notAnIdentifier("my-view", role: .id),
      line: 5, column: 11),
    ParserErrorCase(
      "reserved id",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - id: superview

      """,
      .reservedWord("superview", role: .id),
      line: 5, column: 11),
    ParserErrorCase(
      "missing id",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {color: red}

      """,
      .missingKey("id", in: "a view"),
      line: 5, column: 7),
    ParserErrorCase(
      "missing root",
      """
      version: 1
      canvas: {width: 375, height: 667}
      constraints: []

      """,
      .missingRoot,
      line: 1, column: 1),
    ParserErrorCase(
      "missing canvas",
      """
      version: 1
      root: {}

      """,
      .missingCanvas,
      line: 1, column: 1),
    ParserErrorCase(
      "negative canvas",
      """
      version: 1
      canvas: {width: -375, height: 667}
      root: {}

      """,
      .outOfRange(key: "width", requirement: "greater than 0", found: .number("-375")),
      line: 2, column: 17),
    ParserErrorCase(
      "zero canvas",
      """
      version: 1
      canvas: {width: 375, height: 0}
      root: {}

      """,
      .outOfRange(key: "height", requirement: "greater than 0", found: .number("0")),
      line: 2, column: 30),
    ParserErrorCase(
      "absurd canvas",
      """
      version: 1
      canvas: {width: 1e9, height: 667}
      root: {}

      """,
      .outOfRange(key: "width", requirement: "at most 100000 points", found: .number("1e9")),
      line: 2, column: 17),
    ParserErrorCase(
      "infinite canvas",
      """
      version: 1
      canvas: {width: 1e999, height: 667}
      root: {}

      """,
      .notFinite(key: "width", found: .number("1e999")),
      line: 2, column: 17),
    ParserErrorCase(
      "canvas without height",
      """
      version: 1
      canvas: {width: 375}
      root: {}

      """,
      .missingKey("height", in: "'canvas'"),
      line: 2, column: 9),
    ParserErrorCase(
      "scale 0",
      """
      version: 1
      canvas: {width: 375, height: 667}
      scale: 0
      root: {}

      """,
      .outOfRange(key: "scale", requirement: "greater than 0 and at most 10", found: .number("0")),
      line: 3, column: 8),
    ParserErrorCase(
      "scale 11",
      """
      version: 1
      canvas: {width: 375, height: 667}
      scale: 11
      root: {}

      """,
      .outOfRange(key: "scale", requirement: "greater than 0 and at most 10", found: .number("11")),
      line: 3, column: 8),
    ParserErrorCase(
      "version 2",
      """
      version: 2
      canvas: {width: 375, height: 667}
      root: {}

      """,
      .unsupportedVersion(2),
      line: 1, column: 10),
    ParserErrorCase(
      "bad size class",
      """
      version: 1
      canvas: {width: 375, height: 667}
      traits: {horizontalSizeClass: reglar}
      root: {}

      """,
      .unknownName("reglar", key: "horizontalSizeClass", suggestion: "regular", names: ["compact", "regular"]),
      line: 3, column: 31),
    ParserErrorCase(
      "bad content size category",
      """
      version: 1
      canvas: {width: 375, height: 667}
      traits:
        contentSizeCategory: huge
      root: {}

      """,
      .unknownName("huge", key: "contentSizeCategory", suggestion: nil, names: ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"]),
      line: 4, column: 24),
    ParserErrorCase(
      "bad when on a view",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: a, when: {verticalSizeClass: tiny}}

      """,
      .unknownName("tiny", key: "verticalSizeClass", suggestion: nil, names: ["compact", "regular"]),
      line: 5, column: 41),
    ParserErrorCase(
      "bad layout direction",
      """
      version: 1
      canvas: {width: 375, height: 667}
      traits: {layoutDirection: rtl}
      root: {}

      """,
      .unknownName("rtl", key: "layoutDirection", suggestion: nil, names: ["leftToRight", "rightToLeft"]),
      line: 3, column: 27),
    ParserErrorCase(
      "stack key on a view",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - id: a
            axis: vertical

      """,
      .stackKeyOnOtherKind("axis", view: "a", kind: .view),
      line: 6, column: 7),
    ParserErrorCase(
      "unknown kind",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: a, kind: lable}

      """,
      .unknownName("lable", key: "kind", suggestion: "label", names: ["view", "label", "button", "textField", "textView", "imageView", "switch", "slider", "stack", "scroll", "segmentedControl", "stepper", "progressView", "activityIndicator"]),
      line: 5, column: 21),
    ParserErrorCase(
      "bad stack alignment",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: s, kind: stack, alignment: middle}

      """,
      .unknownName("middle", key: "alignment", suggestion: nil, names: ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"]),
      line: 5, column: 39),
    ParserErrorCase(
      "unclosed bracket",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews: [{id: a}

      """,
      .yaml(.neverClosed(.list)),
      line: 4, column: 13),
    ParserErrorCase(
      "bad indentation",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        id: root
       subviews: []

      """,
      .yaml(.keyNotAligned(start: SourceLocation(line: 1, column: 1))),
      line: 5, column: 2),
    ParserErrorCase(
      "bad indentation, deeper",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        id: root
          color: red

      """,
      .yaml(.unexpectedColon),
      line: 5, column: 10),
    ParserErrorCase(
      "tab indentation",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
      \tid: root

      """,
      .yaml(.tabIndentation),
      line: 4, column: 1),
    ParserErrorCase(
      "malformed JSON",
      """
      {"version": 1, "canvas": {"width": 375 "height": 667}}
      """,
      .yaml(.missingComma(.map, start: SourceLocation(line: 1, column: 26))),
      line: 1, column: 48),
    ParserErrorCase(
      "unclosed JSON",
      """
      {"version": 1,
       "root": {}

      """,
      .yaml(.neverClosed(.map)),
      line: 1, column: 1),
    ParserErrorCase(
      "empty document",
      """

      """,
      .emptyDocument,
      line: 1, column: 1),
    ParserErrorCase(
      "only a comment",
      """
      # nothing here

      """,
      .emptyDocument,
      line: 1, column: 1),
    ParserErrorCase(
      "not a map",
      """
      - a
      - b

      """,
      .wrongType(subject: "a layout document", expected: "a map of keys (version, canvas, root, …)", found: .list),
      line: 1, column: 1),
    ParserErrorCase(
      "a scalar document",
      """
      hello

      """,
      .wrongType(subject: "a layout document", expected: "a map of keys (version, canvas, root, …)", found: .plain("hello")),
      line: 1, column: 1),
    ParserErrorCase(
      "constraint map without constraint",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      constraints:
        - {id: x}

      """,
      .missingKey("constraint", in: "a constraint map"),
      line: 5, column: 5),
    ParserErrorCase(
      "constraint that is a number",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      constraints:
        - 42

      """,
      .wrongType(subject: "a constraint", expected: "a string or a map with 'constraint'", found: .number("42")),
      line: 5, column: 5),
    ParserErrorCase(
      "constraint that is a list",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      constraints:
        - [a, b]

      """,
      .wrongType(subject: "a constraint", expected: "a string or a map with 'constraint'", found: .list),
      line: 5, column: 5),
    ParserErrorCase(
      "empty constraint",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      constraints:
        - "  "

      """,
      .emptyConstraint,
      line: 5, column: 5),
    ParserErrorCase(
      "constraint text not a string",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      constraints:
        - {constraint: true}

      """,
      .wrongType(subject: "'constraint'", expected: "a string", found: .plain("true")),
      line: 5, column: 18),
    ParserErrorCase(
      "duplicate key",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        color: red
        color: blue

      """,
      .duplicateKey("color", firstLine: 4),
      line: 5, column: 3),
    ParserErrorCase(
      "duplicate key, flow",
      """
      version: 1
      canvas: {width: 1, width: 2}
      root: {}

      """,
      .duplicateKey("width", firstLine: 2),
      line: 2, column: 20),
    ParserErrorCase(
      "duplicate key, three times",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        text: a
        id: root
        text: b
        text: c

      """,
      .duplicateKey("text", firstLine: 4),
      line: 6, column: 3),
    ParserErrorCase(
      "alias",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: &r {}
      guides: *r

      """,
      .anchorsNotSupported,
      line: 3, column: 7),
    ParserErrorCase(
      "tag",
      """
      version: 1
      canvas: {width: 375, height: 667}
      scale: !!float 2
      root: {}

      """,
      .tagsNotSupported,
      line: 3, column: 8),
    ParserErrorCase(
      "margins mixing left and leading",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        layoutMargins: {left: 1, leading: 2}

      """,
      .mixedMarginEdges("leading", with: "left"),
      line: 4, column: 28),
    ParserErrorCase(
      "both kinds of margins",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        layoutMargins: {top: 1}
        directionalLayoutMargins: {top: 1}

      """,
      .bothMarginKeys,
      line: 5, column: 3),
    ParserErrorCase(
      "unknown guide owner",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      guides:
        - {id: g, owner: rot}

      """,
      .unknownGuideOwner("rot", guide: "g", suggestion: "root"),
      line: 5, column: 20),
    ParserErrorCase(
      "guide owned by a guide",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      guides:
        - {id: g, owner: root}
        - {id: h, owner: g}

      """,
      .guideOwnerIsGuide("g"),
      line: 6, column: 20),
    ParserErrorCase(
      "custom spacing after a view not arranged",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - id: s
            kind: stack
            customSpacing: {labl: 4}
            arrangedSubviews: [{id: label}]

      """,
      .customSpacingNotArranged("labl", stack: "s", suggestion: "label"),
      line: 7, column: 23),
    ParserErrorCase(
      "frame without translatesAutoresizingMask",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - id: a
            frame: {x: 0, y: 0, width: 10, height: 10}

      """,
      .autoresizingKeyWithoutTranslation("frame"),
      line: 6, column: 7),
    ParserErrorCase(
      "translatesAutoresizingMask without frame",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - id: a
            translatesAutoresizingMask: true

      """,
      .frameRequired,
      line: 6, column: 7),
    ParserErrorCase(
      "bad autoresizing name",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - id: a
            translatesAutoresizingMask: true
            frame: {x: 0, y: 0, width: 10, height: 10}
            autoresizingMask: [flexibleWidht]

      """,
      .unknownName("flexibleWidht", key: "autoresizingMask", suggestion: "flexibleWidth", names: ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"]),
      line: 8, column: 26),
    ParserErrorCase(
      "frame missing width",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - id: a
            translatesAutoresizingMask: true
            frame: {x: 0, y: 0, height: 10}

      """,
      .missingKey("width", in: "'frame'"),
      line: 7, column: 14),
    ParserErrorCase(
      "bad metric name",
      """
      version: 1
      canvas: {width: 375, height: 667}
      metrics: {2x: 3}
      root: {}

      """,
      .notAnIdentifier("2x", role: .metricName),
      line: 3, column: 11),
    ParserErrorCase(
      "reserved metric name",
      """
      version: 1
      canvas: {width: 375, height: 667}
      metrics: {standard: 3}
      root: {}

      """,
      .reservedWord("standard", role: .metricName),
      line: 3, column: 11),
    ParserErrorCase(
      "control character",
      """
      version: 1
      canvas: {width: 375, height: 667}
      name: "a\u{7}b"
      root: {}

      """,
      .yaml(.characterNotAllowed("\u{07}")),
      line: 3, column: 9),
    ParserErrorCase(
      "two documents",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      ---
      root: {}

      """,
      .yaml(.secondDocument),
      line: 4, column: 1),
    ParserErrorCase(
      "unclosed quote",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        text: "abc

      """,
      .yaml(.unclosedString(quote: "\"")),
      line: 4, column: 9),
    ParserErrorCase(
      "orientation without device",
      """
      version: 1
      canvas: {width: 375, height: 667}
      orientation: portrait
      root: {}

      """,
      .needsDevice("orientation"),
      line: 3, column: 1),
    ParserErrorCase(
      "when on the root",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        when: {horizontalSizeClass: compact}

      """,
      .notOnRoot("when"),
      line: 4, column: 3),
    ParserErrorCase(
      "negative safe area",
      """
      version: 1
      canvas: {width: 375, height: 667}
      safeArea: {top: -1}
      root: {}

      """,
      .outOfRange(key: "top", requirement: "at least 0", found: .number("-1")),
      line: 3, column: 17),
    ParserErrorCase(
      "bad font weight",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        font: {weight: heavyy}

      """,
      .unknownName("heavyy", key: "weight", suggestion: "heavy", names: ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]),
      line: 4, column: 18),
    ParserErrorCase(
      "bad text style",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        font: {textStyle: title}

      """,
      .unknownName("title", key: "textStyle", suggestion: "title1", names: ["largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2"]),
      line: 4, column: 21),
    ParserErrorCase(
      "zero font size",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        font: {size: 0}

      """,
      .outOfRange(key: "size", requirement: "greater than 0", found: .number("0")),
      line: 4, column: 16),
    ParserErrorCase(
      "negative intrinsic size",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        intrinsicSize: {width: -1, height: null}

      """,
      .outOfRange(key: "width", requirement: "at least 0", found: .number("-1")),
      line: 4, column: 26),
    ParserErrorCase(
      "character that cannot start a value",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        text: @name

      """,
      .yaml(.cannotStartValue("@")),
      line: 4, column: 9),
    ParserErrorCase(
      "colon inside a plain value",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        text: a: b

      """,
      .yaml(.unexpectedColon),
      line: 4, column: 10),
    ParserErrorCase(
      "unknown escape",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        text: "a\\qb"

      """,
      .yaml(.unknownEscape),
      line: 4, column: 11),
    ParserErrorCase(
      "list entry in a map",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        id: root
        - a

      """,
      .yaml(.keyNotAligned(start: SourceLocation(line: 4, column: 3))),
      line: 5, column: 3),
    ParserErrorCase(
      "device only, orientation bad",
      """
      version: 1
      device: iPhone 8
      orientation: sideways
      root: {}

      """,
      .unknownName("sideways", key: "orientation", suggestion: nil, names: ["portrait", "landscape"]),
      line: 3, column: 14),
    ParserErrorCase(
      "a list as a key",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      ? [a]
      : 1

      """,
      .keyNotAName(.list),
      line: 4, column: 3),
    ParserErrorCase(
      "flow list left open after a comma",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      constraints: [a.top == b.top,

      """,
      .yaml(.endsInsideFlowCollection),
      line: 4, column: 30),
    ParserErrorCase(
      "duplicate key in JSON",
      """
      {"version": 1, "canvas": {"width": 1, "height": 2},
       "root": {"id": "r", "id": "s"}}
      """,
      .duplicateKey("id", firstLine: 2),
      line: 2, column: 22),
    ParserErrorCase(
      "view that is null",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          -

      """,
      .missingValue(subject: "a view", expected: "a map of view keys"),
      line: 5, column: 6),
    ParserErrorCase(
      "a document that is only a start marker",
      """
      ---

      """,
      .emptyDocument,
      line: 1, column: 1),
    ParserErrorCase(
      "JSON list without its closing bracket",
      """
      {"version": 1,
       "metrics": {"a": [1, 2
        "b": 3}}

      """,
      .yaml(.missingCommaAfterEntry(.list, start: SourceLocation(line: 2, column: 19))),
      line: 2, column: 24),
    ParserErrorCase(
      "JSON entry without a comma",
      """
      {"version": 1,
       "name": "x"
       "root": {}}

      """,
      .yaml(.missingCommaAfterEntry(.map, start: SourceLocation(line: 1, column: 1))),
      line: 2, column: 13),
    ParserErrorCase(
      "empty constraint id",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      constraints:
        - {constraint: a.top == b.top, id: ""}

      """,
      .emptyValue(key: "id"),
      line: 5, column: 38),
    // Control keys (extensions of the contract) apply to some kinds only; their values are UIKit's names.
    ParserErrorCase(
      "control key on the wrong kind",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: name, kind: label, segments: [A, B]}

      """,
      .controlKeyOnOtherKind("segments", kinds: [.segmentedControl], view: "name", kind: .label),
      line: 5, column: 31),
    ParserErrorCase(
      "control key of two kinds on a third",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: name, kind: label, image: {width: 10, height: 10}}

      """,
      .controlKeyOnOtherKind("image", kinds: [.imageView, .button], view: "name", kind: .label),
      line: 5, column: 31),
    ParserErrorCase(
      "control key on the root",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        borderStyle: line

      """,
      .controlKeyOnOtherKind("borderStyle", kinds: [.textField], view: "root", kind: .view),
      line: 4, column: 3),
    ParserErrorCase(
      "unknown content mode",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: photo, kind: imageView, contentMode: aspectFit}

      """,
      .unknownName("aspectFit", key: "contentMode", suggestion: nil, names: ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight"]),
      line: 5, column: 49),
    ParserErrorCase(
      "content mode in the wrong case, suggested",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: photo, kind: imageView, contentMode: scaletofill}

      """,
      .unknownName("scaletofill", key: "contentMode", suggestion: "scaleToFill", names: ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight"]),
      line: 5, column: 49),
    ParserErrorCase(
      "border style cut short, suggested",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: field, kind: textField, borderStyle: rounded}

      """,
      .unknownName("rounded", key: "borderStyle", suggestion: "roundedRect", names: ["none", "line", "bezel", "roundedRect"]),
      line: 5, column: 49),
    ParserErrorCase(
      "image without height",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: photo, kind: imageView, image: {width: 10}}

      """,
      .missingKey("height", in: "'image'"),
      line: 5, column: 43),
    ParserErrorCase(
      "segments not a list",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: picker, kind: segmentedControl, segments: One}

      """,
      .wrongType(subject: "'segments'", expected: "a list", found: .plain("One")),
      line: 5, column: 54),
    // Devices and multitasking.
    ParserErrorCase(
      "unknown device, suggested",
      """
      version: 1
      device: iPhne 8
      root: {}

      """,
      .unknownDevice("iPhne 8", suggestion: "iPhone 8"),
      line: 2, column: 9),
    ParserErrorCase(
      "unknown device, no suggestion",
      """
      version: 1
      device: Pixel 7
      root: {}

      """,
      .unknownDevice("Pixel 7", suggestion: nil),
      line: 2, column: 9),
    ParserErrorCase(
      "unknown multitasking mode",
      """
      version: 1
      device: iPad Air 2
      multitasking: splitView
      root: {}

      """,
      .unknownName("splitView", key: "multitasking", suggestion: nil, names: ["fullScreen", "twoThirds", "half", "oneThird", "slideOver"]),
      line: 3, column: 15),
    ParserErrorCase(
      "multitasking without device",
      """
      version: 1
      canvas: {width: 375, height: 667}
      multitasking: half
      root: {}

      """,
      .needsDevice("multitasking"),
      line: 3, column: 1),
    ParserErrorCase(
      "multitasking on an iPhone",
      """
      version: 1
      device: iPhone 8
      multitasking: half
      root: {}

      """,
      .fullScreenOnly(device: "iPhone 8", mode: .half),
      line: 3, column: 15),
    ParserErrorCase(
      "half split in portrait",
      """
      version: 1
      device: iPad Air 2
      orientation: portrait
      multitasking: half
      root: {}

      """,
      .noMultitaskingWindow(device: "iPad Air 2", mode: .half, orientation: .portrait),
      line: 4, column: 15),
  ]
}
