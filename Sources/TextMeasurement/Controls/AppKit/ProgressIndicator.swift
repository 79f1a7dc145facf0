import Foundation
import OpenAutoLayout

/// AppKit's progress indicator, `NSProgressIndicator`, as a model.
///
/// A bar has no intrinsic width; its frame is 20 points tall (12 at the small size) around an
/// 18-point alignment rectangle (``AppKitControlMetrics/progressBarInsets``), as Interface
/// Builder stores bars (Sparkle's status window). A spinner is 32 points square (16 small).
open class ProgressIndicator: AppKitView {
  /// `NSProgressIndicator.Style`.
  public enum Style: Sendable, CaseIterable {
    case bar, spinning
  }

  /// The style; a bar by default. Setting it sets the alignment insets.
  public var style: Style = .bar {
    didSet {
      alignmentRectInsets = style == .bar ? AppKitControlMetrics.progressBarInsets : .zero
      invalidateIntrinsicContentSize()
    }
  }
  /// The control size: regular by default; small makes a 12-point bar and a 16-point spinner.
  public var controlSize: AppKitControlSize = .regular {
    didSet { if controlSize != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The value, between ``minValue`` and ``maxValue``. Stored.
  public var doubleValue: Double = 0
  public var minValue: Double = 0
  public var maxValue: Double = 100
  /// Whether it shows activity rather than a value. Stored.
  public var isIndeterminate = true

  /// A bar, as `NSProgressIndicator(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    alignmentRectInsets = AppKitControlMetrics.progressBarInsets
  }

  /// Creates the indicator as a nib would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    alignmentRectInsets = AppKitControlMetrics.progressBarInsets
  }

  /// A bar: no width, 18 (small: 10) tall inside its frame; a spinner 32 (small: 16) square.
  open override var intrinsicContentSize: CGSize {
    let small = controlSize == .small || controlSize == .mini
    switch style {
    case .bar:
      let frameHeight: CGFloat = small ? 12 : 20
      return CGSize(width: View.noIntrinsicMetric, height: frameHeight - alignmentRectInsets.top - alignmentRectInsets.bottom)
    case .spinning:
      let side: CGFloat = small ? 16 : 32
      return CGSize(width: side, height: side)
    }
  }
}
