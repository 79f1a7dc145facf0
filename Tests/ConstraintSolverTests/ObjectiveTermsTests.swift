@testable import ConstraintSolver
import SolverTestSupport
import Testing

/// `ObjectiveTerms` keeps a term that cancels out at zero, in its place; it must read exactly as
/// a table without it would.
@Suite("An objective's terms", .timeLimit(.minutes(10)))
struct ObjectiveTermsTests {
  @Test("A cancelled term reads as absent: subscript, count, emptiness, keys and iteration")
  func cancelledTermsAreAbsent() {
    var terms = ObjectiveTerms()
    let a = Symbol(id: 3, kind: .error), b = Symbol(id: 7, kind: .slack)
    terms.add(2, to: a)
    terms.add(-1, to: b)
    #expect(terms.count == 2 && terms[a] == 2 && terms[b] == -1)
    terms.add(-2, to: a)
    #expect(terms[a] == nil && terms.count == 1 && !terms.isEmpty)
    #expect(terms.keys.map(\.id) == [7])
    #expect(Array(terms).map(\.key.id) == [7])
    // A symbol never mentioned is not entered by a change that leaves it at zero.
    terms.add(0, to: Symbol(id: 9, kind: .error))
    #expect(terms.count == 1 && terms[Symbol(id: 9, kind: .error)] == nil)
    terms[b] = nil
    #expect(terms.isEmpty && terms.keys.isEmpty && Array(terms).isEmpty)
    // Back again, in its old place.
    terms.add(5, to: a)
    #expect(terms[a] == 5 && terms.count == 1)
  }

  @Test("Random changes agree with a dictionary that removes what cancels")
  func againstDictionary() {
    var generator = SplitMix64(seed: 20_261_129)
    var terms = ObjectiveTerms()
    var reference: [Int32: Double] = [:]
    for _ in 0..<5_000 {
      let id = Int32.random(in: 0..<40, using: &generator)
      let symbol = Symbol(id: id, kind: .error)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0:
        terms[symbol] = nil
        reference[id] = nil
      case 1:
        // Exactly what is there, negated: the sum cancels to zero.
        let delta = -(reference[id] ?? 1)
        terms.add(delta, to: symbol)
        let total = (reference[id] ?? 0) + delta
        reference[id] = total == 0 ? nil : total
      default:
        let delta = Double(Int.random(in: -3...3, using: &generator))
        terms.add(delta, to: symbol)
        let total = (reference[id] ?? 0) + delta
        reference[id] = total == 0 ? nil : total
      }
      #expect(terms[symbol] == reference[id])
      #expect(terms.count == reference.count && terms.isEmpty == reference.isEmpty)
    }
    #expect(Set(terms.keys.map(\.id)) == Set(reference.keys))
    #expect(Dictionary(uniqueKeysWithValues: terms.map { ($0.key.id, $0.value) }) == reference)
  }

  @Test("Thousands of symbols: the table grows, and iteration follows the order of first entry")
  func growthAndOrder() {
    var generator = SplitMix64(seed: 20_261_130)
    var terms = ObjectiveTerms()
    var reference: [Int32: Double] = [:]
    var firstEntered: [Int32] = []
    for _ in 0..<20_000 {
      let id = Int32.random(in: 0..<3_000, using: &generator)
      // Ids come back with another kind, as released symbols do.
      let symbol = Symbol(id: id, kind: Bool.random(using: &generator) ? .error : .slack)
      let delta = Double(Int.random(in: -2...2, using: &generator))
      terms.add(delta, to: symbol)
      let total = (reference[id] ?? 0) + delta
      // A term cancelled and entered again keeps its first place.
      if total != 0 && !firstEntered.contains(id) { firstEntered.append(id) }
      reference[id] = total == 0 ? nil : total
      #expect(terms[symbol] == reference[id])
    }
    #expect(terms.count == reference.count)
    #expect(terms.keys.map(\.id) == firstEntered.filter { reference[$0] != nil })
    #expect(Dictionary(uniqueKeysWithValues: terms.map { ($0.key.id, $0.value) }) == reference)
  }
}
