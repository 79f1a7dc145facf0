import Foundation

@testable import OpenAutoLayout

// Random small layouts built with the model's public API, for the ambiguity property tests:
// 2–6 views (the root included) in a random tree, some with intrinsic sizes and equal or
// different content priorities, some translating their autoresizing masks, layout guides,
// required and optional constraints (priorities 250, 251, 500, 750, 999), equalities and
// inequalities, and constraints left out on purpose so that some items are under-constrained.
// Small whole constants keep the exact reference fast and exact.

/// One random layout, laid out, with a description to reproduce it.
final class AmbCase {
  let seed: UInt64
  let root: View
  /// The root first, then the other views in creation order.
  private(set) var views: [View] = []
  /// The user's guides and the margins guides the constraints use, with their names.
  private(set) var guides: [(LayoutGuide, String)] = []
  private(set) var constraints: [LayoutConstraint] = []
  /// How the views were made (intrinsic sizes, priorities, autoresizing).
  private(set) var setup: [String] = []

  private var random: SplitMix64
  private static let optionalPriorities: [Float] = [250, 251, 500, 750, 999]

  /// Every item whose flags are compared: views, then guides.
  var items: [AmbItem] { views.map { AmbItem($0) } + guides.map { AmbItem($0.0, name: $0.1) } }

  init(seed: UInt64) {
    self.seed = seed
    random = SplitMix64(seed: seed)
    let width = CGFloat(random.pick([200, 240, 300, 320]))
    let height = CGFloat(random.pick([200, 300, 400]))
    root = makeRoot(width, height, name: "v0")
    views = [root]
    setup.append("v0: root \(width) x \(height)")
    build()
    root.layoutIfNeeded()
  }

  // MARK: Building

  private struct Node {
    var item: LayoutItem
    /// The view whose bounds the item is placed in (a view's superview, a guide's owner).
    var container: View?
    var translates: Bool
    var intrinsic: (Bool, Bool)
  }

  private var nodes: [Node] = []
  /// The node indices of the views in the row, whose horizontal layout the row decides.
  private var rowMembers: Set<Int> = []

  private func build() {
    nodes = [Node(item: root, container: nil, translates: false, intrinsic: (false, false))]
    let count = random.int(1...5)
    let usesRow = count >= 2 && random.chance(0.35)
    for index in 1...count {
      let rowMember = usesRow && index <= 3
      let parent = rowMember || random.chance(0.6) ? root : views[random.int(0...views.count - 1)]
      let view = makeView(index, parent: parent, rowMember: rowMember)
      parent.addSubview(view)
      views.append(view)
    }
    // A user guide, sometimes two.
    var guideCount = random.chance(0.35) ? 1 : 0
    if guideCount == 1 && random.chance(0.3) { guideCount = 2 }
    for index in 0..<guideCount {
      let owner = views[random.int(0...views.count - 1)]
      let guide = LayoutGuide()
      guide.identifier = "g\(index)"
      owner.addLayoutGuide(guide)
      guides.append((guide, "g\(index)"))
      nodes.append(Node(item: guide, container: owner, translates: false, intrinsic: (false, false)))
      setup.append("g\(index): guide of \(owner.layoutName)")
    }
    // Sometimes a view's margins guide takes part.
    if random.chance(0.2) {
      let owner = views[random.int(0...views.count - 1)]
      let guide = owner.layoutMarginsGuide
      let name = "\(owner.layoutName).margins"
      guides.append((guide, name))
      nodes.append(Node(item: guide, container: nil, translates: false, intrinsic: (false, false)))
    }

    if usesRow { addRow() }
    for (index, node) in nodes.enumerated() where index > 0 && !node.translates {
      guard !(node.item is LayoutGuide && (node.item as! LayoutGuide).systemRole != nil) else { continue }
      for axis in LayoutAxis.allCases where !(axis == .horizontal && rowMembers.contains(index)) {
        addSkeleton(for: index, axis: axis)
      }
    }
    for _ in 0..<random.int(0...nodes.count) { addRandomConstraint() }
  }

  private func makeView(_ index: Int, parent: View, rowMember: Bool) -> View {
    let view = StubView("v\(index)")
    var hasWidth = random.chance(0.5), hasHeight = random.chance(0.5)
    if rowMember { hasWidth = true }
    let width = CGFloat(random.pick([20, 30, 40, 50]))
    let height = CGFloat(random.pick([10, 20, 30]))
    view.stubSize = CGSize(width: hasWidth ? width : View.noIntrinsicMetric, height: hasHeight ? height : View.noIntrinsicMetric)
    let hugging: [LayoutPriority] = [250, 250, 251, 500, 750]
    let resistance: [LayoutPriority] = [750, 750, 999, 500, 251]
    let priorities = (
      random.pick(hugging), random.pick(hugging), random.pick(resistance), random.pick(resistance)
    )
    view.setContentHuggingPriority(priorities.0, for: .horizontal)
    view.setContentHuggingPriority(priorities.1, for: .vertical)
    view.setContentCompressionResistancePriority(priorities.2, for: .horizontal)
    view.setContentCompressionResistancePriority(priorities.3, for: .vertical)
    var line = "v\(index): in \(parent.layoutName), intrinsic \(view.stubSize.width) x \(view.stubSize.height), "
      + "hugging \(priorities.0.rawValue)/\(priorities.1.rawValue), "
      + "compression resistance \(priorities.2.rawValue)/\(priorities.3.rawValue)"
    let translates = !rowMember && random.chance(0.15)
    if translates {
      view.translatesAutoresizingMaskIntoConstraints = true
      let masks: [(AutoresizingMask, String)] = [
        ([], "[]"), ([.flexibleWidth], "[w]"), ([.flexibleLeftMargin, .flexibleBottomMargin], "[l, b]"),
        ([.flexibleWidth, .flexibleHeight], "[w, h]"), ([.flexibleLeftMargin, .flexibleRightMargin], "[l, r]"),
      ]
      let mask = random.pick(masks)
      view.autoresizingMask = mask.0
      view.frame = CGRect(
        x: CGFloat(random.int(0...4) * 10), y: CGFloat(random.int(0...4) * 10),
        width: CGFloat(random.int(1...6) * 10), height: CGFloat(random.int(1...6) * 10))
      line += ", translates its autoresizing mask \(mask.1) from frame \(view.frame)"
    }
    setup.append(line)
    nodes.append(Node(item: view, container: parent, translates: translates, intrinsic: (hasWidth, hasHeight)))
    return view
  }

  private func priority() -> Float {
    random.chance(0.6) ? 1000 : random.pick(Self.optionalPriorities)
  }

  private func relation() -> LayoutRelation {
    random.chance(0.7) ? .equal : random.pick([.lessThanOrEqual, .greaterThanOrEqual])
  }

  @discardableResult
  private func add(
    _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: LayoutItem?,
    _ secondAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat, priority: Float
  ) -> LayoutConstraint? {
    let constraint = LayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
      multiplier: multiplier, constant: constant)
    constraint.priority = LayoutPriority(priority)
    do {
      try constraint.activate()
    } catch {
      return nil
    }
    constraints.append(constraint)
    return constraint
  }

  private static func positions(_ axis: LayoutAxis) -> [LayoutAttribute] {
    axis == .horizontal ? [.leading, .trailing, .centerX] : [.top, .bottom, .centerY]
  }

  private static func size(_ axis: LayoutAxis) -> LayoutAttribute { axis == .horizontal ? .width : .height }

  /// Another item to relate `index` to: mostly its container, else any other item.
  private func partner(of index: Int) -> LayoutItem {
    if let container = nodes[index].container, random.chance(0.6) { return container }
    var other = random.int(0...nodes.count - 1)
    if other == index { other = 0 }
    return nodes[other].item
  }

  /// A position and a size on `axis` for the item, each sometimes left out.
  private func addSkeleton(for index: Int, axis: LayoutAxis) {
    let node = nodes[index]
    let positions = Self.positions(axis)
    if random.chance(0.85) {
      let attribute = random.pick(positions)
      let other = partner(of: index)
      add(
        node.item, attribute, random.chance(0.85) ? .equal : relation(), other,
        random.chance(0.7) ? attribute : random.pick(positions), constant: CGFloat(random.int(-2...6) * 5),
        priority: random.chance(0.75) ? 1000 : random.pick(Self.optionalPriorities))
    }
    let intrinsic = axis == .horizontal ? node.intrinsic.0 : node.intrinsic.1
    guard random.chance(intrinsic ? 0.25 : 0.65) else { return }
    let size = Self.size(axis)
    switch random.int(0...2) {
    case 0:
      add(
        node.item, size, random.chance(0.8) ? .equal : relation(), nil, .notAnAttribute,
        constant: CGFloat(random.int(0...8) * 10), priority: priority())
    case 1:
      let other = partner(of: index)
      let otherSize = random.chance(0.8) ? size : Self.size(axis == .horizontal ? .vertical : .horizontal)
      add(
        node.item, size, random.chance(0.8) ? .equal : relation(), other, otherSize,
        multiplier: random.pick([0.5, 1, 1, 2]), constant: CGFloat(random.int(-2...4) * 5), priority: priority())
    default:
      // Both edges pinned: the far edge against some item's.
      add(
        node.item, positions[1], random.chance(0.8) ? .equal : relation(), partner(of: index),
        random.pick(positions), constant: CGFloat(random.int(-6...2) * 5), priority: priority())
    }
  }

  /// Any legal constraint between two items.
  private func addRandomConstraint() {
    let first = random.int(1...nodes.count - 1)
    let axis = random.pick(LayoutAxis.allCases)
    let item = nodes[first].item
    if random.chance(0.35) {
      let size = Self.size(axis)
      if random.chance(0.4) {
        add(item, size, relation(), nil, .notAnAttribute, constant: CGFloat(random.int(0...10) * 10), priority: priority())
      } else {
        add(
          item, size, relation(), partner(of: first), random.chance(0.8) ? size : Self.size(axis == .horizontal ? .vertical : .horizontal),
          multiplier: random.pick([0.5, 1, 2]), constant: CGFloat(random.int(-2...4) * 5), priority: priority())
      }
    } else {
      // Now and then a multiplier, which measures from the owner's origin (behaviour-1 S-20).
      let positions = Self.positions(axis)
      add(
        item, random.pick(positions), relation(), partner(of: first), random.pick(positions),
        multiplier: random.chance(0.2) ? random.pick([0.5, 2]) : 1, constant: CGFloat(random.int(-4...8) * 5),
        priority: priority())
    }
  }

  /// Views 1…k (k = 2 or 3, all in the root) in a row between the root's edges, with intrinsic
  /// widths: with equal hugging and nothing else the extra space has no single owner.
  private func addRow() {
    let members = Array(views[1...].prefix(random.chance(0.5) ? 3 : 2))
    guard members.count >= 2 else { return }
    for view in members { rowMembers.insert(nodes.firstIndex { $0.item === view }!) }
    let sameHugging = random.chance(0.7)
    let hugging = random.pick([250, 251, 750] as [LayoutPriority])
    for (offset, view) in members.enumerated() {
      view.setContentHuggingPriority(sameHugging ? hugging : LayoutPriority(Float(240 + offset)), for: .horizontal)
    }
    setup.append(
      "row \(members.map(\.layoutName)), hugging " + (sameHugging ? "all \(hugging.rawValue)" : "240, 241, …"))
    let inset = CGFloat(random.pick([0, 8, 20]))
    add(members[0], .leading, .equal, root, .leading, constant: inset, priority: 1000)
    for (left, right) in zip(members, members.dropFirst()) {
      add(right, .leading, .equal, left, .trailing, constant: 8, priority: 1000)
    }
    add(root, .trailing, .equal, members.last!, .trailing, constant: inset, priority: random.chance(0.8) ? 1000 : 750)
    if random.chance(0.2) {
      add(members[0], .width, .equal, members[1], .width, constant: 0, priority: random.pick([1000, 500] as [Float]))
    }
  }

  // MARK: Reporting

  var description: String {
    var lines = ["seed \(seed) (AMBIGUITY_SEED=\(seed))"]
    lines += setup.map { "  \($0)" }
    lines.append("user constraints:")
    for constraint in constraints {
      let state = root.isBroken(constraint) ? " (broken)" : ""
      lines.append("  \(constraint)\(state)")
    }
    return lines.joined(separator: "\n")
  }
}
