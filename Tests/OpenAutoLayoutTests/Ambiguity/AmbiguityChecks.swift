import Foundation
import SolverTestSupport
import Testing

@testable import OpenAutoLayout

// The two checks the ambiguity tests make, shared by the random and the hand-written cases.

/// Every item's `hasAmbiguousLayout(for:)` on both axes, and `hasAmbiguousLayout`, against the
/// exact ranges of its variables. Returns one line per disagreement.
func ambFlagMismatches(_ items: [AmbItem], _ reference: AmbReference) -> [String] {
  var mismatches: [String] = []
  for item in items {
    var either = false
    for axis in LayoutAxis.allCases {
      let exact = reference.isAmbiguous(item, axis)
      let model = item.hasAmbiguousLayout(for: axis)
      either = either || model
      if model != exact {
        let ranges = item.pair(axis).map { "\(reference.name(of: $0)) in \(reference.range(of: $0))" }
        mismatches.append(
          "\(item.name).hasAmbiguousLayout(for: .\(axis)) is \(model), the exact ranges say \(exact): "
            + ranges.joined(separator: ", "))
      }
    }
    if item.hasAmbiguousLayout != either {
      mismatches.append("\(item.name).hasAmbiguousLayout is \(item.hasAmbiguousLayout) but the axes say \(either)")
    }
  }
  return mismatches
}

/// What exercising the items of one layout did.
struct AmbExerciseResult {
  var failures: [String] = []
  var exercisedAmbiguous = 0
  var exercisedFixed = 0
  var movedAxes = 0
}

/// `exerciseAmbiguityInLayout()` on every item of a layout that `build` makes afresh each time
/// (the same layout, so that the engine's system and `reference` match it):
///
/// - on the layout `reference` was made for (`items`), exercising an item that is fixed on both
///   axes changes no engine value;
/// - each ambiguous item, in a fresh build (so that no other item's exercise is in the way), moves
///   on every axis it is ambiguous on, in the engine and in its frame; every level stays at its
///   optimum and every value fixed on the optimal face stays; items fixed on an axis keep their
///   frame on it. A second call keeps every level optimal.
func ambExerciseCheck(
  root: View, items: [AmbItem], reference: AmbReference, build: () -> (root: View, items: [AmbItem])
) -> AmbExerciseResult {
  var result = AmbExerciseResult()
  let ambiguousAxes = items.map { item in LayoutAxis.allCases.filter { reference.isAmbiguous(item, $0) } }

  for (position, item) in items.enumerated() where ambiguousAxes[position].isEmpty {
    result.exercisedFixed += 1
    let before = reference.values
    item.exerciseAmbiguityInLayout()
    root.layoutIfNeeded()
    let after = reference.values
    let moved = before.indices.filter { before[$0] != after[$0] }
    if !moved.isEmpty {
      result.failures.append(
        "exercising \(item.name), which is not ambiguous, changed "
          + moved.map { "\(reference.names[$0]) \(before[$0]) -> \(after[$0])" }.joined(separator: ", "))
    }
  }

  for (position, axes) in ambiguousAxes.enumerated() where !axes.isEmpty {
    result.exercisedAmbiguous += 1
    let fresh = build()
    let rebuilt: AmbReference
    do {
      rebuilt = try AmbReference(root: fresh.root, items: fresh.items, reusing: reference)
    } catch {
      result.failures.append("rebuilding for \(items[position].name): \(error)")
      continue
    }
    let item = fresh.items[position]
    let before = rebuilt.values
    let framesBefore = fresh.items.map { other in LayoutAxis.allCases.map { other.frame($0) } }
    item.exerciseAmbiguityInLayout()
    fresh.root.layoutIfNeeded()
    let after = rebuilt.values
    let context = "after \(item.name).exerciseAmbiguityInLayout() (ambiguous on \(axes.map { ".\($0)" }.joined(separator: ", ")))"
    result.failures += rebuilt.optimalityFailures().map { "\(context): not optimal: \($0)" }
    for axis in axes {
      let indices = item.pair(axis).map { rebuilt.index[ObjectIdentifier($0)]! }
      let engineMoved = indices.contains { abs(after[$0] - before[$0]) > 1e-9 }
      let axisIndex = axis == .horizontal ? 0 : 1
      let frameBefore = framesBefore[position][axisIndex], frameAfter = item.frame(axis)
      var frameMoved = true
      if let old = frameBefore, let new = frameAfter {
        frameMoved = abs(new.0 - old.0) > 1e-9 || abs(new.1 - old.1) > 1e-9
      }
      if engineMoved && frameMoved {
        result.movedAxes += 1
      } else {
        result.failures.append(
          "\(context): did not move on .\(axis): "
            + indices.map { "\(rebuilt.names[$0]) \(before[$0]) -> \(after[$0]) in \(rebuilt.ranges[$0])" }
              .joined(separator: ", ")
            + "; frame (position, size) \(frameBefore.map { "\($0)" } ?? "nil") -> \(frameAfter.map { "\($0)" } ?? "nil")")
      }
    }
    for (other, otherItem) in fresh.items.enumerated() {
      for (axisIndex, axis) in LayoutAxis.allCases.enumerated() where !ambiguousAxes[other].contains(axis) {
        guard let old = framesBefore[other][axisIndex], let new = otherItem.frame(axis) else { continue }
        if abs(old.0 - new.0) > 1e-9 || abs(old.1 - new.1) > 1e-9 {
          result.failures.append("\(context): \(otherItem.name), fixed on .\(axis), moved from \(old) to \(new)")
        }
      }
    }
    item.exerciseAmbiguityInLayout()
    fresh.root.layoutIfNeeded()
    result.failures += rebuilt.optimalityFailures().map { "after exercising \(item.name) twice: not optimal: \($0)" }
  }
  return result
}
