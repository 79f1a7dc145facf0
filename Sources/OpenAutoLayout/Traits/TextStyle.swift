import Foundation

/// A Dynamic Type text style, as UIKit's `UIFont.TextStyle`: the system font at a size and
/// weight chosen by the reader's content size category (behaviour-2 §1.21).
///
/// Raw values are UIKit's, as plists and `UIFontDescriptor` attributes spell them
/// (`UICTFontTextStyleBody`).
public enum TextStyle: String, CaseIterable, Sendable, Hashable {
  /// Large titles (iOS 11): 34 points at Large.
  case largeTitle = "UICTFontTextStyleTitle0"
  /// First-level titles (iOS 9): 28 points at Large.
  case title1 = "UICTFontTextStyleTitle1"
  /// Second-level titles (iOS 9): 22 points at Large.
  case title2 = "UICTFontTextStyleTitle2"
  /// Third-level titles (iOS 9): 20 points at Large.
  case title3 = "UICTFontTextStyleTitle3"
  /// Headings: Body's size, semibold.
  case headline = "UICTFontTextStyleHeadline"
  /// Body text: 17 points at Large.
  case body = "UICTFontTextStyleBody"
  /// Callouts (iOS 9): 16 points at Large.
  case callout = "UICTFontTextStyleCallout"
  /// Subheadings: 15 points at Large.
  case subheadline = "UICTFontTextStyleSubhead"
  /// Footnotes: 13 points at Large.
  case footnote = "UICTFontTextStyleFootnote"
  /// Standard captions: 12 points at Large.
  case caption1 = "UICTFontTextStyleCaption1"
  /// Alternate captions: 11 points at Large.
  case caption2 = "UICTFontTextStyleCaption2"

  /// The style's weight: semibold for ``headline``, regular for the rest (Apple's HIG
  /// "Typography"; the book: "Headline is Semibold"). `title1` was light before iOS 11.
  public var weight: FontWeight { self == .headline ? .semibold : .regular }

  /// The style's point size at `category`, from Apple's Dynamic Type table (behaviour-2 §2.5).
  ///
  /// ``ContentSizeCategory/unspecified`` gives the Large size, UIKit's default.
  public func pointSize(for category: ContentSizeCategory) -> CGFloat {
    let sizes = Self.pointSizes[self]!
    guard let row = ContentSizeCategory.sizes.firstIndex(of: category) else { return sizes[3] }
    return sizes[row]
  }

  /// The style's point size at Large, the size custom fonts are designed at for ``FontMetrics``.
  public var defaultPointSize: CGFloat { pointSize(for: .large) }

  /// Point sizes by category, extra small to AX5 (the order of ``ContentSizeCategory/sizes``).
  ///
  /// Source: behaviour-2 §2.5, Apple's HIG table (iOS 12; the book states Body 17 at L and
  /// Headline 14 / 17 / 23 at XS / L / XXXL). temoki/UIKit_DynamicType printed the sizes UIKit
  /// returns on the iOS 13.3 simulator: every cell agrees except Caption 2 at AX5, 41 there and
  /// 40 here; the spec's 40 stands.
  static let pointSizes: [TextStyle: [CGFloat]] = [
    //            XS  S   M   L   XL  XXL XXXL AX1 AX2 AX3 AX4 AX5
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]
}

/// A font weight, as UIKit's `UIFont.Weight`, with its value on CSS's 100–900 scale (the scale
/// the text measurer's fonts use).
public enum FontWeight: String, CaseIterable, Sendable, Hashable, Comparable {
  /// CSS 100.
  case ultraLight
  /// CSS 200.
  case thin
  /// CSS 300.
  case light
  /// CSS 400: body text.
  case regular
  /// CSS 500.
  case medium
  /// CSS 600: headlines.
  case semibold
  /// CSS 700.
  case bold
  /// CSS 800.
  case heavy
  /// CSS 900.
  case black

  /// The weight on CSS's scale: 100 for ultra light up to 900 for black; regular is 400.
  public var cssValue: Int { (Self.allCases.firstIndex(of: self)! + 1) * 100 }

  /// Lighter weights order first.
  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.cssValue < rhs.cssValue }
}
