import ConstraintSolver
import Testing

@Test("A constraint at 251 beats any number at 250", arguments: [1, 10, 1_000])
func strictPriorityHierarchy(weakCount: Int) throws {
  let width = Variable("width")
  var solver = Solver()
  try solver.add((width == 100).priority(251))
  for _ in 0..<weakCount { try solver.add((width == 0).priority(250)) }
  #expect(solver.value(of: width) == 100)
}
