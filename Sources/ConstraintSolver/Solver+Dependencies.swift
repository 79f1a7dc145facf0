// Which constraints a value depends on, read off the tableau.
//
// A basic variable's row, expanded over lazy rows, writes its value as a constant plus a
// combination of parametric symbols, and every non-external symbol is the marker, slack or
// error of one constraint. A symbol with a non-zero coefficient is a constraint whose constant,
// shifted a little, would move the value: that constraint holds the value where it is. Lazy
// definitions carry no marker, so the definitions the expansion passes through are added.

extension Solver {
  /// The constraints that hold `variable` at its current value, in the order they were added:
  /// shifting the constant of any of them a little would move it (a sensitivity read off the
  /// current basis).
  ///
  /// A variable nothing fixes (parametric) depends on no constraint's constant; for it the
  /// result is the constraints that mention it. Ambiguity probes are left out.
  ///
  /// - Complexity: O(*d*) to expand the variable's row over *d* lazy rows.
  public func constraintsAffecting(_ variable: Variable) -> [Constraint] {
    constraintsAffecting([variable])
  }

  /// The constraints that hold any of `variables` at its current value, once each, in the order
  /// they were added. See ``constraintsAffecting(_:)-(Variable)``.
  ///
  /// - Complexity: O(*d*) per variable to expand its row over *d* lazy rows, plus sorting the result.
  public func constraintsAffecting(_ variables: [Variable]) -> [Constraint] {
    var found: Set<ObjectIdentifier> = []
    func take(_ constraint: Constraint) {
      guard let tag = registry.tags[ObjectIdentifier(constraint)], tag.role != .probe else { return }
      found.insert(ObjectIdentifier(constraint))
    }
    for variable in variables {
      guard let entry = registry.variables[ObjectIdentifier(variable)] else { continue }
      guard let row = tableau.rows[entry.symbol.index] else {
        for id in registry.mentions[entry.symbol.index] { if let tag = registry.tags[id] { take(tag.constraint) } }
        continue
      }
      if let definition = lazyRows.definitions[entry.symbol.id], let tag = registry.tags[definition] { take(tag.constraint) }
      let full = expanded(row) { symbol in
        if let definition = lazyRows.definitions[symbol.id], let tag = registry.tags[definition] { take(tag.constraint) }
      }
      for term in full.terms where term.symbol.kind != .external && !nearZero(term.coefficient) {
        guard let owner = registry.owners[term.symbol.id] else { continue }
        take(owner)
        // Identical optional rows share one marker (and errors): each of them holds the value.
        if let marker = registry.tags[ObjectIdentifier(owner)]?.marker, let shared = presolve.members(of: marker.id) {
          for member in shared { take(member) }
        }
      }
    }
    return found.compactMap { registry.tags[$0] }.sorted { $0.order < $1.order }.map(\.constraint)
  }

  /// A number that names `variable` in this solver for as long as it is registered, as the
  /// `{id: N}` of UIKit's traces; nil for a variable the solver has never seen.
  public func debugID(of variable: Variable) -> Int? {
    registry.variables[ObjectIdentifier(variable)].map { Int($0.symbol.id) }
  }
}
