@testable import ConstraintSolver
import SolverTestSupport
import Testing

/// `SymbolSet` keeps small sets as a list and large ones as a hash table; these drive it through
/// both shapes and every change between them, against `Set<Int32>`.
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
          let inserted = ours.insert(id)
          #expect(inserted == reference.insert(id).inserted)
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
