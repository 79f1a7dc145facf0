/// Values keyed by object identity (a constraint's, a variable's), as a `Dictionary` keyed by
/// `ObjectIdentifier` would keep them, in a ``KeyTable`` keyed by the object's address.
///
/// Every addition and removal looks constraints up by identity several times; with the standard
/// hash those look-ups were a tenth of the cost of building a small layout.
struct IdentityTable<Value>: Sequence {
  private var storage = KeyTable<Value>()

  init() {}

  /// Empties the table, keeping its capacity.
  mutating func removeAll() { storage.removeAll() }

  /// Makes room for `minimumCapacity` objects in all.
  mutating func reserveCapacity(_ minimumCapacity: Int) { storage.reserveCapacity(minimumCapacity) }

  /// The number of objects present.
  var count: Int { storage.count }

  subscript(id: ObjectIdentifier) -> Value? {
    @inline(__always) get { storage[object: id] }
    @inline(__always) set { storage[object: id] = newValue }
  }

  /// Sets the value of `id` to `value`, taken as it is (see ``KeyTable/insert(_:_:)``).
  mutating func insert(_ value: consuming Value, for id: ObjectIdentifier) {
    storage.insert(KeyTable<Value>.key(id), value)
  }

  @discardableResult
  mutating func removeValue(forKey id: ObjectIdentifier) -> Value? {
    storage.removeValue(forKey: KeyTable<Value>.key(id))
  }

  var values: some Sequence<Value> { storage.entries.lazy.map(\.value) }

  func makeIterator() -> some IteratorProtocol<(key: ObjectIdentifier, value: Value)> {
    storage.entries.lazy.map { entry in
      // The key is the address of an object the caller holds: it converts back.
      (key: unsafeBitCast(UInt(entry.key), to: ObjectIdentifier.self), value: entry.value)
    }.makeIterator()
  }
}

extension IdentityTable: Sendable where Value: Sendable {}

/// Objects keyed by the identity of other objects, for the layers above (the layout engine's
/// constraint maps): an ``IdentityTable`` of `AnyObject`, compiled here once, so that a caller in
/// another module does not run the generic table unspecialized.
package struct ObjectTable {
  private var table = IdentityTable<AnyObject>()

  package init() {}

  package subscript(id: ObjectIdentifier) -> AnyObject? {
    get { table[id] }
    set { table[id] = newValue }
  }

  @discardableResult
  package mutating func removeValue(forKey id: ObjectIdentifier) -> AnyObject? {
    table.removeValue(forKey: id)
  }

  /// Empties the table, keeping its capacity.
  package mutating func removeAll() { table.removeAll() }

  /// Makes room for `minimumCapacity` objects in all.
  package mutating func reserveCapacity(_ minimumCapacity: Int) { table.reserveCapacity(minimumCapacity) }
}

/// Objects by identity, as a `Set<ObjectIdentifier>` would hold them (see ``KeyTable``).
struct IdentitySet: Sendable {
  private var storage = KeyTable<Bool>()

  init() {}

  func contains(_ id: ObjectIdentifier) -> Bool { storage.contains(KeyTable<Bool>.key(id)) }

  /// Empties the set, keeping its capacity.
  mutating func removeAll() { storage.removeAll() }

  /// Adds `id`; returns whether it was new.
  @discardableResult
  mutating func insert(_ id: ObjectIdentifier) -> Bool {
    guard !contains(id) else { return false }
    storage[object: id] = true
    return true
  }

  /// Removes `id`; returns whether it was there.
  @discardableResult
  mutating func remove(_ id: ObjectIdentifier) -> Bool { storage.removeValue(forKey: KeyTable<Bool>.key(id)) != nil }

  mutating func formUnion(_ ids: some Sequence<ObjectIdentifier>) {
    for id in ids { insert(id) }
  }
}

/// Symbol ids, as a `Set<Int32>` would hold them (see ``KeyTable``).
struct SymbolIDSet: Sendable {
  private var storage = KeyTable<Bool>()

  init() {}

  init(_ ids: some Sequence<Int32>) {
    for id in ids { insert(id) }
  }

  func contains(_ id: Int32) -> Bool { storage.contains(KeyTable<Bool>.key(id)) }

  /// Adds `id`; returns whether it was new.
  @discardableResult
  mutating func insert(_ id: Int32) -> Bool {
    guard !contains(id) else { return false }
    storage[id: id] = true
    return true
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
        slots.extend(toInclude: index, with: nil)
      }
      slots[index] = newValue
    }
  }

  /// Empties the table, keeping its capacity.
  mutating func removeAll() { slots.removeAll(keepingCapacity: true) }

  /// Makes room for ids below `count`.
  mutating func reserveCapacity(_ count: Int) { slots.reserveCapacity(count) }

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

extension Array {
  /// `count` copies of `value`, made by reserving and appending. `init(repeating:count:)` and
  /// `init(unsafeUninitializedCapacity:initializingWith:)` are not specialised in our modules:
  /// each call looked the array's storage type up at run time, 600 instructions, and a list's
  /// rows, each with small tables of its own, made thousands of such arrays.
  @inlinable
  package static func filled(with value: Element, count: Int) -> [Element] {
    var array: [Element] = []
    array.reserveCapacity(count)
    array.append(contentsOf: repeatElement(value, count: count))
    return array
  }

  /// Empties the array, keeping its buffer: a few elements one at a time from the end, more
  /// through `removeAll(keepingCapacity:)`. An undo log or an expansion's scratch usually holds
  /// a few entries, and that goes through the general `replaceSubrange`, a hundred instructions
  /// or more even for those (every required constraint added empties four logs, every expansion
  /// four buffers); a resize's log of shifted constants holds thousands.
  @inline(__always)
  mutating func removeAllKeepingBuffer() {
    guard count <= 8 else { return removeAll(keepingCapacity: true) }
    while !isEmpty { removeLast() }
  }

  /// Appends `filler` until `index` is valid, at least doubling the count, as a table indexed by
  /// id grows; but within a capacity reserved for `index`, only up to that capacity, so that a
  /// doubling never outgrows a reservation (`Solver.reserveCapacity(constraints:variables:)`).
  /// The count reached depends on the capacity, which the allocator rounds per block: arrays
  /// kept at one count extend one and pad the others to it.
  mutating func extend(toInclude index: Int, with filler: Element) {
    var target = Swift.max(index + 1, count * 2)
    if index < capacity { target = Swift.min(target, capacity) }
    append(contentsOf: repeatElement(filler, count: target - count))
  }
}
