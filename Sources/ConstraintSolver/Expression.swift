/// A linear expression: a sum of variables times coefficients, plus a constant.
///
/// Build expressions with ordinary operators: `2 * x + y - 10`.
public struct Expression: Sendable, CustomStringConvertible {
  /// One variable times a coefficient.
  public struct Term: Sendable {
    /// The variable.
    public let variable: Variable
    /// The coefficient it is multiplied by.
    public let coefficient: Double

    /// Creates a term `coefficient * variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// The terms, in the order they were written. A variable may appear more than once.
  public var terms: [Term]
  /// The constant added to the terms.
  public var constant: Double

  /// Creates an expression from terms and a constant.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Creates a constant expression.
  public init(_ constant: Double) {
    self.init([], constant: constant)
  }

  /// Whether every coefficient and the constant are finite numbers.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// Whether the solver accepts these numbers: a constant within ±``Solver/largestMagnitude``,
  /// and for each variable a coefficient (its terms added up) that is zero or has a magnitude in
  /// ``Solver/coefficientMagnitudes``.
  public var isWithinSolverRange: Bool { firstNumberOutOfRange == nil }

  /// The constant, or the first variable's coefficient (its terms added up), that the solver
  /// does not accept; nil when it accepts them all.
  var firstNumberOutOfRange: (number: Double, isConstant: Bool)? {
    guard abs(constant) <= Solver.largestMagnitude else { return (constant, true) }
    for (index, term) in terms.enumerated() {
      // A variable written twice (`x + 10 * x`) counts once, with its coefficients added.
      guard !terms[..<index].contains(where: { $0.variable === term.variable }) else { continue }
      let coefficient = terms[index...].reduce(0) { $1.variable === term.variable ? $0 + $1.coefficient : $0 }
      let magnitude = abs(coefficient)
      guard nearZero(magnitude) || Solver.coefficientMagnitudes.contains(magnitude) else { return (coefficient, false) }
    }
    return nil
  }

  /// The expression multiplied by a number.
  public func scaled(by factor: Double) -> Expression {
    Expression(terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
               constant: constant * factor)
  }

  /// The expression written as `2 * x + y - 10`.
  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let factor = magnitude == 1 ? "" : "\(formatNumber(magnitude)) * "
      if text.isEmpty {
        text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.description
      } else {
        text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.description
      }
    }
    if text.isEmpty { return formatNumber(constant) }
    if constant != 0 {
      text += (constant < 0 ? " - " : " + ") + formatNumber(abs(constant))
    }
    return text
  }
}

/// Formats a number without a trailing `.0` when it is whole: `8`, `0.5`.
func formatNumber(_ value: Double) -> String {
  // Whole numbers print without a fraction up to 2⁵³, where doubles stop holding every integer.
  if value.isFinite, value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
    return String(Int64(value))
  }
  return String(value)
}
