/// The simplex method's candidates to enter the basis: parametric symbols whose reduced cost is
/// lexicographically negative.
///
/// Every change to an objective asks whether a symbol is in or out, almost always of a set that
/// is empty or nearly so. As a `Set<Symbol>` each of those ran SipHash; here the symbols are
/// kept in a list, with each one's place in it by id (-1: absent), so adding, removing and
/// testing index an array, and the lowest (Bland's rule) is a scan of the few there are.
struct CandidateSet: Sequence, Sendable {
  private var list: [Symbol] = []
  /// By symbol id, the symbol's position in `list`; -1 when it is absent. Grown on demand.
  private var positions: [Int32] = []

  var isEmpty: Bool { list.isEmpty }
  var count: Int { list.count }

  func contains(_ symbol: Symbol) -> Bool {
    let id = Int(symbol.id)
    return id < positions.count && positions[id] >= 0
  }

  mutating func insert(_ symbol: Symbol) {
    let id = Int(symbol.id)
    if id >= positions.count { positions.extend(toInclude: id, with: -1) }
    guard positions[id] < 0 else { return }
    positions[id] = Int32(truncatingIfNeeded: list.count)
    list.append(symbol)
  }

  mutating func remove(_ symbol: Symbol) {
    let id = Int(symbol.id)
    guard id < positions.count, positions[id] >= 0 else { return }
    let position = Int(positions[id])
    positions[id] = -1
    // The last symbol fills the gap.
    let last = list.removeLast()
    if position < list.count {
      list[position] = last
      positions[Int(last.id)] = Int32(truncatingIfNeeded: position)
    }
  }

  func makeIterator() -> IndexingIterator<[Symbol]> { list.makeIterator() }

  /// Checks that the list and the positions agree: each listed symbol once, at its position,
  /// and no other id with a position.
  func checkInvariants() {
    var listed = 0
    for (id, position) in positions.enumerated() where position >= 0 {
      precondition(Int(position) < list.count && Int(list[Int(position)].id) == id, "candidate \(id) misplaced")
      listed += 1
    }
    precondition(listed == list.count, "candidates listed \(list.count), placed \(listed)")
  }
}
