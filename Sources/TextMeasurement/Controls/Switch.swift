import Foundation
import OpenAutoLayout

/// An on/off switch, as UIKit's `UISwitch`: a fixed 51 × 31 points (behaviour-2 §2.6).
///
/// Hugging and compression resistance are 750 on both axes (behaviour-1 §1.19): a switch should
/// always show at its natural size, so in a `fill` stack a neighbour with the default 250 hugging
/// stretches instead (but see behaviour-2 S17 for the stack's 759 constraint that beats it).
open class Switch: View {
  /// UIKit's switch size, 51 × 31 points, whatever the frame asked for.
  public static let size = CGSize(width: 51, height: 31)

  /// Whether the switch is on; false by default. It does not change the size.
  public var isOn = false

  /// A switch, off unless `isOn`, taking part in Auto Layout
  /// (``View/translatesAutoresizingMaskIntoConstraints`` false).
  public init(isOn: Bool = false) {
    self.isOn = isOn
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    FixedSizeControl.holdNaturalSize(self)
  }

  /// ``size``.
  open override var intrinsicContentSize: CGSize { Self.size }
}

/// What the fixed-size controls (switch, stepper, activity indicator) share.
enum FixedSizeControl {
  /// Gives `view` hugging and compression resistance 750 on both axes, UIKit's defaults for the
  /// controls that should always show at their natural size (behaviour-1 §1.19).
  static func holdNaturalSize(_ view: View) {
    for axis in LayoutAxis.allCases {
      view.setContentHuggingPriority(.defaultHigh, for: axis)
      view.setContentCompressionResistancePriority(.defaultHigh, for: axis)
    }
  }
}
