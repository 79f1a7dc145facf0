/// The words of the constraint language's errors: the one place a reason becomes text. Messages
/// quote the user's token and suggest a close name (style.md, "Errors").
extension ConstraintSyntaxError.Reason {
  /// The reason in words, without the position: `no view or guide named 'blu'; did you mean 'blue'?`.
  public var message: String {
    switch self {
    case .unexpected(let found, let expected): "unexpected \(found.words); expected \(expected.words)"
    case .notANumber(let written): "'\(written)' is not a number"
    case .multiplierAfterItem: "a multiplier goes before the item, as in '2 * blue.width'"
    case .multiplierNotANumber(let name): "a multiplier must be a number, not '\(name)'"
    case .signedConstant: "a constant takes its sign from the operator before it: write 'x - 5', not 'x + -5'"
    case .ratioDividesByZero(let ratio): "the ratio \(ratio) divides by zero"
    case .unknownItem(let name, let suggestion): "no view or guide named '\(name)'" + didYouMean(suggestion)
    case .unknownAttribute(let name, let suggestion): "unknown attribute '\(name)'" + didYouMean(suggestion)
    case .unknownMetric(let name, let suggestion): "no metric named '\(name)'" + didYouMean(suggestion)
    case .unknownPriority(let name, let suggestion):
      "unknown priority '\(name)'" + (suggestion == nil ? "; a priority is \(Self.priorityKinds)" : didYouMean(suggestion))
    case .itemAsConstant(let name, let isGuide):
      "'\(name)' is \(isGuide ? "a layout guide" : "a view"); add an attribute, such as '\(name).width'"
    case .standardAlone:
      "'standard' is the spacing between two items; a constant standing alone must be a number or a metric"
    case .superviewBeforeItem: "'superview' means the left item's superview; name the left item first"
    case .noSuperview(let item): "'\(item)' has no superview"
    case .guideOfLayoutGuide(let item, let guide): "'\(item)' is a layout guide; only views have a \(guide) guide"
    case .noScrollViewGuide(let view, let guide): "'\(view)' has no \(guide) (only scroll views do)"
    case .marginOfLayoutGuide(let item, let edge): "a layout guide has no margins; use '\(item).\(edge)'"
    case .priorityOutOfRange(let written): "priority \(written) is outside (0, 1000]"
    case .framePositionInOffset(let anchor): "\(anchor) is a frame position; an offset joins ordinary attributes"
    case .framePositionOnRight(let name): "\(name) is a view's frame position and can only be on the left"
    case .framePositionOfLayoutGuide(let name): "\(name) is a view's frame position; a layout guide has none"
    case .framePositionRelation(let name, let size):
      "\(name) is a frame position: it can only be set to a constant or to a multiple of the superview's \(size)"
    case .rootFramePosition(let name, let view): "'\(view)' has no superview: its \(name) can only be set to a constant"
    case .nonFiniteFramePosition: "the multiplier and constant must be finite numbers"
    case .illegal(let error): error.rule
    }
  }

  /// What a priority may be, for messages about one.
  static let priorityKinds = "a number in (0, 1000], required, high, low or fittingSize"

  private func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }
}

extension ConstraintSyntaxError.Found {
  /// `'100'`, or `end of constraint`.
  var words: String {
    switch self {
    case .token(let text): "'\(text)'"
    case .end: "end of constraint"
    }
  }
}

extension ConstraintSyntaxError.Expected {
  /// What was expected, as the message's end: `a relation ('==', '>=' or '<=') after 'red.width'`.
  var words: String {
    switch self {
    case .relation(let left): "a relation ('==', '>=' or '<=') after '\(left)'"
    case .offsetMinus: "'-': an offset is written '(a.leading - b.trailing)'"
    case .offsetClose: "')' to close the offset"
    case .anchor: "an item and an attribute, such as 'red.leading'"
    case .dotAndAttribute(let item): "'.' and an attribute after '\(item)'"
    case .attribute(let item): "an attribute after '\(item)'"
    case .ratioDenominator: "a number after ':' in a ratio"
    case .multiplierStar(let multiplier): "'*' and an item after the multiplier \(multiplier)"
    case .numberAfterMinus: "a number after '-'"
    case .rightSide: "an item, a number or a metric"
    case .addedConstant(let operatorText): "a number, a metric or 'standard' after '\(operatorText)'"
    case .priority: "a priority after '@': \(ConstraintSyntaxError.Reason.priorityKinds)"
    case .endAfterPriority: "the end of the constraint after the priority"
    case .end(let afterTerm): "\(afterTerm ? "'+', '-', " : "")'@' or the end of the constraint"
    }
  }
}
