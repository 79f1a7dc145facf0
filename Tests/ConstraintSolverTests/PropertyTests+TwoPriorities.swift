import ConstraintSolver
import SolverTestSupport
import Testing

// An optional equality with a priority each way (`Constraint(_:above:below:context:)`: a content
// size's hugging and compression resistance as one constraint) against the exact reference, which
// holds it as the two inequalities it stands for. Random systems of the property profiles get one
// to three such constraints, added before or after the rest; the solution must be the reference's
// optimum, with its fixed values and its ambiguity, and stay so when a constant or a priority
// changes and when one is removed. The seeds and comparisons live in PropertyHarness.swift.

@Suite("Equalities with a priority each way against the exact reference", .timeLimit(.minutes(10)))
struct TwoPriorityPropertyTests {
  /// One constraint of the solver and the two of the reference it stands for.
  private struct Pair {
    let object: Constraint
    /// `expression <= 0 @above`.
    let atMost: SystemConstraint
    /// `expression >= 0 @below`.
    let atLeast: SystemConstraint
  }

  /// A pair over one or two variables, with a constant in or near the profiles' boxes, and two
  /// different optional priorities from `priorities`.
  private static func makePair(
    _ random: inout SplitMix64, _ variables: [Variable], priorities: [Int]
  ) throws(ReferenceOverflow) -> Pair {
    var coefficients = [Rational](repeating: .zero, count: variables.count)
    let first = random.int(in: 0...(variables.count - 1))
    coefficients[first] = .one
    if variables.count > 1 && random.chance(0.3) {
      let second = (first + random.int(in: 1...(variables.count - 1))) % variables.count
      coefficients[second] = Rational(random.element(of: [-2, -1, 1, 2]))
    }
    let constant = Rational(random.int(in: -110...10))
    let above = random.element(of: priorities)
    let below = random.element(of: priorities.filter { $0 != above })
    return try make(coefficients, constant, above: above, below: below, variables)
  }

  private static func make(
    _ coefficients: [Rational], _ constant: Rational, above: Int, below: Int, _ variables: [Variable]
  ) -> Pair {
    var terms: [Expression.Term] = []
    for (index, coefficient) in coefficients.enumerated() where !coefficient.isZero {
      terms.append(Expression.Term(variables[index], coefficient: coefficient.doubleValue))
    }
    let object = Constraint(
      Expression(terms, constant: constant.doubleValue), above: Priority(Float(above)), below: Priority(Float(below)))
    return Pair(
      object: object,
      atMost: SystemConstraint(
        coefficients: coefficients, constant: constant, relation: .lessThanOrEqual, priority: above),
      atLeast: SystemConstraint(
        coefficients: coefficients, constant: constant, relation: .greaterThanOrEqual, priority: below))
  }

  private static func system(_ base: LinearSystem, _ pairs: [Pair]) -> LinearSystem {
    let pairs = pairs.flatMap { [$0.atMost, $0.atLeast] }
    return LinearSystem(variableCount: base.variableCount, constraints: base.constraints + pairs)
  }

  @Test("One equality with a priority each way solves as its two inequalities, through changes and removal")
  func asItsTwoInequalities() throws {
    let priorities = [900, 750, 500, 250, 100]
    let coverage = ["pushed above": 20, "pushed below": 20, "held": 40, "pairs first": 100]
    forEachSeed(0..<300, coverage: coverage) { check in
      let fixture = check.makeFixture(among: Profile.mostlyFeasible)
      var random = SplitMix64(seed: check.seed ^ 0x2_9A1B)
      var pairs: [Pair] = []
      for _ in 0..<random.int(in: 1...3) {
        pairs.append(try Self.makePair(&random, fixture.variables, priorities: priorities))
      }
      var solver = Solver()
      let pairsFirst = random.chance(0.5)
      if pairsFirst {
        check.note("pairs first")
        for pair in pairs { try solver.add(pair.object) }
      }
      var accepted: [Int] = []
      for (index, constraint) in fixture.constraints.enumerated() where (try? solver.add(constraint)) != nil {
        accepted.append(index)
      }
      if !pairsFirst {
        for pair in pairs { try solver.add(pair.object) }
      }
      let base = fixture.system.subsystem(accepted)
      try check.expectSolverOptimal(solver, fixture.variables, Self.system(base, pairs), ranges: true, "with the pairs")
      let values = fixture.values(solver)
      for pair in pairs {
        let residual = pair.atMost.residual(values)
        check.note(residual > 1e-6 ? "pushed above" : residual < -1e-6 ? "pushed below" : "held")
      }

      // A new constant, in place; then new priorities.
      let moved = Self.make(
        pairs[0].atMost.coefficients, try pairs[0].atMost.constant + Rational(random.int(in: -15...15)),
        above: pairs[0].atMost.priority, below: pairs[0].atLeast.priority, fixture.variables)
      try solver.replace(pairs[0].object, with: moved.object)
      pairs[0] = moved
      try check.expectSolverOptimal(solver, fixture.variables, Self.system(base, pairs), ranges: true, "after a new constant")
      let swapped = Self.make(
        moved.atMost.coefficients, moved.atMost.constant, above: moved.atLeast.priority, below: moved.atMost.priority,
        fixture.variables)
      try solver.replace(moved.object, with: swapped.object)
      pairs[0] = swapped
      try check.expectSolverOptimal(solver, fixture.variables, Self.system(base, pairs), ranges: true, "after new priorities")

      // Removed, one at a time: the levels only they used go with them.
      while let pair = pairs.popLast() {
        try solver.remove(pair.object)
        try check.expectSolverOptimal(
          solver, fixture.variables, Self.system(base, pairs), ranges: true, "after removing a pair, \(pairs.count) left")
      }
    }
  }

  @Test("Each priority weighs its own direction: the pull that outranks a side wins on that side only")
  func eachSideItsPriority() throws {
    // `x == 60`, hugging 250 above and resistance 750 below, against a pull at 500.
    for (pull, target, expected) in [(500, 90.0, 90.0), (500, 30.0, 60.0), (200, 90.0, 60.0), (800, 30.0, 30.0)] {
      let x = Variable("x")
      var solver = Solver()
      try solver.add(Constraint(Expression(x) - 60, above: Priority(250), below: Priority(750)))
      try solver.add(Constraint(Expression(x) - target, .equal, priority: Priority(Float(pull))))
      #expect(solver.value(of: x) == expected, "pull to \(target) at \(pull)")
    }
  }

  @Test("A required side, or one outside (0, 1000], is refused as an invalid priority, naming it")
  func refusesRequiredSides() {
    let x = Variable("x")
    var solver = Solver()
    let cases: [(above: Float, below: Float, refused: Float)] = [
      (1000, 250, 1000), (250, 1000, 1000), (250, 0, 0), (-1, 250, -1),
    ]
    for (above, below, refused) in cases {
      let constraint = Constraint(Expression(x) - 1, above: Priority(above), below: Priority(below))
      #expect(throws: SolverError.invalidPriority(Priority(refused))) { try solver.add(constraint) }
    }
    #expect(solver.constraints.isEmpty)
    #expect(
      SolverError.invalidPriority(.required).description == "a constraint with a priority each way cannot be required")
  }
}
