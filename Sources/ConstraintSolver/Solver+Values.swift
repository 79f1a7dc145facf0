// Values of user variables, and the expansion of lazy rows.
//
// A row whose basic symbol is a user variable may mention other user variables that are basic
// themselves: the value is then read through them. Such references always form a DAG (a lazy row
// mentions only variables of lower rank; see `lazySubject`), so a change marks the rows that can
// read it, in topological order, and each is recomputed once before the operation returns.

extension Solver {
  /// Marks the value of external symbol `id`, and of every row that reads it, as stale.
  ///
  /// - Complexity: O(*d*), the rows that read `id` directly or indirectly and are not yet stale.
  @inline(__always)
  mutating func markDirty(_ id: Int32) {
    if storage.cache.isDirty[Int(id)] { return }
    makeUnique()
    storage.cache.markDirty(id, readers: storage.tableau.readers, version: storage.tableau.readersVersion)
  }

  /// Recomputes every stale value.
  ///
  /// - Complexity: O(Σ *k*) over the stale rows' terms.
  mutating func refreshValues() {
    if storage.cache.dirty.isEmpty { return }
    makeUnique()
    storage.cache.refresh(rows: storage.tableau.rows, version: storage.tableau.readersVersion)
  }

  /// `row` with every basic external symbol replaced by its row, recursively: a row in parametric
  /// symbols only.
  ///
  /// - Complexity: O(*d* log *d* + Σ *k*) over the *d* lazy rows reachable from `row`.
  func expanded(_ row: Row, visiting visit: (Symbol) -> Void = { _ in }) -> Row {
    guard row.terms.contains(where: { $0.symbol.kind == .external && isBasic($0.symbol) }) else {
      return row
    }
    // Order the reachable basic externals so that each comes after every row that reads it; then
    // one pass pushes coefficients down the DAG, expanding each row once.
    var order: [Symbol] = []
    var visited = KeyTable<Bool>()
    // The walk's stack: a symbol to enter, or (`finished`) one whose readers are all ordered.
    struct Step {
      let symbol: Symbol
      let finished: Bool
    }
    var stack: [Step] = row.terms.compactMap {
      $0.symbol.kind == .external && isBasic($0.symbol) ? Step(symbol: $0.symbol, finished: false) : nil
    }
    while let step = stack.popLast() {
      let symbol = step.symbol
      if step.finished {
        order.append(symbol)
        continue
      }
      if visited[id: symbol.id] != nil { continue }
      visited[id: symbol.id] = true
      stack.append(Step(symbol: symbol, finished: true))
      for term in tableau.rows[symbol.index]!.terms
      where term.symbol.kind == .external && isBasic(term.symbol) && visited[id: term.symbol.id] == nil {
        stack.append(Step(symbol: term.symbol, finished: false))
      }
    }
    var pending = KeyTable<Double>()
    var constant = row.constant
    var coefficients: [Symbol: Double] = [:]
    for term in row.terms {
      if term.symbol.kind == .external && isBasic(term.symbol) {
        pending[id: term.symbol.id] = (pending[id: term.symbol.id] ?? 0) + term.coefficient
      } else {
        coefficients[term.symbol, default: 0] += term.coefficient
      }
    }
    for symbol in order.reversed() {
      guard let factor = pending.removeValue(forKey: KeyTable<Double>.key(symbol.id)), factor != 0 else { continue }
      visit(symbol)
      let definition = tableau.rows[symbol.index]!
      constant = constantSum(constant, factor * definition.constant)
      for term in definition.terms {
        if term.symbol.kind == .external && isBasic(term.symbol) {
          pending[id: term.symbol.id] = sum(pending[id: term.symbol.id] ?? 0, factor * term.coefficient)
        } else {
          coefficients[term.symbol] = sum(coefficients[term.symbol] ?? 0, factor * term.coefficient)
        }
      }
    }
    return Row(constant: constant, coefficients: coefficients)
  }
}
