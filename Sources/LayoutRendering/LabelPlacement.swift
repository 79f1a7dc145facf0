import Foundation

/// Where the drawing's small labels go (constraint constants, equal-size badges, view and guide
/// ids), so that they can be read: no placed label covers another, covers an obstacle (the
/// views' own text), or reaches outside the canvas.
///
/// Each label offers its positions in order of preference (along its constraint, the corners of
/// its view); the first clear one wins. When none is clear, the label is moved to the nearest
/// clear spot around its anchor and drawn with a leader line back to it; when there is none
/// either, it is left out and counted in ``omitted``, which the legend reports. Placement is
/// deterministic: the same labels asked for in the same order land in the same places.
package struct LabelPlacement: Sendable {
  /// Where one label went.
  package struct Placement: Sendable, Equatable {
    /// The label's box, inside the bounds and clear of every other box.
    package var box: CGRect
    /// The point a leader line goes back to, when the label had to move away from its anchor.
    package var leader: CGPoint?

    package var center: CGPoint { CGPoint(x: box.midX, y: box.midY) }
  }

  /// The canvas: every placed box lies inside it.
  package let bounds: CGRect
  /// The boxes placed so far, in order.
  package private(set) var placed: [CGRect] = []
  /// How many labels could not be placed anywhere.
  package private(set) var omitted = 0
  private var occupied = BoxIndex()

  /// A placement on `bounds` whose labels keep clear of `obstacles` (text the views draw).
  package init(bounds: CGRect, obstacles: [CGRect] = []) {
    self.bounds = bounds.standardized
    for obstacle in obstacles {
      let visible = obstacle.standardized.intersection(self.bounds)
      if !visible.isNull, visible.width > 0, visible.height > 0 { occupied.insert(visible) }
    }
  }

  /// Places a `size` label at the first of `candidates` (its centres, in order of preference)
  /// where it is clear; a candidate that reaches out of the bounds is first moved just inside.
  /// Failing those, the clear spot nearest `anchor` on rings around it, with a leader line to
  /// `anchor`; failing that, nothing.
  ///
  /// - Returns: Where the label goes, or nil when it is left out (counted in ``omitted``).
  package mutating func place(size: CGSize, candidates: [CGPoint], anchor: CGPoint) -> Placement? {
    guard size.width > 0, size.height > 0, size.width <= bounds.width, size.height <= bounds.height,
      anchor.x.isFinite, anchor.y.isFinite
    else {
      omitted += 1
      return nil
    }
    for candidate in candidates where candidate.x.isFinite && candidate.y.isFinite {
      let box = inside(centeredBox(candidate, size))
      if isClear(box) { return accept(Placement(box: box, leader: nil)) }
    }
    // Rings around the anchor, nearest first; on each, twelve directions starting to the right
    // and turning clockwise (y grows down), so that the search always visits spots in one order.
    let step = max(size.height, 10) + 2
    for ring in 1...8 {
      let radius = CGFloat(ring) * step + max(size.width, size.height) / 2
      for index in 0..<12 {
        let angle = CGFloat(index) * .pi / 6
        let center = CGPoint(x: anchor.x + radius * cos(angle), y: anchor.y + radius * sin(angle))
        let box = inside(centeredBox(center, size))
        if isClear(box) { return accept(Placement(box: box, leader: anchor)) }
      }
    }
    omitted += 1
    return nil
  }

  /// Whether `box` is inside the bounds and covers no placed box or obstacle. Boxes that only
  /// touch do not cover each other.
  package func isClear(_ box: CGRect) -> Bool {
    bounds.insetBy(dx: -0.001, dy: -0.001).contains(box) && !occupied.intersects(box.insetBy(dx: 0.01, dy: 0.01))
  }

  private mutating func accept(_ placement: Placement) -> Placement {
    occupied.insert(placement.box)
    placed.append(placement.box)
    return placement
  }

  private func centeredBox(_ center: CGPoint, _ size: CGSize) -> CGRect {
    CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
  }

  /// `box` moved the least distance that brings it inside the bounds (it fits: checked by `place`).
  private func inside(_ box: CGRect) -> CGRect {
    var box = box
    box.origin.x = min(max(box.minX, bounds.minX), bounds.maxX - box.width)
    box.origin.y = min(max(box.minY, bounds.minY), bounds.maxY - box.height)
    return box
  }
}

/// Boxes in the cells of a coarse grid, so that testing one of thousands of labels looks only at
/// its neighbours; boxes too large for the grid are kept in a list of their own.
struct BoxIndex: Sendable {
  private var buckets: [Int64: [CGRect]] = [:]
  private var large: [CGRect] = []
  private let cell: CGFloat = 64

  func intersects(_ rect: CGRect) -> Bool {
    if large.contains(where: { $0.intersects(rect) }) { return true }
    guard let keys = keys(of: rect) else { return false }
    return keys.contains { key in buckets[key]?.contains { $0.intersects(rect) } ?? false }
  }

  mutating func insert(_ rect: CGRect) {
    guard let keys = keys(of: rect) else { return large.append(rect) }
    for key in keys { buckets[key, default: []].append(rect) }
  }

  /// The cells `rect` covers; nil when they are too many (or it is not finite).
  private func keys(of rect: CGRect) -> [Int64]? {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
      rect.width < cell * 8, rect.height < cell * 8
    else { return nil }
    let columns = Int64((rect.minX / cell).rounded(.down))...Int64((rect.maxX / cell).rounded(.down))
    let rows = Int64((rect.minY / cell).rounded(.down))...Int64((rect.maxY / cell).rounded(.down))
    return rows.flatMap { row in columns.map { row &* 1_000_003 &+ $0 } }
  }
}
