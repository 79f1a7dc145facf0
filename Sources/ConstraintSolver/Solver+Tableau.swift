// The tableau's edits as the solver makes them. Every change to a row or an objective goes
// through these, so that the candidate set and the value cache follow the tableau and the
// objectives, which keep their own index and undo.

extension Solver {
  // MARK: Symbols

  mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    let (symbol, isNew) = tableau.allocate(kind)
    let id = symbol.id
    if id == 0 && isNew {
      // A solver makes a few dozen symbols before its first layout is read; each part keeps an
      // array per symbol, and growing all of them from one entry was a dozen reallocations
      // each (a fitting engine, built for one measurement, spent a tenth of its time there).
      reserveSymbolCapacity(Self.initialSymbolCapacity)
    }
    if isNew {
      // The arrays by symbol id grow by a batch of fresh entries at a time: a dozen appends for
      // each symbol were 3 % of the instructions of building a layout.
      if Int(id) >= tableau.symbolExtent { extendSymbols(to: Self.symbolExtent(past: Int(id))) }
      // A new symbol's node starts alone: nothing to take it out of.
      components.claim(id, isExternal: kind == .external)
    } else {
      components.isolate(id, isExternal: kind == .external)
    }
    return symbol
  }

  /// Room for the first symbols, in every part's per-symbol arrays.
  static var initialSymbolCapacity: Int { 32 }

  /// How many ids the arrays by symbol id cover once they cover `id`: an eighth more, between 16
  /// and 1 024 ids ahead, so that few extensions run and little memory is touched before use.
  static func symbolExtent(past id: Int) -> Int {
    id + min(max(16, id / 8), 1024)
  }

  /// Makes every part's arrays by symbol id cover the ids below `count`, fresh past the last.
  mutating func extendSymbols(to count: Int) {
    tableau.extendSymbols(to: count)
    cache.extendSymbols(to: count)
    lazyRows.extendSymbols(to: count)
    registry.extendSymbols(to: count)
    components.extendSymbols(to: count)
  }

  /// Makes room for `count` symbols in every part's per-symbol arrays.
  mutating func reserveSymbolCapacity(_ count: Int) {
    tableau.reserveSymbolCapacity(count)
    cache.reserveSymbolCapacity(count)
    lazyRows.reserveSymbolCapacity(count)
    registry.reserveSymbolCapacity(count)
    components.reserveSymbolCapacity(count)
  }

  /// Returns an id for reuse. The symbol must appear in no row and no objective.
  mutating func release(_ symbol: Symbol) {
    objectives.removeCandidate(symbol)
    registry.clearOwner(of: symbol.id)
    presolve.forgetRememberedRows()
    cache.zeroValue(at: symbol.index)
    tableau.release(symbol)
  }

  func isBasic(_ symbol: Symbol) -> Bool { tableau.isBasic(symbol) }

  // MARK: Rows

  /// Makes `basic` basic with `row`, indexing its terms.
  mutating func setRow(_ row: Row, for basic: Symbol) {
    tableau.setRow(row, for: basic)
    if basic.kind == .external {
      markDirty(basic.id)
    } else if row.constant < -epsilon {
      objectives.pushInfeasible(basic.id)
    }
  }

  /// Removes and returns the row of `basic`, which becomes parametric.
  mutating func takeRow(of basic: Symbol) -> Row {
    let row = tableau.takeRow(of: basic)
    if basic.kind == .external { markDirty(basic.id) }
    return row
  }

  /// Removes the rows of those of `symbols` that are basic, at once (see
  /// ``Tableau/takeRows(of:)``).
  mutating func takeRows(of symbols: [Symbol]) {
    for basic in tableau.takeRows(of: symbols) where basic.kind == .external { markDirty(basic.id) }
  }

  /// Applies `change` to the row of `basic`, keeping the index and the bookkeeping in step.
  mutating func modifyRow(of basic: Int32, _ change: (inout Row, inout RowLinks) -> Void) {
    rowDidChange(basic, constant: tableau.modifyRow(of: basic, change))
  }

  /// Applies `change` to the constant of the row of `basic` alone, in place (see
  /// ``Tableau/changeConstant(of:_:)``), keeping the bookkeeping in step.
  mutating func changeConstant(of basic: Int32, _ change: (inout Double) -> Void) {
    rowDidChange(basic, constant: tableau.changeConstant(of: basic, change))
  }

  /// A changed row's value is stale; a restricted one gone negative is infeasible.
  mutating func rowDidChange(_ basic: Int32, constant: Double) {
    if tableau.kinds[Int(basic)] == .external {
      markDirty(basic)
    } else if constant < -epsilon {
      objectives.pushInfeasible(basic)
    }
  }

  /// Replaces `symbol` by `row` (`symbol = row`) in every row and objective that mentions it.
  ///
  /// - Complexity: O(Σ (*k*ᵢ + *m*)) over the *r* rows that mention `symbol`, *k*ᵢ their terms and
  ///   *m* the terms of `row`, plus O(*m*) per objective level that mentions it.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    // Every holder loses `symbol` (`row` does not mention it): its column is emptied at once.
    let holders = tableau.takeColumn(of: symbol)
    for holder in holders {
      rowDidChange(holder, constant: tableau.substitute(symbol, with: row, inRowOf: holder))
    }
    if objectives.substituteInArtificial(symbol, with: row) {
      for term in row.terms { updateImproving(term.symbol) }
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
    objectives.levelIndex(for: priority)
  }

  /// Sets the coefficient of `symbol` in level `index`'s objective.
  mutating func setObjective(_ index: Int, _ symbol: Symbol, _ coefficient: Double) {
    objectives.setCoefficient(at: index, of: symbol, to: coefficient)
  }

  /// Adds `factor · row` to level `index`'s objective.
  mutating func addToObjective(_ index: Int, _ row: Row, times factor: Double) {
    objectives.setConstant(at: index, to: constantSum(objectives.levels[index].constant, factor * row.constant))
    for term in row.terms {
      // An objective bounded below cannot depend on a free variable: a variable in the row
      // cancels out of it in exact arithmetic (a removed marker's row can be a variable's), and
      // what is left is rounding.
      guard term.symbol.kind != .external else { continue }
      objectives.addToCoefficient(at: index, of: term.symbol, factor * term.coefficient)
      updateImproving(term.symbol)
    }
  }

  /// Adds `factor · symbol` to level `index`'s objective, through its row if it is basic.
  mutating func addToObjective(_ index: Int, _ symbol: Symbol, times factor: Double) {
    if let row = tableau.rows[symbol.index] {
      addToObjective(index, row, times: factor)
    } else {
      objectives.addToCoefficient(at: index, of: symbol, factor)
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
      objectives.insertCandidate(symbol)
    } else {
      objectives.removeCandidate(symbol)
    }
  }
}
