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
    // Each reachable row's symbol, with the factor its row is still to be added with: one table
    // serves the walk and the pass.
    var pending = KeyTable<Double>(minimumCapacity: 16)
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
      if pending[id: symbol.id] != nil { continue }
      pending[id: symbol.id] = 0
      stack.append(Step(symbol: symbol, finished: true))
      for term in tableau.rows[symbol.index]!.terms
      where term.symbol.kind == .external && isBasic(term.symbol) && pending[id: term.symbol.id] == nil {
        stack.append(Step(symbol: term.symbol, finished: false))
      }
    }
    var constant = row.constant
    // The parametric terms as they come, merged once at the end: no look-up per term.
    var parametric: [Row.Term] = []
    parametric.reserveCapacity(row.terms.count * 2)
    for term in row.terms {
      if term.symbol.kind == .external && isBasic(term.symbol) {
        pending.modify(KeyTable<Double>.key(term.symbol.id), default: 0) { $0 += term.coefficient }
      } else {
        parametric.append(term)
      }
    }
    for symbol in order.reversed() {
      // Every row that reads `symbol` came before it: its factor is complete.
      guard let factor = pending[id: symbol.id], factor != 0 else { continue }
      visit(symbol)
      let definition = tableau.rows[symbol.index]!
      constant = constantSum(constant, factor * definition.constant)
      for term in definition.terms {
        if term.symbol.kind == .external && isBasic(term.symbol) {
          pending.modify(KeyTable<Double>.key(term.symbol.id), default: 0) {
            $0 = sum($0, factor * term.coefficient)
          }
        } else {
          parametric.append(Row.Term(symbol: term.symbol, coefficient: factor * term.coefficient))
        }
      }
    }
    return Row(constant: constant, mergingInOrder: parametric)
  }
}
