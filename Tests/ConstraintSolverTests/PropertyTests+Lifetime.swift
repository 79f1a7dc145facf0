import ConstraintSolver
import SolverTestSupport
import Testing

// Deferred values and forgotten variables: a solver that defers recomputing its values must read
// exactly what one that recomputes after every operation reads, and one that lives long must not
// keep the variables it no longer uses.

@Suite("Deferred values and forgotten variables", .timeLimit(.minutes(10)))
struct LifetimeTests {
  /// The values of `variables`, read one by one.
  private static func read(_ solver: Solver, _ variables: [Variable]) -> [Double] {
    variables.map { solver.value(of: $0) }
  }

  private static func close(_ a: [Double], _ b: [Double]) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($0), abs($1)) }
  }

  /// Every operation is done to a solver that recomputes values and to one that defers them (and
  /// brings them up to date at random moments besides); after each, once brought up to date,
  /// every value reads the same, and the deferring solver reports as changed every variable
  /// whose value moved.
  @Test("A solver deferring its values reads the same values, once up to date, as one that does not")
  func deferredValuesMatch() {
    forEachSeed(0..<300, coverage: ["values compared": 2000, "removals compared": 1000]) { check in
      let fixture = check.makeFixture()
      var eager = Solver()
      var lazy = Solver()
      lazy.defersValueUpdates = true
      lazy.recordsChangedVariables = true
      var random = SplitMix64(seed: check.seed ^ 0xD1FF)
      var previous = Self.read(lazy, fixture.variables)
      func compare(_ step: String) {
        // Taking the changed variables brings the values up to date.
        let changed = Set(lazy.takeChangedVariables().map(ObjectIdentifier.init))
        let expected = Self.read(eager, fixture.variables)
        let actual = Self.read(lazy, fixture.variables)
        check.expect(Self.close(expected, actual), "\(step): deferred \(format(actual)), refreshed \(format(expected))")
        check.note("values compared", fixture.variables.count)
        for (index, variable) in fixture.variables.enumerated()
        where abs(actual[index] - previous[index]) > 1e-9 && !changed.contains(ObjectIdentifier(variable)) {
          check.fail("\(step): \(variable) moved from \(previous[index]) to \(actual[index]) but is not reported changed")
        }
        previous = actual
      }
      var added: [Int] = []
      for (index, constraint) in fixture.constraints.enumerated() {
        let eagerAccepted = (try? eager.add(constraint)) != nil
        let lazyAccepted = (try? lazy.add(constraint)) != nil
        check.expect(eagerAccepted == lazyAccepted, "adding [\(index)]: accepted \(lazyAccepted) deferred, \(eagerAccepted) not")
        if eagerAccepted && lazyAccepted { added.append(index) }
        if random.next() % 4 == 0 { lazy.updateValues() }
        compare("after adding [\(index)]")
      }
      added.shuffle(using: &random)
      for index in added {
        try? eager.remove(fixture.constraints[index])
        try? lazy.remove(fixture.constraints[index])
        if random.next() % 4 == 0 { lazy.updateValues() }
        compare("after removing [\(index)]")
        check.note("removals compared")
      }
      lazy.defersValueUpdates = false
      check.expect(Self.close(Self.read(eager, fixture.variables), Self.read(lazy, fixture.variables)), "after deferring stopped")
    }
  }

  /// The forms a layout pass uses: the changed variables by address, in the order and number the
  /// variables themselves are reported; and four values read at once through hints the caller
  /// keeps, to the bit as one by one, whatever the hints held.
  @Test("Changed variables by address and four values at once match their one-by-one forms")
  func addressesAndFourValuesMatch() {
    forEachSeed(0..<200, coverage: ["changes compared": 500]) { check in
      let fixture = check.makeFixture()
      var byVariable = Solver(), byAddress = Solver()
      byVariable.defersValueUpdates = true
      byVariable.recordsChangedVariables = true
      byAddress.defersValueUpdates = true
      byAddress.recordsChangedVariables = true
      var random = SplitMix64(seed: check.seed ^ 0xADD5)
      let variables = fixture.variables
      var quads = stride(from: 0, to: variables.count - 3, by: 4).map {
        VariableQuad(variables[$0], variables[$0 + 1], variables[$0 + 2], variables[$0 + 3])
      }
      func compare(_ step: String) {
        let expected = byVariable.takeChangedVariables().map { UInt(bitPattern: ObjectIdentifier($0)) }
        var addresses: [UInt] = []
        byAddress.takeChangedVariableAddresses { addresses.append($0) }
        check.expect(addresses == expected, "\(step): \(addresses.count) addresses, \(expected.count) variables")
        if !expected.isEmpty { check.note("changes compared") }
        for start in stride(from: 0, to: variables.count - 3, by: 4) {
          let one = (0..<4).map { byAddress.value(of: variables[start + $0]).bitPattern }
          // Kept hints, and hints that name other symbols (stale, or another solver's), read alike.
          let stale = Int32(truncatingIfNeeded: random.next() % 64)
          for kept in [true, false] {
            if !kept { quads[start / 4].hints = (stale, stale &+ 1, -1, 1_000_000) }
            let four = byAddress.values(of: &quads[start / 4])
            check.expect([four.0, four.1, four.2, four.3].map(\.bitPattern) == one, "\(step): values from v\(start)")
          }
        }
      }
      var added: [Int] = []
      for (index, constraint) in fixture.constraints.enumerated() {
        let accepted = (try? byVariable.add(constraint)) != nil
        check.expect(((try? byAddress.add(constraint)) != nil) == accepted, "adding [\(index)]")
        if accepted { added.append(index) }
        compare("after adding [\(index)]")
      }
      added.shuffle(using: &random)
      for index in added.prefix(added.count / 2) {
        try? byVariable.remove(fixture.constraints[index])
        try? byAddress.remove(fixture.constraints[index])
        compare("after removing [\(index)]")
      }
    }
  }

  /// Removing every constraint lets go of every variable: the solver no longer holds them, and
  /// their ids are reused, so that adding and removing fresh variables forever does not grow it.
  @Test("Variables no constraint mentions are forgotten, and their ids reused")
  func unusedVariablesAreForgotten() throws {
    var solver = Solver()
    let anchor = Variable("anchor")
    try solver.add(anchor == 10)
    weak var forgotten: Variable?
    var highestID = 0
    for round in 0..<200 {
      let left = Variable("left"), width = Variable("width")
      if round == 0 { forgotten = left }
      let constraints = [
        left == anchor + 8, width >= 20, (width == 100).priority(.defaultLow), left + width <= 300,
      ]
      for constraint in constraints { try solver.add(constraint) }
      try solver.addEditVariable(width, priority: .defaultHigh)
      try solver.suggestValue(Double(round % 50) + 30, for: width)
      #expect(solver.value(of: left) == 18)
      #expect(solver.value(of: width) == Double(round % 50) + 30)
      highestID = max(highestID, solver.debugID(of: left) ?? 0, solver.debugID(of: width) ?? 0)
      // Half the rounds remove one by one, half at once.
      if round.isMultiple(of: 2) {
        for constraint in constraints { try solver.remove(constraint) }
      } else {
        try solver.remove(constraints)
      }
      // Still an edit variable: kept until the edit goes.
      #expect(solver.debugID(of: width) != nil)
      try solver.removeEditVariable(width)
      #expect(solver.debugID(of: left) == nil)
      #expect(solver.debugID(of: width) == nil)
      #expect(solver.value(of: left) == 0)
    }
    #expect(forgotten == nil, "the solver still holds a variable none of its constraints mentions")
    // Two variables and their markers per round, reused: a few dozen ids, not 200 rounds' worth.
    #expect(highestID < 40)
    #expect(solver.value(of: anchor) == 10)
    #expect(solver.debugID(of: anchor) != nil)
  }

  /// A variable forgotten while its value was not yet read as 0 is still reported as changed, so
  /// that whoever shows it learns it moved.
  @Test("A forgotten variable whose value fell to 0 is reported as changed")
  func forgottenVariablesAreReportedChanged() throws {
    for defers in [false, true] {
      var solver = Solver()
      solver.defersValueUpdates = defers
      solver.recordsChangedVariables = true
      let x = Variable("x"), y = Variable("y")
      let pin = x == 40
      try solver.add(pin)
      try solver.add(y == 7)
      _ = solver.takeChangedVariables()
      try solver.remove(pin)
      #expect(solver.debugID(of: x) == nil)
      #expect(solver.takeChangedVariables().map(ObjectIdentifier.init) == [ObjectIdentifier(x)], "deferring: \(defers)")
      #expect(solver.value(of: x) == 0)
      #expect(solver.value(of: y) == 7)
    }
  }

  /// The visiting form reports what the array form does: the variables that moved, in the order
  /// the solver noted them, then forgotten ones; and a second call reports nothing.
  @Test("takeChangedVariables(_:) visits the variables that moved, once")
  func changedVariablesAreVisited() throws {
    var solver = Solver()
    solver.defersValueUpdates = true
    solver.recordsChangedVariables = true
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    let pin = x == 40
    try solver.add(pin)
    let follow = y == x + 5
    try solver.add(follow)
    try solver.add(z == 3)
    _ = solver.takeChangedVariables()
    // Moving x moves y; z stays.
    let moved = x == 50
    try solver.replace(pin, with: moved)
    var visited: [ObjectIdentifier] = []
    solver.takeChangedVariables { visited.append(ObjectIdentifier($0)) }
    #expect(Set(visited) == [ObjectIdentifier(x), ObjectIdentifier(y)])
    #expect(visited.count == 2)
    #expect(solver.value(of: y) == 55)
    var again = 0
    solver.takeChangedVariables { _ in again += 1 }
    #expect(again == 0)
    // Variables the solver forgets while away from 0 are visited too.
    try solver.remove([moved, follow])
    visited.removeAll()
    solver.takeChangedVariables { visited.append(ObjectIdentifier($0)) }
    #expect(Set(visited) == [ObjectIdentifier(x), ObjectIdentifier(y)])
    #expect(solver.value(of: z) == 3)
  }
}
