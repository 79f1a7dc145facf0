/// A set of symbol ids: the rows that mention a symbol (a column of the tableau).
///
/// Every change to a row inserts into or removes from such sets, so they are the busiest
/// structure of the solver. `Set<Int32>` hashes each id with SipHash (a quarter of the time of a
/// churn on a dense system went there); this keeps up to four ids in the set itself, up to eight
/// in a plain list, searched linearly, and larger sets in an open-addressing table hashed with
/// one multiplication. Iteration order is unspecified, as `Set`'s: the solver breaks ties by id
/// wherever order could matter.
struct SymbolSet: Sequence, Sendable, Equatable, ExpressibleByArrayLiteral {
  /// The ids, in any order (`isTable` false); or a table of `capacity` slots, `empty` where free.
  /// Empty while the set is kept inline, four ids at most, in `inline0`…`inline3`.
  private var slots: [Int32] = []
  /// The ids of a set kept inline (`slots` empty), in the order they came, the first `count` of
  /// them; `empty` after. Most columns hold one to four rows: a heap block each was an allocation
  /// per symbol. Four fit beside the other fields in the 32 bytes two took.
  private var inline0: Int32 = SymbolSet.empty
  private var inline1: Int32 = SymbolSet.empty
  private var inline2: Int32 = SymbolSet.empty
  private var inline3: Int32 = SymbolSet.empty
  private var storedCount: Int32 = 0
  /// log₂ of the table's capacity (when `isTable`); the hash shifts by 32 minus it.
  private var capacityBits: UInt8 = 0
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
    Int(truncatingIfNeeded: (UInt32(bitPattern: id) &* 0x9E37_79B1) &>> (32 &- UInt32(capacityBits)))
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
      slots = old.filter { $0 != Self.empty }
      storedCount = Int32(slots.count)
      return
    }
    isTable = true
    capacityBits = UInt8(truncatingIfNeeded: bits)
    let capacity = 1 << bits
    let shift = 32 &- UInt32(capacityBits)
    var placed: Int32 = 0
    // Filled through the new buffer: a write per id through the array checked its uniqueness and
    // bounds each time, and a column crossing the list's limit is rebuilt on many pivots.
    var table = [Int32].filled(with: Self.empty, count: capacity)
    table.withUnsafeMutableBufferPointer { table in
      let mask = capacity &- 1
      old.withUnsafeBufferPointer { old in
        for id in old where id != Self.empty {
          // `home(_:)`, which cannot be called while `slots` is being made.
          var slot = Int(truncatingIfNeeded: (UInt32(bitPattern: id) &* 0x9E37_79B1) &>> shift)
          while table[slot] != Self.empty { slot = (slot &+ 1) & mask }
          table[slot] = id
          placed &+= 1
        }
      }
    }
    slots = table
    storedCount = placed
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
        case 0: inline0 = id
        case 1: inline1 = id
        case 2: inline2 = id
        case 3: inline3 = id
        default:
          // A fifth id: the list takes them all, with room for three more.
          slots.reserveCapacity(Self.listLimit)
          slots.append(inline0)
          slots.append(inline1)
          slots.append(inline2)
          slots.append(inline3)
          slots.append(id)
          inline0 = Self.empty
          inline1 = Self.empty
          inline2 = Self.empty
          inline3 = Self.empty
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
        // The later ids move down, so that the ids stay first, in the order they came.
        if id == Self.empty { return false }
        if inline0 == id {
          (inline0, inline1, inline2) = (inline1, inline2, inline3)
        } else if inline1 == id {
          (inline1, inline2) = (inline2, inline3)
        } else if inline2 == id {
          inline2 = inline3
        } else if inline3 != id {
          return false
        }
        inline3 = Self.empty
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
    if slots.isEmpty {
      return id != Self.empty && (inline0 == id || inline1 == id || inline2 == id || inline3 == id)
    }
    return slots.contains(id)
  }

  // MARK: Sequence

  struct Iterator: IteratorProtocol {
    fileprivate let slots: [Int32]
    fileprivate var position = 0
    /// The inline ids still to come, first to last (`empty` for none): a set in the list or
    /// table shape has none.
    fileprivate var inline0: Int32
    fileprivate var inline1: Int32
    fileprivate var inline2: Int32
    fileprivate var inline3: Int32

    @inline(__always)
    mutating func next() -> Int32? {
      while position < slots.count {
        let id = slots[position]
        position += 1
        if id != SymbolSet.empty { return id }
      }
      let id = inline0
      guard id != SymbolSet.empty else { return nil }
      (inline0, inline1, inline2, inline3) = (inline1, inline2, inline3, SymbolSet.empty)
      return id
    }
  }

  func makeIterator() -> Iterator {
    Iterator(slots: slots, inline0: inline0, inline1: inline1, inline2: inline2, inline3: inline3)
  }

  /// Calls `body` with each id, in iteration order: a loop over the slots' buffer, for the
  /// longest columns a pass walks (a resize shifts every row that mentions the root's width).
  @inline(__always)
  func forEachID(_ body: (Int32) -> Void) {
    if slots.isEmpty {
      // The inline ids are the first `count`: the rest are empty.
      guard inline0 != Self.empty else { return }
      body(inline0)
      guard inline1 != Self.empty else { return }
      body(inline1)
      guard inline2 != Self.empty else { return }
      body(inline2)
      if inline3 != Self.empty { body(inline3) }
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
