/// Values keyed by object identity (a constraint's, a variable's), as a `Dictionary` keyed by
/// `ObjectIdentifier` would keep them, hashed with a multiplication instead of SipHash.
///
/// Every addition and removal looks constraints up by identity several times; with the standard
/// hash those look-ups were a tenth of the cost of building a small layout.
struct IdentityTable<Value: Sendable>: Sendable, Sequence {
  struct Key: Hashable, Sendable {
    let id: ObjectIdentifier

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    // Objects are 16-byte aligned: the address's low bits say nothing, which the fold handles.
    @inline(__always)
    func _rawHashValue(seed: Int) -> Int { foldedHash(UInt64(UInt(bitPattern: id)), seed: seed) }
  }

  private var storage: [Key: Value] = [:]

  init() {}

  subscript(id: ObjectIdentifier) -> Value? {
    @inline(__always) get { storage[Key(id: id)] }
    @inline(__always) set { storage[Key(id: id)] = newValue }
  }

  @discardableResult
  mutating func removeValue(forKey id: ObjectIdentifier) -> Value? {
    storage.removeValue(forKey: Key(id: id))
  }

  var values: Dictionary<Key, Value>.Values { storage.values }

  func makeIterator() -> some IteratorProtocol<(key: ObjectIdentifier, value: Value)> {
    storage.lazy.map { (key: $0.key.id, value: $0.value) }.makeIterator()
  }
}

/// Values keyed by symbol id, in an array indexed by the id (ids are small and dense), read and
/// written as a `Dictionary` keyed by `Int32` would be.
struct SymbolTable<Value: Sendable>: Sendable {
  private var slots: [Value?] = []

  init() {}

  subscript(id: Int32) -> Value? {
    @inline(__always) get { Int(id) < slots.count ? slots[Int(id)] : nil }
    set {
      let index = Int(id)
      if index >= slots.count {
        guard newValue != nil else { return }
        slots.append(contentsOf: repeatElement(nil, count: max(index + 1, slots.count * 2) - slots.count))
      }
      slots[index] = newValue
    }
  }

  /// Removes `id`'s value and returns it.
  @discardableResult
  mutating func removeValue(forKey id: Int32) -> Value? {
    guard let value = self[id] else { return nil }
    slots[Int(id)] = nil
    return value
  }

  /// The ids that have a value, with it, in id order.
  var entries: some Sequence<(id: Int32, value: Value)> {
    slots.enumerated().lazy.compactMap { index, value in value.map { (Int32(index), $0) } }
  }
}
