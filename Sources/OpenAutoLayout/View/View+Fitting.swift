import ConstraintSolver
import Foundation

/// Sizing a view from its own constraints, as UIKit's `systemLayoutSizeFitting`.
extension View {
  /// The smallest size: fitting towards it gives the most compressed layout.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// A very large size: fitting towards it gives the most expanded layout.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The size that best satisfies the view's constraints while it is pulled towards
  /// `targetSize` at the fitting size level (50): the most compressed layout for
  /// ``layoutFittingCompressedSize``.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size that best satisfies the view's constraints while its width and height are pulled
  /// towards `targetSize` at the given priorities: `.required` fixes that dimension, as a
  /// self-sizing cell fixes its width.
  ///
  /// Only the constraints inside the view's subtree count (those its ancestors own tie it to
  /// the outside and are ignored), so a view sizes the same wherever it is. The view's own
  /// layout is not changed.
  ///
  /// - Complexity: O(*s*) to build an engine for the *s* constraints of the subtree, plus solving.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalPriority: LayoutPriority,
    verticalFittingPriority verticalPriority: LayoutPriority
  ) -> CGSize {
    // Bring intrinsic sizes and the user's constraints up to date first.
    updateConstraintsIfNeeded()
    let insets = alignmentRectInsets
    let width = (targetSize.width - insets.left - insets.right, horizontalPriority)
    let height = (targetSize.height - insets.top - insets.bottom, verticalPriority)
    if let size = sizeFittedInOwnEngine(width: width, height: height) {
      return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
    let diagnostics = LayoutDiagnostics()
    diagnostics.handler = { _ in true }
    let engine = LayoutEngine(diagnostics: diagnostics, isOneShot: true)
    for constraint in subtreeConstraintsInActivationOrder() { engine.add(constraint) }
    engine.add(fittingPin(.width, width.0, width.1))
    engine.add(fittingPin(.height, height.0, height.1))
    let rect = engine.rect(of: &engineQuad)
    return CGSize(
      width: rect.width + insets.left + insets.right, height: rect.height + insets.top + insets.bottom)
  }

  /// The constraint that pulls the view's `attribute` towards `value` while fitting.
  private func fittingPin(_ attribute: LayoutAttribute, _ value: CGFloat, _ priority: LayoutPriority) -> LayoutConstraint {
    LayoutConstraint(
      first: .attribute(WeakItem(self), attribute), relation: .equal, second: nil, multiplier: 1,
      constant: value, priority: priority.isValid ? priority : .fittingSizeLevel, origin: .fitting)
  }

  /// The alignment rectangle's size fitted in the engine the view hosts (``hostsOwnEngine``, a
  /// list's row): it holds exactly the subtree's constraints and the view's encapsulated size,
  /// so the encapsulated width and height give way to the fitting's pins for one solve and
  /// come back, instead of a new engine taking every constraint of the subtree. A dimension
  /// pinned as required to the size it has already stays.
  ///
  /// Nil when that engine cannot answer as a new one would: it is not built, or a constraint is
  /// broken, before the fitting or by it (the engine is then dropped, to be built afresh).
  ///
  /// A caller that frames the view next (a list measuring a row) sets `fittingLeavesSizeOut`:
  /// what the fitting swapped out then stays out, to be put back by that frame at the size
  /// fitted, where it holds as the engine stands (``syncEncapsulatedConstraints()``).
  private func sizeFittedInOwnEngine(
    width: (CGFloat, LayoutPriority), height: (CGFloat, LayoutPriority)
  ) -> CGSize? {
    guard superview != nil, let context, let engine = context.engine, engine.broken.isEmpty,
      context.encapsulatedConstraints.count == 2
    else { return nil }
    let encapsulated = context.encapsulatedConstraints
    let sizes = encapsulatedValues()
    // Constraints a fitting left out (see `fittingLeavesSizeOut`) are swapped already; one whose
    // dimension this fitting keeps goes back at the frame's size.
    var putBack: [LayoutConstraint] = []
    var taken: [LayoutConstraint] = []
    var swapped: [LayoutConstraint] = []
    var pins: [LayoutConstraint] = []
    for (index, attribute, (value, priority)) in [(0, LayoutAttribute.width, width), (1, .height, height)] {
      let constraint = encapsulated[index]
      let isOut = context.sizeLeftOut.contains { $0 === constraint }
      if isOut { constraint.constant = sizes[index] }
      if priority == .required && constraint.constant == value {
        if isOut { putBack.append(constraint) }
      } else {
        swapped.append(constraint)
        if !isOut { taken.append(constraint) }
        pins.append(fittingPin(attribute, value, priority))
      }
    }
    context.sizeLeftOut = []
    // What the fitting breaks is not reported: it is not the layout's.
    let diagnostics = engine.diagnostics
    let silent = LayoutDiagnostics()
    silent.handler = { _ in true }
    engine.diagnostics = silent
    defer { engine.diagnostics = diagnostics }
    engine.remove(taken)
    for constraint in putBack { engine.add(constraint) }
    if !putBack.isEmpty { context.noteWork() }
    for pin in pins { engine.add(pin) }
    let size = engine.rect(of: &engineQuad).size
    engine.remove(pins)
    if context.fittingLeavesSizeOut {
      // The caller frames the view next (`fittingLeavesSizeOut`): the size goes back then.
      context.sizeLeftOut = swapped
    } else {
      for constraint in swapped { engine.add(constraint) }
    }
    guard engine.broken.isEmpty else {
      context.engine = nil
      context.encapsulatedConstraints = []
      context.sizeLeftOut = []
      context.noteWork()
      return nil
    }
    return size
  }
}
