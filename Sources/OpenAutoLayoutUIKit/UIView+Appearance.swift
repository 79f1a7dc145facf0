import OpenAutoLayout
import TextMeasurement

extension View {
  /// How a view's tint colour is adjusted: UIKit's `UIView.TintAdjustmentMode`, the model's
  /// ``TintAdjustmentMode``.
  public typealias TintAdjustmentMode = OpenAutoLayout.TintAdjustmentMode
}

/// What an accessibility element is and does: UIKit's `UIAccessibilityTraits`, the model's
/// `AccessibilityTraits`, with UIKit's bit values.
public typealias UIAccessibilityTraits = AccessibilityTraits

