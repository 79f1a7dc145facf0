import Foundation
import OpenAutoLayout

// The system fonts UIKit's `UIFont` and AppKit's `NSFont` both have, with the same spellings:
// declared once here, since both layers name this `Font` (a program importing both would find
// two copies ambiguous). Each layer adds its own font sizes (`UIFont.systemFontSize` is 14,
// `NSFont.systemFontSize` 13).
extension Font {
  /// A font weight: UIKit's `UIFont.Weight` and AppKit's `NSFont.Weight`.
  public typealias Weight = FontWeight


  /// The system font at `size` and `weight`, as `UIFont.systemFont(ofSize:weight:)`.
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    systemFont(ofSize: Double(size), weight: weight.cssValue)
  }

  /// The bold system font at `size`, as `UIFont.boldSystemFont(ofSize:)`.
  public static func boldSystemFont(ofSize size: CGFloat) -> Font {
    systemFont(ofSize: Double(size), weight: FontWeight.bold.cssValue)
  }

  /// The italic system font at `size`, as `UIFont.italicSystemFont(ofSize:)`: the system
  /// family's italic (DejaVu Sans Oblique), measured with its own widths.
  public static func italicSystemFont(ofSize size: CGFloat) -> Font {
    var font = systemFont(ofSize: Double(size))
    font.isItalic = true
    return font
  }

  /// The system font with digits of equal width, as `UIFont.monospacedDigitSystemFont(ofSize:weight:)`:
  /// the system font itself, whose stand-in's digits already share one width (DejaVu Sans's are
  /// tabular; San Francisco's are not, hence UIKit's variant).
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    systemFont(ofSize: size, weight: weight)
  }

  /// The monospaced system font, as `UIFont.monospacedSystemFont(ofSize:weight:)` (SF Mono):
  /// `FontLocator/monospacedFamily`.
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(family: FontLocator.monospacedFamily, pointSize: Double(size), weight: weight.cssValue)
  }
}
