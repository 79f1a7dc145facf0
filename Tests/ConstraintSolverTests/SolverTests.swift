import ConstraintSolver
import Testing

@Suite("Adding, removing and reading", .timeLimit(.minutes(10)))
struct SolverTests {
  @Test("Cookbook: two views with complex widths, horizontally")
  func twoViewsWithComplexWidths() throws {
    // |-20-[blue]-8-[red]-20-| in 375 points, red.width == 2 × blue.width @750, blue ≥ 150.
    // By hand: 375 − 48 = 327 = 3 × 109 < 3 × 150, so blue is 150 and red takes 177.
    let blueX = Variable("blue.x"), blueW = Variable("blue.w"), redX = Variable("red.x"), redW = Variable("red.w")
    var solver = Solver()
    try solver.add(blueX == 20)
    try solver.add(redX == blueX + blueW + 8)
    try solver.add(redX + redW == 375 - 20)
    try solver.add((redW == 2 * blueW).priority(750))
    try solver.add(blueW >= 150)
    #expect(solver.value(of: blueW) == 150)
    #expect(solver.value(of: redX) == 178)
    #expect(solver.value(of: redW) == 177)
  }

  @Test("Equal widths that divide evenly come out whole")
  func wholeValuesStayWhole() throws {
    let widths = (0..<3).map { Variable("w\($0)") }
    let lefts = (0..<3).map { Variable("l\($0)") }
    var solver = Solver()
    try solver.add(lefts[0] == 0)
    for i in 1..<3 {
      try solver.add(lefts[i] == lefts[i - 1] + widths[i - 1])
      try solver.add((widths[i] == widths[0]))
      try solver.add((widths[i] == 50).priority(250))
    }
    try solver.add(lefts[2] + widths[2] == 600)
    for width in widths { #expect(solver.value(of: width) == 200) }
    #expect(solver.value(of: lefts[2]) == 400)
  }

  @Test("Removing a constraint frees what it fixed, and keeps the rest")
  func removal() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    let fixX = x == 10
    try solver.add(fixX)
    try solver.add(y == x + 5)
    try solver.add((x == 3).priority(250))
    #expect(solver.value(of: y) == 15)
    try solver.remove(fixX)
    #expect(solver.value(of: x) == 3)
    #expect(solver.value(of: y) == 8)
    #expect(!solver.contains(fixX))
    #expect(solver.constraints.count == 2)
  }

  @Test("Removing a definition in the middle of a chain, then adding it back")
  func chainChurn() throws {
    // top[i] == top[i-1] + 20: removing one link frees the rest of the chain from its start.
    let tops = (0..<6).map { Variable("top\($0)") }
    var solver = Solver()
    try solver.add(tops[0] == 0)
    var links: [Constraint] = []
    for i in 1..<6 {
      links.append(tops[i] == tops[i - 1] + 20)
      try solver.add(links.last!)
    }
    try solver.add((tops[3] == 500).priority(250))
    #expect(solver.value(of: tops[5]) == 100)
    try solver.remove(links[2])  // top3 == top2 + 20
    #expect(solver.value(of: tops[3]) == 500)
    #expect(solver.value(of: tops[5]) == 540)
    #expect(solver.value(of: tops[2]) == 40)
    try solver.add(links[2])
    #expect(solver.value(of: tops[5]) == 100)
    // A link whose row was copied into another (the closing constraint expands the chain):
    try solver.add(tops[5] <= 1000)
    try solver.remove(links[0])
    // top1 is free now; top3 = top1 + 40 wants 500, so top1 = 460 and top5 = 540.
    #expect(solver.value(of: tops[1]) == 460)
    #expect(solver.value(of: tops[5]) == 540)
  }

  @Test("Removing a copied definition rebuilds its own component and leaves others untouched")
  func componentRebuildIsLocal() throws {
    // Chain A is closed by a constraint that copies its definitions; system B is unrelated.
    let a = (0..<4).map { Variable("a\($0)") }
    let bx = Variable("bx"), by = Variable("by")
    var solver = Solver()
    try solver.add(bx + by == 100)
    try solver.add(bx >= 0)
    try solver.add(by >= 0)
    solver.exerciseAmbiguity(of: bx, by: 30)
    try solver.add(a[0] == 0)
    let links = (1..<4).map { a[$0] == a[$0 - 1] + 10 }
    for link in links { try solver.add(link) }
    try solver.add(a[3] <= 50)
    func rowsOfB() -> [String] {
      solver.debugDescription.split(separator: "\n").filter { $0.hasPrefix("bx ") || $0.hasPrefix("by ") }.map(String.init)
    }
    let before = rowsOfB()
    let valuesBefore = [solver.value(of: bx), solver.value(of: by)]
    try solver.remove(links[1])
    #expect(rowsOfB() == before)
    #expect([solver.value(of: bx), solver.value(of: by)] == valuesBefore)
    #expect(solver.value(of: a[1]) == 10)
    #expect(solver.isAmbiguous(a[2]))
  }

  @Test("A row whose widths all read one width keeps its frames through removals and re-additions")
  func rowChurnThroughSharedWidth() throws {
    // left_i == left_(i-1) + width_(i-1); width_i == width_0; the row ends at 4000. Every width's
    // row reads width_0, so a rebuild takes many rows that one variable reads at once.
    let count = 40
    let lefts = (0..<count).map { Variable("left\($0)") }
    let widths = (0..<count).map { Variable("width\($0)") }
    var solver = Solver()
    var group: [Constraint] = []
    for index in 0..<count {
      let link = index == 0 ? lefts[0] == 0 : lefts[index] == lefts[index - 1] + widths[index - 1]
      try solver.add(link)
      if index == 20 || index == 21 { group.append(link) }
      if index > 0 {
        let equal = widths[index] == widths[0]
        try solver.add(equal)
        if index == 20 { group.append(equal) }
      }
      let preference = (widths[index] == 50).priority(250)
      try solver.add(preference)
      if index == 20 { group.append(preference) }
    }
    try solver.add(lefts[count - 1] + widths[count - 1] == 4000)
    for round in 0..<3 {
      try solver.remove(group)
      // Without view 20's constraints the row is cut in two: every other width gets its
      // preferred 50, the views before 20 start from 0, and view 21 starts where the 19 views
      // from it end at 4000 (4000 − 19 × 50).
      #expect(solver.value(of: widths[0]) == 50, "round \(round)")
      #expect(solver.value(of: lefts[19]) == 950, "round \(round)")
      #expect(solver.value(of: lefts[21]) == 3050, "round \(round)")
      #expect(solver.value(of: lefts[39]) == 3950, "round \(round)")
      for constraint in group { try solver.add(constraint) }
      for index in 0..<count {
        #expect(solver.value(of: widths[index]) == 100, "round \(round), width \(index)")
        #expect(solver.value(of: lefts[index]) == Double(100 * index), "round \(round), left \(index)")
      }
    }
  }

  @Test("A rebuild through an edit variable keeps its suggested value and its mentions")
  func rebuildKeepsEdit() throws {
    // The inequality expands the chain, copying its links; the edit joins the component.
    let lefts = (0..<4).map { Variable("l\($0)") }
    let width = Variable("w")
    var solver = Solver()
    try solver.addEditVariable(width, priority: .defaultHigh)
    try solver.suggestValue(100, for: width)
    try solver.add(lefts[0] == 0)
    let links = (1..<4).map { lefts[$0] == lefts[$0 - 1] + 10 }
    for link in links { try solver.add(link) }
    try solver.add(width >= lefts[3] + 10)
    try solver.remove(links[1])
    // The edit's constraint was made anew with its suggestion (the debug invariants compare
    // every variable's mentions with the constraints present after each operation).
    #expect(solver.value(of: width) == 100)
    #expect(solver.value(of: lefts[1]) == 10)
    try solver.suggestValue(150, for: width)
    #expect(solver.value(of: width) == 150)
    try solver.remove(links[2])
    #expect(solver.value(of: width) == 150)
    try solver.removeEditVariable(width)
    #expect(solver.constraints.count == 3)
  }

  @Test("Independent systems do not disturb each other")
  func independentSystems() throws {
    let a = Variable("a"), b = Variable("b")
    var solver = Solver()
    try solver.add(a >= 10)
    try solver.add((a == 0).priority(250))
    try solver.add(b <= 5)
    try solver.add((b == 100).priority(250))
    #expect(solver.value(of: a) == 10)
    #expect(solver.value(of: b) == 5)
  }

  @Test("Copies of a solver are independent values")
  func valueSemantics() throws {
    let x = Variable("x")
    var original = Solver()
    try original.add(x == 1)
    var copy = original
    try copy.add((x == 7).priority(250))
    try copy.remove(original.constraints[0])
    #expect(original.value(of: x) == 1)
    #expect(copy.value(of: x) == 7)
  }

  @Test("Hundreds of variables registered and rolled back keep every lookup right")
  func variableTableChurn() throws {
    // Each refused `gone − gone == 1` registers `gone` and then rolls it back, removing it from
    // the solver's table of variables between lookups of the variables that stay.
    var solver = Solver()
    let kept = (0..<600).map { Variable("kept\($0)") }
    var gone: [Variable] = []
    for (index, variable) in kept.enumerated() {
      try solver.add(variable == Double(index))
      let stranger = Variable("gone\(index)")
      gone.append(stranger)
      #expect(throws: SolverError.self) { try solver.add(stranger - stranger == 1) }
    }
    for (index, variable) in kept.enumerated() { #expect(solver.value(of: variable) == Double(index)) }
    #expect(gone.allSatisfy { solver.value(of: $0) == 0 && solver.isAmbiguous($0) })
  }

  @Test("A variable the solver has never seen reads zero and is ambiguous")
  func unknownVariable() {
    let solver = Solver()
    let stranger = Variable("stranger")
    #expect(solver.value(of: stranger) == 0)
    #expect(solver.isAmbiguous(stranger))
  }

  @Test("Merged preferences keep their separate weights when removed one by one")
  func mergedPreferences() throws {
    // Equal widths make every `w_i == 50 @250` the same row; they weigh as N.
    let w = (0..<4).map { Variable("w\($0)") }
    var solver = Solver()
    for i in 1..<4 { try solver.add(w[i] == w[0]) }
    let wants50 = (0..<4).map { (w[$0] == 50).priority(250) }
    for c in wants50 { try solver.add(c) }
    let wants80 = [(w[0] == 80).priority(250), (w[1] == 80).priority(250)]
    for c in wants80 { try solver.add(c) }
    #expect(solver.value(of: w[2]) == 50)  // 4 × |w − 50| beats 2 × |w − 80|
    try solver.remove(wants50[0])
    try solver.remove(wants50[3])
    try solver.remove(wants50[1])
    #expect(solver.value(of: w[2]) == 80)  // now 1 against 2
  }
}

@Suite("Removing in a batch", .timeLimit(.minutes(10)))
struct BatchRemovalTests {
  /// A chain closed by a constraint that copies its definitions, plus optional wishes.
  private static func chain() throws -> (Solver, [Variable], [Constraint]) {
    let tops = (0..<6).map { Variable("top\($0)") }
    var solver = Solver()
    var all = [tops[0] == 0]
    for i in 1..<6 { all.append(tops[i] == tops[i - 1] + 10) }
    all.append(tops[5] <= 200)
    all.append((tops[2] == 100).priority(250))
    all.append((tops[4] == 300).priority(200))
    for c in all { try solver.add(c) }
    return (solver, tops, all)
  }

  @Test("Removing in one call gives what removing one by one gives")
  func batchMatchesOneByOne() throws {
    for batch in [[1, 2], [3, 7], [0, 4, 6], [2, 5, 8]] {
      var (one, tops, all) = try Self.chain()
      var many = Solver()
      for c in all { try many.add(c) }
      for index in batch { try one.remove(all[index]) }
      try many.remove(batch.map { all[$0] })
      for top in tops { #expect(one.value(of: top) == many.value(of: top), "batch \(batch)") }
      #expect(many.constraints.count == all.count - batch.count)
    }
  }

  @Test("An unknown or repeated constraint in a batch removes nothing")
  func batchIsAllOrNothing() throws {
    var (solver, tops, all) = try Self.chain()
    let before = tops.map { solver.value(of: $0) }
    let stranger = tops[0] == 5
    #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.remove([all[1], stranger]) }
    #expect(throws: SolverError.unknownConstraint(all[1])) { try solver.remove([all[1], all[1]]) }
    #expect(tops.map { solver.value(of: $0) } == before)
    #expect(solver.constraints.count == all.count)
  }
}
