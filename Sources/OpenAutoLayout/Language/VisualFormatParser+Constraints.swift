import Foundation

extension VisualFormatParser {
  /// Makes the constraints of a connection between `left` and `right` (nil for `|`), once both
  /// ends are read, and the alignment constraints between two views.
  ///
  /// The later item is always the first item: `right.leading REL left.trailing + c`, and at the
  /// trailing edge `superview.trailing REL left.trailing + c`. Right to left, the roles of the
  /// two ends swap and the sides become right and left.
  mutating func finish(_ connection: [Predicate], left: LayoutItem?, right: LayoutItem?) throws(VisualFormatError) {
    let direction = options.direction
    let reversed = isHorizontal && direction == .rightToLeft
    let before = reversed ? right : left
    let after = reversed ? left : right
    let physical = direction != .leadingToTrailing
    let baselines = options.contains(.spacingBaselineToBaseline)

    for (index, predicate) in connection.enumerated() {
      if isHorizontal && baselines { throw error(.baselineSpacingInHorizontalLayout) }
      if baselines, let guide = [before, after].lazy.compactMap({ $0 as? LayoutGuide }).first {
        throw error(.baselineOfLayoutGuide(name(of: guide)))
      }
      let second: (LayoutItem, LayoutAttribute)
      if let before {
        second = (before, isHorizontal ? (physical ? .right : .trailing) : (baselines ? .lastBaseline : .bottom))
      } else {
        second = (try superview(of: left, right), isHorizontal ? (physical ? .left : .leading) : .top)
      }
      let first: (LayoutItem, LayoutAttribute)
      if let after {
        first = (after, isHorizontal ? (physical ? .left : .leading) : (baselines ? .firstBaseline : .top))
      } else {
        first = (try superview(of: left, right), isHorizontal ? (physical ? .right : .trailing) : .bottom)
      }
      let constant =
        predicate.isStandardSpacing ? (before != nil && after != nil ? 8 : 20) : predicate.constant
      constraints.append(
        makeConstraint(first, predicate.relation, second, constant: constant, priority: predicate.priority))
      // Apple aligns once per pair of views, however many predicates the connection has.
      if index == 0, let before, let after { try align(before, after) }
    }
  }

  /// `before.attribute == after.attribute` for each alignment option, which must lie across
  /// the format's axis.
  mutating func align(_ before: LayoutItem, _ after: LayoutItem) throws(VisualFormatError) {
    for attribute in options.alignmentAttributes {
      let axis: LayoutAxis = attribute.axis ?? .vertical
      if (axis == .horizontal) == isHorizontal { throw error(.alignmentOnLayoutAxis(attribute, axis: axis)) }
      // A constraint on a guide's baseline could never be activated (behaviour-1 §1.5).
      if attribute.isBaseline, let guide = [before, after].lazy.compactMap({ $0 as? LayoutGuide }).first {
        throw error(.baselineOfLayoutGuide(name(of: guide)))
      }
      alignmentConstraints.append(makeConstraint((before, attribute), .equal, (after, attribute)))
    }
  }

  /// The name `item` has in the views dictionary (the first in order, if it has several).
  func name(of item: LayoutItem) -> String {
    views.filter { $0.value === item }.keys.sorted().first ?? item.layoutName
  }

  /// The item `|` stands for: the superview of the view next to it (for a guide, its owning
  /// view).
  func superview(of left: LayoutItem?, _ right: LayoutItem?) throws(VisualFormatError) -> LayoutItem {
    let neighbour = left ?? right
    if let view = neighbour as? View, let superview = view.superview { return superview }
    if let guide = neighbour as? LayoutGuide, let owner = guide.owningView { return owner }
    throw error(.noSuperview)
  }

  /// `view.width REL predicate` (height in `V:`): against the other view's size, or a constant.
  func sizeConstraint(_ view: LayoutItem, _ predicate: Predicate) -> LayoutConstraint {
    let attribute: LayoutAttribute = isHorizontal ? .width : .height
    return makeConstraint(
      (view, attribute), predicate.relation, predicate.view.map { ($0, attribute) }, constant: predicate.constant,
      priority: predicate.priority)
  }

  func makeConstraint(
    _ first: (LayoutItem, LayoutAttribute), _ relation: LayoutRelation, _ second: (LayoutItem, LayoutAttribute)?,
    constant: CGFloat = 0, priority: LayoutPriority = .required
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: .attribute(WeakItem(first.0), first.1), relation: relation,
      second: second.map { .attribute(WeakItem($0.0), $0.1) }, multiplier: 1, constant: constant,
      priority: priority, origin: .user)
  }
}
