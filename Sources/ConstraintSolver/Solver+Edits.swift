// Edit variables: values the user drags, such as a window's width. An edit variable is an
// optional constraint `variable == value` whose value changes often; a suggestion moves only the
// value and repairs the tableau with the dual simplex, with no rebuild.

extension Solver {
  /// Makes `variable` an edit variable, held at its current value with `priority`.
  ///
  /// - Parameters:
  ///   - variable: A variable that is not yet an edit variable.
  ///   - priority: An optional priority, in (0, 1000).
  /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it is one already;
  ///   ``SolverError/invalidPriority(_:)`` outside (0, 1000];
  ///   ``SolverError/requiredEditVariable(_:)`` at 1000.
  /// - Complexity: that of adding one optional constraint.
  public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    guard editing.edits[ObjectIdentifier(variable)] == nil else { throw .duplicateEditVariable(variable) }
    guard priority.isValid else { throw .invalidPriority(priority) }
    guard !priority.isRequired else { throw .requiredEditVariable(variable) }
    refreshValues()  // the current value, even while values are deferred
    let current = value(of: variable)
    let constraint = Constraint(Expression(variable) - current, .equal, priority: priority)
    try insert(constraint, role: .edit, priority: priority.rawValue)
    editing.store(Edit(variable: variable, constraint: constraint, suggested: current))
    finishOperation()
  }

  /// Stops `variable` being an edit variable, releasing the value it was held at.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not one.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = editing.removeEdit(of: variable) else {
      throw .unknownEditVariable(variable)
    }
    removeTagged(registry.tags[ObjectIdentifier(edit.constraint)]!)
    releaseUnusedVariables(of: CollectionOfOne(edit.constraint))
    finishOperation()
  }

  /// Suggests a value for an edit variable and re-solves.
  ///
  /// The variable takes the value if the required constraints and the higher priorities allow.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if `variable` is not an edit variable;
  ///   ``SolverError/nonFiniteValue(_:for:)`` for NaN or an infinity;
  ///   ``SolverError/outOfRangeValue(_:for:)`` beyond ±``largestMagnitude``.
  /// - Complexity: O(*r*) to shift the constants of the *r* rows that mention the edit's errors,
  ///   plus the dual pivots that restore feasibility; nothing else is touched.
  public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard value.isFinite else { throw .nonFiniteValue(value, for: variable) }
    guard abs(value) <= Solver.largestMagnitude else { throw .outOfRangeValue(value, for: variable) }
    guard let edit = editing.suggest(value, for: variable) else { throw .unknownEditVariable(variable) }
    let delta = value - edit.suggested
    let tag = registry.tags[ObjectIdentifier(edit.constraint)]!
    // The edit's row is `0 = variable - value - plus + minus`: raising the value by delta lowers
    // that row's constant by delta. Where `plus` or `minus` is basic the change is absorbed by it
    // alone; otherwise every row shifts by its coefficient of `plus` times delta.
    let plus = tag.marker
    let minus = tag.other!
    if isBasic(plus) {
      changeConstant(of: plus.id) { $0 -= delta }
    } else if isBasic(minus) {
      changeConstant(of: minus.id) { $0 += delta }
    } else {
      for holder in tableau.columns[plus.index] {
        let coefficient = tableau.coefficient(of: plus, inRowOf: holder)
        changeConstant(of: holder) { $0 += coefficient * delta }
      }
    }
    dualOptimize()
    // Dual pivots keep every reduced cost non-negative in exact arithmetic; one that rounding
    // tipped below zero is repaired here (usually no pivot at all).
    optimize()
    finishOperation()
  }
}
