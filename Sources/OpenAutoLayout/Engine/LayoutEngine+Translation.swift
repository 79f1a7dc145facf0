import ConstraintSolver
import Foundation

/// Turning a layout constraint into a linear constraint on item variables.
///
/// Item variables are the alignment rectangles in root coordinates. A constraint relates
/// attribute values measured in its owner's coordinate space (behaviour-1 §1.1): for a position,
/// the distance from the owner's origin, so that a multiplier scales that distance (S-20). In a
/// right-to-left layout, a constraint that names leading or trailing is solved in the mirrored
/// space (§1.21): leading is the right edge, positions are measured from the owner's right edge,
/// and a positive constant moves towards the left.
extension LayoutEngine {
  func translate(_ constraint: LayoutConstraint) -> ConstraintSolver.Constraint? {
    let mirrored = isMirrored(constraint)
    let owner = constraint.owner
    var expression = LinearBuilder()
    guard expression.add(constraint.firstValue, scale: 1, owner: owner, mirrored: mirrored) else { return nil }
    if let second = constraint.secondValue {
      guard expression.add(second, scale: -Double(constraint.multiplier), owner: owner, mirrored: mirrored) else {
        return nil
      }
    }
    expression.constant -= Double(constraint.constant)
    let relation: ConstraintSolver.Constraint.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return ConstraintSolver.Constraint(
      expression.expression, relation, priority: constraint.priority.solverPriority)
  }

  /// Whether the constraint is solved in the mirrored space: the user's (or a container's)
  /// constraint naming leading or trailing, whose first item reads right to left.
  private func isMirrored(_ constraint: LayoutConstraint) -> Bool {
    guard constraint.origin == .user || constraint.origin == .container else { return false }
    guard constraint.parts.contains(where: { $0.1.isDirectional }) else { return false }
    return constraint.firstItem?.hostView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }
}

/// An expression being assembled, with like terms merged.
struct LinearBuilder {
  private var coefficients: [ObjectIdentifier: (Variable, Double)] = [:]
  private var order: [ObjectIdentifier] = []
  var constant: Double = 0

  mutating func add(_ variable: Variable, _ coefficient: Double) {
    let key = ObjectIdentifier(variable)
    if let existing = coefficients[key] {
      coefficients[key] = (variable, existing.1 + coefficient)
    } else {
      coefficients[key] = (variable, coefficient)
      order.append(key)
    }
  }

  var expression: ConstraintSolver.Expression {
    let terms = order.compactMap { key -> ConstraintSolver.Expression.Term? in
      let (variable, coefficient) = coefficients[key]!
      return abs(coefficient) < 1e-12 ? nil : Expression.Term(variable, coefficient: coefficient)
    }
    return ConstraintSolver.Expression(terms, constant: constant)
  }

  /// Adds `scale` × the value of `anchor`, measured in `owner`'s coordinates (root coordinates
  /// when there is no owner). Returns false when an item is gone.
  mutating func add(_ anchor: AnchorValue, scale: Double, owner: View?, mirrored: Bool) -> Bool {
    switch anchor {
    case .offset(let from, let to):
      return add(to, scale: scale, owner: owner, mirrored: mirrored)
        && add(from, scale: -scale, owner: owner, mirrored: mirrored)
    case .attribute(let weakItem, let attribute):
      guard let item = weakItem.object else { return false }
      return add(item, attribute, scale: scale, owner: owner, mirrored: mirrored)
    }
  }

  private mutating func add(
    _ item: LayoutItem, _ attribute: LayoutAttribute, scale: Double, owner: View?, mirrored: Bool
  ) -> Bool {
    var item = item
    var attribute = attribute
    if let plain = attribute.withoutMargin {
      guard let view = item as? View else { return false }
      item = view.layoutMarginsGuide
      attribute = plain
    }
    guard let variables = item.variables else { return false }
    switch attribute {
    case .width: add(variables.width, scale)
    case .height: add(variables.height, scale)
    case .notAnAttribute: return false
    case .left, .right, .leading, .trailing, .centerX:
      // Physically: left, right or centre; leading is the right edge when mirrored.
      let fraction: Double =
        switch attribute {
        case .left: 0
        case .right: 1
        case .leading: mirrored ? 1 : 0
        case .trailing: mirrored ? 0 : 1
        default: 0.5
        }
      let sign: Double = mirrored ? -1 : 1
      add(variables.minX, sign * scale)
      add(variables.width, sign * scale * fraction)
      if let owner {
        // Measured from the owner's left edge, or from its right edge when mirrored.
        let ownerVariables = owner.itemVariables
        let insets = owner.alignmentRectInsets
        if mirrored {
          add(ownerVariables.minX, scale)
          add(ownerVariables.width, scale)
          constant += scale * Double(insets.right)
        } else {
          add(ownerVariables.minX, -scale)
          constant += scale * Double(insets.left)
        }
      }
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline:
      if attribute.isBaseline {
        guard let view = item as? View else { return false }
        addBaseline(of: view, first: attribute == .firstBaseline, scale: scale)
      } else {
        let fraction: Double = attribute == .top ? 0 : attribute == .bottom ? 1 : 0.5
        add(variables.minY, scale)
        add(variables.height, scale * fraction)
      }
      if let owner {
        add(owner.itemVariables.minY, -scale)
        constant += scale * Double(owner.alignmentRectInsets.top)
      }
    default:
      return false
    }
    return true
  }

  /// A baseline: a text view's, from its font metrics, or the bottom of the alignment rectangle
  /// for a view without text (behaviour-1 §1.5).
  private mutating func addBaseline(of view: View, first: Bool, scale: Double) {
    let source = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    let variables = source.itemVariables
    add(variables.minY, scale)
    if first, let offset = source.firstBaselineOffsetFromTop {
      constant += scale * Double(offset - source.alignmentRectInsets.top)
    } else if !first, let offset = source.lastBaselineOffsetFromBottom {
      add(variables.height, scale)
      constant += scale * Double(source.alignmentRectInsets.bottom - offset)
    } else {
      add(variables.height, scale)
    }
  }
}
