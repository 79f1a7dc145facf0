import ConstraintSolver
import Testing

@Test("Operators build the expression as written", .timeLimit(.minutes(10)))
func operatorsBuildExpressions() {
  let x = Variable("x"), y = Variable("y")
  let expression = 2 * x + y - 10
  #expect(expression.terms.map { ObjectIdentifier($0.variable) } == [ObjectIdentifier(x), ObjectIdentifier(y)])
  #expect(expression.terms.map(\.coefficient) == [2, 1])
  #expect(expression.constant == -10)
  #expect(expression.description == "2 * x + y - 10")
  #expect((-(x - 3) / 2).description == "-0.5 * x + 1.5")
  #expect((5 - x).description == "-x + 5")
}

@Test("Constraints keep the relation and read in the constraint language", .timeLimit(.minutes(10)))
func constraintDescriptions() {
  let x = Variable("width"), y = Variable("height")
  #expect((x == 100).description == "width == 100")
  #expect((x == 100).priority(251).description == "width == 100 @251")
  #expect((2 * x <= y + 8).description == "2 * width - height <= 8")
  #expect((x >= y).relation == .greaterThanOrEqual)
  #expect((x >= y).priority == .required)
  let optional = (x >= y).priority(.defaultLow)
  #expect(optional.priority == 250)
}
