import Foundation
import Testing

@testable import OpenAutoLayout

extension TraitDataTests {
  @Suite("Dynamic Type (behaviour-2 §1.21, §2.5)", .timeLimit(.minutes(10)))
  struct DynamicType {
    @Test("The book's values: Body 17 at Large; Headline semibold, 14 at XS, 17 at L, 23 at XXXL")
    func bookValues() {
      #expect(TextStyle.body.pointSize(for: .large) == 17)
      #expect(TextStyle.body.weight == .regular)
      #expect(TextStyle.headline.weight == .semibold)
      #expect(TextStyle.headline.pointSize(for: .extraSmall) == 14)
      #expect(TextStyle.headline.pointSize(for: .large) == 17)
      #expect(TextStyle.headline.pointSize(for: .extraExtraExtraLarge) == 23)
    }

    /// §2.5, the rows for XS, L (default) and AX3, in the table's column order: LT, T1, T2, T3,
    /// Head, Body, Call, Sub, Foot, Cap1, Cap2.
    @Test(
      "§2.5: whole rows of Apple's table",
      arguments: [
        (ContentSizeCategory.extraSmall, [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
        (.large, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]),
        (.accessibilityLarge, [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]),
        (.accessibilityExtraLarge, [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]),
        (.accessibilityExtraExtraExtraLarge, [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]),
      ] as [(ContentSizeCategory, [Double])])
    func rows(category: ContentSizeCategory, sizes: [Double]) {
      let columns: [TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2,
      ]
      #expect(columns.map { Double($0.pointSize(for: category)) } == sizes)
    }

    @Test("Every style grows (or holds) with the category, and unspecified is Large", arguments: TextStyle.allCases)
    func monotonic(style: TextStyle) {
      let sizes = ContentSizeCategory.sizes.map(style.pointSize(for:))
      #expect(sizes.count == 12)
      #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 })
      #expect(style.pointSize(for: .unspecified) == style.pointSize(for: .large))
      #expect(style.defaultPointSize == style.pointSize(for: .large))
    }

    /// §1.21: the raw values used as plist keys.
    @Test("UIKit's raw names")
    func rawValues() {
      #expect(TextStyle.allCases.count == 11)
      #expect(TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
      #expect(TextStyle.title1.rawValue == "UICTFontTextStyleTitle1")
      #expect(TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
      #expect(TextStyle.body.rawValue == "UICTFontTextStyleBody")
      #expect(TextStyle.caption2.rawValue == "UICTFontTextStyleCaption2")
      #expect(TextStyle(rawValue: "UICTFontTextStyleHeadline") == .headline)
    }

    @Test("FontWeight orders by its CSS value")
    func weights() {
      #expect(FontWeight.regular.cssValue == 400)
      #expect(FontWeight.semibold.cssValue == 600)
      #expect(FontWeight.black.cssValue == 900)
      #expect(FontWeight.light < .regular)
    }

    /// UIFontMetrics: a custom font designed at the style's Large size follows the style.
    @Test("FontMetrics scales by the style's size over its Large size")
    func fontMetrics() {
      let body = FontMetrics(forTextStyle: .body)
      #expect(FontMetrics.default == body)
      // A custom 17-point body font becomes exactly Body's size at every category.
      for category in ContentSizeCategory.sizes {
        #expect(abs(body.scaledPointSize(for: 17, compatibleWith: category) - TextStyle.body.pointSize(for: category)) < 1e-9)
      }
      // Hand-derived: 24 × 23 / 17 at XXXL, 24 × 14 / 17 at XS (it shrinks, as UIKit's does).
      #expect(abs(body.scaledPointSize(for: 24, compatibleWith: .extraExtraExtraLarge) - 24 * 23 / 17) < 1e-9)
      #expect(abs(body.scaledPointSize(for: 24, compatibleWith: .extraSmall) - 24 * 14 / 17) < 1e-9)
      #expect(body.scaledPointSize(for: 24, maximumPointSize: 28, compatibleWith: .accessibilityMedium) == 28)
      #expect(body.scaledValue(for: 44, compatibleWith: .large) == 44)
      #expect(body.scaledValue(for: 44, compatibleWith: .unspecified) == 44)
      // Caption 2 holds at 11 from XS to L, so values scaled with it hold too.
      #expect(FontMetrics(forTextStyle: .caption2).scaledValue(for: 30, compatibleWith: .extraSmall) == 30)
      let traits = TraitCollection(preferredContentSizeCategory: .extraExtraLarge)
      #expect(abs(body.scaledValue(for: 17, compatibleWith: traits) - 21) < 1e-9)
    }
  }
}
