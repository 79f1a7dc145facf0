import ConstraintSolver

/// The solver driven by a program of operations decoded from the bytes.
///
/// Byte format (Guides/Fuzzing.md, "The solver harness"): a sequence of operations, each an
/// opcode byte (modulo ``Operation``'s case count) and its operands. Variables are a pool of
/// ``variableCount`` (`v0`…`v5`), named by a byte modulo the pool; constraints the program made
/// are named by a byte modulo how many it made so far. Numbers are read as ``FuzzInput/number(_:)``,
/// ``FuzzInput/coefficient(_:)`` and ``FuzzInput/priority(_:)`` read them.
///
/// A new constraint is: a term count (byte modulo 4), each term a variable and a coefficient,
/// then a constant, a relation (byte modulo 3: `==`, `<=`, `>=`) and a priority.
///
/// After every operation the harness checks what the solver promises (``SolverChecks``): every
/// value is finite, every required constraint in the solver holds, and an operation that threw
/// changed nothing.
public struct SolverHarness {
  /// How many variables the programs use.
  public static let variableCount = 6
  /// The most constraints a program makes; later constructions replace the oldest.
  static let constraintLimit = 48
  /// The most operations a program runs, so that one input cannot take unbounded time.
  static let operationLimit = 400

  /// The operations, in opcode order.
  public enum Operation: UInt8, CaseIterable, Sendable {
    /// A new constraint, then a Boolean: `forConstantChanges`.
    case add
    /// A constraint made before, added again (a duplicate, or a re-add after removal).
    case addAgain
    case remove
    /// A count (byte modulo 5), then that many constraints: `remove(_:)` of an array.
    case removeBatch
    /// A constraint, then a constant: replaced by the same terms, relation and priority with that
    /// constant (the in-place path).
    case replaceConstant
    /// A constraint, then a new constraint that replaces it.
    case replace
    /// A variable and a priority.
    case addEditVariable
    case removeEditVariable
    /// A variable and a value.
    case suggestValue
    /// A variable: `constraintsAffecting(_:)`.
    case constraintsAffecting
    /// A variable.
    case isAmbiguous
    /// A variable and a distance.
    case exerciseAmbiguity
    case resetExercisedAmbiguity
    /// A Boolean: `defersValueUpdates` set to it; then `updateValues()` when it was set.
    case deferValues
    /// `recordsChangedVariables = true`, then `takeChangedVariables()`.
    case takeChangedVariables
    /// A copy of the solver changed by the next operation; the original must not change.
    case copy
    /// Two sizes, each a byte times 37 less 100 (so some are negative): room reserved with
    /// `reserveCapacity(constraints:variables:)`, which must change nothing the solver answers.
    case reserveCapacity
    /// Terms and a constant as a new constraint's, then two priorities: the equality with a
    /// priority each way (`Constraint(_:above:below:)`), added.
    case addWithPriorityEachWay
  }

  let range: NumberRange
  var solver = Solver()
  let variables: [Variable]
  var constraints: [Constraint] = []
  var madeCount = 0
  var checks = SolverChecks()

  init(range: NumberRange) {
    self.range = range
    variables = (0..<Self.variableCount).map { Variable("v\($0)") }
  }

  /// Runs the program in `bytes`; traps (through ``SolverChecks``) when a promise is broken.
  public static func run(_ bytes: [UInt8], range: NumberRange = .fromEnvironment) {
    var harness = SolverHarness(range: range)
    var input = FuzzInput(bytes)
    FuzzTrace.emit("var solver = Solver()")
    FuzzTrace.emit("let v = (0..<\(variableCount)).map { Variable(\"v\\($0)\") }")
    var steps = 0
    while !input.isAtEnd && steps < operationLimit {
      steps += 1
      let operation = Operation(rawValue: input.byte() % UInt8(Operation.allCases.count)) ?? .add
      harness.perform(operation, reading: &input)
    }
  }

  // MARK: Operations

  mutating func perform(_ operation: Operation, reading input: inout FuzzInput) {
    switch operation {
    case .add:
      let constraint = makeConstraint(&input)
      let forConstantChanges = input.bool()
      attempt("try solver.add(\(name(constraint))\(forConstantChanges ? ", forConstantChanges: true" : ""))",
              layoutScale: SolverChecks.isLayoutScale(constraint)) {
        (solver: inout Solver) throws(SolverError) in try solver.add(constraint, forConstantChanges: forConstantChanges)
      }
    case .addWithPriorityEachWay:
      let constraint = makeConstraintWithPriorityEachWay(&input)
      attempt("try solver.add(\(name(constraint)))", layoutScale: SolverChecks.isLayoutScale(constraint)) {
        (solver: inout Solver) throws(SolverError) in try solver.add(constraint)
      }
    case .addAgain:
      guard let constraint = existingConstraint(&input) else { return }
      attempt("try solver.add(\(name(constraint)))") { (solver: inout Solver) throws(SolverError) in
        try solver.add(constraint)
      }
    case .remove:
      guard let constraint = existingConstraint(&input) else { return }
      attempt("try solver.remove(\(name(constraint)))") { (solver: inout Solver) throws(SolverError) in
        try solver.remove(constraint)
      }
    case .removeBatch:
      let count = input.index(5)
      let batch = (0..<count).compactMap { _ in existingConstraint(&input) }
      attempt("try solver.remove([\(batch.map(name).joined(separator: ", "))])") {
        (solver: inout Solver) throws(SolverError) in try solver.remove(batch)
      }
    case .replaceConstant:
      guard let old = existingConstraint(&input) else { return }
      let constant = input.number(range)
      let expression = Expression(old.expression.terms, constant: constant)
      // The trace's source only when tracing: each name is a look-up.
      let terms = FuzzTrace.isEnabled ? "Expression(\(name(old)).expression.terms, constant: \(swiftLiteral(constant)))" : ""
      let replacement =
        if let below = old.priorityBelow {
          record(
            Constraint(expression, above: old.priority, below: below),
            as: FuzzTrace.isEnabled ? "Constraint(\(terms), above: \(name(old)).priority, below: \(name(old)).priorityBelow!)" : "")
        } else {
          record(
            Constraint(expression, old.relation, priority: old.priority),
            as: FuzzTrace.isEnabled ? "Constraint(\(terms), \(name(old)).relation, priority: \(name(old)).priority)" : "")
        }
      attempt("try solver.replace(\(name(old)), with: \(name(replacement)))", layoutScale: SolverChecks.isLayoutScale(replacement)) {
        (solver: inout Solver) throws(SolverError) in try solver.replace(old, with: replacement)
      }
    case .replace:
      guard let old = existingConstraint(&input) else { return }
      let replacement = makeConstraint(&input)
      attempt("try solver.replace(\(name(old)), with: \(name(replacement)))", layoutScale: SolverChecks.isLayoutScale(replacement)) {
        (solver: inout Solver) throws(SolverError) in try solver.replace(old, with: replacement)
      }
    case .addEditVariable:
      let (variable, label) = self.variable(&input)
      let priority = input.priority(range)
      attempt("try solver.addEditVariable(\(label), priority: Priority(\(swiftLiteral(priority))))") {
        (solver: inout Solver) throws(SolverError) in try solver.addEditVariable(variable, priority: Priority(priority))
      }
    case .removeEditVariable:
      let (variable, label) = self.variable(&input)
      attempt("try solver.removeEditVariable(\(label))") { (solver: inout Solver) throws(SolverError) in
        try solver.removeEditVariable(variable)
      }
    case .suggestValue:
      let (variable, label) = self.variable(&input)
      let value = input.number(range)
      attempt("try solver.suggestValue(\(swiftLiteral(value)), for: \(label))", layoutScale: SolverChecks.isLayoutScale(value)) {
        (solver: inout Solver) throws(SolverError) in try solver.suggestValue(value, for: variable)
      }
    case .constraintsAffecting:
      let (variable, label) = self.variable(&input)
      FuzzTrace.emit("_ = solver.constraintsAffecting(\(label))")
      let affecting = solver.constraintsAffecting(variable)
      checks.expect(affecting.allSatisfy(solver.contains), "constraintsAffecting(\(label)) names a constraint not in the solver")
    case .isAmbiguous:
      let (variable, label) = self.variable(&input)
      FuzzTrace.emit("_ = solver.isAmbiguous(\(label))")
      _ = solver.isAmbiguous(variable)
    case .exerciseAmbiguity:
      let (variable, label) = self.variable(&input)
      let distance = input.number(range)
      FuzzTrace.emit("solver.exerciseAmbiguity(of: \(label), by: \(swiftLiteral(distance)))")
      solver.exerciseAmbiguity(of: variable, by: distance)
      checks.note(layoutScale: SolverChecks.isLayoutScale(distance))
      checks.checkSolution(of: solver, variables: variables)
    case .resetExercisedAmbiguity:
      FuzzTrace.emit("solver.resetExercisedAmbiguity()")
      solver.resetExercisedAmbiguity()
      checks.checkSolution(of: solver, variables: variables)
    case .deferValues:
      let defers = input.bool()
      FuzzTrace.emit("solver.defersValueUpdates = \(defers)")
      solver.defersValueUpdates = defers
      if defers {
        FuzzTrace.emit("solver.updateValues()")
        solver.updateValues()
      }
      checks.checkSolution(of: solver, variables: variables)
    case .takeChangedVariables:
      FuzzTrace.emit("solver.recordsChangedVariables = true; _ = solver.takeChangedVariables()")
      solver.recordsChangedVariables = true
      _ = solver.takeChangedVariables()
      checks.checkSolution(of: solver, variables: variables)
    case .reserveCapacity:
      let constraintCount = Int(input.byte()) * 37 - 100
      let variableCount = Int(input.byte()) * 37 - 100
      FuzzTrace.emit("solver.reserveCapacity(constraints: \(constraintCount), variables: \(variableCount))")
      let before = SolverSnapshot(solver, variables: variables)
      solver.reserveCapacity(constraints: constraintCount, variables: variableCount)
      checks.expect(SolverSnapshot(solver, variables: variables) == before, "reserving capacity changed the solver")
    case .copy:
      // Value semantics: the next operation runs on a copy; the original must read as before.
      let original = solver
      let before = SolverSnapshot(original, variables: variables)
      FuzzTrace.emit("let original = solver")
      guard !input.isAtEnd else { return }
      let next = Operation(rawValue: input.byte() % UInt8(Operation.allCases.count)) ?? .add
      perform(next == .copy ? .add : next, reading: &input)
      checks.expect(SolverSnapshot(original, variables: variables) == before, "an operation on a copy changed the original")
    }
  }

  /// Runs `operation` on the solver and checks the result: after success the solution, after an
  /// error that nothing changed.
  @discardableResult
  private mutating func attempt(
    _ call: String, layoutScale: Bool = true, _ operation: (inout Solver) throws(SolverError) -> Void
  ) -> Bool {
    FuzzTrace.emit(call)
    let before = SolverSnapshot(solver, variables: variables)
    do throws(SolverError) {
      try operation(&solver)
    } catch {
      // Describing the error formats its constraints: that must not trap either.
      _ = error.description
      checks.expect(SolverSnapshot(solver, variables: variables) == before, "\(call) threw \(error) but changed the solver")
      return false
    }
    checks.note(layoutScale: layoutScale)
    checks.checkSolution(of: solver, variables: variables)
    return true
  }

  // MARK: Reading operands

  /// A variable of the pool and its name in traces.
  private func variable(_ input: inout FuzzInput) -> (Variable, String) {
    let index = input.index(variables.count)
    return (variables[index], "v[\(index)]")
  }

  /// A constraint made earlier, or nil (reading its byte all the same) when none was.
  private func existingConstraint(_ input: inout FuzzInput) -> Constraint? {
    let index = input.index(Self.constraintLimit)
    return constraints.isEmpty ? nil : constraints[index % constraints.count]
  }

  /// A new constraint read from the input.
  private mutating func makeConstraint(_ input: inout FuzzInput) -> Constraint {
    let (expression, source) = makeExpression(&input)
    let relation = input.choose([Constraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
    let priority = input.priority(range)
    return record(
      Constraint(expression, relation, priority: Priority(priority)),
      as: "Constraint(\(source), .\(relation), priority: Priority(\(swiftLiteral(priority))))")
  }

  /// A new equality with a priority each way read from the input: an expression, then the
  /// priority above and the one below.
  private mutating func makeConstraintWithPriorityEachWay(_ input: inout FuzzInput) -> Constraint {
    let (expression, source) = makeExpression(&input)
    let above = input.priority(range), below = input.priority(range)
    return record(
      Constraint(expression, above: Priority(above), below: Priority(below)),
      as: "Constraint(\(source), above: Priority(\(swiftLiteral(above))), below: Priority(\(swiftLiteral(below))))")
  }

  /// Terms (a count, then each a variable and a coefficient) and a constant read from the input,
  /// with the Swift expression that makes them, for the trace.
  private func makeExpression(_ input: inout FuzzInput) -> (Expression, String) {
    var terms: [Expression.Term] = []
    var termsText: [String] = []
    for _ in 0..<input.index(4) {
      let (variable, label) = self.variable(&input)
      let coefficient = input.coefficient(range)
      terms.append(Expression.Term(variable, coefficient: coefficient))
      termsText.append(".init(\(label), coefficient: \(swiftLiteral(coefficient)))")
    }
    let constant = input.number(range)
    return (
      Expression(terms, constant: constant),
      "Expression([\(termsText.joined(separator: ", "))], constant: \(swiftLiteral(constant)))"
    )
  }

  /// Keeps `constraint` for later operations (replacing the oldest past the limit) and traces it.
  /// `source` is the Swift expression that makes it, when tracing.
  private mutating func record(_ constraint: Constraint, as source: String) -> Constraint {
    FuzzTrace.emit("let c\(madeCount) = \(source)")
    if constraints.count < Self.constraintLimit {
      constraints.append(constraint)
    } else {
      constraints[madeCount % Self.constraintLimit] = constraint
    }
    names[ObjectIdentifier(constraint)] = (constraint, madeCount)
    madeCount += 1
    return constraint
  }

  /// The number in the trace name (`c3`) of every constraint made, kept alive so that no other
  /// constraint takes its identifier.
  private var names: [ObjectIdentifier: (Constraint, Int)] = [:]

  private func name(_ constraint: Constraint) -> String {
    names[ObjectIdentifier(constraint)].map { "c\($0.1)" } ?? "c?"
  }
}
