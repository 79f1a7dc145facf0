import Foundation

/// Content given from outside instead of measured: an intrinsic size and a last baseline kept
/// from the top, as a layout document's `intrinsicSize` and `baselines` give them, or Interface
/// Builder's placeholder intrinsic size. They let a plain view or an unchanged control stand for
/// content the model cannot measure, without a subclass that overrides ``intrinsicContentSize``.
///
/// The first baseline needs no hook of its own: ``firstBaselineOffsetFromTop`` is measured from
/// the top already, and setting it pins it (on controls too).
extension View {
  /// The intrinsic size Auto Layout holds the view near: ``givenIntrinsicContentSize`` when it
  /// is set, else ``intrinsicContentSize``. Either component may be ``noIntrinsicMetric``.
  ///
  /// Everything that sizes a view by its content reads this: the content-size constraints
  /// (hugging and compression resistance), a stack view's `fillProportionally` distribution, and
  /// the controls that place their text in a box of their intrinsic size (their baselines).
  /// ``intrinsicContentSize`` itself keeps saying what the view measures.
  public var effectiveIntrinsicContentSize: CGSize {
    givenIntrinsicContentSize ?? intrinsicContentSize
  }

  /// Keeps the last baseline ``givenLastBaselineOffsetFromTop`` below the top: sets
  /// ``lastBaselineOffsetFromBottom`` to the height minus it. Nothing without a given baseline.
  ///
  /// The layout pass calls it after each ``layoutSubviews()`` of the view. The model measures the
  /// last baseline from the bottom, which stays put when the view grows taller; a change here
  /// invalidates the view's constraints and the pass runs again, as it does for a label whose
  /// text changed. It settles at once unless the height itself depends on the baseline.
  func keepGivenLastBaseline() {
    guard let fromTop = givenLastBaselineOffsetFromTop else { return }
    let height = unroundedFrame?.height ?? bounds.height
    let fromBottom = height - fromTop
    if let current = lastBaselineOffsetFromBottom, abs(current - fromBottom) < 1e-9 { return }
    lastBaselineOffsetFromBottom = fromBottom
  }

  /// Places the last baseline for a newly given ``givenLastBaselineOffsetFromTop``.
  ///
  /// Once the view has been laid out, it follows the height it has. Before, it assumes the height
  /// the view will most likely have: its intrinsic height (given or measured) outset by its
  /// alignment insets, or, for a view that translates its autoresizing mask, its frame's; with
  /// neither, ``lastBaselineOffsetFromBottom`` waits for the first layout. So a view is best
  /// given its frame, alignment insets and intrinsic size before its last baseline.
  func assumeGivenLastBaseline() {
    guard let fromTop = givenLastBaselineOffsetFromTop else { return }
    if unroundedFrame != nil { return keepGivenLastBaseline() }
    let height = effectiveIntrinsicContentSize.height
    if height >= 0 {
      lastBaselineOffsetFromBottom = height + alignmentRectInsets.top + alignmentRectInsets.bottom - fromTop
    } else if translatesAutoresizingMaskIntoConstraints {
      lastBaselineOffsetFromBottom = bounds.height - fromTop
    }
  }
}
