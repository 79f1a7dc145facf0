import Foundation
import Testing

@testable import OpenAutoLayout

// The stack's own constraints: UIKit's identifiers and descriptions (behaviour-2 §1.9),
// priorities, ownership, and their incremental regeneration.

@Suite(.timeLimit(.minutes(10))) struct StackViewConstraintTests {
  /// A laid-out horizontal stack of A 50×30, B 60×30, C 70×30, spacing 10, 300 wide.
  static func abc(
    distribution: StackView.Distribution = .fill, alignment: StackView.Alignment = .fill
  ) -> (root: View, stack: StackView, views: [StubView]) {
    let root = makeRoot(400, 400)
    let views = [stackItem("A", 50, 30), stackItem("B", 60, 30), stackItem("C", 70, 30)]
    let stack = makeStack("stack", views, distribution: distribution, alignment: alignment, spacing: 10)
    place(stack, in: root, width: 300)
    root.layoutIfNeeded()
    return (root, stack, views)
  }

  /// The stack's constraints as the constraint language prints them, with their priorities.
  static func summary(_ stack: StackView) -> [String] {
    containerConstraints(stack).map { "'\($0.identifier ?? "")' \($0.description)" }
  }

  @Test func fillStackMakesUIKitsConstraints() {
    let (root, stack, _) = Self.abc()
    #expect(
      Self.summary(stack) == [
        "'UISV-canvas-connection' stack.leading == A.leading",
        "'UISV-canvas-connection' C.trailing == stack.trailing",
        "'UISV-spacing' B.leading == A.trailing + 10",
        "'UISV-spacing' C.leading == B.trailing + 10",
        "'UISV-canvas-connection' stack.top == A.top",
        "'UISV-canvas-connection' A.bottom == stack.bottom",
        "'UISV-alignment' A.top == B.top",
        "'UISV-alignment' A.top == C.top",
        "'UISV-alignment' A.bottom == B.bottom",
        "'UISV-alignment' A.bottom == C.bottom",
      ])
    for constraint in containerConstraints(stack) {
      #expect(constraint.owner === stack && constraint.isActive && constraint.origin.isSystem)
    }
    _ = root
  }

  @Test func constraintsPrintLikeUIKits() throws {
    let (root, stack, _) = Self.abc()
    let spacing = try #require(stackConstraints(stack, "UISV-spacing").first)
    let pattern =
      #/<NSLayoutConstraint:0x[0-9a-f]+ 'UISV-spacing' B\.leading == A\.trailing \+ 10   \(active, names: B:0x[0-9a-f]+, A:0x[0-9a-f]+ \)>/#
    #expect(spacing.logDescription.wholeMatch(of: pattern) != nil, "\(spacing.logDescription)")
    #expect(stack.description.hasPrefix("<UIStackView: 0x"))
    _ = root
  }

  @Test func centreAlignmentSpansTheViewsAndFitsTheStack() {
    let (root, stack, views) = Self.abc(alignment: .center)
    let summary = Self.summary(stack)
    #expect(summary.contains("'UISV-canvas-connection' stack.centerY == A.centerY"))
    #expect(summary.contains("'UISV-alignment' A.centerY == C.centerY"))
    #expect(summary.contains("'UISV-spanning-boundary' stack.top <= B.top"))
    #expect(summary.contains("'UISV-spanning-boundary' stack.bottom >= C.bottom"))
    #expect(summary.contains("'UISV-spanning-fit' stack.height == 0 @51"))
    #expect(summary.contains("'UISV-ambiguity-suppression' A.height == 0 @25"))
    #expect(stackConstraints(stack, "UISV-spanning-boundary").count == 6)
    #expect(stackConstraints(stack, "UISV-ambiguity-suppression").count == views.count)
    _ = root
  }

  @Test func distributionsMakeTheirConstraints() {
    let equally = Self.abc(distribution: .fillEqually)
    #expect(
      Self.summary(equally.stack).filter { $0.hasPrefix("'UISV-fill-equally'") } == [
        "'UISV-fill-equally' B.width == A.width", "'UISV-fill-equally' C.width == A.width",
      ])
    // 588 · 50/180 … with a spacing of 20 taken out first; later views at lower priorities.
    let proportionally = Self.abc(distribution: .fillProportionally)
    let shares = stackConstraints(proportionally.stack, "UISV-fill-proportionally")
    #expect(shares.map(\.priority) == [999, 998, 997])
    let lengths: [CGFloat] = [50, 60, 70]
    for (share, length) in zip(shares, lengths) {
      #expect(abs(share.multiplier - length / 180) < 1e-12)
      #expect(abs(share.constant + 20 * length / 180) < 1e-9)
    }

    let spacing = Self.abc(distribution: .equalSpacing)
    let summary = Self.summary(spacing.stack)
    #expect(summary.contains("'UISV-spacing' B.leading >= A.trailing + 10"))
    #expect(summary.contains("'UISV-distributing' (C.leading - B.trailing) == (B.leading - A.trailing)"))
    #expect(stackConstraints(spacing.stack, "UISV-distributing").map(\.priority) == [.required])

    let centering = Self.abc(distribution: .equalCentering)
    #expect(stackConstraints(centering.stack, "UISV-distributing").map(\.priority) == [149])
    _ = (equally.root, proportionally.root, spacing.root, centering.root)
  }

  @Test func systemSpacingIsEightPointsMadeAsUIKitMakesIt() throws {
    let (root, stack, views) = Self.abc()
    stack.spacing = StackView.spacingUseSystem
    root.layoutIfNeeded()
    let gap = try #require(stackConstraints(stack, "UISV-spacing").first)
    #expect(gap.constant == 8 && gap.systemSpacingMultiplier == 1)
    #expect(views[1].frame.minX - views[0].frame.maxX == 8)
  }

  @Test func anEmptyStackShrinksToNothing() {
    let root = makeRoot(400, 400)
    let stack = makeStack("stack", [])
    place(stack, in: root)
    root.layoutIfNeeded()
    expectFrame(stack, 0, 0, 0, 0)
    #expect(
      Self.summary(stack) == ["'UISV-canvas-fit' stack.width == 0 @49", "'UISV-canvas-fit' stack.height == 0 @49"])
    #expect(!stack.hasAmbiguousLayout)
  }

  // MARK: Incremental regeneration

  @Test func changingSpacingChangesConstantsInPlace() {
    let (root, stack, views) = Self.abc()
    let before = containerConstraints(stack).map(ObjectIdentifier.init)
    stack.spacing = 20
    root.layoutIfNeeded()
    #expect(containerConstraints(stack).map(ObjectIdentifier.init) == before)
    #expect(stackConstraints(stack, "UISV-spacing").allSatisfy { $0.constant == 20 })
    expectFrame(views[1], 50 + 20 + 100 - 20, 0, 60, 30)
  }

  @Test func changingTheAlignmentReplacesOnlyTheCrossAxis() {
    let (root, stack, _) = Self.abc()
    let mainAxis = Set(
      (stackConstraints(stack, "UISV-spacing") + stackConstraints(stack, "UISV-canvas-connection").prefix(2))
        .map(ObjectIdentifier.init))
    let alignment = Set(stackConstraints(stack, "UISV-alignment").map(ObjectIdentifier.init))
    stack.alignment = .center
    root.layoutIfNeeded()
    let after = Set(containerConstraints(stack).map(ObjectIdentifier.init))
    #expect(mainAxis.isSubset(of: after))
    #expect(alignment.isDisjoint(with: after))
  }

  @Test func appendingAViewKeepsTheExistingGaps() {
    let (root, stack, views) = Self.abc()
    // A takes the slack (equal hugging would be ambiguous).
    views[0].setContentHuggingPriority(200, for: .horizontal)
    let gaps = stackConstraints(stack, "UISV-spacing").map(ObjectIdentifier.init)
    let leading = stackConstraints(stack, "UISV-canvas-connection")[0]
    let d = stackItem("D", 20, 30)
    stack.addArrangedSubview(d)
    root.layoutIfNeeded()
    let after = stackConstraints(stack, "UISV-spacing")
    #expect(Array(after.map(ObjectIdentifier.init).prefix(2)) == gaps)
    #expect(after.count == 3 && after[2].firstItem === d)
    #expect(stackConstraints(stack, "UISV-canvas-connection").contains { $0 === leading })
    #expect(!d.translatesAutoresizingMaskIntoConstraints)
    expectFrame(d, 280, 0, 20, 30)
    expectFrame(views[0], 0, 0, 120, 30)
  }

  @Test func aDeactivatedStackConstraintComesBackOnTheNextUpdate() {
    let (root, stack, views) = Self.abc()
    let gap = stackConstraints(stack, "UISV-spacing")[0]
    gap.isActive = false
    stack.spacing = 12
    root.layoutIfNeeded()
    #expect(stackConstraints(stack, "UISV-spacing").count == 2)
    #expect(!gap.isActive)
    #expect(views[1].frame.minX - views[0].frame.maxX == 12)
  }

  // MARK: Conflicts

  /// The user's constraint breaks before the stack's (decision 3), and the log names the stack's
  /// constraints by their identifiers.
  @Test func conflictsBreakTheUsersConstraintAndNameTheStacks() throws {
    let (root, stack, views) = Self.abc(distribution: .fillEqually)
    let width = views[0].widthAnchor.constraint(equalToConstant: 50)
    width.isActive = true
    root.layoutIfNeeded()
    let report = try #require(b2UnsatisfiableReports(root).first)
    #expect(report.broken === width)
    #expect(report.conflicting.contains { $0.identifier == "UISV-fill-equally" })
    #expect(report.conflicting.contains { $0.identifier == "UISV-canvas-connection" })
    for view in views { #expect(abs(view.frame.width - 280.0 / 3) < 1) }
    _ = stack
  }
}
