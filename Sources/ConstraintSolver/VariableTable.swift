/// The solver's map from a ``Variable`` (by identity) to its symbol.
///
/// Reading values is the hottest path of a layout pass, and `Dictionary` hashes every key with
/// SipHash. This table hashes the object's address with one multiplication (Fibonacci hashing)
/// and probes linearly, which reads several times faster.
struct VariableTable: Sendable {
  /// Object addresses; 0 marks an empty slot (no object lives at address 0).
  private var keys: [UInt] = []
  private var symbols: [Symbol] = []
  /// The number of variables present.
  private(set) var count = 0
  /// By symbol id: the address of the variable that has the symbol (0 for none) and the variable,
  /// which keeps the address from being reused while the variable is registered. The hash table
  /// holds no references: growing it moves addresses, not retain counts.
  private var addressOfSymbol: [UInt] = []
  private var variableOfSymbol: [Variable?] = []
  /// 64 minus log₂ of the capacity.
  private var shift: UInt = 64

  @inline(__always)
  private func home(_ key: UInt) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  @inline(__always)
  private func position(of key: UInt) -> Int? {
    guard !keys.isEmpty else { return nil }
    var index = home(key)
    while true {
      let candidate = keys[index]
      if candidate == key { return index }
      if candidate == 0 { return nil }
      index = (index + 1) & (keys.count - 1)
    }
  }

  /// The symbol of `variable`, whose hint (`variable.symbolHint`) is `hint`: an array index when
  /// the hint names this table's symbol for it (this table was the last to register it), a hash
  /// look-up otherwise. O(1) expected.
  @inline(__always)
  func symbol(of variable: Variable, hint: Int32) -> Symbol? {
    let address = UInt(bitPattern: ObjectIdentifier(variable))
    let index = Int(hint)
    if index >= 0 && index < addressOfSymbol.count && addressOfSymbol[index] == address {
      return Symbol(id: hint, kind: .external)
    }
    guard let position = position(of: address) else { return nil }
    return symbols[position]
  }

  /// The symbol of the variable at `address` when `hint` names it; nil otherwise. Reads neither
  /// the variable nor the hash table.
  @inline(__always)
  func symbol(atAddress address: UInt, hint: Int32) -> Symbol? {
    let index = Int(hint)
    guard index >= 0 && index < addressOfSymbol.count && addressOfSymbol[index] == address else { return nil }
    return Symbol(id: hint, kind: .external)
  }

  /// The symbol of the variable at `address`, by a hash look-up; nil when none is registered.
  @inline(__always)
  func symbol(atAddress address: UInt) -> Symbol? {
    guard let index = position(of: address) else { return nil }
    return symbols[index]
  }

  /// The variable whose symbol is `id`, if any.
  func variable(ofSymbol id: Int32) -> Variable? {
    Int(id) < variableOfSymbol.count ? variableOfSymbol[Int(id)] : nil
  }

  /// The address of the variable whose symbol is `id`; 0 for none. Read without touching the
  /// variable.
  func address(ofSymbol id: Int32) -> UInt {
    Int(id) < addressOfSymbol.count ? addressOfSymbol[Int(id)] : 0
  }

  /// Every registered variable and its symbol id.
  var entries: some Sequence<(Int32, Variable)> {
    variableOfSymbol.enumerated().lazy.compactMap { index, variable in variable.map { (Int32(index), $0) } }
  }

  /// The symbol of the variable with identity `id`. O(1) expected.
  @inline(__always)
  func symbol(for id: ObjectIdentifier) -> Symbol? {
    symbol(atAddress: UInt(bitPattern: id))
  }

  subscript(id: ObjectIdentifier) -> Solver.VariableEntry? {
    get {
      guard let position = position(of: UInt(bitPattern: id)), let variable = variableOfSymbol[Int(symbols[position].id)]
      else { return nil }
      return Solver.VariableEntry(variable: variable, symbol: symbols[position])
    }
    set {
      let key = UInt(bitPattern: id)
      if let newValue { insert(key, newValue) } else { remove(key) }
    }
  }

  private mutating func insert(_ key: UInt, _ entry: Solver.VariableEntry) {
    setSymbol(entry.symbol.id, key, entry.variable)
    entry.variable.symbolHint = entry.symbol.id
    if let index = position(of: key) {
      if symbols[index].id != entry.symbol.id { setSymbol(symbols[index].id, 0, nil) }
      symbols[index] = entry.symbol
      return
    }
    if (count + 1) * 2 > keys.count { grow() }
    place(key, entry.symbol)
    count += 1
  }

  /// Puts a key that is not in the table in the first empty slot of its probe run.
  private mutating func place(_ key: UInt, _ symbol: Symbol) {
    var index = home(key)
    while keys[index] != 0 { index = (index + 1) & (keys.count - 1) }
    keys[index] = key
    symbols[index] = symbol
  }

  /// Makes room for symbol ids below `count`.
  mutating func reserveSymbolCapacity(_ count: Int) {
    addressOfSymbol.reserveCapacity(count)
    variableOfSymbol.reserveCapacity(count)
  }

  /// Makes room for `minimumCapacity` variables in all.
  mutating func reserveCapacity(_ minimumCapacity: Int) {
    guard minimumCapacity > count else { return }
    // At most half full, as `insert` keeps it.
    var capacity = max(16, keys.count)
    while capacity < minimumCapacity * 2 { capacity *= 2 }
    if capacity > keys.count { grow(to: capacity) }
  }

  /// Doubles the capacity, or makes it `capacity` (a power of two). The entries only move: their
  /// symbols, the by-symbol arrays and the variables' hints stay as they are.
  private mutating func grow(to capacity: Int? = nil) {
    let old = (keys, symbols)
    let capacity = capacity ?? max(16, keys.count * 2)
    keys = .filled(with: 0, count: capacity)
    symbols = .filled(with: Symbol(id: 0, kind: .external), count: capacity)
    shift = UInt(64 - capacity.trailingZeroBitCount)
    for (index, key) in old.0.enumerated() where key != 0 {
      place(key, old.1[index])
    }
  }

  /// Forgets every variable, as a new table, keeping the table's capacity.
  mutating func removeAll() {
    for index in keys.indices { keys[index] = 0 }
    count = 0
    addressOfSymbol.removeAll(keepingCapacity: true)
    variableOfSymbol.removeAll(keepingCapacity: true)
  }

  /// Records (or clears, with address 0) which variable has symbol `id`.
  private mutating func setSymbol(_ id: Int32, _ address: UInt, _ variable: Variable?) {
    let index = Int(id)
    if index >= addressOfSymbol.count {
      // The two arrays keep one count: each one's capacity is its own (the allocator rounds it),
      // so growing each within its own would let them drift apart.
      addressOfSymbol.extend(toInclude: index, with: 0)
      variableOfSymbol.append(contentsOf: repeatElement(nil, count: addressOfSymbol.count - variableOfSymbol.count))
    }
    assert(addressOfSymbol.count == variableOfSymbol.count, "the variable table's arrays by symbol drifted apart")
    addressOfSymbol[index] = address
    variableOfSymbol[index] = variable
  }

  /// Removes `key`, shifting later entries of its probe run back so that lookups stay correct
  /// without tombstones.
  private mutating func remove(_ key: UInt) {
    guard var hole = position(of: key) else { return }
    setSymbol(symbols[hole].id, 0, nil)
    let mask = keys.count - 1
    var next = hole
    while true {
      next = (next + 1) & mask
      let candidate = keys[next]
      if candidate == 0 { break }
      let wanted = home(candidate)
      // Leave the entry where it is if its home lies cyclically in (hole, next].
      let staysPut = hole <= next ? (hole < wanted && wanted <= next) : (hole < wanted || wanted <= next)
      if staysPut { continue }
      keys[hole] = candidate
      symbols[hole] = symbols[next]
      hole = next
    }
    keys[hole] = 0
    count -= 1
  }
}
