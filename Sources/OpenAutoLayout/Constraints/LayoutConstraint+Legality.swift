extension LayoutConstraint {
  /// The first rule of behaviour-1 §1.5 the constraint breaks, or nil when it is legal.
  ///
  /// System constraints are made legal by construction (an autoresizing constraint relates a
  /// position to its superview's size on purpose), so only the user's are checked.
  func illegality() -> LayoutError? {
    guard origin == .user || origin == .container else { return nil }
    let text = description
    guard multiplier.isFinite, constant.isFinite else { return .nonFinite(text) }
    for (item, attribute) in parts {
      if item is LayoutGuide, attribute.isBaseline { return .baselineOfGuide(text) }
      if item == nil && attribute != .notAnAttribute {
        return .invalidAttribute(text, reason: "the attribute \(attribute) has no item")
      }
      if item != nil && attribute == .notAnAttribute, case .attribute = firstValue {
        return .invalidAttribute(text, reason: "an item needs an attribute other than notAnAttribute")
      }
    }
    let firstKind = kind(of: firstValue)
    if firstKind == .none {
      return .invalidAttribute(text, reason: "the first attribute cannot be notAnAttribute")
    }
    if let offsetError = offsetIllegality(firstValue, text) ?? secondValue.flatMap({ offsetIllegality($0, text) }) {
      return offsetError
    }
    guard let second = secondValue else {
      return firstKind == .dimension ? nil : .positionAgainstConstant(text)
    }
    let secondKind = kind(of: second)
    switch (firstKind, secondKind) {
    case (.dimension, .dimension): break
    case (.dimension, _), (_, .dimension): return .sizeAgainstPosition(text)
    case (.xPosition, .yPosition), (.yPosition, .xPosition): return .mixedAxes(text)
    default: break
    }
    if firstKind != .dimension && multiplier == 0 { return .positionAgainstConstant(text) }
    let attributes = parts.map(\.1)
    if attributes.contains(where: \.isDirectional) && attributes.contains(where: \.isAbsoluteHorizontal) {
      return .leadingTrailingAgainstLeftRight(text)
    }
    return nil
  }

  /// The class of what a side measures; an offset between two positions is a size.
  private func kind(of value: AnchorValue) -> LayoutAttribute.Kind {
    switch value {
    case .attribute(_, let attribute): attribute.kind
    case .offset: .dimension
    }
  }

  /// An offset anchor must join two positions on one axis.
  private func offsetIllegality(_ value: AnchorValue, _ text: String) -> LayoutError? {
    guard case .offset(let from, let to) = value else { return nil }
    let kinds = [kind(of: from), kind(of: to)]
    if kinds.contains(.dimension) || kinds.contains(.none) { return .sizeAgainstPosition(text) }
    if kinds[0] != kinds[1] { return .mixedAxes(text) }
    return nil
  }
}
