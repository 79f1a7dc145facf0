import Foundation
import OpenAutoLayout

// UIKit's defaults for the controls where they differ from a plain view's: which are
// accessibility elements and with which traits, what they read as their label, and which take
// no touches. (The view keeps what code sets; these answer until then.)

extension Label: AppearanceDefaults {
  /// An element with static-text traits that takes no touches, as UILabel.
  package static var defaultAppearance: DefaultAppearance {
    DefaultAppearance(isAccessibilityElement: true, accessibilityTraits: .staticText, isUserInteractionEnabled: false)
  }
  /// The text.
  package var defaultAccessibilityLabel: String? { text }
}

extension Button: AppearanceDefaults {
  /// An element with button traits, as UIButton.
  package static var defaultAppearance: DefaultAppearance {
    DefaultAppearance(isAccessibilityElement: true, accessibilityTraits: .button)
  }
  /// The title.
  package var defaultAccessibilityLabel: String? { title }
}

extension ImageView: AppearanceDefaults {
  /// Not an element, with image traits, taking no touches, as UIImageView.
  package static var defaultAppearance: DefaultAppearance {
    DefaultAppearance(isAccessibilityElement: false, accessibilityTraits: .image, isUserInteractionEnabled: false)
  }
}

extension TextField: AppearanceDefaults {
  /// An element, as UITextField.
  package static var defaultAppearance: DefaultAppearance { DefaultAppearance(isAccessibilityElement: true) }
}

extension Switch: AppearanceDefaults {
  /// An element, as UISwitch.
  package static var defaultAppearance: DefaultAppearance { DefaultAppearance(isAccessibilityElement: true) }
}

extension Slider: AppearanceDefaults {
  /// An element that is adjusted continuously, as UISlider.
  package static var defaultAppearance: DefaultAppearance {
    DefaultAppearance(isAccessibilityElement: true, accessibilityTraits: .adjustable)
  }
}
