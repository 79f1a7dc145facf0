@testable import ConstraintSolver
import SolverTestSupport
import Testing

/// `MentionLists` keeps every variable's mentions in one pool of nodes; these drive it against an
/// array per symbol, the shape it replaced, whose order the conflict explanations read.
@Suite("The registry's lists of mentions")
struct MentionListsTests {
  private final class Token {}

  @Test("Random appends, removals and replacements agree with an array per symbol, in order")
  func againstArrays() {
    var generator = SplitMix64(seed: 20_261_128)
    let tokens = (0..<6).map { _ in Token() }
    let ids = tokens.map(ObjectIdentifier.init)
    var lists = MentionLists()
    var reference: [[ObjectIdentifier]] = []
    for _ in 0..<5 {
      lists.extendSymbols(to: lists.count + 1)
      reference.append([])
    }
    for step in 0..<4_000 {
      let index = Int.random(in: 0..<reference.count, using: &generator)
      let id = ids[Int.random(in: 0..<ids.count, using: &generator)]
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<5:
        lists.append(id, to: index)
        reference[index].append(id)
      case 5..<8:
        lists.removeLast(id, from: index)
        if let position = reference[index].lastIndex(of: id) { reference[index].remove(at: position) }
      case 8:
        let new = ids[Int.random(in: 0..<ids.count, using: &generator)]
        lists.replaceLast(id, with: new, in: index)
        if let position = reference[index].lastIndex(of: id) { reference[index][position] = new }
      default:
        lists.extendSymbols(to: lists.count + 1)
        reference.append([])
      }
      #expect(lists.count == reference.count)
      for symbol in reference.indices {
        #expect(Array(lists[symbol]) == reference[symbol], "symbol \(symbol) after step \(step)")
        #expect(lists.isEmpty(symbol) == reference[symbol].isEmpty)
      }
      #if OPENAUTOLAYOUT_INTERNAL_CHECKS
        lists.checkInvariants()
      #endif
    }
  }

  @Test("Freed nodes are reused, and a list read before a change keeps what it had")
  func reuseAndSnapshots() {
    let tokens = (0..<3).map { _ in Token() }
    let (a, b, c) = (ObjectIdentifier(tokens[0]), ObjectIdentifier(tokens[1]), ObjectIdentifier(tokens[2]))
    var lists = MentionLists()
    lists.extendSymbols(to: lists.count + 1)
    lists.extendSymbols(to: lists.count + 1)
    lists.append(a, to: 0)
    lists.append(b, to: 0)
    lists.append(a, to: 0)
    let before = lists[0]
    lists.removeLast(a, from: 0)
    // The last mention by `a` went, not the first; the tail moved back to `b`.
    #expect(Array(lists[0]) == [a, b])
    #expect(Array(before) == [a, b, a])
    lists.append(c, to: 1)
    lists.append(c, to: 0)
    #expect(Array(lists[0]) == [a, b, c])
    #expect(Array(lists[1]) == [c])
    for id in [c, b, a] { lists.removeLast(id, from: 0) }
    #expect(lists.isEmpty(0))
    #expect(Array(lists[1]) == [c])
    lists.removeAll()
    #expect(lists.count == 0)
  }
}
