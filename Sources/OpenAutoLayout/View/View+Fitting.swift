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
    rootView.performUpdateConstraintsPass()
    let diagnostics = LayoutDiagnostics()
    diagnostics.handler = { _ in true }
    let engine = LayoutEngine(diagnostics: diagnostics, isOneShot: true)
    for constraint in subtreeConstraintsInActivationOrder() { engine.add(constraint) }
    let insets = alignmentRectInsets
    func pin(_ attribute: LayoutAttribute, _ value: CGFloat, _ priority: LayoutPriority) {
      let constraint = LayoutConstraint(
        first: .attribute(WeakItem(self), attribute), relation: .equal, second: nil, multiplier: 1,
        constant: value, priority: priority.isValid ? priority : .fittingSizeLevel, origin: .fitting)
      engine.add(constraint)
    }
    pin(.width, targetSize.width - insets.left - insets.right, horizontalPriority)
    pin(.height, targetSize.height - insets.top - insets.bottom, verticalPriority)
    let rect = engine.rect(of: itemVariables)
    return CGSize(
      width: rect.width + insets.left + insets.right, height: rect.height + insets.top + insets.bottom)
  }
}
