// An exact reference for the priority hierarchy (spec decision 1), for small systems only.
//
// The whole system becomes one LP in standard form, `A z = b, z ≥ 0`, over rationals:
//
// * each variable x is split into x⁺ − x⁻ (both ≥ 0), so variables are free;
// * a required `r <= 0` gets a slack: `r + s = 0`; `r >= 0`: `r − s = 0`; `r == 0` nothing;
// * an optional `r == 0` gets two errors: `r = e⁺ − e⁻`, costing e⁺ + e⁻ (= |r| at an optimum);
// * an optional `r <= 0` gets a slack and an error: `r + s − e = 0`, costing e (= max(0, r));
// * an optional `r >= 0`: `r − s + e = 0`, costing e (= max(0, −r)).
//
// Phase one (artificial variables, Bland's rule) decides whether the required constraints can
// hold. Then each optional level, highest priority first, is minimised by the primal simplex
// with Bland's rule, starting from the previous basis. At an optimum the objective equals
// `optimum + Σ d_j z_j` over the nonbasic columns, with every reduced cost d_j ≥ 0, so the
// points that keep the level optimal are exactly the feasible points with z_j = 0 wherever
// d_j > 0: those columns are removed before the next level. What is left is the face of
// lexicographically optimal solutions, over which each variable is then minimised and maximised.
//
// Nothing is rounded; an overflow throws `ReferenceOverflow`.

/// The optimum of one optional priority level.
public struct LevelOptimum: Sendable, CustomStringConvertible {
  public var priority: Int
  public var optimum: Rational
  public var description: String { "@\(priority): \(optimum)" }
}

/// The interval a variable spans over the face of optimal solutions; nil ends are unbounded.
public struct VariableRange: Sendable, CustomStringConvertible {
  public var min: Rational?
  public var max: Rational?
  /// Whether every optimal solution gives the variable the same value.
  public var isFixed: Bool { min != nil && min == max }
  public var description: String {
    "[\(min.map(\.description) ?? "-inf"), \(max.map(\.description) ?? "+inf")]"
  }
}

/// The reference's answer for a system whose required constraints can hold.
public struct ReferenceSolution: Sendable, CustomStringConvertible {
  /// Each optional level's optimal total error, highest priority first.
  public var levels: [LevelOptimum]
  /// Per variable, its range over the optimal face; empty unless asked for.
  public var ranges: [VariableRange]
  /// One lexicographically optimal point.
  public var point: [Rational]

  public func optimum(at priority: Int) -> Rational? {
    levels.first { $0.priority == priority }?.optimum
  }

  public var description: String {
    var text = "levels " + levels.map(\.description).joined(separator: ", ")
    text += "; point " + point.map(\.description).joined(separator: ", ")
    if !ranges.isEmpty { text += "; ranges " + ranges.map(\.description).joined(separator: ", ") }
    return text
  }
}

public enum ExactReference {
  /// Whether the required constraints of `system` can all hold (optional ones are ignored).
  public static func isFeasible(_ system: LinearSystem) throws(ReferenceOverflow) -> Bool {
    let required = LinearSystem(variableCount: system.variableCount, constraints: system.constraints.filter(\.isRequired))
    var program = Program(required)
    return try program.phaseOne()
  }

  /// The lexicographic optimum of `system`, or nil when its required constraints cannot hold.
  ///
  /// - Parameter ranges: Whether to compute each variable's range over the optimal face.
  public static func solve(_ system: LinearSystem, ranges: Bool = false) throws(ReferenceOverflow) -> ReferenceSolution? {
    var program = Program(system)
    guard try program.phaseOne() else { return nil }
    var levels: [LevelOptimum] = []
    for priority in system.optionalPriorities {
      var cost = [Rational](repeating: .zero, count: program.columnCount)
      for column in program.errorColumns[priority]! { cost[column] = .one }
      guard let optimum = try program.minimize(cost) else {
        preconditionFailure("a sum of non-negative errors cannot be unbounded below")
      }
      levels.append(LevelOptimum(priority: priority, optimum: optimum))
      try program.restrictToOptimalFace(cost)
    }
    let point = try program.variableValues()
    var variableRanges: [VariableRange] = []
    if ranges {
      for variable in 0..<system.variableCount {
        var cost = [Rational](repeating: .zero, count: program.columnCount)
        cost[2 * variable] = .one
        cost[2 * variable + 1] = -1
        var copy = program
        let low = try copy.minimize(cost)
        for column in cost.indices { cost[column] = try -cost[column] }
        copy = program
        var high: Rational?
        if let negatedMaximum = try copy.minimize(cost) { high = try -negatedMaximum }
        variableRanges.append(VariableRange(min: low, max: high))
      }
    }
    return ReferenceSolution(levels: levels, ranges: variableRanges, point: point)
  }
}

/// A dense simplex tableau in standard form.
struct Program {
  /// Each row: the coefficients of every column, then the right-hand side (kept ≥ 0).
  var rows: [[Rational]]
  /// The basic column of each row.
  var basis: [Int]
  /// Columns still allowed to be non-zero.
  var isActive: [Bool]
  var columnCount: Int
  let variableCount: Int
  /// The error columns of each optional priority.
  var errorColumns: [Int: [Int]] = [:]

  init(_ system: LinearSystem) {
    variableCount = system.variableCount
    var columns = 2 * system.variableCount
    var rows: [[(Int, Rational)]] = []
    var rightHandSides: [Rational] = []
    var errorColumns: [Int: [Int]] = [:]
    for constraint in system.constraints {
      var row: [(Int, Rational)] = []
      for (variable, coefficient) in constraint.coefficients.enumerated() where !coefficient.isZero {
        row.append((2 * variable, coefficient))
        // A coefficient fits in an Int, so its negation only fails for Int.min, never generated.
        row.append((2 * variable + 1, (try? -coefficient) ?? .zero))
      }
      func newColumn() -> Int {
        columns += 1
        return columns - 1
      }
      switch (constraint.relation, constraint.isRequired) {
      case (.equal, true):
        break
      case (.lessThanOrEqual, true):
        row.append((newColumn(), .one))
      case (.greaterThanOrEqual, true):
        row.append((newColumn(), -1))
      case (.equal, false):
        let plus = newColumn(), minus = newColumn()
        row.append((plus, -1))
        row.append((minus, .one))
        errorColumns[constraint.priority, default: []] += [plus, minus]
      case (.lessThanOrEqual, false):
        row.append((newColumn(), .one))
        let error = newColumn()
        row.append((error, -1))
        errorColumns[constraint.priority, default: []].append(error)
      case (.greaterThanOrEqual, false):
        row.append((newColumn(), -1))
        let error = newColumn()
        row.append((error, .one))
        errorColumns[constraint.priority, default: []].append(error)
      }
      rows.append(row)
      rightHandSides.append((try? -constraint.constant) ?? .zero)
    }
    // One artificial column per row, the starting basis of phase one.
    let artificialStart = columns
    columns += rows.count
    self.columnCount = columns
    self.errorColumns = errorColumns
    self.rows = []
    self.basis = []
    for (index, sparse) in rows.enumerated() {
      var dense = [Rational](repeating: .zero, count: columns + 1)
      for (column, value) in sparse { dense[column] = value }
      dense[columns] = rightHandSides[index]
      if rightHandSides[index] < .zero {
        for column in dense.indices { dense[column] = (try? -dense[column]) ?? .zero }
      }
      dense[artificialStart + index] = .one
      self.rows.append(dense)
      self.basis.append(artificialStart + index)
    }
    isActive = [Bool](repeating: true, count: columns)
    self.artificialStart = artificialStart
  }

  let artificialStart: Int

  /// Finds a feasible basis without artificial columns; false if there is none.
  mutating func phaseOne() throws(ReferenceOverflow) -> Bool {
    var cost = [Rational](repeating: .zero, count: columnCount)
    for column in artificialStart..<columnCount { cost[column] = .one }
    guard let infeasibility = try minimize(cost) else {
      preconditionFailure("a sum of non-negative artificials cannot be unbounded below")
    }
    guard infeasibility.isZero else { return false }
    // Drive the artificial columns still basic (at zero) out of the basis; a row where no other
    // column can replace one is redundant and goes.
    var redundant: [Int] = []
    for row in rows.indices where basis[row] >= artificialStart {
      if let column = (0..<artificialStart).first(where: { isActive[$0] && !rows[row][$0].isZero }) {
        try pivot(row: row, column: column)
      } else {
        redundant.append(row)
      }
    }
    for row in redundant.reversed() {
      rows.remove(at: row)
      basis.remove(at: row)
    }
    for column in artificialStart..<columnCount { isActive[column] = false }
    return true
  }

  mutating func pivot(row pivotRow: Int, column: Int) throws(ReferenceOverflow) {
    let pivot = rows[pivotRow][column]
    for j in 0...columnCount where !rows[pivotRow][j].isZero {
      rows[pivotRow][j] = try rows[pivotRow][j] / pivot
    }
    let source = rows[pivotRow]
    for i in rows.indices where i != pivotRow && !rows[i][column].isZero {
      let factor = rows[i][column]
      for j in 0...columnCount where !source[j].isZero {
        rows[i][j] = try rows[i][j] - factor * source[j]
      }
    }
    basis[pivotRow] = column
  }

  /// The reduced cost of every column (zero for inactive and basic ones).
  func reducedCosts(_ cost: [Rational]) throws(ReferenceOverflow) -> [Rational] {
    var reduced = [Rational](repeating: .zero, count: columnCount)
    var isBasic = [Bool](repeating: false, count: columnCount)
    for column in basis { isBasic[column] = true }
    for j in 0..<columnCount where isActive[j] && !isBasic[j] {
      var d = cost[j]
      for i in rows.indices where !cost[basis[i]].isZero && !rows[i][j].isZero {
        d = try d - cost[basis[i]] * rows[i][j]
      }
      reduced[j] = d
    }
    return reduced
  }

  /// Minimises `cost · z` from the current feasible basis over the active columns, by the primal
  /// simplex with Bland's rule (which cannot cycle). Returns the optimum, or nil if unbounded.
  mutating func minimize(_ cost: [Rational]) throws(ReferenceOverflow) -> Rational? {
    while true {
      let reduced = try reducedCosts(cost)
      guard let entering = reduced.indices.first(where: { reduced[$0] < .zero }) else {
        var value = Rational.zero
        for i in rows.indices where !cost[basis[i]].isZero {
          value = try value + cost[basis[i]] * rows[i][columnCount]
        }
        return value
      }
      var leaving: Int?
      var best = Rational.zero
      for i in rows.indices where rows[i][entering] > .zero {
        let ratio = try rows[i][columnCount] / rows[i][entering]
        if leaving == nil || ratio < best || (ratio == best && basis[i] < basis[leaving!]) {
          leaving = i
          best = ratio
        }
      }
      guard let leaving else { return nil }
      try pivot(row: leaving, column: entering)
    }
  }

  /// Removes every column that must stay zero for `cost` to stay at its optimum (call right after
  /// `minimize(cost)` returned an optimum).
  mutating func restrictToOptimalFace(_ cost: [Rational]) throws(ReferenceOverflow) {
    let reduced = try reducedCosts(cost)
    for j in reduced.indices where reduced[j] > .zero { isActive[j] = false }
  }

  /// The variables' values at the current basic solution.
  func variableValues() throws(ReferenceOverflow) -> [Rational] {
    var columnValues = [Rational](repeating: .zero, count: columnCount)
    for (i, column) in basis.enumerated() { columnValues[column] = rows[i][columnCount] }
    var values: [Rational] = []
    for variable in 0..<variableCount {
      values.append(try columnValues[2 * variable] - columnValues[2 * variable + 1])
    }
    return values
  }
}
