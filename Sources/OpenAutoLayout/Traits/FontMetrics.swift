import Foundation

/// Scales custom fonts and layout values with Dynamic Type, as UIKit's `UIFontMetrics`
/// (behaviour-2 §1.21): a font designed at a text style's Large size grows and shrinks with the
/// reader's content size category as that style does.
///
/// The factor is the style's size at the category over its size at Large (``TextStyle/pointSize(for:)``),
/// so a custom 17-point body font becomes 23 points at XXXL and 14 at XS. UIKit's own curve is
/// not public; for sizes other than the style's own it may differ from this ratio by a fraction
/// of a point. Like UIKit, the scaling has no floor: at the small categories fonts shrink below
/// their design size (the book's hand-rolled helper, which never shrinks, is a different rule).
/// Give a ceiling with `maximumPointSize` where the layout cannot grow.
///
/// ```swift
/// let metrics = FontMetrics(forTextStyle: .headline)
/// metrics.scaledValue(for: 44, compatibleWith: .extraExtraExtraLarge)  // 44 × 23 / 17 ≈ 59.5
/// ```
public struct FontMetrics: Sendable, Hashable {
  /// The style whose scaling this follows.
  public let textStyle: TextStyle

  /// Metrics that scale as `textStyle` does.
  public init(forTextStyle textStyle: TextStyle) {
    self.textStyle = textStyle
  }

  /// Metrics that scale as Body does, as `UIFontMetrics.default`.
  public static let `default` = FontMetrics(forTextStyle: .body)

  /// The factor at `category`: the style's size there over its size at Large. 1 at Large and
  /// at ``ContentSizeCategory/unspecified``.
  public func scaleFactor(for category: ContentSizeCategory) -> CGFloat {
    textStyle.pointSize(for: category) / textStyle.defaultPointSize
  }

  /// `value`, a height or spacing designed at the Large size, scaled to `category`, as
  /// `UIFontMetrics.scaledValue(for:compatibleWith:)`.
  public func scaledValue(for value: CGFloat, compatibleWith category: ContentSizeCategory) -> CGFloat {
    value * scaleFactor(for: category)
  }

  /// `value` scaled to the traits' content size category.
  public func scaledValue(for value: CGFloat, compatibleWith traits: TraitCollection) -> CGFloat {
    scaledValue(for: value, compatibleWith: traits.preferredContentSizeCategory)
  }

  /// The point size a custom font designed at `pointSize` has at `category`, as
  /// `UIFontMetrics.scaledFont(for:maximumPointSize:compatibleWith:)` scales it: no larger than
  /// `maximumPointSize` when one is given.
  public func scaledPointSize(
    for pointSize: CGFloat, maximumPointSize: CGFloat? = nil, compatibleWith category: ContentSizeCategory
  ) -> CGFloat {
    let scaled = scaledValue(for: pointSize, compatibleWith: category)
    return maximumPointSize.map { Swift.min(scaled, $0) } ?? scaled
  }
}
