// Forgetting variables that no constraint mentions any more, so that a solver that lives long
// (a window whose views come and go, a list that makes a view per row) does not grow with every
// variable it has ever seen, nor keep their objects alive.

extension Solver {
  /// Forgets the variables of `constraints` that are left in no constraint, no row and no edit:
  /// their symbols are released for reuse, and the solver no longer holds the variables. Reading
  /// one afterwards gives 0, as for a variable never seen; adding a constraint on it again
  /// registers it anew.
  ///
  /// A variable that is still basic (its row kept after its last constraint left, which rounding
  /// can cause) is kept: it is correct either way, and rare.
  ///
  /// - Complexity: O(*t*) for the *t* terms of `constraints`, plus O(*m*) for each history
  ///   component that loses a member, *m* its members.
  mutating func releaseUnusedVariables(of constraints: some Sequence<Constraint>) {
    var released: [Int32] = []
    for constraint in constraints {
      for term in constraint.expression.terms {
        let key = ObjectIdentifier(term.variable)
        guard let symbol = registry.variables.symbol(for: key), registry.mentions.isEmpty(symbol.index),
          tableau.rows[symbol.index] == nil, tableau.columns[symbol.index].isEmpty, editing.edits[key] == nil
        else { continue }
        registry.forgetVariable(key)
        cache.releaseValue(of: term.variable, at: symbol.index)
        released.append(symbol.id)
      }
    }
    guard !released.isEmpty else { return }
    components.remove(released)
    for id in released { release(Symbol(id: id, kind: .external)) }
  }
}
