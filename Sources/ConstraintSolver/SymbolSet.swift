/// A set of symbol ids: the rows that mention a symbol (a column of the tableau).
///
/// Every change to a row inserts into or removes from such sets, so they are the busiest
/// structure of the solver. `Set<Int32>` hashes each id with SipHash (a quarter of the time of a
/// churn on a dense system went there); this keeps up to two ids in the set itself, up to eight
/// in a plain list, searched linearly, and larger sets in an open-addressing table hashed with
/// one multiplication. Iteration order is unspecified, as `Set`'s: the solver breaks ties by id
/// wherever order could matter.
struct SymbolSet: Sequence, Sendable, Equatable, ExpressibleByArrayLiteral {
  /// The ids, in any order (`isTable` false); or a table of `capacity` slots, `empty` where free.
  /// Empty while the set is kept inline, two ids at most, in `first` and `second`.
  private var slots: [Int32] = []
  /// The ids of a set kept inline (`slots` empty), in the order they came; `empty` where free.
  /// Most columns hold one or two rows: a heap block each was an allocation per symbol.
  private var first: Int32 = SymbolSet.empty
  private var second: Int32 = SymbolSet.empty
  private var storedCount: Int32 = 0
  /// 32 minus log₂ of the table's capacity (when `isTable`): the hash's shift.
  private var shift: UInt32 = 32
  /// log₂ of the table's capacity (when `isTable`).
  private var capacityBits: Int32 = 0
  private var isTable = false

  /// How many ids the set holds.
  var count: Int { Int(storedCount) }

  private static let empty: Int32 = -1
  /// The most ids kept as a list; a table holds at least this many.
  private static let listLimit = 8

  init() {}

  init(arrayLiteral ids: Int32...) {
    for id in ids { insert(id) }
  }

  var isEmpty: Bool { count == 0 }

  // MARK: Table

  @inline(__always)
  private func home(_ id: Int32) -> Int {
    Int(truncatingIfNeeded: (UInt32(bitPattern: id) &* 0x9E37_79B1) &>> shift)
  }

  /// The slot holding `id` in the table, or nil.
  @inline(__always)
  private func tableSlot(of id: Int32) -> Int? {
    let mask = slots.count - 1
    var slot = home(id)
    while true {
      let candidate = slots[slot]
      if candidate == id { return slot }
      if candidate == Self.empty { return nil }
      slot = (slot &+ 1) & mask
    }
  }

  /// Rebuilds as a table of `1 << bits` slots, or as a list when `bits` is 0, from the list or
  /// table shape (never the inline one). The ids are read from the old slots in place, in the
  /// order iteration gives them: no copy of them is made first.
  private mutating func rebuild(bits: Int) {
    let old = slots
    storedCount = 0
    if bits == 0 {
      isTable = false
      capacityBits = 0
      shift = 32
      slots = old.filter { $0 != Self.empty }
      storedCount = Int32(slots.count)
      return
    }
    isTable = true
    capacityBits = Int32(bits)
    shift = UInt32(truncatingIfNeeded: 32 - bits)
    slots = Array(repeating: Self.empty, count: 1 << bits)
    for id in old where id != Self.empty { tableInsert(id) }
  }

  @inline(__always)
  private mutating func tableInsert(_ id: Int32) {
    let mask = slots.count &- 1
    var slot = home(id)
    while slots[slot] != Self.empty { slot = (slot &+ 1) & mask }
    slots[slot] = id
    storedCount &+= 1
  }

  // MARK: Changes

  /// Adds `id`; returns whether it was new.
  @discardableResult
  mutating func insert(_ id: Int32) -> Bool {
    guard !contains(id) else { return false }
    insertAbsent(id)
    return true
  }

  /// Adds `id`, which is not in the set, without looking for it first: the tableau links a row to
  /// a symbol only when the symbol enters the row, so the row is never in that column yet.
  mutating func insertAbsent(_ id: Int32) {
    assert(!contains(id), "\(id) is already in the set")
    if !isTable {
      if slots.isEmpty {
        switch storedCount {
        case 0: first = id
        case 1: second = id
        default:
          // A third id: the list takes them all, with room for five more.
          slots.reserveCapacity(8)
          slots.append(first)
          slots.append(second)
          slots.append(id)
          first = Self.empty
          second = Self.empty
        }
        storedCount += 1
        return
      }
      if count < Self.listLimit {
        slots.append(id)
        storedCount += 1
        return
      }
      rebuild(bits: 5)  // 32 slots for 9 ids: at most half full until 16
    } else if (count + 1) * 2 > slots.count {
      rebuild(bits: Int(capacityBits) + 1)
    }
    tableInsert(id)
  }

  /// Removes `id`; returns whether it was there.
  @discardableResult
  mutating func remove(_ id: Int32) -> Bool {
    if !isTable {
      if slots.isEmpty {
        if first == id {
          first = second
        } else if second != id {
          return false
        }
        second = Self.empty
        storedCount -= 1
        return true
      }
      guard let position = slots.firstIndex(of: id) else { return false }
      slots.swapAt(position, slots.count - 1)
      slots.removeLast()
      storedCount -= 1
      return true
    }
    guard var hole = tableSlot(of: id) else { return false }
    // Backward-shift deletion: later ids of the probe run move back, so that look-ups stay right
    // without tombstones.
    let mask = slots.count - 1
    var next = hole
    while true {
      next = (next &+ 1) & mask
      let candidate = slots[next]
      if candidate == Self.empty { break }
      let wanted = home(candidate)
      let staysPut = hole <= next ? (hole < wanted && wanted <= next) : (hole < wanted || wanted <= next)
      if staysPut { continue }
      slots[hole] = candidate
      hole = next
    }
    slots[hole] = Self.empty
    storedCount &-= 1
    // Back to a list only well below the limit: a column hovering around it (a pivot's rows
    // leave and come back) went table, list, table, each a rebuild.
    if count <= Self.listLimit / 4 { rebuild(bits: 0) }
    return true
  }

  func contains(_ id: Int32) -> Bool {
    if isTable { return tableSlot(of: id) != nil }
    return slots.isEmpty ? first == id || second == id : slots.contains(id)
  }

  // MARK: Sequence

  struct Iterator: IteratorProtocol {
    fileprivate let slots: [Int32]
    fileprivate var position = 0
    /// The inline ids still to come (`empty` for none): a set in the list or table shape has none.
    fileprivate var first: Int32
    fileprivate var second: Int32

    @inline(__always)
    mutating func next() -> Int32? {
      while position < slots.count {
        let id = slots[position]
        position += 1
        if id != SymbolSet.empty { return id }
      }
      guard first != SymbolSet.empty else { return nil }
      defer {
        first = second
        second = SymbolSet.empty
      }
      return first
    }
  }

  func makeIterator() -> Iterator { Iterator(slots: slots, first: first, second: second) }

  /// Calls `body` with each id, in iteration order: a loop over the slots' buffer, for the
  /// longest columns a pass walks (a resize shifts every row that mentions the root's width).
  @inline(__always)
  func forEachID(_ body: (Int32) -> Void) {
    if slots.isEmpty {
      if first != Self.empty { body(first) }
      if second != Self.empty { body(second) }
      return
    }
    slots.withUnsafeBufferPointer { buffer in
      for id in buffer where id != Self.empty { body(id) }
    }
  }

  var underestimatedCount: Int { count }

  static func == (lhs: SymbolSet, rhs: SymbolSet) -> Bool {
    lhs.count == rhs.count && lhs.allSatisfy { rhs.contains($0) }
  }
}
