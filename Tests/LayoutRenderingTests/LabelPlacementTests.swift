import Foundation
import Testing

@testable import LayoutRendering

/// ``LabelPlacement``'s invariant — every placed box inside the bounds, none covering another or
/// an obstacle — and its order of choice: the first clear candidate, else a ring spot with a
/// leader, else left out and counted. Expected boxes are worked out by hand from the sizes.
@Suite("Label placement")
struct LabelPlacementTests {
  static let canvas = CGRect(x: 0, y: 0, width: 200, height: 100)

  @Test("The first clear candidate wins, without a leader")
  func firstClearCandidate() {
    var placement = LabelPlacement(bounds: Self.canvas)
    // A 20 × 10 box centred on (50, 50): (40, 45).
    let first = placement.place(size: CGSize(width: 20, height: 10), candidates: [CGPoint(x: 50, y: 50)], anchor: .zero)
    #expect(first == LabelPlacement.Placement(box: CGRect(x: 40, y: 45, width: 20, height: 10), leader: nil))
    // The same spot is taken: the second candidate, centred on (50, 70), is clear.
    let second = placement.place(
      size: CGSize(width: 20, height: 10), candidates: [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 70)], anchor: .zero)
    #expect(second?.box == CGRect(x: 40, y: 65, width: 20, height: 10))
    #expect(second?.leader == nil)
    #expect(placement.omitted == 0)
  }

  @Test("Boxes that only touch do not collide")
  func touchingIsClear() {
    var placement = LabelPlacement(bounds: Self.canvas)
    _ = placement.place(size: CGSize(width: 20, height: 10), candidates: [CGPoint(x: 50, y: 50)], anchor: .zero)
    // Centred on (70, 50): (60, 45), sharing the edge x = 60.
    let beside = placement.place(size: CGSize(width: 20, height: 10), candidates: [CGPoint(x: 70, y: 50)], anchor: .zero)
    #expect(beside?.box == CGRect(x: 60, y: 45, width: 20, height: 10))
  }

  @Test("A candidate past the edge is moved just inside the canvas")
  func movedInside() {
    var placement = LabelPlacement(bounds: Self.canvas)
    // Centred on (195, -2), a 20 × 10 box would be (185, -7): moved to x 180 (200 − 20), y 0.
    let box = placement.place(size: CGSize(width: 20, height: 10), candidates: [CGPoint(x: 195, y: -2)], anchor: .zero)
    #expect(box?.box == CGRect(x: 180, y: 0, width: 20, height: 10))
  }

  @Test("Obstacles (the views' text) are avoided; one reaching off the canvas is cut to it")
  func obstaclesAvoided() {
    let text = CGRect(x: 30, y: 40, width: 60, height: 20)
    var placement = LabelPlacement(bounds: Self.canvas, obstacles: [text, CGRect(x: -50, y: 0, width: 60, height: 100)])
    // (50, 50) lies on the text; (8, 20), a box from x 3, on the second obstacle (cut to x < 10);
    // (150, 50) is clear.
    let box = placement.place(
      size: CGSize(width: 10, height: 10),
      candidates: [CGPoint(x: 50, y: 50), CGPoint(x: 8, y: 20), CGPoint(x: 150, y: 50)], anchor: .zero)
    #expect(box?.box == CGRect(x: 145, y: 45, width: 10, height: 10))
    #expect(placement.isClear(CGRect(x: 10, y: 0, width: 5, height: 5)))
    #expect(!placement.isClear(CGRect(x: 5, y: 0, width: 5, height: 5)))
  }

  @Test("With every candidate taken, the label goes to a ring spot around its anchor, with a leader to it")
  func leaderWhenCandidatesAreTaken() {
    // Text covers the left half: the anchor (50, 50) and its candidate are in it.
    var placement = LabelPlacement(bounds: Self.canvas, obstacles: [CGRect(x: 0, y: 0, width: 100, height: 100)])
    let anchor = CGPoint(x: 90, y: 50)
    let moved = placement.place(size: CGSize(width: 10, height: 10), candidates: [anchor], anchor: anchor)
    // The first ring's radius is one step (10 + 2) plus half the box (5): 17. Its first spot, to
    // the right, is centred on (107, 50): the box (102, 45), clear of the text (x < 100).
    #expect(moved == LabelPlacement.Placement(box: CGRect(x: 102, y: 45, width: 10, height: 10), leader: anchor))
  }

  @Test("A label with no room anywhere is left out and counted")
  func omittedWhenFull() {
    var placement = LabelPlacement(bounds: Self.canvas, obstacles: [Self.canvas])
    #expect(placement.place(size: CGSize(width: 10, height: 10), candidates: [CGPoint(x: 5, y: 5)], anchor: .zero) == nil)
    // Larger than the canvas: never placed.
    var empty = LabelPlacement(bounds: Self.canvas)
    #expect(empty.place(size: CGSize(width: 300, height: 10), candidates: [CGPoint(x: 100, y: 50)], anchor: .zero) == nil)
    #expect(placement.omitted == 1)
    #expect(empty.omitted == 1)
    #expect(empty.placed.isEmpty)
  }

  @Test("Many labels on one spot: none overlaps another or leaves the canvas, and the same input places the same")
  func manyLabelsInvariant() {
    func run() -> LabelPlacement {
      var placement = LabelPlacement(bounds: Self.canvas, obstacles: [CGRect(x: 80, y: 30, width: 40, height: 40)])
      for index in 0..<60 {
        let width = CGFloat(10 + index % 7 * 5)
        _ = placement.place(
          size: CGSize(width: width, height: 12), candidates: [CGPoint(x: 100, y: 50), CGPoint(x: 100, y: 20)],
          anchor: CGPoint(x: 100, y: 50))
      }
      return placement
    }
    let placement = run()
    let boxes = placement.placed
    // Sixty labels cannot all fit in 200 × 100 around the middle: some are left out, and every
    // label is either placed or counted.
    #expect(boxes.count + placement.omitted == 60)
    #expect(placement.omitted > 0)
    for (i, a) in boxes.enumerated() {
      #expect(Self.canvas.contains(a))
      #expect(!a.insetBy(dx: 0.01, dy: 0.01).intersects(CGRect(x: 80, y: 30, width: 40, height: 40)))
      for b in boxes[(i + 1)...] { #expect(!a.insetBy(dx: 0.01, dy: 0.01).intersects(b), "\(a) covers \(b)") }
    }
    #expect(run().placed == boxes)
  }
}
