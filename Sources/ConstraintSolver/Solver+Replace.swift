// Changing a constraint's constant in place. Auto Layout changes constants all the time (a
// window's size, a guide's inset, an animated offset); removing and adding the constraint would
// rebuild whatever its row was copied into. Cassowary's answer, which `suggestValue` also uses,
// is the marker: the constraint's row is `0 = e + c + κ·m`, so a new constant c + Δ is the old
// system with m renamed to m + Δ/κ. Every row that mentions the marker shifts its constant, only
// constants change, the objective stays optimal, and the dual simplex restores feasibility.
//
// In signs: the new system in m is the old one in m + Δ/κ, so the tableau is the old tableau with
// m_old = m_new + Δ/κ substituted: a row that mentions m with coefficient a gains a·Δ/κ, and a
// basic marker's own row loses Δ/κ.

extension Solver {
  /// Replaces `constraint` by `replacement`, which differs from it at most in its constant, and
  /// re-solves.
  ///
  /// When the two have the same terms, relation and priority, the change is made in place: the
  /// rows that mention the constraint's marker shift, and dual simplex pivots repair them. A
  /// definition (a required equality that made a variable basic with no marker) whose row was
  /// copied elsewhere, a merged optional row, a redundant required equality, and a replacement of
  /// another shape are removed and added instead. Add constraints whose constants change with
  /// `add(_:forConstantChanges:)` to keep them on the fast path.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if `constraint` is not in the solver;
  ///   ``SolverError/duplicateConstraint(_:)`` if `replacement` is;
  ///   ``SolverError/invalidPriority(_:)``, ``SolverError/nonFiniteConstraint(_:)`` and
  ///   ``SolverError/outOfRangeConstraint(_:)`` as `add`;
  ///   ``SolverError/unsatisfiable(_:conflicting:)`` if `replacement` is required and cannot hold.
  ///   After a throw the solver is exactly as before.
  /// - Complexity: in place, O(*r*) to shift the *r* rows that mention the marker, plus the dual
  ///   pivots; otherwise that of a removal and an addition.
  public mutating func replace(_ constraint: Constraint, with replacement: Constraint) throws(SolverError) {
    guard let tag = registry.tags[ObjectIdentifier(constraint)], tag.role == .user else {
      throw .unknownConstraint(constraint)
    }
    guard registry.tags[ObjectIdentifier(replacement)] == nil else { throw .duplicateConstraint(replacement) }
    guard replacement.hasValidPriorities else { throw .invalidPriority(replacement.invalidPriority) }
    guard replacement.expression.isFinite else { throw .nonFiniteConstraint(replacement) }
    guard replacement.expression.isWithinSolverRange else { throw .outOfRangeConstraint(replacement) }
    if sameShape(constraint, replacement), shiftConstant(of: tag, to: replacement) {
      finishOperation()
      return
    }
    // Only a required replacement can be refused; keep the state to put back exactly.
    let saved: Solver? = replacement.priority.isRequired ? self : nil
    removeTagged(tag)
    do {
      try insert(replacement, role: .user, priority: replacement.priority.rawValue, keepsMarker: !tag.defines)
    } catch {
      self = saved!
      throw error
    }
    finishOperation()
  }

  /// Whether the two constraints differ at most in their constant.
  private func sameShape(_ a: Constraint, _ b: Constraint) -> Bool {
    guard a.relation == b.relation, a.priority == b.priority, a.priorityBelow == b.priorityBelow,
      a.expression.terms.count == b.expression.terms.count
    else { return false }
    return zip(a.expression.terms, b.expression.terms).allSatisfy {
      $0.variable === $1.variable && $0.coefficient == $1.coefficient
    }
  }

  /// Moves `tag`'s constant to `replacement`'s in place; false (and nothing changed) when that is
  /// not possible here.
  private mutating func shiftConstant(of tag: Tag, to replacement: Constraint) -> Bool {
    let delta = replacement.expression.constant - tag.constraint.expression.constant
    let marker = tag.marker
    if tag.defines {
      // A bare definition `x = …`: only its own row holds the constant, unless it was copied.
      guard !needsRebuild(tag) else { return false }
      let coefficient = tag.constraint.expression.terms
        .filter { registry.variables.symbol(for: ObjectIdentifier($0.variable)) == marker }
        .reduce(0) { $0 + $1.coefficient }
      guard !nearZero(coefficient) else { return false }
      changeConstant(of: marker.id) { $0 -= delta / coefficient }
      retag(tag, as: replacement)
      return true
    }
    guard (presolve.members(of: marker.id)?.count ?? 0) <= 1 else { return false }
    // A basic dummy means the equality was implied by others: a new constant may contradict them.
    guard !(marker.kind == .dummy && isBasic(marker)) else { return false }
    // The marker's coefficient in the constraint's own row (see `addMarkers`).
    let kappa: Double =
      switch (tag.constraint.relation, marker.kind) {
      case (.lessThanOrEqual, _): 1
      case (.greaterThanOrEqual, _): -1
      case (.equal, .dummy): 1
      default: -1  // an optional equality's first error
      }
    startUndo()
    let shift = delta / kappa
    if isBasic(marker) {
      changeConstant(of: marker.id) { $0 -= shift }
    } else if !shiftRows(mentioning: marker, by: shift) {
      rollBack()
      return false
    }
    guard dualOptimizeIfFeasible() else {
      rollBack()
      return false
    }
    optimize()  // as after an edit: a cost that rounding tipped below zero
    commitUndo()
    retag(tag, as: replacement)
    return true
  }

  /// Substitutes `marker + shift` for the parametric `marker` in every row and objective (only
  /// constants change), queueing the rows this makes infeasible for the dual simplex. False when
  /// a basic dummy's row would leave zero: a redundant required equality would no longer hold.
  /// The caller, recording an undo, rolls back then.
  mutating func shiftRows(mentioning marker: Symbol, by shift: Double) -> Bool {
    let changed = tableau.shiftConstants(ofRowsMentioning: marker, by: shift)
    // A basic dummy's row holds only dummies: a redundant equality that must stay zero.
    if changed.contains(where: { tableau.kinds[Int($0.basic)] == .dummy && !nearZero($0.constant) }) {
      return false
    }
    for row in changed { rowDidChange(row.basic, constant: row.constant) }
    for index in objectives.levels.indices {
      let weight = objectives.levels[index].coefficient(of: marker)
      guard weight != 0 else { continue }
      objectives.setConstant(at: index, to: objectives.levels[index].constant + weight * shift)
    }
    return true
  }

  /// Hands everything the solver keeps under `tag`'s constraint to `replacement`.
  private mutating func retag(_ tag: Tag, as replacement: Constraint) {
    let old = ObjectIdentifier(tag.constraint), new = ObjectIdentifier(replacement)
    registry.forgetTag(old)
    registry.register(Tag(
      constraint: replacement, role: tag.role, marker: tag.marker, defines: tag.defines, other: tag.other,
      priority: tag.priority, otherPriority: tag.otherPriority, order: tag.order))
    for term in replacement.expression.terms {
      guard let symbol = registry.variables.symbol(for: ObjectIdentifier(term.variable)) else { continue }
      registry.retagMention(of: symbol.index, from: old, to: new)
    }
    for symbol in [tag.marker, tag.other].compactMap({ $0 }) {
      registry.handOver(symbol.id, from: tag.constraint, to: replacement)
    }
    lazyRows.retag(old, as: new, marker: tag.marker.id)
    // The row's content changed: it no longer matches rows with the old constant.
    presolve.forgetRow(of: tag.marker.id)
    // The marker now means another quantity: rows remembered in terms of it are stale too.
    if !tag.defines { presolve.noteShifted(tag.marker.id) }
    // A group of one (what is left of a merged group) names its member.
    presolve.retag(tag.constraint, as: replacement, marker: tag.marker.id)
  }
}
