import Foundation
import OpenAutoLayout

extension DocumentParser {
  /// Colour names a document may use (`color: blue`), matched ignoring case: UIKit's fixed
  /// colours (with their UIKit values, so `green` is #00ff00 and `orange` is #ff8000 as in
  /// UIKit, not CSS), `grey` spellings, CSS's other basic names, and UIKit's system and semantic
  /// colours (`systemBlue`, `label`, `systemBackground`, …) in their light-appearance values, the
  /// model's ``Color`` constants of the same names.
  static let namedColors: [String: Color] = {
    var colors: [String: Color] = [
      "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white, "gray": .gray,
      "red": .red, "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta,
      "orange": .orange, "purple": .purple, "brown": .brown, "clear": .clear,
      "grey": .gray, "darkGrey": .darkGray, "lightGrey": .lightGray,
      // UIKit's system colours.
      "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow,
      "systemGreen": .systemGreen, "systemMint": .systemMint, "systemTeal": .systemTeal, "systemCyan": .systemCyan,
      "systemBlue": .systemBlue, "systemIndigo": .systemIndigo, "systemPurple": .systemPurple,
      "systemPink": .systemPink, "systemBrown": .systemBrown, "systemGray": .systemGray,
      "systemGray2": .systemGray2, "systemGray3": .systemGray3, "systemGray4": .systemGray4,
      "systemGray5": .systemGray5, "systemGray6": .systemGray6, "tintColor": .tintColor,
      // UIKit's semantic colours.
      "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
      "quaternaryLabel": .quaternaryLabel, "placeholderText": .placeholderText, "link": .link,
      "darkText": .darkText, "lightText": .lightText, "systemBackground": .systemBackground,
      "secondarySystemBackground": .secondarySystemBackground, "tertiarySystemBackground": .tertiarySystemBackground,
      "systemGroupedBackground": .systemGroupedBackground,
      "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
      "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground, "systemFill": .systemFill,
      "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
      "quaternarySystemFill": .quaternarySystemFill, "separator": .separator, "opaqueSeparator": .opaqueSeparator,
    ]
    // CSS basic colours that UIKit has no name for.
    let rgb: [String: UInt32] = [
      "silver": 0xC0C0C0, "maroon": 0x800000, "olive": 0x808000, "lime": 0x00FF00, "aqua": 0x00FFFF,
      "teal": 0x008080, "navy": 0x000080, "fuchsia": 0xFF00FF,
    ]
    for (name, value) in rgb {
      colors[name] = Color(
        red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
        blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }
    return colors
  }()

  /// The colour `text` names: a name of ``namedColors`` (any case), or `#rgb`, `#rrggbb`,
  /// `#rrggbbaa` in hexadecimal digits (any case). Nil for anything else.
  static func color(_ text: String) -> Color? {
    if text.hasPrefix("#") { return hexColor(text.dropFirst()) }
    let lowered = text.lowercased()
    return namedColors.first { $0.key.lowercased() == lowered }?.value
  }

  private static func hexColor(_ digits: Substring) -> Color? {
    let values = digits.map { $0.hexDigitValue }
    guard values.allSatisfy({ $0 != nil }), digits.allSatisfy(\.isASCII) else { return nil }
    let nibbles = values.compactMap { $0 }
    func component(_ index: Int, width: Int) -> CGFloat {
      width == 1
        ? CGFloat(nibbles[index] * 17) / 255 : CGFloat(nibbles[2 * index] * 16 + nibbles[2 * index + 1]) / 255
    }
    switch nibbles.count {
    case 3:
      return Color(red: component(0, width: 1), green: component(1, width: 1), blue: component(2, width: 1), alpha: 1)
    case 6:
      return Color(red: component(0, width: 2), green: component(1, width: 2), blue: component(2, width: 2), alpha: 1)
    case 8:
      return Color(
        red: component(0, width: 2), green: component(1, width: 2), blue: component(2, width: 2),
        alpha: component(3, width: 2))
    default: return nil
    }
  }
}
