import Foundation
import OpenAutoLayout

/// AppKit's progress indicator, `NSProgressIndicator`, as a model (an `NSView`, not a control).
///
/// A bar has no intrinsic width; its frame is 20 points tall at the regular size (12 small, 10
/// mini) around its bar, 1 point inside it above and below
/// (``AppKitControlMetrics/progressBarInsets``), as Interface Builder stores bars (Sparkle's
/// status window). A spinner is 32 points square (16 small, 10 mini).
/// ``startAnimation(_:)`` and ``stopAnimation(_:)`` only record whether it animates.
open class ProgressIndicator: AppKitView {
  /// `NSProgressIndicator.Style`.
  public enum Style: UInt, Sendable, CaseIterable {
    case bar = 0, spinning = 1
  }

  /// The style; a bar by default. Setting it sets the alignment insets.
  open var style: Style = .bar {
    didSet {
      alignmentRectInsets = style == .bar ? AppKitControlMetrics.progressBarInsets : .zero
      invalidateIntrinsicContentSize()
    }
  }
  /// The control size: regular by default; small makes a 12-point bar and a 16-point spinner.
  open var controlSize: AppKitControlSize = .regular {
    didSet { if controlSize != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The value, between ``minValue`` and ``maxValue``; 0 by default. Stored.
  open var doubleValue: Double = 0
  /// The least value; 0 by default.
  open var minValue: Double = 0
  /// The greatest value; 100 by default.
  open var maxValue: Double = 100
  /// Whether it shows activity rather than a value; true by default, as AppKit's.
  open var isIndeterminate = true
  /// Whether it is shown while it does not animate; true by default. Stored.
  open var isDisplayedWhenStopped = true
  /// Whether it draws a bezel; stored.
  open var isBezeled = true
  /// Whether it animates on a thread of its own; stored.
  open var usesThreadedAnimation = false
  /// Whether ``startAnimation(_:)`` was called more recently than ``stopAnimation(_:)``.
  public private(set) var isAnimating = false

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

  /// Starts the animation, as AppKit's; here it is only recorded (``isAnimating``).
  open func startAnimation(_ sender: Any?) { isAnimating = true }
  /// Stops the animation, as AppKit's; here it is only recorded.
  open func stopAnimation(_ sender: Any?) { isAnimating = false }
  /// Moves the value by `delta`, as AppKit's `increment(by:)`, within the range.
  open func increment(by delta: Double) {
    doubleValue = min(max(doubleValue + delta, minValue), maxValue)
  }

  /// A bar: no width, its frame's height (``AppKitControlMetrics/progressBarFrameHeight(_:)``)
  /// less its insets; a spinner ``AppKitControlMetrics/spinnerSide(_:)`` square.
  open override var intrinsicContentSize: CGSize {
    switch style {
    case .bar:
      let frameHeight = AppKitControlMetrics.progressBarFrameHeight(controlSize)
      return CGSize(width: View.noIntrinsicMetric, height: frameHeight - alignmentRectInsets.top - alignmentRectInsets.bottom)
    case .spinning:
      let side = AppKitControlMetrics.spinnerSide(controlSize)
      return CGSize(width: side, height: side)
    }
  }

  /// Resizes the frame to the indicator's size, as AppKit's `sizeToFit()`: a spinner's side, a
  /// bar's height (its width stays).
  open override func sizeToFit() {
    let content = intrinsicContentSize
    var frame = self.frame
    if content.width != View.noIntrinsicMetric { frame.size.width = content.width + alignmentRectInsets.left + alignmentRectInsets.right }
    frame.size.height = content.height + alignmentRectInsets.top + alignmentRectInsets.bottom
    self.frame = frame
  }
}
