import Foundation
import OpenAutoLayout

/// One item free to move or resize on one axis, and why (``DocumentLayout/ambiguities()``).
public struct AmbiguityFinding: Sendable {
  /// The view's or guide's id.
  public var id: String
  public var axis: LayoutAxis
  /// What can trade space, and a constraint that would fix it.
  public var explanation: String
}

/// A required constraint broken to recover from a conflict (``DocumentLayout/conflicts()``).
public struct ConflictFinding {
  /// The broken constraint's identifier (a document's `id`, an Interface Builder constraint's id).
  public var brokenIdentifier: String?
  /// The conflicting set, the broken constraint and the smallest change, as `check` prints them.
  public var explanation: String
}

extension DocumentLayout {
  /// Every ambiguous installed view and guide, per axis, in document order; lays out first.
  public func ambiguities() -> [AmbiguityFinding] {
    root.layoutIfNeeded()
    var findings: [AmbiguityFinding] = []
    let items: [(id: String, item: LayoutItem)] = views.map { ($0.id, $0.view) } + guides.map { ($0.id, $0.guide) }
    for (id, item) in items {
      for axis in LayoutAxis.allCases where isAmbiguous(item, on: axis) {
        let why =
          (item as? View)?.explainAmbiguity(for: axis)?.description
          ?? (item as? LayoutGuide)?.explainAmbiguity(for: axis)?.description ?? "it can take more than one value."
        findings.append(AmbiguityFinding(id: id, axis: axis, explanation: why))
      }
    }
    return findings
  }

  /// Every required constraint still broken after the layout, with its conflict; lays out first.
  public func conflicts() -> [ConflictFinding] {
    root.layoutIfNeeded()
    return brokenReports().compactMap { report in
      guard case .unsatisfiable(let broken, _) = report else { return nil }
      return ConflictFinding(brokenIdentifier: broken.identifier, explanation: report.conflictExplanation ?? "\(broken)")
    }
  }
}
