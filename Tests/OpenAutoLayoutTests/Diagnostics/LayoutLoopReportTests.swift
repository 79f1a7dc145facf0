import Foundation
import Testing

@testable import OpenAutoLayout

// Layout loops name the callback that kept invalidating and the view it invalidated.

/// The first layout loop the hierarchy reported.
private func firstLoop(_ view: View) -> LayoutLoop? {
  for report in view.layoutDiagnostics.reports {
    if case .layoutLoop(let loop) = report { return loop }
  }
  return nil
}

@Suite(.timeLimit(.minutes(10))) struct LayoutLoopReportTests {
  final class UpstreamDirtier: View {
    override func layoutSubviews() {
      super.layoutSubviews()
      superview?.setNeedsLayout()
    }
  }

  /// Lays its subviews out again every time it is laid out.
  final class RelayoutingContainer: View {
    override func layoutSubviews() {
      super.layoutSubviews()
      for subview in subviews { subview.setNeedsLayout() }
    }
  }

  final class LoopingController: ViewController {
    override func viewDidLayoutSubviews() { view.setNeedsLayout() }
  }

  @Test func theDirtyingCallbackAndItsTargetAreReported() throws {
    let root = makeRoot(375, 667)
    let container = RelayoutingContainer()
    container.accessibilityIdentifier = "container"
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    let dirtier = UpstreamDirtier()
    dirtier.accessibilityIdentifier = "dirtier"
    dirtier.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(dirtier)
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor), container.topAnchor.constraint(equalTo: root.topAnchor),
      container.widthAnchor.constraint(equalToConstant: 100), container.heightAnchor.constraint(equalToConstant: 100),
      dirtier.leadingAnchor.constraint(equalTo: container.leadingAnchor), dirtier.topAnchor.constraint(equalTo: container.topAnchor),
      dirtier.widthAnchor.constraint(equalToConstant: 10), dirtier.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let loop = try #require(firstLoop(root))
    let first = try #require(loop.dirtyings.first)
    #expect(first.source === dirtier && first.target === container)
    #expect(first.callback == "-layoutSubviews" && first.action == "-setNeedsLayout")
    #expect(first.count >= 25)
    #expect(loop.root === root)
    let text = LayoutReport.layoutLoop(loop).description
    // UIKit's lines (behaviour-2 §1.15), then how often and where it was cut off.
    let lines = text.components(separatedBy: "\n")
    #expect(lines.first == "Layout feedback loop detected in subtree of <UIView: \(root.debugAddress); frame = (0 0; 375 667); >.")
    let target = "<OpenAutoLayoutTests.LayoutLoopReportTests.RelayoutingContainer: \(container.debugAddress); f={{0, 0}, {100, 100}}>"
    let source = "<OpenAutoLayoutTests.LayoutLoopReportTests.UpstreamDirtier: \(dirtier.debugAddress); f={{0, 0}, {10, 10}}>"
    let dirtying: String =
      ">>>UPSTREAM LAYOUT DIRTYING<<< About to send -setNeedsLayout to layer for \(target) under -layoutSubviews for \(source) (\(first.count) times)"
    #expect(lines.dropFirst().first == dirtying)
    #expect(lines.last?.hasPrefix("Cut off after \(loop.rounds) rounds; still invalidated: ") == true)
    #expect(LayoutReport.layoutLoop(loop).category == "[LayoutLoop]")
  }

  /// A view that flips its own width every time it is laid out.
  final class Flipper: View {
    var width: LayoutConstraint?
    override func layoutSubviews() {
      super.layoutSubviews()
      if let width { width.constant = width.constant == 10 ? 20 : 10 }
    }
  }

  @Test func aConstraintChangedByTheViewItMovesIsNamed() throws {
    let root = makeRoot(375, 667)
    let flipper = Flipper()
    flipper.accessibilityIdentifier = "flipper"
    flipper.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(flipper)
    let width = flipper.widthAnchor.constraint(equalToConstant: 10)
    flipper.width = width
    LayoutConstraint.activate([
      flipper.leadingAnchor.constraint(equalTo: root.leadingAnchor), flipper.topAnchor.constraint(equalTo: root.topAnchor),
      flipper.heightAnchor.constraint(equalToConstant: 10), width,
    ])
    root.layoutIfNeeded()
    let loop = try #require(firstLoop(root))
    let first = try #require(loop.dirtyings.first)
    #expect(first.source === flipper && first.target === flipper && first.callback == "-layoutSubviews")
    #expect(first.action.hasPrefix("change flipper.width == "))
    #expect(first.description.contains("About to change flipper.width == "))
    #expect(first.description.contains(", which moves \(flipper.loopDescription), under -layoutSubviews for "))
  }

  @Test func theCanonicalControllerBugNamesViewDidLayoutSubviews() throws {
    let controller = LoopingController(view: makeRoot(375, 667))
    try withExtendedLifetime(controller) {
      let root = controller.view
      root.layoutIfNeeded()
      let loop = try #require(firstLoop(root))
      let first = try #require(loop.dirtyings.first)
      #expect(first.callback == "-viewDidLayoutSubviews" && first.source === root && first.target === root)
    }
  }
}
