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

  private func pin(_ view: View, in parent: View, _ frame: CGRect) {
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: frame.minX),
      view.topAnchor.constraint(equalTo: parent.topAnchor, constant: frame.minY),
      view.widthAnchor.constraint(equalToConstant: frame.width),
      view.heightAnchor.constraint(equalToConstant: frame.height),
    ])
  }

  @Test func childDirtyingItsSuperviewEveryTimeIsCutOff() {
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

    let threshold = root.layoutFeedbackLoopThreshold
    #expect(looper.layoutCount <= threshold + 1, "looper laid out \(looper.layoutCount) times")
    #expect(container.layoutCount <= threshold + 1, "container laid out \(container.layoutCount) times")
    let loops = b2LayoutLoopReports(root)
    #expect(loops.count >= 1)
    if let loop = loops.first {
      #expect(loop.views.contains { $0 === looper }, "looper not named: \(loop.views.map(\.layoutName))")
      #expect(loop.views.contains { $0 === container }, "container not named: \(loop.views.map(\.layoutName))")
      #expect(!loop.views.contains { $0 === bystander || $0 === bystanderChild })
    }
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
    #expect(looper.layoutCount <= root.layoutFeedbackLoopThreshold + 1)
    expectFrame(looper, 5, 5, 50, 50)
  }

  @Test func viewDidLayoutSubviewsDirtyingTheRootIsCutOff() {
    let controller = LoopingController(view: makeRoot(375, 667))
    let root = controller.view
    let child = addView("child", to: root)
    pin(child, in: root, CGRect(x: 20, y: 20, width: 100, height: 100))
    root.layoutIfNeeded()  // must return
    let threshold = root.layoutFeedbackLoopThreshold
    #expect(controller.didLayoutCount <= threshold + 1, "viewDidLayoutSubviews ran \(controller.didLayoutCount) times")
    let loops = b2LayoutLoopReports(root)
    #expect(loops.count >= 1)
    if let loop = loops.first {
      #expect(loop.views.contains { $0 === root }, "root not named: \(loop.views.map(\.layoutName))")
    }
    expectFrame(child, 20, 20, 100, 100)
  }

  @Test func thresholdIsConfigurable() {
    let controller = LoopingController(view: makeRoot(375, 667))
    let root = controller.view
    root.layoutFeedbackLoopThreshold = 100
    #expect(root.layoutFeedbackLoopThreshold == 100)
    root.layoutIfNeeded()
    #expect(controller.didLayoutCount <= 101)
    #expect(controller.didLayoutCount >= 51, "a threshold of 100 allows more than 50 rounds")
    #expect(b2LayoutLoopReports(root).count >= 1)
  }

  @Test func updateConstraintsRequestingAnotherPassIsCutOff() {
    let root = makeRoot(375, 667)
    let view = SelfUpdatingView()
    view.accessibilityIdentifier = "selfUpdating"
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let bystander = addView("bystander", to: root)
    pin(view, in: root, CGRect(x: 30, y: 40, width: 50, height: 60))
    pin(bystander, in: root, CGRect(x: 100, y: 100, width: 10, height: 10))
    root.layoutIfNeeded()  // must return

    let threshold = root.layoutFeedbackLoopThreshold
    #expect(view.updateCount <= threshold + 1, "updateConstraints ran \(view.updateCount) times")
    let loops = b2LayoutLoopReports(root)
    #expect(loops.count >= 1)
    if let loop = loops.first {
      #expect(loop.views.contains { $0 === view }, "view not named: \(loop.views.map(\.layoutName))")
      #expect(!loop.views.contains { $0 === bystander || $0 === root })
    }
    expectFrame(view, 30, 40, 50, 60)
    expectFrame(bystander, 100, 100, 10, 10)
  }
}
