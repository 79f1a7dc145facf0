import Testing

@testable import LayoutDocuments

/// A broken document and the exact error it must give, as the command prints it: `FILE:LINE:
/// COLUMN: message`, the line, a caret under the column. Each position was checked by hand
/// against the text (the caret sits under the offending key or value).
struct ParserErrorCase: CustomTestStringConvertible, Sendable {
  let label: String
  let text: String
  let expected: String

  init(_ label: String, _ text: String, _ expected: String) {
    self.label = label
    self.text = text
    self.expected = expected
  }

  var testDescription: String { label }
}

@Suite("Parser: broken documents give exact errors", .timeLimit(.minutes(10)))
struct ParserErrorTests {
  @Test("Each broken document gives its error", arguments: ParserErrorTests.cases)
  func exactError(_ broken: ParserErrorCase) {
    #expect(ParserFixtures.errorDescription(broken.text) == broken.expected)
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
      """
      doc.yaml:4:1: unknown key 'constraint' at the top level; did you mean 'constraints'?
      constraint: []
      ^
      """),
    ParserErrorCase(
      "unknown top-level key, no suggestion",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      layers: []

      """,
      """
      doc.yaml:4:1: unknown key 'layers' at the top level
      layers: []
      ^
      """),
    ParserErrorCase(
      "unknown view key, suggested",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: a, colour: red}

      """,
      """
      doc.yaml:5:15: unknown key 'colour' in a view; did you mean 'color'?
          - {id: a, colour: red}
                    ^
      """),
    ParserErrorCase(
      "unknown view key, no suggestion",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: a, flavour: sweet}

      """,
      """
      doc.yaml:5:15: unknown key 'flavour' in a view
          - {id: a, flavour: sweet}
                    ^
      """),
    ParserErrorCase(
      "unknown root key",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        colr: red

      """,
      """
      doc.yaml:4:3: unknown key 'colr' in the root view; did you mean 'color'?
        colr: red
        ^
      """),
    ParserErrorCase(
      "unknown canvas key",
      """
      version: 1
      canvas: {width: 375, hieght: 667}
      root: {}

      """,
      """
      doc.yaml:2:22: unknown key 'hieght' in 'canvas'; did you mean 'height'?
      canvas: {width: 375, hieght: 667}
                           ^
      """),
    ParserErrorCase(
      "unknown font key",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        font: {sise: 12}

      """,
      """
      doc.yaml:4:10: unknown key 'sise' in 'font'; did you mean 'size'?
        font: {sise: 12}
               ^
      """),
    ParserErrorCase(
      "unknown constraint key",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      constraints:
        - {constraint: "a.top == b.top", activ: false}

      """,
      """
      doc.yaml:5:36: unknown key 'activ' in a constraint; did you mean 'active'?
        - {constraint: "a.top == b.top", activ: false}
                                         ^
      """),
    ParserErrorCase(
      "unknown traits key",
      """
      version: 1
      canvas: {width: 375, height: 667}
      traits: {sizeClass: compact}
      root: {}

      """,
      """
      doc.yaml:3:10: unknown key 'sizeClass' in 'traits'
      traits: {sizeClass: compact}
               ^
      """),
    ParserErrorCase(
      "key run into its value",
      """
      version: 1
      canvas: {width:375, height: 667}
      root: {}

      """,
      """
      doc.yaml:2:10: unknown key 'width:375' in 'canvas'; put a space after ':' ('width: 375')
      canvas: {width:375, height: 667}
               ^
      """),
    ParserErrorCase(
      "number expected",
      """
      version: 1
      canvas: {width: abc, height: 667}
      root: {}

      """,
      """
      doc.yaml:2:17: 'width' must be a number, not 'abc'
      canvas: {width: abc, height: 667}
                      ^
      """),
    ParserErrorCase(
      "quoted number",
      """
      version: 1
      canvas: {width: 375, height: 667}
      scale: "2"
      root: {}

      """,
      """
      doc.yaml:3:8: 'scale' must be a number, not the string '2'
      scale: "2"
             ^
      """),
    ParserErrorCase(
      "bool expected",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        hidden: yes

      """,
      """
      doc.yaml:4:11: 'hidden' must be true or false, not 'yes'
        hidden: yes
                ^
      """),
    ParserErrorCase(
      "list expected",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews: {id: a}

      """,
      """
      doc.yaml:4:13: 'subviews' must be a list, not a map
        subviews: {id: a}
                  ^
      """),
    ParserErrorCase(
      "map expected",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        font: 17

      """,
      """
      doc.yaml:4:9: 'font' must be a map, not 17
        font: 17
              ^
      """),
    ParserErrorCase(
      "view must be a map",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - blue

      """,
      """
      doc.yaml:5:7: a view must be a map of view keys, not 'blue'
          - blue
            ^
      """),
    ParserErrorCase(
      "no value",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        text:

      """,
      """
      doc.yaml:4:8: 'text' has no value; expected a string
        text:
             ^
      """),
    ParserErrorCase(
      "whole number expected",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        numberOfLines: 1.5

      """,
      """
      doc.yaml:4:18: 'numberOfLines' must be a whole number, not 1.5
        numberOfLines: 1.5
                       ^
      """),
    ParserErrorCase(
      "negative numberOfLines",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        numberOfLines: -1

      """,
      """
      doc.yaml:4:18: 'numberOfLines' must be at least 0, not -1
        numberOfLines: -1
                       ^
      """),
    ParserErrorCase(
      "priority above 1000",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        hugging: {horizontal: 1001}

      """,
      """
      doc.yaml:4:25: 'horizontal' must be a priority in (0, 1000] or required, high, low, fittingSize, not 1001
        hugging: {horizontal: 1001}
                              ^
      """),
    ParserErrorCase(
      "priority 0",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        compressionResistance: {vertical: 0}

      """,
      """
      doc.yaml:4:37: 'vertical' must be a priority in (0, 1000] or required, high, low, fittingSize, not 0
        compressionResistance: {vertical: 0}
                                          ^
      """),
    ParserErrorCase(
      // Positive as a Double, 0 as the Float a priority is (found by the VFL fuzz harness).
      "priority below Float's range",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        hugging: {horizontal: 1e-320}

      """,
      """
      doc.yaml:4:25: 'horizontal' must be a priority in (0, 1000] or required, high, low, fittingSize, not 1e-320
        hugging: {horizontal: 1e-320}
                              ^
      """),
    ParserErrorCase(
      "priority name unknown",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        hugging: {vertical: medium}

      """,
      """
      doc.yaml:4:23: 'vertical' must be a priority in (0, 1000] or required, high, low, fittingSize, not 'medium'
        hugging: {vertical: medium}
                            ^
      """),
    ParserErrorCase(
      "unknown colour, suggested",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {color: rde}

      """,
      """
      doc.yaml:3:15: unknown colour 'rde'; did you mean 'red'?
      root: {color: rde}
                    ^
      """),
    ParserErrorCase(
      "unknown colour",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {color: chartreuse}

      """,
      """
      doc.yaml:3:15: unknown colour 'chartreuse' (expected a name such as red or systemBlue, or "#rrggbb")
      root: {color: chartreuse}
                    ^
      """),
    ParserErrorCase(
      "bad hex colour",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {color: "#12345"}

      """,
      """
      doc.yaml:3:15: '#12345' is not a colour: write #rgb, #rrggbb or #rrggbbaa in hexadecimal
      root: {color: "#12345"}
                    ^
      """),
    ParserErrorCase(
      "hex colour not quoted",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        color: #cc3300

      """,
      """
      doc.yaml:4:3: 'color' has no value: '#' starts a comment in YAML, so put hexadecimal colours in quotes (color: "#cc3300")
        color: #cc3300
        ^
      """),
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
      """
      doc.yaml:6:12: duplicate id 'a' (first declared at line 5); ids must be unique across views and guides
          - {id: a}
                 ^
      """),
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
      """
      doc.yaml:7:10: duplicate id 'a' (first declared at line 5); ids must be unique across views and guides
        - {id: a, owner: root}
               ^
      """),
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
      """
      doc.yaml:7:12: duplicate id 'g' (first declared at line 4); ids must be unique across views and guides
          - {id: g}
                 ^
      """),
    ParserErrorCase(
      "duplicate of the implicit root id",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: root}

      """,
      """
      doc.yaml:5:12: duplicate id 'root' (first declared at line 4); ids must be unique across views and guides
          - {id: root}
                 ^
      """),
    ParserErrorCase(
      "id starting with a digit",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: 2col}

      """,
      """
      doc.yaml:5:12: '2col' is not a valid id: use letters, digits and underscores, not starting with a digit
          - {id: 2col}
                 ^
      """),
    ParserErrorCase(
      "id with a dash",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - id: my-view

      """,
      """
      doc.yaml:5:11: 'my-view' is not a valid id: use letters, digits and underscores, not starting with a digit
          - id: my-view
                ^
      """),
    ParserErrorCase(
      "reserved id",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - id: superview

      """,
      """
      doc.yaml:5:11: 'superview' is a word of the constraint language and cannot be an id
          - id: superview
                ^
      """),
    ParserErrorCase(
      "missing id",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {color: red}

      """,
      """
      doc.yaml:5:7: a view needs an 'id'
          - {color: red}
            ^
      """),
    ParserErrorCase(
      "missing root",
      """
      version: 1
      canvas: {width: 375, height: 667}
      constraints: []

      """,
      """
      doc.yaml:1:1: the document has no 'root' (the root view)
      version: 1
      ^
      """),
    ParserErrorCase(
      "missing canvas",
      """
      version: 1
      root: {}

      """,
      """
      doc.yaml:1:1: the document needs a 'canvas' ({width, height}) or a 'device'
      version: 1
      ^
      """),
    ParserErrorCase(
      "negative canvas",
      """
      version: 1
      canvas: {width: -375, height: 667}
      root: {}

      """,
      """
      doc.yaml:2:17: 'width' must be greater than 0, not -375
      canvas: {width: -375, height: 667}
                      ^
      """),
    ParserErrorCase(
      "zero canvas",
      """
      version: 1
      canvas: {width: 375, height: 0}
      root: {}

      """,
      """
      doc.yaml:2:30: 'height' must be greater than 0, not 0
      canvas: {width: 375, height: 0}
                                   ^
      """),
    ParserErrorCase(
      "absurd canvas",
      """
      version: 1
      canvas: {width: 1e9, height: 667}
      root: {}

      """,
      """
      doc.yaml:2:17: 'width' must be at most 100000 points, not 1e9
      canvas: {width: 1e9, height: 667}
                      ^
      """),
    ParserErrorCase(
      "infinite canvas",
      """
      version: 1
      canvas: {width: 1e999, height: 667}
      root: {}

      """,
      """
      doc.yaml:2:17: 'width' must be a finite number, not 1e999
      canvas: {width: 1e999, height: 667}
                      ^
      """),
    ParserErrorCase(
      "canvas without height",
      """
      version: 1
      canvas: {width: 375}
      root: {}

      """,
      """
      doc.yaml:2:9: 'canvas' needs a 'height'
      canvas: {width: 375}
              ^
      """),
    ParserErrorCase(
      "scale 0",
      """
      version: 1
      canvas: {width: 375, height: 667}
      scale: 0
      root: {}

      """,
      """
      doc.yaml:3:8: 'scale' must be greater than 0 and at most 10, not 0
      scale: 0
             ^
      """),
    ParserErrorCase(
      "scale 11",
      """
      version: 1
      canvas: {width: 375, height: 667}
      scale: 11
      root: {}

      """,
      """
      doc.yaml:3:8: 'scale' must be greater than 0 and at most 10, not 11
      scale: 11
             ^
      """),
    ParserErrorCase(
      "version 2",
      """
      version: 2
      canvas: {width: 375, height: 667}
      root: {}

      """,
      """
      doc.yaml:1:10: unsupported version 2; this program reads version 1
      version: 2
               ^
      """),
    ParserErrorCase(
      "bad size class",
      """
      version: 1
      canvas: {width: 375, height: 667}
      traits: {horizontalSizeClass: reglar}
      root: {}

      """,
      """
      doc.yaml:3:31: unknown horizontalSizeClass 'reglar'; did you mean 'regular'?
      traits: {horizontalSizeClass: reglar}
                                    ^
      """),
    ParserErrorCase(
      "bad content size category",
      """
      version: 1
      canvas: {width: 375, height: 667}
      traits:
        contentSizeCategory: huge
      root: {}

      """,
      """
      doc.yaml:4:24: unknown contentSizeCategory 'huge' (expected extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge or accessibilityExtraExtraExtraLarge)
        contentSizeCategory: huge
                             ^
      """),
    ParserErrorCase(
      "bad when on a view",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: a, when: {verticalSizeClass: tiny}}

      """,
      """
      doc.yaml:5:41: unknown verticalSizeClass 'tiny' (expected compact or regular)
          - {id: a, when: {verticalSizeClass: tiny}}
                                              ^
      """),
    ParserErrorCase(
      "bad layout direction",
      """
      version: 1
      canvas: {width: 375, height: 667}
      traits: {layoutDirection: rtl}
      root: {}

      """,
      """
      doc.yaml:3:27: unknown layoutDirection 'rtl' (expected leftToRight or rightToLeft)
      traits: {layoutDirection: rtl}
                                ^
      """),
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
      """
      doc.yaml:6:7: 'axis' is a stack view key, but view 'a' has kind 'view'; add 'kind: stack'
            axis: vertical
            ^
      """),
    ParserErrorCase(
      "unknown kind",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: a, kind: lable}

      """,
      """
      doc.yaml:5:21: unknown kind 'lable'; did you mean 'label'?
          - {id: a, kind: lable}
                          ^
      """),
    ParserErrorCase(
      "bad stack alignment",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: s, kind: stack, alignment: middle}

      """,
      """
      doc.yaml:5:39: unknown alignment 'middle' (expected fill, leading, top, firstBaseline, center, trailing, bottom or lastBaseline)
          - {id: s, kind: stack, alignment: middle}
                                            ^
      """),
    ParserErrorCase(
      "unclosed bracket",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews: [{id: a}

      """,
      """
      doc.yaml:4:13: this '[' is never closed: the list needs a ']'
        subviews: [{id: a}
                  ^
      """),
    ParserErrorCase(
      "bad indentation",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        id: root
       subviews: []

      """,
      """
      doc.yaml:5:2: expected a key ('name: value') lined up with the other keys of the map that starts at 1:1; check the indentation
       subviews: []
       ^
      """),
    ParserErrorCase(
      "bad indentation, deeper",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        id: root
          color: red

      """,
      """
      doc.yaml:5:10: unexpected ':'; check this line's indentation, or put a value that contains ': ' in quotes
          color: red
               ^
      """),
    ParserErrorCase(
      "tab indentation",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
      \tid: root

      """,
      """
      doc.yaml:4:1: tabs cannot indent YAML; indent with spaces
      \tid: root
      ^
      """),
    ParserErrorCase(
      "malformed JSON",
      """
      {"version": 1, "canvas": {"width": 375 "height": 667}}
      """,
      """
      doc.yaml:1:48: expected ',' or '}' in the map that starts at 1:26
      {"version": 1, "canvas": {"width": 375 "height": 667}}
                                                     ^
      """),
    ParserErrorCase(
      "unclosed JSON",
      """
      {"version": 1,
       "root": {}

      """,
      """
      doc.yaml:1:1: this '{' is never closed: the map needs a '}'
      {"version": 1,
      ^
      """),
    ParserErrorCase(
      "empty document",
      """

      """,
      """
      doc.yaml:1:1: the document is empty; a layout document is a map with 'version', 'canvas', 'root' and 'constraints'
      """),
    ParserErrorCase(
      "only a comment",
      """
      # nothing here

      """,
      """
      doc.yaml:1:1: the document is empty; a layout document is a map with 'version', 'canvas', 'root' and 'constraints'
      # nothing here
      ^
      """),
    ParserErrorCase(
      "not a map",
      """
      - a
      - b

      """,
      """
      doc.yaml:1:1: a layout document must be a map of keys (version, canvas, root, …), not a list
      - a
      ^
      """),
    ParserErrorCase(
      "a scalar document",
      """
      hello

      """,
      """
      doc.yaml:1:1: a layout document must be a map of keys (version, canvas, root, …), not 'hello'
      hello
      ^
      """),
    ParserErrorCase(
      "constraint map without constraint",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      constraints:
        - {id: x}

      """,
      """
      doc.yaml:5:5: a constraint map needs a 'constraint'
        - {id: x}
          ^
      """),
    ParserErrorCase(
      "constraint that is a number",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      constraints:
        - 42

      """,
      """
      doc.yaml:5:5: a constraint must be a string or a map with 'constraint', not 42
        - 42
          ^
      """),
    ParserErrorCase(
      "constraint that is a list",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      constraints:
        - [a, b]

      """,
      """
      doc.yaml:5:5: a constraint must be a string or a map with 'constraint', not a list
        - [a, b]
          ^
      """),
    ParserErrorCase(
      "empty constraint",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      constraints:
        - "  "

      """,
      """
      doc.yaml:5:5: this constraint is empty
        - "  "
          ^
      """),
    ParserErrorCase(
      "constraint text not a string",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      constraints:
        - {constraint: true}

      """,
      """
      doc.yaml:5:18: 'constraint' must be a string, not 'true'
        - {constraint: true}
                       ^
      """),
    ParserErrorCase(
      "duplicate key",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        color: red
        color: blue

      """,
      """
      doc.yaml:5:3: duplicate key 'color' (already given at line 4)
        color: blue
        ^
      """),
    ParserErrorCase(
      "duplicate key, flow",
      """
      version: 1
      canvas: {width: 1, width: 2}
      root: {}

      """,
      """
      doc.yaml:2:20: duplicate key 'width' (already given at line 2)
      canvas: {width: 1, width: 2}
                         ^
      """),
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
      """
      doc.yaml:6:3: duplicate key 'text' (already given at line 4)
        text: b
        ^
      """),
    ParserErrorCase(
      "alias",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: &r {}
      guides: *r

      """,
      """
      doc.yaml:3:7: anchors (&name) and aliases (*name) are not supported; write the value out
      root: &r {}
            ^
      """),
    ParserErrorCase(
      "tag",
      """
      version: 1
      canvas: {width: 375, height: 667}
      scale: !!float 2
      root: {}

      """,
      """
      doc.yaml:3:8: tags (such as !!str) are not supported; write the plain value
      scale: !!float 2
             ^
      """),
    ParserErrorCase(
      "margins mixing left and leading",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        layoutMargins: {left: 1, leading: 2}

      """,
      """
      doc.yaml:4:28: 'leading' cannot be mixed with 'left' in 'layoutMargins': use top, left, bottom, right or top, leading, bottom, trailing
        layoutMargins: {left: 1, leading: 2}
                                 ^
      """),
    ParserErrorCase(
      "both kinds of margins",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        layoutMargins: {top: 1}
        directionalLayoutMargins: {top: 1}

      """,
      """
      doc.yaml:5:3: give either 'layoutMargins' or 'directionalLayoutMargins', not both
        directionalLayoutMargins: {top: 1}
        ^
      """),
    ParserErrorCase(
      "unknown guide owner",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      guides:
        - {id: g, owner: rot}

      """,
      """
      doc.yaml:5:20: no view named 'rot' to own guide 'g'; did you mean 'root'?
        - {id: g, owner: rot}
                         ^
      """),
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
      """
      doc.yaml:6:20: 'g' is a guide; a guide's owner must be a view
        - {id: h, owner: g}
                         ^
      """),
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
      """
      doc.yaml:7:23: customSpacing names 'labl', which is not an arranged subview of 's'; did you mean 'label'?
            customSpacing: {labl: 4}
                            ^
      """),
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
      """
      doc.yaml:6:7: 'frame' applies only with 'translatesAutoresizingMask: true' (views in documents use Auto Layout)
            frame: {x: 0, y: 0, width: 10, height: 10}
            ^
      """),
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
      """
      doc.yaml:6:7: 'translatesAutoresizingMask: true' needs a 'frame' ({x, y, width, height})
            translatesAutoresizingMask: true
            ^
      """),
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
      """
      doc.yaml:8:26: unknown autoresizingMask 'flexibleWidht'; did you mean 'flexibleWidth'?
            autoresizingMask: [flexibleWidht]
                               ^
      """),
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
      """
      doc.yaml:7:14: 'frame' needs a 'width'
            frame: {x: 0, y: 0, height: 10}
                   ^
      """),
    ParserErrorCase(
      "bad metric name",
      """
      version: 1
      canvas: {width: 375, height: 667}
      metrics: {2x: 3}
      root: {}

      """,
      """
      doc.yaml:3:11: '2x' is not a valid metric name: use letters, digits and underscores, not starting with a digit
      metrics: {2x: 3}
                ^
      """),
    ParserErrorCase(
      "reserved metric name",
      """
      version: 1
      canvas: {width: 375, height: 667}
      metrics: {standard: 3}
      root: {}

      """,
      """
      doc.yaml:3:11: 'standard' is a word of the constraint language and cannot be a metric name
      metrics: {standard: 3}
                ^
      """),
    ParserErrorCase(
      "control character",
      """
      version: 1
      canvas: {width: 375, height: 667}
      name: "a\u{7}b"
      root: {}

      """,
      """
      doc.yaml:3:9: the character U+0007 is not allowed in a YAML document
      name: "a\u{7}b"
              ^
      """),
    ParserErrorCase(
      "two documents",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      ---
      root: {}

      """,
      """
      doc.yaml:4:1: a file holds one layout document; this starts a second one
      ---
      ^
      """),
    ParserErrorCase(
      "unclosed quote",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        text: "abc

      """,
      """
      doc.yaml:4:9: this string has no closing "
        text: "abc
              ^
      """),
    ParserErrorCase(
      "orientation without device",
      """
      version: 1
      canvas: {width: 375, height: 667}
      orientation: portrait
      root: {}

      """,
      """
      doc.yaml:3:1: 'orientation' applies only with a 'device'
      orientation: portrait
      ^
      """),
    ParserErrorCase(
      "when on the root",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        when: {horizontalSizeClass: compact}

      """,
      """
      doc.yaml:4:3: 'when' is not allowed on the root view: it is always installed and its frame is the canvas
        when: {horizontalSizeClass: compact}
        ^
      """),
    ParserErrorCase(
      "negative safe area",
      """
      version: 1
      canvas: {width: 375, height: 667}
      safeArea: {top: -1}
      root: {}

      """,
      """
      doc.yaml:3:17: 'top' must be at least 0, not -1
      safeArea: {top: -1}
                      ^
      """),
    ParserErrorCase(
      "bad font weight",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        font: {weight: heavyy}

      """,
      """
      doc.yaml:4:18: unknown weight 'heavyy'; did you mean 'heavy'?
        font: {weight: heavyy}
                       ^
      """),
    ParserErrorCase(
      "bad text style",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        font: {textStyle: title}

      """,
      """
      doc.yaml:4:21: unknown textStyle 'title'; did you mean 'title1'?
        font: {textStyle: title}
                          ^
      """),
    ParserErrorCase(
      "zero font size",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        font: {size: 0}

      """,
      """
      doc.yaml:4:16: 'size' must be greater than 0, not 0
        font: {size: 0}
                     ^
      """),
    ParserErrorCase(
      "negative intrinsic size",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        intrinsicSize: {width: -1, height: null}

      """,
      """
      doc.yaml:4:26: 'width' must be at least 0, not -1
        intrinsicSize: {width: -1, height: null}
                               ^
      """),
    ParserErrorCase(
      "character that cannot start a value",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        text: @name

      """,
      """
      doc.yaml:4:9: '@' cannot start a value; put the value in quotes
        text: @name
              ^
      """),
    ParserErrorCase(
      "colon inside a plain value",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        text: a: b

      """,
      """
      doc.yaml:4:10: unexpected ':'; check this line's indentation, or put a value that contains ': ' in quotes
        text: a: b
               ^
      """),
    ParserErrorCase(
      "unknown escape",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        text: "a\\qb"

      """,
      """
      doc.yaml:4:11: unknown escape sequence in a double-quoted string; write '\\\\' for a backslash, or use single quotes
        text: "a\\qb"
                ^
      """),
    ParserErrorCase(
      "list entry in a map",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        id: root
        - a

      """,
      """
      doc.yaml:5:3: expected a key ('name: value') lined up with the other keys of the map that starts at 4:3; check the indentation
        - a
        ^
      """),
    ParserErrorCase(
      "device only, orientation bad",
      """
      version: 1
      device: iPhone 8
      orientation: sideways
      root: {}

      """,
      """
      doc.yaml:3:14: unknown orientation 'sideways' (expected portrait or landscape)
      orientation: sideways
                   ^
      """),
    ParserErrorCase(
      "a list as a key",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      ? [a]
      : 1

      """,
      """
      doc.yaml:4:3: keys must be names, not a list
      ? [a]
        ^
      """),
    ParserErrorCase(
      "flow list left open after a comma",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      constraints: [a.top == b.top,

      """,
      """
      doc.yaml:4:30: the text ends inside a '[' or '{' that is never closed
      constraints: [a.top == b.top,
                                   ^
      """),
    ParserErrorCase(
      "duplicate key in JSON",
      """
      {"version": 1, "canvas": {"width": 1, "height": 2},
       "root": {"id": "r", "id": "s"}}
      """,
      """
      doc.yaml:2:22: duplicate key 'id' (already given at line 2)
       "root": {"id": "r", "id": "s"}}
                           ^
      """),
    ParserErrorCase(
      "view that is null",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          -

      """,
      """
      doc.yaml:5:6: a view has no value; expected a map of view keys
          -
           ^
      """),
    ParserErrorCase(
      "a document that is only a start marker",
      """
      ---

      """,
      """
      doc.yaml:1:1: the document is empty; a layout document is a map with 'version', 'canvas', 'root' and 'constraints'
      ---
      ^
      """),
    ParserErrorCase(
      "JSON list without its closing bracket",
      """
      {"version": 1,
       "metrics": {"a": [1, 2
        "b": 3}}

      """,
      """
      doc.yaml:2:24: expected ',' or ']' after this entry of the list that starts at 2:19
       "metrics": {"a": [1, 2
                             ^
      """),
    ParserErrorCase(
      "JSON entry without a comma",
      """
      {"version": 1,
       "name": "x"
       "root": {}}

      """,
      """
      doc.yaml:2:13: expected ',' or '}' after this entry of the map that starts at 1:1
       "name": "x"
                  ^
      """),
    ParserErrorCase(
      "empty constraint id",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root: {}
      constraints:
        - {constraint: a.top == b.top, id: ""}

      """,
      """
      doc.yaml:5:38: 'id' must not be empty
        - {constraint: a.top == b.top, id: ""}
                                           ^
      """),
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
      """
      doc.yaml:5:31: 'segments' applies to kind 'segmentedControl', but view 'name' has kind 'label'
          - {id: name, kind: label, segments: [A, B]}
                                    ^
      """),
    ParserErrorCase(
      "control key of two kinds on a third",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: name, kind: label, image: {width: 10, height: 10}}

      """,
      """
      doc.yaml:5:31: 'image' applies to kind 'imageView' or 'button', but view 'name' has kind 'label'
          - {id: name, kind: label, image: {width: 10, height: 10}}
                                    ^
      """),
    ParserErrorCase(
      "control key on the root",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        borderStyle: line

      """,
      """
      doc.yaml:4:3: 'borderStyle' applies to kind 'textField', but view 'root' has kind 'view'
        borderStyle: line
        ^
      """),
    ParserErrorCase(
      "unknown content mode",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: photo, kind: imageView, contentMode: aspectFit}

      """,
      """
      doc.yaml:5:49: unknown contentMode 'aspectFit' (expected scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft or bottomRight)
          - {id: photo, kind: imageView, contentMode: aspectFit}
                                                      ^
      """),
    ParserErrorCase(
      "content mode in the wrong case, suggested",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: photo, kind: imageView, contentMode: scaletofill}

      """,
      """
      doc.yaml:5:49: unknown contentMode 'scaletofill'; did you mean 'scaleToFill'?
          - {id: photo, kind: imageView, contentMode: scaletofill}
                                                      ^
      """),
    ParserErrorCase(
      "border style cut short, suggested",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: field, kind: textField, borderStyle: rounded}

      """,
      """
      doc.yaml:5:49: unknown borderStyle 'rounded'; did you mean 'roundedRect'?
          - {id: field, kind: textField, borderStyle: rounded}
                                                      ^
      """),
    ParserErrorCase(
      "image without height",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: photo, kind: imageView, image: {width: 10}}

      """,
      """
      doc.yaml:5:43: 'image' needs a 'height'
          - {id: photo, kind: imageView, image: {width: 10}}
                                                ^
      """),
    ParserErrorCase(
      "segments not a list",
      """
      version: 1
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: picker, kind: segmentedControl, segments: One}

      """,
      """
      doc.yaml:5:54: 'segments' must be a list, not 'One'
          - {id: picker, kind: segmentedControl, segments: One}
                                                           ^
      """),
    // Devices and multitasking.
    ParserErrorCase(
      "unknown device, suggested",
      """
      version: 1
      device: iPhne 8
      root: {}

      """,
      """
      doc.yaml:2:9: unknown device 'iPhne 8'; did you mean 'iPhone 8'?
      device: iPhne 8
              ^
      """),
    ParserErrorCase(
      "unknown device, no suggestion",
      """
      version: 1
      device: Pixel 7
      root: {}

      """,
      """
      doc.yaml:2:9: unknown device 'Pixel 7' (devices are named as Apple names them, such as 'iPhone 8', 'iPhone X' or 'iPad Air 2')
      device: Pixel 7
              ^
      """),
    ParserErrorCase(
      "unknown multitasking mode",
      """
      version: 1
      device: iPad Air 2
      multitasking: splitView
      root: {}

      """,
      """
      doc.yaml:3:15: unknown multitasking 'splitView' (expected fullScreen, twoThirds, half, oneThird or slideOver)
      multitasking: splitView
                    ^
      """),
    ParserErrorCase(
      "multitasking without device",
      """
      version: 1
      canvas: {width: 375, height: 667}
      multitasking: half
      root: {}

      """,
      """
      doc.yaml:3:1: 'multitasking' applies only with a 'device'
      multitasking: half
      ^
      """),
    ParserErrorCase(
      "multitasking on an iPhone",
      """
      version: 1
      device: iPhone 8
      multitasking: half
      root: {}

      """,
      """
      doc.yaml:3:15: 'iPhone 8' runs apps full screen only, not 'half'
      multitasking: half
                    ^
      """),
    ParserErrorCase(
      "half split in portrait",
      """
      version: 1
      device: iPad Air 2
      orientation: portrait
      multitasking: half
      root: {}

      """,
      """
      doc.yaml:4:15: 'iPad Air 2' has no 'half' window in portrait
      multitasking: half
                    ^
      """),
  ]
}
