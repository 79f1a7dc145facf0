import ConstraintSolver
import Testing

@Suite("Edit variables", .timeLimit(.minutes(10)))
struct EditTests {
  @Test("Suggested values move the layout; removing the edit releases the value")
  func suggestAndRemove() throws {
    // A container of width W with a view inset by 20 on both sides.
    let containerWidth = Variable("W"), width = Variable("width")
    var solver = Solver()
    try solver.add(width == containerWidth - 40)
    try solver.add(width >= 100)
    try solver.addEditVariable(containerWidth, priority: 999)
    #expect(solver.hasEditVariable(containerWidth))
    for (suggested, expected) in [(375.0, 335.0), (667, 627), (100, 100), (1024, 984)] {
      try solver.suggestValue(suggested, for: containerWidth)
      #expect(solver.value(of: width) == expected)
    }
    try solver.suggestValue(120, for: containerWidth)  // width would be 80: the edit gives in
    #expect(solver.value(of: containerWidth) == 140)
    try solver.removeEditVariable(containerWidth)
    #expect(!solver.hasEditVariable(containerWidth))
    try solver.add((containerWidth == 500).priority(250))
    #expect(solver.value(of: width) == 460)
  }

  @Test("Adding an edit variable does not move it")
  func editStartsAtCurrentValue() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 42).priority(250))
    try solver.addEditVariable(x, priority: 500)
    #expect(solver.value(of: x) == 42)
  }

  @Test("An edit's priority ranks it among the constraints")
  func editPriority() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x <= 300).priority(750))
    try solver.addEditVariable(x, priority: 500)
    try solver.suggestValue(400, for: x)
    #expect(solver.value(of: x) == 300)
    try solver.removeEditVariable(x)
    try solver.addEditVariable(x, priority: 999)
    try solver.suggestValue(400, for: x)
    #expect(solver.value(of: x) == 400)
  }

  @Test("A thousand suggestions match a solve from scratch")
  func manySuggestions() throws {
    // Three views share W − 40 between margins; each is at least 10; the third wants 100 at 300
    // and the first two, kept equal, want 100 at 250. Every level's optimum is unique.
    func build(_ w: Variable, _ views: [Variable]) throws -> Solver {
      var solver = Solver()
      try solver.add(views[0] + views[1] + views[2] + 40 == w)
      for view in views { try solver.add(view >= 10) }
      try solver.add(views[0] == views[1])
      try solver.add((views[2] == 100).priority(300))
      try solver.add((views[0] == 100).priority(250))
      return solver
    }
    let w = Variable("W"), views = (0..<3).map { Variable("v\($0)") }
    var solver = try build(w, views)
    try solver.addEditVariable(w, priority: 999)
    for step in 0..<1_000 {
      let value = Double((step * 7_919) % 801)  // 0…800 in a scattered, repeatable order
      try solver.suggestValue(value, for: w)
      var fresh = try build(w, views)
      try fresh.add((w == value).priority(999))
      for variable in [w] + views {
        #expect(abs(solver.value(of: variable) - fresh.value(of: variable)) < 1e-9, "W = \(value)")
      }
    }
  }
}
