import Foundation
import OpenAutoLayout

/// An on/off switch, as UIKit's `UISwitch`: a fixed 51 × 31 points (behaviour-2 §2.6).
///
/// Hugging and compression resistance are 750 on both axes (behaviour-1 §1.19): a switch should
/// always show at its natural size, so in a `fill` stack a neighbour with the default 250 hugging
/// stretches instead (but see behaviour-2 S17 for the stack's 759 constraint that beats it).
open class Switch: Control {
  /// UIKit's switch size, 51 × 31 points, whatever the frame asked for.
  public static let size = CGSize(width: 51, height: 31)

  /// Whether the switch is on; false by default. It does not change the size.
  public var isOn = false

  /// A switch that is off, as UIKit's `UISwitch(frame:)` and `UISwitch()`: always 51 × 31.
  ///
  /// Made in code, it translates its autoresizing mask into constraints, as every UIKit view
  /// does; set `View/translatesAutoresizingMaskIntoConstraints` to false to constrain it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    fitsToIntrinsicContentSize = true
    FixedSizeControl.holdNaturalSize(self)
  }

  /// Turns the switch on or off, as UIKit's `setOn(_:animated:)`; like UIKit's, it sends no
  /// actions (``Control/sendActions(for:)`` with `.valueChanged` does).
  public func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// Creates the control as a storyboard would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    fitsToIntrinsicContentSize = true
    FixedSizeControl.holdNaturalSize(self)
  }

  /// A switch, on or off, taking part in Auto Layout
  /// (`View/translatesAutoresizingMaskIntoConstraints` false).
  public convenience init(isOn: Bool) {
    self.init(frame: .zero)
    self.isOn = isOn
    translatesAutoresizingMaskIntoConstraints = false
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
