import Foundation
import Testing

@testable import OpenAutoLayout

// Behaviour-2 scenarios S09–S13 (alignment, baselines, custom spacing, baseline-relative and
// margins-relative arrangement), with the spec's expected frames.

@Suite(.timeLimit(.minutes(10))) struct StackViewAlignmentScenarioTests {

  /// S09's views: A 30×20, B 30×40, C 30×60 in a horizontal stack with spacing 0; for the
  /// vertical mirror, A 20×30, B 40×30, C 60×30.
  static func s09(_ alignment: StackView.Alignment, axis: LayoutAxis = .horizontal, crossSize: CGFloat?)
    -> (root: View, stack: StackView, views: [StubView])
  {
    let root = makeRoot(375, 667)
    let lengths: [CGFloat] = [20, 40, 60]
    let views = zip(["A", "B", "C"], lengths).map { name, length in
      axis == .horizontal ? stackItem(name, 30, length) : stackItem(name, length, 30)
    }
    let stack = makeStack("stack", views, axis: axis, alignment: alignment)
    place(stack, in: root, width: axis == .vertical ? crossSize : nil, height: axis == .horizontal ? crossSize : nil)
    root.layoutIfNeeded()
    return (root, stack, views)
  }

  /// The spec's S09 table: (y of A, B, C; heights, nil for the views' own) per alignment, at
  /// height 100.
  static let s09Table: [(StackView.Alignment, [CGFloat], CGFloat?)] = [
    (.fill, [0, 0, 0], 100),
    (.top, [0, 0, 0], nil),
    (.center, [40, 30, 20], nil),
    (.bottom, [80, 60, 40], nil),
  ]

  @Test("S09: alignments across a horizontal stack 100 high", arguments: 0..<4)
  func s09AlignmentsInAFixedHeight(row: Int) {
    let (alignment, ys, height) = Self.s09Table[row]
    let (root, _, views) = Self.s09(alignment, crossSize: 100)
    for (index, view) in views.enumerated() {
      expectFrame(view, CGFloat(index) * 30, ys[index], 30, height ?? [20, 40, 60][index])
      #expect(!view.hasAmbiguousLayout)
    }
    _ = root
  }

  @Test("S09: the vertical mirror, 100 wide", arguments: 0..<4)
  func s09VerticalMirror(row: Int) {
    let (alignment, xs, width) = Self.s09Table[row]
    let (root, _, views) = Self.s09(alignment, axis: .vertical, crossSize: 100)
    for (index, view) in views.enumerated() {
      expectFrame(view, xs[index], CGFloat(index) * 30, width ?? [20, 40, 60][index], 30)
    }
    _ = root
  }

  @Test func s09FreeHeightTakesTheTallestView() {
    for (alignment, ys, heights) in [
      (StackView.Alignment.fill, [0.0, 0, 0], [60.0, 60, 60]), (.center, [20, 10, 0], [20, 40, 60]),
      (.top, [0, 0, 0], [20, 40, 60]),
    ] {
      let (root, stack, views) = Self.s09(alignment, crossSize: nil)
      #expect(stack.frame.height == 60, "\(alignment)")
      for (index, view) in views.enumerated() { expectFrame(view, CGFloat(index) * 30, ys[index], 30, heights[index]) }
      for view in [stack] + views { #expect(!view.hasAmbiguousLayout, "\(alignment) \(view.layoutName)") }
      _ = root
    }
  }

  // MARK: S10 — first-baseline alignment

  /// L1 and L3 are 60×20 with their baseline 16 from the top, L2 120×40 with it at 32; spacing
  /// 8; the stack centred in the root.
  static func s10(corrected: Bool) -> (root: View, stack: StackView, labels: [StubView]) {
    let root = b2RootE8P()
    let labels = [
      stackItem("L1", 60, 20, firstBaseline: 16), stackItem("L2", 120, 40, firstBaseline: 32),
      stackItem("L3", 60, 20, firstBaseline: 16),
    ]
    let stack = makeStack("stack", labels, alignment: .firstBaseline, spacing: 8)
    if corrected { stack.compatibilityBehaviors.remove(.baselineTopBoundByFirstViewOnly) }
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    return (root, stack, labels)
  }

  @Test func s10FirstBaselineCorrected() {
    let (root, stack, labels) = Self.s10(corrected: true)
    expectFrame(stack, 59.5, 313.5, 256, 40)
    expectFrame(labels[0], 0, 16, 60, 20)
    expectFrame(labels[1], 68, 0, 120, 40)
    expectFrame(labels[2], 196, 16, 60, 20)
    for view in [stack] + labels { #expect(!view.hasAmbiguousLayout) }
    _ = root
  }

  /// UIKit 9–12, the default (decision 12): the stack's top hugs L1, and L2 pokes out.
  @Test func s10FirstBaselineAsUIKitBoundsTheTopByTheFirstViewOnly() {
    let (root, stack, labels) = Self.s10(corrected: false)
    #expect(stack.compatibilityBehaviors == .uikit)
    expectFrame(stack, 59.5, 321.5, 256, 24)
    expectFrame(labels[0], 0, 0, 60, 20)
    expectFrame(labels[1], 68, -16, 120, 40)
    expectFrame(labels[2], 196, 0, 60, 20)
    // The book's workaround restores the corrected frames.
    LayoutConstraint.activate([
      stack.topAnchor.constraint(lessThanOrEqualTo: labels[1].topAnchor),
      stack.topAnchor.constraint(lessThanOrEqualTo: labels[2].topAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(stack, 59.5, 313.5, 256, 40)
    expectFrame(labels[1], 68, 0, 120, 40)
    expectFrame(labels[0], 0, 16, 60, 20)
  }

  @Test func s10LastBaselineAlignsTheLastBaselines() {
    let root = makeRoot(375, 667)
    // Last baselines 4 and 8 from the bottom.
    let labels = [stackItem("L1", 60, 20, lastBaseline: 4), stackItem("L2", 120, 40, lastBaseline: 8)]
    let stack = makeStack("stack", labels, alignment: .lastBaseline, spacing: 8)
    stack.compatibilityBehaviors = []
    place(stack, in: root)
    root.layoutIfNeeded()
    // Baselines at 32 from the top: L1 spans 16…36, L2 0…40.
    expectFrame(stack, 0, 0, 188, 40)
    expectFrame(labels[0], 0, 16, 60, 20)
    expectFrame(labels[1], 68, 0, 120, 40)
  }

  // MARK: S11 — custom spacing

  @Test func s11CustomSpacingAfterViews() {
    let root = makeRoot(375, 667)
    let names = ["header", "L2", "L3", "L4", "footer"]
    let labels = names.map { stackItem($0, 100, 20) }
    let stack = makeStack("stack", labels, axis: .vertical, spacing: 8)
    place(stack, in: root)
    stack.setCustomSpacing(32, after: labels[0])
    stack.setCustomSpacing(32, after: labels[3])
    #expect(stack.customSpacing(after: labels[0]) == 32)
    #expect(stack.customSpacing(after: labels[1]) == StackView.spacingUseDefault)
    root.layoutIfNeeded()
    for (label, y) in zip(labels, [0.0, 52, 80, 108, 160]) { expectFrame(label, 0, y, 100, 20) }
    expectFrame(stack, 0, 0, 100, 180)

    stack.setCustomSpacing(StackView.spacingUseDefault, after: labels[0])
    #expect(stack.customSpacing(after: labels[0]) == StackView.spacingUseDefault)
    root.layoutIfNeeded()
    for (label, y) in zip(labels, [0.0, 28, 56, 84, 136]) { expectFrame(label, 0, y, 100, 20) }
    expectFrame(stack, 0, 0, 100, 156)
  }

  // MARK: S12 — baseline-relative arrangement

  @Test func s12BaselineRelativeArrangement() {
    let root = makeRoot(375, 667)
    let labels = (1...3).map { stackItem("label\($0)", 100, 20, firstBaseline: 16, lastBaseline: 4) }
    let stack = makeStack("stack", labels, axis: .vertical, spacing: 30)
    place(stack, in: root)
    root.layoutIfNeeded()
    for (label, y) in zip(labels, [0.0, 50, 100]) { expectFrame(label, 0, y, 100, 20) }
    expectFrame(stack, 0, 0, 100, 120)

    stack.isBaselineRelativeArrangement = true
    root.layoutIfNeeded()
    for (label, y) in zip(labels, [0.0, 30, 60]) { expectFrame(label, 0, y, 100, 20) }
    expectFrame(stack, 0, 0, 100, 80)
    let spacing = stackConstraints(stack, "UISV-spacing")
    #expect(spacing.allSatisfy { $0.firstAttribute == .firstBaseline && $0.secondAttribute == .lastBaseline })
  }

  // MARK: S13 — layout-margins-relative arrangement

  @Test func s13LayoutMarginsRelativeArrangement() {
    let root = makeRoot(375, 667)
    let view = stackItem("view", 100, 50)
    let stack = makeStack("stack", [view], axis: .vertical)
    stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    place(stack, in: root)
    root.layoutIfNeeded()
    expectFrame(stack, 0, 0, 100, 50)
    expectFrame(view, 0, 0, 100, 50)

    stack.isLayoutMarginsRelativeArrangement = true
    root.layoutIfNeeded()
    expectFrame(stack, 0, 0, 116, 66)
    expectFrame(view, 8, 8, 100, 50)
    // The canvas is the margins guide now.
    #expect(
      stackConstraints(stack, "UISV-canvas-connection").allSatisfy {
        $0.firstItem === stack.layoutMarginsGuide || $0.secondItem === stack.layoutMarginsGuide
      })
  }
}
