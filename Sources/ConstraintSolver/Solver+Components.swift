// History components: the sets of variables whose rows the tableau may have mixed.
//
// A row only ever combines information from constraints that share a variable, or that share a
// symbol with a row already combined, so the tableau is block-diagonal over these components.
// But the link can outlive the constraint that made it: a definition copied into another
// constraint's row through a third constraint stays there after the third is removed, and the copy
// may leave no symbol behind. So components only merge (union-find, joined when a constraint is
// added) and never split; a rebuild resets its own component's history.

extension Solver {
  /// The representative of the component of external symbol `id`.
  func componentRoot(_ id: Int32) -> Int32 {
    components.root(of: id)
  }

  /// Joins the components of `symbols`, smaller into larger.
  mutating func joinComponents(_ symbols: [Symbol]) {
    components.join(symbols)
  }

  /// Joins the components of the variables of `constraint`.
  ///
  /// Each variable's symbol is found through its hint, as the constraint's addition just found
  /// it, not by hashing; and each pair is joined without an array: this runs for every
  /// constraint a layout adds.
  mutating func joinComponents(of constraint: Constraint) {
    constraint.expression.terms.withUnsafeBufferPointer { terms in
      guard let first = terms.first,
        let firstSymbol = registry.variables.symbol(of: first.variable, hint: first.variable.symbolHint)
      else { return }
      for index in terms.indices.dropFirst() {
        let variable = terms[index].variable
        guard let symbol = registry.variables.symbol(of: variable, hint: variable.symbolHint) else { continue }
        components.join(firstSymbol.id, symbol.id)
      }
    }
  }

  /// Every variable symbol in the component of external symbol `id`.
  func componentVariables(of id: Int32) -> [Int32] {
    components.members(of: id)
  }

  /// Makes each of `ids` its own component again.
  mutating func resetComponents(_ ids: [Int32]) {
    for id in ids { components.isolate(id, isExternal: true) }
  }

  /// The external symbols of `constraint`'s expression.
  func variableSymbols(of constraint: Constraint) -> [Symbol] {
    constraint.expression.terms.compactMap { registry.variables.symbol(for: ObjectIdentifier($0.variable)) }
  }
}
