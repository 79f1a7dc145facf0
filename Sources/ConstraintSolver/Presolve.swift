/// Merged optional constraints: optional constraints whose rows are identical share one marker
/// and weigh as many times in their level's objective (a presolve step: N equal views that
/// prefer the same width are one preference of weight N).
///
/// Its state changes only through the methods below, which keep every remembered row and its
/// marker's key in step, and no group empty.
struct Presolve: Sendable {
  /// Members by marker id, first the one that owns the symbols.
  private(set) var members = KeyTable<[Constraint]>()
  /// The marker of each row added since the last release of a symbol, by the hash of the row's
  /// exact content; `contentKeys` holds the content, to confirm a match. Two different rows
  /// whose 64-bit hashes collide keep the later one only: the earlier can no longer be joined,
  /// which costs a merge, never a wrong one.
  private var rowsByContent = KeyTable<Int32>()
  /// The key of each marker in `rowsByContent`, to forget it when the row's constant changes.
  private var contentKeys = KeyTable<RowKey>()
  /// Markers whose constant was shifted in place since `rowsByContent` was last cleared: a
  /// remembered row that mentions one no longer means what it did.
  private var shiftedMarkers = KeyTable<Bool>()

  /// Forgets every group and remembered row, as a new part, keeping the tables' capacity.
  mutating func removeAll() {
    members.removeAll()
    rowsByContent.removeAll()
    contentKeys.removeAll()
    shiftedMarkers.removeAll()
  }

  /// The members of the group of `marker`, first the one that owns the symbols; nil when the
  /// marker has no group.
  func members(of marker: Int32) -> [Constraint]? { members[id: marker] }

  // MARK: Remembered rows

  /// The marker of a remembered row with exactly `key`'s content, unless the row mentions a
  /// marker shifted since (it then means another row).
  ///
  /// Mutating only so that the solver calls it in place: read through the solver's storage, a
  /// non-mutating call copied the whole part (its four tables retained and released) each time.
  mutating func marker(ofRowLike key: RowKey) -> Int32? {
    guard let marker = rowsByContent[key.contentHash], contentKeys[id: marker] == key,
      shiftedMarkers.isEmpty
        || !key.terms.contains(where: { shiftedMarkers.contains(KeyTable<Bool>.key($0.symbol.id)) })
    else { return nil }
    return marker
  }

  /// Remembers that the row of `key` has `marker`, so that an identical row can join it.
  mutating func remember(_ key: RowKey, marker: Int32) {
    rowsByContent[key.contentHash] = marker
    contentKeys[id: marker] = key
  }

  /// Forgets the row of `marker`, whose content changed.
  mutating func forgetRow(of marker: Int32) {
    // The row remembered under its hash goes if it is this one or another with the same content
    // (a row remembered again after a shifted marker kept it from joining), as before.
    guard let key = contentKeys.removeValue(forKey: KeyTable<RowKey>.key(marker)),
      let current = rowsByContent[key.contentHash], current == marker || contentKeys[id: current] == key
    else { return }
    rowsByContent[key.contentHash] = nil
  }

  /// Notes that `marker` now means another quantity: rows remembered in terms of it are stale.
  /// Noting it costs O(1); `marker(ofRowLike:)` checks a row against the noted markers.
  mutating func noteShifted(_ marker: Int32) {
    shiftedMarkers[id: marker] = true
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
    members.modify(KeyTable<[Constraint]>.key(marker), default: [owner]) { $0.append(constraint) }
  }

  /// Takes `constraint` out of the group of `marker`. Returns the members left (empty when it was
  /// the last), or nil when the marker has no group.
  mutating func removeMember(_ constraint: Constraint, of marker: Int32) -> [Constraint]? {
    guard var sharing = members[id: marker] else { return nil }
    sharing.removeAll { $0 === constraint }
    members[id: marker] = sharing.isEmpty ? nil : sharing
    return sharing
  }

  /// Forgets the group of `marker`, whose members all leave at once.
  mutating func forgetGroup(of marker: Int32) {
    members[id: marker] = nil
  }

  /// Puts `replacement` in the place of `constraint` in the group of `marker`, if it has one.
  mutating func retag(_ constraint: Constraint, as replacement: Constraint, marker: Int32) {
    if let group = members[id: marker] {
      members[id: marker] = group.map { $0 === constraint ? replacement : $0 }
    }
  }
}

#if OPENAUTOLAYOUT_INTERNAL_CHECKS
extension Presolve {
  /// Every remembered row sits under its hash and its marker knows its key; no group is empty.
  func checkInvariants() {
    for (hash, marker) in rowsByContent.entries {
      precondition(contentKeys[id: marker]?.contentHash == hash, "remembered row of marker \(marker) is out of step")
    }
    precondition(members.entries.allSatisfy { !$0.value.isEmpty }, "an empty group of merged constraints")
  }
}
#endif

/// An optional constraint's expanded row, exactly, with its priority and relation.
struct RowKey: Equatable, Sendable {
  let priority: Float
  let relation: Constraint.Relation
  let constant: Double
  /// The row's terms: its own array, shared until the row changes (one allocation, not two).
  let terms: [Row.Term]

  init(_ row: Row, priority: Float, relation: Constraint.Relation) {
    self.priority = priority
    self.relation = relation
    constant = row.constant
    terms = row.terms
  }

  static func == (a: RowKey, b: RowKey) -> Bool {
    a.priority == b.priority && a.relation == b.relation && a.constant == b.constant
      && a.terms.elementsEqual(b.terms) { $0.symbol.id == $1.symbol.id && $0.coefficient == $1.coefficient }
  }

  private var relationCode: UInt64 {
    switch relation {
    case .equal: 1
    case .lessThanOrEqual: 2
    case .greaterThanOrEqual: 3
    }
  }

  /// A hash of the whole content, never 0 (a ``KeyTable`` key). Adding 0 makes -0 hash as 0,
  /// which it equals.
  var contentHash: UInt64 {
    var hash = UInt64(priority.bitPattern) &* 0x9E37_79B9_7F4A_7C15 ^ relationCode
    hash = (hash ^ (constant + 0).bitPattern) &* 0xBF58_476D_1CE4_E5B9
    for term in terms {
      hash = (hash ^ UInt64(UInt32(bitPattern: term.symbol.id))) &* 0x94D0_49BB_1331_11EB
      hash = (hash ^ (term.coefficient + 0).bitPattern) &* 0xBF58_476D_1CE4_E5B9
    }
    return hash | 1
  }
}
