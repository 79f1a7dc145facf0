import Foundation
import OpenAutoLayout

/// What `autolayout check` reports: a status, which is the command's exit status
/// (layout-document.md §3: 0 sound, 1 unsatisfiable, 2 ambiguous; 1 wins), and the
/// explanations to print.
public struct CheckResult: Sendable {
  public enum Status: Int32, Sendable {
    /// Every required constraint holds and every view and guide has exactly one frame.
    case sound = 0
    /// Required constraints conflicted and one or more were broken.
    case unsatisfiable = 1
    /// Some view or guide could take more than one frame.
    case ambiguous = 2
  }

  public var status: Status
  /// For each broken constraint, its conflicting set and the smallest change; for each
  /// ambiguous item and axis, what is free and a fix; "Layout is sound." when there is nothing
  /// to say. No final line break.
  public var report: String

  package init(status: Status, report: String) {
    self.status = status
    self.report = report
  }
}

extension DocumentLayout {
  /// The check of a laid-out hierarchy: broken constraints from the diagnostics channel, then
  /// ambiguity per item and axis, asked of the engine.
  func makeCheckResult(broken: [LayoutReport]) -> CheckResult {
    var sections: [String] = []
    if !broken.isEmpty {
      let count = broken.count == 1 ? "1 required constraint was" : "\(broken.count) required constraints were"
      sections.append("Unsatisfiable: \(count) broken to recover.")
      sections += broken.compactMap(\.conflictExplanation)
    }

    var ambiguities: [String] = []
    var ambiguousItems: [String] = []
    let items: [(id: String, item: LayoutItem)] = views.map { ($0.id, $0.view) } + guides.map { ($0.id, $0.guide) }
    for (id, item) in items {
      let axes = LayoutAxis.allCases.filter { isAmbiguous(item, on: $0) }
      guard !axes.isEmpty else { continue }
      ambiguousItems.append(id)
      for axis in axes {
        let why = explainAmbiguity(of: item, on: axis).map(\.description) ?? "it can take more than one value."
        ambiguities.append("\(id), \(axis == .horizontal ? "horizontal" : "vertical"): \(why)")
      }
    }
    if !ambiguousItems.isEmpty {
      let count = ambiguousItems.count == 1 ? "1 item has" : "\(ambiguousItems.count) items have"
      sections.append(
        "Ambiguous: \(count) more than one possible frame (\(ambiguousItems.joined(separator: ", "))).\n"
          + ambiguities.joined(separator: "\n"))
    }

    let status: CheckResult.Status = !broken.isEmpty ? .unsatisfiable : ambiguousItems.isEmpty ? .sound : .ambiguous
    if status == .sound {
      sections.append(
        "Layout is sound: every required constraint holds and every view and guide has exactly one frame.")
    }
    return CheckResult(status: status, report: sections.joined(separator: "\n\n"))
  }

  /// The per-axis question, which does not log (the plain property logs for views, as UIKit's).
  func isAmbiguous(_ item: LayoutItem, on axis: LayoutAxis) -> Bool {
    if let view = item as? View { return view.hasAmbiguousLayout(for: axis) }
    if let guide = item as? LayoutGuide { return guide.hasAmbiguousLayout(for: axis) }
    return false
  }

  private func explainAmbiguity(of item: LayoutItem, on axis: LayoutAxis) -> AmbiguityExplanation? {
    if let view = item as? View { return view.explainAmbiguity(for: axis) }
    if let guide = item as? LayoutGuide { return guide.explainAmbiguity(for: axis) }
    return nil
  }
}
