import ConstraintSolver

/// Objects of one class keyed by the identity of other objects: the engine's maps between layout
/// constraints and solver constraints. A `Dictionary` hashed every key with SipHash, a tenth of
/// the engine's own share of a build that adds tens of thousands of constraints.
struct ObjectMap<Object: AnyObject> {
  private var table = ObjectTable()

  subscript(id: ObjectIdentifier) -> Object? {
    get { table[id].map { unsafeDowncast($0, to: Object.self) } }
    set { table[id] = newValue }
  }

  @discardableResult
  mutating func removeValue(forKey id: ObjectIdentifier) -> Object? {
    table.removeValue(forKey: id).map { unsafeDowncast($0, to: Object.self) }
  }

  /// Empties the map, keeping its capacity.
  mutating func removeAll() { table.removeAll() }

  /// Makes room for `minimumCapacity` objects in all.
  mutating func reserveCapacity(_ minimumCapacity: Int) { table.reserveCapacity(minimumCapacity) }
}
