import ConstraintSolver
import Testing

/// A read is an array index when the variable's hint names the solver's own symbol for it; these
/// cases make the hint wrong for a solver on purpose and check that reads stay right.
@Suite("Reading values through variables shared by several solvers", .timeLimit(.minutes(10)))
struct VariableReadTests {
  @Test("A variable in two solvers reads each solver's value, whichever registered it last")
  func sharedVariable() throws {
    let shared = Variable("shared")
    // Give the two solvers different numbers of variables first, so that `shared` gets a
    // different symbol in each: the hint can be right for only one of them.
    let padding = (0..<5).map { Variable("pad\($0)") }
    var first = Solver()
    for (index, pad) in padding.enumerated() { try first.add(pad == Double(index)) }
    try first.add(shared == 10)
    var second = Solver()
    try second.add(shared == 20)
    #expect(first.value(of: shared) == 10)
    #expect(second.value(of: shared) == 20)
    // The first solver registers it again (a new symbol after it was forgotten): now the hint
    // is the first's, and the second must still read its own.
    try first.remove(first.constraints.last!)
    try first.add(shared == 30)
    #expect(first.value(of: shared) == 30)
    #expect(second.value(of: shared) == 20)
    for (index, pad) in padding.enumerated() { #expect(first.value(of: pad) == Double(index)) }
  }

  @Test("A forgotten variable reads zero even though its hint still names its old symbol")
  func forgottenVariable() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    let fixX = x == 7
    try solver.add(fixX)
    #expect(solver.value(of: x) == 7)
    try solver.remove(fixX)  // x is in no constraint: forgotten, its symbol free for reuse
    try solver.add(y == 9)  // y may now have x's old symbol
    #expect(solver.value(of: x) == 0)
    #expect(solver.value(of: y) == 9)
  }

  @Test("Copies of a solver read the variables they share, each its own value")
  func copies() throws {
    let width = Variable("width")
    var original = Solver()
    try original.addEditVariable(width, priority: .defaultHigh)
    try original.suggestValue(100, for: width)
    var copy = original
    try copy.suggestValue(250, for: width)
    #expect(original.value(of: width) == 100)
    #expect(copy.value(of: width) == 250)
  }
}
