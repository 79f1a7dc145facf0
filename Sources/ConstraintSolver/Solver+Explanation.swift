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
  /// - Complexity: O(*c*) additions and removals on a solver of at most *c* constraints, for *c*
  ///   candidates: the constraints the certificate names and the definitions they reach.
  func conflict(for constraint: Constraint, certificate: [Symbol]) -> [Constraint] {
    var chosen: Set<ObjectIdentifier> = []
    var candidates: [Tag] = []
    func take(_ tag: Tag) {
      guard tag.constraint !== constraint, tag.isRequired,
        chosen.insert(ObjectIdentifier(tag.constraint)).inserted
      else { return }
      candidates.append(tag)
    }
    for symbol in certificate {
      if let owner = registry.owners[symbol.id], let tag = registry.tags[ObjectIdentifier(owner)] { take(tag) }
    }
    // Definitions have no marker, so the certificate cannot name them: add those reachable
    // through shared variables from the constraints it does name.
    var seen: Set<ObjectIdentifier> = []
    var queue = ([constraint] + candidates.map(\.constraint)).flatMap { $0.expression.terms.map(\.variable) }
    while let variable = queue.popLast() {
      guard seen.insert(ObjectIdentifier(variable)).inserted, let entry = registry.variables[ObjectIdentifier(variable)] else {
        continue
      }
      for id in registry.mentions[entry.symbol.index] {
        guard let tag = registry.tags[id], tag.defines else { continue }
        take(tag)
        queue.append(contentsOf: tag.constraint.expression.terms.map(\.variable))
      }
    }
    candidates.sort { $0.order < $1.order }
    guard explainsConflicts else { return candidates.map(\.constraint) }
    if let minimal = minimalConflict(for: constraint, among: candidates.map(\.constraint)) {
      return minimal
    }
    // Rounding spoiled the certificate: search every required constraint connected to this one.
    for tag in connectedTags(from: constraint) { take(tag) }
    candidates.sort { $0.order < $1.order }
    return minimalConflict(for: constraint, among: candidates.map(\.constraint)) ?? candidates.map(\.constraint)
  }

  /// The deletion filter: keeps a constraint only if the conflict disappears without it; nil when
  /// the candidates do not conflict with `constraint` at all.
  private func minimalConflict(for constraint: Constraint, among candidates: [Constraint]) -> [Constraint]? {
    var scratch = Solver()
    scratch.explainsConflicts = false
    for candidate in candidates {
      // They hold together in this solver, so they do in the scratch one.
      try? scratch.add(candidate)
    }
    guard !scratch.accepts(constraint) else { return nil }
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

  /// The constraints linked to `constraint` through shared variables, itself included.
  private func connectedTags(from constraint: Constraint) -> [Tag] {
    var found: [Tag] = []
    var seenConstraints: Set<ObjectIdentifier> = []
    var seenVariables: Set<ObjectIdentifier> = []
    var queue = constraint.expression.terms.map(\.variable)
    if let tag = registry.tags[ObjectIdentifier(constraint)], seenConstraints.insert(ObjectIdentifier(constraint)).inserted {
      found.append(tag)
    }
    while let variable = queue.popLast() {
      guard seenVariables.insert(ObjectIdentifier(variable)).inserted,
        let entry = registry.variables[ObjectIdentifier(variable)]
      else { continue }
      for id in registry.mentions[entry.symbol.index] where seenConstraints.insert(id).inserted {
        guard let tag = registry.tags[id] else { continue }
        found.append(tag)
        queue.append(contentsOf: tag.constraint.expression.terms.map(\.variable))
      }
    }
    return found
  }
}
