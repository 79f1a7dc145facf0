@testable import ConstraintSolver
import SolverTestSupport
import Testing

/// `CandidateSet`, the simplex method's entering candidates, against `Set<Symbol>`.
@Suite("The candidates to enter the basis")
struct CandidateSetTests {
  @Test("Random inserts and removals agree with Set at every step, and the lowest is Set's minimum")
  func againstSet() {
    var generator = SplitMix64(seed: 20_261_128)
    for round in 0..<30 {
      var ours = CandidateSet()
      var reference = Set<Symbol>()
      // Small ranges keep the set crowded; large ones leave it sparse over many ids.
      let range = Int32([4, 20, 300][round % 3])
      for step in 0..<1_500 {
        let symbol = Symbol(id: Int32.random(in: 0..<range, using: &generator), kind: .slack)
        if Bool.random(using: &generator) {
          ours.insert(symbol)
          reference.insert(symbol)
        } else {
          ours.remove(symbol)
          reference.remove(symbol)
        }
        #expect(ours.count == reference.count && ours.isEmpty == reference.isEmpty, "round \(round) step \(step)")
        #expect(ours.contains(symbol) == reference.contains(symbol))
        #expect(ours.min() == reference.min())
        ours.checkInvariants()
      }
      #expect(Set(ours) == reference)
      #expect(Array(ours).count == reference.count, "a symbol listed twice")
    }
  }
}
