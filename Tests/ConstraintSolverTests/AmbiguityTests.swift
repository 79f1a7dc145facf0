import ConstraintSolver
import Testing

@Suite("Ambiguity (spec decision 4)", .timeLimit(.minutes(10)))
struct AmbiguityTests {
  /// x in [0, 100] wanted at 20 and at 80, both at 250: every x in [20, 80] costs 60.
  private static func tugOfWar() throws -> (Solver, Variable) {
    let x = Variable("x")
    var solver = Solver()
    try solver.add(x >= 0)
    try solver.add(x <= 100)
    try solver.add((x == 20).priority(250))
    try solver.add((x == 80).priority(250))
    return (solver, x)
  }

  @Test("S-11: two views sharing space with no preference are ambiguous; their sum is not")
  func twoViewsShareSpace() throws {
    // |-20-[green]-8-[red]-20-| in 375 with no width rule: any split of 327 is optimal.
    let gx = Variable("green.x"), gw = Variable("green.w"), rx = Variable("red.x"), rw = Variable("red.w")
    var solver = Solver()
    try solver.add(gx == 20)
    try solver.add(rx == gx + gw + 8)
    try solver.add(rx + rw == 355)
    try solver.add(gw >= 0)
    try solver.add(rw >= 0)
    #expect(solver.isAmbiguous(gw))
    #expect(solver.isAmbiguous(rw))
    #expect(solver.isAmbiguous(rx))
    #expect(!solver.isAmbiguous(gx))
    // Adding the missing rule fixes everything.
    try solver.add(rw == gw)
    #expect(!solver.isAmbiguous(gw) && !solver.isAmbiguous(rw) && !solver.isAmbiguous(rx))
    #expect(solver.value(of: gw) == 163.5)
  }

  @Test("A tie between two equal priorities pulling apart is ambiguous; a strict priority is not")
  func priorityTies() throws {
    var (solver, x) = try Self.tugOfWar()
    #expect(solver.isAmbiguous(x))  // anywhere in [20, 80] costs 60
    let decider = (x <= 50).priority(100)
    try solver.add(decider)
    #expect(solver.isAmbiguous(x))  // [20, 50] still ties at every level
    try solver.add((x == 50).priority(100))
    #expect(!solver.isAmbiguous(x))
    #expect(solver.value(of: x) == 50)
  }

  @Test("Degenerate rows block moves: a variable pinned between two tight inequalities is fixed")
  func degenerateButFixed() throws {
    let a = Variable("a"), b = Variable("b")
    var solver = Solver()
    try solver.add(a + b >= 10)
    try solver.add(a + b <= 10)
    try solver.add(a >= 4)
    try solver.add(a <= 4)
    #expect(!solver.isAmbiguous(a))
    #expect(!solver.isAmbiguous(b))
    #expect(solver.value(of: b) == 6)
  }

  @Test("Exercising moves an ambiguous variable within the optimum, and nothing fixed")
  func exercise() throws {
    let x = Variable("x"), y = Variable("y"), fixed = Variable("fixed")
    var solver = Solver()
    try solver.add(x + y == 100)
    try solver.add(x >= 0)
    try solver.add(y >= 0)
    try solver.add(fixed == 7)
    let before = solver.value(of: x)
    let moved = solver.exerciseAmbiguity(of: x, by: 30)
    #expect(moved)
    let after = solver.value(of: x)
    #expect(after != before)
    #expect(solver.value(of: x) + solver.value(of: y) == 100)
    #expect(solver.value(of: x) >= 0 && solver.value(of: y) >= 0)
    let movedFixed = solver.exerciseAmbiguity(of: fixed)
    #expect(!movedFixed)
    #expect(solver.value(of: fixed) == 7)
    #expect(solver.isAmbiguous(x))  // exercising does not make it any less ambiguous
    solver.resetExercisedAmbiguity()
    #expect(solver.value(of: x) + solver.value(of: y) == 100)
  }

  @Test("Exercising never trades error at a real priority")
  func exerciseKeepsPriorities() throws {
    var (solver, x) = try Self.tugOfWar()
    for _ in 0..<4 {
      solver.exerciseAmbiguity(of: x, by: 500)
      let value = solver.value(of: x)
      #expect(value >= 20 && value <= 80, "moved out of the optimal face to \(value)")
    }
  }
}
