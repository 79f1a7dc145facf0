/// Merged optional constraints: optional constraints whose rows are identical share one marker
/// and weigh as many times in their level's objective (a presolve step: N equal views that
/// prefer the same width are one preference of weight N).
///
/// Its state changes only through the methods below, which keep every remembered row and its
/// marker's key in step, and no group empty.
struct Presolve: Sendable {
  /// Members by marker id, first the one that owns the symbols.
  private(set) var members: [Int32: [Constraint]] = [:]
  /// The marker of each row added since the last release of a symbol, by the row's exact content.
  private(set) var rowsByContent: [RowKey: Int32] = [:]
  /// The key of each marker in `rowsByContent`, to forget it when the row's constant changes.
  private(set) var contentKeys: [Int32: RowKey] = [:]
  /// Markers whose constant was shifted in place since `rowsByContent` was last cleared: a
  /// remembered row that mentions one no longer means what it did.
  private(set) var shiftedMarkers: Set<Int32> = []

  // MARK: Remembered rows

  /// The marker of a remembered row with exactly `key`'s content, unless the row mentions a
  /// marker shifted since (it then means another row).
  func marker(ofRowLike key: RowKey) -> Int32? {
    guard let marker = rowsByContent[key],
      shiftedMarkers.isEmpty || !key.symbols.contains(where: shiftedMarkers.contains)
    else { return nil }
    return marker
  }

  /// Remembers that the row of `key` has `marker`, so that an identical row can join it.
  mutating func remember(_ key: RowKey, marker: Int32) {
    rowsByContent[key] = marker
    contentKeys[marker] = key
  }

  /// Forgets the row of `marker`, whose content changed.
  mutating func forgetRow(of marker: Int32) {
    if let key = contentKeys.removeValue(forKey: marker) { rowsByContent[key] = nil }
  }

  /// Notes that `marker` now means another quantity: rows remembered in terms of it are stale.
  /// Noting it costs O(1); `marker(ofRowLike:)` checks a row against the noted markers.
  mutating func noteShifted(_ marker: Int32) {
    shiftedMarkers.insert(marker)
  }

  /// Forgets every remembered row: they may mention a symbol id being released, which will soon
  /// mean another symbol.
  mutating func forgetRememberedRows() {
    rowsByContent.removeAll()
    contentKeys.removeAll()
    shiftedMarkers.removeAll()
  }

  // MARK: Groups

  /// Adds `constraint` to the group of `marker`, which starts with `owner` when it has none yet.
  mutating func join(_ constraint: Constraint, groupOf marker: Int32, ownedBy owner: Constraint) {
    members[marker, default: [owner]].append(constraint)
  }

  /// Takes `constraint` out of the group of `marker`. Returns the members left (empty when it was
  /// the last), or nil when the marker has no group.
  mutating func removeMember(_ constraint: Constraint, of marker: Int32) -> [Constraint]? {
    guard var sharing = members[marker] else { return nil }
    sharing.removeAll { $0 === constraint }
    members[marker] = sharing.isEmpty ? nil : sharing
    return sharing
  }

  /// Forgets the group of `marker`, whose members all leave at once.
  mutating func forgetGroup(of marker: Int32) {
    members[marker] = nil
  }

  /// Puts `replacement` in the place of `constraint` in the group of `marker`, if it has one.
  mutating func retag(_ constraint: Constraint, as replacement: Constraint, marker: Int32) {
    if let group = members[marker] {
      members[marker] = group.map { $0 === constraint ? replacement : $0 }
    }
  }
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
