import Foundation
import Testing

@testable import OpenAutoLayout

// NSStackView's behaviour (GravityStackView): gravity areas, distributions, alignment, edge
// insets, custom spacing, right to left, hidden views and visibility priorities. Frames are in
// the model's coordinates (y down); every expected value is derived by hand in the comment
// above it. Views are stubs with fixed intrinsic sizes, hugging 250 and compression resistance
// 750; the stack's spacing is AppKit's default 8 unless set.

/// A gravity stack with `areas` (leading, centre, trailing), placed at the root's top-left
/// corner with the given width and height (free when nil).
private func gravityStack(
  _ root: View, leading: [View] = [], center: [View] = [], trailing: [View] = [], width: CGFloat? = nil,
  height: CGFloat? = nil
) -> GravityStackView {
  let stack = GravityStackView()
  stack.accessibilityIdentifier = "stack"
  stack.translatesAutoresizingMaskIntoConstraints = false
  for view in leading { stack.addView(view, in: .leading) }
  for view in center { stack.addView(view, in: .center) }
  for view in trailing { stack.addView(view, in: .trailing) }
  place(stack, in: root, width: width, height: height)
  return stack
}

/// Records what a stack's delegate hears.
private final class DetachLog: GravityStackViewDelegate {
  var events: [String] = []
  func stackView(_ stackView: GravityStackView, willDetach views: [View]) {
    events.append("detach " + views.map(\.layoutName).joined(separator: ","))
  }
  func stackView(_ stackView: GravityStackView, didReattach views: [View]) {
    events.append("reattach " + views.map(\.layoutName).joined(separator: ","))
  }
}

@Suite(.timeLimit(.minutes(10))) struct GravityStackViewTests {
  static func ids(_ views: [View]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

  @Test func defaultsAreAppKits() {
    let stack = GravityStackView()
    #expect(stack.orientation == .horizontal && stack.distribution == .gravityAreas)
    #expect(stack.alignment == .centerY && stack.spacing == 8 && stack.edgeInsets == .zero)
    #expect(stack.detachesHiddenViews)
    #expect(stack.huggingPriority(for: .horizontal) == 250 && stack.huggingPriority(for: .vertical) == 250)
    #expect(stack.clippingResistancePriority(for: .horizontal) == .required)
    #expect(GravityStackView.Distribution.gravityAreas.rawValue == -1)
    #expect(GravityStackView.Gravity.top == .leading && GravityStackView.Gravity.bottom == .trailing)
    #expect(GravityStackView.VisibilityPriority.detachOnlyIfNecessary.rawValue == 900)
    // The default alignment follows the orientation; a chosen one stays.
    stack.orientation = .vertical
    #expect(stack.alignment == .centerX)
    stack.alignment = .leading
    stack.orientation = .horizontal
    #expect(stack.alignment == .leading)
  }

  @Test func viewsLiveInTheirAreas() {
    let root = makeRoot(400, 100)
    let (a, b, c, d) = (stackItem("a", 10, 10), stackItem("b", 10, 10), stackItem("c", 10, 10), stackItem("d", 10, 10))
    let stack = gravityStack(root, leading: [a], center: [b], trailing: [c])
    #expect(Self.ids(stack.views(in: .leading)) == Self.ids([a]))
    #expect(Self.ids(stack.views(in: .center)) == Self.ids([b]))
    #expect(Self.ids(stack.arrangedSubviews) == Self.ids([a, b, c]))
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    // Inserting moves a view between areas; addArrangedSubview goes after the last view.
    stack.insertView(c, at: 0, in: .leading)
    #expect(Self.ids(stack.views(in: .leading)) == Self.ids([c, a]) && stack.views(in: .trailing).isEmpty)
    stack.addArrangedSubview(d)
    #expect(Self.ids(stack.views(in: .center)) == Self.ids([b, d]))
    // Bad index and unknown view: reported, nothing changes.
    stack.insertView(stackItem("e", 10, 10), at: 5, in: .trailing)
    stack.setVisibilityPriority(.notVisible, for: stackItem("f", 10, 10))
    let reports = root.layoutDiagnostics.reports.filter { if case .invalidHierarchy = $0 { true } else { false } }
    #expect(reports.count == 2 && stack.arrangedSubviews.count == 4)
    stack.removeView(b)
    #expect(b.superview == nil && Self.ids(stack.views(in: .center)) == Self.ids([d]))
    // Removed from the hierarchy by someone else: out of the stack too.
    d.removeFromSuperview()
    #expect(stack.views(in: .center).isEmpty)
  }

  @Test func horizontalGravityAreasSitAtTheEdgesAndTheCentre() {
    let root = makeRoot(400, 100)
    let (l1, l2) = (stackItem("L1", 40, 20), stackItem("L2", 30, 10))
    let (c, t) = (stackItem("C", 50, 20), stackItem("T", 20, 30))
    let stack = gravityStack(root, leading: [l1, l2], center: [c], trailing: [t], width: 300, height: 40)
    root.layoutIfNeeded()
    // Leading area from x = 0: L1 0–40, then 8 spacing, L2 48–78. Trailing area ends at 300:
    // T 280–300. The gaps between areas only want 8 (at hugging 250; their sum is fixed, so
    // the centring just below decides): C centred, 150 − 25 = 125. Across: centred on y = 20.
    expectFrame(l1, 0, 10, 40, 20)
    expectFrame(l2, 48, 15, 30, 10)
    expectFrame(c, 125, 10, 50, 20)
    expectFrame(t, 280, 5, 20, 30)
    #expect(stack.constraints.filter { $0.identifier == "NSSV-centering" }.count == 1)
  }

  @Test func theCentreAreaGivesWayToAWideLeadingArea() {
    let root = makeRoot(400, 100)
    let (l, c, t) = (stackItem("L", 200, 20), stackItem("C", 50, 20), stackItem("T", 20, 20))
    _ = gravityStack(root, leading: [l], center: [c], trailing: [t], width: 300, height: 20)
    root.layoutIfNeeded()
    // Centred, C would start at 125, but it must start at least 8 after L's end (200): 208,
    // the closest to centred. C ends at 258, 22 before T (280).
    expectFrame(l, 0, 0, 200, 20)
    expectFrame(c, 208, 0, 50, 20)
    expectFrame(t, 280, 0, 20, 20)
  }

  @Test func verticalGravityAreasWithCustomSpacing() {
    let root = makeRoot(400, 400)
    let (a, a2, b) = (stackItem("A", 40, 30), stackItem("A2", 20, 10), stackItem("B", 60, 20))
    let stack = GravityStackView()
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.orientation = .vertical
    stack.addView(a, in: .top)
    stack.addView(a2, in: .top)
    stack.addView(b, in: .bottom)
    stack.setCustomSpacing(4, after: a)
    place(stack, in: root, width: 100, height: 200)
    root.layoutIfNeeded()
    // The top area from y = 0: A 0–30, 4 custom spacing, A2 34–44. The bottom area ends at
    // 200: B 180–200. Centred across (the vertical default, centerX): x = 50 − width/2.
    expectFrame(a, 30, 0, 40, 30)
    expectFrame(a2, 40, 34, 20, 10)
    expectFrame(b, 20, 180, 60, 20)
    #expect(stack.customSpacing(after: a) == 4 && stack.customSpacing(after: b) == GravityStackView.useDefaultSpacing)
  }

  @Test func aFreeStackHugsItsViewsInsideItsEdgeInsets() {
    let root = makeRoot(400, 400)
    let (a, b) = (stackItem("A", 40, 20), stackItem("B", 30, 20))
    let stack = gravityStack(root, leading: [a], trailing: [b])
    stack.edgeInsets = EdgeInsets(top: 5, left: 10, bottom: 5, right: 20)
    root.layoutIfNeeded()
    // Hugging (250) pulls the gap between the areas to the spacing: content 40 + 8 + 30 = 78,
    // plus the insets 10 and 20 = 108 wide; 20 + 5 + 5 = 30 high.
    expectFrame(stack, 0, 0, 108, 30)
    expectFrame(a, 10, 5, 40, 20)
    expectFrame(b, 58, 5, 30, 20)
  }

  @Test func rightToLeftPutsTheLeadingAreaOnTheRight() {
    let root = makeRoot(400, 100)
    root.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
    let (a, c, b) = (stackItem("A", 40, 20), stackItem("C", 50, 20), stackItem("B", 30, 20))
    let stack = gravityStack(root, leading: [a], center: [c], trailing: [b], width: 300, height: 20)
    stack.edgeInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
    root.layoutIfNeeded()
    // The stack hugs the root's leading (right) edge: x = 100. Inside, leading is the right:
    // A ends at 300 (260); B, trailing, starts at the physical left inset, 10. The content
    // spans 10–300, centre 155: C at 130.
    expectFrame(stack, 100, 0, 300, 20)
    expectFrame(a, 260, 0, 40, 20)
    expectFrame(c, 130, 0, 50, 20)
    expectFrame(b, 10, 0, 30, 20)
  }

  @Test(arguments: [
    // Three views A 40, B 60, C 20 wide (areas leading, centre, trailing: the other
    // distributions ignore the areas and keep this order), spacing 10, stack 320 wide.
    // fill: B's hugging is lowest (200), so B takes the slack: 320 − 40 − 20 − 20 = 240.
    (GravityStackView.Distribution.fill, [0.0, 40, 50, 240, 300, 20]),
    // fillEqually: (320 − 20) / 3 = 100 each.
    (.fillEqually, [0, 100, 110, 100, 220, 100]),
    // fillProportionally: 300 shared 40 : 60 : 20 → 100, 150, 50.
    (.fillProportionally, [0, 100, 110, 150, 270, 50]),
    // equalSpacing: lengths kept, (320 − 120) / 2 = 100 between.
    (.equalSpacing, [0, 40, 140, 60, 300, 20]),
    // equalCentering: A's centre 20, C's 310, B's midway at 165 → x = 135.
    (.equalCentering, [0, 40, 135, 60, 300, 20]),
  ])
  func everyDistribution(_ distribution: GravityStackView.Distribution, _ expected: [CGFloat]) {
    let root = makeRoot(400, 100)
    let (a, b, c) = (stackItem("A", 40, 20), stackItem("B", 60, 20), stackItem("C", 20, 20))
    b.setContentHuggingPriority(200, for: .horizontal)
    let stack = gravityStack(root, leading: [a], center: [b], trailing: [c], width: 320, height: 20)
    stack.distribution = distribution
    stack.spacing = 10
    root.layoutIfNeeded()
    for (index, view) in [a, b, c].enumerated() {
      expectFrame(view, expected[2 * index], 0, expected[2 * index + 1], 20)
    }
  }

  @Test func alignmentAcrossAHorizontalStack() {
    let root = makeRoot(400, 100)
    let (a, b) = (stackItem("A", 40, 20), stackItem("B", 30, 10))
    let stack = gravityStack(root, leading: [a, b], width: 200, height: 40)
    // In a stack 40 high: top at 0; bottom at 40 − height; height fills 40.
    let cases: [(LayoutAttribute, CGFloat, CGFloat, CGFloat, CGFloat)] = [
      (.top, 0, 20, 0, 10), (.bottom, 20, 20, 30, 10), (.height, 0, 40, 0, 40),
    ]
    for (alignment, ay, ah, by, bh) in cases {
      stack.alignment = alignment
      root.layoutIfNeeded()
      expectFrame(a, 0, ay, 40, ah)
      expectFrame(b, 48, by, 30, bh)
    }
  }

  @Test func viewsDetachByVisibilityPriorityAsTheStackShrinksAndComeBackAsItGrows() {
    let root = makeRoot(400, 100)
    let (a, b, c) = (stackItem("A", 100, 20), stackItem("B", 80, 20), stackItem("C", 60, 20))
    let stack = gravityStack(root, leading: [a, b, c], height: 20)
    let log = DetachLog()
    stack.delegate = log
    stack.setVisibilityPriority(500, for: b)
    stack.setVisibilityPriority(.detachOnlyIfNecessary, for: c)
    let width = stack.widthAnchor.constraint(equalToConstant: 300)
    width.isActive = true
    root.layoutIfNeeded()
    // All need 100 + 8 + 80 + 8 + 60 = 256 ≤ 300: A 0, B 108, C 196.
    expectFrame(a, 0, 0, 100, 20)
    expectFrame(b, 108, 0, 80, 20)
    expectFrame(c, 196, 0, 60, 20)
    #expect(stack.detachedViews.isEmpty)

    width.constant = 200
    root.layoutIfNeeded()
    // 256 > 200. B is held least (500): without it A and C need 100 + 8 + 60 = 168 ≤ 200.
    // B leaves the hierarchy; C follows A at 108.
    #expect(Self.ids(stack.detachedViews) == Self.ids([b]) && b.superview == nil)
    #expect(Self.ids(stack.views(in: .leading)) == Self.ids([a, b, c]))
    expectFrame(a, 0, 0, 100, 20)
    expectFrame(c, 108, 0, 60, 20)

    width.constant = 150
    root.layoutIfNeeded()
    // 168 > 150: C (900) goes too; A must hold.
    #expect(Set(Self.ids(stack.detachedViews)) == Set(Self.ids([b, c])))
    expectFrame(a, 0, 0, 100, 20)

    width.constant = 300
    root.layoutIfNeeded()
    // Room for all again: both come back, in their places.
    #expect(stack.detachedViews.isEmpty && b.superview === stack && c.superview === stack)
    expectFrame(b, 108, 0, 80, 20)
    expectFrame(c, 196, 0, 60, 20)
    #expect(log.events == ["detach B", "detach C", "reattach B,C"])
  }

  @Test func aStackThatMayGrowGrowsToShowItsViews() {
    let root = makeRoot(400, 100)
    let (a, b) = (stackItem("A", 100, 20), stackItem("B", 80, 20))
    let stack = gravityStack(root, leading: [a, b], height: 20)
    stack.setVisibilityPriority(.detachOnlyIfNecessary, for: b)
    let limit = stack.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
    limit.isActive = true
    root.layoutIfNeeded()
    // B needs the stack 188 long (100 + 8 + 80), more than 150: detached; A alone.
    #expect(Self.ids(stack.detachedViews) == Self.ids([b]))
    limit.constant = 250
    root.layoutIfNeeded()
    // B's hold (900) beats the stack's hugging (250): the stack grows to 188 and B returns.
    #expect(stack.detachedViews.isEmpty)
    expectFrame(stack, 0, 0, 188, 20)
    expectFrame(b, 108, 0, 80, 20)
  }

  @Test func notVisibleViewsAreAlwaysDetached() {
    let root = makeRoot(400, 100)
    let (a, b) = (stackItem("A", 40, 20), stackItem("B", 40, 20))
    let stack = gravityStack(root, leading: [a, b], width: 300, height: 20)
    stack.setVisibilityPriority(.notVisible, for: a)
    root.layoutIfNeeded()
    // A leaves though there is room; B starts the leading area.
    #expect(Self.ids(stack.detachedViews) == Self.ids([a]) && a.superview == nil)
    expectFrame(b, 0, 0, 40, 20)
  }

  @Test func hiddenViewsAreDetachedUnlessTheStackKeepsThem() {
    let root = makeRoot(400, 100)
    let (a, b, c) = (stackItem("A", 100, 20), stackItem("B", 80, 20), stackItem("C", 60, 20))
    let stack = gravityStack(root, leading: [a, b, c], width: 300, height: 20)
    b.isHidden = true
    root.layoutIfNeeded()
    // Detached: no space, C right after A at 108; B stays a (hidden) subview.
    #expect(Self.ids(stack.detachedViews) == Self.ids([b]) && b.superview === stack)
    expectFrame(c, 108, 0, 60, 20)
    stack.detachesHiddenViews = false
    root.layoutIfNeeded()
    // Kept: B keeps its 80 and its spacing, C at 100 + 8 + 80 + 8 = 196.
    #expect(stack.detachedViews.isEmpty)
    expectFrame(c, 196, 0, 60, 20)
    stack.detachesHiddenViews = true
    b.isHidden = false
    root.layoutIfNeeded()
    #expect(stack.detachedViews.isEmpty)
    expectFrame(b, 108, 0, 80, 20)
  }

  @Test func amongEqualPrioritiesTheLaterViewDetachesFirstInAVerticalStack() {
    let root = makeRoot(400, 400)
    let views = ["A", "B", "C"].map { stackItem($0, 40, 30) }
    let stack = GravityStackView()
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.orientation = .vertical
    for view in views {
      stack.addView(view, in: .top)
      stack.setVisibilityPriority(.detachOnlyIfNecessary, for: view)
    }
    place(stack, in: root, width: 50, height: 100)
    root.layoutIfNeeded()
    // All three need 3 × 30 + 2 × 8 = 106 > 100; A and B need 68: C, the last, detaches.
    // Centred across (centerX): x = 25 − 20 = 5.
    #expect(Self.ids(stack.detachedViews) == Self.ids([views[2]]))
    expectFrame(views[0], 5, 0, 40, 30)
    expectFrame(views[1], 5, 38, 40, 30)
  }

  @Test func firstBaselineAlignment() {
    let root = makeRoot(400, 100)
    let a = stackItem("A", 40, 30, firstBaseline: 20, lastBaseline: 10)
    let b = stackItem("B", 30, 20, firstBaseline: 10, lastBaseline: 10)
    let stack = gravityStack(root, leading: [a, b])
    stack.alignment = .firstBaseline
    root.layoutIfNeeded()
    // Baselines level: B's top 20 − 10 = 10 below A's. Hugging across pulls the stack down
    // onto them: A's top at 0, both bottoms at 30, the stack 30 high; 40 + 8 + 30 = 78 wide.
    expectFrame(stack, 0, 0, 78, 30)
    expectFrame(a, 0, 0, 40, 30)
    expectFrame(b, 48, 10, 30, 20)
  }
}
