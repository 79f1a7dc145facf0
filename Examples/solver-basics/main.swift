// Solves a small horizontal layout with the constraint solver and prints it, then resizes the
// container the way a window drag would.
//
//   |-20-[blue]-8-[red]-20-|   red.width == 2 × blue.width @750, blue.width >= 150
//
// (Apple's Auto Layout Cookbook, "Two Views with Complex Widths", horizontal axis.)
import ConstraintSolver

let containerWidth = Variable("container.width")
let blueLeft = Variable("blue.minX"), blueWidth = Variable("blue.width")
let redLeft = Variable("red.minX"), redWidth = Variable("red.width")

var solver = Solver()
do {
  try solver.add(blueLeft == 20)
  try solver.add(redLeft == blueLeft + blueWidth + 8)
  try solver.add(redLeft + redWidth == containerWidth - 20)
  try solver.add((redWidth == 2 * blueWidth).priority(750))
  try solver.add(blueWidth >= 150)
  try solver.addEditVariable(containerWidth, priority: 999)

  for width in [375.0, 667.0, 414.0] {
    try solver.suggestValue(width, for: containerWidth)
    func frame(_ left: Variable, _ width: Variable) -> String {
      "x \(solver.value(of: left)), width \(solver.value(of: width))"
    }
    print("container \(width):  blue \(frame(blueLeft, blueWidth))   red \(frame(redLeft, redWidth))")
  }

  // A required constraint that cannot hold is refused, and the solver explains why.
  do {
    try solver.add(blueWidth <= 100)
  } catch {
    print("refused: \(error)")
  }
} catch {
  print("error: \(error)")
}
