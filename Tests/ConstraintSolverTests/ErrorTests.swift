import ConstraintSolver
import Testing

/// A solver with a little of everything, and a fingerprint of its whole state (also used by
/// ReplaceTests).
struct ErrorFixture {
  let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
  var solver = Solver()
  var constraints: [Constraint] = []

  init() throws {
    constraints = [
      x >= 10, y == x + 20, (z == 2 * y).priority(750), z <= 100, (w == x).priority(250),
      (x == 5).priority(250),
    ]
    for constraint in constraints { try solver.add(constraint) }
    try solver.addEditVariable(w, priority: 500)
    try solver.suggestValue(30, for: w)
  }

  /// The tableau text and every value: equal fingerprints mean the same state.
  var fingerprint: String {
    solver.debugDescription + "|" + [x, y, z, w].map { "\(solver.value(of: $0))" }.joined(separator: ",")
  }
}

@Suite("Errors: typed, and the solver unchanged after each", .timeLimit(.minutes(10)))
struct ErrorTests {
  @Test("Adding a constraint twice")
  func duplicateConstraint() throws {
    var f = try ErrorFixture()
    let before = f.fingerprint
    #expect(throws: SolverError.duplicateConstraint(f.constraints[1])) { try f.solver.add(f.constraints[1]) }
    #expect(f.fingerprint == before)
  }

  @Test("Removing what was never added, or twice")
  func unknownConstraint() throws {
    var f = try ErrorFixture()
    let stranger = f.x == 3
    let before = f.fingerprint
    #expect(throws: SolverError.unknownConstraint(stranger)) { try f.solver.remove(stranger) }
    #expect(f.fingerprint == before)
    try f.solver.remove(f.constraints[0])
    #expect(throws: SolverError.unknownConstraint(f.constraints[0])) { try f.solver.remove(f.constraints[0]) }
  }

  @Test("Priorities outside (0, 1000]", arguments: [0, -1, 1000.5, .nan, .infinity] as [Float])
  func invalidPriority(value: Float) throws {
    var f = try ErrorFixture()
    let before = f.fingerprint
    let constraint = (f.x == 1).priority(Priority(rawValue: value))
    #expect(throws: SolverError.invalidPriority(Priority(rawValue: value))) { try f.solver.add(constraint) }
    #expect(throws: SolverError.invalidPriority(Priority(rawValue: value))) {
      try f.solver.addEditVariable(f.z, priority: Priority(rawValue: value))
    }
    #expect(f.fingerprint == before)
  }

  @Test("NaN and infinite coefficients and constants", arguments: [Double.nan, .infinity, -.infinity])
  func nonFinite(value: Double) throws {
    var f = try ErrorFixture()
    let before = f.fingerprint
    for constraint in [value * f.x == 1, f.x == value, f.x + value <= f.y] {
      #expect(throws: SolverError.nonFiniteConstraint(constraint)) { try f.solver.add(constraint) }
    }
    #expect(throws: SolverError.nonFiniteValue(value, for: f.w)) { try f.solver.suggestValue(value, for: f.w) }
    #expect(f.fingerprint == before)
  }

  @Test("Edit variable errors: duplicate, unknown, required")
  func editErrors() throws {
    var f = try ErrorFixture()
    let before = f.fingerprint
    #expect(throws: SolverError.duplicateEditVariable(f.w)) { try f.solver.addEditVariable(f.w, priority: 400) }
    #expect(throws: SolverError.unknownEditVariable(f.x)) { try f.solver.suggestValue(1, for: f.x) }
    #expect(throws: SolverError.unknownEditVariable(f.x)) { try f.solver.removeEditVariable(f.x) }
    #expect(throws: SolverError.requiredEditVariable(f.x)) { try f.solver.addEditVariable(f.x, priority: Priority.required) }
    #expect(f.fingerprint == before)
  }

  @Test("A constraint that can never hold")
  func neverHolds() throws {
    var f = try ErrorFixture()
    let before = f.fingerprint
    let impossible = Constraint(Expression(5), .equal)  // 5 == 0
    #expect(throws: SolverError.unsatisfiable(impossible, conflicting: [])) { try f.solver.add(impossible) }
    let alsoImpossible = f.x - f.x >= 1
    #expect(throws: SolverError.unsatisfiable(alsoImpossible, conflicting: [])) { try f.solver.add(alsoImpossible) }
    #expect(f.fingerprint == before)
  }

  @Test("An unsatisfiable constraint names a minimal conflicting set")
  func unsatisfiable() throws {
    var f = try ErrorFixture()
    // With y ≤ 50, x ≥ 200 conflicts through y == x + 20 only; x ≥ 10, the optional
    // z == 2y and z ≤ 100 play no part.
    let yCap = f.y <= 50
    try f.solver.add(yCap)
    let before = f.fingerprint
    let tooBig = f.x >= 200
    #expect(throws: SolverError.unsatisfiable(tooBig, conflicting: [f.constraints[1], yCap])) {
      try f.solver.add(tooBig)
    }
    #expect(f.fingerprint == before)
    try f.solver.remove(yCap)
    try f.solver.add(tooBig)  // fine without the cap
    #expect(f.solver.value(of: f.y) == 220)
  }

  @Test("A conflict through a long chain of definitions names the whole chain and nothing else")
  func chainConflict() throws {
    let tops = (0..<20).map { Variable("top\($0)") }
    var solver = Solver()
    var chain = [tops[0] == 0]
    for i in 1..<20 { chain.append(tops[i] == tops[i - 1] + 10) }
    for c in chain { try solver.add(c) }
    let unrelated = Variable("other") >= 5
    try solver.add(unrelated)
    let bottomCap = tops[19] <= 100
    #expect(throws: SolverError.unsatisfiable(bottomCap, conflicting: chain)) { try solver.add(bottomCap) }
    #expect(solver.value(of: tops[19]) == 190)
  }

  @Test("Conflicts between inequalities are found through phase one")
  func inequalityConflict() throws {
    let a = Variable("a"), b = Variable("b"), c = Variable("c")
    var solver = Solver()
    let constraints = [a + b <= 10, a >= 6, b >= 6 - c, c <= 5, c >= -5]
    for constraint in constraints { try solver.add(constraint) }
    let value = solver.value(of: a)
    let closing = c <= 1
    // a + b ≤ 10, a ≥ 6 and b ≥ 6 − c give c ≥ 2, so c ≤ 1 conflicts with exactly those three;
    // c ≤ 5 and c ≥ −5 play no part.
    #expect(throws: SolverError.unsatisfiable(closing, conflicting: Array(constraints[0..<3]))) {
      try solver.add(closing)
    }
    #expect(solver.value(of: a) == value)
  }

  @Test("Errors describe themselves in the constraint language")
  func descriptions() {
    let x = Variable("blue.width"), v = Variable("W")
    #expect(SolverError.unsatisfiable(x <= 100, conflicting: [x >= 150]).description
      == "'blue.width <= 100' cannot hold together with: 'blue.width >= 150'")
    #expect(SolverError.invalidPriority(1200).description == "priority 1200 is outside (0, 1000]")
    #expect(SolverError.requiredEditVariable(v).description.contains("'W'"))
    #expect(SolverError.unsatisfiable(Constraint(Expression(5), .equal), conflicting: []).description
      == "'0 == -5' can never hold")
  }
}
