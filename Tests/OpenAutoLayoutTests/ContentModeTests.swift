import Foundation
import Testing

@testable import OpenAutoLayout

/// Content modes (behaviour-1 §1.20): every case against rectangles computed by hand from the
/// spec's rules, then the geometric promises of each group on seeded random sizes.
@Suite("Content modes: placing content in bounds", .timeLimit(.minutes(10)))
struct ContentModeTests {
  /// Bounds off the origin, so that a mode that forgets the origin fails.
  static let bounds = CGRect(x: 10, y: 20, width: 100, height: 50)

  @Test(
    "Position modes keep the content's size and put it at the named edge or centre",
    arguments: [
      // Content 40 × 20 in (10, 20, 100, 50): centred x = 10 + (100 − 40)/2 = 40,
      // centred y = 20 + (50 − 20)/2 = 35, right x = 110 − 40 = 70, bottom y = 70 − 20 = 50.
      (ContentMode.center, CGRect(x: 40, y: 35, width: 40, height: 20)),
      (.top, CGRect(x: 40, y: 20, width: 40, height: 20)),
      (.bottom, CGRect(x: 40, y: 50, width: 40, height: 20)),
      (.left, CGRect(x: 10, y: 35, width: 40, height: 20)),
      (.right, CGRect(x: 70, y: 35, width: 40, height: 20)),
      (.topLeft, CGRect(x: 10, y: 20, width: 40, height: 20)),
      (.topRight, CGRect(x: 70, y: 20, width: 40, height: 20)),
      (.bottomLeft, CGRect(x: 10, y: 50, width: 40, height: 20)),
      (.bottomRight, CGRect(x: 70, y: 50, width: 40, height: 20)),
    ])
  func positionModes(mode: ContentMode, expected: CGRect) {
    #expect(mode.contentRect(forContentSize: CGSize(width: 40, height: 20), in: Self.bounds) == expected)
    #expect(!mode.scalesContent)
  }

  @Test("Scale to fill and redraw stretch the content to the bounds, whatever its shape")
  func fillModes() {
    for mode in [ContentMode.scaleToFill, .redraw] {
      #expect(mode.contentRect(forContentSize: CGSize(width: 7, height: 300), in: Self.bounds) == Self.bounds)
      #expect(mode.scalesContent)
    }
    #expect(ContentMode.allCases.count == 13)
  }

  @Test("Aspect fit and aspect fill scale a tall image by the smaller and the larger ratio, centred")
  func aspectModes() {
    // Content 50 × 100 in 100 × 50: the ratios are 2 (width) and 0.5 (height).
    let tall = CGSize(width: 50, height: 100)
    // Fit: × 0.5 → 25 × 50, x = 10 + (100 − 25)/2 = 47.5, y = 20.
    #expect(ContentMode.scaleAspectFit.contentRect(forContentSize: tall, in: Self.bounds)
      == CGRect(x: 47.5, y: 20, width: 25, height: 50))
    // Fill: × 2 → 100 × 200, x = 10, y = 20 + (50 − 200)/2 = −55.
    #expect(ContentMode.scaleAspectFill.contentRect(forContentSize: tall, in: Self.bounds)
      == CGRect(x: 10, y: -55, width: 100, height: 200))
    // A wide image: 300 × 50 (ratios 1/3 and 1). Fit × 1/3 → 100 × 50/3; fill × 1 → 300 × 50.
    let wide = CGSize(width: 300, height: 50)
    let fit = ContentMode.scaleAspectFit.contentRect(forContentSize: wide, in: Self.bounds)
    #expect(fit.minX == 10 && fit.width == 100)
    #expect(abs(fit.height - 50.0 / 3) < 1e-9 && abs(fit.midY - 45) < 1e-9)
    #expect(ContentMode.scaleAspectFill.contentRect(forContentSize: wide, in: Self.bounds)
      == CGRect(x: -90, y: 20, width: 300, height: 50))
  }

  @Test("Empty or bad content: aspect modes have nothing to scale; bad components count as zero")
  func degenerateContent() {
    let centre = CGRect(x: 60, y: 45, width: 0, height: 0)
    #expect(ContentMode.scaleAspectFit.contentRect(forContentSize: .zero, in: Self.bounds) == centre)
    #expect(ContentMode.scaleAspectFill.contentRect(forContentSize: CGSize(width: 10, height: 0), in: Self.bounds) == centre)
    #expect(ContentMode.scaleAspectFit.contentRect(forContentSize: CGSize(width: CGFloat.nan, height: 5), in: Self.bounds) == centre)
    #expect(ContentMode.center.contentRect(forContentSize: CGSize(width: -40, height: CGFloat.infinity), in: Self.bounds) == centre)
    #expect(ContentMode.scaleToFill.contentRect(forContentSize: .zero, in: Self.bounds) == Self.bounds)
  }

  @Test("Random sizes: fit stays inside touching two opposite edges, fill covers, positions keep the size")
  func randomSizes() {
    var random = SplitMix64(seed: 20)
    let tolerance = 1e-9
    for _ in 0..<500 {
      let bounds = CGRect(
        x: CGFloat(random.int(-50...50)), y: CGFloat(random.int(-50...50)),
        width: CGFloat(random.int(1...400)) / 4, height: CGFloat(random.int(1...400)) / 4)
      let content = CGSize(width: CGFloat(random.int(1...400)) / 4, height: CGFloat(random.int(1...400)) / 4)
      let context = "content \(content) in \(bounds)"

      let fit = ContentMode.scaleAspectFit.contentRect(forContentSize: content, in: bounds)
      #expect(fit.minX >= bounds.minX - tolerance && fit.maxX <= bounds.maxX + tolerance, "\(context)")
      #expect(fit.minY >= bounds.minY - tolerance && fit.maxY <= bounds.maxY + tolerance, "\(context)")
      let touchesSides = abs(fit.minX - bounds.minX) < tolerance && abs(fit.maxX - bounds.maxX) < tolerance
      let touchesEnds = abs(fit.minY - bounds.minY) < tolerance && abs(fit.maxY - bounds.maxY) < tolerance
      #expect(touchesSides || touchesEnds, "\(context)")

      let fill = ContentMode.scaleAspectFill.contentRect(forContentSize: content, in: bounds)
      #expect(fill.minX <= bounds.minX + tolerance && fill.maxX >= bounds.maxX - tolerance, "\(context)")
      #expect(fill.minY <= bounds.minY + tolerance && fill.maxY >= bounds.maxY - tolerance, "\(context)")

      // Both keep the aspect ratio and the centre.
      for rect in [fit, fill] {
        #expect(abs(rect.width * content.height - rect.height * content.width) < 1e-6, "\(context)")
        #expect(abs(rect.midX - bounds.midX) < tolerance && abs(rect.midY - bounds.midY) < tolerance, "\(context)")
      }

      for mode in ContentMode.allCases where !mode.scalesContent {
        let rect = mode.contentRect(forContentSize: content, in: bounds)
        #expect(rect.size == content, "\(mode): \(context)")
      }
    }
  }
}
