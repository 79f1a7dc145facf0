// The tableau's primitive edits. Every change to a row or an objective goes through these, so
// that the column index, the candidate set, the value cache and the journal stay in step.

extension Solver {
  // MARK: Symbols

  mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    let id: Int32
    if let reused = tableau.freeIDs.popLast() {
      id = reused
      tableau.kinds[Int(id)] = kind
    } else {
      id = Int32(tableau.kinds.count)
      tableau.kinds.append(kind)
      tableau.rows.append(nil)
      tableau.columns.append([])
      cache.values.append(0)
      cache.isDirty.append(false)
      cache.isChanged.append(false)
      lazyRows.ranks.append(0)
      tableau.readers.append([])
      registry.mentions.append([])
      components.componentParent.append(id)
      components.componentMembers.append([])
    }
    components.componentParent[Int(id)] = id
    components.componentMembers[Int(id)] = kind == .external ? [id] : []
    journal?.allocated.append(id)
    return Symbol(id: id, kind: kind)
  }

  /// Returns an id for reuse. The symbol must appear in no row and no objective.
  mutating func release(_ symbol: Symbol) {
    assert(tableau.rows[symbol.index] == nil && tableau.columns[symbol.index].isEmpty, "releasing \(symbol) in use")
    objectives.improving.remove(symbol)
    registry.owners[symbol.id] = nil
    // Remembered rows may mention this id, which will soon mean another symbol.
    presolve.rowsByContent.removeAll()
    presolve.contentKeys.removeAll()
    presolve.shiftedMarkers.removeAll()
    cache.values[symbol.index] = 0
    tableau.freeIDs.append(symbol.id)
  }

  func isBasic(_ symbol: Symbol) -> Bool { tableau.rows[symbol.index] != nil }

  // MARK: Rows

  /// Records that the row of `basic` mentions `symbol`.
  @inline(__always)
  mutating func link(_ symbol: Symbol, _ basic: Int32) {
    tableau.columns[symbol.index].insert(basic)
    if symbol.kind == .external {
      tableau.readers[symbol.index].append(basic)
      tableau.readersVersion &+= 1
    }
  }

  /// Records that the row of `basic` no longer mentions `symbol`.
  @inline(__always)
  mutating func unlink(_ symbol: Symbol, _ basic: Int32) {
    tableau.columns[symbol.index].remove(basic)
    if symbol.kind == .external, let position = tableau.readers[symbol.index].lastIndex(of: basic) {
      tableau.readers[symbol.index].swapAt(position, tableau.readers[symbol.index].count - 1)
      tableau.readers[symbol.index].removeLast()
      tableau.readersVersion &+= 1
    }
  }

  /// Makes `basic` basic with `row`, indexing its terms.
  mutating func setRow(_ row: Row, for basic: Symbol) {
    saveForUndo(row: basic.id)
    assert(tableau.rows[basic.index] == nil, "\(basic) is already basic")
    for term in row.terms { link(term.symbol, basic.id) }
    tableau.rows[basic.index] = row
    if basic.kind == .external {
      markDirty(basic.id)
    } else if row.constant < -epsilon {
      objectives.infeasible.append(basic.id)
    }
  }

  /// Removes and returns the row of `basic`, which becomes parametric.
  mutating func takeRow(of basic: Symbol) -> Row {
    saveForUndo(row: basic.id)
    let row = tableau.rows[basic.index]!
    tableau.rows[basic.index] = nil
    for term in row.terms { unlink(term.symbol, basic.id) }
    if basic.kind == .external { markDirty(basic.id) }
    return row
  }

  /// Applies `change` to the row of `basic`, keeping the index and the bookkeeping in step.
  mutating func modifyRow(of basic: Int32, _ change: (inout Row, _ entered: (Symbol) -> Void, _ left: (Symbol) -> Void) -> Void) {
    saveForUndo(row: basic)
    var row = tableau.rows[Int(basic)]!
    tableau.rows[Int(basic)] = nil  // so that `row` owns its storage and mutates in place
    change(&row, { link($0, basic) }, { unlink($0, basic) })
    tableau.rows[Int(basic)] = row
    if tableau.kinds[Int(basic)] == .external {
      markDirty(basic)
    } else if row.constant < -epsilon {
      objectives.infeasible.append(basic)
    }
  }

  /// Replaces `symbol` by `row` (`symbol = row`) in every row and objective that mentions it.
  ///
  /// - Complexity: O(Σ (*k*ᵢ + *m*)) over the *r* rows that mention `symbol`, *k*ᵢ their terms and
  ///   *m* the terms of `row`, plus O(*m*) per objective level that mentions it.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    let holders = tableau.columns[symbol.index]
    for holder in holders {
      modifyRow(of: holder) { target, entered, left in
        let coefficient = target.remove(symbol)
        left(symbol)
        target.add(row, times: coefficient, entered: entered, left: left)
      }
    }
    if objectives.artificial != nil {
      let coefficient = objectives.artificial!.coefficient(of: symbol)
      if coefficient != 0 {
        objectives.artificial!.terms[symbol] = nil
        objectives.artificial!.constant = constantSum(objectives.artificial!.constant, coefficient * row.constant)
        for term in row.terms {
          let total = sum(objectives.artificial!.coefficient(of: term.symbol), coefficient * term.coefficient)
          objectives.artificial!.terms[term.symbol] = nearZero(total) ? nil : total
        }
        for term in row.terms { updateImproving(term.symbol) }
      }
    }
    for index in objectives.levels.indices {
      let coefficient = objectives.levels[index].coefficient(of: symbol)
      if coefficient == 0 { continue }
      setObjective(index, symbol, 0)
      addToObjective(index, row, times: coefficient)
    }
    updateImproving(symbol)
  }

  // MARK: Objective

  /// The index of the level with `priority`, created if needed.
  mutating func levelIndex(for priority: Float) -> Int {
    var index = 0
    while index < objectives.levels.count, objectives.levels[index].priority > priority { index += 1 }
    if index < objectives.levels.count, objectives.levels[index].priority == priority { return index }
    objectives.levels.insert(ObjectiveLevel(priority: priority), at: index)
    journal?.createdLevels.append(priority)
    return index
  }

  /// Sets the coefficient of `symbol` in level `index`'s objective.
  mutating func setObjective(_ index: Int, _ symbol: Symbol, _ coefficient: Double) {
    saveForUndo(objective: index, symbol)
    objectives.levels[index].terms[symbol] = nearZero(coefficient) ? nil : coefficient
  }

  /// Adds `factor · row` to level `index`'s objective.
  mutating func addToObjective(_ index: Int, _ row: Row, times factor: Double) {
    saveForUndo(constantOf: index)
    objectives.levels[index].constant = constantSum(objectives.levels[index].constant, factor * row.constant)
    for term in row.terms {
      // An objective bounded below cannot depend on a free variable: a variable in the row
      // cancels out of it in exact arithmetic (a removed marker's row can be a variable's), and
      // what is left is rounding.
      guard term.symbol.kind != .external else { continue }
      setObjective(index, term.symbol, sum(objectives.levels[index].coefficient(of: term.symbol), factor * term.coefficient))
      updateImproving(term.symbol)
    }
  }

  /// Adds `factor · symbol` to level `index`'s objective, through its row if it is basic.
  mutating func addToObjective(_ index: Int, _ symbol: Symbol, times factor: Double) {
    if let row = tableau.rows[symbol.index] {
      addToObjective(index, row, times: factor)
    } else {
      setObjective(index, symbol, sum(objectives.levels[index].coefficient(of: symbol), factor))
      updateImproving(symbol)
    }
  }

  /// The sign of `symbol`'s reduced cost read lexicographically, highest level first: -1 when
  /// raising it improves the objective, +1 when it worsens it, 0 when no level cares.
  func reducedCostSign(of symbol: Symbol, includingProbes: Bool = true) -> Int {
    if let artificial = objectives.artificial {
      let c = artificial.coefficient(of: symbol)
      if c < -epsilon { return -1 }
      if c > epsilon { return 1 }
    }
    for level in objectives.levels {
      if !includingProbes && level.priority <= 0 { break }
      let c = level.coefficient(of: symbol)
      if c < -epsilon { return -1 }
      if c > epsilon { return 1 }
    }
    return 0
  }

  /// Keeps `improving` exact for `symbol`.
  mutating func updateImproving(_ symbol: Symbol) {
    if symbol.isRestricted, tableau.rows[symbol.index] == nil, reducedCostSign(of: symbol) < 0 {
      objectives.improving.insert(symbol)
    } else {
      objectives.improving.remove(symbol)
    }
  }
}
