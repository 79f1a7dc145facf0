import Foundation
import Testing

@testable import OpenAutoLayout

/// Views that leave a hierarchy are freed, and an engine that sees views come and go does not
/// grow with them: what a long-running window, or a list that makes a view per row, relies on.
@Suite(.timeLimit(.minutes(10))) struct LifetimeTests {
  /// A view pinned inside `parent` at `frame`, laid out.
  private func addPinned(_ name: String, to parent: View, _ frame: CGRect) -> View {
    let view = addView(name, to: parent)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: frame.minX),
      view.topAnchor.constraint(equalTo: parent.topAnchor, constant: frame.minY),
      view.widthAnchor.constraint(equalToConstant: frame.width),
      view.heightAnchor.constraint(equalToConstant: frame.height),
    ])
    return view
  }

  @Test("A view removed from its superview is freed with its subviews and constraints")
  func removedViewsAreFreed() {
    let root = makeRoot(320, 480)
    weak var removed: View?
    weak var child: View?
    weak var constraint: LayoutConstraint?
    do {
      let view = addPinned("card", to: root, CGRect(x: 10, y: 20, width: 100, height: 50))
      let inner = addPinned("inner", to: view, CGRect(x: 4, y: 4, width: 20, height: 20))
      root.layoutIfNeeded()
      #expect(inner.frame == CGRect(x: 4, y: 4, width: 20, height: 20))
      removed = view
      child = inner
      constraint = inner.constraintsAffectingLayout(for: .horizontal).first
      #expect(constraint != nil)
      // It now roots a hierarchy of its own, waiting for a layout pass that never comes.
      view.removeFromSuperview()
    }
    root.layoutIfNeeded()
    #expect(removed == nil, "the removed view is still alive")
    #expect(child == nil, "its subview is still alive")
    #expect(constraint == nil, "its constraints are still alive")
  }

  @Test("A view never added to a superview is freed after it was marked and laid out")
  func standaloneViewsAreFreed() {
    weak var freed: View?
    do {
      let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let label = StubView("label", width: 50, height: 20)
      view.addSubview(label)
      LayoutConstraint.activate([
        label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ])
      view.setNeedsUpdateConstraints()
      view.layoutIfNeeded()
      #expect(label.frame == CGRect(x: 75, y: 40, width: 50, height: 20))
      label.stubSize = CGSize(width: 60, height: 20)
      view.setNeedsLayout()
      freed = view
    }
    #expect(freed == nil, "a view that roots its own hierarchy keeps itself alive")
  }

  /// Views made and removed many times: the engine's variables are reused, not accumulated, and
  /// each new view (whose variables may sit where a freed view's did) is laid out right.
  @Test("An engine reuses the variables of views that left; new views are laid out right")
  func engineDoesNotGrowWithViewsThatLeft() throws {
    let root = makeRoot(320, 480)
    let fixed = addPinned("fixed", to: root, CGRect(x: 0, y: 0, width: 320, height: 44))
    root.layoutIfNeeded()
    var highestID = 0
    for round in 0..<300 {
      let frame = CGRect(x: CGFloat(round % 7), y: 50 + CGFloat(round % 11), width: 30 + CGFloat(round % 5), height: 10)
      let view = addPinned("view\(round)", to: root, frame)
      let inner = addPinned("inner\(round)", to: view, CGRect(x: 1, y: 2, width: 3, height: 4))
      root.layoutIfNeeded()
      #expect(view.frame == frame, "round \(round)")
      #expect(inner.frame == CGRect(x: 1, y: 2, width: 3, height: 4), "round \(round)")
      let engine = try #require(root.hierarchyContext.engine)
      for variable in view.itemVariables.all + inner.itemVariables.all {
        highestID = max(highestID, engine.solver.debugID(of: variable) ?? 0)
      }
      view.removeFromSuperview()
      root.layoutIfNeeded()
      #expect(engine.solver.debugID(of: view.itemVariables.minX) == nil, "round \(round)")
    }
    #expect(fixed.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    // Two views' variables and their constraints' markers at a time, not 300 rounds' worth.
    #expect(highestID < 200)
  }
}
