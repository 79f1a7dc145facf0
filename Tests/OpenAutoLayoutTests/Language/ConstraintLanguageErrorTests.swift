import Foundation
import Testing

@testable import OpenAutoLayout

/// Malformed constraints: each is refused with an exact reason at an exact column
/// (layout-document.md §2); the reasons carry the user's tokens and the close names suggested.
@Suite("Constraint language: errors", .timeLimit(.minutes(10)))
struct ConstraintLanguageErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let text: String
    let reason: ConstraintSyntaxError.Reason
    let column: Int
    var testDescription: String { text }
  }

  static let cases: [Case] = [
    // Names.
    Case(text: "red.width == blu.width", reason: .unknownItem("blu", suggestion: "blue"), column: 14),
    Case(text: "rde.width == 10", reason: .unknownItem("rde", suggestion: "red"), column: 1),
    Case(text: "zebra.width == 10", reason: .unknownItem("zebra", suggestion: nil), column: 1),
    Case(text: "red.widht == 100", reason: .unknownAttribute("widht", suggestion: "width"), column: 5),
    Case(text: "red.top == root.margin.top", reason: .unknownAttribute("margin", suggestion: "margins"), column: 17),
    Case(text: "red.width == 2 * blue.width + padd", reason: .unknownMetric("padd", suggestion: "pad"), column: 31),
    Case(text: "red.width == blue", reason: .itemAsConstant("blue", isGuide: false), column: 14),
    Case(text: "red.width == nothing", reason: .unknownMetric("nothing", suggestion: nil), column: 14),
    // Tokens out of place.
    Case(text: "red.width 100", reason: .unexpected(.token("100"), expected: .relation(after: "red.width")), column: 11),
    Case(text: "red == blue.width", reason: .unexpected(.token("=="), expected: .dotAndAttribute(after: "red")), column: 5),
    Case(text: "red. == 10", reason: .unexpected(.token("=="), expected: .attribute(after: "red.")), column: 6),
    Case(text: "red.width ==", reason: .unexpected(.end, expected: .rightSide), column: 13),
    Case(text: "red.width => 100", reason: .unexpected(.token(">"), expected: .rightSide), column: 12),
    Case(text: "red.width == 100 % 2", reason: .unexpected(.token("%"), expected: .end(afterTerm: false)), column: 18),
    Case(text: "red.width == 100 200", reason: .unexpected(.token("200"), expected: .end(afterTerm: false)), column: 18),
    Case(text: "red.width == blue.width 5", reason: .unexpected(.token("5"), expected: .end(afterTerm: true)), column: 25),
    Case(text: "red.width == 10 @750 now", reason: .unexpected(.token("now"), expected: .endAfterPriority), column: 22),
    Case(text: "red.width == pad * blue.width", reason: .multiplierNotANumber("pad"), column: 14),
    Case(text: "red.width == blue.width * 2", reason: .multiplierAfterItem, column: 25),
    Case(text: "red.width == blue.width + -5", reason: .signedConstant, column: 27),
    Case(text: "(red.leading - blue.trailing == 10", reason: .unexpected(.token("=="), expected: .offsetClose), column: 30),
    // Numbers.
    Case(text: "red.width == 1.5.3", reason: .notANumber("1.5.3"), column: 14),
    Case(text: "red.width == 12px", reason: .notANumber("12px"), column: 14),
    Case(text: "red.width == 1e400", reason: .notANumber("1e400"), column: 14),
    Case(text: "red.width == 3:0 * blue.width", reason: .ratioDividesByZero("3:0"), column: 14),
    Case(text: "red.width == standard", reason: .standardAlone, column: 14),
    // Priorities (spec decision 2).
    Case(text: "red.width == 100 @1001", reason: .priorityOutOfRange("1001"), column: 19),
    Case(text: "red.width == 100 @0", reason: .priorityOutOfRange("0"), column: 19),
    Case(text: "red.width == 100 @-5", reason: .priorityOutOfRange("-5"), column: 19),
    Case(text: "red.width == 100 @hihg", reason: .unknownPriority("hihg", suggestion: "high"), column: 19),
    Case(text: "red.width == 100 @urgent", reason: .unknownPriority("urgent", suggestion: nil), column: 19),
    Case(text: "red.width == 100 @", reason: .unexpected(.end, expected: .priority), column: 19),
    // Items that do not exist.
    Case(text: "root.leading == superview.leading", reason: .noSuperview(item: "root"), column: 17),
    Case(text: "superview.width == 10", reason: .superviewBeforeItem, column: 1),
    Case(text: "red.contentLayoutGuide.top == root.top", reason: .noScrollViewGuide(view: "red", guide: "contentLayoutGuide"), column: 5),
    Case(text: "red.top == root.frameLayoutGuide.top", reason: .noScrollViewGuide(view: "root", guide: "frameLayoutGuide"), column: 17),
    Case(text: "spacer.safeArea.top == root.top", reason: .guideOfLayoutGuide("spacer", guide: "safeArea"), column: 8),
    Case(text: "spacer.leadingMargin == root.leading", reason: .marginOfLayoutGuide("spacer", edge: .leading), column: 1),
    // The model's legality rules (behaviour-1 §1.5), at the side that breaks them.
    Case(text: "red.leading == blue.top", reason: .illegal(.mixedAxes("red.leading == blue.top")), column: 16),
    Case(text: "(red.leading - blue.top) == 10", reason: .illegal(.mixedAxes("(red.leading - blue.top) == 10")), column: 1),
    Case(text: "red.leading == blue.left", reason: .illegal(.leadingTrailingAgainstLeftRight("red.leading == blue.left")), column: 16),
    Case(text: "red.leading == 20", reason: .illegal(.positionAgainstConstant("red.leading == 20")), column: 16),
    Case(text: "red.centerX == 0 * blue.centerX + 5", reason: .illegal(.positionAgainstConstant("red.centerX == 0 * blue.centerX + 5")), column: 16),
    Case(text: "red.width == blue.leading", reason: .illegal(.sizeAgainstPosition("red.width == blue.leading")), column: 14),
    Case(text: "red.height == 2 * (blue.top - blue.width)", reason: .illegal(.sizeAgainstPosition("red.height == 2 * (blue.top - blue.width)")), column: 19),
    Case(text: "spacer.baseline == red.top", reason: .illegal(.baselineOfGuide("spacer.lastBaseline == red.top")), column: 1),
    Case(text: "red.lastBaseline == spacer.firstBaseline", reason: .illegal(.baselineOfGuide("red.lastBaseline == spacer.firstBaseline")), column: 21),
    // Frame positions (extension b).
    Case(text: "red.midX == blue.width", reason: .framePositionRelation("midX", size: .width), column: 13),
    Case(text: "red.midY == 0.5 * root.width", reason: .framePositionRelation("midY", size: .height), column: 19),
    Case(text: "red.width == blue.midX", reason: .framePositionOnRight("midX"), column: 14),
    Case(text: "spacer.midX == 5", reason: .framePositionOfLayoutGuide("midX"), column: 1),
    Case(text: "root.minX == 0.5 * root.width", reason: .rootFramePosition("minX", view: "root"), column: 20),
  ]

  static func parser() -> ConstraintParser {
    let root = languageRoot()
    languageView("blue", in: root)
    languageView("red", in: root)
    languageGuide("spacer", in: root)
    return ConstraintParser(root: root, metrics: ["pad": 20])
  }

  @Test("A malformed constraint is refused with its reason and column", arguments: cases)
  func malformed(_ example: Case) {
    // The parser holds its views strongly, so the hierarchy lives as long as the test.
    let parser = Self.parser()
    #expect(throws: ConstraintSyntaxError.self) { try parser.parse(example.text) }
    do {
      _ = try parser.parse(example.text)
    } catch {
      #expect(error.reason == example.reason)
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
        // A frame position's own check, or the model's rule for a constraint.
        let isNonFinite =
          if case .illegal(.nonFinite) = error.reason { true } else { error.reason == .nonFiniteFramePosition }
        #expect(isNonFinite, "\(text)")
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
      guard let match = try quoting.firstMatch(in: example.reason.message) else { continue }
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
