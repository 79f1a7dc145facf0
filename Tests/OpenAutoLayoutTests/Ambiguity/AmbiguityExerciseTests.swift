import Foundation
import SolverTestSupport
import Testing

@testable import OpenAutoLayout

// `exerciseAmbiguityInLayout()` on random layouts (AmbiguityGenerator.swift), against the exact
// reference (AmbiguityReference.swift), by `ambExerciseCheck` (AmbiguityChecks.swift): exercising
// an ambiguous view or guide moves it, on every axis it is ambiguous on, to another frame that is
// still optimal (every priority level's total error at the reference's optimum, every value fixed
// on the optimal face unchanged); exercising an item that is not ambiguous changes nothing.

@Suite(.timeLimit(.minutes(10))) struct AmbiguityExerciseTests {
  static let caseCount = 200

  @Test("exerciseAmbiguityInLayout moves an ambiguous item to another optimal frame, and nothing else")
  func exerciseMovesOnlyAmbiguousItems() {
    var tally = AmbTally()
    var total = AmbExerciseResult()
    ambForEachReferencedCase(base: 0xE8E5_0000, count: Self.caseCount, tally: &tally) { seed, layout, items, reference in
      let result = ambExerciseCheck(root: layout.root, items: items, reference: reference) {
        let fresh = AmbCase(seed: seed)
        return (fresh.root, fresh.items)
      }
      total.exercisedAmbiguous += result.exercisedAmbiguous
      total.exercisedFixed += result.exercisedFixed
      total.movedAxes += result.movedAxes
      guard !result.failures.isEmpty else { return true }
      Issue.record(
        Comment(
          rawValue: (["exerciseAmbiguityInLayout() misbehaves."] + result.failures + [layout.description, reference.report])
            .joined(separator: "\n")))
      return false
    }
    print(
      "AmbiguityExerciseTests: \(tally); exercised \(total.exercisedAmbiguous) ambiguous items "
        + "(\(total.movedAxes) axes moved) and \(total.exercisedFixed) fixed ones")
    #expect(tally.skippedCount * 10 <= tally.cases, "\(tally)")
    #expect(total.exercisedAmbiguous >= tally.checked / 2 && total.exercisedFixed >= tally.checked, "\(tally)")
  }
}
