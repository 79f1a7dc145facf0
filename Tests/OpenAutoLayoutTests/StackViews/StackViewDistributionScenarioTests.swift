import Foundation
import Testing

@testable import OpenAutoLayout

// Behaviour-2 scenarios S01–S08 (stack view distributions), with the spec's expected frames.
// Frames are in the stack's coordinates unless marked "win".

@Suite(.timeLimit(.minutes(10))) struct StackViewDistributionScenarioTests {

  /// The S01 button row: Red 45×29, Green 70×29, Blue 53×29, fill equally, spacing 16.
  static func buttonRow() -> (StackView, [StubView]) {
    let buttons = [stackItem("red", 45, 29), stackItem("green", 70, 29), stackItem("blue", 53, 29)]
    return (makeStack("buttonStack", buttons, distribution: .fillEqually, spacing: 16), buttons)
  }

  /// An equal-spacing column whose length nothing decides (Interface Builder's kh-Stacks: two
  /// 120-point images in a scroll view) keeps its gaps at the minimum: 120 + 8 + 120, and it is
  /// not ambiguous, as IB stored and marked it.
  @Test func equalSpacingWithAFreeLengthKeepsTheMinimumGaps() {
    for distribution in [StackView.Distribution.equalSpacing, .equalCentering] {
      let root = makeRoot(375, 667)
      let images = [stackItem("heart", 120, 120), stackItem("star", 120, 120)]
      let stack = makeStack("images", images, axis: .vertical, distribution: distribution, alignment: .center, spacing: 8)
      place(stack, in: root, width: 344)
      root.layoutIfNeeded()
      expectFrame(stack, 0, 0, 344, 248)
      expectFrame(images[0], 112, 0, 120, 120)
      expectFrame(images[1], 112, 128, 120, 120)
      for view in [stack] + images { #expect(!view.hasAmbiguousLayout, "\(distribution) \(view.layoutName)") }
    }
  }

  @Test func s01FillEquallyRowWithAFreeWidthTakesTheWidestView() {
    let root = makeRoot(375, 667)
    let (stack, buttons) = Self.buttonRow()
    place(stack, in: root)
    root.layoutIfNeeded()
    expectFrame(stack, 0, 0, 242, 29)
    expectFrame(buttons[0], 0, 0, 70, 29)
    expectFrame(buttons[1], 86, 0, 70, 29)
    expectFrame(buttons[2], 172, 0, 70, 29)
    for view in [stack] + buttons { #expect(!view.hasAmbiguousLayout, "\(view.layoutName)") }
  }

  @Test func s02NestedStacksCentredInTheSafeArea() {
    let root = b2RootE8P()
    root.rootSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let label = stackItem("label", 131, 29)
    let (buttonStack, buttons) = Self.buttonRow()
    let outer = makeStack("rootStack", [label, buttonStack], axis: .vertical, alignment: .center, spacing: 16)
    root.addSubview(outer)
    LayoutConstraint.activate([
      outer.centerXAnchor.constraint(equalTo: root.safeAreaLayoutGuide.centerXAnchor),
      outer.centerYAnchor.constraint(equalTo: root.safeAreaLayoutGuide.centerYAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(outer, 66.5, 306.5, 242, 74)
    expectFrame(label, 55.5, 0, 131, 29)
    expectRect(b2FrameInRoot(label), 122, 306.5, 131, 29, "label (win)")
    expectFrame(buttonStack, 0, 45, 242, 29)
    expectRect(b2FrameInRoot(buttonStack), 66.5, 351.5, 242, 29, "buttonStack (win)")
    for (button, x) in zip(buttons, [66.5, 152.5, 238.5]) {
      expectRect(b2FrameInRoot(button), x, 351.5, 70, 29, "\(button.layoutName) (win)")
    }
    // The stack made in code keeps its own flag; the nested one was arranged.
    #expect(!buttonStack.translatesAutoresizingMaskIntoConstraints)
  }

  /// S03/S04's views A 50×30, B 60×30, C 70×30 in a horizontal stack with spacing 10.
  static func abc(width: CGFloat, hugging: [Float] = [250, 250, 250], compression: [Float] = [750, 750, 750])
    -> Fixture
  {
    let root = makeRoot(375, 667)
    let views = [stackItem("A", 50, 30), stackItem("B", 60, 30), stackItem("C", 70, 30)]
    for (view, (hug, resistance)) in zip(views, zip(hugging, compression)) {
      view.setContentHuggingPriority(LayoutPriority(hug), for: .horizontal)
      view.setContentCompressionResistancePriority(LayoutPriority(resistance), for: .horizontal)
    }
    let stack = makeStack("stack", views, spacing: 10)
    place(stack, in: root, width: width)
    root.layoutIfNeeded()
    return Fixture(root: root, stack: stack, views: views)
  }

  /// A laid-out stack and the root that keeps its hierarchy alive.
  struct Fixture {
    let root: View
    let stack: StackView
    let views: [StubView]
  }

  @Test func s03FillWithExtraSpaceStretchesTheLowestHugging() {
    let fixture = Self.abc(width: 300, hugging: [250, 251, 252])
    expectFrame(fixture.views[0], 0, 0, 150, 30)
    expectFrame(fixture.views[1], 160, 0, 60, 30)
    expectFrame(fixture.views[2], 230, 0, 70, 30)
    #expect(fixture.stack.frame.height == 30)
    for view in fixture.views { #expect(!view.hasAmbiguousLayout) }
  }

  /// S03b: equal hugging leaves 100 points that any view may take. Ambiguity is reported
  /// exactly (decision 4); the engine still picks one answer, the same on every build
  /// (Guides/StackViews.md: the engine's choice, not §5's proposed last-view rule).
  @Test func s03bEqualHuggingIsAmbiguousButDeterministic() {
    let fixture = Self.abc(width: 300)
    for view in fixture.views {
      #expect(view.hasAmbiguousLayout(for: .horizontal), "\(view.layoutName)")
      #expect(!view.hasAmbiguousLayout(for: .vertical), "\(view.layoutName)")
    }
    // Whatever the split, the views fill the row and none is below its intrinsic width.
    let widths = fixture.views.map(\.frame.width)
    #expect(abs(widths.reduce(0, +) - 280) < 1e-9)
    #expect(zip(widths, [50, 60, 70]).allSatisfy { $0 >= $1 })
    #expect(fixture.views[2].frame.maxX == 300)
    // Deterministic: a second build gives the same frames.
    let again = Self.abc(width: 300)
    #expect(again.views.map(\.frame) == fixture.views.map(\.frame))
    // exerciseAmbiguityInLayout moves the slack between them.
    let before = fixture.views.map(\.frame)
    fixture.views[0].exerciseAmbiguityInLayout()
    #expect(fixture.views.map(\.frame) != before)
  }

  @Test func s04FillWithTooLittleSpaceShrinksTheLowestCompressionResistance() {
    let fixture = Self.abc(width: 150, compression: [750, 749, 750])
    expectFrame(fixture.views[0], 0, 0, 50, 30)
    expectFrame(fixture.views[1], 60, 0, 10, 30)
    expectFrame(fixture.views[2], 80, 0, 70, 30)
    for view in fixture.views { #expect(!view.hasAmbiguousLayout) }
  }

  @Test func s04bEqualCompressionResistanceIsAmbiguous() {
    let fixture = Self.abc(width: 150)
    for view in fixture.views { #expect(view.hasAmbiguousLayout(for: .horizontal), "\(view.layoutName)") }
  }

  @Test func s05FillEquallyWithAFixedWidth() {
    let root = makeRoot(375, 667)
    let views = [stackItem("a", 10, 30), stackItem("b", 90, 30), stackItem("c", 200, 30)]
    let stack = makeStack("stack", views, distribution: .fillEqually, spacing: 10)
    place(stack, in: root, width: 320)
    root.layoutIfNeeded()
    for (view, x) in zip(views, [0.0, 110, 220]) { expectFrame(view, x, 0, 100, 30) }
  }

  @Test func s06FillProportionally() {
    let root = makeRoot(700, 667)
    let views = [stackItem("a", 50, 30), stackItem("b", 100, 30), stackItem("c", 150, 30)]
    let stack = makeStack("stack", views, distribution: .fillProportionally, spacing: 12)
    place(stack, in: root, width: 612)
    root.layoutIfNeeded()
    expectFrame(views[0], 0, 0, 98, 30)
    expectFrame(views[1], 110, 0, 196, 30)
    expectFrame(views[2], 318, 0, 294, 30)
    for view in views { #expect(!view.hasAmbiguousLayout) }
  }

  @Test func s06bFillProportionallyWithAFreeWidthKeepsIntrinsicSizes() {
    let root = makeRoot(700, 667)
    let views = [stackItem("a", 50, 30), stackItem("b", 100, 30), stackItem("c", 150, 30)]
    let stack = makeStack("stack", views, distribution: .fillProportionally, spacing: 12)
    place(stack, in: root)
    root.layoutIfNeeded()
    expectFrame(stack, 0, 0, 324, 30)
    expectFrame(views[0], 0, 0, 50, 30)
    expectFrame(views[1], 62, 0, 100, 30)
    expectFrame(views[2], 174, 0, 150, 30)
  }

  @Test func s06cAChangedIntrinsicSizeChangesTheProportions() {
    let root = makeRoot(700, 667)
    let views = [stackItem("a", 50, 30), stackItem("b", 100, 30), stackItem("c", 150, 30)]
    let stack = makeStack("stack", views, distribution: .fillProportionally, spacing: 12)
    place(stack, in: root, width: 612)
    root.layoutIfNeeded()
    // 588 shared 150 : 100 : 50 now.
    views[0].stubSize.width = 150
    views[2].stubSize.width = 50
    root.layoutIfNeeded()
    expectFrame(views[0], 0, 0, 294, 30)
    expectFrame(views[1], 306, 0, 196, 30)
    expectFrame(views[2], 514, 0, 98, 30)
  }

  @Test func s07EqualSpacingSharesTheFreeSpace() {
    let fixture = Self.abc(width: 300)
    fixture.stack.distribution = .equalSpacing
    fixture.stack.layoutIfNeeded()
    expectFrame(fixture.views[0], 0, 0, 50, 30)
    expectFrame(fixture.views[1], 110, 0, 60, 30)
    expectFrame(fixture.views[2], 230, 0, 70, 30)
    for view in fixture.views { #expect(!view.hasAmbiguousLayout) }
  }

  @Test func s07bEqualSpacingKeepsTheMinimumAndShrinksTheLowestResistance() {
    let fixture = Self.abc(width: 190, compression: [750, 749, 750])
    fixture.stack.distribution = .equalSpacing
    fixture.stack.layoutIfNeeded()
    expectFrame(fixture.views[0], 0, 0, 50, 30)
    expectFrame(fixture.views[1], 60, 0, 50, 30)
    expectFrame(fixture.views[2], 120, 0, 70, 30)
  }

  @Test func s08EqualCenteringSpacesTheCentres() {
    let fixture = Self.abc(width: 300)
    fixture.stack.distribution = .equalCentering
    fixture.stack.layoutIfNeeded()
    expectFrame(fixture.views[0], 0, 0, 50, 30)
    expectFrame(fixture.views[1], 115, 0, 60, 30)
    expectFrame(fixture.views[2], 230, 0, 70, 30)
    for view in fixture.views { #expect(!view.hasAmbiguousLayout) }
  }

  @Test func s08bEqualCenteringShrinksAViewToKeepTheMinimumGaps() {
    let root = makeRoot(375, 667)
    let views = [stackItem("A", 10, 30), stackItem("B", 100, 30), stackItem("C", 10, 30)]
    views[1].setContentCompressionResistancePriority(749, for: .horizontal)
    let stack = makeStack("stack", views, distribution: .equalCentering, spacing: 8)
    place(stack, in: root, width: 120)
    root.layoutIfNeeded()
    expectFrame(views[0], 0, 0, 10, 30)
    expectFrame(views[1], 18, 0, 84, 30)
    expectFrame(views[2], 110, 0, 10, 30)
  }
}
