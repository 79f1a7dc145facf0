// The tableau's primitive edits. Every change to a row or an objective goes through these, so
// that the column index, the candidate set, the value cache and the journal stay in step.

extension Solver {
  // MARK: Symbols

  mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    let id: Int32
    if let reused = freeIDs.popLast() {
      id = reused
      kinds[Int(id)] = kind
    } else {
      id = Int32(kinds.count)
      kinds.append(kind)
      rows.append(nil)
      columns.append([])
      values.append(0)
      isDirty.append(false)
      isChanged.append(false)
      ranks.append(0)
      readers.append([])
      mentions.append([])
      componentParent.append(id)
      componentMembers.append([])
    }
    componentParent[Int(id)] = id
    componentMembers[Int(id)] = kind == .external ? [id] : []
    journal?.allocated.append(id)
    return Symbol(id: id, kind: kind)
  }

  /// Returns an id for reuse. The symbol must appear in no row and no objective.
  mutating func release(_ symbol: Symbol) {
    assert(rows[symbol.index] == nil && columns[symbol.index].isEmpty, "releasing \(symbol) in use")
    improving.remove(symbol)
    owners[symbol.id] = nil
    // Remembered rows may mention this id, which will soon mean another symbol.
    rowsByContent.removeAll()
    contentKeys.removeAll()
    shiftedMarkers.removeAll()
    values[symbol.index] = 0
    freeIDs.append(symbol.id)
  }

  func isBasic(_ symbol: Symbol) -> Bool { rows[symbol.index] != nil }

  // MARK: Rows

  /// Records that the row of `basic` mentions `symbol`.
  @inline(__always)
  mutating func link(_ symbol: Symbol, _ basic: Int32) {
    columns[symbol.index].insert(basic)
    if symbol.kind == .external { readers[symbol.index].append(basic) }
  }

  /// Records that the row of `basic` no longer mentions `symbol`.
  @inline(__always)
  mutating func unlink(_ symbol: Symbol, _ basic: Int32) {
    columns[symbol.index].remove(basic)
    if symbol.kind == .external, let position = readers[symbol.index].lastIndex(of: basic) {
      readers[symbol.index].swapAt(position, readers[symbol.index].count - 1)
      readers[symbol.index].removeLast()
    }
  }

  /// Makes `basic` basic with `row`, indexing its terms.
  mutating func setRow(_ row: Row, for basic: Symbol) {
    journal?.save(basic, rows[basic.index])
    assert(rows[basic.index] == nil, "\(basic) is already basic")
    for term in row.terms { link(term.symbol, basic.id) }
    rows[basic.index] = row
    if basic.kind == .external {
      markDirty(basic.id)
    } else if row.constant < -epsilon {
      infeasible.append(basic.id)
    }
  }

  /// Removes and returns the row of `basic`, which becomes parametric.
  mutating func takeRow(of basic: Symbol) -> Row {
    journal?.save(basic, rows[basic.index])
    let row = rows[basic.index]!
    rows[basic.index] = nil
    for term in row.terms { unlink(term.symbol, basic.id) }
    if basic.kind == .external { markDirty(basic.id) }
    return row
  }

  /// Applies `change` to the row of `basic`, keeping the index and the bookkeeping in step.
  mutating func modifyRow(of basic: Int32, _ change: (inout Row, _ entered: (Symbol) -> Void, _ left: (Symbol) -> Void) -> Void) {
    journal?.save(Symbol(id: basic, kind: kinds[Int(basic)]), rows[Int(basic)])
    var row = rows[Int(basic)]!
    rows[Int(basic)] = nil  // so that `row` owns its storage and mutates in place
    change(&row, { link($0, basic) }, { unlink($0, basic) })
    rows[Int(basic)] = row
    if kinds[Int(basic)] == .external {
      markDirty(basic)
    } else if row.constant < -epsilon {
      infeasible.append(basic)
    }
  }

  /// Replaces `symbol` by `row` (`symbol = row`) in every row and objective that mentions it.
  ///
  /// - Complexity: O(Σ (*k*ᵢ + *m*)) over the *r* rows that mention `symbol`, *k*ᵢ their terms and
  ///   *m* the terms of `row`, plus O(*m*) per objective level that mentions it.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    let holders = columns[symbol.index]
    for holder in holders {
      modifyRow(of: holder) { target, entered, left in
        let coefficient = target.remove(symbol)
        left(symbol)
        target.add(row, times: coefficient, entered: entered, left: left)
      }
    }
    if artificial != nil {
      let coefficient = artificial!.coefficient(of: symbol)
      if coefficient != 0 {
        artificial!.terms[symbol] = nil
        artificial!.constant = constantSum(artificial!.constant, coefficient * row.constant)
        for term in row.terms {
          let total = sum(artificial!.coefficient(of: term.symbol), coefficient * term.coefficient)
          artificial!.terms[term.symbol] = nearZero(total) ? nil : total
        }
        for term in row.terms { updateImproving(term.symbol) }
      }
    }
    for index in levels.indices {
      let coefficient = levels[index].coefficient(of: symbol)
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
    while index < levels.count, levels[index].priority > priority { index += 1 }
    if index < levels.count, levels[index].priority == priority { return index }
    levels.insert(ObjectiveLevel(priority: priority), at: index)
    journal?.createdLevels.append(priority)
    return index
  }

  /// Sets the coefficient of `symbol` in level `index`'s objective.
  mutating func setObjective(_ index: Int, _ symbol: Symbol, _ coefficient: Double) {
    journal?.save(objective: levels[index], symbol)
    levels[index].terms[symbol] = nearZero(coefficient) ? nil : coefficient
  }

  /// Adds `factor · row` to level `index`'s objective.
  mutating func addToObjective(_ index: Int, _ row: Row, times factor: Double) {
    journal?.saveConstant(of: levels[index])
    levels[index].constant = constantSum(levels[index].constant, factor * row.constant)
    for term in row.terms {
      // An objective bounded below cannot depend on a free variable: a variable in the row
      // cancels out of it in exact arithmetic (a removed marker's row can be a variable's), and
      // what is left is rounding.
      guard term.symbol.kind != .external else { continue }
      setObjective(index, term.symbol, sum(levels[index].coefficient(of: term.symbol), factor * term.coefficient))
      updateImproving(term.symbol)
    }
  }

  /// Adds `factor · symbol` to level `index`'s objective, through its row if it is basic.
  mutating func addToObjective(_ index: Int, _ symbol: Symbol, times factor: Double) {
    if let row = rows[symbol.index] {
      addToObjective(index, row, times: factor)
    } else {
      setObjective(index, symbol, sum(levels[index].coefficient(of: symbol), factor))
      updateImproving(symbol)
    }
  }

  /// The sign of `symbol`'s reduced cost read lexicographically, highest level first: -1 when
  /// raising it improves the objective, +1 when it worsens it, 0 when no level cares.
  func reducedCostSign(of symbol: Symbol, includingProbes: Bool = true) -> Int {
    if let artificial {
      let c = artificial.coefficient(of: symbol)
      if c < -epsilon { return -1 }
      if c > epsilon { return 1 }
    }
    for level in levels {
      if !includingProbes && level.priority <= 0 { break }
      let c = level.coefficient(of: symbol)
      if c < -epsilon { return -1 }
      if c > epsilon { return 1 }
    }
    return 0
  }

  /// Keeps `improving` exact for `symbol`.
  mutating func updateImproving(_ symbol: Symbol) {
    if symbol.isRestricted, rows[symbol.index] == nil, reducedCostSign(of: symbol) < 0 {
      improving.insert(symbol)
    } else {
      improving.remove(symbol)
    }
  }
}
