import Foundation
import Testing

@testable import OpenAutoLayout

// Behaviour-2 scenarios S14–S21: hidden views, nested stacks, unarranged subviews, the multi-line
// text disambiguation and the book's challenges, with the spec's expected frames ("win" frames
// are in root coordinates).

@Suite(.timeLimit(.minutes(10))) struct StackViewCompositionScenarioTests {

  // MARK: S14 — hidden arranged subview

  @Test func s14HiddenViewTakesNoSpaceAndNoSpacing() {
    let root = makeRoot(375, 667)
    let views = ["A", "B", "C"].map { stackItem($0, 100, 100) }
    let stack = makeStack("stack", views, axis: .vertical, spacing: 8)
    place(stack, in: root)
    root.layoutIfNeeded()
    expectFrame(stack, 0, 0, 100, 316)
    for (view, y) in zip(views, [0.0, 108, 216]) { expectFrame(view, 0, y, 100, 100) }

    views[2].isHidden = true
    root.layoutIfNeeded()
    expectFrame(stack, 0, 0, 100, 208)
    expectFrame(views[0], 0, 0, 100, 100)
    expectFrame(views[1], 0, 108, 100, 100)
    #expect(stack.arrangedSubviews.count == 3 && stack.subviews.count == 3)
    // No required constraint forces the hidden view's size (§5): it is parked weakly.
    let hiding = stack.constraints.filter { $0.identifier?.hasPrefix("UISV-hiding") ?? false }
    #expect(!hiding.isEmpty && hiding.allSatisfy { !$0.priority.isRequired && $0.firstItem === views[2] })

    stack.axis = .horizontal
    root.layoutIfNeeded()
    expectFrame(stack, 0, 0, 208, 100)
    expectFrame(views[0], 0, 0, 100, 100)
    expectFrame(views[1], 108, 0, 100, 100)
    for view in [stack] + views { #expect(!view.hasAmbiguousLayout, "\(view.layoutName)") }
  }

  @Test func s14HidingNeverConflictsWithTheViewsOwnSize() {
    let root = makeRoot(375, 667)
    let views = ["A", "B"].map { stackItem($0, 100, 100) }
    let stack = makeStack("stack", views, axis: .vertical, spacing: 8)
    place(stack, in: root)
    // UIKit's required `UISV-hiding` height == 0 breaks this (behaviour-2 §1.1, §4 item 6).
    views[1].heightAnchor.constraint(equalToConstant: 128).isActive = true
    views[1].isHidden = true
    root.layoutIfNeeded()
    expectFrame(stack, 0, 0, 100, 100)
    #expect(b2UnsatisfiableReports(root).isEmpty)
    #expect(views[1].frame.height == 128)
  }

  // MARK: S15 / S16 — AnimatingStack container, background view

  final class AnimatingStack {
    let root = b2RootE8P()
    let toggle = stackItem("switch", 51, 31)
    let images = (1...3).map { stackItem("image\($0)", 100, 100) }
    let imageStack: StackView
    let outer: StackView

    init() {
      root.rootSafeAreaInsets = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
      toggle.setContentHuggingPriority(750, for: .horizontal)
      toggle.setContentHuggingPriority(750, for: .vertical)
      imageStack = makeStack("imageStack", images, axis: .vertical, spacing: 8)
      outer = makeStack("outer", [toggle, imageStack], axis: .vertical, alignment: .center, spacing: 16)
      outer.directionalLayoutMargins = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
      outer.isLayoutMarginsRelativeArrangement = true
      root.addSubview(outer)
      LayoutConstraint.activate([
        outer.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        outer.centerXAnchor.constraint(equalTo: root.safeAreaLayoutGuide.centerXAnchor),
      ])
      root.layoutIfNeeded()
    }

    /// The switch's action: vertical with every image, or horizontal without the last.
    func set(on: Bool) {
      imageStack.axis = on ? .vertical : .horizontal
      images[2].isHidden = !on
      root.layoutIfNeeded()
    }
  }

  @Test func s15AnimatingStackBothStates() {
    let scene = AnimatingStack()
    expectFrame(scene.imageStack, 16, 63, 100, 316)
    expectFrame(scene.outer, 121.5, 64, 132, 395)
    expectFrame(scene.toggle, 40.5, 16, 51, 31)
    expectRect(b2FrameInRoot(scene.toggle), 162, 80, 51, 31, "switch (win)")
    expectRect(b2FrameInRoot(scene.imageStack), 137.5, 127, 100, 316, "imageStack (win)")

    scene.set(on: false)
    expectFrame(scene.outer, 67.5, 64, 240, 179)
    expectFrame(scene.toggle, 94.5, 16, 51, 31)
    expectRect(b2FrameInRoot(scene.toggle), 162, 80, 51, 31, "switch (win)")
    expectFrame(scene.imageStack, 16, 63, 208, 100)
    expectRect(b2FrameInRoot(scene.imageStack), 83.5, 127, 208, 100, "imageStack (win)")

    scene.set(on: true)
    expectFrame(scene.outer, 121.5, 64, 132, 395)
    expectFrame(scene.imageStack, 16, 63, 100, 316)
  }

  @Test(arguments: [false, true])
  func s16UnarrangedBackgroundOrForegroundView(foreground: Bool) {
    let scene = AnimatingStack()
    let background = View()
    background.accessibilityIdentifier = "background"
    background.translatesAutoresizingMaskIntoConstraints = false
    if foreground { scene.outer.addSubview(background) } else { scene.outer.insertSubview(background, at: 0) }
    LayoutConstraint.activate([
      background.leadingAnchor.constraint(equalTo: scene.outer.leadingAnchor),
      background.trailingAnchor.constraint(equalTo: scene.outer.trailingAnchor),
      background.topAnchor.constraint(equalTo: scene.outer.topAnchor),
      background.bottomAnchor.constraint(equalTo: scene.outer.bottomAnchor),
    ])
    scene.root.layoutIfNeeded()
    expectFrame(background, 0, 0, 132, 395)
    let expected: [View] =
      foreground ? [scene.toggle, scene.imageStack, background] : [background, scene.toggle, scene.imageStack]
    #expect(scene.outer.subviews.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
    #expect(
      scene.outer.arrangedSubviews.map(ObjectIdentifier.init)
        == [scene.toggle, scene.imageStack].map(ObjectIdentifier.init))
    expectFrame(scene.toggle, 40.5, 16, 51, 31)
    expectFrame(scene.imageStack, 16, 63, 100, 316)
    // The stack makes no constraint for it.
    #expect(!containerConstraints(scene.outer).contains { $0.firstItem === background || $0.secondItem === background })
  }

  // MARK: S17 — multi-line label + switch

  static func s17(spacing: CGFloat, disambiguate: Bool = true, switchHugging: LayoutPriority = 750)
    -> (root: View, stack: StackView, label: WrappingLabel, toggle: StubView)
  {
    let root = b2RootE8P()
    // 20.5 on one line, 41 on two (250…300 wide), 61.5 on three.
    let label = WrappingLabel("label", singleLineWidth: 600) { width in
      width >= 600 ? 20.5 : width >= 250 ? 41 : 61.5
    }
    label.setContentHuggingPriority(251, for: .horizontal)
    label.setContentCompressionResistancePriority(749, for: .horizontal)
    let toggle = stackItem("switch", 51, 31)
    toggle.setContentHuggingPriority(switchHugging, for: .horizontal)
    toggle.setContentHuggingPriority(750, for: .vertical)
    let stack = makeStack("stack", [label, toggle], alignment: .top, spacing: spacing)
    if !disambiguate { stack.compatibilityBehaviors.remove(.multilineTextWidthDisambiguation) }
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      root.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 16),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    return (root, stack, label, toggle)
  }

  /// The book's stack uses the standard spacing (`spacingUseSystem`, 8 points), whose sentinel
  /// adds nothing to the constraint: `label.width == 0.5 * stack.width @759`.
  @Test func s17TextWidthDisambiguationStretchesTheSwitch() {
    let (root, stack, label, toggle) = Self.s17(spacing: StackView.spacingUseSystem)
    expectFrame(stack, 16, 20, 343, 61.5)
    expectFrame(label, 0, 0, 171.5, 61.5)
    expectFrame(toggle, 179.5, 0, 163.5, 31)
    let disambiguation = stackConstraints(stack, "UISV-text-width-disambiguation")
    #expect(disambiguation.count == 1)
    if let constraint = disambiguation.first {
      #expect(constraint.firstItem === label && constraint.secondItem === stack)
      #expect(constraint.multiplier == 0.5 && constraint.constant == 0 && constraint.priority == 759)
      #expect(
        constraint.logDescription.contains("'UISV-text-width-disambiguation' label.width == 0.5*stack.width @759"))
    }
    _ = root
  }

  /// With a literal spacing the share is net of it, as UIKit's constant is
  /// (−spacing·(n − 1)/n): 343/2 − 4.
  @Test func s17LiteralSpacingIsSharedToo() {
    let (root, _, label, toggle) = Self.s17(spacing: 8)
    expectFrame(label, 0, 0, 167.5, 61.5)
    expectFrame(toggle, 175.5, 0, 167.5, 31)
    _ = root
  }

  @Test(arguments: [(true, LayoutPriority(760)), (false, LayoutPriority(750))])
  func s17WorkaroundOrCorrectedModeKeepsTheSwitchAtItsSize(disambiguate: Bool, switchHugging: LayoutPriority) {
    let (root, stack, label, toggle) = Self.s17(
      spacing: StackView.spacingUseSystem, disambiguate: disambiguate, switchHugging: switchHugging)
    expectFrame(label, 0, 0, 284, 41)
    expectFrame(toggle, 292, 0, 51, 31)
    #expect(stack.frame.height == 41)
    #expect(stackConstraints(stack, "UISV-text-width-disambiguation").count == (disambiguate ? 1 : 0))
    _ = root
  }
}
