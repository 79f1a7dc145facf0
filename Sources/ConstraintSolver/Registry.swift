/// The user's objects: the variables and constraints in the solver and what stands for them.
struct Registry: Sendable {
  var variables = VariableTable()
  var tags = IdentityTable<Solver.Tag>()
  /// The constraint whose marker or error a symbol is, for explaining conflicts.
  var owners = SymbolTable<Constraint>()
  /// Counts additions, numbering constraints.
  var additions = 0
  /// For each external symbol, the constraints whose expressions mention its variable.
  var mentions: [[ObjectIdentifier]] = []
}
