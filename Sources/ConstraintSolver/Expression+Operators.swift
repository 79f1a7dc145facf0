// Operators that build expressions and constraints: `2 * x + y - 10 >= z`.
//
// Each operator has overloads for `Variable`, `Expression` and `Double` operands, because Swift
// converts none of them implicitly. Constraint operators keep the relation as written: `a <= b`
// is stored as `a - b <= 0`.

extension Expression {
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }
  public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
  public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
  }
  public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

  public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs.scaled(by: -1) }
  public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
  public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
  public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
  public static func - (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: -1) + lhs }

  public static prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }

  public static func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
  public static func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
  public static func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
}

extension Variable {
  public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
  public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
  public static func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
  public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
  public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
  public static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }
  public static prefix func - (operand: Variable) -> Expression { Expression(operand).scaled(by: -1) }
  public static func * (lhs: Double, rhs: Variable) -> Expression { Expression([.init(rhs, coefficient: lhs)]) }
  public static func * (lhs: Variable, rhs: Double) -> Expression { Expression([.init(lhs, coefficient: rhs)]) }
  public static func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) / rhs }
}

// MARK: - Constraints

extension Expression {
  public static func == (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, .equal)
  }
  public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
  }
  public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
  }
  public static func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
  public static func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
  public static func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
  public static func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
  public static func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
  public static func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
  public static func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
  public static func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
  public static func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
  public static func == (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
  public static func <= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
  public static func >= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
}

extension Variable {
  public static func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
  public static func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
  public static func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
  public static func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(rhs) }
  public static func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(rhs) }
  public static func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(rhs) }
  public static func == (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
  public static func <= (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
  public static func >= (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
}
