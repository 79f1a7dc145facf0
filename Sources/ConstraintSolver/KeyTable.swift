/// Values keyed by nonzero 64-bit keys (an object's address, a symbol id plus one, a row's
/// content hash): open addressing with linear probing in arrays, hashed by one multiplication.
///
/// The solver's tables are built from these rather than from `Dictionary` and `Set`, for two
/// reasons. A look-up costs a multiplication and a comparison, where `Hasher` runs SipHash. And
/// a `Dictionary` or `Set` of a new key type makes the runtime look up the key's `Hashable`
/// conformance the first time it is used, a scan of every conformance in the process (about
/// 110 000 instructions each): five key types were a sixth of building a 25-view layout.
///
/// The entries are kept densely, in insertion order until a removal moves the last one into the
/// gap; the hash index holds only their positions. Growing rehashes the positions alone, and a
/// value is never copied but to be read.
struct KeyTable<Value> {
  /// For each slot of the index, 1 + the position of its entry; 0 marks an empty slot.
  private var slots: [Int32] = []
  /// The entries' keys and values, by position.
  private var keys: [UInt64] = []
  private var values: [Value] = []
  /// 64 minus log₂ of the index's capacity.
  private var shift: UInt64 = 64

  init() {}

  /// An empty table that takes `minimumCapacity` keys before it grows: a short-lived table
  /// whose size is known roughly is allocated once, not once per doubling.
  init(minimumCapacity: Int) {
    guard minimumCapacity > 0 else { return }
    var capacity = 8
    while capacity < minimumCapacity * 2 { capacity *= 2 }
    slots = .filled(with: 0, count: capacity)
    shift = UInt64(64 - capacity.trailingZeroBitCount)
    keys.reserveCapacity(minimumCapacity)
    values.reserveCapacity(minimumCapacity)
  }

  /// The number of keys present.
  var count: Int { keys.count }

  /// Makes room for `minimumCapacity` keys in all: the index is rebuilt once at its final size
  /// instead of at each doubling on the way.
  mutating func reserveCapacity(_ minimumCapacity: Int) {
    guard minimumCapacity > keys.count else { return }
    keys.reserveCapacity(minimumCapacity)
    values.reserveCapacity(minimumCapacity)
    // At most half full, as `insertAbsent` keeps it.
    var capacity = max(8, slots.count)
    while capacity < minimumCapacity * 2 { capacity *= 2 }
    if capacity > slots.count { grow(to: capacity) }
  }

  var isEmpty: Bool { keys.isEmpty }

  /// The slots of the hash index: twice the keys it takes before it grows.
  var indexCapacity: Int { slots.count }

  @inline(__always)
  private func home(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The slot of `key`, if it is present.
  @inline(__always)
  private func slot(of key: UInt64) -> Int? {
    guard !keys.isEmpty else { return nil }
    let mask = slots.count - 1
    var index = home(key)
    while true {
      let entry = slots[index]
      if entry == 0 { return nil }
      if keys[Int(entry) - 1] == key { return index }
      index = (index + 1) & mask
    }
  }

  /// The value of `key` (which must not be 0); setting nil removes it.
  subscript(key: UInt64) -> Value? {
    @inline(__always) get { slot(of: key).map { values[Int(slots[$0]) - 1] } }
    set {
      if let newValue { insert(key, newValue) } else { removeValue(forKey: key) }
    }
  }

  func contains(_ key: UInt64) -> Bool { slot(of: key) != nil }

  /// Changes the value of `key` in place, starting from `defaultValue` when it has none: a group
  /// that grows one member at a time is not copied each time.
  mutating func modify(_ key: UInt64, default defaultValue: @autoclosure () -> Value, _ change: (inout Value) -> Void) {
    if let index = slot(of: key) {
      change(&values[Int(slots[index]) - 1])
      return
    }
    var value = defaultValue()
    change(&value)
    insert(key, value)
  }

  /// Sets the value of `key` to `value`, taken as it is: setting through the subscript wraps
  /// it in an optional first, a copy (a retain, for a value holding a reference).
  mutating func insert(_ key: UInt64, _ value: consuming Value) {
    if let index = slot(of: key) {
      values[Int(slots[index]) - 1] = value
      return
    }
    insertAbsent(key, value)
  }

  /// Inserts `key`, which is not present.
  @inline(__always)
  private mutating func insertAbsent(_ key: UInt64, _ value: consuming Value) {
    if (keys.count + 1) * 2 > slots.count { grow() }
    keys.append(key)
    values.append(value)
    place(position: keys.count - 1)
  }

  /// Sets the value of `key` to what `change` makes of the current one (nil when absent), with
  /// one look-up where reading and then setting took two; nil removes it.
  @inline(__always)
  mutating func update(_ key: UInt64, _ change: (Value?) -> Value?) {
    if let index = slot(of: key) {
      let position = Int(slots[index]) - 1
      if let value = change(values[position]) {
        values[position] = value
      } else {
        removeValue(forKey: key)
      }
    } else if let value = change(nil) {
      insertAbsent(key, value)
    }
  }

  /// Points an empty slot of the probe run of the entry at `position` to it.
  @inline(__always)
  private mutating func place(position: Int) {
    let mask = slots.count - 1
    var index = home(keys[position])
    while slots[index] != 0 { index = (index + 1) & mask }
    slots[index] = Int32(position + 1)
  }

  /// Rebuilds the index with `capacity` slots, a power of two; twice as many by default.
  private mutating func grow(to capacity: Int? = nil) {
    let capacity = capacity ?? max(8, slots.count * 2)
    let shift = UInt64(64 - capacity.trailingZeroBitCount)
    self.shift = shift
    let mask = capacity - 1
    // The new index filled through its buffer: no uniqueness or bounds check per entry.
    var slots = [Int32].filled(with: 0, count: capacity)
    keys.withUnsafeBufferPointer { keys in
      slots.withUnsafeMutableBufferPointer { buffer in
        for position in keys.indices {
          var index = Int(truncatingIfNeeded: (keys[position] &* 0x9E37_79B9_7F4A_7C15) >> shift)
          while buffer[index] != 0 { index = (index + 1) & mask }
          buffer[index] = Int32(position + 1)
        }
      }
    }
    self.slots = slots
  }

  /// Removes `key` and returns its value. The index's later slots in the probe run shift back,
  /// so that look-ups stay right without tombstones, and the last entry moves into the gap.
  @discardableResult
  mutating func removeValue(forKey key: UInt64) -> Value? {
    guard var hole = slot(of: key) else { return nil }
    let position = Int(slots[hole]) - 1
    let mask = slots.count - 1
    var next = hole
    while true {
      next = (next + 1) & mask
      let entry = slots[next]
      if entry == 0 { break }
      let wanted = home(keys[Int(entry) - 1])
      // Leave the slot where it is if its home lies cyclically in (hole, next].
      let staysPut = hole <= next ? (hole < wanted && wanted <= next) : (hole < wanted || wanted <= next)
      if staysPut { continue }
      slots[hole] = entry
      hole = next
    }
    slots[hole] = 0
    let last = keys.count - 1
    if position != last {
      // The last entry takes the removed one's position; its slot follows.
      var index = home(keys[last])
      while slots[index] != Int32(last + 1) { index = (index + 1) & mask }
      slots[index] = Int32(position + 1)
      keys[position] = keys[last]
    }
    keys.removeLast()
    // Moved, not swapped: `swapAt` copied both values (a tag retains its constraint).
    var removed = values.removeLast()
    if position != last { swap(&removed, &values[position]) }
    return removed
  }

  /// Removes every key. A table as full as growing leaves it is cleared in place; a sparse one
  /// (most of its keys removed) gives its index up, so that clearing a few keys, as the presolve
  /// does on every release of a symbol, never costs a large table's capacity.
  mutating func removeAll() {
    guard !keys.isEmpty else { return }
    if keys.count * 4 >= slots.count {
      for index in slots.indices { slots[index] = 0 }
    } else {
      slots = []
      shift = 64
    }
    keys.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
  }

  /// Every key with its value, in no particular order.
  var entries: some Sequence<(key: UInt64, value: Value)> {
    zip(keys, values).lazy.map { (key: $0, value: $1) }
  }
}

extension KeyTable {
  /// The key of symbol id `id`: ids start at 0, and 0 marks an empty slot.
  @inline(__always)
  static func key(_ id: Int32) -> UInt64 { UInt64(UInt32(bitPattern: id)) &+ 1 }

  /// The key of an object.
  @inline(__always)
  static func key(_ id: ObjectIdentifier) -> UInt64 { UInt64(UInt(bitPattern: id)) }

  /// The value of symbol id `id`.
  subscript(id id: Int32) -> Value? {
    @inline(__always) get { self[Self.key(id)] }
    set { self[Self.key(id)] = newValue }
  }

  /// The value of object `id`.
  subscript(object id: ObjectIdentifier) -> Value? {
    @inline(__always) get { self[Self.key(id)] }
    set { self[Self.key(id)] = newValue }
  }
}

extension KeyTable: Sendable where Value: Sendable {}
