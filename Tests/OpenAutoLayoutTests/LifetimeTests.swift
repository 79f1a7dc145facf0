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

  /// Measures its width on its first layout and changes its intrinsic size from it, as a
  /// multi-line label does: a layout callback that invalidates its own view.
  final class WidthMeasuringView: View {
    private var measuredWidth: CGFloat?
    override var intrinsicContentSize: CGSize { CGSize(width: 100, height: measuredWidth == nil ? 20 : 40) }
    override func layoutSubviews() {
      super.layoutSubviews()
      if measuredWidth != bounds.width {
        measuredWidth = bounds.width
        invalidateIntrinsicContentSize()
      }
    }
  }

  /// Sets its own layout as needed every time it is laid out: a layout loop.
  final class EndlesslyRelayingOutView: View {
    override func layoutSubviews() {
      super.layoutSubviews()
      setNeedsLayout()
    }
  }

  // Found by the model fuzz harness (Fuzz/, Guides/Fuzzing.md): the hierarchy's record of which
  // layout callback invalidated which view held the views strongly, and the root holds that
  // record, so a root whose own layoutSubviews invalidated it was never freed.
  @Test("A root whose layoutSubviews invalidated it is freed")
  func rootThatInvalidatedItselfIsFreed() {
    weak var freed: View?
    do {
      let view = WidthMeasuringView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      view.addSubview(View())
      view.layoutIfNeeded()
      #expect(view.layoutDiagnostics.reports.isEmpty)
      freed = view
    }
    #expect(freed == nil, "the root is still alive")
  }

  @Test("A root that reported a layout loop is freed, and the report still reads as it did")
  func rootThatReportedALayoutLoopIsFreed() throws {
    weak var freed: View?
    var report: LayoutReport?
    var text = ""
    do {
      let root = makeRoot(320, 480)
      let looper = EndlesslyRelayingOutView()
      looper.accessibilityIdentifier = "looper"
      root.addSubview(looper)
      root.layoutIfNeeded()
      report = root.layoutDiagnostics.reports.first
      text = report?.description ?? ""
      guard case .layoutLoop(let loop) = report else {
        Issue.record("no layout loop reported: \(root.layoutDiagnostics.reports)")
        return
      }
      #expect(loop.root === root && loop.views.contains { $0 === looper })
      freed = root
    }
    #expect(freed == nil, "the root is still alive")
    guard case .layoutLoop(let loop) = report else { return }
    #expect(loop.root == nil && loop.views.isEmpty && loop.dirtyings.allSatisfy { $0.source == nil && $0.target == nil })
    #expect(loop.description == text && text.hasPrefix("Layout feedback loop detected in subtree of <UIView: 0x"))
  }

  @Test("A view reported ambiguous and then removed is freed while its root lives on; the report keeps its name")
  func viewReportedAmbiguousIsFreed() {
    let root = makeRoot(320, 480)
    weak var freed: View?
    do {
      let box = addView("box", to: root)
      box.widthAnchor.constraint(equalToConstant: 10).isActive = true
      #expect(box.hasAmbiguousLayout)
      if case .ambiguousLayout(let view, _) = root.layoutDiagnostics.reports.last { #expect(view.view === box) }
      box.removeFromSuperview()
      freed = box
    }
    #expect(freed == nil, "the removed view is still alive")
    guard case .ambiguousLayout(let view, let synopsis) = root.layoutDiagnostics.reports.last else {
      Issue.record("no ambiguity reported: \(root.layoutDiagnostics.reports)")
      return
    }
    #expect(view.view == nil && view.name == "box" && synopsis.contains("box"))
  }

  // Views and guides are referred to through tokens they clear when freed, not `weak`
  // references (ItemToken): these check that every such reference still reads nil afterwards,
  // and still keeps nothing alive.

  @Test("A subview that outlives its superview has no superview, and lays out as a root")
  func subviewOutlivingItsSuperview() {
    var kept: View?
    weak var freed: View?
    do {
      let parent = makeRoot(200, 100)
      let child = addPinned("child", to: parent, CGRect(x: 10, y: 20, width: 30, height: 40))
      parent.layoutIfNeeded()
      #expect(child.superview === parent && child.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
      kept = child
      freed = parent
    }
    #expect(freed == nil, "the superview is still alive")
    let child = try! #require(kept)
    #expect(child.superview == nil && child.rootView === child)
    child.frame = CGRect(x: 0, y: 0, width: 50, height: 60)
    child.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
  }

  @Test("A constraint that outlives its views reads no items and no owner; a guide outlives its view")
  func constraintAndGuideOutlivingTheirView() {
    var constraint: LayoutConstraint?
    var guideConstraint: LayoutConstraint?
    var margins: LayoutGuide?
    var userGuide: LayoutGuide?
    weak var freedView: View?
    weak var freedRoot: View?
    do {
      let root = makeRoot(200, 100)
      let view = addView("view", to: root)
      let guide = LayoutGuide()
      view.addLayoutGuide(guide)
      let pin = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
      let inGuide = guide.widthAnchor.constraint(equalTo: view.layoutMarginsGuide.widthAnchor)
      LayoutConstraint.activate([pin, inGuide])
      #expect(pin.firstItem === view && pin.secondItem === root && pin.owner === root)
      #expect(inGuide.firstItem === guide && inGuide.owner === view && guide.owningView === view)
      constraint = pin
      guideConstraint = inGuide
      margins = view.layoutMarginsGuide
      userGuide = guide
      freedView = view
      freedRoot = root
    }
    #expect(freedView == nil && freedRoot == nil, "a constraint or a guide keeps its view alive")
    #expect(constraint?.firstItem == nil && constraint?.secondItem == nil && constraint?.owner == nil)
    #expect(constraint?.isActive == false)
    #expect(margins?.owningView == nil && userGuide?.owningView == nil)
    // The guides are alive, so the constraint between them still names them; its owner is gone.
    #expect(guideConstraint?.firstItem === userGuide && guideConstraint?.secondItem === margins)
    #expect(guideConstraint?.owner == nil)
    weak var freedGuide: LayoutGuide?
    freedGuide = userGuide
    userGuide = nil
    #expect(freedGuide == nil, "a constraint keeps its guide alive")
    #expect(guideConstraint?.firstItem == nil && guideConstraint?.secondItem === margins)
  }

  /// A layout item that is neither a view nor a guide: the protocol is public.
  final class OtherItem: LayoutItem {
    var layoutName: String { "other" }
  }

  @Test("A constraint holds an item of another type without keeping it alive")
  func otherItemsAreHeldWithoutKeepingThemAlive() {
    var item: OtherItem? = OtherItem()
    weak var freed: OtherItem?
    freed = item
    let constraint = LayoutConstraint(
      item: item as Any, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 10)
    #expect(constraint.firstItem === item)
    item = nil
    #expect(freed == nil && constraint.firstItem == nil)
  }

  /// Deactivates its own constraints when freed, as some UIKit code does in `deinit`.
  final class DeactivatingView: View {
    var owned: [LayoutConstraint] = []
    nonisolated(unsafe) static var itemsSeen: [Bool] = []
    deinit {
      Self.itemsSeen = owned.map { $0.firstItem === self }
      LayoutConstraint.deactivate(owned)
    }
  }

  @Test("A view's deinit still finds itself in its constraints, and may deactivate them")
  func deinitSeesItsConstraints() {
    var inner: View?
    var constraints: [LayoutConstraint] = []
    do {
      let view = DeactivatingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = addView("child", to: view)
      view.owned = [
        view.widthAnchor.constraint(equalToConstant: 100),
        child.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      ]
      LayoutConstraint.activate(view.owned)
      view.layoutIfNeeded()
      inner = child
      constraints = view.owned
    }
    #expect(DeactivatingView.itemsSeen == [true, false])
    #expect(constraints.map(\.isActive) == [false, false])
    #expect(constraints[0].firstItem == nil && constraints[1].firstItem === inner && constraints[1].secondItem == nil)
    #expect(inner?.superview == nil)
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
