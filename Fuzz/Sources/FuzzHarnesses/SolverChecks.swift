import ConstraintSolver

/// What the solver harness checks after each operation, cheaply: the promises of the solver's
/// documentation that hold for any input.
struct SolverChecks {
  /// How far a required constraint may be from holding, relative to the size of its terms: the
  /// solver works in doubles, and pivots lose a few digits; more than this is a wrong answer.
  static let relativeTolerance = 1e-6
  /// How far `value(of:)` may move a value to a whole number, relative to it (`snapped` in
  /// Solver.swift: values within 1e-9 of a whole number read whole, below 1e15).
  static let snapTolerance = 1e-9

  /// Traps with `message` when `condition` is false: libFuzzer records the input as a crash.
  func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    fatalError("solver harness: \(message())")
  }

  /// Every value is finite, and every required constraint in the solver holds.
  func checkSolution(of solver: Solver, variables: [Variable]) {
    for variable in variables {
      let value = solver.value(of: variable)
      expect(value.isFinite, "\(variable) = \(value)")
    }
    // Deferred values are stale by design until `updateValues()`.
    guard !solver.defersValueUpdates else { return }
    for constraint in solver.constraints where constraint.priority.isRequired {
      var sum = constraint.expression.constant
      var scale = abs(sum)
      // What reading values whole may add: a coefficient of 1e14 turns a snap of 1e-13 into 10.
      var snapping = 0.0
      for term in constraint.expression.terms {
        let value = solver.value(of: term.variable)
        let product = term.coefficient * value
        sum += product
        scale += abs(product)
        snapping += abs(term.coefficient) * Self.snapTolerance * max(1, abs(value))
      }
      let slack = Self.relativeTolerance * max(1, scale) + snapping
      let holds: Bool
      switch constraint.relation {
      case .equal: holds = abs(sum) <= slack
      case .lessThanOrEqual: holds = sum <= slack
      case .greaterThanOrEqual: holds = sum >= -slack
      }
      expect(holds, "required constraint \(constraint) does not hold: its left side minus its right is \(sum)"
        + " (values: \(constraint.expression.terms.map { "\($0.variable) = \(solver.value(of: $0.variable))" }))")
    }
  }
}

/// What a caller can see of a solver: how an operation that threw is shown to have changed
/// nothing, and a copy to be independent.
struct SolverSnapshot: Equatable {
  /// The bit patterns of the values, so that NaN equals NaN; nil while values are deferred (an
  /// operation may bring stale values up to date before it throws, which is allowed).
  var values: [UInt64]?
  var constraints: [ObjectIdentifier]
  var editVariables: [Bool]

  init(_ solver: Solver, variables: [Variable]) {
    values = solver.defersValueUpdates ? nil : variables.map { solver.value(of: $0).bitPattern }
    constraints = solver.constraints.map(ObjectIdentifier.init)
    editVariables = variables.map(solver.hasEditVariable)
  }
}
