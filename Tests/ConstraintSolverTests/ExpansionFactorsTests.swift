@testable import ConstraintSolver
import SolverTestSupport
import Testing

/// The factors of an expansion: a short list until 16 entries, then a hash index. Both must find
/// every id, keep each factor apart, and answer 0 for an id never entered.
@Suite("The factors of an expansion")
struct ExpansionFactorsTests {
  @Test("Ids entered in any order keep their own factors, across the switch to the hash index", arguments: [1, 16, 17, 40, 300])
  func factorsKeptApart(count: Int) {
    var random = SplitMix64(seed: UInt64(count))
    let ids = (0..<count).map { Int32($0 * 7 + 3) }.shuffled(using: &random)
    var factors = ExpansionFactors()
    var expected: [Int32: Double] = [:]
    for (position, id) in ids.enumerated() {
      #expect(!factors.contains(id))
      factors.insert(id)
      #expect(factors.contains(id))
      #expect(factors.factor(of: id) == 0)
      // Add to every id entered so far, so that a wrong position shows up as a wrong sum.
      for earlier in ids[...position] {
        let amount = Double(earlier) + 0.5
        factors.modifyFactor(of: earlier) { $0 += amount }
        expected[earlier, default: 0] += amount
      }
    }
    for id in ids {
      #expect(factors.factor(of: id) == expected[id])
    }
    // Ids between and beyond those entered are absent.
    for absent in [Int32(0), 1, 2, 4, Int32(count * 7 + 3)] {
      #expect(!factors.contains(absent))
      #expect(factors.factor(of: absent) == 0)
    }
  }
}
