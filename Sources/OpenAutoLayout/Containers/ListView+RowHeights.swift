import Foundation

/// A list's row heights: what each row measured, and the running sums of the heights the rows
/// count at (measured, fixed or estimated, separator included) in a Fenwick tree. A row's top,
/// the row at an offset and the content height then take O(log *n*), not a sum over every row
/// on every layout pass: scrolling through a long list would be quadratic otherwise.
struct RowHeights {
  /// What a row counts at besides its measured height: the list's fixed row height if any, its
  /// estimate, and the separator below each row.
  struct Basis: Equatable {
    var fixed: CGFloat?
    var estimate: CGFloat
    var separator: CGFloat
  }

  /// Each row's measured height (its view's, without the separator); nil until measured.
  private(set) var measured: [CGFloat?] = []
  /// The basis the sums were made for; nil when they must be made again.
  private var basis: Basis?
  /// The Fenwick tree: `sums[i]` (from 1) adds the counted heights of rows `i − (i & −i)` to
  /// `i − 1`.
  private var sums: [CGFloat] = [0]
  /// How many counted heights are negative (a `measureHeight` override may answer so): the
  /// search by offset needs sums that never decrease, and scans the rows while there are any.
  private var negativeCount = 0

  var count: Int { measured.count }

  /// The height row `index` counts at under `basis`, without the separator.
  static func height(_ measured: CGFloat?, _ basis: Basis) -> CGFloat {
    basis.fixed ?? measured ?? basis.estimate
  }

  /// Sets row `index`'s measured height; the sums follow.
  mutating func setMeasured(_ height: CGFloat?, at index: Int) {
    let old = measured[index]
    measured[index] = height
    guard let basis else { return }
    let before = Self.height(old, basis) + basis.separator
    let after = Self.height(height, basis) + basis.separator
    guard before != after else { return }
    negativeCount += (after < 0 ? 1 : 0) - (before < 0 ? 1 : 0)
    var node = index + 1
    while node < sums.count {
      sums[node] += after - before
      node += node & -node
    }
  }

  /// `count` rows: those kept keep their heights, new ones are unmeasured.
  mutating func resize(to count: Int) {
    guard count != measured.count else { return }
    measured = Array(measured.prefix(count)) + Array(repeating: nil, count: max(0, count - measured.count))
    basis = nil
  }

  /// Forgets every measured height.
  mutating func forgetAll() {
    measured = Array(repeating: nil, count: measured.count)
    basis = nil
  }

  /// Makes the sums for `basis` if they were made for another.
  ///
  /// - Complexity: O(*n*) when they are made, O(1) otherwise.
  mutating func prepare(_ basis: Basis) {
    guard basis != self.basis else { return }
    self.basis = basis
    sums = [0] + measured.map { Self.height($0, basis) + basis.separator }
    negativeCount = sums.dropFirst().reduce(0) { $0 + ($1 < 0 ? 1 : 0) }
    for node in sums.indices.dropFirst() {
      let parent = node + (node & -node)
      if parent < sums.count { sums[parent] += sums[node] }
    }
  }

  /// The sum of the first `index` rows' counted heights: row `index`'s top. ``prepare(_:)`` first.
  func top(ofRow index: Int) -> CGFloat {
    var sum: CGFloat = 0
    var node = min(index, sums.count - 1)
    while node > 0 {
      sum += sums[node]
      node -= node & -node
    }
    return sum
  }

  /// Every row's counted height: the content height. ``prepare(_:)`` first.
  var total: CGFloat { top(ofRow: count) }

  /// The first row whose bottom (separator included) is below `y`: the first row in view when
  /// `y` is the visible rectangle's top; ``count`` when none. ``prepare(_:)`` first.
  func firstRow(reachingBelow y: CGFloat) -> Int {
    let count = self.count
    if negativeCount > 0, let basis {
      var index = 0
      var bottom: CGFloat = 0
      while index < count {
        bottom += Self.height(measured[index], basis) + basis.separator
        if bottom > y { break }
        index += 1
      }
      return index
    }
    // The most rows whose sum is at most `y`, found down the tree.
    var rows = 0
    var remaining = y
    var step = 1
    while step * 2 <= count { step *= 2 }
    while step > 0 {
      let next = rows + step
      if next <= count && sums[next] <= remaining {
        rows = next
        remaining -= sums[next]
      }
      step /= 2
    }
    return rows
  }
}
