/// For each external symbol, the constraints whose expressions mention its variable, once per
/// term, in the order they were noted.
///
/// The lists share one pool of nodes instead of keeping an array each: a layout registers four
/// variables per item, and an array per variable was an allocation, and its growth another, for
/// every one of them. The lists are doubly linked: a removal looks for the last mention from the
/// tail, as the array searched from its end, so taking back a constraint just added to a long
/// list (a stack view's edges, mentioned by every arranged view) costs a step, not the list.
struct MentionLists: Sendable {
  fileprivate struct Node: Sendable {
    var constraint: ObjectIdentifier
    /// The next node of the list (or of the free list); -1 ends it.
    var next: Int32
    /// The node before in the list; -1 for the first.
    var previous: Int32
  }

  /// By symbol id: the first and last node of its list, -1 when it is empty.
  private var heads: [Int32] = []
  private var tails: [Int32] = []
  private var nodes: [Node] = []
  /// The first unused node, chained through `next`; -1 when none.
  private var firstFree: Int32 = -1

  /// How many symbol ids have a list.
  var count: Int { heads.count }

  /// Makes the lists cover the ids below `count`, each new one empty.
  mutating func extendSymbols(to count: Int) {
    let added = count - heads.count
    guard added > 0 else { return }
    heads.append(contentsOf: repeatElement(-1, count: added))
    tails.append(contentsOf: repeatElement(-1, count: added))
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
      nodes[Int(node)] = Node(constraint: constraint, next: -1, previous: tails[index])
    } else {
      node = Int32(nodes.count)
      nodes.append(Node(constraint: constraint, next: -1, previous: tails[index]))
    }
    if tails[index] >= 0 { nodes[Int(tails[index])].next = node } else { heads[index] = node }
    tails[index] = node
  }

  /// Removes the last mention by `constraint` from the list of `index`, if there is one.
  mutating func removeLast(_ constraint: ObjectIdentifier, from index: Int) {
    let removed = last(constraint, in: index)
    guard removed >= 0 else { return }
    let (before, after) = (nodes[Int(removed)].previous, nodes[Int(removed)].next)
    if before >= 0 { nodes[Int(before)].next = after } else { heads[index] = after }
    if after >= 0 { nodes[Int(after)].previous = before } else { tails[index] = before }
    free(removed)
  }

  /// Puts `new` in the place of the last mention by `old` in the list of `index`, if there is one.
  mutating func replaceLast(_ old: ObjectIdentifier, with new: ObjectIdentifier, in index: Int) {
    let node = last(old, in: index)
    if node >= 0 { nodes[Int(node)].constraint = new }
  }

  /// The last node of the list of `index` that holds `constraint`, searched from the tail; -1 when
  /// none does.
  private func last(_ constraint: ObjectIdentifier, in index: Int) -> Int32 {
    var node = tails[index]
    while node >= 0 && nodes[Int(node)].constraint != constraint { node = nodes[Int(node)].previous }
    return node
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
  /// Every node is in exactly one list or the free list, each list ends at its tail, and each
  /// node's previous link points back to the node before it.
  func checkInvariants() {
    precondition(heads.count == tails.count, "mention heads and tails differ in length")
    var seen = [Bool](repeating: false, count: nodes.count)
    func walk(from first: Int32) -> Int32 {
      var last: Int32 = -1
      var node = first
      while node >= 0 {
        precondition(!seen[Int(node)], "mention node \(node) is in two lists, or a list loops")
        precondition(first == firstFree || nodes[Int(node)].previous == last, "mention node \(node) links back wrongly")
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
