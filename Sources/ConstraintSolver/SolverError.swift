/// Why a solver operation was refused. After any error the solver is exactly as it was.
///
/// Messages name the constraints in the constraint language, as Auto Layout's log does.
public enum SolverError: Error, Sendable, CustomStringConvertible {
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint was never added, or was already removed.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables must be optional: a required edit would fight every suggestion.
  case requiredEditVariable(Variable)
  /// A priority outside (0, 1000], or not a number (spec decision 2); or a required one on a
  /// constraint with a priority each way (``Constraint/priorityBelow``), which must be optional.
  case invalidPriority(Priority)
  /// A coefficient or the constant of the constraint is NaN or infinite.
  case nonFiniteConstraint(Constraint)
  /// A suggested value is NaN or infinite.
  case nonFiniteValue(Double, for: Variable)
  /// The constant of the constraint is beyond ±``Solver/largestMagnitude``, or a coefficient is
  /// neither zero nor within ``Solver/coefficientMagnitudes``.
  case outOfRangeConstraint(Constraint)
  /// A suggested value is beyond ±``Solver/largestMagnitude``.
  case outOfRangeValue(Double, for: Variable)
  /// The required constraint cannot hold together with the required constraints already present.
  ///
  /// `conflicting` is a minimal set of present required constraints that, with the new one,
  /// cannot all hold: remove any one of them and the rest can. It is empty when the constraint
  /// can never hold on its own, such as `0 == 5`.
  case unsatisfiable(Constraint, conflicting: [Constraint])

  public var description: String {
    switch self {
    case .duplicateConstraint(let c): "'\(c)' is already in the solver"
    case .unknownConstraint(let c): "'\(c)' is not in the solver"
    case .duplicateEditVariable(let v): "'\(v)' is already an edit variable"
    case .unknownEditVariable(let v): "'\(v)' is not an edit variable"
    case .requiredEditVariable(let v): "edit variable '\(v)' cannot be required: use a priority below 1000"
    case .invalidPriority(let p) where p.isRequired: "a constraint with a priority each way cannot be required"
    case .invalidPriority(let p): "priority \(p) is outside (0, 1000]"
    case .nonFiniteConstraint(let c): "'\(c)' has a coefficient or constant that is not a finite number"
    case .nonFiniteValue(let value, let v): "value \(value) suggested for '\(v)' is not a finite number"
    case .outOfRangeConstraint(let c):
      switch c.expression.firstNumberOutOfRange {
      case (let number, true)?:
        "'\(c)' has a constant of \(formatNumber(abs(number))), beyond ±1e15: no layout uses such numbers, "
          + "and the solver cannot keep their precision"
      case (let number, false)?:
        "'\(c)' has a coefficient of \(formatNumber(number)), outside ±[1e-6, 1e6]: no layout uses such numbers, "
          + "and the solver cannot keep their precision"
      case nil:
        "'\(c)' has a number beyond what the solver accepts"
      }
    case .outOfRangeValue(let value, let v):
      "value \(formatNumber(value)) suggested for '\(v)' is beyond ±1e15, more than a layout can use"
    case .unsatisfiable(let c, let conflicting):
      if conflicting.isEmpty {
        "'\(c)' can never hold"
      } else {
        "'\(c)' cannot hold together with: "
          + conflicting.map { "'\($0)'" }.joined(separator: ", ")
      }
    }
  }
}

extension SolverError: Equatable {
  /// Errors are equal when they are the same case about the very same constraints and variables.
  public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
    switch (lhs, rhs) {
    case (.duplicateConstraint(let a), .duplicateConstraint(let b)),
      (.unknownConstraint(let a), .unknownConstraint(let b)),
      (.nonFiniteConstraint(let a), .nonFiniteConstraint(let b)),
      (.outOfRangeConstraint(let a), .outOfRangeConstraint(let b)):
      a === b
    case (.duplicateEditVariable(let a), .duplicateEditVariable(let b)),
      (.unknownEditVariable(let a), .unknownEditVariable(let b)),
      (.requiredEditVariable(let a), .requiredEditVariable(let b)):
      a === b
    case (.invalidPriority(let a), .invalidPriority(let b)):
      a.rawValue == b.rawValue || (a.rawValue.isNaN && b.rawValue.isNaN)
    case (.nonFiniteValue(let x, let a), .nonFiniteValue(let y, let b)),
      (.outOfRangeValue(let x, let a), .outOfRangeValue(let y, let b)):
      a === b && (x == y || (x.isNaN && y.isNaN))
    case (.unsatisfiable(let a, let setA), .unsatisfiable(let b, let setB)):
      a === b && setA.count == setB.count
        && Set(setA.map(ObjectIdentifier.init)) == Set(setB.map(ObjectIdentifier.init))
    default:
      false
    }
  }
}
