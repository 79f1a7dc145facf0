import Foundation
import OpenAutoLayout

extension DocumentParser {
  /// Colour names a document may use (`color: blue`), matched ignoring case: UIKit's fixed
  /// colours (with their UIKit values, so `green` is #00ff00 and `orange` is #ff8000 as in
  /// UIKit, not CSS), `grey` spellings, CSS's other basic names, and UIKit's system colours in
  /// their light-mode values.
  static let namedColors: [String: Color] = {
    var colors: [String: Color] = [
      "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white, "gray": .gray,
      "red": .red, "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta,
      "orange": .orange, "purple": .purple, "brown": .brown, "clear": .clear,
      "grey": .gray, "darkGrey": .darkGray, "lightGrey": .lightGray,
    ]
    let rgb: [String: UInt32] = [
      // CSS basic colours that UIKit has no name for.
      "silver": 0xC0C0C0, "maroon": 0x800000, "olive": 0x808000, "lime": 0x00FF00, "aqua": 0x00FFFF,
      "teal": 0x008080, "navy": 0x000080, "fuchsia": 0xFF00FF,
      // UIKit's system colours (iOS, light appearance).
      "systemRed": 0xFF3B30, "systemOrange": 0xFF9500, "systemYellow": 0xFFCC00, "systemGreen": 0x34C759,
      "systemMint": 0x00C7BE, "systemTeal": 0x30B0C7, "systemCyan": 0x32ADE6, "systemBlue": 0x007AFF,
      "systemIndigo": 0x5856D6, "systemPurple": 0xAF52DE, "systemPink": 0xFF2D55, "systemBrown": 0xA2845E,
      "systemGray": 0x8E8E93, "systemGray2": 0xAEAEB2, "systemGray3": 0xC7C7CC, "systemGray4": 0xD1D1D6,
      "systemGray5": 0xE5E5EA, "systemGray6": 0xF2F2F7,
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
