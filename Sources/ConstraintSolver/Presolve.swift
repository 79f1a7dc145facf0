/// Merged optional constraints: optional constraints whose rows are identical share one marker
/// and weigh as many times in their level's objective (a presolve step: N equal views that
/// prefer the same width are one preference of weight N).
struct Presolve: Sendable {
  /// Members by marker id, first the one that owns the symbols.
  var members: [Int32: [Constraint]] = [:]
  /// The marker of each row added since the last release of a symbol, by the row's exact content.
  var rowsByContent: [RowKey: Int32] = [:]
  /// The key of each marker in `rowsByContent`, to forget it when the row's constant changes.
  var contentKeys: [Int32: RowKey] = [:]
  /// Markers whose constant was shifted in place since `rowsByContent` was last cleared: a
  /// remembered row that mentions one no longer means what it did.
  var shiftedMarkers: Set<Int32> = []
}

/// An optional constraint's expanded row, exactly, with its priority and relation.
struct RowKey: Hashable, Sendable {
  let priority: Float
  let relation: Constraint.Relation
  let constant: Double
  let symbols: [Int32]
  let coefficients: [Double]

  init(_ row: Row, priority: Float, relation: Constraint.Relation) {
    self.priority = priority
    self.relation = relation
    constant = row.constant
    symbols = row.terms.map(\.symbol.id)
    coefficients = row.terms.map(\.coefficient)
  }
}
