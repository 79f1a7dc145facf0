import Foundation
import Testing

@testable import OpenAutoLayout

// Showing and hiding arranged views remakes only the constraints around them in a `fill` stack
// (StackView+VisibilityChanges.swift). Differential: after each round of random toggles, the
// stack's frames and its own constraints equal those of a stack built afresh in the same state,
// which makes its whole arrangement at once.

@Suite struct StackViewVisibilityChangeTests {
  /// One random stack's settings, so that a fresh twin can be built in the same state.
  struct Settings {
    var axis: LayoutAxis
    var alignment: StackView.Alignment
    var baselineRelative: Bool
    var marginsRelative: Bool
    var spacing: CGFloat
    var sizes: [CGSize]
    var customSpacings: [Int: CGFloat]
    var length: CGFloat?

    func makeStack(hidden: [Bool]) -> (root: View, stack: StackView, views: [View]) {
      let views = sizes.enumerated().map { index, size in
        stackItem("v\(index)", size.width, size.height, firstBaseline: size.height * 0.7, lastBaseline: size.height * 0.2)
      }
      let stack = OpenAutoLayoutTests.makeStack("stack", views, axis: axis, alignment: alignment, spacing: spacing)
      stack.isBaselineRelativeArrangement = baselineRelative
      stack.isLayoutMarginsRelativeArrangement = marginsRelative
      for (index, value) in customSpacings { stack.setCustomSpacing(value, after: views[index]) }
      for (view, isHidden) in zip(views, hidden) { view.isHidden = isHidden }
      let root = View(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
      place(
        stack, in: root, at: CGPoint(x: 10, y: 10), width: axis == .horizontal ? length : nil,
        height: axis == .vertical ? length : nil)
      root.layoutIfNeeded()
      return (root, stack, views)
    }
  }

  static func randomSettings(_ random: inout SplitMix64) -> Settings {
    let axis: LayoutAxis = random.chance(0.5) ? .horizontal : .vertical
    let count = random.int(3...9)
    var customSpacings: [Int: CGFloat] = [:]
    for index in 0..<count where random.chance(0.2) { customSpacings[index] = CGFloat(random.int(0...30)) }
    return Settings(
      axis: axis, alignment: random.pick(StackView.Alignment.allCases),
      baselineRelative: axis == .vertical && random.chance(0.3), marginsRelative: random.chance(0.3),
      spacing: random.chance(0.2) ? StackView.spacingUseSystem : CGFloat(random.int(0...20)),
      sizes: (0..<count).map { _ in CGSize(width: random.int(10...80), height: random.int(10...80)) },
      customSpacings: customSpacings, length: random.chance(0.5) ? 900 : nil)
  }

  /// A constraint of the stack as a comparable line, its items named.
  static func line(_ constraint: LayoutConstraint) -> String {
    "\(constraint.identifier ?? "") \(constraint.description) @\(constraint.priority.rawValue)"
  }

  @Test("after random toggles, frames and the stack's constraints equal a fresh stack's in that state")
  func togglesMatchAFreshStack() {
    var random = SplitMix64(seed: 2026_11_27)
    var patchedRounds = 0
    for caseIndex in 0..<40 {
      let settings = Self.randomSettings(&random)
      var hidden = settings.sizes.map { _ in random.chance(0.3) }
      // The root is kept: a superview is referenced weakly.
      let (root, stack, views) = settings.makeStack(hidden: hidden)
      for round in 0..<6 {
        let remakes = stack.wholeArrangementRemakes
        for _ in 0..<random.int(1...3) {
          let index = random.int(0...views.count - 1)
          hidden[index].toggle()
          views[index].isHidden = hidden[index]
        }
        root.layoutIfNeeded()
        if stack.wholeArrangementRemakes == remakes { patchedRounds += 1 }
        let twin = settings.makeStack(hidden: hidden)
        let context = "case \(caseIndex) round \(round): \(settings.axis) \(settings.alignment), hidden \(hidden)"
        #expect(stack.frame == twin.stack.frame, "\(context)")
        for (view, twinView) in zip(views, twin.views) {
          #expect(view.frame == twinView.frame, "\(context), \(view.layoutName)")
        }
        let lines = containerConstraints(stack).map(Self.line).sorted()
        let twinLines = containerConstraints(twin.stack).map(Self.line).sorted()
        #expect(lines == twinLines, "\(context)")
      }
    }
    // Most rounds keep the first visible view and take the short path; the others remake all.
    #expect(patchedRounds > 120)
  }

  @Test("hiding a middle view of a long column changes only its neighbours' constraints")
  func hidingTouchesOnlyNeighbours() {
    let views = (0..<50).map { stackItem("v\($0)", 100, 20) }
    let stack = makeStack("column", views, axis: .vertical, spacing: 8)
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 2000))
    place(stack, in: root, width: 375)
    root.layoutIfNeeded()
    let before = Set(containerConstraints(stack).map(ObjectIdentifier.init))
    let remakes = stack.wholeArrangementRemakes
    views[25].isHidden = true
    root.layoutIfNeeded()
    let after = Set(containerConstraints(stack).map(ObjectIdentifier.init))
    #expect(stack.wholeArrangementRemakes == remakes)
    // Gone: 24→25 and 25→26 spacing and view 25's two alignment constraints; new: the gap
    // 24→26 and view 25's four parking constraints.
    #expect(before.subtracting(after).count == 4)
    #expect(after.subtracting(before).count == 5)
    // View 26 moves up by view 25's 20 and one 8-point gap: 26 × 28 − 28 = 700.
    #expect(views[26].frame == CGRect(x: 0, y: 700, width: 375, height: 20))
  }

  /// The identifiers of every constraint stacks of every kind make, with hidden views among them.
  @MainActor static func identifiersStacksMake() -> Set<String> {
    var identifiers = Set<String>()
    func laidOut(_ stack: View, width: CGFloat? = nil) {
      let root = View(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
      place(stack, in: root, width: width)
      root.layoutIfNeeded()
    }
    for axis in [LayoutAxis.horizontal, .vertical] {
      for distribution in StackView.Distribution.allCases {
        for alignment in StackView.Alignment.allCases {
          // Each option (baselines, margins, the system spacing) with each distribution.
          let option = (distribution.rawValue + alignment.rawValue) % 4
          let views = (0..<4).map { stackItem("v\($0)", 20, 10, firstBaseline: 7, lastBaseline: 2) }
          let spacing = option == 3 ? StackView.spacingUseSystem : 8
          let stack = makeStack("stack", views, axis: axis, alignment: alignment, spacing: spacing)
          stack.distribution = distribution
          stack.isBaselineRelativeArrangement = option == 1
          stack.isLayoutMarginsRelativeArrangement = option == 2
          views[1].isHidden = true
          laidOut(stack)
          identifiers.formUnion(containerConstraints(stack).compactMap(\.identifier))
        }
      }
      let empty = makeStack("empty", [stackItem("hidden", 20, 10)], axis: axis, spacing: 8)
      empty.arrangedSubviews[0].isHidden = true
      laidOut(empty)
      identifiers.formUnion(containerConstraints(empty).compactMap(\.identifier))
    }
    for distribution in GravityStackView.Distribution.allCases {
      for orientation in [GravityStackView.Orientation.horizontal, .vertical] {
        let stack = GravityStackView()
        stack.orientation = orientation
        stack.distribution = distribution
        stack.translatesAutoresizingMaskIntoConstraints = false
        let views = (0..<6).map { stackItem("g\($0)", 20, 10) }
        for (index, view) in views.enumerated() {
          stack.addView(view, in: [.leading, .center, .trailing][index % 3])
        }
        stack.setVisibilityPriority(.detachOnlyIfNecessary, for: views[0])
        views[4].isHidden = true
        laidOut(stack, width: 400)
        identifiers.formUnion(stack.constraints.filter { $0.origin == .container }.compactMap(\.identifier))
      }
    }
    return identifiers
  }

  @Test("the names of the stacks' constraints all key apart")
  @MainActor func constraintNamesKeyApart() {
    let identifiers = Self.identifiersStacksMake()
    // Every kind of constraint the guide lists for both stacks, hidden views' parking included.
    for name in ["UISV-spacing", "UISV-spacing-hidden", "UISV-hiding", "UISV-canvas-connection", "UISV-alignment",
      "UISV-canvas-fit", "UISV-fill-equally", "UISV-fill-proportionally", "UISV-distributing", "NSSV-alignment",
      "NSSV-visibility", "NSSV-spacing"]
    {
      #expect(identifiers.contains(name), "\(name) not made")
    }
    let codes = Set(identifiers.map(StackConstraintKey.code(of:)))
    #expect(codes.count == identifiers.count)
  }
}
