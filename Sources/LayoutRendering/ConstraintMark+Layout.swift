import Foundation
import OpenAutoLayout

/// Marks from a laid-out hierarchy's constraints, chosen as Xcode chooses them.
extension ConstraintMark {
  /// The mark for `constraint` in the hierarchy under `root`, or nil when it has nothing to
  /// draw (an item outside the hierarchy, or a position against a constant, which is illegal).
  ///
  /// - A size against a constant is an I-beam along the item's bottom (width) or trailing side
  ///   (height), inside it.
  /// - A size against another item's is a badge on both; against its own other size (an aspect
  ///   ratio) one badge in the middle.
  /// - Two positions that coincide by definition (`==`, multiplier 1, constant 0) are a line
  ///   along them: centres, baselines or edges. It spans the inner item when one contains the
  ///   other across the axis (an edge pinned to its superview's), else both.
  /// - Any other pair of positions is an I-beam between them, in the middle of where the two
  ///   items overlap across the axis (else the middle of the first item).
  init?(_ constraint: LayoutConstraint, root: View, ambiguity: inout AmbiguityCache) {
    guard let first = constraint.firstItem, let axis = constraint.firstAttribute.axis,
      let r1 = LayoutGeometry.rect(of: first, for: constraint.firstAttribute)
    else { return nil }
    let second = constraint.secondItem
    let isAmbiguousItem = [first, second].contains { $0.map { ambiguity.isAmbiguous($0, on: axis) } ?? false }
    let common = (
      priority: constraint.priority.rawValue, isBroken: root.isBroken(constraint), ambiguous: isAmbiguousItem,
      text: constraint.description
    )
    func make(_ kind: Kind, _ from: CGPoint, _ to: CGPoint, _ label: String) -> ConstraintMark {
      ConstraintMark(
        kind: kind, from: from, to: to, label: label, priority: common.priority, isBroken: common.isBroken,
        isAmbiguousItem: common.ambiguous, constraint: common.text, axis: axis)
    }

    let a1 = constraint.firstAttribute
    let a2 = constraint.secondAttribute
    if a1.kind == .dimension {
      guard let second, a2 != .notAnAttribute else {
        let beam = ConstraintMark.sizeBeam(r1, axis: axis)
        self = make(.size, beam.from, beam.to, ConstraintMark.constantLabel(constraint))
        return
      }
      guard let r2 = LayoutGeometry.rect(of: second, for: a2) else { return nil }
      if second === first {
        let centre = CGPoint(x: r1.midX, y: r1.midY)
        let ratio = constraint.multiplier == 1 && constraint.constant == 0 && constraint.relation == .equal
        self = make(.equalSize, centre, centre, ratio ? "1:1" : "aspect " + ConstraintMark.ratioLabel(constraint))
      } else {
        self = make(
          .equalSize, ConstraintMark.badgePoint(r1, axis: axis), ConstraintMark.badgePoint(r2, axis: axis),
          ConstraintMark.ratioLabel(constraint))
      }
      return
    }

    guard let second, let r2 = LayoutGeometry.rect(of: second, for: a2),
      let p1 = LayoutGeometry.position(of: first, a1), let p2 = LayoutGeometry.position(of: second, a2)
    else { return nil }
    // The extents of both items across the axis: x for a vertical constraint, y for a horizontal one.
    let across1 = axis == .horizontal ? (r1.minY, r1.maxY) : (r1.minX, r1.maxX)
    let across2 = axis == .horizontal ? (r2.minY, r2.maxY) : (r2.minX, r2.maxX)
    func point(along: CGFloat, across: CGFloat) -> CGPoint {
      axis == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
    }

    let coincident = constraint.relation == .equal && constraint.multiplier == 1 && constraint.constant == 0
    if coincident {
      let base = a1.withoutMargin ?? a1
      let kind: Kind = base == .centerX || base == .centerY ? .centering : a1.isBaseline ? .baseline : .alignment
      let span: (CGFloat, CGFloat)
      if kind != .baseline, across2.0 <= across1.0, across1.1 <= across2.1 {
        span = across1
      } else if kind != .baseline, across1.0 <= across2.0, across2.1 <= across1.1 {
        span = across2
      } else {
        span = (min(across1.0, across2.0), max(across1.1, across2.1))
      }
      self = make(kind, point(along: p1, across: span.0), point(along: p1, across: span.1), "")
      return
    }
    let overlap = (max(across1.0, across2.0), min(across1.1, across2.1))
    let across = overlap.0 <= overlap.1 ? (overlap.0 + overlap.1) / 2 : (across1.0 + across1.1) / 2
    self = make(
      .spacing, point(along: p2, across: across), point(along: p1, across: across),
      ConstraintMark.spacingLabel(constraint))
  }

  /// An I-beam along the inside of the bottom (width) or trailing side (height) of `rect`,
  /// 6 points in when there is room.
  static func sizeBeam(_ rect: CGRect, axis: LayoutAxis) -> (from: CGPoint, to: CGPoint) {
    if axis == .horizontal {
      let y = rect.maxY - min(6, rect.height / 2)
      return (CGPoint(x: rect.minX, y: y), CGPoint(x: rect.maxX, y: y))
    }
    let x = rect.maxX - min(6, rect.width / 2)
    return (CGPoint(x: x, y: rect.minY), CGPoint(x: x, y: rect.maxY))
  }

  /// Where an equal-size badge goes: the middle of the bottom (width) or trailing side (height),
  /// 10 points in when there is room.
  static func badgePoint(_ rect: CGRect, axis: LayoutAxis) -> CGPoint {
    axis == .horizontal
      ? CGPoint(x: rect.midX, y: rect.maxY - min(10, rect.height / 2))
      : CGPoint(x: rect.maxX - min(10, rect.width / 2), y: rect.midY)
  }

  /// `≥ ` or `≤ ` for inequalities, nothing for equalities.
  static func relationPrefix(_ relation: LayoutRelation) -> String {
    switch relation {
    case .equal: ""
    case .greaterThanOrEqual: "≥ "
    case .lessThanOrEqual: "≤ "
    }
  }

  /// A size's constant: `150`, `≥ 150`.
  static func constantLabel(_ constraint: LayoutConstraint) -> String {
    relationPrefix(constraint.relation) + Markup.number(constraint.constant)
  }

  /// A proportion: `=`, `= 2×`, `≥ 0.5× + 10`.
  static func ratioLabel(_ constraint: LayoutConstraint) -> String {
    var label =
      switch constraint.relation {
      case .equal: "="
      case .greaterThanOrEqual: "≥"
      case .lessThanOrEqual: "≤"
      }
    if constraint.multiplier != 1 { label += " " + Markup.number(constraint.multiplier) + "×" }
    if constraint.constant != 0 {
      label += (constraint.constant < 0 ? " − " : " + ") + Markup.number(abs(constraint.constant))
    }
    return label
  }

  /// A spacing's constant, as Xcode shows it: the distance, so a negative constant shows its
  /// magnitude and flips an inequality (`a ≥ b − 8` is `b − a ≤ 8`).
  static func spacingLabel(_ constraint: LayoutConstraint) -> String {
    guard constraint.multiplier == 1 else {
      return ratioLabel(constraint)
    }
    var relation = constraint.relation
    if constraint.constant < 0 {
      relation =
        relation == .greaterThanOrEqual ? .lessThanOrEqual : relation == .lessThanOrEqual ? .greaterThanOrEqual : .equal
    }
    return relationPrefix(relation) + Markup.number(abs(constraint.constant))
  }
}
