/// What keeps lazy rows (rows of variables that mention other basic variables) acyclic and
/// removable.
struct LazyRows: Sendable {
  /// The rank of each basic external symbol: a lazy row mentions only basic variables of lower
  /// rank, so the references form a DAG.
  var ranks: [Double] = []
  /// The definition (a required equality with no dummy) that made each variable basic.
  /// By symbol id, in an array: every expansion asks it of each symbol it passes through.
  var definitions = SymbolTable<ObjectIdentifier>()
  /// Definitions whose row has been copied into other rows; removing one needs a rebuild.
  var embedded: Set<ObjectIdentifier> = []
}
