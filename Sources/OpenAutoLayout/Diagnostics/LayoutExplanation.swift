import ConstraintSolver
import Foundation

/// Why an item's frame is what it is on one axis: the constraints that hold each of its
/// values, the optional constraints that were satisfied and those that gave way (and to what),
/// the constraints broken to recover from conflicts, and, when the layout is ambiguous, what is
/// free and how to fix it. What Xcode's view debugger hints at, as text.
public struct LayoutExplanation: CustomStringConvertible {
  /// One of the item's values on the axis: its alignment rectangle's position (`minX`, `minY`,
  /// in its superview's coordinates) or size.
  public struct Value {
    /// `minX`, `width`, `minY` or `height`.
    public let name: String
    /// The engine's value, unrounded.
    public let value: CGFloat
    /// The constraints that hold it: changing the constant of any of them would move it.
    public let heldBy: [LayoutConstraint]
    /// Whether it could take another value just as good.
    public let isAmbiguous: Bool
  }

  /// An optional constraint on the item, and how far the solution is from it.
  public struct OptionalOutcome {
    public let constraint: LayoutConstraint
    /// How far it is from holding, in points; 0 when satisfied.
    public let error: CGFloat
    /// For a constraint that gave way, the stronger constraints that hold its values elsewhere.
    public let yieldsTo: [LayoutConstraint]
    /// Whether it holds.
    public var isSatisfied: Bool { error == 0 }
  }

  /// The item's name.
  public let itemName: String
  public let axis: LayoutAxis
  /// Position, then size.
  public let values: [Value]
  /// The optional constraints on the item on this axis, in the engine's order.
  public let optionalConstraints: [OptionalOutcome]
  /// Required constraints on the item on this axis that were broken to recover from a conflict.
  public let brokenConstraints: [LayoutConstraint]
  /// Present when the item is ambiguous on the axis.
  public let ambiguity: AmbiguityExplanation?

  public var description: String {
    var lines = ["\(itemName), \(axis.name):"]
    for value in values {
      let state = value.isAmbiguous ? " (ambiguous)" : ""
      lines.append("  \(value.name) = \(CGFloat(value.value).layoutText)\(state), held by:")
      if value.heldBy.isEmpty { lines.append("    nothing") }
      for constraint in value.heldBy { lines.append("    \(constraint.explanationText)") }
    }
    let satisfied = optionalConstraints.filter(\.isSatisfied)
    let gaveWay = optionalConstraints.filter { !$0.isSatisfied }
    if !satisfied.isEmpty {
      lines.append("  optional constraints satisfied:")
      for outcome in satisfied { lines.append("    \(outcome.constraint.explanationText)") }
    }
    if !gaveWay.isEmpty {
      lines.append("  optional constraints that gave way:")
      for outcome in gaveWay {
        lines.append("    \(outcome.constraint.explanationText), off by \(outcome.error.layoutText)")
        if !outcome.yieldsTo.isEmpty {
          lines.append("      to: " + outcome.yieldsTo.map(\.explanationText).joined(separator: "; "))
        }
      }
    }
    if !brokenConstraints.isEmpty {
      lines.append("  broken to recover from a conflict:")
      for constraint in brokenConstraints { lines.append("    \(constraint.explanationText)") }
    }
    if let ambiguity { lines.append("  ambiguous: \(ambiguity)") }
    return lines.joined(separator: "\n")
  }
}

extension View {
  /// The constraints that affect the view's position and size on `axis`, as UIKit's method:
  /// those whose constants hold its values where they are. The two content-size constraints of
  /// an axis count as one, as UIKit's single `NSContentSizeLayoutConstraint` does.
  public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
    guard let engine = preparedEngine else { return [] }
    return affecting(itemVariables, axis: axis, engine)
  }

  /// Why the view's frame is what it is on `axis`.
  public func explainLayout(for axis: LayoutAxis) -> LayoutExplanation? {
    guard let engine = preparedEngine else { return nil }
    return explanation(of: self, variables: itemVariables, axis: axis, host: self, engine)
  }
}

extension LayoutGuide {
  /// The constraints that affect the guide's position and size on `axis`.
  public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
    guard let owner = owningView, let engine = owner.preparedEngine else { return [] }
    return affecting(itemVariables, axis: axis, engine)
  }

  /// Why the guide's rectangle is what it is on `axis`.
  public func explainLayout(for axis: LayoutAxis) -> LayoutExplanation? {
    guard let owner = owningView, let engine = owner.preparedEngine else { return nil }
    return explanation(of: self, variables: itemVariables, axis: axis, host: owner, engine)
  }
}

private func axisVariables(_ variables: ItemVariables, _ axis: LayoutAxis) -> [ItemValue] {
  variables.named.filter { $0.axis == axis }
}

private func affecting(_ variables: ItemVariables, axis: LayoutAxis, _ engine: LayoutEngine) -> [LayoutConstraint] {
  oneContentSizeConstraintPerAxis(engine.constraintsAffecting(axisVariables(variables, axis).map(\.variable)))
}

/// Keeps the first of a view's two content-size constraints on an axis.
private func oneContentSizeConstraintPerAxis(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
  var seen = Set<String>()
  return constraints.filter { constraint in
    guard constraint.origin == .contentSize, let item = constraint.firstItem else { return true }
    return seen.insert("\(ObjectIdentifier(item).hashValue).\(constraint.firstAttribute)").inserted
  }
}

private func explanation(
  of item: LayoutItem, variables: ItemVariables, axis: LayoutAxis, host: View, _ engine: LayoutEngine
) -> LayoutExplanation {
  let values = axisVariables(variables, axis).map { value in
    LayoutExplanation.Value(
      name: value.name == "Width" || value.name == "Height" ? value.name.lowercased() : value.name,
      value: CGFloat(engine.value(of: value.variable)),
      heldBy: oneContentSizeConstraintPerAxis(engine.constraintsAffecting([value.variable])),
      isAmbiguous: engine.solver.isAmbiguous(value.variable))
  }
  func mentionsItem(_ constraint: LayoutConstraint) -> Bool {
    constraint.parts.contains { $0.0 === item && $0.1.axis == axis }
  }
  var optional: [LayoutExplanation.OptionalOutcome] = []
  for constraint in engine.installedConstraints where !constraint.priority.isRequired && mentionsItem(constraint) {
    let error = engine.error(of: constraint) ?? 0
    var yieldsTo: [LayoutConstraint] = []
    if error > 0, let translated = engine.solverConstraint(for: constraint) {
      // Never the other half of its content size: that one holds when this one is broken (the
      // engine solves the two as one constraint, which names both).
      let partner = engine.contentSizePartner(of: constraint)
      yieldsTo = engine.constraintsAffecting(translated.expression.terms.map(\.variable))
        .filter { $0 !== constraint && $0 !== partner && $0.priority > constraint.priority }
    }
    optional.append(LayoutExplanation.OptionalOutcome(constraint: constraint, error: error, yieldsTo: yieldsTo))
  }
  let broken = engine.broken.values.filter(mentionsItem).sorted { $0.activationStamp < $1.activationStamp }
  let ambiguity =
    values.contains(where: \.isAmbiguous)
    ? ((item as? View)?.explainAmbiguity(for: axis) ?? (item as? LayoutGuide)?.explainAmbiguity(for: axis)) : nil
  return LayoutExplanation(
    itemName: item.layoutName, axis: axis, values: values, optionalConstraints: optional,
    brokenConstraints: broken, ambiguity: ambiguity)
}

extension LayoutConstraint {
  /// The constraint in the constraint language, with who made it when the system did.
  var explanationText: String {
    let maker: String? =
      switch origin {
      case .user: nil
      case .autoresizingMask: "autoresizing mask"
      case .contentSize: "content size"
      case .systemGuide: "system guide"
      case .encapsulatedLayout: identifier ?? "root size"
      case .fitting: "fitting size"
      case .container: identifier ?? "container"
      }
    return maker.map { "\(description)   (\($0))" } ?? description
  }
}
