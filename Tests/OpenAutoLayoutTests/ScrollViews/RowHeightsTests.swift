import Foundation
import Testing

@testable import OpenAutoLayout

/// The list's running sums of row heights against sums made row by row here. Heights are
/// multiples of a quarter, so that every sum is exact whatever order it is made in.
@Suite("Lists: the rows' running sums")
struct RowHeightsTests {
  /// Row `index`'s counted height under `basis`, summed row by row: the definition.
  private func tops(_ measured: [CGFloat?], _ basis: RowHeights.Basis) -> [CGFloat] {
    var tops: [CGFloat] = [0]
    for height in measured { tops.append(tops.last! + (basis.fixed ?? height ?? basis.estimate) + basis.separator) }
    return tops
  }

  /// The first row whose bottom is below `y`, scanning: the definition.
  private func firstRow(_ tops: [CGFloat], below y: CGFloat) -> Int {
    (0..<(tops.count - 1)).first { tops[$0 + 1] > y } ?? tops.count - 1
  }

  private func expectMatches(_ heights: RowHeights, _ basis: RowHeights.Basis, _ note: String) {
    let expected = tops(heights.measured, basis)
    #expect(heights.total == expected.last!, "\(note): total")
    for index in 0...heights.count where heights.top(ofRow: index) != expected[index] {
      Issue.record("\(note): top of row \(index) is \(heights.top(ofRow: index)), expected \(expected[index])")
    }
    // Offsets on every boundary, between them, and outside.
    var offsets: [CGFloat] = [-10, expected.last! + 10]
    for top in expected { offsets += [top - 0.25, top, top + 0.25] }
    for y in offsets where heights.firstRow(reachingBelow: y) != firstRow(expected, below: y) {
      Issue.record("\(note): first row below \(y) is \(heights.firstRow(reachingBelow: y)), expected \(firstRow(expected, below: y))")
    }
  }

  @Test("Sums and the row at an offset follow measurements, forgetting, resizing and a new basis", arguments: [1, 2, 7, 64, 100])
  func sumsFollowEveryChange(count: Int) {
    var generator = SplitMix64(seed: UInt64(count))
    var heights = RowHeights()
    heights.resize(to: count)
    var basis = RowHeights.Basis(fixed: nil, estimate: 44, separator: 0.5)
    heights.prepare(basis)
    expectMatches(heights, basis, "estimates only")
    for step in 0..<(3 * count) {
      let index = Int(generator.next() % UInt64(count))
      // Zero heights too, where rows share a top.
      let height = step % 5 == 0 ? 0 : CGFloat(generator.next() % 400) / 4
      heights.setMeasured(step % 7 == 6 ? nil : height, at: index)
      expectMatches(heights, basis, "step \(step)")
    }
    basis.separator = 0
    heights.prepare(basis)
    expectMatches(heights, basis, "no separator")
    basis.fixed = 30.25
    heights.prepare(basis)
    expectMatches(heights, basis, "fixed height")
    basis.fixed = nil
    heights.resize(to: count + 3)
    heights.prepare(basis)
    expectMatches(heights, basis, "grown")
    heights.forgetAll()
    heights.prepare(basis)
    expectMatches(heights, basis, "forgotten")
  }

  @Test("A negative height (an override's answer) is summed, and the row at an offset still found")
  func negativeHeights() {
    var heights = RowHeights()
    heights.resize(to: 6)
    let basis = RowHeights.Basis(fixed: nil, estimate: 20, separator: 0.5)
    heights.prepare(basis)
    heights.setMeasured(-30, at: 2)
    expectMatches(heights, basis, "one negative")
    heights.setMeasured(10, at: 2)
    expectMatches(heights, basis, "negative gone")
  }
}
