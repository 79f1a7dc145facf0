import ConstraintSolver
import Testing

/// A chain's rows stay as short as its constraints when the constraints arrive out of order: a
/// link that joins two built parts lifts the few rows after it, and a chain pinned to its end
/// before its links arrive takes its last link through the pin's row. Either way no row is
/// expanded through the whole chain, which is what made hiding a view of a long stack view
/// cost as much as building it.
@Suite("Lazy placement of out-of-order chains", .timeLimit(.minutes(10)))
struct LazyPlacementTests {
  /// The number of terms of the longest row in `solver`'s tableau.
  static func longestRow(_ solver: Solver) -> Int {
    solver.debugDescription.split(separator: "\n").filter { !$0.hasPrefix("objective") }
      .map { line in line.split(separator: "=", maxSplits: 1).last.map { $0.split(separator: "·").count - 1 } ?? 0 }
      .max() ?? 0
  }

  @Test("A chain pinned to its end before its links stays sparse, and the pin still holds", arguments: [false, true])
  func pinnedEndFirst(forConstantChanges: Bool) throws {
    let n = 60
    let tops = (0..<n).map { Variable("top\($0)") }
    let heights = (0..<n).map { Variable("height\($0)") }
    let end = Variable("end")
    var solver = Solver()
    for (index, height) in heights.enumerated() {
      try solver.add(height == Double(10 + index % 7), forConstantChanges: forConstantChanges)
    }
    // As a stack view installs them: the canvas connections first, then the gaps.
    try solver.add(tops[0] == 0, forConstantChanges: forConstantChanges)
    try solver.add(tops[n - 1] + heights[n - 1] == end, forConstantChanges: forConstantChanges)
    var links: [Constraint] = []
    for index in 1..<n {
      let link = tops[index] == tops[index - 1] + heights[index - 1] + 8
      links.append(link)
      try solver.add(link, forConstantChanges: forConstantChanges)
    }
    var y = 0.0
    for index in 0..<n {
      #expect(solver.value(of: tops[index]) == y)
      y += Double(10 + index % 7) + 8
    }
    #expect(solver.value(of: end) == y - 8)
    #expect(Self.longestRow(solver) <= 8, "\(solver.debugDescription)")

    // Taking the last link out and putting it back gives the same values.
    try solver.remove(links[n - 2])
    #expect(solver.isAmbiguous(tops[n - 1]) || solver.isAmbiguous(end))
    try solver.add(links[n - 2], forConstantChanges: forConstantChanges)
    #expect(solver.value(of: end) == y - 8)
    #expect(solver.value(of: tops[n - 1]) == y - 8 - Double(10 + (n - 1) % 7))
  }

  @Test("A link that joins two built parts of a chain lifts the few rows after it")
  func joiningLinkLiftsTheShortPart() throws {
    let n = 50, split = 45
    let tops = (0..<n).map { Variable("top\($0)") }
    // Heights held by preferences, as intrinsic sizes are: each height's row holds two errors,
    // so a row expanded down the chain would hold two terms per view above.
    let heights = (0..<n).map { Variable("height\($0)") }
    var solver = Solver()
    for height in heights { try solver.add((height == 10).priority(500)) }
    try solver.add(tops[0] == 0)
    // The long part from the top, then the short part from its own first view, then the joint.
    for index in 1..<split { try solver.add(tops[index] == tops[index - 1] + heights[index - 1]) }
    for index in (split + 1)..<n { try solver.add(tops[index] == tops[index - 1] + heights[index - 1]) }
    let joint = tops[split] == tops[split - 1] + heights[split - 1]
    try solver.add(joint)
    for index in 0..<n { #expect(solver.value(of: tops[index]) == Double(10 * index)) }
    #expect(Self.longestRow(solver) <= 4, "\(solver.debugDescription)")
    // The joint's constant changes in place, and moves every view after it.
    try solver.replace(joint, with: tops[split] == tops[split - 1] + heights[split - 1] + 20)
    #expect(solver.value(of: tops[n - 1]) == Double(10 * (n - 1) + 20))
    #expect(solver.value(of: tops[split - 1]) == Double(10 * (split - 1)))
  }
}
