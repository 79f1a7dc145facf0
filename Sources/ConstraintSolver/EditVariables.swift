/// Edit variables, and the probes of ``Solver/exerciseAmbiguity(of:by:)``.
///
/// Its state changes only through the methods below, which file each edit and probe under its
/// variable.
struct EditVariables: Sendable {
  private(set) var edits = IdentityTable<Solver.Edit>()
  /// Constraints added by ``Solver/exerciseAmbiguity(of:by:)``, at a level below every priority.
  private(set) var probes: [ObjectIdentifier: Constraint] = [:]

  // MARK: Edits

  /// Files `edit` under its variable, in place of the one there.
  mutating func store(_ edit: Solver.Edit) {
    edits[ObjectIdentifier(edit.variable)] = edit
  }

  /// Removes and returns the edit of `variable`, if it is an edit variable.
  mutating func removeEdit(of variable: Variable) -> Solver.Edit? {
    edits.removeValue(forKey: ObjectIdentifier(variable))
  }

  /// Records `value` as the value suggested for `variable`. Returns its edit as it was before,
  /// or nil (and changes nothing) when it is not an edit variable.
  mutating func suggest(_ value: Double, for variable: Variable) -> Solver.Edit? {
    guard var edit = edits[ObjectIdentifier(variable)] else { return nil }
    let previous = edit
    edit.suggested = value
    edits[ObjectIdentifier(variable)] = edit
    return previous
  }

  // MARK: Probes

  /// Files `probe` as the probe of `variable`, in place of the one there.
  mutating func setProbe(_ probe: Constraint, for variable: Variable) {
    probes[ObjectIdentifier(variable)] = probe
  }

  /// Removes and returns the probe of `variable`, if it has one.
  mutating func removeProbe(of variable: Variable) -> Constraint? {
    probes.removeValue(forKey: ObjectIdentifier(variable))
  }

  /// Removes and returns every probe.
  mutating func removeAllProbes() -> Dictionary<ObjectIdentifier, Constraint>.Values {
    defer { probes.removeAll() }
    return probes.values
  }
}
