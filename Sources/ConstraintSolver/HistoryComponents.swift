/// Union-find over external symbols: the history components (see `Solver+Components.swift`).
///
/// Its state changes only through the methods below, which keep every root listing exactly the
/// external symbols whose parents lead to it, and every other symbol listing none.
struct HistoryComponents: Sendable {
  /// What the union-find keeps for one symbol, in one place: a join or a look-up reads one
  /// node, and a new symbol appends one (six arrays were six appends and six cache lines).
  struct Node: Sendable, Equatable {
    /// The parent; a root is its own parent.
    var parent: Int32
    /// The next member of an external symbol's component, around a cycle through all of them;
    /// every other symbol is its own next and counts for none. Cycles join in O(1) and need no
    /// list per symbol: a build of N views makes N·k symbols, and a list each was a heap block each.
    var next: Int32
    /// The member before an external symbol in its cycle (the inverse of `next`); every other
    /// symbol is its own. With it, a member leaves its cycle in O(1).
    var previous: Int32
    /// For a component's root, the member whose next is the root: the last one, in the order
    /// the component was joined (a larger component's members, then the smaller's). Joining at
    /// the tail keeps that order, which is the order a rebuild finds the constraints in: nearly
    /// the order they were added, which sorts in linear time.
    var tail: Int32
    /// For a component's root, how many external symbols it has; 0 for every other symbol.
    var size: Int32
    /// How many symbols have this one as their parent. A member that is no one's parent, and
    /// not its component's root, leaves without the walk that re-links everyone under the root.
    var children: Int32

    /// A component of its own, listing nothing.
    static func alone(_ id: Int32) -> Node {
      Node(parent: id, next: id, previous: id, tail: id, size: 0, children: 0)
    }
  }

  /// Each symbol's node, by symbol id.
  private(set) var nodes: [Node] = []

  /// The representative of the component of external symbol `id`.
  func root(of id: Int32) -> Int32 {
    var current = id
    while nodes[Int(current)].parent != current { current = nodes[Int(current)].parent }
    return current
  }

  /// Every external symbol in the component of external symbol `id`.
  func members(of id: Int32) -> [Int32] {
    membersOfRoot(root(of: id))
  }

  /// The external symbols of the component whose root is `root`, the root first.
  func membersOfRoot(_ root: Int32) -> [Int32] {
    let count = Int(nodes[Int(root)].size)
    guard count > 0 else { return [] }
    var list: [Int32] = []
    list.reserveCapacity(count)
    var current = root
    repeat {
      list.append(current)
      current = nodes[Int(current)].next
    } while current != root && list.count < count
    return list
  }

  /// Makes room for `count` symbols.
  mutating func reserveSymbolCapacity(_ count: Int) {
    nodes.reserveCapacity(count)
  }

  /// Empties the components as new ones, keeping the arrays' capacity.
  mutating func removeAll() {
    nodes.removeAll(keepingCapacity: true)
  }

  /// Makes the nodes cover the ids below `count`, each new one alone and listing nothing.
  mutating func extendSymbols(to count: Int) {
    guard nodes.count < count else { return }
    for id in nodes.count..<count { nodes.append(.alone(Int32(id))) }
  }

  /// Makes new symbol `id` (its node alone, from ``extendSymbols(to:)``) a member of its own
  /// component when it is external.
  mutating func claim(_ id: Int32, isExternal: Bool) {
    if isExternal { nodes[Int(id)].size = 1 }
  }

  /// Makes symbol `id` a component of its own, which lists it when it is external (only
  /// external symbols are members). `id` is new or released, or every member of its component is
  /// isolated in turn (a rebuild resets its component's history).
  mutating func isolate(_ id: Int32, isExternal: Bool) {
    // Its parent counts one child fewer; its own children, isolated in turn, count themselves out.
    let parent = nodes[Int(id)].parent
    if parent != id { nodes[Int(parent)].children -= 1 }
    var node = Node.alone(id)
    node.size = isExternal ? 1 : 0
    node.children = nodes[Int(id)].children
    nodes[Int(id)] = node
  }

  /// Joins the components of `symbols`, smaller into larger.
  mutating func join(_ symbols: [Symbol]) {
    guard let first = symbols.first else { return }
    for symbol in symbols.dropFirst() { join(first.id, symbol.id) }
  }

  /// Joins the components of `a` and `b`, smaller into larger.
  mutating func join(_ a: Int32, _ b: Int32) {
    var root = self.root(of: a)
    var other = self.root(of: b)
    if other == root { return }
    if nodes[Int(root)].size < nodes[Int(other)].size { swap(&root, &other) }
    nodes[Int(other)].parent = root
    nodes[Int(root)].children += 1
    if nodes[Int(other)].size > 0 {
      // The other cycle goes in after this one's tail (the larger is never empty).
      nodes[Int(other)].previous = nodes[Int(root)].tail
      nodes[Int(root)].previous = nodes[Int(other)].tail
      nodes[Int(nodes[Int(root)].tail)].next = other
      nodes[Int(nodes[Int(other)].tail)].next = root
      nodes[Int(root)].tail = nodes[Int(other)].tail
      nodes[Int(root)].size += nodes[Int(other)].size
      nodes[Int(other)].size = 0
      nodes[Int(other)].tail = other
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
      // Members that are no one's parent and not the root leave one by one, in O(1) each; the
      // cycle keeps its order, as the walk below would leave it.
      if gone.allSatisfy({ $0 != root && nodes[Int($0)].children == 0 }) {
        for id in gone { unlink(id, from: root) }
        continue
      }
      let goneSet = SymbolIDSet(gone)
      // The root stays root if it can; otherwise the first member after it that stays.
      var newRoot = root
      var looked: Int32 = 1
      while goneSet.contains(newRoot) && looked < nodes[Int(root)].size {
        newRoot = nodes[Int(newRoot)].next
        looked += 1
      }
      nodes[Int(root)].size = 0
      if !goneSet.contains(newRoot) {
        // Once around the old cycle: each member that stays is linked after the last one kept
        // and pointed straight at the root (a leaving id may have been on its way there).
        var kept: Int32 = 1
        var last = newRoot
        var current = nodes[Int(newRoot)].next
        nodes[Int(newRoot)].parent = newRoot
        while current != newRoot {
          let following = nodes[Int(current)].next
          if !goneSet.contains(current) {
            nodes[Int(last)].next = current
            nodes[Int(current)].previous = last
            nodes[Int(current)].parent = newRoot
            nodes[Int(current)].children = 0
            last = current
            kept += 1
          }
          current = following
        }
        nodes[Int(last)].next = newRoot
        nodes[Int(newRoot)].previous = last
        nodes[Int(newRoot)].size = kept
        nodes[Int(newRoot)].tail = last
        // Every member left points straight at the root.
        nodes[Int(newRoot)].children = kept - 1
      }
      for id in gone { nodes[Int(id)] = .alone(id) }
    }
  }

  /// Takes `id`, a member of `root`'s component that is neither the root nor anyone's parent,
  /// out of its cycle, and leaves it its own parent, listing nothing.
  private mutating func unlink(_ id: Int32, from root: Int32) {
    let before = nodes[Int(id)].previous, after = nodes[Int(id)].next
    nodes[Int(before)].next = after
    nodes[Int(after)].previous = before
    if nodes[Int(root)].tail == id { nodes[Int(root)].tail = before }
    nodes[Int(root)].size -= 1
    nodes[Int(nodes[Int(id)].parent)].children -= 1
    nodes[Int(id)].parent = id
    nodes[Int(id)].next = id
    nodes[Int(id)].previous = id
    nodes[Int(id)].tail = id
  }
}
