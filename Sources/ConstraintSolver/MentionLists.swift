/// For each external symbol, the constraints whose expressions mention its variable, once per
/// term, in the order they were noted.
///
/// The lists share one pool of nodes instead of keeping an array each: a layout registers four
/// variables per item, and an array per variable was an allocation, and its growth another, for
/// every one of them.
struct MentionLists: Sendable {
  fileprivate struct Node: Sendable {
    var constraint: ObjectIdentifier
    /// The next node of the list (or of the free list); -1 ends it.
    var next: Int32
  }

  /// By symbol id: the first and last node of its list, -1 when it is empty.
  private var heads: [Int32] = []
  private var tails: [Int32] = []
  private var nodes: [Node] = []
  /// The first unused node, chained through `next`; -1 when none.
  private var firstFree: Int32 = -1

  /// How many symbol ids have a list.
  var count: Int { heads.count }

  /// Makes room for one more symbol id, past the last, with an empty list.
  mutating func appendSymbol() {
    heads.append(-1)
    tails.append(-1)
  }

  /// Makes room for `count` symbols.
  mutating func reserveSymbolCapacity(_ count: Int) {
    heads.reserveCapacity(count)
    tails.reserveCapacity(count)
  }

  /// Forgets every list and symbol id, keeping the capacity.
  mutating func removeAll() {
    heads.removeAll(keepingCapacity: true)
    tails.removeAll(keepingCapacity: true)
    nodes.removeAll(keepingCapacity: true)
    firstFree = -1
  }

  /// Whether no constraint mentions the variable of symbol `index`.
  func isEmpty(_ index: Int) -> Bool { heads[index] < 0 }

  /// The constraints mentioning the variable of symbol `index`, in the order they were noted.
  subscript(index: Int) -> Mentions { Mentions(nodes: nodes, head: heads[index]) }

  /// Notes one more mention, at the end of the list of `index`.
  mutating func append(_ constraint: ObjectIdentifier, to index: Int) {
    let node: Int32
    if firstFree >= 0 {
      node = firstFree
      firstFree = nodes[Int(node)].next
      nodes[Int(node)] = Node(constraint: constraint, next: -1)
    } else {
      node = Int32(nodes.count)
      nodes.append(Node(constraint: constraint, next: -1))
    }
    if tails[index] >= 0 { nodes[Int(tails[index])].next = node } else { heads[index] = node }
    tails[index] = node
  }

  /// Removes the last mention by `constraint` from the list of `index`, if there is one.
  mutating func removeLast(_ constraint: ObjectIdentifier, from index: Int) {
    var previous: Int32 = -1
    var found: (node: Int32, previous: Int32)?
    var node = heads[index]
    while node >= 0 {
      if nodes[Int(node)].constraint == constraint { found = (node, previous) }
      previous = node
      node = nodes[Int(node)].next
    }
    guard let (removed, before) = found else { return }
    let after = nodes[Int(removed)].next
    if before >= 0 { nodes[Int(before)].next = after } else { heads[index] = after }
    if tails[index] == removed { tails[index] = before }
    free(removed)
  }

  /// Empties the list of `index`.
  mutating func removeAll(of index: Int) {
    var node = heads[index]
    while node >= 0 {
      let next = nodes[Int(node)].next
      free(node)
      node = next
    }
    heads[index] = -1
    tails[index] = -1
  }

  /// Puts `new` in the place of the last mention by `old` in the list of `index`, if there is one.
  mutating func replaceLast(_ old: ObjectIdentifier, with new: ObjectIdentifier, in index: Int) {
    var last: Int32 = -1
    var node = heads[index]
    while node >= 0 {
      if nodes[Int(node)].constraint == old { last = node }
      node = nodes[Int(node)].next
    }
    if last >= 0 { nodes[Int(last)].constraint = new }
  }

  private mutating func free(_ node: Int32) {
    nodes[Int(node)].next = firstFree
    firstFree = node
  }

  /// One symbol's list, read from a copy of the pool (which shares its storage until the
  /// registry changes).
  struct Mentions: Sequence {
    fileprivate let nodes: [Node]
    fileprivate let head: Int32

    var isEmpty: Bool { head < 0 }

    func makeIterator() -> Iterator { Iterator(nodes: nodes, node: head) }

    struct Iterator: IteratorProtocol {
      fileprivate let nodes: [Node]
      fileprivate var node: Int32

      mutating func next() -> ObjectIdentifier? {
        guard node >= 0 else { return nil }
        defer { node = nodes[Int(node)].next }
        return nodes[Int(node)].constraint
      }
    }
  }
}

#if OPENAUTOLAYOUT_INTERNAL_CHECKS
extension MentionLists {
  /// Every node is in exactly one list or the free list, and each list ends at its tail.
  func checkInvariants() {
    precondition(heads.count == tails.count, "mention heads and tails differ in length")
    var seen = [Bool](repeating: false, count: nodes.count)
    func walk(from first: Int32) -> Int32 {
      var last: Int32 = -1
      var node = first
      while node >= 0 {
        precondition(!seen[Int(node)], "mention node \(node) is in two lists, or a list loops")
        seen[Int(node)] = true
        last = node
        node = nodes[Int(node)].next
      }
      return last
    }
    for index in heads.indices {
      precondition(walk(from: heads[index]) == tails[index], "the mentions of symbol \(index) do not end at its tail")
    }
    _ = walk(from: firstFree)
    precondition(seen.allSatisfy { $0 }, "a mention node is in no list")
  }
}
#endif
