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

  @Test("Many asks (the counting sort) order as a few do (the insertion): deepest first, queue order")
  func manyAsksOrderAsFewDo() {
    var log: [String] = []
    let (root, views) = makeTree { log.append($0) }
    log.removeAll()
    // Ten asks, more than the few that are ordered by insertion; repeats count once.
    for name in ["c", "b", "a", "d", "c", "b", "a", "d", "c", "a"] { views[name]!.setNeedsUpdateConstraints() }
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

  /// A view that adds a subview, pinned inside it, the first time its constraints are updated.
  final class GrowingView: View {
    var added: View?
    override func updateConstraints() {
      if added == nil {
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        addSubview(child)
        LayoutConstraint.activate([
          child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 5),
          child.topAnchor.constraint(equalTo: topAnchor, constant: 6),
          child.widthAnchor.constraint(equalToConstant: 7), child.heightAnchor.constraint(equalToConstant: 8),
        ])
        added = child
      }
      super.updateConstraints()
    }
  }

  @Test("Views built up before the first pass are all laid out by it, and so are views its callbacks add")
  func firstPassTakesEveryView() {
    let root = makeRoot(200, 200)
    // Built view by view before any pass: nothing is queued as they join, and the first pass
    // still lays out each one.
    var leaves: [View] = []
    var parent = root
    for depth in 0..<5 {
      let view = View()
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
      LayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: CGFloat(depth + 1)),
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 2),
        view.widthAnchor.constraint(equalToConstant: CGFloat(100 - 10 * depth)),
        view.heightAnchor.constraint(equalToConstant: 20),
      ])
      leaves.append(view)
      parent = view
    }
    let growing = GrowingView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
    root.addSubview(growing)
    root.layoutIfNeeded()
    for (depth, view) in leaves.enumerated() {
      expectFrame(view, CGFloat(depth + 1), 2, CGFloat(100 - 10 * depth), 20)
    }
    // Added while the first pass ran: laid out by the same `layoutIfNeeded()`.
    let child = try? #require(growing.added)
    if let child { expectFrame(child, 5, 6, 7, 8) }
  }
}
