// A second, independent exact reference, by brute force, to check `ExactReference` itself.
//
// Every error is linear on each cell of the arrangement of the hyperplanes `residual = 0` of all
// constraints, so on a bounded system the lexicographically optimal face is a polytope whose
// vertices are vertices of that arrangement: points where n independent hyperplanes meet. Trying
// every n-subset of hyperplanes, keeping the points where the required constraints hold, and taking
// the lexicographically smallest vector of level errors gives every level's optimum; the optimal
// vertices span each variable's range over the face. Exponential, so for tiny systems only.

extension SystemConstraint {
  /// The exact residual at a rational point.
  public func exactResidual(_ point: [Rational]) throws(ReferenceOverflow) -> Rational {
    var sum = constant
    for (coefficient, value) in zip(coefficients, point) where !coefficient.isZero {
      sum = try sum + coefficient * value
    }
    return sum
  }

  /// The exact error at a rational point.
  public func exactError(_ point: [Rational]) throws(ReferenceOverflow) -> Rational {
    let r = try exactResidual(point)
    switch relation {
    case .equal: return r < .zero ? try -r : r
    case .lessThanOrEqual: return r > .zero ? r : .zero
    case .greaterThanOrEqual: return r < .zero ? try -r : .zero
    }
  }
}

public enum VertexEnumeration {
  /// The lexicographic optimum of a bounded system by enumerating arrangement vertices, with every
  /// variable's range; nil when the required constraints cannot hold.
  public static func solve(_ system: LinearSystem) throws(ReferenceOverflow) -> ReferenceSolution? {
    let n = system.variableCount
    let priorities = system.optionalPriorities
    let planes = system.constraints
    var best: [Rational]?
    var optimalPoints: [[Rational]] = []
    var subset: [Int] = []

    func visit(_ point: [Rational]) throws(ReferenceOverflow) {
      for constraint in planes where constraint.isRequired {
        guard try constraint.exactError(point).isZero else { return }
      }
      var errors = [Rational](repeating: .zero, count: priorities.count)
      for constraint in planes where !constraint.isRequired {
        let level = priorities.firstIndex(of: constraint.priority)!
        errors[level] = try errors[level] + constraint.exactError(point)
      }
      if let current = best {
        if errors.lexicographicallyPrecedes(current) {
          best = errors
          optimalPoints = [point]
        } else if errors == current {
          optimalPoints.append(point)
        }
      } else {
        best = errors
        optimalPoints = [point]
      }
    }

    func choose(from start: Int) throws(ReferenceOverflow) {
      if subset.count == n {
        if let point = try intersection(subset.map { planes[$0] }, n) { try visit(point) }
        return
      }
      guard start < planes.count else { return }
      for index in start..<planes.count {
        subset.append(index)
        try choose(from: index + 1)
        subset.removeLast()
      }
    }
    try choose(from: 0)

    guard let best else { return nil }
    var ranges: [VariableRange] = []
    for variable in 0..<n {
      let values = optimalPoints.map { $0[variable] }
      ranges.append(VariableRange(min: values.min(), max: values.max()))
    }
    return ReferenceSolution(
      levels: zip(priorities, best).map { LevelOptimum(priority: $0, optimum: $1) },
      ranges: ranges, point: optimalPoints[0])
  }

  /// The single point where the hyperplanes `residual = 0` meet, or nil if they are dependent.
  static func intersection(_ planes: [SystemConstraint], _ n: Int) throws(ReferenceOverflow) -> [Rational]? {
    // Augmented matrix [A | -c], Gauss–Jordan elimination.
    var matrix = try planes.map { (plane) throws(ReferenceOverflow) in plane.coefficients + [try -plane.constant] }
    for column in 0..<n {
      guard let pivotRow = (column..<n).first(where: { !matrix[$0][column].isZero }) else { return nil }
      matrix.swapAt(column, pivotRow)
      let pivot = matrix[column][column]
      for j in 0...n { matrix[column][j] = try matrix[column][j] / pivot }
      for i in 0..<n where i != column && !matrix[i][column].isZero {
        let factor = matrix[i][column]
        for j in 0...n { matrix[i][j] = try matrix[i][j] - factor * matrix[column][j] }
      }
    }
    return matrix.map { $0[n] }
  }
}
