/// The objective of every priority level, and the simplex method's work lists.
struct Objectives: Sendable {
  /// One objective row per priority level in use, highest priority first.
  var levels: [ObjectiveLevel] = []
  /// While a required constraint is added through an artificial variable, its objective, which
  /// ranks above every level.
  var artificial: ObjectiveLevel?
  /// Parametric symbols whose reduced cost is lexicographically negative: the candidates to enter.
  var improving: Set<Symbol> = []
  /// Restricted basic symbols whose rows may have gone negative, for the dual simplex.
  var infeasible: [Int32] = []
}

/// The objective of one priority level: the sum of its errors, in terms of parametric symbols.
struct ObjectiveLevel: Sendable {
  var priority: Float
  var constant: Double = 0
  var terms: [Symbol: Double] = [:]
  /// How many constraints have errors at this level.
  var constraintCount = 0

  init(priority: Float) { self.priority = priority }

  func coefficient(of symbol: Symbol) -> Double { terms[symbol] ?? 0 }
}
