import Foundation
import OpenAutoLayout

/// A view declared in a layout document.
///
/// Its content is what the document says it measures — `intrinsicSize` and `baselines` — since
/// nothing measures text yet (issue 7). Everything else a view key sets (margins, priorities,
/// alignment insets, autoresizing) is the model's own property, set by ``init(spec:frame:)``.
final class DocumentItemView: View {
  private let intrinsicSize: CGSize
  /// `baselines.last`: the last baseline's offset from the top of the frame.
  private let lastBaselineFromTop: CGFloat?

  /// Makes the view `spec` describes. `frame` is used when the view translates its autoresizing
  /// mask (and for the root, whose frame is the canvas); the engine sets every other frame.
  init(spec: ViewSpec, frame: CGRect) {
    let intrinsic = spec.intrinsicSize
    // An absent key and a null component both mean "no intrinsic metric" on that axis.
    intrinsicSize = CGSize(
      width: intrinsic?.width ?? View.noIntrinsicMetric, height: intrinsic?.height ?? View.noIntrinsicMetric)
    // A view with one baseline given has one line of text: both baselines are that line's.
    let first = spec.baselines?.first ?? spec.baselines?.last
    lastBaselineFromTop = spec.baselines?.last ?? spec.baselines?.first
    super.init(frame: frame)

    applyDocumentKeys(spec)
    firstBaselineOffsetFromTop = first
    if let last = lastBaselineFromTop {
      // The model measures the last baseline from the bottom. Until the first layout gives the
      // view a height, assume the one it will most likely have: its intrinsic or given frame's.
      let insets = spec.alignmentRectInsets ?? .zero
      if intrinsicSize.height >= 0 {
        lastBaselineOffsetFromBottom = intrinsicSize.height + insets.top + insets.bottom - last
      } else if spec.translatesAutoresizingMask {
        lastBaselineOffsetFromBottom = frame.height - last
      }
    }
  }

  override var intrinsicContentSize: CGSize { intrinsicSize }

  override func layoutSubviews() {
    super.layoutSubviews()
    keepLastBaselineFromTop()
  }

  /// Documents give the last baseline from the top, the model from the bottom: when the view's
  /// height is not the one assumed, the offset from the bottom follows it, so that the last
  /// baseline stays `last` points below the top. The change invalidates the view's constraints
  /// and the layout pass runs again, as it does for a label whose text changed; it settles at
  /// once unless the height itself depends on the offset.
  private func keepLastBaselineFromTop() {
    guard let last = lastBaselineFromTop else { return }
    let height = unroundedFrame?.height ?? bounds.height
    let offset = height - last
    if let current = lastBaselineOffsetFromBottom, abs(current - offset) < 1e-9 { return }
    lastBaselineOffsetFromBottom = offset
  }
}

extension AxisPrioritySpec {
  /// The priority given for `axis`, if any.
  subscript(axis: LayoutAxis) -> LayoutPriority? {
    axis == .horizontal ? horizontal : vertical
  }
}
