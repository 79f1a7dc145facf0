// Values of user variables, and the expansion of lazy rows.
//
// A row whose basic symbol is a user variable may mention other user variables that are basic
// themselves: the value is then read through them. Such references always form a DAG (see
// `chooseSubject`), so values are computed once per change by a depth-first walk, and only for
// the variables a change can reach.

extension Solver {
  /// Marks the value of external symbol `id`, and of every row that reads it, as stale.
  ///
  /// - Complexity: O(*d*), the rows that read `id` directly or indirectly and are not yet stale.
  mutating func markDirty(_ id: Int32) {
    var stack = [id]
    while let next = stack.popLast() {
      if isDirty[Int(next)] { continue }
      isDirty[Int(next)] = true
      dirty.append(next)
      // Only rows of external symbols may mention an external symbol.
      for reader in columns[Int(next)] where !isDirty[Int(reader)] {
        stack.append(reader)
      }
    }
  }

  /// Recomputes every stale value.
  ///
  /// - Complexity: O(Σ *k*) over the stale rows' terms.
  mutating func refreshValues() {
    while let id = dirty.popLast() {
      guard isDirty[Int(id)] else { continue }
      var stack = [id]
      while let top = stack.last {
        guard let row = rows[Int(top)] else {
          values[Int(top)] = 0
          isDirty[Int(top)] = false
          stack.removeLast()
          continue
        }
        var ready = true
        for term in row.terms where term.symbol.kind == .external && isDirty[term.symbol.index] {
          if rows[term.symbol.index] == nil {
            values[term.symbol.index] = 0
            isDirty[term.symbol.index] = false
          } else {
            stack.append(term.symbol.id)
            ready = false
          }
        }
        guard ready else { continue }
        var value = row.constant
        for term in row.terms where term.symbol.kind == .external {
          value += term.coefficient * values[term.symbol.index]
        }
        values[Int(top)] = value
        isDirty[Int(top)] = false
        stack.removeLast()
      }
    }
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
    var visited: Set<Int32> = []
    var stack: [(Symbol, Bool)] = row.terms.compactMap {
      $0.symbol.kind == .external && isBasic($0.symbol) ? ($0.symbol, false) : nil
    }
    while let (symbol, finished) = stack.popLast() {
      if finished {
        order.append(symbol)
        continue
      }
      if !visited.insert(symbol.id).inserted { continue }
      stack.append((symbol, true))
      for term in rows[symbol.index]!.terms
      where term.symbol.kind == .external && isBasic(term.symbol) && !visited.contains(term.symbol.id) {
        stack.append((term.symbol, false))
      }
    }
    var pending: [Int32: Double] = [:]
    var constant = row.constant
    var coefficients: [Symbol: Double] = [:]
    for term in row.terms {
      if term.symbol.kind == .external && isBasic(term.symbol) {
        pending[term.symbol.id, default: 0] += term.coefficient
      } else {
        coefficients[term.symbol, default: 0] += term.coefficient
      }
    }
    for symbol in order.reversed() {
      guard let factor = pending.removeValue(forKey: symbol.id), factor != 0 else { continue }
      visit(symbol)
      let definition = rows[symbol.index]!
      constant += factor * definition.constant
      for term in definition.terms {
        if term.symbol.kind == .external && isBasic(term.symbol) {
          pending[term.symbol.id, default: 0] += factor * term.coefficient
        } else {
          coefficients[term.symbol, default: 0] += factor * term.coefficient
        }
      }
    }
    return Row(constant: constant, coefficients: coefficients)
  }
}
