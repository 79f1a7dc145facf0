import Foundation
import OpenAutoLayout

/// A track with a thumb, as UIKit's `UISlider`: an intrinsic height of 30 points and no intrinsic
/// width, so its width must come from constraints (behaviour-1 §1.18, §2.2: `(−1, 30)`; S-43).
///
/// Hugging 250 and compression resistance 750 on both axes (behaviour-1 §1.19).
open class Slider: Control {
  /// The slider's height, 30 points.
  public static let height: CGFloat = 30

  /// The value, between ``minimumValue`` and ``maximumValue``; 0.5 by default, as UIKit's.
  public var value: Float = 0.5
  /// The value at the left end; 0 by default.
  public var minimumValue: Float = 0
  /// The value at the right end; 1 by default.
  public var maximumValue: Float = 1

  /// Whether moving the thumb sends `.valueChanged` continuously; true by default. Stored.
  public var isContinuous = true

  /// A slider, as UIKit's `UISlider(frame:)` and `UISlider()`.
  ///
  /// Made in code, it translates its autoresizing mask into constraints, as every UIKit view
  /// does; set `View/translatesAutoresizingMaskIntoConstraints` to false to constrain it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    fitsToIntrinsicContentSize = true
  }

  /// Creates the control as a storyboard would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    fitsToIntrinsicContentSize = true
  }

  /// Sets the value, clamped to ``minimumValue``…``maximumValue``, as UIKit's
  /// `setValue(_:animated:)`; it sends no actions.
  public func setValue(_ value: Float, animated: Bool) {
    self.value = min(max(value, minimumValue), maximumValue)
  }

  /// No intrinsic width; ``height`` tall.
  open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Self.height) }
}
