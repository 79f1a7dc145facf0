import Foundation

/// A visual format string that could not be parsed: Apple's message, and where.
///
/// ``description`` is the text of the exception UIKit raises (`NSInvalidArgumentException`),
/// trailing spaces included, with a caret under the offending character:
///
/// ```
/// Unable to parse constraint format: 
/// Expected ':' after 'V' to specify vertical arrangement 
/// V|[backgroundBox]| 
///  ^
/// ```
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public let reason: Reason
  /// The format string as given.
  public let format: String
  /// The index of the character the parser was at, counted in characters from 0 (the format is
  /// ASCII whenever there is an offset); it may equal the length when input ran out. Nil when
  /// the whole string is at fault (empty, or not ASCII), where Apple prints no caret.
  public let offset: Int?

  /// Apple's message for ``reason``.
  public var message: String { reason.message }

  /// UIKit's exception text: the message, the format and a caret line.
  public var description: String {
    guard let offset else { return "Unable to parse constraint format: \(message)" }
    let caret = String(repeating: " ", count: offset) + "^"
    return "Unable to parse constraint format: \n\(message) \n\(format) \n\(caret)"
  }
}

extension VisualFormatError {
  /// Why a format failed, one case per message of Apple's parser.
  ///
  /// The messages are Apple's, read from the iOS 18.2 `CoreAutoLayout` binary's
  /// `NSLayoutConstraintParser` (see Guides/VisualFormatLanguage.md for sources), except where a
  /// case says otherwise.
  public enum Reason: Equatable, Sendable {
    /// The format is empty.
    case emptyString
    /// The format has a character outside ASCII.
    case nonASCII
    /// `H` or `V` at the start is not followed by `:`.
    case expectedColon(vertical: Bool)
    /// A leading `|` ends the string.
    case expectedConnectionAfterSuperview
    /// After a connection there is neither `[` nor `|`.
    case expectedViewOrSuperview
    /// Characters follow the trailing `|`.
    case expectedEnd
    /// There is no `[` where a view must start, or the string ends after it.
    case expectedView
    /// The view name is missing or does not start with a letter or an underscore.
    case invalidViewName
    /// The view name is not a key of `views`.
    case unknownView(String)
    /// The view name is followed by neither `]` nor `(`.
    case expectedClosingBracket
    /// The string ends right after a view's `(`.
    case unexpectedEndInView
    /// A view's predicate list does not end with `)`.
    case unterminatedViewPredicates
    /// A view's `)` is not followed by `]`.
    case expectedBracketAfterPredicates
    /// A connection's predicate is not followed by `-`; `list` when a `,` shows a list without
    /// parentheses.
    case expectedDash(list: Bool)
    /// A connection starts with `--`: a negative number needs parentheses.
    case ambiguousMinus
    /// A connection's parenthesised predicate list does not end with `)`.
    case unterminatedConnectionPredicates
    /// The string ends where a predicate must start.
    case expectedMoreInput
    /// `<`, `>` or `=` is not followed by `=`.
    case unknownRelation
    /// A constant or priority starts with a character that begins neither a number nor a name.
    case expectedNumberOrMetric
    /// A constant starts with `-` or a digit but is not a number (Apple words this one
    /// slightly differently: "or a key").
    case malformedNumber
    /// A name in a predicate is neither a metric nor a view.
    case unknownMetric(String)
    /// A connection's predicate names a view: only a view's own size can equal a view's.
    case viewAsSpacing
    /// A priority is 0 or less (or, our addition after spec decision 2, not a number).
    case priorityNotPositive(Double)
    /// A priority is more than 1000.
    case priorityAboveRequired(Double)
    /// `|` stands next to a view (or guide) that has no superview (or owning view).
    case noSuperview
    /// An alignment option lies on the format's own axis: `attribute` on `axis`.
    case alignmentOnLayoutAxis(LayoutAttribute, axis: LayoutAxis)
    /// `spacingBaselineToBaseline` in a horizontal format.
    case baselineSpacingInHorizontalLayout
    /// A baseline alignment option, or `spacingBaselineToBaseline`, next to the layout guide of
    /// that name: guides have no baselines. Not Apple's message: Apple's parser takes views only.
    case baselineOfLayoutGuide(String)

    /// Apple's text.
    public var message: String {
      switch self {
      case .emptyString: "It's an empty string."
      case .nonASCII: "It contains non-ASCII characters."
      case .expectedColon(let vertical):
        vertical
          ? "Expected ':' after 'V' to specify vertical arrangement"
          : "Expected ':' after 'H' to specify horizontal arrangement"
      case .expectedConnectionAfterSuperview: "Expected a connection after the '|' character"
      case .expectedViewOrSuperview: "Expected a view or '|'"
      case .expectedEnd: "Expected the end of the format string"
      case .expectedView: "Expected a view"
      case .invalidViewName:
        "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
      case .unknownView(let name): "\(name) is not a key in the views dictionary."
      case .expectedClosingBracket: "Expected a ']' here. That is how you give the end of a view."
      case .unexpectedEndInView: "Unexpectedly ran out of character fodder in the middle of parsing a view"
      case .unterminatedViewPredicates:
        "A predicate on a view's thickness must end with ')' and the view must end with ']'"
      case .expectedBracketAfterPredicates: "Expected ']' after specifying thickness."
      case .expectedDash(let list):
        list
          ? "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
          : "Expected a '-' here"
      case .ambiguousMinus:
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
      case .unterminatedConnectionPredicates:
        "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
      case .expectedMoreInput: "Expected more input"
      case .unknownRelation: "Unknown relation. Must be ==, >=, or <="
      case .expectedNumberOrMetric:
        "Expected a number or key from the metrics dictionary, but encountered something else"
      case .malformedNumber:
        "Expected a number or a key from the metrics dictionary, but encountered something else"
      case .unknownMetric(let name):
        "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
      case .viewAsSpacing:
        "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
      case .priorityNotPositive(let value):
        "Invalid priority specified: \(Self.cFormat(value)). Priority must be greater than 0"
      case .priorityAboveRequired(let value):
        "Invalid priority specified: \(Self.cFormat(value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
      case .noSuperview: "Unable to interpret '|' character, because the related view doesn't have a superview"
      case .alignmentOnLayoutAxis(_, let axis):
        // Apple's horizontal text is in the binary. The vertical one sits in a string table
        // the decompilation does not show: it is our best guess, the mirror image.
        axis == .horizontal
          ? "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
          : "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
      case .baselineSpacingInHorizontalLayout: "BaselineToBaseline format option not valid for horizontal layout"
      case .baselineOfLayoutGuide(let name):
        "\(name) is a layout guide, which has no baseline to align or space by"
      }
    }

    /// A value as C's `%g` prints it, as Apple's message does (`1001`, `-5`, `1e+07`, `nan`).
    static func cFormat(_ value: Double) -> String { String(format: "%g", value) }
  }
}
