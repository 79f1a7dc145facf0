import ConstraintSolver

/// For Benchmarks/layout-bench only (`layout-bench <N> export <file>`): the linear system the
/// engine of a view's hierarchy holds, so that another solver (kiwi) can be run on exactly it.
/// Not API: it exposes the engine's internals and may change with them.
@_spi(Benchmarks) public struct EngineSystem {
  let engine: LayoutEngine
  let rootWidth: LayoutConstraint?

  /// Every constraint in the engine's solver, in the order it was added; a content-size pair the
  /// engine solves as one is written as the two inequalities it stands for, as another solver
  /// takes them.
  public let constraints: [ConstraintSolver.Constraint]

  /// The engine's current value of `variable` (unrounded, in its superview's coordinates).
  public func value(of variable: ConstraintSolver.Variable) -> Double { engine.value(of: variable) }

  /// The index in ``constraints`` of the solver constraint that `constraint` is in the engine
  /// as: the first one that reads the same (same variables and coefficients in the same order,
  /// constant, relation and priority). Nil when there is none.
  public func index(of constraint: LayoutConstraint) -> Int? {
    guard let translated = engine.translate(constraint) else { return nil }
    return constraints.firstIndex { candidate in
      candidate.relation == translated.relation && candidate.priority == translated.priority
        && candidate.expression.constant == translated.expression.constant
        && candidate.expression.terms.count == translated.expression.terms.count
        && zip(candidate.expression.terms, translated.expression.terms).allSatisfy {
          $0.variable === $1.variable && $0.coefficient == $1.coefficient
        }
    }
  }

  /// The index in ``constraints`` of the root's width constraint
  /// (`UIView-Encapsulated-Layout-Width`, `root.width == bounds.width`).
  public var rootWidthIndex: Int? { rootWidth.flatMap(index(of:)) }
}

extension View {
  /// The linear system of this view's hierarchy's engine; nil before the first layout pass.
  @_spi(Benchmarks) public var engineSystem: EngineSystem? {
    let context = hierarchyContext
    guard let engine = context.engine else { return nil }
    let encapsulated = context.encapsulatedConstraints
    return EngineSystem(
      engine: engine, rootWidth: encapsulated.first { $0.identifier == "UIView-Encapsulated-Layout-Width" },
      constraints: engine.solver.constraints.flatMap(Self.plainConstraints))
  }

  /// `constraint`, or the two inequalities a constraint with two priorities stands for.
  private static func plainConstraints(_ constraint: ConstraintSolver.Constraint) -> [ConstraintSolver.Constraint] {
    guard let below = constraint.priorityBelow else { return [constraint] }
    return [
      ConstraintSolver.Constraint(constraint.expression, .lessThanOrEqual, priority: constraint.priority),
      ConstraintSolver.Constraint(constraint.expression, .greaterThanOrEqual, priority: below),
    ]
  }
}
