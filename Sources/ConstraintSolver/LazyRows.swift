/// What keeps lazy rows (rows of variables that mention other basic variables) acyclic and
/// removable.
///
/// Its state changes only through the methods below: a rank per symbol, and each definition
/// filed under the variable it made basic until it is forgotten or leaves for other rows.
struct LazyRows: Sendable {
  /// The rank of each basic external symbol: a lazy row mentions only basic variables of lower
  /// rank, so the references form a DAG.
  private(set) var ranks: [Double] = []
  /// The definition (a required equality with no dummy) that made each variable basic.
  /// By symbol id, in an array: every expansion asks it of each symbol it passes through.
  private(set) var definitions = SymbolTable<ObjectIdentifier>()
  /// Definitions whose row has been copied into other rows; removing one needs a rebuild.
  private(set) var embedded = IdentitySet()

  /// Makes the ranks cover the ids below `count`, each new one 0.
  mutating func extendSymbols(to count: Int) {
    let added = count - ranks.count
    if added > 0 { ranks.append(contentsOf: repeatElement(0, count: added)) }
  }

  /// Empties the part as a new one, keeping its arrays' capacity.
  mutating func removeAll() {
    ranks.removeAll(keepingCapacity: true)
    definitions.removeAll()
    embedded.removeAll()
  }

  /// Makes room for `count` symbols.
  mutating func reserveSymbolCapacity(_ count: Int) {
    ranks.reserveCapacity(count)
  }

  /// Sets the rank of `variable`, which has just become basic, or whose row must rise above a
  /// variable that has (a lift: see `Solver.lazySubject(in:)`).
  mutating func setRank(_ rank: Double, of variable: Symbol) {
    ranks[variable.index] = rank
  }

  /// Files `definition` as the constraint that made `variable` basic with its row.
  mutating func define(_ variable: Symbol, by definition: ObjectIdentifier) {
    definitions[variable.id] = definition
  }

  /// Notes that the rows of `copied` definitions were copied into another row.
  mutating func embed(_ copied: [ObjectIdentifier]) {
    embedded.formUnion(copied)
  }

  /// Notes that `variable` leaves the basis: its definition, if it has one, no longer lives in
  /// the variable's row alone but in the rows the variable is substituted into.
  mutating func variableLeavesBasis(_ variable: Int32) {
    if let definition = definitions.removeValue(forKey: variable) { embedded.insert(definition) }
  }

  /// Forgets `definition`, a constraint being removed that made `variable` basic: its entry
  /// (if another definition has not taken the variable since) and its embedding.
  mutating func forget(_ definition: ObjectIdentifier, of variable: Int32) {
    if definitions[variable] == definition { definitions[variable] = nil }
    embedded.remove(definition)
  }

  /// Forgets the definition of `variable`, whichever it is, and the embedding of `definition`:
  /// a rebuild takes out every constraint of the variable's history component.
  mutating func forgetDefinition(of variable: Int32, andEmbeddingOf definition: ObjectIdentifier) {
    definitions[variable] = nil
    embedded.remove(definition)
  }

  /// Files under `new`, which replaces `old`, what `old` defined and its embedding; `marker` is
  /// `old`'s marker, the variable it made basic if it is a definition.
  mutating func retag(_ old: ObjectIdentifier, as new: ObjectIdentifier, marker: Int32) {
    if definitions[marker] == old { definitions[marker] = new }
    if embedded.remove(old) { embedded.insert(new) }
  }
}
