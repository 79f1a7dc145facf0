// Explaining an unsatisfiable required constraint: which present required constraints it
// conflicts with.
//
// The tableau already knows. Every row is a combination of the original constraints, and the
// coefficient of a constraint's marker in a row is (minus) how much of that constraint went into
// it. When phase one fails, its final objective is such a combination proving the contradiction
// (a Farkas certificate), so the markers it mentions name the constraints involved; when the new
// row reduces to `0 = c` in dummies alone, those dummies do. No rebuild is needed.
//
// A certificate read off a vertex is not always minimal, so a deletion filter then drops each
// constraint whose absence leaves the conflict standing. It runs on a scratch solver holding only
// the certificate's constraints, so its cost depends on the size of the conflict, not the layout.

extension Solver {
  /// A minimal set of present required constraints that conflicts with `constraint`, in the order
  /// they were added.
  ///
  /// - Parameter certificate: Symbols whose owners took part in the contradiction.
  /// - Complexity: O(*c*) additions and removals on a solver of at most *c* constraints, for a
  ///   certificate naming *c* constraints.
  func conflict(for constraint: Constraint, certificate: [Symbol]) -> [Constraint] {
    var seen: Set<ObjectIdentifier> = []
    var candidates: [Tag] = []
    for symbol in certificate {
      guard let owner = owners[symbol.id], owner !== constraint,
        let tag = tags[ObjectIdentifier(owner)], tag.priority >= 1000,
        seen.insert(ObjectIdentifier(owner)).inserted
      else { continue }
      candidates.append(tag)
    }
    candidates.sort { $0.order < $1.order }
    guard explainsConflicts else { return candidates.map(\.constraint) }
    return minimalConflict(for: constraint, among: candidates.map(\.constraint))
  }

  /// The deletion filter: keeps a constraint only if the conflict disappears without it.
  private func minimalConflict(for constraint: Constraint, among candidates: [Constraint]) -> [Constraint] {
    var scratch = Solver()
    scratch.explainsConflicts = false
    for candidate in candidates {
      // They hold together in this solver, so they do in the scratch one.
      try? scratch.add(candidate)
    }
    guard !scratch.accepts(constraint) else {
      // The certificate was spoiled by rounding; report it as it is.
      return candidates
    }
    var kept: [Constraint] = []
    for candidate in candidates {
      try? scratch.remove(candidate)
      if scratch.accepts(constraint) {
        try? scratch.add(candidate)
        kept.append(candidate)
      }
    }
    return kept
  }

  /// Whether `constraint` can be added; the solver is left as it was either way.
  private mutating func accepts(_ constraint: Constraint) -> Bool {
    do {
      try add(constraint)
      try remove(constraint)
      return true
    } catch {
      return false
    }
  }
}
