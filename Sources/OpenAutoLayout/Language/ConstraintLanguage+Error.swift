/// Why a text is not a constraint of the constraint language (layout-document.md §2), and where.
///
/// The ``reason`` is data: what went wrong, with the user's tokens and the names suggested;
/// ``Reason/message`` says it in words (ConstraintLanguage+Messages.swift). The position is a
/// 1-based ``column`` and a ``length`` in Characters of ``text``, so that a document reader can
/// turn it into `FILE:LINE:COLUMN` by adding the column at which the constraint starts in its
/// line. The ``description`` shows the message, the text and a caret under the column:
///
/// ```
/// no view or guide named 'blu'; did you mean 'blue'?
/// red.leading == blu.trailing + 8
///                ^
/// ```
public struct ConstraintSyntaxError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What is wrong.
  public var reason: Reason
  /// The constraint as it was given to the parser.
  public var text: String
  /// The 1-based column, in Characters, of the first character at fault; one past the last
  /// character when the text ended too early.
  public var column: Int
  /// How many Characters are at fault; 0 when the text ended too early.
  public var length: Int

  /// Creates an error at `column` (1-based) spanning `length` Characters of `text`.
  public init(_ reason: Reason, text: String, column: Int, length: Int) {
    self.reason = reason
    self.text = text
    self.column = column
    self.length = length
  }

  /// What is wrong, in words, quoting the user's token, without the position.
  public var message: String { reason.message }

  /// The message, then the text on its own line, then a caret under ``column``.
  public var description: String {
    // Newlines are whitespace in the language; shown as spaces they keep the caret aligned.
    let line = String(text.map { $0.isNewline ? " " : $0 })
    // Tabs before the column stay tabs, so that the caret lines up however tabs are shown.
    let padding = String(line.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
    return "\(message)\n\(line)\n\(padding)^"
  }
}

extension ConstraintSyntaxError {
  /// Why a constraint was refused: one case per failure, carrying the user's tokens as written
  /// and, for an unknown name, the close name to suggest, if any.
  public enum Reason: Equatable, Sendable {
    // MARK: Tokens out of place

    /// A token, or the end of the text, where the grammar allows only `expected`.
    case unexpected(Found, expected: Expected)
    /// Something that starts like a number but is not one: `1.5.3`, `12px`, `1e400`.
    case notANumber(String)
    /// A multiplier after the item: `blue.width * 2`.
    case multiplierAfterItem
    /// A name where a multiplier's number belongs: `pad * blue.width`.
    case multiplierNotANumber(String)
    /// A signed constant after `+` or `-`: `blue.width + -5`.
    case signedConstant
    /// A ratio whose denominator is 0, as written: `3:0`.
    case ratioDividesByZero(String)

    // MARK: Names

    /// An item id that is neither a view nor a guide.
    case unknownItem(String, suggestion: String?)
    /// A member after an item that is neither an attribute nor a guide name.
    case unknownAttribute(String, suggestion: String?)
    /// A constant's name that is not a metric.
    case unknownMetric(String, suggestion: String?)
    /// A priority's name that is not one of the language's.
    case unknownPriority(String, suggestion: String?)
    /// An item standing alone where a number belongs: `red.width == blue`.
    case itemAsConstant(String, isGuide: Bool)
    /// `standard` standing alone: it is the spacing between two items.
    case standardAlone
    /// `superview` before any item has been named.
    case superviewBeforeItem
    /// `superview` after an item that has none.
    case noSuperview(item: String)
    /// A system guide (`safeArea`, `margins`, …) asked of a layout guide.
    case guideOfLayoutGuide(String, guide: String)
    /// A scroll view's guide asked of a view that is not a scroll view.
    case noScrollViewGuide(view: String, guide: String)
    /// A margin attribute of a layout guide; `edge` is the attribute it has instead.
    case marginOfLayoutGuide(String, edge: LayoutAttribute)

    // MARK: Priorities

    /// A priority outside (0, 1000] (spec decision 2), as written.
    case priorityOutOfRange(String)

    // MARK: Frame positions (extension b)

    /// A frame position (`red.midX`, as written) inside an offset.
    case framePositionInOffset(String)
    /// A frame position (`midX`) on the right-hand side.
    case framePositionOnRight(String)
    /// A frame position (`midX`) of a layout guide.
    case framePositionOfLayoutGuide(String)
    /// A frame position set to something other than a constant or a multiple of the
    /// superview's `size` (its width or height).
    case framePositionRelation(String, size: LayoutAttribute)
    /// A root's frame position set to anything but a constant.
    case rootFramePosition(String, view: String)
    /// A frame position's multiplier or constant that is not a finite number (from a metric).
    case nonFiniteFramePosition

    // MARK: The model's rules

    /// A rule of Auto Layout the constraint breaks (behaviour-1 §1.5), as the model states it.
    case illegal(LayoutError)
  }

  /// What stood where the grammar wanted something else.
  public enum Found: Equatable, Sendable {
    /// A token, as written.
    case token(String)
    /// The end of the text.
    case end
  }

  /// What the grammar allows at a place where something else stands.
  public enum Expected: Equatable, Sendable {
    /// A relation after the left side (as written).
    case relation(after: String)
    /// The `-` of an offset.
    case offsetMinus
    /// The `)` that closes an offset.
    case offsetClose
    /// An item and an attribute.
    case anchor
    /// `.` and an attribute after an item (as written).
    case dotAndAttribute(after: String)
    /// An attribute after `item.` (as written).
    case attribute(after: String)
    /// A ratio's denominator.
    case ratioDenominator
    /// The `*` and item after a multiplier (as written).
    case multiplierStar(after: String)
    /// A number after a leading `-`.
    case numberAfterMinus
    /// The right-hand side: an item, a number or a metric.
    case rightSide
    /// A constant after `+` or `-` (the operator).
    case addedConstant(after: String)
    /// A priority after `@`.
    case priority
    /// The end of the text after the priority.
    case endAfterPriority
    /// The end of the text, or a priority; or a constant first when `afterTerm`.
    case end(afterTerm: Bool)
  }
}
