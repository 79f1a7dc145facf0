import Foundation
import Testing

@testable import OpenAutoLayout

/// Geometry/PixelGrid.swift (spec decision 9): each edge rounded to the nearest 1/scale in root
/// coordinates, then origin and size derived, every number the `Double` nearest its grid value.
@Suite("Pixel grid: frames are exact grid values", .timeLimit(.minutes(10)))
struct PixelGridTests {
  // A view 40.1 and 0.45 into a superview whose origin in root coordinates is (20.3, 10.1),
  // 39.9 × 20.3. By hand, its edges in root coordinates are 60.4 … 100.3 across and
  // 10.55 … 30.85 down; the superview's origin 20.3, 10.1. Times the scale, to whole pixels:
  //
  //   scale 1: edges 60 … 100, 11 … 31;     origin 20, 10   → (40, 1) 40 × 20
  //   scale 2: edges 121 … 201, 21 … 62;   origin 41, 20   → (80, 1) 80 × 41 pixels
  //   scale 3: edges 181 … 301, 32 … 93;   origin 61, 30   → (120, 2) 120 × 61 pixels
  //
  // so (40, 0.5) 40 × 20.5 at 2x and (40, 2/3) 40 × 61/3 at 3x: one division of whole pixels,
  // never the difference of two quotients (181/3 − 61/3 is 40.00000000000001 in doubles).
  static let cases: [(scale: CGFloat, pixels: [CGFloat])] = [
    (1, [40, 1, 40, 20]), (2, [80, 1, 80, 41]), (3, [120, 2, 120, 61]),
  ]

  @Test("A rectangle in a superview's bounds rounds to whole pixels over the scale", arguments: [1, 2, 3])
  func roundInBounds(scale: Int) throws {
    let scale = CGFloat(scale)
    let pixels = try #require(Self.cases.first { $0.scale == scale }?.pixels)
    let rounded = PixelGrid.round(
      CGRect(x: 40.1, y: 0.45, width: 39.9, height: 20.3), inBoundsAt: CGPoint(x: 20.3, y: 10.1), scale: scale)
    #expect([rounded.minX, rounded.minY, rounded.width, rounded.height] == pixels.map { $0 / scale })
  }

  @Test("A rectangle in root coordinates: 20.3 … 120.6 at 3x is 61/3 wide 301/3")
  func roundInRoot() {
    // 20.3 × 3 = 60.9 → 61; 120.6 × 3 = 361.8 → 362; 10.1 × 3 = 30.3 → 30; 60.3 × 3 = 180.9 → 181.
    let rounded = PixelGrid.round(CGRect(x: 20.3, y: 10.1, width: 100.3, height: 50.2), scale: 3)
    let expected: [CGFloat] = [61.0 / 3, 10, 301.0 / 3, 151.0 / 3]
    #expect([rounded.minX, rounded.minY, rounded.width, rounded.height] == expected)
  }

  @Test("Laid out at 3x, views get sizes that are exact thirds")
  func viewSizesAtScale3() throws {
    let root = makeRoot(200, 100)
    root.overrideTraitCollection = TraitCollection(displayScale: 3)
    let outer = addView("outer", to: root)
    let inner = addView("inner", to: outer)
    try LayoutConstraint.activateOrThrow([
      outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20.3),
      outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 10.1),
      outer.widthAnchor.constraint(equalToConstant: 100.3),
      outer.heightAnchor.constraint(equalToConstant: 50.2),
      inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 40.1),
      inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 0.45),
      inner.widthAnchor.constraint(equalToConstant: 39.9),
      inner.heightAnchor.constraint(equalToConstant: 20.3),
    ])
    root.layoutIfNeeded()
    // The derivations above: outer 61 … 362 by 30 … 181 pixels, inner 120 by 61.
    #expect(outer.bounds.size == CGSize(width: 301.0 / 3, height: 151.0 / 3))
    #expect(inner.bounds.size == CGSize(width: 40, height: 61.0 / 3))
    // The frame's origin is read back through its centre, so only to within a few ulps.
    expectFrame(outer, 61.0 / 3, 10, 301.0 / 3, 151.0 / 3, tolerance: 1e-12)
    expectFrame(inner, 40, 2.0 / 3, 40, 61.0 / 3, tolerance: 1e-12)
  }
}
