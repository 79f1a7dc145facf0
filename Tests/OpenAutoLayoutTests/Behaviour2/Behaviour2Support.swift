import Foundation
import Testing

@testable import OpenAutoLayout

// Helpers for the behaviour-2 scenarios (behaviour-2-stacks-to-traits.md, part 3).
//
// Stack views are a later issue: where a scenario uses a UIStackView, `B2HandStack` builds the
// stack's constraints by hand on a plain container view, following the spec's §5 stack-view
// constraint model.

/// A root for the reference environment E8P (iPhone 8 portrait, 375 × 667 at scale 2; A3).
/// Diagnostics are collected, not printed.
func b2RootE8P(name: String = "root") -> View {
  let root = makeRoot(375, 667, name: name)
  root.overrideTraitCollection = TraitCollection(displayScale: 2)
  return root
}

/// A view controller whose root view is `width` × `height` at scale 2, so that its root view
/// gets the system minimum margins (16 points at the sides in a compact width; decision 6).
func b2Controller(_ width: CGFloat, _ height: CGFloat, name: String = "root") -> ViewController {
  let root = makeRoot(width, height, name: name)
  root.overrideTraitCollection = TraitCollection(displayScale: 2)
  return ViewController(view: root)
}

/// The view's frame in its root's coordinates ("win" frames in the spec).
func b2FrameInRoot(_ view: View) -> CGRect {
  var rect = view.frame
  var current = view.superview
  while let parent = current, parent.superview != nil {
    rect = rect.offsetBy(dx: parent.frame.minX - parent.bounds.minX, dy: parent.frame.minY - parent.bounds.minY)
    current = parent.superview
  }
  return rect
}

/// The unsatisfiable-constraint reports of a hierarchy, in order.
func b2UnsatisfiableReports(_ view: View) -> [(broken: LayoutConstraint, conflicting: [LayoutConstraint])] {
  view.layoutDiagnostics.reports.compactMap { report in
    if case .unsatisfiable(let broken, let conflicting) = report { return (broken, conflicting) }
    return nil
  }
}

/// The layout-loop reports of a hierarchy, in order.
func b2LayoutLoopReports(_ view: View) -> [(views: [View], rounds: Int)] {
  view.layoutDiagnostics.reports.compactMap { report in
    if case .layoutLoop(let loop) = report { return (loop.views, loop.rounds) }
    return nil
  }
}

/// Whether one engine variable of a view is ambiguous (decision 4), finer than
/// `hasAmbiguousLayout(for:)`: the spec's trace names `minX` and `Width` separately.
enum B2Variable { case minX, minY, width, height }

func b2IsAmbiguous(_ view: View, _ variable: B2Variable) -> Bool {
  _ = view.hasAmbiguousLayout  // builds the engine if needed
  guard let engine = view.rootView.hierarchyContext.engine else { return false }
  let variables = view.itemVariables
  switch variable {
  case .minX: return engine.solver.isAmbiguous(variables.minX)
  case .minY: return engine.solver.isAmbiguous(variables.minY)
  case .width: return engine.solver.isAmbiguous(variables.width)
  case .height: return engine.solver.isAmbiguous(variables.height)
  }
}

/// Collects what the diagnostics hook (the `UIViewAlertForUnsatisfiableConstraints`
/// equivalent) receives, and whether it fired while a marked region ran.
final class B2HookRecorder {
  var reports: [LayoutReport] = []
  var insideMarkedRegion = false
  var unsatisfiableInsideMarkedRegion = 0

  init(_ view: View) {
    view.layoutDiagnostics.handler = { [weak self] report in
      guard let self else { return true }
      self.reports.append(report)
      if case .unsatisfiable = report, self.insideMarkedRegion { self.unsatisfiableInsideMarkedRegion += 1 }
      return true
    }
  }

  func marking(_ body: () -> Void) {
    insideMarkedRegion = true
    body()
    insideMarkedRegion = false
  }
}

/// A stack view built by hand on a plain container view, per behaviour-2 §5 ("Stack view
/// constraint model"), for the distributions and alignments the scenarios need.
///
/// - Main-axis ends: `container.lead == v1.lead`, `vn.trail == container.trail` (required,
///   UISV-canvas-connection).
/// - `.fill` / `.fillEqually`: `v(i+1).lead == v(i).trail + spacing` (required, UISV-spacing).
/// - `.fillEqually`: `v_i.len == v1.len` (required, UISV-fill-equally).
/// - Perpendicular `.fill`: both edges equal to the container's (UISV-alignment).
/// - Perpendicular `.center`: centres equal, `container.lead <= v.lead` and
///   `container.trail >= v.trail` for every view, plus the fit `container.size == 0 @25`.
final class B2HandStack {
  enum Axis { case horizontal, vertical }
  enum Distribution { case fill, fillEqually }
  enum Alignment { case fill, center }

  let view: View
  private(set) var arranged: [View] = []
  var axis: Axis
  var distribution: Distribution
  var alignment: Alignment
  var spacing: CGFloat
  /// The stack's constraints currently active.
  private(set) var constraints: [LayoutConstraint] = []

  init(
    _ name: String, arranged: [View] = [], axis: Axis = .horizontal, distribution: Distribution = .fill,
    alignment: Alignment = .fill, spacing: CGFloat = 0
  ) {
    view = View()
    view.accessibilityIdentifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    for item in arranged { adopt(item) }
    self.arranged = arranged
    rebuild()
  }

  /// Appends `item` to the arranged views (and to the subviews).
  func append(_ item: View) {
    adopt(item)
    arranged.append(item)
    rebuild()
  }

  /// Removes the last arranged view from the stack and from the hierarchy, as the PreviewPane
  /// does (behaviour-2 §1.14).
  @discardableResult
  func removeLast() -> View? {
    guard let last = arranged.popLast() else { return nil }
    last.removeFromSuperview()
    rebuild()
    return last
  }

  /// Replaces every arranged view.
  func setArranged(_ items: [View]) {
    for item in arranged where !items.contains(where: { $0 === item }) { item.removeFromSuperview() }
    for item in items { adopt(item) }
    arranged = items
    rebuild()
  }

  private func adopt(_ item: View) {
    item.translatesAutoresizingMaskIntoConstraints = false
    if item.superview !== view { view.addSubview(item) }
  }

  /// Deactivates the stack's constraints and activates the §5 set for the current arrangement.
  func rebuild() {
    LayoutConstraint.deactivate(constraints)
    var made: [LayoutConstraint] = []
    func add(_ constraint: LayoutConstraint, _ identifier: String, _ priority: LayoutPriority = .required) {
      constraint.identifier = identifier
      constraint.priority = priority
      made.append(constraint)
    }
    let horizontal = axis == .horizontal
    if let first = arranged.first, let last = arranged.last {
      // Main-axis ends.
      if horizontal {
        add(view.leadingAnchor.constraint(equalTo: first.leadingAnchor), "UISV-canvas-connection")
        add(last.trailingAnchor.constraint(equalTo: view.trailingAnchor), "UISV-canvas-connection")
      } else {
        add(view.topAnchor.constraint(equalTo: first.topAnchor), "UISV-canvas-connection")
        add(last.bottomAnchor.constraint(equalTo: view.bottomAnchor), "UISV-canvas-connection")
      }
      // Spacing between neighbours.
      for (previous, next) in zip(arranged, arranged.dropFirst()) {
        if horizontal {
          add(next.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: spacing), "UISV-spacing")
        } else {
          add(next.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: spacing), "UISV-spacing")
        }
      }
      // Equal sizes.
      if distribution == .fillEqually {
        for item in arranged.dropFirst() {
          if horizontal {
            add(item.widthAnchor.constraint(equalTo: first.widthAnchor), "UISV-fill-equally")
          } else {
            add(item.heightAnchor.constraint(equalTo: first.heightAnchor), "UISV-fill-equally")
          }
        }
      }
      // Perpendicular axis.
      for item in arranged {
        switch (alignment, horizontal) {
        case (.fill, true):
          add(item.topAnchor.constraint(equalTo: view.topAnchor), "UISV-alignment")
          add(item.bottomAnchor.constraint(equalTo: view.bottomAnchor), "UISV-alignment")
        case (.fill, false):
          add(item.leadingAnchor.constraint(equalTo: view.leadingAnchor), "UISV-alignment")
          add(item.trailingAnchor.constraint(equalTo: view.trailingAnchor), "UISV-alignment")
        case (.center, true):
          add(item.centerYAnchor.constraint(equalTo: view.centerYAnchor), "UISV-alignment")
          add(view.topAnchor.constraint(lessThanOrEqualTo: item.topAnchor), "UISV-spanning-boundary")
          add(view.bottomAnchor.constraint(greaterThanOrEqualTo: item.bottomAnchor), "UISV-spanning-boundary")
        case (.center, false):
          add(item.centerXAnchor.constraint(equalTo: view.centerXAnchor), "UISV-alignment")
          add(view.leadingAnchor.constraint(lessThanOrEqualTo: item.leadingAnchor), "UISV-spanning-boundary")
          add(view.trailingAnchor.constraint(greaterThanOrEqualTo: item.trailingAnchor), "UISV-spanning-boundary")
        }
      }
      if alignment == .center {
        let fit = horizontal ? view.heightAnchor : view.widthAnchor
        add(fit.constraint(equalToConstant: 0), "UISV-spanning-fit", 25)
      }
    }
    constraints = made
    LayoutConstraint.activate(made)
  }
}
