/// Edit variables, and the probes of ``Solver/exerciseAmbiguity(of:by:)``.
struct EditVariables: Sendable {
  var edits = IdentityTable<Solver.Edit>()
  /// Constraints added by ``Solver/exerciseAmbiguity(of:by:)``, at a level below every priority.
  var probes: [ObjectIdentifier: Constraint] = [:]
}
