import OpenAutoLayoutUIKit

// Making constraints in the model harness: with anchors (typed, so only legal pairs of
// families) and with UIKit's item initialiser (any attributes, refused on activation).

extension ModelHarness {
  static let xAnchorNames = ["leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "centerXAnchor"]
  static let yAnchorNames = ["topAnchor", "bottomAnchor", "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor"]

  /// An X anchor of an item: a byte modulo 5 chooses it.
  func xAnchor(_ input: inout FuzzInput) -> (NSLayoutXAxisAnchor, String) {
    let (item, name) = self.item(&input)
    let choice = input.index(Self.xAnchorNames.count)
    let anchor: NSLayoutXAxisAnchor =
      switch choice {
      case 0: item.leadingAnchor
      case 1: item.trailingAnchor
      case 2: item.leftAnchor
      case 3: item.rightAnchor
      default: item.centerXAnchor
      }
    return (anchor, "\(name).\(Self.xAnchorNames[choice])")
  }

  /// A Y anchor of an item: a byte modulo 5 chooses it (a guide's baseline is its top or bottom:
  /// guides have no baseline anchors).
  func yAnchor(_ input: inout FuzzInput) -> (NSLayoutYAxisAnchor, String) {
    let (item, name) = self.item(&input)
    var choice = input.index(Self.yAnchorNames.count)
    if !(item is View) && choice >= 3 { choice -= 3 }
    let anchor: NSLayoutYAxisAnchor =
      switch (choice, item as? View) {
      case (0, _): item.topAnchor
      case (1, _): item.bottomAnchor
      case (3, let view?): view.firstBaselineAnchor
      case (4, let view?): view.lastBaselineAnchor
      default: item.centerYAnchor
      }
    return (anchor, "\(name).\(Self.yAnchorNames[choice])")
  }

  /// A width or height anchor of an item.
  func dimension(_ input: inout FuzzInput) -> (NSLayoutDimension, String) {
    let (item, name) = self.item(&input)
    return input.bool() ? (item.heightAnchor, "\(name).heightAnchor") : (item.widthAnchor, "\(name).widthAnchor")
  }

  /// `first REL second + constant` between two anchors of one family.
  func relate<T>(
    _ first: (LayoutAnchor<T>, String), _ relation: NSLayoutConstraint.Relation, _ second: (LayoutAnchor<T>, String),
    constant: (CGFloat, String)
  ) -> (NSLayoutConstraint, String) {
    let source = "\(first.1).constraint(\(anchorLabel(relation)): \(second.1), constant: \(constant.1))"
    switch relation {
    case .equal: return (first.0.constraint(equalTo: second.0, constant: constant.0), source)
    case .lessThanOrEqual: return (first.0.constraint(lessThanOrEqualTo: second.0, constant: constant.0), source)
    case .greaterThanOrEqual: return (first.0.constraint(greaterThanOrEqualTo: second.0, constant: constant.0), source)
    }
  }

  /// Reads and records an anchor constraint: a family (byte modulo 4), then
  /// - x or y: an anchor, a relation, an anchor, then a byte: even for a constant (a number),
  ///   odd for system spacing (a multiplier);
  /// - dimension: an anchor, a relation, then a byte: even for a constant alone (a number), odd
  ///   for another dimension, a multiplier and a constant;
  /// - offset: two X anchors (their offset, a dimension), a relation, a dimension and a constant.
  mutating func makeAnchorConstraint(_ input: inout FuzzInput) {
    let made: (NSLayoutConstraint, String)
    switch input.index(4) {
    case 0:
      let first = xAnchor(&input), relation = self.relation(&input), second = xAnchor(&input)
      if input.bool() {
        let multiplier = coefficient(&input)
        let label = anchorLabel(relation, "ToSystemSpacingAfter")
        let source = "\(first.1).constraint(\(label): \(second.1), multiplier: \(swiftLiteral(multiplier)))"
        switch relation {
        case .equal: made = (first.0.constraint(equalToSystemSpacingAfter: second.0, multiplier: multiplier), source)
        case .lessThanOrEqual:
          made = (first.0.constraint(lessThanOrEqualToSystemSpacingAfter: second.0, multiplier: multiplier), source)
        case .greaterThanOrEqual:
          made = (first.0.constraint(greaterThanOrEqualToSystemSpacingAfter: second.0, multiplier: multiplier), source)
        }
      } else {
        made = relate(first, relation, second, constant: number(&input))
      }
    case 1:
      let first = yAnchor(&input), relation = self.relation(&input), second = yAnchor(&input)
      if input.bool() {
        let multiplier = coefficient(&input)
        let label = anchorLabel(relation, "ToSystemSpacingBelow")
        let source = "\(first.1).constraint(\(label): \(second.1), multiplier: \(swiftLiteral(multiplier)))"
        switch relation {
        case .equal: made = (first.0.constraint(equalToSystemSpacingBelow: second.0, multiplier: multiplier), source)
        case .lessThanOrEqual:
          made = (first.0.constraint(lessThanOrEqualToSystemSpacingBelow: second.0, multiplier: multiplier), source)
        case .greaterThanOrEqual:
          made = (first.0.constraint(greaterThanOrEqualToSystemSpacingBelow: second.0, multiplier: multiplier), source)
        }
      } else {
        made = relate(first, relation, second, constant: number(&input))
      }
    case 2:
      let first = dimension(&input), relation = self.relation(&input)
      made = relateDimension(first, relation, &input)
    default:
      let from = xAnchor(&input), to = xAnchor(&input)
      let offset = (from.0.anchorWithOffset(to: to.0), "\(from.1).anchorWithOffset(to: \(to.1))")
      let relation = self.relation(&input)
      made = relateDimension(offset, relation, &input)
    }
    record(made.0, as: made.1)
  }

  /// `first REL constant`, or `first REL multiplier × second + constant`, from the input.
  private func relateDimension(
    _ first: (NSLayoutDimension, String), _ relation: NSLayoutConstraint.Relation, _ input: inout FuzzInput
  ) -> (NSLayoutConstraint, String) {
    if !input.bool() {
      let (constant, c) = number(&input)
      let source = "\(first.1).constraint(\(anchorLabel(relation, "ToConstant")): \(c))"
      switch relation {
      case .equal: return (first.0.constraint(equalToConstant: constant), source)
      case .lessThanOrEqual: return (first.0.constraint(lessThanOrEqualToConstant: constant), source)
      case .greaterThanOrEqual: return (first.0.constraint(greaterThanOrEqualToConstant: constant), source)
      }
    }
    let second = dimension(&input)
    let multiplier = coefficient(&input)
    let (constant, c) = number(&input)
    let source = "\(first.1).constraint(\(anchorLabel(relation)): \(second.1), multiplier: \(swiftLiteral(multiplier)), constant: \(c))"
    switch relation {
    case .equal: return (first.0.constraint(equalTo: second.0, multiplier: multiplier, constant: constant), source)
    case .lessThanOrEqual:
      return (first.0.constraint(lessThanOrEqualTo: second.0, multiplier: multiplier, constant: constant), source)
    case .greaterThanOrEqual:
      return (first.0.constraint(greaterThanOrEqualTo: second.0, multiplier: multiplier, constant: constant), source)
    }
  }

  /// Reads and records `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
  /// with any attributes, `notAnAttribute` included; a second item byte of 0xFF is nil.
  mutating func makeItemConstraint(_ input: inout FuzzInput) {
    let attributes = NSLayoutConstraint.Attribute.allCases
    let (first, firstName) = item(&input)
    let firstAttribute = input.choose(attributes)
    let relation = self.relation(&input)
    let second: (LayoutItem, String)? = input.byte() == 0xFF ? nil : item(&input)
    let secondAttribute = input.choose(attributes)
    let multiplier = coefficient(&input)
    let (constant, c) = number(&input)
    let constraint = NSLayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second?.0, attribute: secondAttribute,
      multiplier: multiplier, constant: constant)
    let source = FuzzTrace.isEnabled
      ? "NSLayoutConstraint(item: \(firstName), attribute: .\(firstAttribute), relatedBy: .\(relationName(relation)),"
        + " toItem: \(second?.1 ?? "nil"), attribute: .\(secondAttribute), multiplier: \(swiftLiteral(multiplier)), constant: \(c))"
      : ""
    record(constraint, as: source)
  }
}
