import Foundation
import SolverTestSupport
import Testing

@testable import OpenAutoLayout

// Property tests of spec decision 4 on random layouts (AmbiguityGenerator.swift): the model's
// ambiguity flags agree with a brute-force exact check (AmbiguityReference.swift).
//
// Environment:
// - AMBIGUITY_SEED=n  run only seed n;
// - PROPERTY_SCALE=k  run k times as many seeds.

/// The seeds of a property test: `count` × PROPERTY_SCALE from `base`, or AMBIGUITY_SEED alone.
func ambSeeds(base: UInt64, count: Int) -> [UInt64] {
  if let text = ProcessInfo.processInfo.environment["AMBIGUITY_SEED"], let seed = UInt64(text) { return [seed] }
  return (0..<UInt64(count * ambPropertyScale)).map { base + $0 }
}

/// Builds the random layout of every seed and its exact reference, and calls `body` with each
/// one the reference decides; `body` returns whether the case passed. Counts cases, skips (the reference overflowed), failures to read
/// the engine, and ambiguous and fixed item axes in `tally`.
func ambForEachReferencedCase(
  base: UInt64, count: Int, tally: inout AmbTally, _ body: (UInt64, AmbCase, [AmbItem], AmbReference) -> Bool
) {
  for seed in ambSeeds(base: base, count: count) {
    tally.cases += 1
    let layout = AmbCase(seed: seed)
    let items = layout.items
    let reference: AmbReference
    do {
      reference = try AmbReference(root: layout.root, items: items)
    } catch {
      if error.isFailure {
        tally.failures += 1
        Issue.record(Comment(rawValue: "\(error)\n\(layout.description)"))
      } else {
        tally.skipped["\(error)", default: 0] += 1
      }
      continue
    }
    tally.checked += 1
    for item in items {
      for axis in LayoutAxis.allCases {
        if reference.isAmbiguous(item, axis) { tally.ambiguousAxes += 1 } else { tally.fixedAxes += 1 }
      }
    }
    if !body(seed, layout, items, reference) { tally.failures += 1 }
  }
}

/// Tallies of what a property test saw.
struct AmbTally: CustomStringConvertible {
  var cases = 0
  var skipped: [String: Int] = [:]
  var checked = 0
  var ambiguousAxes = 0
  var fixedAxes = 0
  var failures = 0

  var skippedCount: Int { skipped.values.reduce(0, +) }

  var description: String {
    "\(cases) cases, \(checked) checked, \(skippedCount) skipped \(skipped), "
      + "\(ambiguousAxes) ambiguous and \(fixedAxes) fixed item axes, \(failures) failing cases"
  }
}

@Suite(.timeLimit(.minutes(10))) struct AmbiguityPropertyTests {
  static let caseCount = 400

  /// `hasAmbiguousLayout`, `hasAmbiguousLayout(for:)` of every view and guide, on both axes,
  /// against the exact ranges of the item's variables over the optimal face; and the engine's
  /// solution is one of the optimal ones.
  @Test("Ambiguity flags match the exact reference on random layouts")
  func flagsMatchExactReference() {
    var tally = AmbTally()
    var kinds: [String: Int] = [:]
    ambForEachReferencedCase(base: 0xA3B1_0000, count: Self.caseCount, tally: &tally) { _, layout, items, reference in
      var mismatches = ambFlagMismatches(items, reference)
      if layout.setup.contains(where: { $0.hasPrefix("row") }) { kinds["row", default: 0] += 1 }
      if !layout.guides.isEmpty { kinds["guides", default: 0] += 1 }
      if layout.setup.contains(where: { $0.contains("autoresizing") }) { kinds["autoresizing", default: 0] += 1 }
      if layout.constraints.contains(where: { layout.root.isBroken($0) }) { kinds["broken", default: 0] += 1 }
      let optimality = reference.optimalityFailures()
      if !optimality.isEmpty { mismatches += optimality.map { "not optimal: \($0)" } }
      guard !mismatches.isEmpty else { return true }
      Issue.record(
        Comment(rawValue: (["Ambiguity flags disagree with the exact reference."] + mismatches + [layout.description, reference.report])
          .joined(separator: "\n")))
      return false
    }
    print("AmbiguityPropertyTests.flagsMatchExactReference: \(tally); \(kinds)")
    // Most cases must be decided, and both answers must be common.
    #expect(tally.skippedCount * 10 <= tally.cases, "\(tally)")
    #expect(tally.ambiguousAxes * 10 >= tally.checked, "too few ambiguous axes: \(tally)")
    #expect(tally.fixedAxes * 2 >= tally.checked, "too few fixed axes: \(tally)")
  }
}
