import ConstraintSolver
import Foundation

extension LayoutConstraint {
  /// The first rule of behaviour-1 §1.5 the constraint breaks, or nil when it is legal.
  ///
  /// System constraints are made legal by construction (an autoresizing constraint relates a
  /// position to its superview's size on purpose), so only the user's are checked.
  ///
  /// A horizontal position related to a vertical one is legal for the item initialiser, as in
  /// UIKit; the constraint language refuses it (`allowingMixedAxes: false`), as a likely mistake.
  func illegality(allowingMixedAxes: Bool = true) -> LayoutError? {
    guard origin == .user || origin == .container else { return nil }
    if let itemProblem { return .invalidItem(description, reason: itemProblem) }
    guard multiplier.isFinite, constant.isFinite else { return .nonFinite(description) }
    guard isWithinSolverRange else { return .outOfRange(description) }
    // The usual shape, each side one item's attribute, is judged from one read of each side: the
    // general rules below read the sides a dozen times, each read a retain and a release.
    if case .attribute(let first, let firstAttribute) = firstValue {
      switch secondValue {
      case nil:
        return plainIllegality((first.object, firstAttribute), nil, allowingMixedAxes: allowingMixedAxes)
      case .attribute(let second, let secondAttribute)?:
        return plainIllegality(
          (first.object, firstAttribute), (second.object, secondAttribute), allowingMixedAxes: allowingMixedAxes)
      case .offset?:
        break
      }
    }
    var partError: LayoutError?
    _ = allParts { item, attribute in
      if item is LayoutGuide, attribute.isBaseline {
        partError = .baselineOfGuide(description)
      } else if item == nil && attribute != .notAnAttribute {
        partError = .invalidAttribute(description, reason: "the attribute \(attribute) has no item")
      } else if item != nil && attribute == .notAnAttribute, case .attribute = firstValue {
        partError = .invalidAttribute(description, reason: "an item needs an attribute other than notAnAttribute")
      }
      return partError == nil
    }
    if let partError { return partError }
    let firstKind = kind(of: firstValue)
    if firstKind == .none {
      return .invalidAttribute(description, reason: "the first attribute cannot be notAnAttribute")
    }
    if let offsetError = offsetIllegality(firstValue) ?? secondValue.flatMap({ offsetIllegality($0) }) {
      return offsetError
    }
    guard let second = secondValue else {
      return firstKind == .dimension ? nil : .positionAgainstConstant(description)
    }
    if let error = kindIllegality(firstKind, kind(of: second), allowingMixedAxes: allowingMixedAxes) {
      return error
    }
    if containsAttribute(where: \.isDirectional) && containsAttribute(where: \.isAbsoluteHorizontal) {
      return .leadingTrailingAgainstLeftRight(description)
    }
    return nil
  }

  /// Whether the solver can take the constant and the multiplier: a constant within ±10¹⁵, and a
  /// multiplier of 0 or of a magnitude from 10⁻⁶ to 10⁶ (`Solver.coefficientMagnitudes`).
  var isWithinSolverRange: Bool {
    let magnitude = Double(Swift.abs(multiplier))
    return Double(Swift.abs(constant)) <= Solver.largestMagnitude
      && (magnitude == 0 || Solver.coefficientMagnitudes.contains(magnitude))
  }

  /// ``illegality(allowingMixedAxes:)`` past the checks of the numbers, for a constraint whose
  /// sides are each an item's attribute (no offset anchor): the same rules, in the same order.
  private func plainIllegality(
    _ first: (item: LayoutItem?, attribute: LayoutAttribute),
    _ second: (item: LayoutItem?, attribute: LayoutAttribute)?,
    allowingMixedAxes: Bool
  ) -> LayoutError? {
    func partIllegality(_ item: LayoutItem?, _ attribute: LayoutAttribute) -> LayoutError? {
      if attribute.isBaseline, item is LayoutGuide { return .baselineOfGuide(description) }
      if item == nil && attribute != .notAnAttribute {
        return .invalidAttribute(description, reason: "the attribute \(attribute) has no item")
      }
      if item != nil && attribute == .notAnAttribute {
        return .invalidAttribute(description, reason: "an item needs an attribute other than notAnAttribute")
      }
      return nil
    }
    if let error = partIllegality(first.item, first.attribute) { return error }
    if let second, let error = partIllegality(second.item, second.attribute) { return error }
    let firstKind = first.attribute.kind
    if firstKind == .none {
      return .invalidAttribute(description, reason: "the first attribute cannot be notAnAttribute")
    }
    guard let second else { return firstKind == .dimension ? nil : .positionAgainstConstant(description) }
    if let error = kindIllegality(firstKind, second.attribute.kind, allowingMixedAxes: allowingMixedAxes) {
      return error
    }
    let attributes = (first.attribute, second.attribute)
    if (attributes.0.isDirectional || attributes.1.isDirectional)
      && (attributes.0.isAbsoluteHorizontal || attributes.1.isAbsoluteHorizontal)
    {
      return .leadingTrailingAgainstLeftRight(description)
    }
    return nil
  }

  /// The rules on what the two sides measure: a size only against a size, a horizontal position
  /// against a vertical one only where allowed, and a position never against a multiple of zero.
  private func kindIllegality(
    _ firstKind: LayoutAttribute.Kind, _ secondKind: LayoutAttribute.Kind, allowingMixedAxes: Bool
  ) -> LayoutError? {
    switch (firstKind, secondKind) {
    case (.dimension, .dimension): break
    case (.dimension, _), (_, .dimension): return .sizeAgainstPosition(description)
    case (.xPosition, .yPosition), (.yPosition, .xPosition):
      if !allowingMixedAxes { return .mixedAxes(description) }
    default: break
    }
    if firstKind != .dimension && multiplier == 0 { return .positionAgainstConstant(description) }
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
  private func offsetIllegality(_ value: AnchorValue) -> LayoutError? {
    guard case .offset(let from, let to) = value else { return nil }
    let kinds = [kind(of: from), kind(of: to)]
    if kinds.contains(.dimension) || kinds.contains(.none) { return .sizeAgainstPosition(description) }
    if kinds[0] != kinds[1] { return .mixedAxes(description) }
    return nil
  }
}
