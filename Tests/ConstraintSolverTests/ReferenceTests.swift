import ConstraintSolver
import SolverTestSupport
import Testing

// Checks of the exact reference itself, so that the property tests can trust it: hand-worked
// systems, and agreement with a brute-force enumeration of arrangement vertices.

private func constraint(_ coefficients: [Int], _ constant: Int, _ relation: Constraint.Relation,
                        _ priority: Int = 1000) -> SystemConstraint {
  SystemConstraint(coefficients: coefficients.map { Rational($0) }, constant: Rational(constant),
                   relation: relation, priority: priority)
}

/// `lower <= x_j <= upper` for every variable.
private func boxed(_ n: Int, _ constraints: [SystemConstraint], _ lower: Int = 0, _ upper: Int = 100) -> LinearSystem {
  var all: [SystemConstraint] = []
  for j in 0..<n {
    var unit = [Int](repeating: 0, count: n)
    unit[j] = 1
    all.append(constraint(unit, -lower, .greaterThanOrEqual))
    all.append(constraint(unit, -upper, .lessThanOrEqual))
  }
  return LinearSystem(variableCount: n, constraints: all + constraints)
}

@Suite("Exact reference", .timeLimit(.minutes(10)))
struct ReferenceTests {
  @Test func rationalArithmetic() throws {
    let half = try Rational(2, 4)
    #expect(half.numerator == 1 && half.denominator == 2)
    #expect(try Rational(3, -6) == Rational(-1, 2))
    #expect(try half + Rational(1, 3) == Rational(5, 6))
    #expect(try half * Rational(-4) == Rational(-2))
    #expect(try Rational(1) / Rational(-3) == Rational(-1, 3))
    #expect(try Rational(-1, 3) < Rational(-1, 4))
    #expect(Rational(Int.max) > Rational(Int.max - 1))
    #expect(throws: ReferenceOverflow.self) { try Rational(Int.max) + Rational(1) }
    #expect(throws: ReferenceOverflow.self) { try Rational(Int.max / 2) * Rational(3) }
    #expect(throws: ReferenceOverflow.self) { try -Rational(Int.min) }
    let fiveHalves = try Rational(5, 2)
    #expect(Rational(exactly: 2.5) == fiveHalves)
    #expect(Rational(exactly: 0.1) == nil)
  }

  @Test func levelsAreStrict() throws {
    // One constraint at 251 against ten at 250.
    var constraints = [constraint([1], -100, .equal, 251)]
    constraints += Array(repeating: constraint([1], 0, .equal, 250), count: 10)
    let solution = try #require(try ExactReference.solve(boxed(1, constraints), ranges: true))
    #expect(solution.levels.map(\.priority) == [251, 250])
    #expect(solution.levels.map(\.optimum) == [0, 1000])
    #expect(solution.ranges[0].isFixed && solution.ranges[0].min == 100)
  }

  @Test func sumWithinALevel() throws {
    // x == 0 and x == 10 at the same level: any x in [0, 10] costs 10.
    let system = boxed(1, [constraint([1], 0, .equal, 500), constraint([1], -10, .equal, 500)])
    let solution = try #require(try ExactReference.solve(system, ranges: true))
    #expect(solution.levels.map(\.optimum) == [10])
    #expect(solution.ranges[0].min == 0 && solution.ranges[0].max == 10)
    // Three against one: the majority wins outright.
    let majority = boxed(1, [constraint([1], 0, .equal, 500), constraint([1], 0, .equal, 500),
                             constraint([1], -10, .equal, 500)])
    let answer = try #require(try ExactReference.solve(majority, ranges: true))
    #expect(answer.levels.map(\.optimum) == [10])
    #expect(answer.ranges[0].isFixed && answer.ranges[0].min == 0)
  }

  @Test func inequalitiesChargeOnlyTheShortfall() throws {
    // x >= 30 @750 and x <= 20 @750 and x == 25 @250: level 750 costs 10 anywhere in [20, 30],
    // then x = 25 exactly.
    let system = boxed(1, [constraint([1], -30, .greaterThanOrEqual, 750), constraint([1], -20, .lessThanOrEqual, 750),
                           constraint([1], -25, .equal, 250)])
    let solution = try #require(try ExactReference.solve(system, ranges: true))
    #expect(solution.levels.map(\.optimum) == [10, 0])
    #expect(solution.ranges[0].isFixed && solution.ranges[0].min == 25)
  }

  @Test func feasibilityAndAmbiguity() throws {
    #expect(try !ExactReference.isFeasible(boxed(1, [constraint([1], -10, .greaterThanOrEqual), constraint([1], -5, .lessThanOrEqual)])))
    #expect(try ExactReference.solve(boxed(1, [constraint([1], -200, .equal)])) == nil)
    // Optional constraints never make a system infeasible.
    #expect(try ExactReference.isFeasible(boxed(1, [constraint([1], -200, .equal, 1)])))
    // x + y == 10: both range over [0, 10]; fractional optimum: 3x == 10.
    let system = boxed(2, [constraint([1, 1], -10, .equal), constraint([3, 0], -10, .equal, 500)])
    let solution = try #require(try ExactReference.solve(system, ranges: true))
    #expect(solution.levels.map(\.optimum) == [0])
    let tenThirds = try Rational(10, 3), twentyThirds = try Rational(20, 3)
    #expect(solution.ranges[0].isFixed && solution.ranges[0].min == tenThirds)
    #expect(solution.ranges[1].isFixed && solution.ranges[1].min == twentyThirds)
    let free = try #require(try ExactReference.solve(boxed(2, [constraint([1, 1], -10, .equal)]), ranges: true))
    #expect(free.ranges.map(\.description) == ["[0, 10]", "[0, 10]"])
    // Without a box a variable can be unbounded.
    let open = LinearSystem(variableCount: 2, constraints: [constraint([1, -1], 0, .equal)])
    let unbounded = try #require(try ExactReference.solve(open, ranges: true))
    #expect(unbounded.ranges[0].min == nil && unbounded.ranges[0].max == nil)
  }

  /// The simplex reference and the brute-force vertex enumeration agree on every level optimum and
  /// every variable's range, and the simplex's point is optimal: on ordinary systems, and on
  /// degenerate ones (small constants in a small box, repeated and parallel constraints, redundant
  /// equalities) where phase one leaves artificial variables in the basis.
  @Test(arguments: [false, true])
  func agreesWithVertexEnumeration(degenerate: Bool) throws {
    var generator = SystemGenerator()
    generator.variables = 1...4
    generator.constraints = 1...6
    if degenerate {
      generator.coefficients = -2...2
      generator.constants = -2...2
      generator.box = 0...4
      generator.priorities = [1000, 1000, 750, 250, 250]
      generator.coefficientDenominators = [1, 2]
    }
    var compared = 0, infeasible = 0, skipped = 0
    for seed in UInt64(0)..<300 {
      var system = generator.makeSystem(seed: seed)
      if degenerate && seed % 3 == 0, let last = system.constraints.last {
        system.constraints.append(last)  // a repeated constraint: a redundant row if required
      }
      do {
        let simplex = try ExactReference.solve(system, ranges: true)
        let brute = try VertexEnumeration.solve(system)
        #expect((simplex == nil) == (brute == nil), "seed \(seed): feasibility differs\n\(system)")
        #expect(try ExactReference.isFeasible(system) == (simplex != nil), "seed \(seed)\n\(system)")
        guard let simplex, let brute else {
          infeasible += 1
          continue
        }
        compared += 1
        #expect(simplex.levels.map(\.description) == brute.levels.map(\.description),
                "seed \(seed)\n\(system)\nsimplex \(simplex)\nbrute \(brute)")
        #expect(simplex.ranges.map(\.description) == brute.ranges.map(\.description),
                "seed \(seed)\n\(system)\nsimplex \(simplex)\nbrute \(brute)")
        for constraint in system.constraints where constraint.isRequired {
          #expect(try constraint.exactError(simplex.point).isZero, "seed \(seed)")
        }
        for level in simplex.levels {
          var total = Rational.zero
          for constraint in system.constraints where constraint.priority == level.priority {
            total = try total + constraint.exactError(simplex.point)
          }
          #expect(total == level.optimum, "seed \(seed): the point does not achieve @\(level.priority)")
        }
      } catch {
        skipped += 1
      }
    }
    #expect(skipped == 0)
    #expect(compared > 100 && infeasible > 10, "compared \(compared), infeasible \(infeasible)")
  }
}
