import Foundation
import Testing

@testable import OpenAutoLayout

/// Malformed constraints: each is refused with an exact message at an exact column
/// (layout-document.md §2; the messages follow style.md: quote the user, suggest a close name).
@Suite("Constraint language: errors", .timeLimit(.minutes(10)))
struct ConstraintLanguageErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let text: String
    let message: String
    let column: Int
    var testDescription: String { text }
  }

  static let cases: [Case] = [
    // Names.
    Case(text: "red.width == blu.width", message: "no view or guide named 'blu'; did you mean 'blue'?", column: 14),
    Case(text: "rde.width == 10", message: "no view or guide named 'rde'; did you mean 'red'?", column: 1),
    Case(text: "zebra.width == 10", message: "no view or guide named 'zebra'", column: 1),
    Case(text: "red.widht == 100", message: "unknown attribute 'widht'; did you mean 'width'?", column: 5),
    Case(
      text: "red.top == root.margin.top", message: "unknown attribute 'margin'; did you mean 'margins'?", column: 17),
    Case(
      text: "red.width == 2 * blue.width + padd", message: "no metric named 'padd'; did you mean 'pad'?", column: 31),
    Case(text: "red.width == blue", message: "'blue' is a view; add an attribute, such as 'blue.width'", column: 14),
    Case(text: "red.width == nothing", message: "no metric named 'nothing'", column: 14),
    // Tokens out of place.
    Case(
      text: "red.width 100",
      message: "unexpected '100'; expected a relation ('==', '>=' or '<=') after 'red.width'", column: 11),
    Case(text: "red == blue.width", message: "unexpected '=='; expected '.' and an attribute after 'red'", column: 5),
    Case(text: "red. == 10", message: "unexpected '=='; expected an attribute after 'red.'", column: 6),
    Case(
      text: "red.width ==", message: "unexpected end of constraint; expected an item, a number or a metric", column: 13),
    Case(text: "red.width => 100", message: "unexpected '>'; expected an item, a number or a metric", column: 12),
    Case(
      text: "red.width == 100 % 2", message: "unexpected '%'; expected '@' or the end of the constraint", column: 18),
    Case(
      text: "red.width == 100 200", message: "unexpected '200'; expected '@' or the end of the constraint", column: 18),
    Case(
      text: "red.width == blue.width 5",
      message: "unexpected '5'; expected '+', '-', '@' or the end of the constraint", column: 25),
    Case(
      text: "red.width == 10 @750 now",
      message: "unexpected 'now'; expected the end of the constraint after the priority", column: 22),
    Case(text: "red.width == pad * blue.width", message: "a multiplier must be a number, not 'pad'", column: 14),
    Case(
      text: "red.width == blue.width * 2", message: "a multiplier goes before the item, as in '2 * blue.width'",
      column: 25),
    Case(
      text: "red.width == blue.width + -5",
      message: "a constant takes its sign from the operator before it: write 'x - 5', not 'x + -5'", column: 27),
    Case(
      text: "(red.leading - blue.trailing == 10", message: "unexpected '=='; expected ')' to close the offset",
      column: 30),
    // Numbers.
    Case(text: "red.width == 1.5.3", message: "'1.5.3' is not a number", column: 14),
    Case(text: "red.width == 12px", message: "'12px' is not a number", column: 14),
    Case(text: "red.width == 1e400", message: "'1e400' is not a number", column: 14),
    Case(text: "red.width == 3:0 * blue.width", message: "the ratio 3:0 divides by zero", column: 14),
    Case(
      text: "red.width == standard",
      message: "'standard' is the spacing between two items; a constant standing alone must be a number or a metric",
      column: 14),
    // Priorities (spec decision 2).
    Case(text: "red.width == 100 @1001", message: "priority 1001 is outside (0, 1000]", column: 19),
    Case(text: "red.width == 100 @0", message: "priority 0 is outside (0, 1000]", column: 19),
    Case(text: "red.width == 100 @-5", message: "priority -5 is outside (0, 1000]", column: 19),
    Case(text: "red.width == 100 @hihg", message: "unknown priority 'hihg'; did you mean 'high'?", column: 19),
    Case(
      text: "red.width == 100 @urgent",
      message: "unknown priority 'urgent'; a priority is a number in (0, 1000], required, high, low or fittingSize",
      column: 19),
    Case(
      text: "red.width == 100 @",
      message:
        "unexpected end of constraint; expected a priority after '@': a number in (0, 1000], required, high, low or fittingSize",
      column: 19),
    // Items that do not exist.
    Case(text: "root.leading == superview.leading", message: "'root' has no superview", column: 17),
    Case(
      text: "superview.width == 10",
      message: "'superview' means the left item's superview; name the left item first", column: 1),
    Case(
      text: "red.contentLayoutGuide.top == root.top",
      message: "'red' has no contentLayoutGuide (only scroll views do)", column: 5),
    Case(
      text: "red.top == root.frameLayoutGuide.top", message: "'root' has no frameLayoutGuide (only scroll views do)",
      column: 17),
    Case(
      text: "spacer.safeArea.top == root.top", message: "'spacer' is a layout guide; only views have a safeArea guide",
      column: 8),
    Case(
      text: "spacer.leadingMargin == root.leading", message: "a layout guide has no margins; use 'spacer.leading'",
      column: 1),
    // The model's legality rules (behaviour-1 §1.5), at the side that breaks them.
    Case(
      text: "red.leading == blue.top", message: "a horizontal attribute cannot be related to a vertical one", column: 16
    ),
    Case(
      text: "(red.leading - blue.top) == 10", message: "a horizontal attribute cannot be related to a vertical one",
      column: 1),
    Case(
      text: "red.leading == blue.left",
      message: "leading/trailing cannot be related to left/right; use leading/trailing for both or neither", column: 16),
    Case(
      text: "red.leading == 20",
      message: "a position cannot be set to a constant; only width and height can stand alone", column: 16),
    Case(
      text: "red.centerX == 0 * blue.centerX + 5",
      message: "a position cannot be set to a constant; only width and height can stand alone", column: 16),
    Case(
      text: "red.width == blue.leading",
      message: "a size (width or height) cannot be related to a position (an edge, centre or baseline)", column: 14),
    Case(
      text: "red.height == 2 * (blue.top - blue.width)",
      message: "a size (width or height) cannot be related to a position (an edge, centre or baseline)", column: 19),
    Case(text: "spacer.baseline == red.top", message: "a layout guide has no baselines", column: 1),
    Case(text: "red.lastBaseline == spacer.firstBaseline", message: "a layout guide has no baselines", column: 21),
    // Frame positions (extension b).
    Case(
      text: "red.midX == blue.width",
      message: "midX is a frame position: it can only be set to a constant or to a multiple of the superview's width",
      column: 13),
    Case(
      text: "red.midY == 0.5 * root.width",
      message: "midY is a frame position: it can only be set to a constant or to a multiple of the superview's height",
      column: 19),
    Case(
      text: "red.width == blue.midX", message: "midX is a view's frame position and can only be on the left", column: 14
    ),
    Case(text: "spacer.midX == 5", message: "midX is a view's frame position; a layout guide has none", column: 1),
    Case(
      text: "root.minX == 0.5 * root.width", message: "'root' has no superview: its minX can only be set to a constant",
      column: 20),
  ]

  static func parser() -> ConstraintParser {
    let root = languageRoot()
    languageView("blue", in: root)
    languageView("red", in: root)
    languageGuide("spacer", in: root)
    return ConstraintParser(root: root, metrics: ["pad": 20])
  }

  @Test("A malformed constraint is refused with its message and column", arguments: cases)
  func malformed(_ example: Case) {
    // The parser holds its views strongly, so the hierarchy lives as long as the test.
    let parser = Self.parser()
    #expect(throws: ConstraintSyntaxError.self) { try parser.parse(example.text) }
    do {
      _ = try parser.parse(example.text)
    } catch {
      #expect(error.message == example.message)
      #expect(error.column == example.column, "column of \(error.message)")
      #expect(error.text == example.text)
    }
  }

  @Test("A metric that is not a finite number is refused at the constant")
  func nonFiniteMetric() {
    let root = languageRoot()
    languageView("blue", in: root)
    languageView("red", in: root)
    let parser = ConstraintParser(root: root, metrics: ["huge": .infinity, "nothing": .nan])
    for text in ["red.width == 2 * blue.width + huge", "red.width == nothing", "red.midX == huge"] {
      do {
        _ = try parser.parse(text)
        Issue.record("\(text) parsed")
      } catch {
        #expect(error.message == "the multiplier and constant must be finite numbers", "\(text)")
        #expect(error.column == text.count - (text.hasSuffix("huge") ? 3 : 6), "\(text)")
      }
    }
  }

  @Test("An error that quotes the user's token points at it: the caret under its first character, spanning it")
  func quotedTokenIsUnderTheCaret() throws {
    // Messages that quote what the user wrote: `named 'x'`, `attribute 'x'`, `unexpected 'x'`,
    // `priority 'x'`, `'x' is not a number`, `'x' is a view`.
    let quoting = try Regex(#"(?:named|attribute|unexpected|priority) '([^']+)'|^'([^']+)' is (?:not a number|a view)"#)
    let parser = Self.parser()
    var tokens: [String] = []
    for example in Self.cases {
      guard let match = try quoting.firstMatch(in: example.message) else { continue }
      let token = String((match.output[1].substring ?? match.output[2].substring)!)
      tokens.append(token)
      do {
        _ = try parser.parse(example.text)
        Issue.record("\(example.text) parsed")
      } catch {
        let start = example.text.index(example.text.startIndex, offsetBy: error.column - 1)
        #expect(example.text[start...].hasPrefix(token), "\(example.text): column \(error.column) is not at '\(token)'")
        #expect(error.length == token.count, "\(example.text): length \(error.length) for '\(token)'")
        #expect(
          error.description.hasSuffix("\n" + String(repeating: " ", count: error.column - 1) + "^"),
          "\(error.description)")
      }
    }
    // Read off the corpus above, in order: none of these checks is vacuous.
    #expect(
      tokens == [
        "blu", "rde", "zebra", "widht", "margin", "padd", "blue", "nothing", "100", "==", "==", ">", "%", "200", "5",
        "now", "==", "1.5.3", "12px", "1e400", "hihg", "urgent",
      ])
  }

  @Test("The description shows the message, the text and a caret under the column")
  func caret() {
    let parser = Self.parser()
    do {
      _ = try parser.parse("red.leading == blu.trailing + 8")
      Issue.record("parsed")
    } catch {
      #expect(error.length == 3)
      #expect(
        error.description == """
          no view or guide named 'blu'; did you mean 'blue'?
          red.leading == blu.trailing + 8
                         ^
          """)
    }
  }

  @Test("The caret follows tabs, and an error at the end points past the last character")
  func caretAlignment() {
    let parser = Self.parser()
    do {
      _ = try parser.parse("\tred.width\t== bleu.width")
      Issue.record("parsed")
    } catch {
      #expect(error.column == 15)
      #expect(error.description.hasSuffix("\n\tred.width\t== bleu.width\n\t         \t   ^"))
    }
    do {
      _ = try parser.parse("red.width >=")
      Issue.record("parsed")
    } catch {
      #expect(error.column == 13 && error.length == 0)
      #expect(error.description.hasSuffix("red.width >=\n            ^"))
    }
  }
}

@Suite(.timeLimit(.minutes(10))) struct NameSuggestionTests {
  @Test func aNameCutShortSuggestsTheNameItBegins() {
    #expect(NameSuggestion.closest(to: "lead", in: ["left", "leading", "leadingMargin"]) == "leading")
    #expect(NameSuggestion.closest(to: "top", in: ["topMargin", "topAnchorOfTheMargins"]) == "topMargin")
    // Two letters are too few to be a name cut short.
    #expect(NameSuggestion.closest(to: "to", in: ["topMargin"]) == nil)
  }

  @Test func typosWithinTwoEditsAreSuggestedAndFarNamesAreNot() {
    #expect(NameSuggestion.closest(to: "widht", in: ["right", "width"]) == "width")
    #expect(NameSuggestion.closest(to: "blu", in: ["blue", "red"]) == "blue")
    #expect(NameSuggestion.closest(to: "x", in: ["top", "bottom"]) == nil)
    #expect(NameSuggestion.closest(to: "purple", in: ["blue", "red"]) == nil)
    #expect(NameSuggestion.closest(to: "COLOR", in: ["color"], ignoringCase: true) == "color")
    #expect(NameSuggestion.closest(to: "COLOR", in: ["color"]) == nil)
  }
}
