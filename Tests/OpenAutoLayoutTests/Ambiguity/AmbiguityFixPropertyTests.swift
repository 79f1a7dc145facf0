import Foundation
import Testing

@testable import OpenAutoLayout

// The fixes diagnostics suggest, applied to random layouts (AmbiguityGenerator.swift): every
// ambiguous item axis gets at least one fix, and applying the fixes removes the ambiguity
// without breaking anything; every broken constraint gets a fix, and applying the first brings
// it back (or leaves it broken only by a different conflict).

extension AmbItem {
  func explainAmbiguity(for axis: LayoutAxis) -> AmbiguityExplanation? {
    switch kind {
    case .view(let view): view.explainAmbiguity(for: axis)
    case .guide(let guide): guide.explainAmbiguity(for: axis)
    }
  }
}

private func unsatisfiable(_ root: View) -> [(broken: LayoutConstraint, conflicting: [LayoutConstraint], report: LayoutReport)] {
  root.layoutDiagnostics.reports.compactMap { report in
    if case .unsatisfiable(let broken, let conflicting) = report { return (broken, conflicting, report) }
    return nil
  }
}

@Suite(.timeLimit(.minutes(10))) struct AmbiguityFixPropertyTests {
  static let caseCount = 150

  @Test("Applying the suggested fixes removes an item's ambiguity on the axis and breaks nothing")
  func ambiguityFixesWork() {
    var fixedAxes = 0
    var failures: [String] = []
    for seed in ambSeeds(base: 0xF1C5_0000, count: Self.caseCount) {
      let probe = AmbCase(seed: seed)
      for (index, item) in probe.items.enumerated() {
        for axis in LayoutAxis.allCases where item.hasAmbiguousLayout(for: axis) {
          // A fresh copy of the layout for each fix: fixes change it.
          let layout = AmbCase(seed: seed)
          let target = layout.items[index]
          let brokenBefore = layout.constraints.filter { layout.root.isBroken($0) }.count
          guard let explanation = target.explainAmbiguity(for: axis), !explanation.fixes.isEmpty else {
            failures.append("\(target.name) \(axis): no fix suggested\n\(layout.description)")
            continue
          }
          for fix in explanation.fixes { fix.apply() }
          layout.root.layoutIfNeeded()
          let brokenAfter = layout.constraints.filter { layout.root.isBroken($0) }.count
          if target.hasAmbiguousLayout(for: axis) || brokenAfter > brokenBefore {
            failures.append(
              "\(target.name) \(axis): after \(explanation.fixes) still ambiguous: \(target.hasAmbiguousLayout(for: axis)), "
                + "broken \(brokenBefore) → \(brokenAfter)\n\(explanation)\n\(layout.description)")
          } else {
            fixedAxes += 1
          }
        }
      }
    }
    print("AmbiguityFixPropertyTests: \(fixedAxes) ambiguous item axes fixed, \(failures.count) failures")
    #expect(failures.isEmpty, "\(failures.prefix(3).joined(separator: "\n\n"))")
    #expect(fixedAxes >= Self.caseCount)
  }

  @Test("Applying the first fix suggested for a broken constraint resolves its conflict")
  func conflictFixesWork() {
    var resolved = 0
    var failures: [String] = []
    for seed in ambSeeds(base: 0xC0F1_0000, count: Self.caseCount) {
      let probe = AmbCase(seed: seed)
      for index in unsatisfiable(probe.root).indices {
        let layout = AmbCase(seed: seed)
        let conflicts = unsatisfiable(layout.root)
        guard index < conflicts.count else { continue }
        let (broken, conflicting, report) = conflicts[index]
        guard let fix = report.suggestedFixes.first else {
          failures.append("no fix for \(broken)\n\(layout.description)")
          continue
        }
        layout.root.layoutDiagnostics.removeAllReports()
        fix.apply()
        layout.root.layoutIfNeeded()
        // Broken again only if by a different set: this one can no longer conflict.
        let again = unsatisfiable(layout.root).filter { $0.broken === broken }
        let sameSet = again.contains { Set($0.conflicting.map(ObjectIdentifier.init)) == Set(conflicting.map(ObjectIdentifier.init)) }
        if layout.root.isBroken(broken) && (again.isEmpty || sameSet) {
          failures.append("\(fix) left \(broken) broken\n\(layout.description)")
        } else {
          resolved += 1
        }
      }
    }
    print("AmbiguityFixPropertyTests: \(resolved) conflicts resolved, \(failures.count) failures")
    #expect(failures.isEmpty, "\(failures.prefix(3).joined(separator: "\n\n"))")
    #expect(resolved >= Self.caseCount / 5)
  }
}
