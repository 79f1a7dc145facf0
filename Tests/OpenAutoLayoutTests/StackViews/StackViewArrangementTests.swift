import Foundation
import Testing

@testable import OpenAutoLayout

// Arranged subviews (behaviour-2 §1.1): adding, inserting, removing, hiding, moving between
// stacks, and the stack's baselines.

@Suite(.timeLimit(.minutes(10))) struct StackViewArrangementTests {
  static func ids(_ views: [View]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

  @Test func arrangingAddsSubviewsAndTurnsTranslationOff() {
    let a = stackItem("a", 10, 10)
    let b = stackItem("b", 10, 10)
    #expect(a.translatesAutoresizingMaskIntoConstraints)
    let stack = StackView(arrangedSubviews: [a, b])
    #expect(Self.ids(stack.arrangedSubviews) == Self.ids([a, b]))
    #expect(Self.ids(stack.subviews) == Self.ids([a, b]))
    #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
    // The stack's own flag is the user's (UIKit's default for a view made in code).
    #expect(stack.translatesAutoresizingMaskIntoConstraints)
    #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
    #expect(!stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
  }

  @Test func anExistingSubviewKeepsItsZOrderWhenArranged() {
    let background = View()
    let a = stackItem("a", 10, 10)
    let stack = StackView()
    stack.addSubview(a)
    stack.insertSubview(background, at: 0)
    let b = stackItem("b", 10, 10)
    stack.insertArrangedSubview(b, at: 0)
    stack.addArrangedSubview(a)
    #expect(Self.ids(stack.subviews) == Self.ids([background, a, b]))
    #expect(Self.ids(stack.arrangedSubviews) == Self.ids([b, a]))
    // Arranging an arranged view again moves it.
    stack.addArrangedSubview(b)
    #expect(Self.ids(stack.arrangedSubviews) == Self.ids([a, b]))
    stack.insertArrangedSubview(b, at: 0)
    #expect(Self.ids(stack.arrangedSubviews) == Self.ids([b, a]))
  }

  @Test func badInsertionsAreReportedAndChangeNothing() {
    let root = makeRoot(100, 100)
    let stack = StackView(arrangedSubviews: [stackItem("a", 10, 10)])
    root.addSubview(stack)
    let b = stackItem("b", 10, 10)
    stack.insertArrangedSubview(b, at: 3)
    stack.addArrangedSubview(root)
    #expect(stack.arrangedSubviews.count == 1 && stack.subviews.count == 1 && b.superview == nil)
    let reports = root.layoutDiagnostics.reports.filter { if case .invalidHierarchy = $0 { true } else { false } }
    #expect(reports.count == 2)
  }

  @Test func removeArrangedSubviewKeepsTheSubview() {
    let root = makeRoot(400, 400)
    let views = ["A", "B", "C"].map { stackItem($0, 50, 30) }
    let stack = makeStack("stack", views, spacing: 10)
    place(stack, in: root)
    root.layoutIfNeeded()
    stack.setCustomSpacing(30, after: views[1])
    stack.removeArrangedSubview(views[1])
    root.layoutIfNeeded()
    #expect(Self.ids(stack.arrangedSubviews) == Self.ids([views[0], views[2]]))
    #expect(views[1].superview === stack)
    #expect(!containerConstraints(stack).contains { $0.firstItem === views[1] || $0.secondItem === views[1] })
    #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
    expectFrame(stack, 0, 0, 110, 30)
    expectFrame(views[2], 60, 0, 50, 30)
    // Unmanaged now: nothing places it ("missing constraints").
    #expect(views[1].hasAmbiguousLayout(for: .horizontal))
  }

  @Test func removingFromTheHierarchyLeavesTheArrangement() {
    let root = makeRoot(400, 400)
    let views = ["A", "B", "C"].map { stackItem($0, 50, 30) }
    let stack = makeStack("stack", views, spacing: 10)
    place(stack, in: root)
    root.layoutIfNeeded()
    views[2].removeFromSuperview()
    #expect(Self.ids(stack.arrangedSubviews) == Self.ids(Array(views.prefix(2))))
    root.layoutIfNeeded()
    expectFrame(stack, 0, 0, 110, 30)
    // Moving an arranged view into another stack takes it out of the first.
    let other = makeStack("other", [])
    place(other, in: root, at: CGPoint(x: 0, y: 100))
    other.addArrangedSubview(views[0])
    #expect(Self.ids(stack.arrangedSubviews) == Self.ids([views[1]]))
    root.layoutIfNeeded()
    expectFrame(stack, 0, 0, 50, 30)
    expectFrame(other, 0, 100, 50, 30)
    #expect(b2UnsatisfiableReports(root).isEmpty)
  }

  @Test func hidingAndShowingRearranges() {
    let root = makeRoot(400, 400)
    let views = ["A", "B", "C"].map { stackItem($0, 50, 30) }
    let stack = makeStack("stack", views, spacing: 10)
    place(stack, in: root)
    views[0].isHidden = true
    root.layoutIfNeeded()
    expectFrame(stack, 0, 0, 110, 30)
    expectFrame(views[1], 0, 0, 50, 30)
    views[0].isHidden = false
    views[1].isHidden = true
    root.layoutIfNeeded()
    expectFrame(views[2], 60, 0, 50, 30)
    // Every arranged view hidden: the stack shrinks to nothing.
    for view in views { view.isHidden = true }
    root.layoutIfNeeded()
    expectFrame(stack, 0, 0, 0, 0)
    for view in [stack] + views { #expect(!view.hasAmbiguousLayout, "\(view.layoutName)") }
  }

  @Test func alignmentNamesShareUIKitsRawValues() {
    #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
    #expect(StackView.Alignment.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    #expect(StackView.Distribution.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect(StackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
    #expect(StackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
  }

  @Test func rightToLeftStacksArrangeFromTheRight() {
    let root = makeRoot(400, 400)
    root.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
    let views = [stackItem("A", 50, 30), stackItem("B", 60, 30)]
    let stack = makeStack("stack", views, spacing: 10)
    place(stack, in: root)
    root.layoutIfNeeded()
    // Leading is the right edge: the stack hugs the root's right edge, A (first) at its right.
    expectFrame(stack, 280, 0, 120, 30)
    expectFrame(views[0], 70, 0, 50, 30)
    expectFrame(views[1], 0, 0, 60, 30)
  }

  @Test func rightToLeftEqualSpacingPutsTheFirstViewAgainstTheRightEdge() {
    let root = makeRoot(400, 400)
    root.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
    let views = [stackItem("A", 50, 30), stackItem("B", 60, 30)]
    let stack = makeStack("stack", views, distribution: .equalSpacing)
    place(stack, in: root, width: 200)
    root.layoutIfNeeded()
    // By hand: the stack, 200 wide, hugs the root's leading (right) edge: x = 400 − 200. Its
    // own leading and trailing constraints are mirrored too: A (first) against its right edge
    // (200 − 50), B against its left, the 90 points left over between them.
    expectFrame(stack, 200, 0, 200, 30)
    expectFrame(views[0], 150, 0, 50, 30)
    expectFrame(views[1], 0, 0, 60, 30)
  }

  @Test func aStackFitsToItsArrangedViews() {
    let (stack, _) = StackViewDistributionScenarioTests.buttonRow()
    #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 242, height: 29))
    stack.axis = .vertical
    #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 70, height: 119))
  }

  @Test func aSpacingThatIsNotFiniteIsReportedAndIgnored() {
    let root = makeRoot(400, 400)
    let views = [stackItem("A", 50, 30), stackItem("B", 60, 30)]
    let stack = makeStack("stack", views, spacing: 10)
    place(stack, in: root)
    stack.spacing = .nan
    stack.setCustomSpacing(.infinity, after: views[0])
    root.layoutIfNeeded()
    #expect(stack.spacing == 10 && stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
    expectFrame(views[1], 60, 0, 60, 30)
    let reports = root.layoutDiagnostics.reports.filter { if case .illegalConstraint = $0 { true } else { false } }
    #expect(reports.count == 2)
  }

  // MARK: Baselines

  @Test func theStacksBaselinesAreItsFirstAndLastVisibleViews() {
    let a = stackItem("a", 10, 20, firstBaseline: 15)
    let b = stackItem("b", 10, 20)
    let c = stackItem("c", 10, 20)
    let inner = StackView(arrangedSubviews: [b, c])
    let stack = StackView(arrangedSubviews: [a, inner])
    #expect(stack.forFirstBaselineLayout === a)
    #expect(stack.forLastBaselineLayout === c)
    a.isHidden = true
    c.isHidden = true
    #expect(stack.forFirstBaselineLayout === b && stack.forLastBaselineLayout === b)
    b.isHidden = true
    #expect(StackView().forFirstBaselineLayout is StackView)
  }

  /// A constraint on the stack's first baseline follows it when the first view hides.
  @Test func constraintsOnTheStacksBaselineFollowTheVisibleViews() {
    let root = makeRoot(400, 400)
    let a = stackItem("a", 50, 20, firstBaseline: 16)
    let b = stackItem("b", 50, 40, firstBaseline: 30)
    let stack = makeStack("stack", [a, b], axis: .vertical)
    place(stack, in: root, at: CGPoint(x: 0, y: 100))
    let label = stackItem("label", 40, 20, firstBaseline: 10)
    root.addSubview(label)
    label.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
      label.firstBaselineAnchor.constraint(equalTo: stack.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(label, 200, 106, 40, 20)
    a.isHidden = true
    root.layoutIfNeeded()
    // b is first now: its baseline is 30 below the stack's top.
    expectFrame(label, 200, 120, 40, 20)
  }

  /// A nested stack's first baseline is its first visible view's, and an outer baseline-aligned
  /// row follows it when that view hides.
  @Test func nestedStacksForwardTheirBaselines() {
    let root = makeRoot(400, 400)
    let top = stackItem("top", 50, 20, firstBaseline: 16)
    let bottom = stackItem("bottom", 50, 40, firstBaseline: 30)
    let column = makeStack("column", [top, bottom], axis: .vertical)
    let label = stackItem("label", 40, 20, firstBaseline: 10)
    let row = makeStack("row", [label, column], alignment: .firstBaseline, spacing: 8)
    row.compatibilityBehaviors = []
    place(row, in: root)
    root.layoutIfNeeded()
    #expect(row.forFirstBaselineLayout === label)
    // Baselines at 16: the label 6 down.
    expectFrame(label, 0, 6, 40, 20)
    expectFrame(column, 48, 0, 50, 60)
    top.isHidden = true
    root.layoutIfNeeded()
    // Baselines at 30: the label 20 down, the column (now only `bottom`) at the top.
    expectFrame(label, 0, 20, 40, 20)
    expectFrame(column, 48, 0, 50, 40)
    #expect(!label.hasAmbiguousLayout && !column.hasAmbiguousLayout)
  }
}
