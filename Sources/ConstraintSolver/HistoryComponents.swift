/// Union-find over external symbols: the history components (see `Solver+Components.swift`).
///
/// Its state changes only through the methods below, which keep every root listing exactly the
/// external symbols whose parents lead to it, and every other symbol listing none.
struct HistoryComponents: Sendable {
  /// The parent of each symbol, by symbol id; a root is its own parent.
  private(set) var parents: [Int32] = []
  /// The next member of each external symbol's component, around a cycle through all of them;
  /// every other symbol is its own next and counts for none. Cycles join in O(1) and need no
  /// list per symbol: a build of N views makes N·k symbols, and a list each was a heap block each.
  private(set) var next: [Int32] = []
  /// For each component's root, how many external symbols it has; 0 for every other symbol.
  private(set) var sizes: [Int32] = []
  /// For each component's root, the member whose next is the root: the last one, in the order
  /// the component was joined (a larger component's members, then the smaller's). Joining at
  /// the tail keeps that order, which is the order a rebuild finds the constraints in: nearly the
  /// order they were added, which sorts in linear time.
  private(set) var tails: [Int32] = []
  /// The member before each external symbol in its cycle (the inverse of `next`); every other
  /// symbol is its own. With it, a member leaves its cycle in O(1).
  private(set) var previous: [Int32] = []
  /// How many symbols have each symbol as their parent. A member that is no one's parent, and
  /// not its component's root, leaves without the walk that re-links everyone under the root.
  private(set) var children: [Int32] = []

  /// The representative of the component of external symbol `id`.
  func root(of id: Int32) -> Int32 {
    var current = id
    while parents[Int(current)] != current { current = parents[Int(current)] }
    return current
  }

  /// Every external symbol in the component of external symbol `id`.
  func members(of id: Int32) -> [Int32] {
    membersOfRoot(root(of: id))
  }

  /// The external symbols of the component whose root is `root`, the root first.
  func membersOfRoot(_ root: Int32) -> [Int32] {
    let count = Int(sizes[Int(root)])
    guard count > 0 else { return [] }
    var list: [Int32] = []
    list.reserveCapacity(count)
    var current = root
    repeat {
      list.append(current)
      current = next[Int(current)]
    } while current != root && list.count < count
    return list
  }

  /// Makes room for `count` symbols.
  mutating func reserveSymbolCapacity(_ count: Int) {
    parents.reserveCapacity(count)
    next.reserveCapacity(count)
    sizes.reserveCapacity(count)
    tails.reserveCapacity(count)
    previous.reserveCapacity(count)
    children.reserveCapacity(count)
  }

  /// Empties the components as new ones, keeping the arrays' capacity.
  mutating func removeAll() {
    parents.removeAll(keepingCapacity: true)
    next.removeAll(keepingCapacity: true)
    sizes.removeAll(keepingCapacity: true)
    tails.removeAll(keepingCapacity: true)
    previous.removeAll(keepingCapacity: true)
    children.removeAll(keepingCapacity: true)
  }

  /// Makes room for id `id`, one past the last.
  mutating func appendSymbol(_ id: Int32) {
    parents.append(id)
    next.append(id)
    sizes.append(0)
    tails.append(id)
    previous.append(id)
    children.append(0)
  }

  /// Makes symbol `id` a component of its own, which lists it when it is external (only
  /// external symbols are members). `id` is new or released, or every member of its component is
  /// isolated in turn (a rebuild resets its component's history).
  mutating func isolate(_ id: Int32, isExternal: Bool) {
    // Its parent counts one child fewer; its own children, isolated in turn, count themselves out.
    if parents[Int(id)] != id { children[Int(parents[Int(id)])] -= 1 }
    previous[Int(id)] = id
    parents[Int(id)] = id
    next[Int(id)] = id
    sizes[Int(id)] = isExternal ? 1 : 0
    tails[Int(id)] = id
  }

  /// Joins the components of `symbols`, smaller into larger.
  mutating func join(_ symbols: [Symbol]) {
    guard var root = symbols.first.map({ self.root(of: $0.id) }) else { return }
    for symbol in symbols.dropFirst() {
      var other = self.root(of: symbol.id)
      if other == root { continue }
      if sizes[Int(root)] < sizes[Int(other)] { swap(&root, &other) }
      parents[Int(other)] = root
      children[Int(root)] += 1
      if sizes[Int(other)] > 0 {
        // The other cycle goes in after this one's tail (the larger is never empty).
        previous[Int(other)] = tails[Int(root)]
        previous[Int(root)] = tails[Int(other)]
        next[Int(tails[Int(root)])] = other
        next[Int(tails[Int(other)])] = root
        tails[Int(root)] = tails[Int(other)]
        sizes[Int(root)] += sizes[Int(other)]
        sizes[Int(other)] = 0
        tails[Int(other)] = other
      }
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
      if gone.allSatisfy({ $0 != root && children[Int($0)] == 0 }) {
        for id in gone { unlink(id, from: root) }
        continue
      }
      let goneSet = SymbolIDSet(gone)
      // The root stays root if it can; otherwise the first member after it that stays.
      var newRoot = root
      var looked: Int32 = 1
      while goneSet.contains(newRoot) && looked < sizes[Int(root)] {
        newRoot = next[Int(newRoot)]
        looked += 1
      }
      sizes[Int(root)] = 0
      if !goneSet.contains(newRoot) {
        // Once around the old cycle: each member that stays is linked after the last one kept
        // and pointed straight at the root (a leaving id may have been on its way there).
        var kept: Int32 = 1
        var last = newRoot
        var current = next[Int(newRoot)]
        parents[Int(newRoot)] = newRoot
        while current != newRoot {
          let following = next[Int(current)]
          if !goneSet.contains(current) {
            next[Int(last)] = current
            previous[Int(current)] = last
            parents[Int(current)] = newRoot
            children[Int(current)] = 0
            last = current
            kept += 1
          }
          current = following
        }
        next[Int(last)] = newRoot
        previous[Int(newRoot)] = last
        sizes[Int(newRoot)] = kept
        tails[Int(newRoot)] = last
        // Every member left points straight at the root.
        children[Int(newRoot)] = kept - 1
      }
      for id in gone {
        parents[Int(id)] = id
        next[Int(id)] = id
        previous[Int(id)] = id
        sizes[Int(id)] = 0
        tails[Int(id)] = id
        children[Int(id)] = 0
      }
    }
  }

  /// Takes `id`, a member of `root`'s component that is neither the root nor anyone's parent,
  /// out of its cycle, and leaves it its own parent, listing nothing.
  private mutating func unlink(_ id: Int32, from root: Int32) {
    let before = previous[Int(id)], after = next[Int(id)]
    next[Int(before)] = after
    previous[Int(after)] = before
    if tails[Int(root)] == id { tails[Int(root)] = before }
    sizes[Int(root)] -= 1
    children[Int(parents[Int(id)])] -= 1
    parents[Int(id)] = id
    next[Int(id)] = id
    previous[Int(id)] = id
    tails[Int(id)] = id
  }
}
