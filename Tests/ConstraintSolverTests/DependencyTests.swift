import ConstraintSolver
import Testing

@Suite("Which constraints hold a value (constraintsAffecting)", .timeLimit(.minutes(10)))
struct DependencyTests {
  /// |-20-[box(100)] with a loose maximum and an unrelated variable.
  @Test("A chain's constraints hold its values; slack inequalities and other chains do not")
  func chain() throws {
    let left = Variable("left"), width = Variable("width"), right = Variable("right"), other = Variable("other")
    let pinned = left == 20
    let sized = width == 100
    let edge = right == left + width
    let loose = width <= 300
    let unrelated = other == 5
    var solver = Solver()
    for constraint in [pinned, sized, edge, loose, unrelated] { try solver.add(constraint) }
    #expect(solver.constraintsAffecting(left) == [pinned])
    #expect(solver.constraintsAffecting(width) == [sized])
    #expect(solver.constraintsAffecting(right) == [pinned, sized, edge])
    #expect(solver.constraintsAffecting([left, width]) == [pinned, sized])
    #expect(solver.constraintsAffecting(other) == [unrelated])
    #expect(solver.constraintsAffecting(Variable("unknown")).isEmpty)
  }

  @Test("A tight inequality holds a value; the optional constraint it beats does not")
  func tightInequalityBeatsAWish() throws {
    let width = Variable("width")
    let minimum = width >= 150
    let wish = (width == 100).priority(750)
    var solver = Solver()
    try solver.add(minimum)
    try solver.add(wish)
    #expect(solver.value(of: width) == 150)
    #expect(solver.constraintsAffecting(width) == [minimum])
  }

  @Test("An optional constraint that wins holds the value; a loose inequality does not")
  func winningWishes() throws {
    let width = Variable("width")
    let floor = width >= 0
    let first = (width == 80).priority(250)
    let second = (width == 80).priority(250)
    var solver = Solver()
    try solver.add(floor)
    try solver.add(first)
    try solver.add(second)
    #expect(solver.value(of: width) == 80)
    let holding = solver.constraintsAffecting(width)
    // Two equal wishes: the basis keeps one of them (moving the other alone would leave a tie).
    #expect(holding.count == 1 && (holding[0] === first || holding[0] === second))
  }

  @Test("A free variable depends on no constant: the constraints that mention it are returned")
  func freeVariable() throws {
    let x = Variable("x"), y = Variable("y")
    let sum = x + y == 10
    var solver = Solver()
    try solver.add(sum)
    let free = solver.isAmbiguous(x) ? x : y
    #expect(solver.constraintsAffecting(free) == [sum])
  }

  @Test("Ambiguity probes are not constraints of the user's")
  func probesAreLeftOut() throws {
    let x = Variable("x")
    let low = x >= 0, high = x <= 100
    var solver = Solver()
    try solver.add(low)
    try solver.add(high)
    // x rests at 0, on `low`.
    #expect(solver.value(of: x) == 0)
    #expect(solver.constraintsAffecting(x) == [low])
    // Pulled 30 up by a probe, x is at 30: only the probe holds it there, and probes are left
    // out, so no constraint of the user's does.
    let movedUp = solver.exerciseAmbiguity(of: x, by: 30)
    #expect(movedUp)
    #expect(solver.value(of: x) == 30)
    #expect(solver.constraintsAffecting(x) == [])
    // Pulled 300 up, x stops at 100, against `high`: that constraint holds it, the probe does not
    // count.
    let movedFurther = solver.exerciseAmbiguity(of: x, by: 300)
    #expect(movedFurther)
    #expect(solver.value(of: x) == 100)
    #expect(solver.constraintsAffecting(x) == [high])
  }

  @Test("Variables have ids while registered")
  func debugIDs() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    try solver.add(x == y + 1)
    #expect(solver.debugID(of: x) != nil && solver.debugID(of: y) != nil)
    #expect(solver.debugID(of: x) != solver.debugID(of: y))
    #expect(solver.debugID(of: Variable("z")) == nil)
  }
}

extension Array where Element == Constraint {
  static func == (lhs: [Constraint], rhs: [Constraint]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
  }
}
