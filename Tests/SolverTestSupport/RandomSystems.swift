import ConstraintSolver

/// SplitMix64: a tiny, fast, seeded generator, so that a failing seed replays exactly.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `range`, computed the same way on every platform and toolchain.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next() % width)
  }

  /// True with probability `probability`.
  public mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) / Double(1 << 53) < probability
  }

  /// An element of a non-empty array.
  public mutating func element<T>(of array: [T]) -> T { array[int(in: 0...(array.count - 1))] }

  /// The array in a random order (Fisher–Yates).
  public mutating func shuffled<T>(_ array: [T]) -> [T] {
    var result = array
    for i in stride(from: result.count - 1, to: 0, by: -1) {
      result.swapAt(i, int(in: 0...i))
    }
    return result
  }
}

/// Makes small random systems: a few variables, each boxed by required `0 <= x <= 100` (so that
/// every level's optimum and every variable's range exist), then a few random constraints of every
/// relation at several priorities.
public struct SystemGenerator: Sendable {
  public var variables: ClosedRange<Int> = 2...4
  public var constraints: ClosedRange<Int> = 1...7
  /// Terms per random constraint (capped by the number of variables).
  public var termsPerConstraint: ClosedRange<Int> = 1...3
  public var coefficients: ClosedRange<Int> = -3...3
  /// Each coefficient is divided by one of these (1, 2, 4… keep it exact in a Double).
  public var coefficientDenominators: [Int] = [1]
  public var constants: ClosedRange<Int> = -20...20
  /// Relations of random constraints; repeated entries weigh more.
  public var relations: [Constraint.Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
  /// Priorities of random constraints; repeated entries weigh more.
  public var priorities: [Int] = [1000, 750, 500, 250]
  /// The chance that a random constraint is parallel to an earlier one: its coefficients times
  /// ±1 or ±2, and half the time the same hyperplane (the constant scaled too), else a new constant.
  public var parallelProbability: Double = 0
  /// Required box `lower <= x <= upper` for every variable, added first; nil for none.
  public var box: ClosedRange<Int>? = 0...100
  /// The chance that each side of a variable's box is there at all. Below 1, variables can be
  /// unbounded: level optima still exist (errors are never negative), but ranges may not.
  public var boxSideProbability: Double = 1

  public init() {}

  /// The system for `seed`: the same seed gives the same system.
  public func makeSystem(seed: UInt64) -> LinearSystem {
    var random = SplitMix64(seed: seed)
    return makeSystem(using: &random)
  }

  public func makeSystem(using random: inout SplitMix64) -> LinearSystem {
    let variableCount = random.int(in: variables)
    var result: [SystemConstraint] = []
    if let box {
      for variable in 0..<variableCount {
        var coefficients = [Rational](repeating: .zero, count: variableCount)
        coefficients[variable] = .one
        if boxSideProbability >= 1 || random.chance(boxSideProbability) {
          result.append(SystemConstraint(coefficients: coefficients, constant: Rational(-box.lowerBound),
                                         relation: .greaterThanOrEqual, priority: 1000))
        }
        if boxSideProbability >= 1 || random.chance(boxSideProbability) {
          result.append(SystemConstraint(coefficients: coefficients, constant: Rational(-box.upperBound),
                                         relation: .lessThanOrEqual, priority: 1000))
        }
      }
    }
    var made: [SystemConstraint] = []
    for _ in 0..<random.int(in: constraints) {
      var constraint = makeConstraint(variableCount: variableCount, using: &random)
      if !made.isEmpty && parallelProbability > 0 && random.chance(parallelProbability) {
        let base = random.element(of: made)
        let factor = Rational(random.element(of: [-2, -1, 1, 2]))
        constraint.coefficients = base.coefficients.map { (try? $0 * factor) ?? $0 }
        if random.chance(0.5) { constraint.constant = (try? base.constant * factor) ?? base.constant }
      }
      made.append(constraint)
    }
    result += made
    return LinearSystem(variableCount: variableCount, constraints: result)
  }

  /// One random constraint with at least one non-zero coefficient.
  public func makeConstraint(variableCount: Int, using random: inout SplitMix64) -> SystemConstraint {
    let termCount = min(variableCount, random.int(in: termsPerConstraint))
    let chosen = random.shuffled(Array(0..<variableCount)).prefix(termCount)
    var coefficients = [Rational](repeating: .zero, count: variableCount)
    let nonZero = Array(self.coefficients).filter { $0 != 0 }
    for variable in chosen {
      let numerator = random.element(of: nonZero)
      let denominator = random.element(of: coefficientDenominators)
      coefficients[variable] = (try? Rational(numerator, denominator)) ?? Rational(numerator)
    }
    let relation = random.element(of: relations)
    return SystemConstraint(coefficients: coefficients, constant: Rational(random.int(in: constants)),
                            relation: relation, priority: random.element(of: priorities))
  }
}
