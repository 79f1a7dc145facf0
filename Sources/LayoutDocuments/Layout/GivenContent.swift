import Foundation
import OpenAutoLayout

/// What a document says a view's content measures — `intrinsicSize` and `baselines` — which
/// replaces what the view would measure itself (layout-document.md §1: on any view they "replace
/// what would otherwise be measured").
///
/// Every document view keeps one: a plain view has nothing else to measure, a control measures
/// its text or its standard size where the document gives nothing.
struct GivenContent {
  /// The intrinsic size given, nil when the key is absent (the view measures its own); a null
  /// side is ``View/noIntrinsicMetric``.
  let intrinsicSize: CGSize?
  /// `baselines.first`, or `last` when only that is given: one line of text.
  let firstBaseline: CGFloat?
  /// `baselines.last`, or `first` when only that is given, from the top of the view.
  let lastBaselineFromTop: CGFloat?

  init(_ spec: ViewSpec) {
    // An absent key and a null component both mean "no intrinsic metric" on that axis.
    intrinsicSize = spec.intrinsicSize.map {
      CGSize(width: $0.width ?? View.noIntrinsicMetric, height: $0.height ?? View.noIntrinsicMetric)
    }
    firstBaseline = spec.baselines?.first ?? spec.baselines?.last
    lastBaselineFromTop = spec.baselines?.last ?? spec.baselines?.first
  }

  /// Pins `view`'s baselines to the given ones, once its content is configured. `frame` is the
  /// view's frame when it translates its autoresizing mask.
  ///
  /// The model measures the last baseline from the bottom. Until the first layout gives the view
  /// a height, assume the one it will most likely have: its intrinsic height (given or
  /// measured) or its given frame's.
  func pinBaselines(of view: View, spec: ViewSpec, frame: CGRect) {
    if let firstBaseline { view.firstBaselineOffsetFromTop = firstBaseline }
    guard let last = lastBaselineFromTop else { return }
    let insets = spec.alignmentRectInsets ?? .zero
    let intrinsicHeight = (intrinsicSize ?? view.intrinsicContentSize).height
    if intrinsicHeight >= 0 {
      view.lastBaselineOffsetFromBottom = intrinsicHeight + insets.top + insets.bottom - last
    } else if spec.translatesAutoresizingMask {
      view.lastBaselineOffsetFromBottom = frame.height - last
    }
  }

  /// Documents give the last baseline from the top, the model from the bottom: when the view's
  /// height is not the one assumed, the offset from the bottom follows it, so that the last
  /// baseline stays `last` points below the top. Call it from `layoutSubviews()`.
  ///
  /// The change invalidates the view's constraints and the layout pass runs again, as it does
  /// for a label whose text changed; it settles at once unless the height itself depends on the
  /// offset.
  func keepLastBaselineFromTop(of view: View) {
    guard let last = lastBaselineFromTop else { return }
    let height = view.unroundedFrame?.height ?? view.bounds.height
    let offset = height - last
    if let current = view.lastBaselineOffsetFromBottom, abs(current - offset) < 1e-9 { return }
    view.lastBaselineOffsetFromBottom = offset
  }
}

extension AxisPrioritySpec {
  /// The priority given for `axis`, if any.
  subscript(axis: LayoutAxis) -> LayoutPriority? {
    axis == .horizontal ? horizontal : vertical
  }
}
