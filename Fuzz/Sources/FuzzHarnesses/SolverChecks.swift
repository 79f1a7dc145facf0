import ConstraintSolver

/// What the solver harness checks after each operation, cheaply: the promises of the solver's
/// documentation (Guides/ConstraintSolver.md, "Numbers").
///
/// For any input: no trap (the fuzz build checks the whole tableau after every operation), no
/// hang, every value finite, and an operation that throws changes nothing. While the solver has
/// only seen numbers at layout scale, also that every required constraint holds: near the limits
/// (1e15 constants, 1e-6 and 1e6 multipliers) the tableau's numbers pass what a double holds to
/// the solver's tolerance, and only robustness is promised there.
struct SolverChecks {
  /// Whether every number the solver has accepted so far is at layout scale.
  private(set) var atLayoutScale = true

  /// Constants and values within ±1e7 points, multipliers within 1e-2…1e2 (or under the 1e-9
  /// the solver counts as zero): the scale the solver's answers are exact to rounding at.
  static func isLayoutScale(_ number: Double) -> Bool { abs(number) <= 1e7 }
  static func isLayoutScale(coefficient: Double) -> Bool {
    let magnitude = abs(coefficient)
    return magnitude < 1e-9 || (magnitude >= 1e-2 && magnitude <= 1e2)
  }

  /// Whether the constant and every multiplier of `constraint` are at layout scale.
  static func isLayoutScale(_ constraint: Constraint) -> Bool {
    isLayoutScale(constraint.expression.constant)
      && constraint.expression.terms.allSatisfy { isLayoutScale(coefficient: $0.coefficient) }
  }

  /// Records that the solver accepted numbers that are (or are not) at layout scale.
  mutating func note(layoutScale: Bool) {
    atLayoutScale = atLayoutScale && layoutScale
  }

  /// How far a required constraint may be from holding, relative to the size of its terms: the
  /// solver works in doubles, and pivots lose a few digits; more than this is a wrong answer.
  static let relativeTolerance = 1e-6
  /// How far `value(of:)` may move a value to a whole number, relative to it (`snapped` in
  /// Solver.swift: within 1e-9 of a whole number, 1e-12 of the value beyond 1 000).
  static let snapTolerance = 1e-9

  /// Traps with `message` when `condition` is false: libFuzzer records the input as a crash.
  func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    fatalError("solver harness: \(message())")
  }

  /// Every value is finite, and (at layout scale) every required constraint in the solver holds.
  func checkSolution(of solver: Solver, variables: [Variable]) {
    for variable in variables {
      let value = solver.value(of: variable)
      expect(value.isFinite, "\(variable) = \(value)")
    }
    // Deferred values are stale by design until `updateValues()`.
    guard !solver.defersValueUpdates, atLayoutScale else { return }
    for constraint in solver.constraints where constraint.priority.isRequired {
      var sum = constraint.expression.constant
      var scale = abs(sum)
      // What reading values whole may add: a coefficient of 1e14 turns a snap of 1e-13 into 10.
      var snapping = 0.0
      for term in constraint.expression.terms where abs(term.coefficient) >= 1e-9 {
        // The solver counts a coefficient under 1e-9 as zero.
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
