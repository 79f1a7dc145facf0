// Ambiguity (spec decision 4): a variable is ambiguous when it can take another value without
// making any priority level worse, that is, when it is not constant on the face of optimal
// solutions.
//
// At a lexicographic optimum every parametric symbol with a non-zero reduced cost at some level
// must stay zero on that face, and so must dummies; the others are free to grow, as long as no
// restricted row goes negative. Only rows that are already zero (degenerate) can block a move of
// any size, and the face is convex, so the question reduces to a small homogeneous problem: is
// there a direction over the free symbols that keeps those rows non-negative and changes the
// variable? Bland's rule settles it in finitely many pivots on a copy of just those rows.

extension Solver {
  /// Whether `variable` can take another value with every priority level still optimal.
  ///
  /// A variable the solver has never seen is ambiguous: nothing fixes it. Ambiguity probes added
  /// by ``exerciseAmbiguity(of:by:)`` do not count.
  ///
  /// - Complexity: O(*d*) to expand the variable's row over *d* lazy rows, plus a simplex over the
  ///   degenerate rows connected to its free symbols.
  public func isAmbiguous(_ variable: Variable) -> Bool {
    guard let entry = registry.variables[ObjectIdentifier(variable)] else { return true }
    return canMove(entry.symbol, upward: true) || canMove(entry.symbol, upward: false)
  }

  /// Moves `variable` to another optimal solution, if it is ambiguous.
  ///
  /// The variable is pulled `distance` away from its value, up if it can go up and down otherwise,
  /// by a probe constraint below every priority; it goes as far as the optimal solutions allow.
  /// Nothing optimal at any real priority changes. The probe stays until
  /// ``resetExercisedAmbiguity()`` or the next exercise of the same variable.
  ///
  /// - Returns: Whether the value changed.
  @discardableResult
  public mutating func exerciseAmbiguity(of variable: Variable, by distance: Double = 100) -> Bool {
    refreshValues()  // read below even while values are deferred
    let before = value(of: variable)
    guard distance > 0, distance <= Solver.largestMagnitude, isAmbiguous(variable) else { return false }
    let symbol = symbol(for: variable)
    let target = before + (canMove(symbol, upward: true) ? distance : -distance)
    if let old = editing.removeProbe(of: variable) {
      removeTagged(registry.tags[ObjectIdentifier(old)]!)
    }
    let probe = Constraint(Expression(variable) - target, .equal, priority: Priority(rawValue: 0))
    // Optional constraints never fail.
    try? insert(probe, role: .probe, priority: 0)
    editing.setProbe(probe, for: variable)
    finishOperation()
    refreshValues()
    return value(of: variable) != before
  }

  /// Removes every probe left by ``exerciseAmbiguity(of:by:)``.
  ///
  /// Values stay where they are when that is still optimal; ambiguous ones may move.
  public mutating func resetExercisedAmbiguity() {
    for probe in editing.removeAllProbes() { removeTagged(registry.tags[ObjectIdentifier(probe)]!) }
    finishOperation()
  }

  /// Whether `symbol` can move up (or down) while every real priority level stays optimal.
  func canMove(_ symbol: Symbol, upward: Bool) -> Bool {
    guard let row = tableau.rows[symbol.index] else { return true }  // a parametric variable is free
    let sign: Double = upward ? 1 : -1
    var objective: [Symbol: Double] = [:]
    for term in expanded(row).terms {
      if term.symbol.kind == .external { return true }
      if isFreeOnOptimalFace(term.symbol) { objective[term.symbol] = sign * term.coefficient }
    }
    if objective.isEmpty { return false }

    // The degenerate restricted rows reachable from the free symbols, over free symbols only.
    var cone: [Symbol: [Symbol: Double]] = [:]
    var queue = Array(objective.keys)
    var explored: Set<Symbol> = Set(queue)
    while let column = queue.popLast() {
      for holder in tableau.columns[column.index] {
        let basic = Symbol(id: holder, kind: tableau.kinds[Int(holder)])
        guard basic.isRestricted, cone[basic] == nil, let holderRow = tableau.rows[Int(holder)],
          nearZero(holderRow.constant)
        else { continue }
        var coefficients: [Symbol: Double] = [:]
        for term in holderRow.terms where isFreeOnOptimalFace(term.symbol) {
          coefficients[term.symbol] = term.coefficient
          if explored.insert(term.symbol).inserted { queue.append(term.symbol) }
        }
        cone[basic] = coefficients
      }
    }
    return coneIsUnbounded(rows: cone, objective: objective)
  }

  /// Whether a parametric symbol can leave zero without worsening a real priority level.
  func isFreeOnOptimalFace(_ symbol: Symbol) -> Bool {
    symbol.isRestricted && reducedCostSign(of: symbol, includingProbes: false) == 0
  }
}

/// Maximises `objective · d` over `d ≥ 0` with every row `basic = Σ coefficient · d ≥ 0`, all
/// constants zero, and reports whether it is unbounded (some direction increases the objective).
/// Bland's rule guarantees termination on this fully degenerate problem in exact arithmetic; a
/// budget of pivots ends a loop that rounding could still make, answering no.
func coneIsUnbounded(rows initialRows: [Symbol: [Symbol: Double]], objective initialObjective: [Symbol: Double]) -> Bool {
  var rows = initialRows
  var objective = initialObjective
  for _ in 0..<(1_000 + 50 * (rows.count + objective.count)) {
    guard let entering = objective.filter({ $0.value > epsilon }).keys.min() else { return false }
    guard let leaving = rows.filter({ ($0.value[entering] ?? 0) < -epsilon }).keys.min() else { return true }
    var pivotRow = rows.removeValue(forKey: leaving)!
    let coefficient = pivotRow.removeValue(forKey: entering)!
    // basic = coefficient · entering + rest  ⇒  entering = (basic - rest) / coefficient
    var definition: [Symbol: Double] = [leaving: 1 / coefficient]
    for (symbol, value) in pivotRow { definition[symbol] = -value / coefficient }
    func substituted(_ form: [Symbol: Double]) -> [Symbol: Double] {
      guard let factor = form[entering] else { return form }
      var result = form
      result[entering] = nil
      for (symbol, value) in definition {
        let total = sum(result[symbol] ?? 0, factor * value)
        result[symbol] = nearZero(total) ? nil : total
      }
      return result
    }
    rows = rows.mapValues(substituted)
    rows[entering] = definition
    objective = substituted(objective)
  }
  return false
}
