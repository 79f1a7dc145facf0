import Foundation
import ConstraintSolver

/// Making the constraint a text describes, and refusing it, at the side at fault, when it breaks
/// a rule. The legality rules are the model's own (`illegality()`, behaviour-1 §1.5), so that the
/// language refuses exactly what activation would.
extension ConstraintReader {
  func build(
    lhs: Side, relation: LayoutRelation, term: Term?, constant: CGFloat, constantSpan: Range<Int>,
    priority: LayoutPriority
  ) throws(ConstraintSyntaxError) -> LayoutConstraint {
    if lhs.anchors[0].isFrame {
      return try frameConstraint(
        lhs.anchors[0], relation: relation, term: term, constant: constant, constantSpan: constantSpan,
        priority: priority)
    }
    let constraint = LayoutConstraint(
      first: lhs.value, relation: relation, second: term?.side.value, multiplier: term?.multiplier ?? 1,
      constant: constant, priority: priority, origin: .user)
    guard let illegality = constraint.illegality(allowingMixedAxes: false) else { return constraint }
    // Its message is the rule alone (``LayoutError/rule``): the caret shows the constraint.
    throw error(.illegal(illegality), at: culprit(of: illegality, lhs: lhs, term: term, constantSpan: constantSpan))
  }

  /// The part of the text that breaks the rule: the side that does not fit the left one, the
  /// constant a position is set to, a multiplier of 0, a guide's baseline, or an offset that is
  /// illegal on its own.
  private func culprit(of illegality: LayoutError, lhs: Side, term: Term?, constantSpan: Range<Int>) -> Range<Int> {
    let sides = [lhs] + (term.map { [$0.side] } ?? [])
    switch illegality {
    case .baselineOfGuide:
      let anchors = sides.flatMap(\.anchors)
      return anchors.first { $0.item is LayoutGuide && $0.attribute.isBaseline }?.span ?? lhs.span
    case .nonFinite:
      // Numbers are finite when read; only a metric can bring infinity or NaN.
      return constantSpan
    case .outOfRange:
      let multiplier = Double(Swift.abs(term?.multiplier ?? 1))
      guard let term, multiplier != 0, !Solver.coefficientMagnitudes.contains(multiplier) else { return constantSpan }
      return term.multiplierSpan ?? term.side.span
    case .positionAgainstConstant:
      guard let term else { return constantSpan }
      return term.multiplier == 0 ? term.multiplierSpan ?? term.side.span : term.side.span
    default:
      if let offset = sides.first(where: { $0.isOffset && isIllegalAlone($0) }) { return offset.span }
      return term?.side.span ?? constantSpan
    }
  }

  /// Whether an offset breaks a rule by itself (joins a size, or two axes), as the model sees it
  /// when the offset stands alone against a constant.
  private func isIllegalAlone(_ side: Side) -> Bool {
    let probe = LayoutConstraint(
      first: side.value, relation: .equal, second: nil, multiplier: 1, constant: 0, origin: .user)
    return probe.illegality(allowingMixedAxes: false) != nil
  }

  /// Extension b: `view.midX == m * superview.width + c` (or `== c`) is the constraint an
  /// autoresizing mask makes; a root's `minX == c` is its encapsulated frame. They relate a
  /// position to the superview's size on purpose, which the user's constraints may not, so they
  /// carry the system's origin (which activation does not check) and are checked here instead.
  private func frameConstraint(
    _ anchor: Anchor, relation: LayoutRelation, term: Term?, constant: CGFloat, constantSpan: Range<Int>,
    priority: LayoutPriority
  ) throws(ConstraintSyntaxError) -> LayoutConstraint {
    let name = frameAttributeName(anchor.attribute) ?? "\(anchor.attribute)"
    guard let view = anchor.item as? View else {
      throw error(.framePositionOfLayoutGuide(name), at: anchor.span)
    }
    guard constant.isFinite, (term?.multiplier ?? 0).isFinite else {
      throw error(.nonFiniteFramePosition, at: constantSpan)
    }
    let origin: LayoutConstraint.Origin
    let second = term?.side.value
    let multiplier = term?.multiplier ?? 1
    if let parent = view.superview {
      let size: LayoutAttribute = anchor.attribute.axis == .horizontal ? .width : .height
      if let term {
        let fits = !term.side.isOffset && term.side.anchors[0].item === parent && term.side.anchors[0].attribute == size
        guard fits else {
          throw error(.framePositionRelation(name, size: size), at: term.side.span)
        }
      }
      // Measured in the superview's bounds: activation installs it on the superview.
      origin = .autoresizingMask
    } else {
      if let term {
        throw error(.rootFramePosition(name, view: view.layoutName), at: term.side.span)
      }
      origin = .encapsulatedLayout
    }
    return LayoutConstraint(
      first: .attribute(WeakItem(view), anchor.attribute), relation: relation, second: second,
      multiplier: multiplier, constant: constant, priority: priority, origin: origin)
  }
}
