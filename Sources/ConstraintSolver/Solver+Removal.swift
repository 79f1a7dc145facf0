// Removing constraints: pivot the constraint's marker into the basis and drop its row, as
// Cassowary does; or, for a definition, drop its lazy row; or, when a definition's row has been
// copied where no marker tracks it, rebuild just the constraints connected to it.

extension Solver {
  /// Takes a constraint out of the tableau and re-optimises.
  ///
  /// - Complexity: one pivot on the constraint's marker plus the pivots of re-optimising; for a
  ///   definition whose row was copied into others, the rebuild of its history component.
  mutating func removeTagged(_ tag: Tag) {
    if tag.defines {
      guard !needsRebuild(tag) else {
        // Its row was copied into others, untracked: build its component again without it.
        var removed = IdentitySet()
        removed.insert(ObjectIdentifier(tag.constraint))
        rebuildComponent(of: tag.marker.id, removing: removed)
        return
      }
      // Its row is the only place it lives: dropping the row frees the variable.
      forget(tag)
      _ = takeRow(of: tag.marker)
      return
    }
    let shared = (presolve.members(of: tag.marker.id)?.count ?? 0) > 1
    forget(tag)
    // The errors stop costing, or cost less when other constraints share them.
    if !tag.isRequired {
      let index = levelIndex(for: tag.priority)
      if tag.marker.kind == .error { addToObjective(index, tag.marker, times: -1) }
      if let other = tag.other, other.kind == .error {
        addToObjective(levelIndex(for: tag.otherPriority), other, times: -1)
      }
      if shared {
        optimize()
        return
      }
      if tag.otherPriority != tag.priority, let otherIndex = objectives.existingLevelIndex(for: tag.otherPriority) {
        // The lower index last: removing a level moves those after it.
        removeLevelIfUnused(at: max(index, otherIndex))
        removeLevelIfUnused(at: min(index, otherIndex))
      } else {
        removeLevelIfUnused(at: index)
      }
    }
    // The marker's row leaves the tableau: pivot the marker in, then drop its row.
    let marker = tag.marker
    if isBasic(marker) {
      _ = takeRow(of: marker)
    } else {
      if tableau.columns[marker.index].count > 1 {
        // A variable's row chosen below will be substituted into other lazy rows, so it must not
        // mention basic variables. Expanding first also keeps the choice honest: an expansion
        // may cancel the marker out of a row.
        for holder in tableau.columns[marker.index].sorted() where tableau.kinds[Int(holder)] == .external {
          let variable = Symbol(id: holder, kind: .external)
          // Two statements: `expandedCopying(takeRow(…))` would copy `self` (every array of the
          // tableau) to call the first while the second mutates it.
          let row = takeRow(of: variable)
          let full = expandedCopying(row)
          setRow(full.0, for: variable)
          lazyRows.embed(full.1)
        }
      }
      // In exact arithmetic a parametric marker is always in some row (its column is a column of
      // the basis inverse); if rounding cancelled it everywhere, there is nothing left to undo.
      if let leaving = markerLeavingRow(marker) {
        // A variable that leaves the basis: the definition that made it basic now lives elsewhere.
        if leaving.kind == .external { lazyRows.variableLeavesBasis(leaving.id) }
        let dummyHolders = tableau.columns[marker.index].filter { tableau.kinds[Int($0)] == .dummy && $0 != leaving.id }
        var row = takeRow(of: leaving)
        row.solve(for: marker, replacing: leaving)
        substitute(marker, with: row)
        updateImproving(leaving)
        for holder in dummyHolders.sorted() { enforceDummyRow(Symbol(id: holder, kind: .dummy)) }
      }
    }
    for index in objectives.levels.indices where objectives.levels[index].terms[marker] != nil {
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

  /// Whether removing `tag` needs a rebuild: a definition whose row is no longer the only place
  /// it lives.
  func needsRebuild(_ tag: Tag) -> Bool {
    tag.defines && (lazyRows.embedded.contains(ObjectIdentifier(tag.constraint))
      || lazyRows.definitions[tag.marker.id] != ObjectIdentifier(tag.constraint) || !isBasic(tag.marker))
  }

  /// Takes out every constraint of the history component of external symbol `variable` and adds
  /// them back, all but those in `removed`, in their original order, with the same edit values
  /// and probes.
  ///
  /// The tableau never mixes rows of different history components (`Solver+Components.swift`),
  /// so this component's rows and objective terms come out cleanly and nothing else is touched.
  ///
  /// - Complexity: that of adding the component's constraints again.
  mutating func rebuildComponent(of variable: Int32, removing removed: IdentitySet) {
    let memberVariables = componentVariables(of: variable)
    var component: [Tag] = []
    var seen = IdentitySet()
    for id in memberVariables {
      for constraint in registry.mentions[Int(id)] where seen.insert(constraint) {
        guard let tag = registry.tags[constraint] else { continue }
        component.append(tag)
      }
    }
    // A merged group shares its markers: a member that mentions no variable of the component
    // (`0 == 0 @750` beside `0 * x == 0 @750`) comes out and goes back with the others, or it
    // would be left with markers the rebuild released. Each group once: its N members all
    // name it, and N walks of N members would make a rebuild quadratic.
    var groups = SymbolIDSet()
    // By index, here and below: `for tag in component` copied each tag, retaining its
    // constraint, and a long chain's constraints are not in the cache.
    for index in component.indices where !component[index].defines && groups.insert(component[index].marker.id) {
      for member in presolve.members(of: component[index].marker.id) ?? [] where seen.insert(ObjectIdentifier(member)) {
        if let memberTag = registry.tags[ObjectIdentifier(member)] { component.append(memberTag) }
      }
    }
    // Take the component out of the tableau: its variables' rows and its constraints' markers.
    // In a fixed order, not a `Set`'s: the markers are released in this order, and the ids the
    // rebuild hands out next follow it. A `Set` orders by a seed of its own (its storage's
    // address), so two solvers given the same operations would number symbols differently and
    // choose differently among equally good solutions.
    var symbols = memberVariables.map { Symbol(id: $0, kind: .external) }
    var listed = SymbolIDSet(memberVariables)
    for index in component.indices where !component[index].defines {
      if listed.insert(component[index].marker.id) { symbols.append(component[index].marker) }
      if let other = component[index].other, listed.insert(other.id) { symbols.append(other) }
    }
    symbols.sort()  // By id: the order below depends on nothing but the symbols.
    // Forget the whole component at once: one by one, a group of N merged constraints, or a
    // variable mentioned by N constraints, would cost N each.
    for index in component.indices {
      let id = ObjectIdentifier(component[index].constraint), marker = component[index].marker.id
      registry.forgetTag(id)
      if component[index].defines {
        lazyRows.forgetDefinition(of: marker, andEmbeddingOf: id)
      } else {
        presolve.forgetGroup(of: marker)
        registry.clearOwner(of: marker)
        if let other = component[index].other { registry.clearOwner(of: other.id) }
        uncount(component[index])
      }
    }
    // The constraints that come back keep their mentions (in the order they were noted); the
    // removed ones lose theirs. Taking every mention out and noting it again walked a pool of
    // nodes that a long chain's rebuild had scattered.
    for index in component.indices where removed.contains(ObjectIdentifier(component[index].constraint)) {
      forgetMentions(of: component[index].constraint)
    }
    takeRows(of: symbols)
    for index in objectives.levels.indices.reversed() {
      for symbol in symbols where objectives.levels[index].terms[symbol] != nil { setObjective(index, symbol, 0) }
      removeLevelIfUnused(at: index)
    }
    // Lowest id first, so the constraints added back take the freed ids from the highest down.
    // Any fixed order keeps the solver deterministic; this one did best of those measured (the
    // reverse made churn of the weak row of 300 views 5× slower: ties among its pivots go to
    // the lowest id).
    for symbol in symbols where symbol.kind != .external { release(symbol) }
    for symbol in symbols { updateImproving(symbol) }
    resetComponents(memberVariables)
    // Put the rest back; they held together before, so only rounding can refuse one.
    // The order sorted as numbers, not as tags: a tag moved in a sort is retained and released.
    let byOrder = component.indices.map { (order: component[$0].order, index: $0) }.sorted { $0.order < $1.order }
    registry.keepMentions(true)
    for position in byOrder {
      var constraint = component[position.index].constraint
      guard !removed.contains(ObjectIdentifier(constraint)) else { continue }
      let role = component[position.index].role
      if role == .edit, let edit = editing.edits.first(where: { $0.value.constraint === constraint })?.value {
        // The edit's current value lives in `suggested`, not in its constraint, which a new one
        // replaces, in its place among the mentions.
        let replacement = Constraint(Expression(edit.variable) - edit.suggested, .equal, priority: constraint.priority)
        if let symbol = registry.variables.symbol(for: ObjectIdentifier(edit.variable)) {
          registry.retagMention(of: symbol.index, from: ObjectIdentifier(constraint), to: ObjectIdentifier(replacement))
        }
        constraint = replacement
        editing.store(Edit(variable: edit.variable, constraint: constraint, suggested: edit.suggested))
      }
      do {
        try insert(constraint, role: role, priority: component[position.index].priority)
      } catch {
        // Refused (rounding: they held together before), it leaves, and its kept mentions too.
        forgetMentions(of: constraint)
      }
    }
    registry.keepMentions(false)
    optimize()
  }

  /// Removes `tag` from the bookkeeping of constraints (not from the tableau).
  mutating func forget(_ tag: Tag) {
    let id = ObjectIdentifier(tag.constraint)
    registry.forgetTag(id)
    forgetMentions(of: tag.constraint)
    if tag.defines {
      lazyRows.forget(id, of: tag.marker.id)
    } else {
      uncount(tag)
      if let sharing = presolve.removeMember(tag.constraint, of: tag.marker.id) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) {
          registry.handOver(symbol.id, from: tag.constraint, to: sharing.first)
        }
      }
    }
  }

  /// Forgets the mentions of its variables by `constraint`, each term's once.
  private mutating func forgetMentions(of constraint: Constraint) {
    let id = ObjectIdentifier(constraint)
    for term in constraint.expression.terms {
      guard let symbol = registry.variables.symbol(for: ObjectIdentifier(term.variable)) else { continue }
      registry.removeMention(of: symbol.index, by: id)
    }
  }

  /// Takes an optional constraint out of the count of each level its errors are in.
  private mutating func uncount(_ tag: Tag) {
    guard !tag.isRequired else { return }
    if let index = objectives.existingLevelIndex(for: tag.priority) { objectives.countConstraints(at: index, by: -1) }
    if tag.otherPriority != tag.priority, let index = objectives.existingLevelIndex(for: tag.otherPriority) {
      objectives.countConstraints(at: index, by: -1)
    }
  }

  /// Removes level `index` once no constraint has errors there; what is left of its objective is
  /// rounding, and the symbols it mentioned may stop or start being candidates.
  private mutating func removeLevelIfUnused(at index: Int) {
    guard objectives.levels[index].constraintCount == 0 else { return }
    let symbols = objectives.removeLevel(at: index)
    for symbol in symbols { updateImproving(symbol) }
  }

  /// Makes a basic dummy parametric again if its row has picked up terms other than dummies.
  ///
  /// A redundant required equality keeps its dummy basic, in a row of dummies only. Removing a
  /// constraint it was redundant with substitutes real terms into that row, and a basic dummy is
  /// not held at zero by the simplex (only parametric dummies are). So the row is read again as
  /// the constraint `0 = row − dummy` and solved for another symbol.
  private mutating func enforceDummyRow(_ dummy: Symbol) {
    guard let current = tableau.rows[dummy.index], current.terms.contains(where: { $0.symbol.kind != .dummy }) else {
      return
    }
    var row = takeRow(of: dummy)
    row.insert(dummy, -1)
    if nearZero(row.constant), let entering = row.terms.first(where: { $0.symbol.isRestricted })?.symbol {
      // A degenerate pivot: the entering symbol is zero, so no value changes.
      row.solve(for: entering)
      setRow(row, for: entering)
      substitute(entering, with: row)
      return
    }
    // The constraint must now move the solution: phase one, as for a new required constraint. It
    // held before the removal, which only relaxed the system, so it holds now.
    if row.constant < 0 { row.scale(by: -1) }
    let (artificialSymbol, final) = minimizeArtificialVariable(of: row)
    if isZeroByRounding(final.constant, startingFrom: row.constant) {
      keepAtZero(artificialSymbol)
    } else {
      // Phase one stopped short of zero by rounding alone: the equality keeps a residual that
      // small, and its dummy leaves the tableau (its removal later finds nothing to undo).
      _ = takeRow(of: artificialSymbol)
      release(artificialSymbol)
    }
  }

  /// The row to pivot `marker` into when removing its constraint, chosen so the tableau stays
  /// feasible: the tightest restricted row where it has a negative coefficient, else the tightest
  /// with a positive one, else a variable's row.
  private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var negative: (Symbol, Double)?
    var positive: (Symbol, Double)?
    var external: Symbol?
    for holder in tableau.columns[marker.index].sorted() {
      let symbol = Symbol(id: holder, kind: tableau.kinds[Int(holder)])
      let row = tableau.rows[Int(holder)]!
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
