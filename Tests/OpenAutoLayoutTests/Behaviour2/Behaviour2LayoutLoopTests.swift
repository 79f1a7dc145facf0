import Foundation
import Testing

@testable import OpenAutoLayout

// Layout feedback loops (behaviour-2 §1.15; decision 10): a pass that keeps invalidating itself
// is cut off after a fixed number of rounds and reported with the views involved, without
// hanging.

@Suite(.timeLimit(.minutes(10))) struct Behaviour2LayoutLoopTests {

  /// A view that dirties its superview's layout every time it is laid out: "upstream layout
  /// dirtying".
  final class UpstreamDirtier: View {
    var layoutCount = 0
    override func layoutSubviews() {
      layoutCount += 1
      super.layoutSubviews()
      superview?.setNeedsLayout()
    }
  }

  /// A container that lays its subviews out again every time it is laid out.
  final class RelayoutingContainer: View {
    var layoutCount = 0
    override func layoutSubviews() {
      layoutCount += 1
      super.layoutSubviews()
      for subview in subviews { subview.setNeedsLayout() }
    }
  }

  /// The canonical bug: `viewDidLayoutSubviews` calls `view.setNeedsLayout()`.
  final class LoopingController: ViewController {
    var didLayoutCount = 0
    override func viewDidLayoutSubviews() {
      didLayoutCount += 1
      view.setNeedsLayout()
    }
  }

  /// A view whose `updateConstraints` asks for another update-constraints pass.
  final class SelfUpdatingView: View {
    var updateCount = 0
    override func updateConstraints() {
      updateCount += 1
      setNeedsUpdateConstraints()
      super.updateConstraints()
    }
  }

  /// The loops `root` reported.
  private func loops(_ root: View) -> [LayoutLoop] {
    root.layoutDiagnostics.reports.compactMap { report in
      if case .layoutLoop(let loop) = report { return loop }
      return nil
    }
  }

  /// A loop's dirtyings as `source callback → target action ×count`, by layout name.
  private func dirtyings(_ loop: LayoutLoop) -> [String] {
    loop.dirtyings.map {
      "\($0.source?.layoutName ?? "(freed)") \($0.callback) → \($0.target?.layoutName ?? "(freed)") \($0.action) ×\($0.count)"
    }
  }

  private func pin(_ view: View, in parent: View, _ frame: CGRect) {
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: frame.minX),
      view.topAnchor.constraint(equalTo: parent.topAnchor, constant: frame.minY),
      view.widthAnchor.constraint(equalToConstant: frame.width),
      view.heightAnchor.constraint(equalToConstant: frame.height),
    ])
  }

  @Test func childDirtyingItsSuperviewEveryTimeIsCutOff() throws {
    let root = makeRoot(375, 667)
    let container = RelayoutingContainer()
    container.accessibilityIdentifier = "container"
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    let looper = UpstreamDirtier()
    looper.accessibilityIdentifier = "looper"
    looper.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(looper)
    let bystander = addView("bystander", to: root)
    let bystanderChild = addView("bystanderChild", to: bystander)
    pin(container, in: root, CGRect(x: 10, y: 10, width: 200, height: 200))
    pin(looper, in: container, CGRect(x: 5, y: 5, width: 50, height: 50))
    pin(bystander, in: root, CGRect(x: 10, y: 300, width: 100, height: 100))
    pin(bystanderChild, in: bystander, CGRect(x: 1, y: 2, width: 3, height: 4))

    root.layoutIfNeeded()  // must return

    // By hand, with the default threshold of 50 layouts per view and pass: the first round lays
    // out every view once (the container before the looper, being shallower); from then on the
    // looper dirties the container, which dirties the looper, and so on. The container's 51st
    // layout is over the threshold: it is cut off before it runs. Each has run 50 times.
    #expect(root.layoutFeedbackLoopThreshold == 50)
    #expect(looper.layoutCount == 50)
    #expect(container.layoutCount == 50)
    let reports = loops(root)
    #expect(reports.count == 1)
    let loop = try #require(reports.first)
    // Views laid out more than half the threshold, in hierarchy order; rounds the most any view
    // was asked for (the container's 51).
    #expect(loop.views.map(\.layoutName) == ["container", "looper"])
    #expect(loop.rounds == 51)
    #expect(loop.root === root)
    // Only the looper reaches outside its subtree, once per layout; the container dirtying its
    // own subview is not upstream.
    #expect(dirtyings(loop) == ["looper -layoutSubviews → container -setNeedsLayout ×50"])
    #expect(!loop.views.contains { $0 === bystander || $0 === bystanderChild })
    // The frames were still applied.
    expectFrame(container, 10, 10, 200, 200)
    expectFrame(looper, 5, 5, 50, 50)
    expectFrame(bystanderChild, 1, 2, 3, 4)
  }

  /// Dirtying the superview once per layout, when the superview's layout does not lay the
  /// child out again, settles: the child is not dirty again (as in UIKit). It must not hang.
  @Test func upstreamDirtyingThatSettlesTerminates() {
    let root = makeRoot(375, 667)
    let container = addView("container", to: root)
    let looper = UpstreamDirtier()
    looper.accessibilityIdentifier = "looper"
    looper.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(looper)
    pin(container, in: root, CGRect(x: 10, y: 10, width: 200, height: 200))
    pin(looper, in: container, CGRect(x: 5, y: 5, width: 50, height: 50))
    root.layoutIfNeeded()
    // The looper dirties the container once; the container's second layout leaves the looper
    // where it was, so the looper is not laid out again, and nothing is reported.
    #expect(looper.layoutCount == 1)
    #expect(loops(root).isEmpty)
    expectFrame(looper, 5, 5, 50, 50)
  }

  @Test func viewDidLayoutSubviewsDirtyingTheRootIsCutOff() throws {
    let controller = LoopingController(view: makeRoot(375, 667))
    let root = controller.view
    let child = addView("child", to: root)
    pin(child, in: root, CGRect(x: 20, y: 20, width: 100, height: 100))
    root.layoutIfNeeded()  // must return
    // The root is laid out 50 times, each ending in viewDidLayoutSubviews dirtying it again; its
    // 51st layout is cut off. The child is laid out once.
    #expect(controller.didLayoutCount == 50)
    let reports = loops(root)
    #expect(reports.count == 1)
    let loop = try #require(reports.first)
    #expect(loop.views.map(\.layoutName) == ["root"])
    #expect(loop.rounds == 51)
    #expect(dirtyings(loop) == ["root -viewDidLayoutSubviews → root -setNeedsLayout ×50"])
    expectFrame(child, 20, 20, 100, 100)
  }

  @Test func thresholdIsConfigurable() {
    let controller = LoopingController(view: makeRoot(375, 667))
    let root = controller.view
    root.layoutFeedbackLoopThreshold = 100
    #expect(root.layoutFeedbackLoopThreshold == 100)
    root.layoutIfNeeded()
    // As above, with 100 in place of 50.
    #expect(controller.didLayoutCount == 100)
    let reports = loops(root)
    #expect(reports.map(\.rounds) == [101])
    #expect(reports.first?.views.map(\.layoutName) == ["root"])
  }

  @Test func updateConstraintsRequestingAnotherPassIsCutOff() throws {
    let root = makeRoot(375, 667)
    let view = SelfUpdatingView()
    view.accessibilityIdentifier = "selfUpdating"
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let bystander = addView("bystander", to: root)
    pin(view, in: root, CGRect(x: 30, y: 40, width: 50, height: 60))
    pin(bystander, in: root, CGRect(x: 100, y: 100, width: 10, height: 10))
    root.layoutIfNeeded()  // must return

    // The update-constraints pass runs its rounds until 50 have run with the view still asking
    // for another: updateConstraints ran 50 times, once per round, and the view is reported.
    #expect(view.updateCount == 50)
    let reports = loops(root)
    #expect(reports.count == 1)
    let loop = try #require(reports.first)
    #expect(loop.views.map(\.layoutName) == ["selfUpdating"])
    #expect(loop.rounds == 50)
    #expect(dirtyings(loop) == ["selfUpdating -updateConstraints → selfUpdating -setNeedsUpdateConstraints ×50"])
    #expect(!loop.views.contains { $0 === bystander || $0 === root })
    expectFrame(view, 30, 40, 50, 60)
    expectFrame(bystander, 100, 100, 10, 10)
  }
}
