@testable import ConstraintSolver
import SolverTestSupport
import Testing

/// `HistoryComponents` keeps each component's members as a cycle of links; these drive it
/// through joins, removals and re-isolations against a plain partition (one label per symbol).
@Suite("The solver's history components", .timeLimit(.minutes(10)))
struct HistoryComponentsTests {
  /// Symbol ids 0..<count; every third one is not external (a slack), as a tableau mixes them.
  static func isExternal(_ id: Int32) -> Bool { id % 3 != 2 }

  @Test("Random joins, removals and re-isolations agree with a partition at every step")
  func againstPartition() {
    var generator = SplitMix64(seed: 20_261_127)
    for round in 0..<30 {
      let count = Int32([6, 20, 80][round % 3])
      var ours = HistoryComponents()
      // The reference: each live external symbol's component label; nil for the others.
      var label: [Int?] = []
      // A new label for each symbol made anew: a merged component keeps the least of its labels,
      // which a symbol's own id would repeat.
      var nextLabel = Int(count)
      for id in 0..<count {
        ours.extendSymbols(to: Int(id) + 1)
        ours.claim(id, isExternal: Self.isExternal(id))
        label.append(Self.isExternal(id) ? Int(id) : nil)
      }
      for _ in 0..<400 {
        let live = (0..<count).filter { label[Int($0)] != nil }
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<6 where live.count >= 2:
          // Join two to four live symbols.
          let picked = (0..<Int.random(in: 2...4, using: &generator)).map { _ in
            live.randomElement(using: &generator)!
          }
          ours.join(picked.map { Symbol(id: $0, kind: .external) })
          let labels = Set(picked.map { label[Int($0)]! })
          let merged = labels.min()!
          for index in label.indices where label[index].map(labels.contains) == true { label[index] = merged }
        case 6..<8 where !live.isEmpty:
          // Release one to three live symbols at once.
          let gone = Set((0..<Int.random(in: 1...3, using: &generator)).map { _ in
            live.randomElement(using: &generator)!
          })
          ours.remove(Array(gone))
          for id in gone { label[Int(id)] = nil }
        default:
          // A released (or non-external) id comes back as a symbol of its own.
          let id = Int32.random(in: 0..<count, using: &generator)
          guard label[Int(id)] == nil else { continue }
          ours.isolate(id, isExternal: Self.isExternal(id))
          if Self.isExternal(id) {
            label[Int(id)] = nextLabel
            nextLabel += 1
          }
        }
        for id in 0..<count {
          guard let mine = label[Int(id)] else { continue }
          let expected = Set((0..<count).filter { label[Int($0)] == mine })
          let members = ours.members(of: id)
          #expect(Set(members) == expected, "component of \(id)")
          #expect(members.count == expected.count, "a member listed twice around \(id)")
          #expect(members.first == ours.root(of: id), "the root lists first")
        }
      }
    }
  }

  @Test("A removed root hands its component to a member that stays, and removed ids list nothing")
  func removingTheRoot() {
    var ours = HistoryComponents()
    for id in Int32(0)..<5 {
      ours.extendSymbols(to: Int(id) + 1)
      ours.claim(id, isExternal: true)
    }
    ours.join([0, 1, 2, 3].map { Symbol(id: $0, kind: .external) })
    let root = ours.root(of: 3)
    #expect(Set(ours.members(of: 2)) == [0, 1, 2, 3])
    ours.remove([root, 4])
    let rest = Set<Int32>([0, 1, 2, 3]).subtracting([root])
    for id in rest {
      #expect(Set(ours.members(of: id)) == rest)
      #expect(ours.root(of: id) != root)
    }
    #expect(ours.membersOfRoot(root).isEmpty)
    #expect(ours.membersOfRoot(4).isEmpty)
    #expect(ours.root(of: root) == root)
  }
}
