import ConstraintSolver

/// One step of a scripted solver session, on the constraints of a ``LinearSystem`` by index.
public enum SolverOperation: Sendable, CustomStringConvertible {
  case add(Int)
  case remove(Int)
  /// Makes a variable an edit variable at a priority and suggests a first value at once.
  case addEdit(variable: Int, priority: Int, value: Rational)
  /// Suggests a value for the current edit variable.
  case suggest(Rational)
  case removeEdit

  public var description: String {
    switch self {
    case .add(let i): "add [\(i)]"
    case .remove(let i): "remove [\(i)]"
    case .addEdit(let v, let p, let value): "edit x\(v) @\(p) := \(value)"
    case .suggest(let value): "suggest \(value)"
    case .removeEdit: "remove edit"
    }
  }
}

/// Runs `operations` on a fresh solver and, after each one, compares the solution with the exact
/// reference for what the solver then holds (the added constraints, plus the edit as
/// `variable == value @priority`): required constraints hold, every level is optimal, variables
/// fixed on the optimal face have their values, and `isAmbiguous` is exact. A refused add must be
/// infeasible per the reference and change no value.
///
/// - Returns: A description of every failure, empty when all is well.
public func replay(_ system: LinearSystem, _ operations: [SolverOperation], tolerance: Double = 1e-6)
  throws(ReferenceOverflow) -> [String]
{
  let variables = system.makeVariables()
  let constraints = system.makeConstraints(variables)
  var solver = Solver()
  var present: [Int] = []
  var edit: (variable: Int, priority: Int, value: Rational)?
  var failures: [String] = []
  var done: [String] = []
  for operation in operations {
    done.append(operation.description)
    let context = done.joined(separator: ", ")
    let before = system.values(in: solver, of: variables)
    var refused: Int?
    do {
      switch operation {
      case .add(let index):
        do {
          try solver.add(constraints[index])
          present.append(index)
        } catch .unsatisfiable {
          refused = index
        }
      case .remove(let index):
        try solver.remove(constraints[index])
        present.removeAll { $0 == index }
      case .addEdit(let variable, let priority, let value):
        try solver.addEditVariable(variables[variable], priority: Priority(Float(priority)))
        try solver.suggestValue(value.doubleValue, for: variables[variable])
        edit = (variable, priority, value)
      case .suggest(let value):
        try solver.suggestValue(value.doubleValue, for: variables[edit!.variable])
        edit!.value = value
      case .removeEdit:
        try solver.removeEditVariable(variables[edit!.variable])
        edit = nil
      }
    } catch {
      failures.append("\(context): threw \(error)")
      continue
    }
    if let refused {
      if try ExactReference.isFeasible(system.subsystem(present + [refused])) {
        failures.append("\(context): refused, but the reference finds it feasible")
      }
      if system.values(in: solver, of: variables) != before { failures.append("\(context): the refusal changed values") }
    }
    var current = system.subsystem(present)
    if let edit {
      current = current.adding(try .pin(variable: edit.variable, of: system.variableCount, to: edit.value, priority: edit.priority))
    }
    guard let reference = try ExactReference.solve(current, ranges: true) else {
      failures.append("\(context): the solver holds constraints the reference finds infeasible")
      continue
    }
    let values = system.values(in: solver, of: variables)
    let violation = current.requiredViolation(values)
    if violation > tolerance {
      failures.append("\(context): a required constraint is violated by \(violation) at \(values)")
    }
    let errors = current.levelErrors(values)
    for level in reference.levels where abs((errors[level.priority] ?? 0) - level.optimum.doubleValue) > tolerance {
      failures.append("\(context): level @\(level.priority) has error \(errors[level.priority] ?? 0), the optimum is \(level.optimum) (values \(values))")
    }
    for (index, range) in reference.ranges.enumerated() {
      if range.isFixed && abs(values[index] - range.min!.doubleValue) > tolerance {
        failures.append("\(context): x\(index) is \(values[index]) but every optimal solution has \(range.min!)")
      }
      if solver.isAmbiguous(variables[index]) == range.isFixed {
        failures.append("\(context): isAmbiguous(x\(index)) is \(!range.isFixed ? "false" : "true") but its optimal range is \(range)")
      }
    }
  }
  return failures
}
