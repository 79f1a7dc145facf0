import ConstraintSolver

/// One constraint of a ``LinearSystem``: `Σ coefficients[j]·x_j + constant  relation  0  @priority`.
///
/// The same meaning as ``ConstraintSolver/Constraint``: the expression is "left side minus right
/// side", and the relation says how it compares with zero.
public struct SystemConstraint: Sendable, CustomStringConvertible {
  public var coefficients: [Rational]
  public var constant: Rational
  public var relation: Constraint.Relation
  /// 1000 is required; anything in 1..<1000 is optional.
  public var priority: Int

  public init(coefficients: [Rational], constant: Rational, relation: Constraint.Relation, priority: Int) {
    self.coefficients = coefficients
    self.constant = constant
    self.relation = relation
    self.priority = priority
  }

  /// `variable == value @priority`, such as an edit variable's suggestion.
  public static func pin(variable: Int, of variableCount: Int, to value: Rational, priority: Int) throws(ReferenceOverflow) -> SystemConstraint {
    var coefficients = [Rational](repeating: .zero, count: variableCount)
    coefficients[variable] = .one
    return SystemConstraint(coefficients: coefficients, constant: try -value, relation: .equal, priority: priority)
  }

  public var isRequired: Bool { priority >= 1000 }

  /// `Σ coefficients·values + constant`.
  public func residual(_ values: [Double]) -> Double {
    var sum = constant.doubleValue
    for (coefficient, value) in zip(coefficients, values) where !coefficient.isZero {
      sum += coefficient.doubleValue * value
    }
    return sum
  }

  /// The error the priority hierarchy charges: `|residual|` for `==`, the shortfall otherwise.
  public func error(_ values: [Double]) -> Double {
    let r = residual(values)
    switch relation {
    case .equal: return abs(r)
    case .lessThanOrEqual: return max(0, r)
    case .greaterThanOrEqual: return max(0, -r)
    }
  }

  /// The solver's constraint over `variables` (indexed as the coefficients).
  public func makeConstraint(_ variables: [Variable]) -> Constraint {
    var terms: [Expression.Term] = []
    for (index, coefficient) in coefficients.enumerated() where !coefficient.isZero {
      terms.append(Expression.Term(variables[index], coefficient: coefficient.doubleValue))
    }
    let expression = Expression(terms, constant: constant.doubleValue)
    return Constraint(expression, relation, priority: Priority(Float(priority)))
  }

  /// The same constraint written another way, as a user might: negated with the relation
  /// flipped (`x <= 5` as `-x >= -5`), and with terms split in two or the variable repeated
  /// (`3x` as `x + 2x`). The errors it charges are the same.
  public func makeConstraint(_ variables: [Variable], rewrittenWith random: inout SplitMix64) -> Constraint {
    let negate = random.chance(0.5)
    let sign = negate ? -1.0 : 1.0
    var terms: [Expression.Term] = []
    for (index, coefficient) in coefficients.enumerated() where !coefficient.isZero {
      let value = sign * coefficient.doubleValue
      if random.chance(0.4) {
        let part = Double(random.int(in: -2...2))
        terms.append(Expression.Term(variables[index], coefficient: part))
        terms.append(Expression.Term(variables[index], coefficient: value - part))
      } else {
        terms.append(Expression.Term(variables[index], coefficient: value))
      }
    }
    let flipped: Constraint.Relation = switch (relation, negate) {
    case (.equal, _): .equal
    case (.lessThanOrEqual, false), (.greaterThanOrEqual, true): .lessThanOrEqual
    case (.greaterThanOrEqual, false), (.lessThanOrEqual, true): .greaterThanOrEqual
    }
    let expression = Expression(random.shuffled(terms), constant: sign * constant.doubleValue)
    return Constraint(expression, flipped, priority: Priority(Float(priority)))
  }

  public func description(names: [String]) -> String {
    var text = ""
    for (index, coefficient) in coefficients.enumerated() where !coefficient.isZero {
      let negative = coefficient < .zero
      let magnitude = negative ? (try? -coefficient) ?? coefficient : coefficient
      let factor = magnitude == .one ? "" : "\(magnitude)*"
      if text.isEmpty {
        text = (negative ? "-" : "") + factor + names[index]
      } else {
        text += (negative ? " - " : " + ") + factor + names[index]
      }
    }
    if text.isEmpty { text = "0" }
    if !constant.isZero {
      let negative = constant < .zero
      text += (negative ? " - " : " + ") + "\(negative ? (try? -constant) ?? constant : constant)"
    }
    text += " \(relation.symbol) 0"
    if !isRequired { text += " @\(priority)" }
    return text
  }

  public var description: String {
    description(names: coefficients.indices.map { "x\($0)" })
  }
}

/// A small linear system: variables `x0…`, constraints in the order they are added.
public struct LinearSystem: Sendable, CustomStringConvertible {
  public var variableCount: Int
  public var constraints: [SystemConstraint]

  public init(variableCount: Int, constraints: [SystemConstraint]) {
    self.variableCount = variableCount
    self.constraints = constraints
  }

  public var variableNames: [String] { (0..<variableCount).map { "x\($0)" } }

  /// The same variables with only the constraints at `indices`, in that order.
  public func subsystem<S: Sequence<Int>>(_ indices: S) -> LinearSystem {
    LinearSystem(variableCount: variableCount, constraints: indices.map { constraints[$0] })
  }

  /// The same system with one more constraint at the end.
  public func adding(_ constraint: SystemConstraint) -> LinearSystem {
    LinearSystem(variableCount: variableCount, constraints: constraints + [constraint])
  }

  /// The optional priorities in use, highest first.
  public var optionalPriorities: [Int] {
    Set(constraints.filter { !$0.isRequired }.map(\.priority)).sorted(by: >)
  }

  /// Variables `x0…` for a solver.
  public func makeVariables() -> [Variable] { variableNames.map { Variable($0) } }

  /// The solver's constraints, in order.
  public func makeConstraints(_ variables: [Variable]) -> [Constraint] {
    constraints.map { $0.makeConstraint(variables) }
  }

  /// The total error of each optional priority level at `values`.
  public func levelErrors(_ values: [Double]) -> [Int: Double] {
    var errors: [Int: Double] = [:]
    for constraint in constraints where !constraint.isRequired {
      errors[constraint.priority, default: 0] += constraint.error(values)
    }
    return errors
  }

  /// The largest violation of a required constraint at `values` (0 when all hold).
  public func requiredViolation(_ values: [Double]) -> Double {
    constraints.filter(\.isRequired).map { $0.error(values) }.max() ?? 0
  }

  /// One constraint per line, numbered.
  public var description: String {
    let names = variableNames
    return constraints.enumerated().map { "  [\($0.offset)] \($0.element.description(names: names))" }
      .joined(separator: "\n")
  }

  /// Swift source that rebuilds the system with the solver's API, for bug reports.
  public var swiftSource: String {
    var lines = variableNames.map { "let \($0) = Variable(\"\($0)\")" }
    lines.append("var solver = Solver()")
    let names = variableNames
    for constraint in constraints {
      var lhs = ""
      for (index, coefficient) in constraint.coefficients.enumerated() where !coefficient.isZero {
        let term = "\(coefficient.doubleValue) * \(names[index])"
        lhs += lhs.isEmpty ? term : " + " + term
      }
      if lhs.isEmpty { lhs = "Expression(0)" }
      let c = constant(constraint.constant.doubleValue)
      var line = "(\(lhs)\(c) \(constraint.relation.symbol) 0)"
      if !constraint.isRequired { line += ".priority(\(constraint.priority))" }
      lines.append("try solver.add(\(line))")
    }
    return lines.joined(separator: "\n")
  }

  private func constant(_ value: Double) -> String {
    value == 0 ? "" : value < 0 ? " - \(-value)" : " + \(value)"
  }
}

extension LinearSystem {
  /// The solver's value of each variable, in order.
  public func values(in solver: Solver, of variables: [Variable]) -> [Double] {
    variables.map { solver.value(of: $0) }
  }
}
