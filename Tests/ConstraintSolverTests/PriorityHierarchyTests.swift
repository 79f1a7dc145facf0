import ConstraintSolver
import Testing

// Spec decision 1: priorities are a strict hierarchy, not a weighted sum.

@Test(
  "A constraint at 251 beats any number at 250 pulling the other way", .timeLimit(.minutes(10)),
  arguments: [1, 10, 1_000])
func strictPriorityHierarchy(weakCount: Int) throws {
  let width = Variable("width")
  var solver = Solver()
  try solver.add((width == 100).priority(251))
  for _ in 0..<weakCount { try solver.add((width == 0).priority(250)) }
  // A weighted sum (kiwi's strengths) would give in once the 250s outweigh the 251:
  // 1 000 × |0 − w| against 251/250 × |100 − w|.
  #expect(solver.value(of: width) == 100)
}

@Test("A thousand distinct low constraints cannot buy one unit at a higher level", .timeLimit(.minutes(10)))
func manyDistinctLowErrorsLose() throws {
  // x wants 10 at 500; a thousand different variables each want x + k == 0 at 499.
  // Moving x down would cut all thousand errors at once, but costs at 500.
  let x = Variable("x")
  var solver = Solver()
  try solver.add((x == 10).priority(500))
  for k in 0..<1_000 {
    let y = Variable("y\(k)")
    try solver.add(y == x)
    try solver.add((y == 0).priority(499))
  }
  #expect(solver.value(of: x) == 10)
}

@Test("Within one level the sum of absolute errors is minimised (the median wins)", .timeLimit(.minutes(10)))
func sumOfErrorsWithinALevel() throws {
  // |x − 0| · 3 + |x − 10| · 2 is least at x = 0; with only one pull to 0 left, at x = 10.
  let x = Variable("x")
  var solver = Solver()
  let toZero = (0..<3).map { _ in (x == 0).priority(250) }
  for constraint in toZero { try solver.add(constraint) }
  for _ in 0..<2 { try solver.add((x == 10).priority(250)) }
  #expect(solver.value(of: x) == 0)
  try solver.remove(toZero[0])
  try solver.remove(toZero[1])
  #expect(solver.value(of: x) == 10)
}

@Test("An inequality costs only its shortfall", .timeLimit(.minutes(10)))
func inequalityShortfall() throws {
  let x = Variable("x")
  var solver = Solver()
  try solver.add(x == 40)
  try solver.add((x >= 50).priority(750))  // violated by 10, cannot be helped
  try solver.add((x <= 100).priority(750))  // satisfied: costs nothing
  #expect(solver.value(of: x) == 40)
}

@Test("Named priorities are UIKit's values", .timeLimit(.minutes(10)))
func namedPriorities() {
  #expect(Priority.required.rawValue == 1000)
  #expect(Priority.defaultHigh.rawValue == 750)
  #expect(Priority.dragThatCanResizeScene.rawValue == 510)
  #expect(Priority.sceneSizeStayPut.rawValue == 500)
  #expect(Priority.dragThatCannotResizeScene.rawValue == 490)
  #expect(Priority.defaultLow.rawValue == 250)
  #expect(Priority.fittingSizeLevel.rawValue == 50)
  #expect(Priority(0.5).isValid && Priority(1000).isValid)
  #expect(!Priority(0).isValid && !Priority(-1).isValid && !Priority(1000.5).isValid)
  #expect(!Priority(rawValue: .nan).isValid && !Priority(rawValue: .infinity).isValid)
}
