import Foundation

/// The width of the readable content guide, as UIKit's `readableContentGuide` sizes it: a line
/// length comfortable to read at the reader's text size (behaviour-2 §1.22, §2.4).
///
/// The guide is centred in the layout margins guide and never wider than it; its top and
/// bottom are the margins guide's. On an iPhone in portrait the readable width exceeds the
/// margins, so the guide is the margins guide.
public enum ReadableWidth {
  /// The guide's width at `category`, before capping at the margins.
  ///
  /// - Large 672 and extra small 560 are the book's, measured on a 10.5" iPad Pro in both
  ///   orientations (§2.4; the author's blog also measures 672 on an iPad Air 2).
  /// - Small 600, medium 632, extra large 744, XXL 824 and XXXL 896 are UNVERIFIED: the spec's
  ///   recollection (§2.4), about 39–40 times the Body size.
  /// - The accessibility sizes are CHOSEN, not measured: 39 times the Body size (1092, 1287,
  ///   1560, 1833, 2067), the ratio XXXL shows (896 ≈ 39 × 23), so that the width keeps growing
  ///   with the text. All but AX1 on a 12.9- or 13-inch landscape screen are wider than any
  ///   iPad's margins, so there the guide is the margins guide.
  /// - ``ContentSizeCategory/unspecified`` gives Large's width.
  public static func width(for category: ContentSizeCategory) -> CGFloat {
    switch category {
    case .unspecified, .large: 672
    case .extraSmall: 560
    case .small: 600
    case .medium: 632
    case .extraLarge: 744
    case .extraExtraLarge: 824
    case .extraExtraExtraLarge: 896
    case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge:
      39 * TextStyle.body.pointSize(for: category)
    }
  }

  /// The guide's frame inside a view whose layout margins guide is `margins`: ``width(for:)``
  /// capped at the margins' width, centred in them, with their top and height.
  ///
  /// A 1112-wide view with 20-point margins gives x 220 and width 672 at Large (behaviour-2 S35).
  public static func frame(inMargins margins: CGRect, for category: ContentSizeCategory) -> CGRect {
    let width = Swift.min(self.width(for: category), margins.width)
    return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
  }
}
