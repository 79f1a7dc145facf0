import Foundation
import Testing

@testable import OpenAutoLayout

extension TraitDataTests {
  @Suite("Readable width (behaviour-2 §1.22, §2.4, S35)", .timeLimit(.minutes(10)))
  struct ReadableWidths {
    @Test("The book's widths: 672 at Large, 560 at extra small")
    func bookWidths() {
      #expect(ReadableWidth.width(for: .large) == 672)
      #expect(ReadableWidth.width(for: .extraSmall) == 560)
      #expect(ReadableWidth.width(for: .unspecified) == 672)
    }

    @Test("The width grows with the category")
    func monotonic() {
      let widths = ContentSizeCategory.sizes.map(ReadableWidth.width(for:))
      #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 })
    }

    /// S35: a view with 20-point side margins (16 on the iPhone), the guide centred in the
    /// margins and capped at them.
    @Test(
      "S35: the guide's x and width",
      arguments: [
        ("iPad Pro 10.5\"", Orientation.landscape, 1112.0, 20.0, ContentSizeCategory.large, 220.0, 672.0),
        ("iPad Pro 10.5\"", .landscape, 1112, 20, .extraSmall, 276, 560),
        ("iPad Pro 10.5\"", .portrait, 834, 20, .large, 81, 672),
        ("iPad Pro 10.5\"", .portrait, 834, 20, .extraSmall, 137, 560),
        ("iPad Air 2", .landscape, 1024, 20, .large, 176, 672),
        ("iPhone 8", .portrait, 375, 16, .large, 16, 343),
        ("iPhone 8", .portrait, 375, 16, .extraSmall, 16, 343),
        ("iPhone 8", .portrait, 375, 16, .accessibilityExtraExtraExtraLarge, 16, 343),
      ] as [(String, Orientation, CGFloat, CGFloat, ContentSizeCategory, CGFloat, CGFloat)])
    func s35(
      name: String, orientation: Orientation, width: CGFloat, margin: CGFloat, category: ContentSizeCategory,
      x: CGFloat, guideWidth: CGFloat
    ) throws {
      let screen = try catalogued(name).screen(orientation)
      #expect(screen.size.width == width)
      let margins = CGRect(x: margin, y: 30, width: width - 2 * margin, height: 500)
      let guide = ReadableWidth.frame(inMargins: margins, for: category)
      #expect(guide.minX == x)
      #expect(guide.width == guideWidth)
      // "The guide's top and bottom equal the margins guide's."
      #expect(guide.minY == margins.minY && guide.maxY == margins.maxY)
    }
  }
}
