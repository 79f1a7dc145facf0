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
  mutating func markDirty(_ id: Int32) {
    if isDirty[Int(id)] { return }
    // Locals keep this hot loop free of reference counting; the two work lists are reused.
    var isDirty = self.isDirty
    var dirty = self.dirty
    var stack = self.markingStack
    var postorder = self.markingOrder
    self.isDirty = []
    self.dirty = []
    readers.withUnsafeBufferPointer { readers in
      isDirty.withUnsafeMutableBufferPointer { isDirty in
        // Depth first along the readers; the reversed postorder is a topological order, so that
        // `refreshValues` meets every row after the rows it reads. A finished symbol is pushed as
        // its bitwise complement.
        stack.append(id)
        while let next = stack.popLast() {
          if next < 0 {
            postorder.append(~next)
            continue
          }
          if isDirty[Int(next)] { continue }
          isDirty[Int(next)] = true
          stack.append(~next)
          readers[Int(next)].withUnsafeBufferPointer { readers in
            for reader in readers where !isDirty[Int(reader)] { stack.append(reader) }
          }
        }
      }
      dirty.append(contentsOf: postorder.reversed())
    }
    postorder.removeAll(keepingCapacity: true)
    self.markingStack = stack
    self.markingOrder = postorder
    self.isDirty = isDirty
    self.dirty = dirty
  }

  /// Recomputes every stale value.
  ///
  /// Stale symbols are taken in the order they were marked, which puts a changed row before the
  /// rows that read it; a reference still stale is computed first, depth first.
  ///
  /// - Complexity: O(Σ *k*) over the stale rows' terms.
  mutating func refreshValues() {
    if dirty.isEmpty { return }
    var isDirty = self.isDirty
    var values = self.values
    self.isDirty = []
    self.values = []
    var stack: [Int32] = []
    // Noted in locals: `self` is lent out to the buffer pointers below.
    let records = recordsChanges
    var changed: [Int32] = []
    defer {
      if records {
        // Each variable once until taken, however often it changed.
        for id in changed where !isChanged[Int(id)] {
          isChanged[Int(id)] = true
          changedIDs.append(id)
        }
      }
    }
    rows.withUnsafeBufferPointer { rows in
      isDirty.withUnsafeMutableBufferPointer { isDirty in
        values.withUnsafeMutableBufferPointer { values in
          for id in dirty where isDirty[Int(id)] {
            // Usually every value the row reads is fresh already: no stack needed.
            if let row = rows[Int(id)] {
              var value = row.constant
              var ready = true
              row.forEachTerm { symbol, coefficient in
                guard symbol.kind == .external else { return }
                if isDirty[symbol.index] { ready = false } else { value += coefficient * values[symbol.index] }
              }
              if ready {
                if records && values[Int(id)] != value { changed.append(id) }
                values[Int(id)] = value
                isDirty[Int(id)] = false
                continue
              }
            }
            stack.append(id)
            while let top = stack.last {
              let index = Int(top)
              var value = 0.0
              var ready = true
              if let row = rows[index] {
                value = row.constant
                row.forEachTerm { symbol, coefficient in
                  guard symbol.kind == .external else { return }
                  if isDirty[symbol.index] {
                    stack.append(symbol.id)
                    ready = false
                  } else {
                    value += coefficient * values[symbol.index]
                  }
                }
              }
              guard ready else { continue }
              if records && values[index] != value { changed.append(top) }
              values[index] = value
              isDirty[index] = false
              stack.removeLast()
            }
          }
        }
      }
    }
    self.isDirty = isDirty
    self.values = values
    dirty.removeAll(keepingCapacity: true)
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
      constant = constantSum(constant, factor * definition.constant)
      for term in definition.terms {
        if term.symbol.kind == .external && isBasic(term.symbol) {
          pending[term.symbol.id] = sum(pending[term.symbol.id] ?? 0, factor * term.coefficient)
        } else {
          coefficients[term.symbol] = sum(coefficients[term.symbol] ?? 0, factor * term.coefficient)
        }
      }
    }
    return Row(constant: constant, coefficients: coefficients)
  }
}
