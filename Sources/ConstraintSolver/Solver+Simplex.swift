// The simplex steps: pivoting, the primal simplex that restores optimality after a constraint
// is added or removed, and the dual simplex that restores feasibility after an edit.
//
// Both choose by Bland's rule (the lowest symbol id among equals), so degenerate pivots cannot
// cycle, and compare reduced costs lexicographically, priority level by priority level, so the
// hierarchy is exact rather than a weighted sum.

extension Solver {
  /// Makes `entering` basic in place of `leaving`, whose row mentions it.
  ///
  /// - Complexity: that of ``substitute(_:with:)`` for the new row.
  mutating func pivot(entering: Symbol, leaving: Symbol) {
    var row = takeRow(of: leaving)
    row.solve(for: entering, replacing: leaving)
    setRow(row, for: entering)
    substitute(entering, with: row)
    updateImproving(leaving)
  }

  /// Pivots until no parametric symbol can improve the objective, lexicographically.
  ///
  /// - Complexity: per pivot, a scan of the candidate set and of the entering symbol's column,
  ///   plus the pivot itself; no work proportional to unrelated rows.
  mutating func optimize() {
    while let entering = improving.min() {
      // The ratio test: the restricted row that first reaches zero as `entering` grows.
      var leaving: Symbol?
      var best = Double.infinity
      for holder in columns[entering.index] {
        let kind = kinds[Int(holder)]
        guard kind != .external else { continue }
        let row = rows[Int(holder)]!
        let coefficient = row.coefficient(of: entering)
        guard coefficient < -epsilon else { continue }
        let ratio = -row.constant / coefficient
        if ratio < best - epsilon || (ratio <= best + epsilon && holder < leaving!.id) {
          best = ratio
          leaving = Symbol(id: holder, kind: kind)
        }
      }
      guard let leaving else {
        // Every level is a sum of non-negative errors, so it is bounded below; an unbounded
        // direction means the tableau is corrupt.
        preconditionFailure("objective unbounded along \(entering)")
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// Pivots until every restricted row is feasible again, keeping the objective optimal.
  ///
  /// - Complexity: per pivot, a scan of the leaving row and the pivot itself.
  mutating func dualOptimize() {
    guard dualOptimizeIfFeasible() else {
      preconditionFailure("dual simplex found no entering symbol: a required constraint cannot hold")
    }
  }

  /// The dual simplex; false when a row cannot be made feasible (required constraints conflict),
  /// leaving the tableau for the caller to roll back.
  mutating func dualOptimizeIfFeasible() -> Bool {
    while let id = infeasible.popLast() {
      guard let row = rows[Int(id)], kinds[Int(id)] != .external, row.constant < -epsilon else { continue }
      var entering: Symbol?
      var bestRatios: [Double] = []
      for term in row.terms where term.coefficient > epsilon && term.symbol.kind != .dummy {
        let ratios = reducedCosts(of: term.symbol).map { $0 / term.coefficient }
        if entering == nil || lexicographicallyLess(ratios, bestRatios) {
          entering = term.symbol
          bestRatios = ratios
        }
      }
      guard let entering else { return false }
      pivot(entering: entering, leaving: Symbol(id: id, kind: kinds[Int(id)]))
    }
    return true
  }

  /// The reduced cost of `symbol` at each level, highest first.
  func reducedCosts(of symbol: Symbol) -> [Double] {
    levels.map { $0.coefficient(of: symbol) }
  }
}

/// Compares cost vectors level by level, treating differences within the tolerance as ties.
/// Exact ties are broken by the caller's scan order, which runs by symbol id.
func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
  for (x, y) in zip(a, b) {
    if x < y - epsilon { return true }
    if x > y + epsilon { return false }
  }
  return false
}
