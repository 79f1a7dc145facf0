// Adding and removing constraints.

extension Solver {
  /// Adds a constraint and re-optimises the solution.
  ///
  /// - Parameter constraint: A constraint that is not already in the solver.
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is present;
  ///   ``SolverError/invalidPriority(_:)`` if its priority is outside (0, 1000];
  ///   ``SolverError/nonFiniteConstraint(_:)`` if a coefficient or the constant is NaN or infinite;
  ///   ``SolverError/unsatisfiable(_:conflicting:)`` if it is required and cannot hold with the
  ///   required constraints present, carrying a minimal conflicting set.
  ///   After a throw the solver is exactly as before.
  /// - Complexity: O(*r* · *k*) to substitute, where *r* is the rows mentioning its symbols and *k*
  ///   the terms per row, plus the pivots of re-optimising. A constraint that introduces a new
  ///   variable (the usual case when a layout is built) costs O(*k*) and no pivot.
  public mutating func add(_ constraint: Constraint) throws(SolverError) {
    guard tags[ObjectIdentifier(constraint)] == nil else { throw .duplicateConstraint(constraint) }
    guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
    guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
    try insert(constraint, role: .user, priority: constraint.priority.rawValue)
    finishOperation()
  }

  /// Removes a constraint and re-optimises the solution.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver (edit constraints,
  ///   which belong to their edit variable, count as unknown).
  /// - Complexity: that of one pivot on the constraint's marker, plus the pivots of re-optimising.
  public mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let tag = tags[ObjectIdentifier(constraint)], tag.role == .user else {
      throw .unknownConstraint(constraint)
    }
    removeTagged(tag)
    finishOperation()
  }

  /// Refreshes stale values and, in debug builds, checks every invariant.
  mutating func finishOperation() {
    refreshValues()
    checkInvariants()
  }

  // MARK: Adding

  /// Adds a validated constraint, restoring the exact previous state if it is unsatisfiable.
  mutating func insert(_ constraint: Constraint, role: Tag.Role, priority: Float) throws(SolverError) {
    journal = Journal()
    do {
      try place(constraint, role: role, priority: priority)
      journal = nil
    } catch {
      let record = journal!
      rollBack(record)
      throw error
    }
  }

  /// The symbol of `variable`, registered on first use.
  mutating func symbol(for variable: Variable) -> Symbol {
    if let entry = variables[ObjectIdentifier(variable)] { return entry.symbol }
    let symbol = makeSymbol(.external)
    variables[ObjectIdentifier(variable)] = VariableEntry(variable: variable, symbol: symbol)
    variableOfSymbol[symbol.id] = variable
    journal?.variables.append(variable)
    return symbol
  }

  private mutating func place(_ constraint: Constraint, role: Tag.Role, priority: Float) throws(SolverError) {
    let required = priority >= 1000
    // The constraint's row, read as `0 = row`, with its markers.
    var row = Row(constant: constraint.expression.constant)
    for term in constraint.expression.terms {
      row.insert(symbol(for: term.variable), term.coefficient)
    }
    let marker: Symbol
    var other: Symbol?
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // `e <= 0` becomes `e + slack = 0`; `e >= 0` becomes `e - slack = 0`; an optional one
      // also gets an error that pays for violating it.
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      marker = makeSymbol(.slack)
      row.insert(marker, sign)
      if !required {
        other = makeSymbol(.error)
        row.insert(other!, -sign)
      }
    case .equal:
      if required {
        marker = makeSymbol(.dummy)
        row.insert(marker, 1)
      } else {
        marker = makeSymbol(.error)
        other = makeSymbol(.error)
        row.insert(marker, -1)
        row.insert(other!, 1)
      }
    }
    let errors = [marker, other].compactMap { $0 }.filter { $0.kind == .error }
    additions += 1
    let tag = Tag(constraint: constraint, role: role, marker: marker, other: other, priority: priority, order: additions)

    // 1. A variable that nothing mentions yet becomes basic with this row as it is, mentions of
    //    other variables and all: the rest of the tableau does not change. This is how chains
    //    (a row of views, a stack) stay sparse.
    if let fresh = freshVariable(in: row) {
      row.solve(for: fresh)
      setRow(row, for: fresh)
      record(tag, errors: errors)
      return
    }

    // From here on the row must be written in parametric symbols only.
    row = expanded(row)

    // 2. A parametric variable becomes basic. Rows that mention it read it lazily, so none needs
    //    rewriting; its own row mentions no basic variable, so no cycle can form.
    if let variable = parametricVariable(in: row) {
      row.solve(for: variable)
      setRow(row, for: variable)
      record(tag, errors: errors)
      return
    }

    // 3. Only required equalities' dummies are left: the constraint is implied by them or
    //    contradicts them.
    if row.terms.allSatisfy({ $0.symbol.kind == .dummy }) {
      guard nearZero(row.constant) else {
        throw .unsatisfiable(constraint, conflicting: conflict(for: constraint, certificate: row.terms.map(\.symbol)))
      }
      row.solve(for: marker)
      setRow(row, for: marker)
      record(tag, errors: errors)
      return
    }

    // 4. A new slack or error becomes basic, keeping the row feasible.
    if row.constant < 0 { row.scale(by: -1) }
    record(tag, errors: errors)
    if let subject = [marker, other].compactMap({ $0 }).first(where: {
      $0.isRestricted && row.coefficient(of: $0) < 0
    }) {
      row.solve(for: subject)
      setRow(row, for: subject)
      substitute(subject, with: row)
      optimize()
      return
    }

    // 5. Otherwise (a required constraint) phase one of the simplex method finds a feasible point.
    try addWithArtificialVariable(row, for: constraint)
    optimize()
  }

  /// Registers the constraint and puts its errors in its level's objective.
  private mutating func record(_ tag: Tag, errors: [Symbol]) {
    tags[ObjectIdentifier(tag.constraint)] = tag
    journal?.tags.append(ObjectIdentifier(tag.constraint))
    for symbol in [tag.marker, tag.other].compactMap({ $0 }) { owners[symbol.id] = tag.constraint }
    guard !errors.isEmpty else { return }
    let index = levelIndex(for: tag.priority)
    levels[index].members += 1
    for error in errors { addToObjective(index, error, times: 1) }
  }

  /// An external symbol of `row` that is not basic and that no row mentions.
  private func freshVariable(in row: Row) -> Symbol? {
    var best: Symbol?
    var bestMagnitude = 0.0
    for term in row.terms where term.symbol.kind == .external {
      guard !isBasic(term.symbol), columns[term.symbol.index].isEmpty else { continue }
      // The largest coefficient keeps the division well conditioned.
      if abs(term.coefficient) > bestMagnitude {
        best = term.symbol
        bestMagnitude = abs(term.coefficient)
      }
    }
    return best
  }

  /// The parametric external symbol of `row` mentioned by the fewest rows (Markowitz's rule).
  private func parametricVariable(in row: Row) -> Symbol? {
    var best: Symbol?
    var bestCount = Int.max
    for term in row.terms where term.symbol.kind == .external {
      let count = columns[term.symbol.index].count
      if count < bestCount {
        best = term.symbol
        bestCount = count
      }
    }
    return best
  }

  /// Phase one: adds `row` behind an artificial variable and minimises it to zero.
  private mutating func addWithArtificialVariable(_ row: Row, for constraint: Constraint) throws(SolverError) {
    let artificialSymbol = makeSymbol(.slack)
    setRow(row, for: artificialSymbol)
    var objective = ObjectiveLevel(priority: .infinity)
    objective.constant = row.constant
    for term in row.terms { objective.terms[term.symbol] = term.coefficient }
    artificial = objective
    for term in row.terms { updateImproving(term.symbol) }
    optimize()

    let final = artificial!
    artificial = nil
    for symbol in final.terms.keys { updateImproving(symbol) }
    guard nearZero(final.constant) else {
      // The final objective is a Farkas certificate: the constraints whose markers it mentions
      // are the ones combined into the contradiction.
      let certificate = final.terms.filter { !nearZero($0.value) }.map(\.key)
      throw .unsatisfiable(constraint, conflicting: conflict(for: constraint, certificate: certificate))
    }
    if isBasic(artificialSymbol) {
      var artificialRow = takeRow(of: artificialSymbol)
      if let entering = artificialRow.terms.first(where: { $0.symbol.isRestricted })?.symbol
        ?? artificialRow.terms.first?.symbol
      {
        artificialRow.solve(for: entering, replacing: artificialSymbol)
        setRow(artificialRow, for: entering)
        substitute(entering, with: artificialRow)
      }
    }
    // The artificial variable is parametric, so zero, and must stay so.
    drop(artificialSymbol)
  }

  /// Removes a parametric symbol from every row and objective (fixing it at zero) and releases it.
  mutating func drop(_ symbol: Symbol) {
    for holder in columns[symbol.index] {
      modifyRow(of: holder) { row, _, left in
        row.remove(symbol)
        left(symbol)
      }
    }
    for index in levels.indices where levels[index].terms[symbol] != nil {
      setObjective(index, symbol, 0)
    }
    release(symbol)
  }

  // MARK: Removing

  mutating func removeTagged(_ tag: Tag) {
    tags[ObjectIdentifier(tag.constraint)] = nil
    // The errors stop costing.
    if tag.priority < 1000 {
      let index = levelIndex(for: tag.priority)
      for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
        addToObjective(index, error, times: -1)
      }
      levels[index].members -= 1
      if levels[index].members == 0 {
        let symbols = Array(levels[index].terms.keys)
        levels.remove(at: index)
        for symbol in symbols { updateImproving(symbol) }
      }
    }
    // The marker's row leaves the tableau: pivot the marker in, then drop its row.
    let marker = tag.marker
    if isBasic(marker) {
      _ = takeRow(of: marker)
    } else if let leaving = markerLeavingRow(marker) {
      if leaving.kind == .external && columns[marker.index].count > 1 {
        // Its row will be substituted into other lazy rows: it must not mention basic variables.
        let full = expanded(takeRow(of: leaving))
        setRow(full, for: leaving)
      }
      var row = takeRow(of: leaving)
      row.solve(for: marker, replacing: leaving)
      substitute(marker, with: row)
      updateImproving(leaving)
    }
    for index in levels.indices where levels[index].terms[marker] != nil {
      setObjective(index, marker, 0)
    }
    release(marker)
    // The second error belongs to no other constraint: drop it.
    if let other = tag.other {
      if isBasic(other) { _ = takeRow(of: other) }
      drop(other)
    }
    dualOptimize()
    optimize()
  }

  /// The row to pivot `marker` into when removing its constraint, chosen so the tableau stays
  /// feasible: the tightest restricted row where it has a negative coefficient, else the tightest
  /// with a positive one, else a variable's row.
  private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var negative: (Symbol, Double)?
    var positive: (Symbol, Double)?
    var external: Symbol?
    for holder in columns[marker.index].sorted() {
      let symbol = Symbol(id: holder, kind: kinds[Int(holder)])
      let row = rows[Int(holder)]!
      if symbol.kind == .external {
        if external == nil { external = symbol }
        continue
      }
      let coefficient = row.coefficient(of: marker)
      if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if negative == nil || ratio < negative!.1 - epsilon { negative = (symbol, ratio) }
      } else {
        let ratio = row.constant / coefficient
        if positive == nil || ratio < positive!.1 - epsilon { positive = (symbol, ratio) }
      }
    }
    return negative?.0 ?? positive?.0 ?? external
  }
}
