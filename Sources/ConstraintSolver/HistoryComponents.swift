/// Union-find over external symbols: the history components (see `Solver+Components.swift`).
///
/// Its state changes only through the methods below, which keep every root listing exactly the
/// external symbols whose parents lead to it, and every other symbol listing none.
struct HistoryComponents: Sendable {
  /// The parent of each symbol, by symbol id; a root is its own parent.
  private(set) var parents: [Int32] = []
  /// For each component's root, its external symbols; empty for every other symbol.
  private(set) var members: [[Int32]] = []

  /// The representative of the component of external symbol `id`.
  func root(of id: Int32) -> Int32 {
    var current = id
    while parents[Int(current)] != current { current = parents[Int(current)] }
    return current
  }

  /// Every external symbol in the component of external symbol `id`.
  func members(of id: Int32) -> [Int32] {
    members[Int(root(of: id))]
  }

  /// Makes room for id `id`, one past the last.
  mutating func appendSymbol(_ id: Int32) {
    parents.append(id)
    members.append([])
  }

  /// Makes symbol `id` a component of its own, which lists it when it is external (only
  /// external symbols are members). `id` is new or released, or every member of its component is
  /// isolated in turn (a rebuild resets its component's history).
  mutating func isolate(_ id: Int32, isExternal: Bool) {
    parents[Int(id)] = id
    members[Int(id)] = isExternal ? [id] : []
  }

  /// Joins the components of `symbols`, smaller into larger.
  mutating func join(_ symbols: [Symbol]) {
    guard var root = symbols.first.map({ self.root(of: $0.id) }) else { return }
    for symbol in symbols.dropFirst() {
      var other = self.root(of: symbol.id)
      if other == root { continue }
      if members[Int(root)].count < members[Int(other)].count { swap(&root, &other) }
      parents[Int(other)] = root
      members[Int(root)].append(contentsOf: members[Int(other)])
      members[Int(other)] = []
    }
  }

  /// Takes each of `ids`, external symbols being released, out of its component, once per
  /// component: the others keep their history (a component never splits), under a root that
  /// stays. Each of `ids` is left its own parent, listing nothing.
  mutating func remove(_ ids: [Int32]) {
    var leaving = KeyTable<[Int32]>()
    for id in ids { leaving.modify(KeyTable<[Int32]>.key(root(of: id)), default: []) { $0.append(id) } }
    for (key, gone) in leaving.entries {
      let root = Int32(truncatingIfNeeded: key &- 1)
      let goneSet = SymbolIDSet(gone)
      let remaining = members[Int(root)].filter { !goneSet.contains($0) }
      members[Int(root)] = []
      // Point every member straight at a root that is not leaving: a leaving id may be the root,
      // or a parent on another member's way to it.
      if let newRoot = remaining.first(where: { $0 == root }) ?? remaining.first {
        for member in remaining { parents[Int(member)] = newRoot }
        members[Int(newRoot)] = remaining
      }
      for id in gone { parents[Int(id)] = id }
    }
  }
}
