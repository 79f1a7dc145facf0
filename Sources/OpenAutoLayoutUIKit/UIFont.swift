import OpenAutoLayout
import TextMeasurement

/// A font: UIKit's `UIFont`, the ``Font`` value (a family, a size and a weight; DejaVu Sans
/// stands in for the system font).
///
/// `UIFont.systemFont(ofSize:weight:)`, `boldSystemFont(ofSize:)`, `preferredFont(forTextStyle:)`,
/// `withSize(_:)` and `pointSize` work as in UIKit; `UIFont.TextStyle` and `UIFont.Weight` are the
/// model's ``TextStyle`` and ``FontWeight``.
public typealias UIFont = Font

/// Scales custom fonts and metrics with Dynamic Type: UIKit's `UIFontMetrics`, the model's
/// ``FontMetrics``.
public typealias UIFontMetrics = FontMetrics

/// The reader's text size: UIKit's `UIContentSizeCategory`, the model's ``ContentSizeCategory``.
public typealias UIContentSizeCategory = ContentSizeCategory

/// The kind of device: UIKit's `UIUserInterfaceIdiom`, the model's ``UserInterfaceIdiom``.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom

extension Font {
  /// A Dynamic Type text style: UIKit's `UIFont.TextStyle`.
  public typealias TextStyle = OpenAutoLayout.TextStyle
  /// A font weight: UIKit's `UIFont.Weight`.
  public typealias Weight = FontWeight

  /// The system font at `size` and `weight`, as `UIFont.systemFont(ofSize:weight:)`.
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    systemFont(ofSize: Double(size), weight: weight.cssValue)
  }

  /// The bold system font at `size`, as `UIFont.boldSystemFont(ofSize:)`.
  public static func boldSystemFont(ofSize size: CGFloat) -> Font {
    systemFont(ofSize: Double(size), weight: FontWeight.bold.cssValue)
  }

  /// The same family and weight at `size`, as `withSize(_:)`: a fixed size, which no longer
  /// follows Dynamic Type (scale it with ``FontMetrics`` for that).
  public func withSize(_ size: CGFloat) -> Font {
    Font(family: family, pointSize: Double(size), weight: weight)
  }
}

extension FontMetrics {
  /// `font` scaled for the traits' content size category (Large without traits), as
  /// `UIFontMetrics.scaledFont(for:compatibleWith:)`; a control with
  /// `adjustsFontForContentSizeCategory` keeps it scaled as the category changes.
  public func scaledFont(for font: Font, compatibleWith traits: TraitCollection? = nil) -> Font {
    Font.scaled(font, by: self, compatibleWith: traits)
  }

  /// `value` scaled from the Large category to the traits' (Large without traits), as
  /// `UIFontMetrics.scaledValue(for:compatibleWith:)`.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: ContentSizeCategory.large)
  }
}
