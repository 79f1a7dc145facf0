import Foundation
import Testing

@testable import OpenAutoLayout

// Every distribution × alignment on both axes, with and without hidden views, with the stack's
// size fixed, free, or fixed along the axis only: the engine's frames against the closed forms
// of StackReference.swift, for seeded random views (differential testing).

@Suite(.timeLimit(.minutes(10))) struct StackViewReferenceTests {
  enum Sizing: CaseIterable { case fixed, free, fixedLength }

  static let combinations: [(LayoutAxis, StackView.Distribution, StackView.Alignment)] =
    LayoutAxis.allCases.flatMap { axis in
      StackView.Distribution.allCases.flatMap { distribution in
        StackView.Alignment.allCases.map { (axis, distribution, $0) }
      }
    }

  @Test("Frames match the closed form", arguments: combinations)
  func framesMatchTheClosedForm(axis: LayoutAxis, distribution: StackView.Distribution, alignment: StackView.Alignment)
  {
    // The sizings that determine the layout: the equal distributions need a length, a baseline
    // row needs a free height (its baseline could move in a fixed one).
    let baselineRow = axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
    let sizings = Sizing.allCases.filter { sizing in
      !(distribution.spacingIsMinimum && sizing == .free) && !(baselineRow && sizing == .fixed)
    }
    // Without hidden views, then with, each in another sizing; the first seed with a closed form.
    var checked = 0
    for (index, hidden) in [false, true].enumerated() {
      let sizing = sizings[(index + distribution.rawValue + alignment.rawValue) % sizings.count]
      for attempt in UInt64(0)..<8 {
        var random = SplitMix64(seed: UInt64(index) &* 7919 &+ attempt)
        let reference = Self.randomStack(
          axis, distribution, alignment, hidden: hidden, sizing: sizing, quirk: !hidden, using: &random)
        guard let expected = reference.layout() else { continue }
        Self.check(reference, expected, "hidden \(hidden), sizing \(sizing), attempt \(attempt)")
        checked += 1
        break
      }
    }
    #expect(checked == 2, "a case had no closed form")
  }

  /// Random views: sizes 10…80, spacing 0…20 with an occasional custom spacing, distinct
  /// content priorities, and a fixed size that leaves room or, for the fill distributions,
  /// squeezes a little.
  static func randomStack(
    _ axis: LayoutAxis, _ distribution: StackView.Distribution, _ alignment: StackView.Alignment, hidden: Bool,
    sizing: Sizing, quirk: Bool, using random: inout SplitMix64
  ) -> ReferenceStack {
    let count = random.int(1...5)
    // Distinct within the stack on each axis: equal ones are ambiguous (S03b).
    let huggings: [Float] = [150, 200, 240, 260, 300, 350, 400]
    let compressions: [Float] = [500, 600, 700, 760, 800, 850, 900]
    let hugging = (huggings.shuffled(using: &random), huggings.shuffled(using: &random))
    let compression = (compressions.shuffled(using: &random), compressions.shuffled(using: &random))
    var items: [ReferenceItem] = (0..<count).map { index in
      let height = CGFloat(random.int(10...80))
      return ReferenceItem(
        width: CGFloat(random.int(10...80)), height: height,
        hugging: (hugging.0[index], hugging.1[index]), compression: (compression.0[index], compression.1[index]),
        firstBaseline: random.chance(0.8) ? CGFloat(random.int(1...Int(height))) : nil,
        lastBaseline: random.chance(0.8) ? CGFloat(random.int(0...Int(height) - 1)) : nil,
        spacingAfter: random.chance(0.2) ? CGFloat(random.int(0...30)) : nil)
    }
    if hidden {
      for _ in 0..<random.int(1...2) { items[random.int(0...count - 1)].isHidden = true }
    }
    let spacing = CGFloat(random.int(0...20))
    var stack = ReferenceStack(
      axis: axis, distribution: distribution, alignment: alignment, spacing: spacing, items: items)
    stack.baselineTopByFirstViewOnly = quirk
    let visible = items.filter { !$0.isHidden }
    let mains = visible.map { axis == .horizontal ? $0.width : $0.height }
    let crosses = visible.map { axis == .horizontal ? $0.height : $0.width }
    let gaps = items.indices.filter { !items[$0].isHidden }.dropLast().map { items[$0].spacingAfter ?? spacing }
    let natural = mains.reduce(0, +) + gaps.reduce(0, +)
    if sizing != .free {
      let squeeze = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
      let smallest = mains.min() ?? 0
      let low = squeeze ? -Int(smallest / 2) : 0
      stack.length = natural + CGFloat(random.int(low...150))
    }
    if sizing == .fixed {
      stack.crossLength = (crosses.max() ?? 0) + CGFloat(random.int(-10...40))
    }
    return stack
  }

  /// Builds the stack with the model and compares every frame with `expected`.
  static func check(_ reference: ReferenceStack, _ expected: ReferenceLayout, _ context: String) {
    let root = makeRoot(2000, 2000)
    let views = reference.items.enumerated().map { index, item in
      let view = stackItem(
        "v\(index)", item.width, item.height, firstBaseline: item.firstBaseline, lastBaseline: item.lastBaseline)
      view.setContentHuggingPriority(LayoutPriority(item.hugging.horizontal), for: .horizontal)
      view.setContentHuggingPriority(LayoutPriority(item.hugging.vertical), for: .vertical)
      view.setContentCompressionResistancePriority(LayoutPriority(item.compression.horizontal), for: .horizontal)
      view.setContentCompressionResistancePriority(LayoutPriority(item.compression.vertical), for: .vertical)
      view.isHidden = item.isHidden
      return view
    }
    let stack = makeStack(
      "stack", views, axis: reference.axis, distribution: reference.distribution, alignment: reference.alignment,
      spacing: reference.spacing)
    if !reference.baselineTopByFirstViewOnly { stack.compatibilityBehaviors.remove(.baselineTopBoundByFirstViewOnly) }
    for (view, item) in zip(views, reference.items) {
      if let custom = item.spacingAfter { stack.setCustomSpacing(custom, after: view) }
    }
    let horizontal = reference.axis == .horizontal
    place(
      stack, in: root, at: CGPoint(x: 100, y: 100),
      width: horizontal ? reference.length : reference.crossLength,
      height: horizontal ? reference.crossLength : reference.length)
    root.layoutIfNeeded()
    let describe = "\(context), \(reference)"
    expectUnrounded(stack, CGRect(origin: CGPoint(x: 100, y: 100), size: expected.stackSize), describe)
    for (view, frame) in zip(views, expected.frames) {
      expectUnrounded(view, frame, describe)
      #expect(!view.hasAmbiguousLayout(for: .horizontal) && !view.hasAmbiguousLayout(for: .vertical), "\(describe)")
    }
    #expect(root.layoutDiagnostics.reports.isEmpty, "\(root.layoutDiagnostics.reports) \(describe)")
  }
}
