import Foundation
import Testing

@testable import OpenAutoLayout

// Behaviour-2 scenarios S43–S45 ("Geometry & pixels"), with the expected values the spec gives.

@Suite(.timeLimit(.minutes(10))) struct Behaviour2GeometryScenarioTests {

  // MARK: S43 — frame / bounds / center / transform

  @Test func s43FrameBoundsCenter() {
    let green = View(frame: CGRect(x: 50, y: 100, width: 150, height: 100))
    #expect(green.center == CGPoint(x: 125, y: 150))
    #expect(green.bounds == CGRect(x: 0, y: 0, width: 150, height: 100))
    expectFrame(green, 50, 100, 150, 100)
  }

  @Test func s43RotationKeepsCenterAndBounds() {
    let green = View(frame: CGRect(x: 50, y: 100, width: 150, height: 100))
    green.transform = AffineTransform(rotationByRadians: .pi / 4)
    #expect(green.center == CGPoint(x: 125, y: 150))
    #expect(green.bounds == CGRect(x: 0, y: 0, width: 150, height: 100))
    // The bounding box: each side (150 + 100)/√2 = 176.777.
    expectFrame(green, 36.612, 61.612, 176.777, 176.777)
  }

  @Test func s43ScaleKeepsBounds() {
    let green = View(frame: CGRect(x: 50, y: 100, width: 150, height: 100))
    green.transform = AffineTransform(scaleByX: 2, byY: 0.5)
    #expect(green.bounds == CGRect(x: 0, y: 0, width: 150, height: 100))
    #expect(green.center == CGPoint(x: 125, y: 150))
    expectFrame(green, -25, 125, 300, 50)
    green.transform = .identity
    expectFrame(green, 50, 100, 150, 100)
  }

  @Test func s43BoundsSizeThenCenter() {
    let view = View(frame: CGRect(x: 25, y: 25, width: 125, height: 125))
    #expect(view.center == CGPoint(x: 87.5, y: 87.5))
    view.bounds.size = CGSize(width: 50, height: 50)
    expectFrame(view, 62.5, 62.5, 50, 50)
    #expect(view.center == CGPoint(x: 87.5, y: 87.5))
    view.center = CGPoint(x: 100, y: 100)
    expectFrame(view, 75, 75, 50, 50)
  }

  @Test func s43RectArithmetic() {
    let rect = CGRect(x: 100, y: 100, width: 200, height: 100)
    #expect(rect.insetBy(dx: 20, dy: 20) == CGRect(x: 120, y: 120, width: 160, height: 60))
    #expect(rect.offsetBy(dx: 20, dy: 20) == CGRect(x: 120, y: 120, width: 200, height: 100))
  }

  // MARK: S44 — subview ordering

  @Test func s44SubviewOrdering() {
    let yellow = View(), green = View(), blue = View(), white = View(), red = View()
    yellow.addSubview(green)
    green.insertSubview(blue, at: 0)
    green.insertSubview(white, aboveSubview: blue)
    green.insertSubview(red, belowSubview: white)
    #expect(green.subviews.map(ObjectIdentifier.init) == [blue, red, white].map(ObjectIdentifier.init))
    #expect(green.superview === yellow)
    #expect([blue, red, white].allSatisfy { $0.superview === green })

    white.removeFromSuperview()
    #expect(green.subviews.map(ObjectIdentifier.init) == [blue, red].map(ObjectIdentifier.init))
    #expect(white.superview == nil)

    green.bringSubviewToFront(blue)
    #expect(green.subviews.map(ObjectIdentifier.init) == [red, blue].map(ObjectIdentifier.init))

    green.exchangeSubview(at: 0, withSubviewAt: 1)
    #expect(green.subviews.map(ObjectIdentifier.init) == [blue, red].map(ObjectIdentifier.init))
  }

  // MARK: S45 — pixel rounding (decision 9)

  /// A horizontal fill-equally stack 100 wide, spacing 0, with 3 views: 33.333… each.
  private func thirds(scale: CGFloat?) throws -> (View, StackView, [View]) {
    let root = makeRoot(375, 667)
    if let scale { root.overrideTraitCollection = TraitCollection(displayScale: scale) }
    let items = (0..<3).map { index -> View in
      let view = View()
      view.accessibilityIdentifier = "third\(index)"
      return view
    }
    let stack = makeStack("stack", items, distribution: .fillEqually)
    root.addSubview(stack)
    try LayoutConstraint.activateOrThrow([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.widthAnchor.constraint(equalToConstant: 100),
      stack.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    return (root, stack, items)
  }

  /// The expected frames per scale, from the spec: (x, width) of each third.
  private static let expected: [(scale: CGFloat, frames: [(CGFloat, CGFloat)])] = [
    (3, [(0, 100.0 / 3), (100.0 / 3, 100.0 / 3), (200.0 / 3, 100.0 / 3)]),
    (2, [(0, 33.5), (33.5, 33), (66.5, 33.5)]),
    (1, [(0, 33), (33, 34), (67, 33)]),
  ]

  @Test(arguments: [CGFloat(3), 2, 1])
  func s45EdgesRoundToThePixelGrid(scale: CGFloat) throws {
    let (_, stack, items) = try thirds(scale: scale)
    let frames = Self.expected.first { $0.scale == scale }!.frames
    for (item, frame) in zip(items, frames) {
      expectFrame(item, frame.0, 0, frame.1, 20, tolerance: 1e-9)
    }
    // No gaps, no overlaps.
    for (left, right) in zip(items, items.dropFirst()) {
      #expect(abs(left.frame.maxX - right.frame.minX) < 1e-9)
    }
    #expect(abs(items[2].frame.maxX - stack.bounds.width) < 1e-9)
    // The unrounded engine values stay available.
    for (index, item) in items.enumerated() {
      let unrounded = try #require(item.unroundedFrame)
      expectRect(unrounded, CGFloat(index) * 100 / 3, 0, 100.0 / 3, 20, tolerance: 1e-9, "\(item.layoutName) unrounded")
    }
  }

  @Test func s45ScaleChangeOnALiveHierarchyReroundsEveryLevel() throws {
    let (root, _, items) = try thirds(scale: 3)
    for (scale, frames) in [Self.expected[1], Self.expected[2], Self.expected[0]] {
      root.overrideTraitCollection = TraitCollection(displayScale: scale)
      root.layoutIfNeeded()
      for (item, frame) in zip(items, frames) {
        expectFrame(item, frame.0, 0, frame.1, 20, tolerance: 1e-9)
      }
    }
  }
}
