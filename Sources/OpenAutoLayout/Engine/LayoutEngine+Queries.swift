import ConstraintSolver
import Foundation

/// What diagnostics ask the engine: which layout constraints hold a value, and how far each
/// optional constraint is from holding.
extension LayoutEngine {
  /// The layout constraint a solver constraint of this engine stands for; nil when the
  /// constraint is not installed here (its layout constraint's translation carries it along).
  func layoutConstraint(for constraint: ConstraintSolver.Constraint) -> LayoutConstraint? {
    guard let layoutConstraint = constraint.context as? LayoutConstraint,
      solverConstraint(for: layoutConstraint) === constraint
    else { return nil }
    return layoutConstraint
  }

  /// The solver constraint of an installed layout constraint.
  func solverConstraint(for constraint: LayoutConstraint) -> ConstraintSolver.Constraint? {
    if let oneShotInstalled { return oneShotInstalled[ObjectIdentifier(constraint)] }
    return constraint.installedEngineID == installationID ? constraint.installedTranslation : nil
  }

  /// The layout constraints that hold any of `variables` where it is, in the order they were
  /// added: changing the constant of one of them would move it (``Solver/constraintsAffecting(_:)``).
  func constraintsAffecting(_ variables: [Variable]) -> [LayoutConstraint] {
    solver.constraintsAffecting(variables).flatMap { layoutConstraints(for: $0) }
  }

  /// How far an installed constraint is from holding, in points: `|lhs − rhs|` for an equality,
  /// the shortfall for an inequality; nil when it is not in the engine.
  func error(of constraint: LayoutConstraint) -> CGFloat? {
    guard let translated = solverConstraint(for: constraint) else { return nil }
    let expression = translated.expression
    var value = expression.constant
    for term in expression.terms { value += term.coefficient * self.value(of: term.variable) }
    let error: Double =
      // The layout constraint's own relation: a content-size pair's one translation is an equality.
      switch constraint.relation {
      case .equal: abs(value)
      case .greaterThanOrEqual: max(0, -value)
      case .lessThanOrEqual: max(0, value)
      }
    return CGFloat(error < 1e-9 ? 0 : error)
  }

  /// Every installed layout constraint, in the order the solver holds them.
  var installedConstraints: [LayoutConstraint] {
    solver.constraints.flatMap { layoutConstraints(for: $0) }
  }
}

extension LayoutEngine {
  /// Moves `variable` to another optimal value (``Solver/exerciseAmbiguity(of:by:)``); the next
  /// layout pass reads the items that moved.
  func exerciseAmbiguity(of variable: Variable) -> Bool {
    solver.exerciseAmbiguity(of: variable)
  }
}
