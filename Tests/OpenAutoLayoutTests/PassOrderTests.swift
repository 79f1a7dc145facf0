import Foundation
import Testing

@testable import OpenAutoLayout

/// The order in which a pass visits the views it was asked to: constraints are updated deepest
/// first (a subview's before its superview's, as UIKit's), subviews laid out shallowest first
/// (a superview places its subviews before they lay out theirs); at one depth, the update pass
/// keeps the order the views asked in and the layout pass takes it reversed.
@MainActor @Suite("The order of a pass's views") struct PassOrderTests {
  /// A view that logs its `updateConstraints()` and `layoutSubviews()` calls by name.
  final class RecordingView: View {
    var log: (String) -> Void = { _ in }
    override func updateConstraints() {
      log("update \(accessibilityIdentifier ?? "")")
      super.updateConstraints()
    }
    override func layoutSubviews() {
      log("layout \(accessibilityIdentifier ?? "")")
      super.layoutSubviews()
    }
  }

  /// root ─ a ─ b, root ─ c ─ d: a and c at depth 1, b and d at depth 2.
  private func makeTree(_ log: @escaping (String) -> Void) -> (root: View, views: [String: RecordingView]) {
    let root = makeRoot(200, 200)
    var views: [String: RecordingView] = [:]
    for (name, parent) in [("a", "root"), ("b", "a"), ("c", "root"), ("d", "c")] {
      let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.accessibilityIdentifier = name
      view.log = log
      (views[parent] ?? root).addSubview(view)
      views[name] = view
    }
    root.layoutIfNeeded()
    return (root, views)
  }

  @Test("Constraints are updated deepest first, in the order the views asked at one depth")
  func updatesGoDeepestFirst() {
    var log: [String] = []
    let (root, views) = makeTree { log.append($0) }
    log.removeAll()
    for name in ["c", "b", "a", "d", "c"] { views[name]!.setNeedsUpdateConstraints() }
    root.layoutIfNeeded()
    #expect(log.filter { $0.hasPrefix("update") } == ["update b", "update d", "update c", "update a"])
  }

  @Test("Subviews are laid out shallowest first, in the reverse of the order they asked at one depth")
  func layoutGoesShallowestFirst() {
    var log: [String] = []
    let (root, views) = makeTree { log.append($0) }
    log.removeAll()
    for name in ["b", "a", "d", "c"] { views[name]!.setNeedsLayout() }
    root.layoutIfNeeded()
    #expect(log.filter { $0.hasPrefix("layout") } == ["layout c", "layout a", "layout d", "layout b"])
  }

  @Test("A view asked for alone is visited alone; one that left the hierarchy is not visited")
  func singleAndDepartedViews() {
    var log: [String] = []
    let (root, views) = makeTree { log.append($0) }
    log.removeAll()
    views["d"]!.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(log == ["layout d"])
    log.removeAll()
    views["b"]!.setNeedsLayout()
    views["b"]!.removeFromSuperview()
    root.layoutIfNeeded()
    #expect(!log.contains("layout b"))
  }
}
