import Foundation
import OpenAutoLayout
import Testing
import TextMeasurement

@testable import LayoutDocuments

/// `textColor` and `textAlignment` (layout-document.md §1) on labels, buttons, text fields and
/// text views: read, given to the controls, and without effect on the frames.
@Suite("Documents: textColor and textAlignment", .timeLimit(.minutes(10)))
struct TextAppearanceKeyTests {
  /// One control of each kind the keys apply to, stacked down a 320-point-wide canvas.
  static let document = """
    version: 1
    canvas: {width: 320, height: 480}
    root:
      subviews:
        - {id: title, kind: label, text: Hello, textColor: "#336699", textAlignment: center}
        - {id: go, kind: button, text: Go, textColor: systemRed, textAlignment: left}
        - {id: name, kind: textField, text: Ann, textColor: PURPLE, textAlignment: right}
        - {id: notes, kind: textView, text: Notes, textColor: "#993366", textAlignment: justified}
    constraints:
      - title.leading == root.leading
      - title.trailing == root.trailing
      - title.top == root.top + 20
      - go.leading == root.leading
      - go.width == 200
      - go.top == title.bottom + 8
      - name.leading == root.leading
      - name.trailing == root.trailing
      - name.top == go.bottom + 8
      - notes.leading == root.leading
      - notes.trailing == root.trailing
      - notes.top == name.bottom + 8
      - notes.height == 100

    """

  /// The same document without the two keys.
  static var plainDocument: String {
    document.replacing(/, textColor: [^,}]+, textAlignment: [a-z]+/, with: "")
  }

  @Test("The keys reach the controls: label, button, text field, text view")
  func controls() throws {
    let layout = try DocumentLayout(try ParserFixtures.parse(Self.document))
    // #336699: 0x33, 0x66, 0x99 are 51, 102 and 153 of 255, which are 0.2, 0.4 and 0.6.
    let label = try #require(layout.view("title") as? Label)
    #expect(label.textColor == Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    #expect(label.textAlignment == .center)
    // UIKit's systemRed in the light appearance is (255, 59, 48); a button's title colour is
    // set for the normal state, its alignment is its content's.
    let button = try #require(layout.view("go") as? Button)
    #expect(button.titleColor(for: .normal) == Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1))
    #expect(button.contentHorizontalAlignment == .left)
    // Names match ignoring case; UIKit's purple is (0.5, 0, 0.5).
    let field = try #require(layout.view("name") as? TextField)
    #expect(field.textColor == Color(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    #expect(field.textAlignment == .right)
    // #993366: 0.6, 0.2, 0.4.
    let notes = try #require(layout.view("notes") as? TextView)
    #expect(notes.textColor == Color(red: 0.6, green: 0.2, blue: 0.4, alpha: 1))
    #expect(notes.textAlignment == .justified)
  }

  @Test("UIKit's semantic colours: secondaryLabel is (60, 60, 67) at 0.6, systemBackground white")
  func semanticColours() throws {
    let text = ParserFixtures.header + """
      root:
        color: systemBackground
        subviews:
          - {id: note, kind: label, text: Note, textColor: secondaryLabel}

      """
    let document = try ParserFixtures.parse(text)
    #expect(document.root.color == Color(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(
      document.root.subviews.first?.controls.textColor
        == Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6))
  }

  @Test("Without the keys the controls keep UIKit's defaults")
  func defaults() throws {
    let layout = try DocumentLayout(try ParserFixtures.parse(Self.plainDocument))
    let label = try #require(layout.view("title") as? Label)
    #expect(label.textColor == .black && label.textAlignment == .natural)
    let button = try #require(layout.view("go") as? Button)
    #expect(button.contentHorizontalAlignment == .center)
    let field = try #require(layout.view("name") as? TextField)
    #expect(field.textColor == nil && field.textAlignment == .left)
    let notes = try #require(layout.view("notes") as? TextView)
    #expect(notes.textColor == nil && notes.textAlignment == .natural)
  }

  @Test("Colour and alignment leave every frame as it was")
  func framesUnchanged() throws {
    #expect(Self.plainDocument != Self.document)
    #expect(!Self.plainDocument.contains("textColor") && !Self.plainDocument.contains("textAlignment"))
    let styled = try DocumentLayout(try ParserFixtures.parse(Self.document)).solve()
    let plain = try DocumentLayout(try ParserFixtures.parse(Self.plainDocument)).solve()
    #expect(styled.views.map(\.id) == plain.views.map(\.id))
    #expect(styled.views.map(\.result.frame) == plain.views.map(\.result.frame))
    // The button is 200 wide as constrained, at the left edge, whatever its alignment.
    #expect(styled.frame("go")?.minX == 0 && styled.frame("go")?.width == 200)
  }

  @Test("Text lines are placed by the alignment: a centred label, a right-aligned field, a left button title")
  func placedLines() throws {
    let layout = try DocumentLayout(try ParserFixtures.parse(Self.document))
    #expect(layout.solve().frame("title")?.width == 320)
    let label = try #require(layout.view("title") as? Label)
    // Centred in the label's 320 points: the line starts at (320 - its width) / 2.
    let line = try #require(label.displayedLines.first)
    #expect(abs(line.x - (320 - CGFloat(line.width)) / 2) < 0.001)
    let field = try #require(layout.view("name") as? TextField)
    let fieldLine = try #require(field.displayedLine)
    // Right-aligned: the line ends where the text rectangle ends, inside the field.
    #expect(fieldLine.x + CGFloat(fieldLine.width) > 300 && fieldLine.x + CGFloat(fieldLine.width) <= 320)
    let button = try #require(layout.view("go") as? Button)
    let title = try #require(button.titleRect(in: button.bounds))
    // Left: against the left content inset, far from the centre of the 200-point button.
    #expect(title.minX < 20)
  }

  // MARK: Errors

  static func error(_ view: String) -> DocumentError? {
    ParserFixtures.error(ParserFixtures.header + "root:\n  subviews:\n    - \(view)\n")
  }

  @Test("An unknown alignment suggests UIKit's name, or lists them")
  func unknownAlignment() throws {
    let suggested = try #require(Self.error("{id: t, kind: label, textAlignment: centre}"))
    #expect(suggested.message == "unknown textAlignment 'centre'; did you mean 'center'?")
    // `    - {id: t, kind: label, textAlignment: ` is 42 characters: the value at column 43.
    #expect(suggested.location == LayoutDocuments.SourceLocation(line: 5, column: 43))
    let listed = try #require(Self.error("{id: t, kind: label, textAlignment: middle}"))
    #expect(
      listed.message == "unknown textAlignment 'middle' (expected natural, left, center, right or justified)")
  }

  @Test("An unknown colour suggests a name; an unquoted # says why the value is missing")
  func badColours() throws {
    let suggested = try #require(Self.error("{id: t, kind: label, textColor: systemRedd}"))
    #expect(suggested.message == "unknown colour 'systemRedd'; did you mean 'systemRed'?")
    // `    - {id: t, kind: label, textColor: ` is 38 characters.
    #expect(suggested.location == LayoutDocuments.SourceLocation(line: 5, column: 39))
    let hex = try #require(Self.error("{id: t, kind: label, textColor: \"#12345\"}"))
    #expect(hex.message == "'#12345' is not a colour: write #rgb, #rrggbb or #rrggbbaa in hexadecimal")
    let comment = try #require(
      ParserFixtures.error(ParserFixtures.header + "root:\n  subviews:\n    - id: t\n      kind: label\n      textColor: #fff\n"))
    #expect(
      comment.description == """
        doc.yaml:7:7: 'textColor' has no value: '#' starts a comment in YAML, so put hexadecimal colours in quotes (textColor: "#cc3300")
              textColor: #fff
              ^
        """)
  }

  @Test("The keys apply to the four text kinds only")
  func otherKinds() throws {
    let error = try #require(Self.error("{id: box, textColor: red}"))
    #expect(
      error.message
        == "'textColor' applies to kind 'label', 'button', 'textField' or 'textView', but view 'box' has kind 'view'")
    let segmented = try #require(Self.error("{id: s, kind: segmentedControl, textAlignment: left}"))
    #expect(segmented.reason == .controlKeyOnOtherKind(
      "textAlignment", kinds: [.label, .button, .textField, .textView], view: "s", kind: .segmentedControl))
  }
}
