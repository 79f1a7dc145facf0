// Adding and removing constraints.

extension Solver {
  /// Adds a constraint and re-optimises the solution.
  ///
  /// - Parameter constraint: A constraint that is not already in the solver.
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is present;
  ///   ``SolverError/invalidPriority(_:)`` if its priority is outside (0, 1000], or it has a
  ///   ``Constraint/priorityBelow`` and either priority is required;
  ///   ``SolverError/nonFiniteConstraint(_:)`` if a coefficient or the constant is NaN or infinite;
  ///   ``SolverError/outOfRangeConstraint(_:)`` if the constant is beyond ±``largestMagnitude`` or a
  ///   coefficient outside ``coefficientMagnitudes``;
  ///   ``SolverError/unsatisfiable(_:conflicting:)`` if it is required and cannot hold with the
  ///   required constraints present, carrying a minimal conflicting set.
  ///   After a throw the solver is exactly as before.
  /// - Complexity: O(*r* · *k*) to substitute, where *r* is the rows mentioning its symbols and *k*
  ///   the terms per row, plus the pivots of re-optimising. A constraint that introduces a new
  ///   variable (the usual case when a layout is built) costs O(*k*) and no pivot.
  ///
  /// - Parameter forConstantChanges: Pass true for a constraint whose constant will change through
  ///   ``replace(_:with:)`` (a window's size, a guide's inset): a required equality then keeps a
  ///   dummy marker instead of becoming a bare definition, so that a new constant shifts the rows
  ///   that mention the marker instead of rebuilding the rows its definition was copied into.
  public mutating func add(_ constraint: Constraint, forConstantChanges: Bool = false) throws(SolverError) {
    guard registry.tags[ObjectIdentifier(constraint)] == nil else { throw .duplicateConstraint(constraint) }
    guard constraint.hasValidPriorities else { throw .invalidPriority(constraint.invalidPriority) }
    guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
    guard constraint.expression.isWithinSolverRange else { throw .outOfRangeConstraint(constraint) }
    try insert(constraint, role: .user, priority: constraint.priority.rawValue, keepsMarker: forConstantChanges)
    finishOperation()
  }

  /// Makes room for about `constraints` more constraints over about `variables` more variables,
  /// as `Array.reserveCapacity(_:)` does for elements.
  ///
  /// A build whose size is known (a layout engine's first pass over a hierarchy) then grows each
  /// table of the solver once instead of at every doubling on the way, each of which copied or
  /// rehashed what was there and touched fresh memory. Too high a guess costs address space, too
  /// low one only the doublings it did not spare; neither changes a result. At most
  /// ``largestReservation`` of each is reserved at once; past that, tables grow as they fill.
  public mutating func reserveCapacity(constraints: Int, variables: Int) {
    let constraints = min(max(0, constraints), Self.largestReservation)
    let variables = min(max(0, variables), Self.largestReservation)
    registry.reserveCapacity(
      constraints: registry.tags.count + constraints, variables: registry.variables.count + variables)
    // Besides its variables', a constraint's symbols are a marker and at most one more (a
    // slack's error, an equality's second error).
    reserveSymbolCapacity(tableau.kinds.count + variables + 2 * constraints)
  }

  /// The most constraints, and the most variables, that one
  /// ``reserveCapacity(constraints:variables:)`` makes room for: about a million, some hundred
  /// megabytes of address space. A larger guess is more likely a mistake than a layout, and the
  /// tables still grow past it as they fill.
  public static let largestReservation = 1 << 20

  /// Removes a constraint and re-optimises the solution.
  ///
  /// A variable that no constraint mentions any more is forgotten: the solver lets go of it and
  /// reuses its storage, and ``value(of:)`` reads 0 for it, as it did before (such a variable is
  /// free, at 0).
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver (edit constraints,
  ///   which belong to their edit variable, count as unknown).
  /// - Complexity: that of one pivot on the constraint's marker, plus the pivots of re-optimising.
  public mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let tag = registry.tags[ObjectIdentifier(constraint)], tag.role == .user else {
      throw .unknownConstraint(constraint)
    }
    removeTagged(tag)
    releaseUnusedVariables(of: CollectionOfOne(constraint))
    finishOperation()
  }

  /// Removes several constraints at once, as `NSLayoutConstraint.deactivate(_:)` does.
  ///
  /// Equivalent to removing them one by one, but a definition whose row was copied into others
  /// costs one rebuild of its history component for the whole batch instead of one each.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` for the first constraint that is not in the
  ///   solver (or appears twice), before anything is removed.
  public mutating func remove(_ constraints: [Constraint]) throws(SolverError) {
    var seen = IdentitySet()
    for constraint in constraints {
      guard let tag = registry.tags[ObjectIdentifier(constraint)], tag.role == .user,
        seen.insert(ObjectIdentifier(constraint))
      else { throw .unknownConstraint(constraint) }
    }
    // Components that need a rebuild are rebuilt once, without every batch member in them.
    var rebuilt = SymbolIDSet()
    for constraint in constraints {
      guard let tag = registry.tags[ObjectIdentifier(constraint)], needsRebuild(tag) else { continue }
      let root = componentRoot(tag.marker.id)
      guard rebuilt.insert(root) else { continue }
      rebuildComponent(of: tag.marker.id, removing: seen)
    }
    for constraint in constraints {
      if let tag = registry.tags[ObjectIdentifier(constraint)] { removeTagged(tag) }
    }
    releaseUnusedVariables(of: constraints)
    finishOperation()
  }

  /// Refreshes stale values (unless they are deferred) and, in debug builds, checks the
  /// invariants (``checkInvariantsIfDue()``).
  mutating func finishOperation() {
    if !cache.defersValues { refreshValues() }
    checkInvariantsIfDue()
  }

  // MARK: Adding

  /// Adds a validated constraint, restoring the exact previous state if it is unsatisfiable.
  mutating func insert(
    _ constraint: Constraint, role: Tag.Role, priority: Float, keepsMarker: Bool = false
  ) throws(SolverError) {
    // Only a required constraint can be refused (an optional one's error absorbs anything), so
    // only its addition records its changes for undo: that bookkeeping was a tenth of the cost
    // of building a small layout.
    if priority >= Priority.required.rawValue { startUndo() }
    do {
      try place(constraint, role: role, priority: priority, keepsMarker: keepsMarker)
      commitUndo()
      joinComponents(of: constraint)
    } catch {
      assert(isRecordingUndo, "an optional constraint was refused: \(constraint)")
      rollBack()
      throw error
    }
  }

  /// The symbol of `variable`, registered on first use.
  mutating func symbol(for variable: Variable) -> Symbol {
    // The hint names the symbol in the table that last registered the variable, read without
    // hashing; a variable never registered anywhere (-1) is in no table.
    let hint = variable.symbolHint
    if hint >= 0, let symbol = registry.variables.symbol(of: variable, hint: hint) { return symbol }
    let symbol = makeSymbol(.external)
    registry.register(variable, as: symbol)
    return symbol
  }

  private mutating func place(
    _ constraint: Constraint, role: Tag.Role, priority: Float, keepsMarker: Bool, shiftsEqualities: Bool = true
  ) throws(SolverError) {
    let required = priority >= Priority.required.rawValue
    // An ambiguity probe passes its own priority (0); a constraint's second one comes with it.
    let otherPriority = constraint.priorityBelow?.rawValue ?? priority
    // The constraint's row, read as `0 = row`.
    var row = Row(constant: constraint.expression.constant)
    // Room for the markers too (`addMarkers`).
    row.reserveCapacity(constraint.expression.terms.count + 2)
    for term in constraint.expression.terms {
      row.insert(symbol(for: term.variable), term.coefficient)
    }
    let order = registry.countAddition()

    // 1. A variable that is not basic becomes basic with this row as it is, mentions of other
    //    variables and all, when ranks allow: the rest of the tableau does not change. This is how
    //    chains (a row of views, a stack) stay sparse. A required equality placed this way needs
    //    no dummy: its row is the only place it lives until an expansion copies it.
    //    When every variable of the row is basic or none fits between the ranks, one of its basic
    //    variables may be replaced by that variable's own row, which brings in a variable that can
    //    take it (a stack whose last view was pinned to its end before the gaps above it arrived).
    //    Such a row is not the constraint's alone, so it keeps a marker to be undone by.
    var lazy = lazySubject(in: row).map { (placement: $0, isSubstituted: false, copied: nil as ObjectIdentifier?) }
    if lazy == nil, let substitution = lazySubjectAfterSubstitution(in: row) {
      row = substitution.row
      lazy = (substitution.placement, true, substitution.copied)
    }
    if let (placement, isSubstituted, copiedDefinition) = lazy {
      let variable = placement.subject
      let defines = required && constraint.relation == .equal && !keepsMarker && !isSubstituted
      let (marker, other) = defines ? (variable, nil) : addMarkers(to: &row, constraint.relation, required: required)
      row.solve(for: variable)
      setRow(row, for: variable)
      for lift in placement.lifts { lazyRows.setRank(lift.rank, of: Symbol(id: lift.id, kind: .external)) }
      lazyRows.setRank(placement.rank, of: variable)
      let tag = Tag(constraint: constraint, role: role, marker: marker, defines: defines, other: other,
                    priority: priority, otherPriority: otherPriority, order: order)
      if defines { lazyRows.define(variable, by: ObjectIdentifier(constraint)) }
      if let copiedDefinition { lazyRows.embed([copiedDefinition]) }
      record(tag)
      return
    }

    // From here on the row must be written in parametric symbols only.
    let copied: [ObjectIdentifier]
    (row, copied) = expandedCopying(row)

    // An optional row identical to one already present joins it: same errors, more weight.
    var key: RowKey?
    // A row whose errors sit at two levels shares them with no other (``RowKey`` has one).
    if !required && role == .user && otherPriority == priority {
      key = RowKey(row, priority: priority, relation: constraint.relation)
      if let marker = presolve.marker(ofRowLike: key!), let owner = registry.owners[marker],
        let shared = registry.tags[ObjectIdentifier(owner)]
      {
        let tag = Tag(constraint: constraint, role: role, marker: shared.marker, defines: false, other: shared.other,
                      priority: priority, otherPriority: otherPriority, order: order)
        presolve.join(constraint, groupOf: marker, ownedBy: owner)
        joinComponents(variableSymbols(of: constraint) + variableSymbols(of: owner))
        record(tag)
        optimize()
        lazyRows.embed(copied)
        return
      }
    }

    let (marker, other) = addMarkers(to: &row, constraint.relation, required: required)
    let tag = Tag(constraint: constraint, role: role, marker: marker, defines: false, other: other,
                  priority: priority, otherPriority: otherPriority, order: order)
    // Remembered so that an identical row can join it; `members` lists a group once it has two.
    if let key { presolve.remember(key, marker: marker.id) }

    // 2. A parametric variable becomes basic. Its row mentions no basic variable, so any rank
    //    below its readers' keeps the references acyclic, and no row needs rewriting.
    if let variable = parametricVariable(in: row) {
      row.solve(for: variable)
      setRow(row, for: variable)
      let rank = (tableau.columns[variable.index].map { lazyRows.ranks[Int($0)] }.min() ?? 1) - 1
      lazyRows.setRank(rank, of: variable)
      record(tag)
      lazyRows.embed(copied)
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
      record(tag)
      lazyRows.embed(copied)
      return
    }

    // 4. A required equality that only slacks and errors can take (its variables are all fixed
    //    by other rows: a size put back after a fitting took it out) is placed where it holds
    //    now, at constant zero, where any of them keeps every row feasible; then moved to its
    //    constant as a constant change moves it, by the dual simplex. Phase one (step 6) builds
    //    and minimises an objective of its own instead, three times the work; it still decides
    //    a conflict, and explains it, and takes constants beyond a million, which a shift would
    //    round (a value near 1e15 moved to 0 would read -0.125).
    if shiftsEqualities && required && constraint.relation == .equal && abs(row.constant) <= 1e6,
      let subject = row.terms.first(where: { $0.symbol.isRestricted })?.symbol
    {
      record(tag)
      let constant = row.constant
      row.constant = 0
      row.solve(for: subject)
      setRow(row, for: subject)
      substitute(subject, with: row)
      optimize()
      // The row read `0 = constant + … + 1·marker` (`addMarkers`): at constant zero the marker
      // stands for `marker + constant`.
      if !nearZero(constant) {
        guard shiftRows(mentioning: marker, by: constant), dualOptimizeIfFeasible() else {
          objectives.clearInfeasible()
          rollBack()
          startUndo()
          try place(constraint, role: role, priority: priority, keepsMarker: keepsMarker, shiftsEqualities: false)
          return
        }
        optimize()  // as after a constant change: a cost that rounding tipped below zero
      }
      lazyRows.embed(copied)
      return
    }

    // 5. A new slack or error becomes basic, keeping the row feasible.
    if row.constant < 0 { row.scale(by: -1) }
    record(tag)
    if let subject = restrictedSubject(of: row, marker: marker, other: other) {
      row.solve(for: subject)
      setRow(row, for: subject)
      substitute(subject, with: row)
      optimize()
      lazyRows.embed(copied)
      return
    }

    // 6. Otherwise (a required constraint) phase one of the simplex method finds a feasible point.
    try addWithArtificialVariable(row, for: constraint)
    optimize()
    lazyRows.embed(copied)
  }

  /// The new slack or error to make basic with `row` (whose constant is not negative).
  ///
  /// A symbol with a negative coefficient keeps the row feasible; when the constant is zero, so
  /// does any. Among those, one whose row leaves every reduced cost non-negative is best: the
  /// solution stays optimal with no pivot. Always taking the first error instead, as Cassowary
  /// does, tilts the objective a little with each added preference, and every tilt costs a
  /// degenerate pivot through all the rows that share the preference: quadratic work for a row of
  /// equal-width views that each prefer a width.
  private func restrictedSubject(of row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
    let degenerate = nearZero(row.constant)
    // The marker and the other error, in that order, without an array: this runs for every
    // optional constraint a layout adds.
    func isFeasible(_ symbol: Symbol) -> Bool {
      let coefficient = row.coefficient(of: symbol)
      return symbol.isRestricted && (coefficient < 0 || (degenerate && coefficient != 0))
    }
    let first = isFeasible(marker) ? marker : nil
    let second = other.flatMap { isFeasible($0) ? $0 : nil }
    if let first, keepsOptimal(row, solvedFor: first) { return first }
    if let second, keepsOptimal(row, solvedFor: second) { return second }
    if let first, row.coefficient(of: first) < 0 { return first }
    if let second, row.coefficient(of: second) < 0 { return second }
    return nil
  }

  /// Whether making `subject` basic with `row` leaves no parametric symbol able to improve.
  private func keepsOptimal(_ row: Row, solvedFor subject: Symbol) -> Bool {
    let scale = -1 / row.coefficient(of: subject)
    let levels = objectives.levels
    // The subject's reduced costs, level by level, in temporary storage (no array per call).
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: levels.count) { costs in
      for index in levels.indices { costs[index] = levels[index].coefficient(of: subject) }
      for term in row.terms where term.symbol != subject && term.symbol.isRestricted {
        for index in levels.indices {
          let cost = levels[index].coefficient(of: term.symbol) + costs[index] * term.coefficient * scale
          if cost < -epsilon { return false }
          if cost > epsilon { break }
        }
      }
      return true
    }
  }

  /// Adds the slack, error or dummy symbols that let `relation` be written as `0 = row`.
  private mutating func addMarkers(
    to row: inout Row, _ relation: Constraint.Relation, required: Bool
  ) -> (marker: Symbol, other: Symbol?) {
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // `e <= 0` becomes `e + slack = 0`; `e >= 0` becomes `e - slack = 0`; an optional one
      // also gets an error that pays for violating it.
      let sign: Double = relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      row.insert(slack, sign)
      guard !required else { return (slack, nil) }
      let error = makeSymbol(.error)
      row.insert(error, -sign)
      return (slack, error)
    case .equal:
      if required {
        let dummy = makeSymbol(.dummy)
        row.insert(dummy, 1)
        return (dummy, nil)
      }
      let plus = makeSymbol(.error)
      let minus = makeSymbol(.error)
      row.insert(plus, -1)
      row.insert(minus, 1)
      return (plus, minus)
    }
  }

  /// `expanded(row)`, and the definitions whose rows it copied. Works in the solver's own
  /// scratch buffers: every constraint a layout adds past its first is expanded.
  mutating func expandedCopying(_ row: Row) -> (Row, [ObjectIdentifier]) {
    var copied: [ObjectIdentifier] = []
    var scratch = ExpansionScratch()
    swap(&scratch, &expansionScratch)
    let result = expanded(row, scratch: &scratch) { symbol in
      if let definition = lazyRows.definitions[symbol.id] { copied.append(definition) }
    }
    swap(&scratch, &expansionScratch)
    return (result, copied)
  }

  /// Registers the constraint and puts its errors in its level's objective.
  private mutating func record(_ tag: borrowing Tag) {
    // Borrowed, its parts read in place and one copy stored: each copy of a tag retains its
    // constraint, and this runs for every constraint added.
    let constraint = tag.constraint
    let (marker, other, defines) = (tag.marker, tag.other, tag.defines)
    let (isRequired, priority, otherPriority) = (tag.isRequired, tag.priority, tag.otherPriority)
    registry.register(copy tag)
    if !registry.keepsMentions {
      for term in constraint.expression.terms {
        registry.addMention(of: symbol(for: term.variable).index, by: ObjectIdentifier(constraint))
      }
    }
    guard !defines else { return }
    registry.claim(marker.id, for: constraint)
    if let other { registry.claim(other.id, for: constraint) }
    guard !isRequired else { return }
    // An optional constraint's errors: an equality's two, or an inequality's second symbol.
    let index = levelIndex(for: priority)
    objectives.countConstraints(at: index, by: 1)
    if marker.kind == .error { addToObjective(index, marker, times: 1) }
    guard let other, other.kind == .error else { return }
    guard otherPriority != priority else {
      addToObjective(index, other, times: 1)
      return
    }
    // Its own level, counted there too (making it may move the first one's index).
    let otherIndex = levelIndex(for: otherPriority)
    objectives.countConstraints(at: otherIndex, by: 1)
    addToObjective(otherIndex, other, times: 1)
  }

  /// Where a row goes lazily: the variable it is solved for, that variable's rank, and the new
  /// ranks of the rows that read the variable and must stay above it.
  struct LazyPlacement {
    let subject: Symbol
    let rank: Double
    var lifts: [RankLift] = []
  }

  /// A new rank for the row of symbol `id`.
  struct RankLift {
    let id: Int32
    var rank: Double
  }

  /// A variable of `row` that is not basic and can take the row lazily, with its rank: above
  /// every basic variable the row mentions and below every row that mentions it. Variables that
  /// nothing mentions yet come first; among equals, the largest coefficient, for conditioning.
  /// When no variable fits between the ranks, one whose readers can rise above it does.
  private func lazySubject(in row: Row) -> LazyPlacement? {
    var floor = -Double.infinity
    for term in row.terms where term.symbol.kind == .external && isBasic(term.symbol) {
      floor = max(floor, lazyRows.ranks[term.symbol.index])
    }
    // A variable that nothing mentions fits any rank above the floor. Look no further: finding
    // the ceiling of a variable that many rows read would cost as many steps.
    var fresh: Row.Term?
    for term in row.terms where term.symbol.kind == .external && !isBasic(term.symbol)
      && tableau.columns[term.symbol.index].isEmpty && abs(term.coefficient) > abs(fresh?.coefficient ?? 0)
    {
      fresh = term
    }
    if let fresh { return LazyPlacement(subject: fresh.symbol, rank: floor == -.infinity ? 0 : floor + 1) }
    var best: (symbol: Symbol, rank: Double, magnitude: Double)?
    var blocked: Row.Term?
    for term in row.terms where term.symbol.kind == .external && !isBasic(term.symbol) {
      let ceiling = tableau.readers[term.symbol.index].map { lazyRows.ranks[Int($0)] }.min()!
      let rank = floor == -.infinity ? ceiling - 1 : floor / 2 + ceiling / 2
      guard floor < rank, rank < ceiling else {
        if abs(term.coefficient) > abs(blocked?.coefficient ?? 0) { blocked = term }
        continue
      }
      guard abs(term.coefficient) > best?.magnitude ?? 0 else { continue }
      best = (term.symbol, rank, abs(term.coefficient))
    }
    if let best { return LazyPlacement(subject: best.symbol, rank: best.rank) }
    guard let blocked, tableau.readers[blocked.symbol.index].count <= Self.liftLimit,
      let lifts = lifts(ofReadersOf: blocked.symbol, above: floor + 1, keepingBelow: row)
    else { return nil }
    return LazyPlacement(subject: blocked.symbol, rank: floor + 1, lifts: lifts)
  }

  /// How many rows a placement may lift: lifting is for a variable read by a few rows, as the
  /// end of a chain is; a variable that many rows read is better left to the expansion.
  static var liftLimit: Int { 16 }

  /// New ranks for the rows that read `symbol`, directly or through other rows, so that each lies
  /// above `rank` and above every row it reads; nil when one of them is a variable of `row` (the
  /// rows would read each other in a cycle) or when more than ``liftLimit`` would have to rise.
  private func lifts(
    ofReadersOf symbol: Symbol, above rank: Double, keepingBelow row: Row
  ) -> [RankLift]? {
    var lifts: [RankLift] = []
    // Rows to lift, each with the rank it must exceed.
    var work = tableau.readers[symbol.index].map { RankLift(id: $0, rank: rank) }
    while let next = work.popLast() {
      let id = next.id, minimum = next.rank
      let position = lifts.firstIndex { $0.id == id }
      guard (position.map { lifts[$0].rank } ?? lazyRows.ranks[Int(id)]) <= minimum else { continue }
      if row.contains(Symbol(id: id, kind: .external)) { return nil }
      if let position { lifts[position].rank = minimum + 1 } else { lifts.append(RankLift(id: id, rank: minimum + 1)) }
      if lifts.count > Self.liftLimit { return nil }
      for reader in tableau.readers[Int(id)] { work.append(RankLift(id: reader, rank: minimum + 1)) }
    }
    return lifts
  }

  /// `row` with one of its basic variables replaced by that variable's row, when that lets it go
  /// lazily; the placement, and the definition copied (if the replaced row was one).
  ///
  /// Only a few candidates are tried, each costing a merge of two short rows: the alternative is
  /// expanding the row through every row it reads, which for a chain is the whole chain.
  private func lazySubjectAfterSubstitution(
    in row: Row
  ) -> (row: Row, placement: LazyPlacement, copied: ObjectIdentifier?)? {
    var attempts = 0
    for term in row.terms where term.symbol.kind == .external {
      guard let definition = tableau.rows[term.symbol.index],
        definition.terms.contains(where: {
          $0.symbol.kind == .external && !isBasic($0.symbol) && tableau.readers[$0.symbol.index].count <= Self.liftLimit
        })
      else { continue }
      attempts += 1
      if attempts > 4 { break }
      var substituted = row
      let coefficient = substituted.remove(term.symbol)
      substituted.add(definition, times: coefficient)
      if let placement = lazySubject(in: substituted) {
        return (substituted, placement, lazyRows.definitions[term.symbol.id])
      }
    }
    return nil
  }

  /// The parametric external symbol of `row` mentioned by the fewest rows (Markowitz's rule).
  private func parametricVariable(in row: Row) -> Symbol? {
    var best: Symbol?
    var bestCount = Int.max
    for term in row.terms where term.symbol.kind == .external {
      let count = tableau.columns[term.symbol.index].count
      if count < bestCount {
        best = term.symbol
        bestCount = count
      }
    }
    return best
  }

  /// Phase one: adds `row` behind an artificial variable and minimises it to zero.
  mutating func addWithArtificialVariable(_ row: Row, for constraint: Constraint) throws(SolverError) {
    let (artificialSymbol, final) = minimizeArtificialVariable(of: row)
    guard isZeroByRounding(final.constant, startingFrom: row.constant) else {
      // The final objective is a Farkas certificate: the constraints whose markers it mentions
      // are the ones combined into the contradiction.
      let certificate = final.terms.filter { !nearZero($0.value) }.map(\.key)
      throw .unsatisfiable(constraint, conflicting: conflict(for: constraint, certificate: certificate))
    }
    keepAtZero(artificialSymbol)
    // What was left of the artificial variable, rounding, may leave rows a little below zero.
    dualOptimize()
  }

  /// Whether what phase one left of the artificial variable, which started at `initial`, is
  /// rounding: under `epsilon`, or, when it started beyond 1e6 (a solution near 1e15, where one
  /// unit in the last place is 0.125), within a few units in the last place of where it started.
  /// Not more: a conflict of 1.8 points between constraints on a view placed at -1e15 is real.
  func isZeroByRounding(_ remainder: Double, startingFrom initial: Double) -> Bool {
    remainder < epsilon * max(1, abs(initial) * 1e-6)
  }

  /// Adds `row` behind a new artificial variable and minimises that variable; returns it and its
  /// final objective, whose constant is zero exactly when the row can hold.
  mutating func minimizeArtificialVariable(of row: Row) -> (Symbol, ObjectiveLevel) {
    let artificialSymbol = makeSymbol(.slack)
    setRow(row, for: artificialSymbol)
    var objective = ObjectiveLevel(priority: .infinity)
    objective.constant = row.constant
    for term in row.terms { objective.terms[term.symbol] = term.coefficient }
    objectives.startArtificial(objective)
    for term in row.terms { updateImproving(term.symbol) }
    optimize()

    guard let final = objectives.endArtificial() else { preconditionFailure("phase one lost its objective") }
    for symbol in final.terms.keys { updateImproving(symbol) }
    return (artificialSymbol, final)
  }

  /// Fixes an artificial variable minimised to zero at zero for good and releases it.
  mutating func keepAtZero(_ artificialSymbol: Symbol) {
    if isBasic(artificialSymbol) {
      var artificialRow = takeRow(of: artificialSymbol)
      if let entering = artificialRow.terms.first(where: { $0.symbol.isRestricted })?.symbol
        ?? artificialRow.terms.min(by: { $0.symbol.id < $1.symbol.id })?.symbol
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
    for holder in tableau.columns[symbol.index] {
      modifyRow(of: holder) { row, links in
        row.remove(symbol)
        links.left(symbol)
      }
    }
    for index in objectives.levels.indices where objectives.levels[index].terms[symbol] != nil {
      setObjective(index, symbol, 0)
    }
    release(symbol)
  }
}
