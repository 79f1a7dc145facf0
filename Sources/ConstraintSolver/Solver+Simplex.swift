// The simplex steps: pivoting, the primal simplex that restores optimality after a constraint
// is added or removed, and the dual simplex that restores feasibility after an edit.
//
// Both choose by Bland's rule (the lowest symbol id among equals), so degenerate pivots cannot
// cycle, and compare reduced costs lexicographically, priority level by priority level, so the
// hierarchy is exact rather than a weighted sum. Phase one alone starts by skipping candidates far
// shallower than the steepest (see `steepEnoughImproving`). No input traps them: what exact arithmetic rules out (an unbounded
// objective, a row no pivot can repair, a cycle) can only be rounding here, and is treated as
// such (Guides/ConstraintSolver.md, "Numbers").

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
    var budget = pivotBudget
    var degenerate = false
    // Rows already waiting for the dual simplex (a removal repairs them after this) stay waiting.
    let waiting = objectives.setAsideInfeasible()
    while let entering = objectives.artificial != nil && !degenerate ? steepEnoughImproving() : objectives.improving.min() {
      guard let (leaving, ratio) = leavingRow(for: entering) else {
        // Every level is a sum of non-negative errors, so it is bounded below: a direction that
        // improves it without bound exists only in rounding. The cost that points along it is
        // rounding too (exactly zero in exact arithmetic), and goes.
        dropRoundingCosts(of: entering)
        continue
      }
      pivot(entering: entering, leaving: leaving)
      degenerate = degenerate || nearZero(ratio)
      budget -= 1
      // Bland's rule cannot cycle in exact arithmetic; rounding can still make a cost flip sign
      // back and forth. The budget ends such a loop at a point that is optimal within rounding.
      if budget == 0 { break }
    }
    // The ratio test keeps every restricted row non-negative in exact arithmetic: a row that
    // went negative under a primal pivot did so by rounding (or by a tie within the tolerance),
    // and is zero.
    while let id = objectives.popInfeasible() {
      guard tableau.kinds[Int(id)] != .external, let row = tableau.rows[Int(id)], row.constant < 0 else { continue }
      changeConstant(of: id) { $0 = 0 }
    }
    objectives.restoreInfeasible(waiting)
  }

  /// The ratio test: the restricted row that first reaches zero as `entering` grows, the lowest
  /// id among ties (Bland's rule); nil when no row limits it.
  func leavingRow(for entering: Symbol) -> (Symbol, ratio: Double)? {
    var leaving: Symbol?
    var best = Double.infinity
    for holder in tableau.columns[entering.index] {
      let kind = tableau.kinds[Int(holder)]
      guard kind != .external, let row = tableau.rows[Int(holder)] else { continue }
      let coefficient = row.coefficient(of: entering)
      guard coefficient < -epsilon else { continue }
      let ratio = -row.constant / coefficient
      guard let current = leaving else {
        (best, leaving) = (ratio, Symbol(id: holder, kind: kind))
        continue
      }
      if ratio < best - epsilon || (ratio <= best + epsilon && holder < current.id) {
        (best, leaving) = (ratio, Symbol(id: holder, kind: kind))
      }
    }
    return leaving.map { ($0, best) }
  }

  /// Phase one's entering symbol: the lowest id among the candidates that lower the artificial
  /// variable at least a thousandth as fast as the steepest one.
  ///
  /// Bland's rule alone takes the lowest id, which can be a cost of 1e-6 whose step is 4e9: the
  /// tableau fills with numbers whose rounding outweighs what a layout measures. The steepest
  /// candidate alone avoids that but enters symbols that fill the rows (1.7 times the work on a
  /// screen of weak constraints re-added). Phase one chooses this way until its first
  /// degenerate pivot, and by Bland's rule after it, so it cannot cycle.
  private func steepEnoughImproving() -> Symbol? {
    guard let artificial = objectives.artificial else { return objectives.improving.min() }
    var steepest = 0.0
    for symbol in objectives.improving { steepest = min(steepest, artificial.coefficient(of: symbol)) }
    let threshold = steepest * 1e-3
    var lowest: Symbol?
    for symbol in objectives.improving where artificial.coefficient(of: symbol) <= threshold {
      if lowest.map({ symbol < $0 }) ?? true { lowest = symbol }
    }
    return lowest ?? objectives.improving.min()
  }

  /// Zeroes the negative reduced costs of `symbol`, which the ratio test showed to be rounding.
  private mutating func dropRoundingCosts(of symbol: Symbol) {
    objectives.dropNegativeArtificialCost(of: symbol)
    for index in objectives.levels.indices where objectives.levels[index].coefficient(of: symbol) < 0 {
      setObjective(index, symbol, 0)
    }
    updateImproving(symbol)
  }

  /// How many pivots one optimisation may take before rounding is taken to be cycling: far more
  /// than any real system needs (each pivot of a non-degenerate step strictly improves the
  /// objective, and Bland's rule bounds the degenerate ones).
  var pivotBudget: Int { 1_000 + 50 * (tableau.kinds.count - tableau.freeIDs.count) }

  /// Pivots until every restricted row is feasible again, keeping the objective optimal.
  ///
  /// Callers reach here after an edit or a removal, which keep the required constraints
  /// satisfiable: a row that no pivot can repair is negative by rounding only, and is set to
  /// zero.
  ///
  /// - Complexity: per pivot, a scan of the leaving row and the pivot itself.
  mutating func dualOptimize() {
    var budget = pivotBudget
    while !dualOptimizeIfFeasible(budget: &budget) {
      guard let id = objectives.popInfeasible(), budget > 0 else { break }
      changeConstant(of: id) { $0 = 0 }
    }
    objectives.clearInfeasible()
  }

  /// The dual simplex; false when a row cannot be made feasible (required constraints conflict),
  /// leaving that row last in `infeasible` and the tableau for the caller to roll back or repair.
  mutating func dualOptimizeIfFeasible() -> Bool {
    var budget = pivotBudget
    return dualOptimizeIfFeasible(budget: &budget)
  }

  private mutating func dualOptimizeIfFeasible(budget: inout Int) -> Bool {
    while let id = objectives.popInfeasible() {
      guard let row = tableau.rows[Int(id)], tableau.kinds[Int(id)] != .external, row.constant < -epsilon else { continue }
      var entering: Symbol?
      var bestRatios: [Double] = []
      for term in row.terms where term.coefficient > epsilon && term.symbol.kind != .dummy {
        let ratios = reducedCosts(of: term.symbol).map { $0 / term.coefficient }
        if entering == nil || lexicographicallyLess(ratios, bestRatios) {
          entering = term.symbol
          bestRatios = ratios
        }
      }
      guard let entering, budget > 0 else {
        objectives.pushInfeasible(id)
        return false
      }
      pivot(entering: entering, leaving: Symbol(id: id, kind: tableau.kinds[Int(id)]))
      budget -= 1
    }
    return true
  }

  /// The reduced cost of `symbol` at each level, highest first.
  func reducedCosts(of symbol: Symbol) -> [Double] {
    objectives.levels.map { $0.coefficient(of: symbol) }
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
