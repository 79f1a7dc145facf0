@testable import ConstraintSolver
import SolverTestSupport
import Testing

/// `SymbolSet` keeps up to four ids inline, small sets as a list and large ones as a hash table;
/// these drive it through every shape and every change between them, against `Set<Int32>`.
@Suite("The column index's set of symbol ids", .timeLimit(.minutes(10)))
struct SymbolSetTests {
  @Test("Random inserts and removals agree with Set at every step, through list and table shapes")
  func againstSet() {
    var generator = SplitMix64(seed: 20_261_127)
    for round in 0..<40 {
      var ours = SymbolSet()
      var reference = Set<Int32>()
      // Small ranges keep sets small (list shape); large ranges grow them into tables of several
      // sizes. Ids are dense, as symbol ids are, and collide in the table's probe runs.
      let range = Int32([6, 12, 40, 300][round % 4])
      for _ in 0..<2_000 {
        let id = Int32.random(in: 0..<range, using: &generator)
        if Bool.random(using: &generator) || reference.count < 3 {
          if !reference.contains(id) && id % 2 == 0 {
            // What the tableau does when a symbol enters a row: no search first.
            ours.insertAbsent(id)
            reference.insert(id)
          } else {
            let inserted = ours.insert(id)
            #expect(inserted == reference.insert(id).inserted)
          }
        } else {
          let removed = ours.remove(id)
          #expect(removed == (reference.remove(id) != nil))
        }
        #expect(ours.count == reference.count)
        #expect(ours.contains(id) == reference.contains(id))
      }
      #expect(Set(ours) == reference)
      #expect(Array(ours).count == reference.count, "an id listed twice")
    }
  }

  @Test("Sets of up to six ids move between the inline and list shapes and agree with Set")
  func inlineAndList() {
    var generator = SplitMix64(seed: 20_261_128)
    for _ in 0..<200 {
      var ours = SymbolSet()
      var reference = Set<Int32>()
      var order: [Int32] = []
      for _ in 0..<40 {
        // Six ids in play: the set crosses four ids (inline to list) often, and empties.
        let id = Int32.random(in: 0..<6, using: &generator)
        if Bool.random(using: &generator) {
          let inserted = ours.insert(id)
          #expect(inserted == reference.insert(id).inserted)
          if inserted { order.append(id) }
        } else {
          let removed = ours.remove(id)
          #expect(removed == (reference.remove(id) != nil))
          order.removeAll { $0 == id }
        }
        #expect(ours.count == reference.count && ours.isEmpty == reference.isEmpty)
        for other in Int32(-1)..<7 { #expect(ours.contains(other) == reference.contains(other)) }
        let listed = Array(ours)
        #expect(listed.count == reference.count && Set(listed) == reference, "listed \(listed), holds \(reference)")
        var rebuilt = SymbolSet()
        for id in order.reversed() { rebuilt.insert(id) }
        #expect(ours == rebuilt)
      }
    }
    // Inline, the ids come out in the order they went in, as a list keeps them, also after a
    // removal from the middle.
    var four: SymbolSet = [7, 3, 9, 5]
    #expect(Array(four) == [7, 3, 9, 5])
    four.remove(3)
    #expect(Array(four) == [7, 9, 5])
    var visited: [Int32] = []
    four.forEachID { visited.append($0) }
    #expect(visited == [7, 9, 5])
    four.remove(7)
    #expect(Array(four) == [9, 5])
    // Four ids inline cost no more room than two did: a column is half a cache line.
    #expect(MemoryLayout<SymbolSet>.stride == 32)
  }

  @Test("Growing to hundreds of ids and shrinking to none keeps every id findable")
  func growAndShrink() {
    var ours = SymbolSet()
    for id in Int32(0)..<500 {
      let inserted = ours.insert(id * 7)
      #expect(inserted)
    }
    #expect(ours.count == 500)
    for id in Int32(0)..<500 { #expect(ours.contains(id * 7) && !ours.contains(id * 7 + 1)) }
    // Remove in an order unrelated to insertion, so that backward shifts cross the table's end.
    for id in (Int32(0)..<500).reversed() where id % 2 == 1 {
      let removed = ours.remove(id * 7)
      #expect(removed)
    }
    for id in Int32(0)..<500 { #expect(ours.contains(id * 7) == (id % 2 == 0)) }
    for id in Int32(0)..<500 where id % 2 == 0 {
      let removed = ours.remove(id * 7)
      #expect(removed)
    }
    #expect(ours.isEmpty && Array(ours).isEmpty)
    let removedAgain = ours.remove(0)
    #expect(!removedAgain)
  }
}
