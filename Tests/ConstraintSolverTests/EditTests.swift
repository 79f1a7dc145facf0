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

  @Test("Repeated suggestions reach rows added between them, and stop reaching rows removed")
  func repeatedSuggestionsFollowNewReaders() throws {
    // A drag reuses the rows the previous suggestion marked stale while no reader changed; a
    // row added or removed in between must be seen. Three views in a row across W, equal widths.
    let width = Variable("W")
    let lefts = (0..<3).map { Variable("left\($0)") }, widths = (0..<3).map { Variable("width\($0)") }
    var solver = Solver()
    try solver.addEditVariable(width, priority: 999)
    try solver.add(lefts[0] == 0)
    for index in 1..<3 {
      try solver.add(lefts[index] == lefts[index - 1] + widths[index - 1])
      try solver.add(widths[index] == widths[0])
    }
    try solver.add(lefts[2] + widths[2] == width)
    for suggested in [300.0, 600, 900] {
      try solver.suggestValue(suggested, for: width)
      #expect(solver.value(of: lefts[2]) == suggested * 2 / 3)
    }
    // A label pinned after the second view: a new row that reads the chain.
    let label = Variable("label.left")
    let pin = label == lefts[1] + widths[1] + 8
    try solver.add(pin)
    for suggested in [300.0, 600, 1200] {
      try solver.suggestValue(suggested, for: width)
      #expect(solver.value(of: label) == suggested * 2 / 3 + 8)  // by hand: two widths of W / 3, then 8
    }
    try solver.remove(pin)
    try solver.suggestValue(450, for: width)
    #expect(solver.value(of: label) == 0)  // forgotten with its last constraint
    #expect(solver.value(of: lefts[2]) == 300)
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
