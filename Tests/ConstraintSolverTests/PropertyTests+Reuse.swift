import ConstraintSolver
import SolverTestSupport
import Testing

// `Solver.removeAll()`: a solver emptied after any history behaves exactly as a new one. The
// solver is deterministic for a given history of operations, so a new solver's answers are the
// expected ones: the same values to the last bit, the same refusals, the same constraints.

@Suite("A solver emptied for reuse", .timeLimit(.minutes(10)))
struct ReuseTests {
  /// What a solver answers to a session on `fixture`: every addition's outcome, the values after
  /// each step, then the same after removing every other accepted constraint and an edit.
  /// `beforeAddition` runs before each addition, with its index.
  private static func session(
    _ solver: inout Solver, _ fixture: Fixture, beforeAddition: (inout Solver, Int) -> Void = { _, _ in }
  ) -> [String] {
    var transcript: [String] = []
    func values() -> String { fixture.variables.map { "\(solver.value(of: $0).bitPattern)" }.joined(separator: " ") }
    var accepted: [Constraint] = []
    for (index, constraint) in fixture.constraints.enumerated() {
      beforeAddition(&solver, index)
      do {
        try solver.add(constraint)
        accepted.append(constraint)
        transcript.append("add [\(index)]: \(values())")
      } catch {
        transcript.append("add [\(index)] refused: \(error)")
      }
    }
    if let first = fixture.variables.first {
      do {
        try solver.addEditVariable(first, priority: .defaultHigh)
        try solver.suggestValue(7, for: first)
        transcript.append("edit: \(values())")
        try solver.removeEditVariable(first)
      } catch {
        transcript.append("edit refused: \(error)")
      }
    }
    for constraint in accepted.enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) {
      try? solver.remove(constraint)
      transcript.append("remove: \(values())")
    }
    transcript.append("constraints: \(solver.constraints.map { fixture.index(of: $0).map(String.init) ?? "?" })")
    return transcript
  }

  @Test("After any session, removeAll() leaves a solver that answers as a new one")
  func emptiedSolverMatchesNewOne() {
    forEachSeed(0..<200, coverage: ["sessions compared": 200, "refusals before emptying": 20]) { check in
      let fixture = check.makeFixture()
      // A different system first, with refusals, edits, deferred values and changes noted.
      let earlier = Fixture(Profile.of(check.seed &+ 1).generator.makeSystem(seed: check.seed &+ 5_000))
      var reused = Solver()
      reused.defersValueUpdates = check.seed % 2 == 0
      reused.recordsChangedVariables = true
      let history = Self.session(&reused, earlier)
      check.note("refusals before emptying", history.filter { $0.contains("refused") }.count)
      _ = reused.takeChangedVariables()
      reused.removeAll()
      check.expect(reused.constraints.isEmpty, "constraints left: \(reused.constraints.count)")
      check.expect(!reused.defersValueUpdates && !reused.recordsChangedVariables, "settings kept")
      for variable in earlier.variables {
        check.expect(reused.value(of: variable) == 0, "\(variable) still reads \(reused.value(of: variable))")
      }
      var fresh = Solver()
      let expected = Self.session(&fresh, fixture)
      let actual = Self.session(&reused, fixture)
      check.expect(expected == actual, "new: \(expected)\nemptied: \(actual)")
      check.note("sessions compared")
    }
  }

  @Test("Capacity reserved before any addition, of any size, changes no answer")
  func reservedCapacityChangesNothing() {
    forEachSeed(0..<200, coverage: ["sessions compared": 200]) { check in
      let fixture = check.makeFixture()
      var plain = Solver()
      let expected = Self.session(&plain, fixture)
      // Nonsense sizes too: a negative one is none, and a guess far off only costs room.
      let sizes = [(-3, 5), (0, 0), (1, 1), (40, 12), (500, 300), (2, -7)]
      var reserving = Solver()
      let actual = Self.session(&reserving, fixture) { solver, index in
        let (constraints, variables) = sizes[(index + Int(check.seed)) % sizes.count]
        solver.reserveCapacity(constraints: constraints, variables: variables)
      }
      check.expect(expected == actual, "without: \(expected)\nreserving: \(actual)")
      check.note("sessions compared")
    }
  }

  @Test("A reservation past the largest is capped, and the solver answers as one without")
  func hugeReservationIsCapped() throws {
    let x = Variable("x"), y = Variable("y")
    let constraints = [x + y == 100, x >= 30, (x == 80).priority(250)]
    var reserving = Solver()
    reserving.reserveCapacity(constraints: .max, variables: .max)
    // Again, on top of what is there: the sums stay in range too.
    reserving.reserveCapacity(constraints: .max, variables: .max)
    for constraint in constraints { try reserving.add(constraint) }
    #expect(reserving.value(of: x) == 80 && reserving.value(of: y) == 20)
    #expect(reserving.constraints.count == 3)
  }

  @Test("A copy keeps what the solver it was copied from empties")
  func copyIsUntouched() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add(x == 12)
    let copy = solver
    solver.removeAll()
    #expect(copy.value(of: x) == 12 && copy.constraints.count == 1)
    #expect(solver.value(of: x) == 0 && solver.constraints.isEmpty)
    try solver.add(x == 3)
    #expect(solver.value(of: x) == 3 && copy.value(of: x) == 12)
  }
}
