import ConstraintSolver
import Testing

// A required equality whose variables other rows already fix (a row's height put back after a
// fitting took it out) has no free symbol to take it. The solver places it at the constant that
// holds now and moves it to its own by the dual simplex; phase one decides and explains a
// conflict. Expected values are derived by hand, in the comments beside them.

@Suite("Required equalities that only slacks and errors can take")
struct ShiftedEqualityTests {
  /// A row's content: a label of preferred height 20 (strength 750) and the row 16 taller.
  private struct Row {
    let height = Variable("height"), label = Variable("label")
    var solver = Solver()

    init() throws {
      try solver.add((label == 20).priority(750))
      try solver.add(label >= 0)
      try solver.add(height == label + 16)
    }

    var values: [Double] { [solver.value(of: height), solver.value(of: label)] }
  }

  @Test("A height put back after a fitting lands at its constant, the label giving way")
  func heightPutBack() throws {
    var row = try Row()
    // A fitting pulls the height towards 0 at strength 50: the label keeps 20, the height 36.
    let pin = (row.height == 0).priority(50)
    try row.solver.add(pin)
    #expect(row.values == [36, 20])
    try row.solver.remove(pin)
    // The height is fixed by the label's preference: 36 = 20 + e⁺ - e⁻ + 16, errors only.
    let encapsulated = row.height == 44
    try row.solver.add(encapsulated)
    // 44 = label + 16: the label's preference breaks, label = 28.
    #expect(row.values == [44, 28])
    // Moved and put back at the height it has now: placed with no shift at all.
    try row.solver.remove(encapsulated)
    #expect(row.values == [36, 20])
    try row.solver.add(row.height == 36)
    #expect(row.values == [36, 20])
    // And the constant still changes in place afterwards.
    let now = row.solver.constraints.last!
    try row.solver.replace(now, with: row.height == 50)
    #expect(row.values == [50, 34])
  }

  @Test("A negative shift and a shift through an inequality's slack")
  func shiftsThroughSlacks() throws {
    var row = try Row()
    // The label may not grow past 30: the height can reach 46 at most.
    try row.solver.add(row.label <= 30)
    try row.solver.add(row.height == 40)
    #expect(row.values == [40, 24])
    let all = row.solver.constraints
    try row.solver.remove(all.last!)
    // Down to 18: the label shrinks to 2, still at least 0.
    try row.solver.add(row.height == 18)
    #expect(row.values == [18, 2])
  }

  @Test("A conflict found by the shift is decided and explained as before, and nothing changes")
  func conflictFallsBackToPhaseOne() throws {
    var row = try Row()
    let cap = row.label <= 30
    try row.solver.add(cap)
    let before = row.solver.constraints.map(ObjectIdentifier.init)
    // 60 = label + 16 needs label = 44, past the cap of 30.
    let tooTall = row.height == 60
    #expect(throws: SolverError.unsatisfiable(tooTall, conflicting: [cap, row.solver.constraints[2]])) {
      try row.solver.add(tooTall)
    }
    #expect(row.solver.constraints.map(ObjectIdentifier.init) == before)
    #expect(row.values == [36, 20])
    // Below the floor: -4 = label + 16 needs label = -20.
    let tooShort = row.height == -4
    #expect(throws: SolverError.unsatisfiable(tooShort, conflicting: [row.solver.constraints[1], row.solver.constraints[2]])) {
      try row.solver.add(tooShort)
    }
    #expect(row.values == [36, 20])
    // What fits is still taken.
    try row.solver.add(row.height == 46)
    #expect(row.values == [46, 30])
  }

  @Test("An equality that holds as it is needs no shift; one that cannot hold is explained")
  func impliedEquality() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    try solver.add(x >= 10)
    try solver.add(x <= 10)
    try solver.add(y == x + 1)
    // x is held at 10 by two slacks; x == 10 holds as it is.
    try solver.add(x == 10)
    #expect([solver.value(of: x), solver.value(of: y)] == [10, 11])
    // x == 12 contradicts x == 10 alone (a minimal set, as x <= 10 alone would be).
    let off = x == 12
    #expect(throws: SolverError.unsatisfiable(off, conflicting: [solver.constraints[3]])) { try solver.add(off) }
    #expect([solver.value(of: x), solver.value(of: y)] == [10, 11])
  }
}
