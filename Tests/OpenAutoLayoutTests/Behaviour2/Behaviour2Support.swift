import Foundation
import Testing

@testable import OpenAutoLayout

// Helpers for the behaviour-2 scenarios (behaviour-2-stacks-to-traits.md, part 3). Scenarios
// with stack views use the model's `StackView` (helpers in StackViews/StackViewTestSupport.swift).

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

/// The view's frame in its root's coordinates ("win" frames in the spec): on screen, each
/// scroll view's offset taken off.
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
