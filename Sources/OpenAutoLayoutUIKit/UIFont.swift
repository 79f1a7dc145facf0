import Foundation
import OpenAutoLayout
import TextMeasurement

/// A font: UIKit's `UIFont`, the `Font` value (a family, a size, a weight and a slant; DejaVu
/// Sans stands in for the system font, DejaVu Sans Mono for the monospaced one).
///
/// `systemFont(ofSize:weight:)`, `boldSystemFont(ofSize:)`, `italicSystemFont(ofSize:)`,
/// `monospacedSystemFont(ofSize:weight:)`, `monospacedDigitSystemFont(ofSize:weight:)`,
/// `preferredFont(forTextStyle:compatibleWith:)`, `UIFont(name:size:)`, `withSize(_:)`,
/// `pointSize`, `lineHeight`, `ascender`, `descender`, `leading`, `capHeight` and `xHeight` work as
/// in UIKit and measure with the font file that draws the text; `UIFont.TextStyle` and
/// `UIFont.Weight` are the model's `TextStyle` and `FontWeight`.
public typealias UIFont = Font

/// Scales custom fonts and metrics with Dynamic Type: UIKit's `UIFontMetrics`, the model's
/// `FontMetrics`.
public typealias UIFontMetrics = FontMetrics

/// The reader's text size: UIKit's `UIContentSizeCategory`, the model's `ContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory

/// The kind of device: UIKit's `UIUserInterfaceIdiom`, the model's `UserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom

extension Font {
  /// A Dynamic Type text style: UIKit's `UIFont.TextStyle`.
  public typealias TextStyle = OpenAutoLayout.TextStyle
  /// UIKit's standard system font size, 14 points (`UIFont.systemFontSize`).
  public static var systemFontSize: CGFloat { 14 }
  /// UIKit's small system font size, 12 points (`UIFont.smallSystemFontSize`).
  public static var smallSystemFontSize: CGFloat { 12 }
  /// UIKit's label font size, 17 points (`UIFont.labelFontSize`).
  public static var labelFontSize: CGFloat { 17 }
  /// UIKit's button font size, 18 points (`UIFont.buttonFontSize`).
  public static var buttonFontSize: CGFloat { 18 }

  /// The installed font `name` names at `size`, as `UIFont(name:size:)`; nil when it is not
  /// installed, as UIKit answers for a font it does not have.
  ///
  /// `name` is a family ("Avenir Next") or a PostScript name: the family, whose spaces may be
  /// left out, and a style after a hyphen ("AvenirNext-DemiBold", "DejaVuSans-BoldOblique"),
  /// whose weight and slant are read from the style. A size of 0 gives the system font size (as UIKit does).
  public init?(name: String, size: CGFloat) {
    guard let font = FontNames.font(named: name, pointSize: size > 0 ? Double(size) : Double(Font.systemFontSize)) else {
      return nil
    }
    self = font
  }

  /// The same family, weight and slant at `size`, as `withSize(_:)`: a fixed size, which no
  /// longer follows Dynamic Type (scale it with `FontMetrics` for that).
  public func withSize(_ size: CGFloat) -> Font {
    var font = self
    font.pointSize = Double(size)
    font.dynamicType = nil
    return font
  }
}

/// Reading font names as `UIFont(name:size:)` takes them.
enum FontNames {
  /// The installed font `name` stands for, or nil.
  static func font(named name: String, pointSize: Double) -> Font? {
    if let family = FontLocator.installedFamily(named: name) { return Font(family: family, pointSize: pointSize) }
    let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
    guard parts.count == 2, let family = FontLocator.installedFamily(named: parts[0]) else { return nil }
    let style = parts[1].lowercased()
    var font = Font(family: family, pointSize: pointSize, weight: weight(ofStyle: style))
    font.isItalic = style.contains("italic") || style.contains("oblique")
    return font
  }

  /// The CSS weight a PostScript style names (lowercased): "bold" 700, "demibold" 600, … 400
  /// for none.
  static func weight(ofStyle style: String) -> Int {
    let weights: [(String, Int)] = [
      ("ultralight", 100), ("extralight", 200), ("thin", 100), ("light", 300), ("medium", 500),
      ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("ultrabold", 800), ("heavy", 800),
      ("black", 900), ("bold", 700),
    ]
    return weights.first { style.contains($0.0) }?.1 ?? 400
  }
}

extension FontMetrics {
  /// `font` scaled for the traits' content size category (Large without traits), as
  /// `UIFontMetrics.scaledFont(for:compatibleWith:)`; a control with
  /// `adjustsFontForContentSizeCategory` keeps it scaled as the category changes.
  public func scaledFont(for font: Font, compatibleWith traits: TraitCollection? = nil) -> Font {
    Font.scaled(font, by: self, compatibleWith: traits)
  }

  /// `font` scaled as ``scaledFont(for:compatibleWith:)`` does, but no larger than
  /// `maximumPointSize`, as `UIFontMetrics.scaledFont(for:maximumPointSize:compatibleWith:)`.
  public func scaledFont(
    for font: Font, maximumPointSize: CGFloat, compatibleWith traits: TraitCollection? = nil
  ) -> Font {
    var scaled = scaledFont(for: font, compatibleWith: traits)
    scaled.pointSize = min(scaled.pointSize, Double(maximumPointSize))
    return scaled
  }

  /// `value` scaled from the Large category to the traits' (Large without traits), as
  /// `UIFontMetrics.scaledValue(for:compatibleWith:)`.
  public func scaledValue(for value: CGFloat, compatibleWith traits: TraitCollection? = nil) -> CGFloat {
    scaledValue(for: value, compatibleWith: traits?.preferredContentSizeCategory ?? .large)
  }
}
