import Foundation
import Testing

@testable import OpenAutoLayout

// Behaviour-2 scenarios S22–S30 ("Layout engine, custom layout, alignment rects"), with the
// expected values the spec gives. E8P is 375 × 667 at scale 2 (A3); every expected value is on
// the 0.5-point grid (A5).
//
// S24 (`constraintsAffectingLayout(for:)`) is a later issue and is not tested here.

@Suite(.timeLimit(.minutes(10))) struct Behaviour2LayoutEngineScenarioTests {

  // MARK: S22 — Missing-v1: ambiguity, then the fix

  /// The Missing-v1 layout: root margins 20 under a 20-point status bar, ConfirmView pinned
  /// leading/top/trailing to the root's margins, and a horizontal stack [cancel, ok] with
  /// spacing 16 pinned to ConfirmView's margins (default 8).
  private func missingV1(_ distribution: StackView.Distribution) throws -> (
    root: View, confirm: View, stack: StackView, cancel: StubView, ok: StubView
  ) {
    let root = b2RootE8P()
    root.rootSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    root.layoutMargins = EdgeInsets(all: 20)
    let confirm = addView("confirmView", to: root)
    let cancel = StubView("cancelButton", width: 60, height: 41)
    let ok = StubView("okButton", width: 30, height: 41)
    let stack = makeStack("stack", [cancel, ok], distribution: distribution, spacing: 16)
    confirm.addSubview(stack)
    let margins = root.layoutMarginsGuide
    let confirmMargins = confirm.layoutMarginsGuide
    try LayoutConstraint.activateOrThrow([
      confirm.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      confirm.topAnchor.constraint(equalTo: margins.topAnchor),
      confirm.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.leadingAnchor.constraint(equalTo: confirmMargins.leadingAnchor),
      stack.topAnchor.constraint(equalTo: confirmMargins.topAnchor),
      stack.trailingAnchor.constraint(equalTo: confirmMargins.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: confirmMargins.bottomAnchor),
    ])
    root.layoutIfNeeded()
    return (root, confirm, stack, cancel, ok)
  }

  @Test func s22EqualHuggingInFillStackIsAmbiguous() throws {
    let (root, confirm, stack, cancel, ok) = try missingV1(.fill)
    // The margins guide matches the book's trace.
    expectRect(root.layoutMarginsGuide.layoutFrame, 20, 40, 335, 607, "root margins guide")
    expectFrame(confirm, 20, 40, 335, 57)
    expectFrame(stack, 8, 8, 319, 41)
    // Both buttons are horizontally ambiguous: equal hugging (250) must absorb 319 − 16 − 90.
    #expect(cancel.hasAmbiguousLayout(for: .horizontal))
    #expect(ok.hasAmbiguousLayout(for: .horizontal))
    #expect(cancel.hasAmbiguousLayout)
    #expect(ok.hasAmbiguousLayout)
    #expect(!cancel.hasAmbiguousLayout(for: .vertical))
    #expect(!ok.hasAmbiguousLayout(for: .vertical))
    // The trace names cancelButton.Width, and okButton.minX and okButton.Width.
    #expect(!b2IsAmbiguous(cancel, .minX))
    #expect(b2IsAmbiguous(cancel, .width))
    #expect(b2IsAmbiguous(ok, .minX))
    #expect(b2IsAmbiguous(ok, .width))
    // The containers themselves are fully determined.
    #expect(!confirm.hasAmbiguousLayout)
    #expect(!stack.hasAmbiguousLayout)
  }

  @Test func s22FillEquallyFixesTheAmbiguity() throws {
    let (root, confirm, stack, cancel, ok) = try missingV1(.fillEqually)
    expectFrame(confirm, 20, 40, 335, 57)
    expectFrame(stack, 8, 8, 319, 41)
    expectFrame(cancel, 0, 0, 151.5, 41)
    expectFrame(ok, 167.5, 0, 151.5, 41)
    expectRect(b2FrameInRoot(cancel), 28, 48, 151.5, 41, "cancel (win)")
    expectRect(b2FrameInRoot(ok), 195.5, 48, 151.5, 41, "ok (win)")
    for view in [root, confirm, stack, cancel, ok] {
      #expect(!view.hasAmbiguousLayout, "\(view.layoutName) should not be ambiguous")
    }
    #expect(b2UnsatisfiableReports(root).isEmpty)
  }

  // MARK: S23 — Conflict-v1: autoresizing-mask conflict

  @Test func s23AutoresizingMaskConflictBreaksTheUsersCentering() {
    let root = b2RootE8P()
    let hook = B2HookRecorder(root)
    // Made in code: translatesAutoresizingMaskIntoConstraints stays true, frame .zero.
    let ok = StubView("okButton", width: 84, height: 30)
    ok.translatesAutoresizingMaskIntoConstraints = true
    #expect(ok.frame == .zero)
    root.addSubview(ok)
    let centerX = ok.centerXAnchor.constraint(equalTo: root.centerXAnchor)
    let centerY = ok.centerYAnchor.constraint(equalTo: root.centerYAnchor)
    LayoutConstraint.activate([centerX, centerY])
    root.layoutIfNeeded()

    let reports = b2UnsatisfiableReports(root)
    // Two logs: the horizontal conflict, then the vertical one.
    #expect(reports.count == 2)
    #expect(hook.reports.filter { if case .unsatisfiable = $0 { true } else { false } }.count == 2)
    if reports.count == 2 {
      // Decision 3: the user's constraints break, not the system's.
      #expect(reports[0].broken === centerX)
      #expect(reports[1].broken === centerY)

      let horizontal = reports[0].conflicting
      #expect(horizontal.contains { $0 === centerX })
      #expect(
        horizontal.contains {
          $0.origin == .autoresizingMask && $0.firstItem === ok && $0.firstAttribute == .centerX && $0.constant == 0
        })
      #expect(horizontal.contains { $0.identifier == "UIView-Encapsulated-Layout-Width" && $0.constant == 375 })

      // The book's vertical set has four constraints; ours has three of them. The fourth,
      // `'UIView-Encapsulated-Layout-Top' root.minY == 0`, is not part of the conflict in this
      // model: positions are measured in the superview's bounds, so the root's own position
      // never enters (Guides/LayoutModel.md). The set is minimal for the model's equations.
      let vertical = reports[1].conflicting
      #expect(vertical.count == 3, "vertical conflict set: \(vertical)")
      #expect(vertical.contains { $0 === centerY })
      #expect(
        vertical.contains {
          $0.origin == .autoresizingMask && $0.firstItem === ok && $0.firstAttribute == .centerY
            && $0.secondItem == nil && $0.constant == 0
        }, "autoresizing ok.midY == 0 missing from \(vertical)")
      #expect(
        vertical.contains { $0.identifier == "UIView-Encapsulated-Layout-Height" && $0.constant == 667 },
        "encapsulated height missing from \(vertical)")

    }
    #expect(root.isBroken(centerX))
    #expect(root.isBroken(centerY))
    // Broken constraints stay active for their owner; only the engine ignores them.
    #expect(centerX.isActive && centerY.isActive)
    // The button is pinned to 0 × 0 at the origin: invisible.
    expectFrame(ok, 0, 0, 0, 0)
  }

  @Test func s23FixTurnsOffAutoresizingTranslation() {
    let root = b2RootE8P()
    let ok = StubView("okButton", width: 84, height: 30)
    ok.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(ok)
    LayoutConstraint.activate([
      ok.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      ok.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(ok, 145.5, 318.5, 84, 30)
    #expect(root.layoutDiagnostics.reports.isEmpty, "no log expected: \(root.layoutDiagnostics.reports)")
  }

  // MARK: S25 — Conflict-v2: activation without deactivation

  private struct ConflictV2 {
    let root: View
    let red: View
    let green: View
    let edges: [LayoutConstraint]
    let greenConstraints: [LayoutConstraint]
    let redConstraints: [LayoutConstraint]
  }

  /// H: |-[red]-8-[green]-| to the root's margins (20), both 50 high at the margins' top.
  private func conflictV2() throws -> ConflictV2 {
    let root = b2RootE8P()
    root.layoutMargins = EdgeInsets(all: 20)
    let red = addView("red", to: root)
    let green = addView("green", to: root)
    let margins = root.layoutMarginsGuide
    let edges = [
      red.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      green.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8),
      green.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ]
    try LayoutConstraint.activateOrThrow(
      edges + [
        red.heightAnchor.constraint(equalToConstant: 50), green.heightAnchor.constraint(equalToConstant: 50),
        red.topAnchor.constraint(equalTo: margins.topAnchor), green.topAnchor.constraint(equalTo: margins.topAnchor),
      ])
    let greenConstraints = [green.widthAnchor.constraint(equalTo: red.widthAnchor, multiplier: 2)]
    let redConstraints = [red.widthAnchor.constraint(equalTo: green.widthAnchor, multiplier: 2)]
    try LayoutConstraint.activateOrThrow(greenConstraints)
    root.layoutIfNeeded()
    return ConflictV2(
      root: root, red: red, green: green, edges: edges, greenConstraints: greenConstraints,
      redConstraints: redConstraints)
  }

  @Test func s25SwapDoneRight() throws {
    let s = try conflictV2()
    expectFrame(s.red, 20, 20, 109, 50)
    expectFrame(s.green, 137, 20, 218, 50)
    // Tap: deactivate the old set first, then activate the new one.
    LayoutConstraint.deactivate(s.greenConstraints)
    LayoutConstraint.activate(s.redConstraints)
    s.root.layoutIfNeeded()
    expectFrame(s.red, 20, 20, 218, 50)
    expectFrame(s.green, 246, 20, 109, 50)
    // And back.
    LayoutConstraint.deactivate(s.redConstraints)
    LayoutConstraint.activate(s.greenConstraints)
    s.root.layoutIfNeeded()
    expectFrame(s.red, 20, 20, 109, 50)
    expectFrame(s.green, 137, 20, 218, 50)
    #expect(b2UnsatisfiableReports(s.root).isEmpty)
  }

  @Test func s25ActivatingWithoutDeactivatingIsUnsatisfiable() throws {
    let s = try conflictV2()
    let hook = B2HookRecorder(s.root)
    // The buggy tap: activate the new set while the old one is still active.
    hook.marking { LayoutConstraint.activate(s.redConstraints) }
    // The hook fires inside activate(redConstraints).
    #expect(hook.unsatisfiableInsideMarkedRegion >= 1)
    let reports = b2UnsatisfiableReports(s.root)
    #expect(reports.count >= 1)
    if let report = reports.first {
      // The log lists the edges, the spacing and both multipliers.
      for constraint in s.edges + s.greenConstraints + s.redConstraints {
        #expect(report.conflicting.contains { $0 === constraint }, "\(constraint) missing from \(report.conflicting)")
      }
      // Decision 3: among the user's constraints, the one activated last breaks.
      #expect(report.broken === s.redConstraints[0])
    }
  }

  // MARK: S26 — animating a constraint constant (Animate-v1)

  @Test func s26ConstantChangeWaitsForLayoutPass() {
    let controller = b2Controller(375, 667)
    let root = controller.view
    root.rootSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let button = StubView("button", width: 100, height: 30)
    root.addSubview(button)
    let margins = root.layoutMarginsGuide
    let centerY = button.centerYAnchor.constraint(equalTo: margins.centerYAnchor, constant: -200)
    LayoutConstraint.activate([button.centerXAnchor.constraint(equalTo: margins.centerXAnchor), centerY])
    root.layoutIfNeeded()
    // The margins guide spans y 20…667 (centre 343.5).
    let guide = margins.layoutFrame
    #expect(guide.minY == 20 && guide.maxY == 667, "margins guide \(guide)")
    expectFrame(button, 137.5, 128.5, 100, 30)
    #expect(button.center.y == 143.5)

    centerY.constant = 0
    // Still the old frame: only the model changed.
    expectFrame(button, 137.5, 128.5, 100, 30)
    root.layoutIfNeeded()
    expectFrame(button, 137.5, 328.5, 100, 30)
    #expect(button.center.y == 343.5)
    withExtendedLifetime(controller) {}  // the root view refers to its controller weakly
  }

  // MARK: S27 — PreviewPane overflow (layoutSubviews override)

  @Test func s27PreviewPaneShowsAsManyItemsAsFit() throws {
    let root = b2RootE8P()
    let pane = B2PreviewPane()
    root.addSubview(pane)
    let width = pane.widthAnchor.constraint(equalToConstant: 335)
    try LayoutConstraint.activateOrThrow([
      pane.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      pane.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      width,
    ])
    let widths: [CGFloat] = [40, 50, 60, 70, 80, 40, 50, 60, 70, 80]
    let heights: [CGFloat] = [44, 60, 36, 52, 58, 70, 30, 80, 48, 66]
    let items = zip(widths, heights).enumerated().map { index, size in
      StubView("item\(index)", width: size.0, height: size.1)
    }
    pane.show(items)
    root.layoutIfNeeded()

    // 4 items: 220 + 3·16 = 268 ≤ 335; 5 would be 364.
    #expect(pane.stack.arrangedSubviews.count == 4)
    #expect(zip(pane.stack.arrangedSubviews, items).allSatisfy { $0 === $1 })
    expectFrame(pane.stack, 33.5, 0, 268, 60)
    #expect(pane.overflow.map(\.intrinsicContentSize.width) == [80, 40, 50, 60, 70, 80])
    #expect(zip(pane.overflow, items[4...]).allSatisfy { $0 === $1 } && pane.overflow.count == 6)
    #expect(pane.stack.arrangedSubviews.map(\.frame.minX) == [0, 56, 122, 198])
    #expect(items[4...].allSatisfy { $0.superview == nil })

    // Widened to 400: the fifth item comes back (364 ≤ 400); the sixth would need 420.
    width.constant = 400
    root.layoutIfNeeded()
    #expect(pane.stack.arrangedSubviews.count == 5)
    #expect(pane.overflow.count == 5)
    #expect(pane.stack.frame.minX == 18, "stack \(pane.stack.frame)")
    #expect(pane.stack.frame.width == 364, "stack \(pane.stack.frame)")
    #expect(b2UnsatisfiableReports(root).isEmpty)
    #expect(b2LayoutLoopReports(root).isEmpty)
  }

  // MARK: S28 — Challenge 10.1: 4× height swap

  private struct HeightSwap {
    let controller: ViewController  // the root view refers to its controller weakly
    let root: View
    let red: StubView
    let green: StubView
    let slow: LayoutConstraint
    let fast: LayoutConstraint
  }

  private func heightSwap() throws -> HeightSwap {
    let controller = b2Controller(375, 667)
    let root = controller.view
    let red = StubView("red", width: 60, height: 30)
    let green = StubView("green", width: 80, height: 30)
    root.addSubview(red)
    root.addSubview(green)
    let margins = root.layoutMarginsGuide
    try LayoutConstraint.activateOrThrow([
      red.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      green.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8),
      green.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      red.widthAnchor.constraint(equalTo: green.widthAnchor),
      red.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      green.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    let slow = red.heightAnchor.constraint(equalTo: green.heightAnchor, multiplier: 4)
    let fast = green.heightAnchor.constraint(equalTo: red.heightAnchor, multiplier: 4)
    try slow.activate()
    root.layoutIfNeeded()
    return HeightSwap(controller: controller, root: root, red: red, green: green, slow: slow, fast: fast)
  }

  @Test func s28HeightSwapDoneRight() throws {
    let s = try heightSwap()
    // Slow.
    expectFrame(s.red, 16, 273.5, 167.5, 120)
    expectFrame(s.green, 191.5, 318.5, 167.5, 30)
    // Fast: deactivate first.
    s.slow.isActive = false
    s.fast.isActive = true
    s.root.layoutIfNeeded()
    expectFrame(s.red, 16, 318.5, 167.5, 30)
    expectFrame(s.green, 191.5, 273.5, 167.5, 120)
    // Back to slow.
    s.fast.isActive = false
    s.slow.isActive = true
    s.root.layoutIfNeeded()
    expectFrame(s.red, 16, 273.5, 167.5, 120)
    expectFrame(s.green, 191.5, 318.5, 167.5, 30)
    #expect(b2UnsatisfiableReports(s.root).isEmpty)
    withExtendedLifetime(s.controller) {}
  }

  /// S28 says that switching without deactivating first is unsatisfiable. With the buttons'
  /// heights held only by their compression resistance (optional, 750), it is not:
  /// `red.h == 4·green.h` and `green.h == 4·red.h` together force both heights to 0, which every
  /// required constraint allows; only the compression resistance is violated, so nothing is
  /// logged (in UIKit either). Both views collapse, as the book's screenshots show.
  @Test func s28SwitchingWithoutDeactivatingCollapsesBothViews() throws {
    let s = try heightSwap()
    s.fast.isActive = true
    s.root.layoutIfNeeded()
    #expect(b2UnsatisfiableReports(s.root).isEmpty)
    #expect(s.red.frame.height == 0 && s.green.frame.height == 0)
    withExtendedLifetime(s.controller) {}
  }

  /// With heights that must stay at least 30 (required), the same switch is the conflict S28
  /// describes: reported while activating, naming both multipliers.
  @Test func s28SwitchingWithoutDeactivatingIsUnsatisfiableWhenHeightsAreRequired() throws {
    let s = try heightSwap()
    try LayoutConstraint.activateOrThrow([
      s.red.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
      s.green.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
    ])
    s.root.layoutIfNeeded()
    let hook = B2HookRecorder(s.root)
    hook.marking { s.fast.isActive = true }
    s.root.layoutIfNeeded()
    #expect(hook.unsatisfiableInsideMarkedRegion >= 1, "reports: \(s.root.layoutDiagnostics.reports)")
    if let report = b2UnsatisfiableReports(s.root).first {
      #expect(report.conflicting.contains { $0 === s.slow })
      #expect(report.conflicting.contains { $0 === s.fast })
      // Decision 3: the one activated last breaks; the slow layout stays.
      #expect(report.broken === s.fast)
    }
    expectFrame(s.red, 16, 273.5, 167.5, 120)
    withExtendedLifetime(s.controller) {}
  }

  // MARK: S29 — Challenge 10.2: adaptive axis

  /// The controller is returned too: the root view refers to it weakly.
  private func adaptiveAxis(
    rootWidth: CGFloat, rootHeight: CGFloat
  ) throws -> (View, B2AdaptiveContainer, ViewController) {
    let controller = b2Controller(rootWidth, rootHeight)
    let root = controller.view
    let container = B2AdaptiveContainer(
      buttons: [StubView("dontPanic", width: 150, height: 44), StubView("panic", width: 100, height: 44)])
    root.addSubview(container)
    let margins = root.layoutMarginsGuide
    try LayoutConstraint.activateOrThrow([
      container.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      container.topAnchor.constraint(equalTo: margins.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    return (root, container, controller)
  }

  @Test func s29NarrowContainerGoesVertical() throws {
    // SE portrait: 320 − 2·16 − 2·8 = 272 < 2·150 + 16 = 316.
    let (root, container, controller) = try adaptiveAxis(rootWidth: 320, rootHeight: 568)
    #expect(container.frame.width == 288)
    #expect(container.layoutMarginsGuide.layoutFrame.width == 272)
    #expect(container.stack.axis == .vertical)
    // §5 model: vertical, alignment fill, fill equally (both 44 high), spacing 16.
    expectFrame(container.buttons[0], 0, 0, 272, 44)
    expectFrame(container.buttons[1], 0, 60, 272, 44)
    #expect(b2UnsatisfiableReports(root).isEmpty)
    withExtendedLifetime(controller) {}
  }

  @Test func s29WideContainerStaysHorizontal() throws {
    // Container 635 (667 − 2·16), margin width 619 ≥ 316.
    let (root, container, controller) = try adaptiveAxis(rootWidth: 667, rootHeight: 375)
    #expect(container.frame.width == 635)
    #expect(container.layoutMarginsGuide.layoutFrame.width == 619)
    #expect(container.stack.axis == .horizontal)
    // Each button (619 − 16)/2 = 301.5 wide.
    expectFrame(container.buttons[0], 0, 0, 301.5, 44)
    expectFrame(container.buttons[1], 317.5, 0, 301.5, 44)
    #expect(b2UnsatisfiableReports(root).isEmpty)
    withExtendedLifetime(controller) {}
  }

  @Test func s29AxisFollowsARotation() throws {
    let (root, container, controller) = try adaptiveAxis(rootWidth: 320, rootHeight: 568)
    #expect(container.stack.axis == .vertical)
    root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    root.layoutIfNeeded()
    #expect(container.stack.axis == .horizontal)
    expectFrame(container.buttons[0], 0, 0, 301.5, 44)
    expectFrame(container.buttons[1], 317.5, 0, 301.5, 44)
    root.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
    root.layoutIfNeeded()
    #expect(container.stack.axis == .vertical)
    expectFrame(container.buttons[0], 0, 0, 272, 44)
    expectFrame(container.buttons[1], 0, 60, 272, 44)
    withExtendedLifetime(controller) {}
  }

  // MARK: S30 — alignment rectangle

  @Test func s30AlignmentRectIsCentredNotTheFrame() {
    let root = b2RootE8P()
    let image = B2ImageStub(
      "image", imageSize: CGSize(width: 180, height: 80), insets: EdgeInsets(top: 0, left: 0, bottom: 30, right: 30))
    root.addSubview(image)
    LayoutConstraint.activate([
      image.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      image.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    expectRect(image.alignmentRect(forFrame: image.frame), 112.5, 308.5, 150, 50, "alignment rect")
    expectFrame(image, 112.5, 308.5, 180, 80)
    expectRect(
      image.frame(forAlignmentRect: CGRect(x: 112.5, y: 308.5, width: 150, height: 50)), 112.5, 308.5, 180, 80,
      "frame for alignment rect")
  }

  @Test func s30WithoutInsetsTheFrameIsCentred() {
    let root = b2RootE8P()
    let image = B2ImageStub("image", imageSize: CGSize(width: 180, height: 80), insets: .zero)
    root.addSubview(image)
    LayoutConstraint.activate([
      image.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      image.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(image, 97.5, 293.5, 180, 80)
  }
}

// MARK: - Views for the scenarios

/// The book's PreviewPane (behaviour-2 §1.14): a horizontal stack (spacing 16, alignment
/// centre) centred in the pane and pinned top and bottom, showing as many items as fit; the
/// rest wait in `overflow`.
final class B2PreviewPane: View {
  let stack = makeStack("previewStack", [], alignment: .center, spacing: 16)
  private(set) var overflow: [View] = []

  init() {
    super.init(frame: .zero)
    accessibilityIdentifier = "pane"
    translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    LayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: centerXAnchor),
      stack.topAnchor.constraint(equalTo: topAnchor),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// Shows a new item set: the overflow is emptied.
  func show(_ items: [View]) {
    overflow.removeAll()
    for item in stack.arrangedSubviews { item.removeFromSuperview() }
    for item in items { stack.addArrangedSubview(item) }
    setNeedsLayout()
  }

  override func layoutSubviews() {
    // 1. Apply the engine's frames.
    super.layoutSubviews()
    // 2–5. Drop items while the stack is too wide, re-solving each time…
    while stack.frame.width > bounds.width, let last = stack.arrangedSubviews.last {
      last.removeFromSuperview()
      overflow.insert(last, at: 0)
      updateConstraintsIfNeeded()
      super.layoutSubviews()
    }
    // …and bring items back while the next one fits.
    while let next = overflow.first,
      stack.frame.width + stack.spacing + next.intrinsicContentSize.width <= bounds.width
    {
      overflow.removeFirst()
      stack.addArrangedSubview(next)
      updateConstraintsIfNeeded()
      super.layoutSubviews()
    }
  }
}

/// Challenge 10.2's container (behaviour-2 §1.14, "Adaptive axis"): a fill-equally stack of
/// two buttons pinned to the container's margins, vertical iff
/// `2 · max(intrinsic widths) + spacing > margin width`.
final class B2AdaptiveContainer: View {
  let buttons: [View]
  let stack: StackView

  init(buttons: [View]) {
    self.buttons = buttons
    stack = makeStack("buttonStack", buttons, distribution: .fillEqually, spacing: 16)
    super.init(frame: .zero)
    accessibilityIdentifier = "container"
    translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    let margins = layoutMarginsGuide
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
      stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func layoutSubviews() {
    super.layoutSubviews()
    let minButtonWidth = buttons.map(\.intrinsicContentSize.width).max() ?? 0
    let minHorizontalWidth = 2 * minButtonWidth + stack.spacing
    let marginWidth = layoutMarginsGuide.layoutFrame.width
    let axis: LayoutAxis = minHorizontalWidth > marginWidth ? .vertical : .horizontal
    if axis != stack.axis {
      stack.axis = axis
      updateConstraintsIfNeeded()
      super.layoutSubviews()
    }
  }
}

/// An image view whose image has alignment insets (behaviour-2 §1.16): the intrinsic content
/// size is the alignment rectangle's, the image less its insets.
final class B2ImageStub: View {
  let imageSize: CGSize

  init(_ name: String, imageSize: CGSize, insets: EdgeInsets) {
    self.imageSize = imageSize
    super.init(frame: .zero)
    accessibilityIdentifier = name
    translatesAutoresizingMaskIntoConstraints = false
    alignmentRectInsets = insets
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var intrinsicContentSize: CGSize {
    CGSize(
      width: imageSize.width - alignmentRectInsets.left - alignmentRectInsets.right,
      height: imageSize.height - alignmentRectInsets.top - alignmentRectInsets.bottom)
  }
}
