import ConstraintSolver
import Testing

@Test("The README's example gives the width it promises", .timeLimit(.minutes(10)))
func readmeExample() throws {
  // Copied from README.md, "The solver in five lines".
  let left = Variable("blue.minX"), width = Variable("blue.width"), container = Variable("container.width")
  var solver = Solver()
  try solver.add(left == 20)
  try solver.add(left + width == container - 20)
  try solver.add(width >= 150)
  try solver.add((width == 2 * 100).priority(.defaultLow))
  try solver.addEditVariable(container, priority: 999)
  try solver.suggestValue(375, for: container)
  #expect(solver.value(of: width) == 335)  // 375 − 20 − 20
}
