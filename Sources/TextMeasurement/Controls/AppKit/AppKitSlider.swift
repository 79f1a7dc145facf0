import Foundation
import OpenAutoLayout

/// AppKit's slider, `NSSlider`, as a model: a horizontal slider has no intrinsic width and is 28
/// points tall (regular size, macOS 11 and later; approximate); a vertical one the reverse.
open class AppKitSlider: AppKitView {
  /// The value, between ``minValue`` and ``maxValue``; 0 by default. Stored.
  public var doubleValue: Double = 0
  public var minValue: Double = 0
  public var maxValue: Double = 1
  /// Whether the track is vertical; false by default.
  public var isVertical = false { didSet { if isVertical != oldValue { invalidateIntrinsicContentSize() } } }

  /// The slider's thickness across its track, 28 points.
  public static let thickness: CGFloat = 28

  /// No length along the track; ``thickness`` across it.
  open override var intrinsicContentSize: CGSize {
    isVertical
      ? CGSize(width: Self.thickness, height: View.noIntrinsicMetric)
      : CGSize(width: View.noIntrinsicMetric, height: Self.thickness)
  }
}
