import ConstraintSolver
import Testing

// `Solver.replace(_:with:)`: a constraint's constant changed in place (rows that mention its
// marker shift, the dual simplex repairs them), or by removal and addition when that is not
// possible. Expected values are derived by hand, in the comments beside them.
//
// The last section holds minimal cases of bugs found in `replace`; each says what goes wrong.

private func values(_ solver: Solver, _ variables: [Variable]) -> [Double] {
  variables.map { solver.value(of: $0) }
}

/// The constraints of `solver`, as identities, in the order it lists them.
private func identities(_ solver: Solver) -> [ObjectIdentifier] {
  solver.constraints.map(ObjectIdentifier.init)
}

@Suite("Replacing a constraint's constant", .timeLimit(.minutes(10)))
struct ReplaceTests {
  // MARK: - Each kind of constraint

  @Test("A required equality added plainly (a definition)")
  func definition() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    let fixX = x == 10
    try solver.add(fixX)  // x becomes basic with the row x = 10, no marker
    try solver.add(y == x + 5)  // y's lazy row reads x
    #expect(values(solver, [x, y]) == [10, 15])

    let moved = x == 30
    try solver.replace(fixX, with: moved)
    // x = 30, y = x + 5 = 35.
    #expect(values(solver, [x, y]) == [30, 35])
    #expect(solver.contains(moved) && !solver.contains(fixX))

    let back = x == -4
    try solver.replace(moved, with: back)
    #expect(values(solver, [x, y]) == [-4, 1])
    #expect(solver.constraints.count == 2)
  }

  @Test("A definition written with a coefficient and a repeated variable")
  func scaledDefinition() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    // x + 2x - 12 == 0: x = 4. Replaced by 3x - 30 == 0: x = 10.
    let original = Constraint(Expression([.init(x), .init(x, coefficient: 2)], constant: -12), .equal)
    try solver.add(original)
    try solver.add(y == 2 * x)
    #expect(values(solver, [x, y]) == [4, 8])
    let replacement = Constraint(Expression([.init(x), .init(x, coefficient: 2)], constant: -30), .equal)
    try solver.replace(original, with: replacement)
    #expect(values(solver, [x, y]) == [10, 20])
  }

  @Test("A definition whose row was copied into an inequality's row")
  func copiedDefinition() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    let fixX = x == 10
    try solver.add(fixX)
    try solver.add(y >= x)  // expands x: the definition's row is copied
    try solver.add((y == 0).priority(250))
    // y as low as allowed: y = x = 10.
    #expect(values(solver, [x, y]) == [10, 10])
    let higher = x == 40
    try solver.replace(fixX, with: higher)
    #expect(values(solver, [x, y]) == [40, 40])
    let lower = x == -5
    try solver.replace(higher, with: lower)
    // y ≥ -5, prefers 0: y = 0.
    #expect(values(solver, [x, y]) == [-5, 0])
    #expect(solver.contains(lower) && !solver.contains(higher) && !solver.contains(fixX))
  }

  @Test("A required equality added for constant changes (a dummy marker)")
  func requiredEqualityForConstantChanges() throws {
    // A window of width W holds x within [0, W]; x prefers 300 @500.
    let w = Variable("W"), x = Variable("x")
    var solver = Solver()
    let window = w == 200
    try solver.add(window, forConstantChanges: true)
    let lower = x >= 0, upper = x <= w
    try solver.add(lower)
    try solver.add(upper)
    try solver.add((x == 300).priority(500))
    #expect(values(solver, [w, x]) == [200, 200])

    // Wider: x reaches its preference and the bound goes slack.
    let wide = w == 400
    try solver.replace(window, with: wide)
    #expect(values(solver, [w, x]) == [400, 300])
    // Narrower again: the bound is active.
    let narrow = w == 100
    try solver.replace(wide, with: narrow)
    #expect(values(solver, [w, x]) == [100, 100])
    // W = -10 contradicts 0 ≤ x ≤ W.
    let negative = w == -10
    #expect(throws: SolverError.unsatisfiable(negative, conflicting: [lower, upper])) {
      try solver.replace(narrow, with: negative)
    }
    #expect(values(solver, [w, x]) == [100, 100])
    #expect(solver.contains(narrow) && !solver.contains(negative))
    // And it goes on working.
    let zero = w == 0
    try solver.replace(narrow, with: zero)
    #expect(values(solver, [w, x]) == [0, 0])
  }

  @Test("A required equality for constant changes in a chain of definitions")
  func windowInAChain() throws {
    // |-20-[a]-8-[b]-20-| in W: a.width == b.width, so each is (W − 48) / 2.
    let w = Variable("W"), aLeft = Variable("a.left"), aWidth = Variable("a.width")
    let bLeft = Variable("b.left"), bWidth = Variable("b.width")
    var solver = Solver()
    try solver.add(aLeft == 20)
    try solver.add(bLeft == aLeft + aWidth + 8)
    try solver.add(bWidth == aWidth)
    try solver.add(bLeft + bWidth == w - 20)
    var window = w == 348
    try solver.add(window, forConstantChanges: true)
    #expect(values(solver, [aWidth, bLeft, bWidth]) == [150, 178, 150])
    for width in [448.0, 148, 1048, 348] {
      let next = w == width
      try solver.replace(window, with: next)
      window = next
      let half = (width - 48) / 2
      #expect(values(solver, [aWidth, bLeft, bWidth]) == [half, 28 + half, half], "W = \(width)")
    }
  }

  @Test("A required ≤ inequality, active and inactive")
  func requiredUpperBound() throws {
    let x = Variable("x")
    var solver = Solver()
    let floor = x >= 0
    try solver.add(floor)
    var cap = x <= 10
    try solver.add(cap)
    try solver.add((x == 100).priority(750))
    #expect(solver.value(of: x) == 10)
    // Up to 20 (the cap's slack is parametric: rows shift), then past the preference (the slack
    // becomes basic), then down again (its basic row goes negative: a dual pivot).
    for (bound, expected) in [(20.0, 20.0), (200, 100), (150, 100), (50, 50), (0, 0)] {
      let next = x <= bound
      try solver.replace(cap, with: next)
      cap = next
      #expect(solver.value(of: x) == expected, "x <= \(bound)")
    }
    let impossible = x <= -5
    #expect(throws: SolverError.unsatisfiable(impossible, conflicting: [floor])) {
      try solver.replace(cap, with: impossible)
    }
    #expect(solver.value(of: x) == 0)
    #expect(solver.contains(cap))
  }

  @Test("A required ≥ inequality between two variables")
  func requiredLowerBound() throws {
    // right ≥ left + gap, left == 10; right prefers 0 @750.
    let left = Variable("left"), right = Variable("right")
    var solver = Solver()
    try solver.add(left == 10)
    var gap = right >= left + 8
    try solver.add(gap)
    try solver.add((right == 0).priority(750))
    #expect(values(solver, [left, right]) == [10, 18])
    for (distance, expected) in [(30.0, 40.0), (-4, 6), (-25, 0), (-12, 0), (12, 22)] {
      let next = right >= left + distance
      try solver.replace(gap, with: next)
      gap = next
      #expect(values(solver, [left, right]) == [10, expected], "gap \(distance)")
    }
  }

  @Test("An optional equality")
  func optionalEquality() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    try solver.add(x <= 100)
    try solver.add(x >= 0)
    var preference = (x == 10).priority(500)
    try solver.add(preference)
    try solver.add((x == 50).priority(250))
    try solver.add((y == x + 1).priority(100))
    #expect(values(solver, [x, y]) == [10, 11])
    // The preference at 500 wins over the one at 250 wherever it can; past the cap, the cap.
    for (target, expected) in [(70.0, 70.0), (150, 100), (-30, 0), (40, 40), (100, 100)] {
      let next = (x == target).priority(500)
      try solver.replace(preference, with: next)
      preference = next
      #expect(values(solver, [x, y]) == [expected, expected + 1], "x == \(target) @500")
    }
  }

  @Test("Optional inequalities, ≤ and ≥")
  func optionalInequalities() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    // x ≤ bound @500 against x == 50 @250.
    var cap = (x <= 10).priority(500)
    try solver.add(cap)
    try solver.add((x == 50).priority(250))
    #expect(solver.value(of: x) == 10)
    for (bound, expected) in [(30.0, 30.0), (80, 50), (-20, -20), (49, 49)] {
      let next = (x <= bound).priority(500)
      try solver.replace(cap, with: next)
      cap = next
      #expect(solver.value(of: x) == expected, "x <= \(bound) @500")
    }
    // y ≥ bound @750 against y == 0 @250 and a required y ≤ 100 that the bound may exceed.
    try solver.add(y <= 100)
    var floor = (y >= 40).priority(750)
    try solver.add(floor)
    try solver.add((y == 0).priority(250))
    #expect(solver.value(of: y) == 40)
    for (bound, expected) in [(15.0, 15.0), (-5, 0), (140, 100), (60, 60)] {
      let next = (y >= bound).priority(750)
      try solver.replace(floor, with: next)
      floor = next
      #expect(solver.value(of: y) == expected, "y >= \(bound) @750")
    }
    #expect(solver.value(of: x) == 49)
  }

  @Test("A constraint merged with an identical optional one")
  func mergedOptional() throws {
    // The pin holds x at 10 through a dummy, so that the preferences' rows, written in terms of
    // it, stay identical and merge. A copy without the pin shows what the preferences decide.
    let x = Variable("x")
    var solver = Solver()
    let pin = x == 10
    try solver.add(pin, forConstantChanges: true)
    let a = (x == 30).priority(250), b = (x == 30).priority(250), c = (x == 60).priority(250)
    for constraint in [a, b, c] { try solver.add(constraint) }  // a and b: one row of weight 2
    func unpinned() throws -> Double {
      var copy = solver
      try copy.remove(pin)
      return copy.value(of: x)
    }
    #expect(try unpinned() == 30)  // 30 twice against 60 once
    // A member of a group of two: removed and added.
    let a2 = (x == 60).priority(250)
    try solver.replace(a, with: a2)
    #expect(solver.value(of: x) == 10)
    #expect(try unpinned() == 60)  // 60 twice against 30 once
    // The other member, now alone in the row.
    let b2 = (x == 45).priority(250)
    try solver.replace(b, with: b2)
    #expect(try unpinned() == 60)  // 60 twice against 45 once
    // 60 once against 45 twice.
    try solver.remove(c)
    try solver.add((x == 45).priority(250))
    #expect(try unpinned() == 45)
    for constraint in [a2, b2] { try solver.remove(constraint) }
    #expect(try unpinned() == 45)
    #expect(solver.constraints.count == 2)
  }

  @Test("A redundant required equality: implied by others, it cannot take another constant")
  func redundantEquality() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    let fixX = x == 10, link = y == x + 5
    try solver.add(fixX)
    try solver.add(link)
    let implied = y == 15  // implied by the two above
    try solver.add(implied)
    let contradiction = y == 20
    #expect(throws: SolverError.unsatisfiable(contradiction, conflicting: [fixX, link])) {
      try solver.replace(implied, with: contradiction)
    }
    #expect(values(solver, [x, y]) == [10, 15])
    #expect(solver.contains(implied) && !solver.contains(contradiction))
    // The same constant in a new object is fine, and it still holds once x is free.
    let same = y == 15
    try solver.replace(implied, with: same)
    try solver.remove(fixX)
    #expect(values(solver, [x, y]) == [10, 15])
    // Now it is the only thing fixing y, and it can move.
    let moved = y == 25
    try solver.replace(same, with: moved)
    #expect(values(solver, [x, y]) == [20, 25])
  }

  @Test("A replacement with the same constant changes nothing but the object")
  func sameConstant() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    try solver.add(x >= 0)
    let preference = (x + y == 30).priority(750)
    try solver.add(preference)
    try solver.add((y == 10).priority(500))
    let before = values(solver, [x, y])
    #expect(before == [20, 10])
    let copy = (x + y == 30).priority(750)
    try solver.replace(preference, with: copy)
    #expect(values(solver, [x, y]) == before)
    #expect(solver.contains(copy) && !solver.contains(preference))
  }

  // MARK: - Another shape: removal and addition

  @Test("A replacement with other terms, relation or priority is a removal and an addition")
  func otherShape() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    try solver.add(x <= 15)
    try solver.add(y == 4)
    var current = x == 10
    try solver.add(current)
    #expect(solver.value(of: x) == 10)
    // Required to optional at 250, past the bound: x goes to the bound.
    var next = (x == 20).priority(250)
    try solver.replace(current, with: next)
    current = next
    #expect(solver.value(of: x) == 15)
    // Another priority, same constant: still the bound.
    next = (x == 20).priority(750)
    try solver.replace(current, with: next)
    current = next
    #expect(solver.value(of: x) == 15)
    // Other terms: x == 2y + 1 = 9.
    next = x == 2 * y + 1
    try solver.replace(current, with: next)
    current = next
    #expect(solver.value(of: x) == 9)
    // Another relation: x ≥ 2y + 1 with x preferring 100 @250: the bound, 15.
    try solver.add((x == 100).priority(250))
    next = x >= 2 * y + 1
    try solver.replace(current, with: next)
    current = next
    #expect(solver.value(of: x) == 15)
    // Terms in another order count as another shape, with the same meaning.
    next = Constraint(Expression([.init(y, coefficient: -2), .init(x)], constant: -1), .greaterThanOrEqual)
    try solver.replace(current, with: next)
    current = next
    #expect(solver.value(of: x) == 15)
    // Another shape that cannot hold: x ≥ 20 against x ≤ 15.
    let impossible = x >= 20
    #expect(throws: SolverError.unsatisfiable(impossible, conflicting: [solver.constraints[0]])) {
      try solver.replace(current, with: impossible)
    }
    #expect(solver.value(of: x) == 15)
    #expect(solver.contains(current))
    #expect(solver.constraints.count == 4)
  }

  // MARK: - Errors


  @Test("Replacing a constraint that is not in the solver")
  func unknownConstraint() throws {
    var f = try ErrorFixture()
    let before = f.fingerprint
    let stranger = f.x == 3
    #expect(throws: SolverError.unknownConstraint(stranger)) { try f.solver.replace(stranger, with: f.x == 4) }
    #expect(f.fingerprint == before)
    // Replaced or removed constraints are unknown from then on.
    let replacement = f.x >= 12
    try f.solver.replace(f.constraints[0], with: replacement)
    #expect(throws: SolverError.unknownConstraint(f.constraints[0])) {
      try f.solver.replace(f.constraints[0], with: f.x >= 11)
    }
    #expect(throws: SolverError.unknownConstraint(f.constraints[0])) { try f.solver.remove(f.constraints[0]) }
    try f.solver.remove(f.constraints[3])
    #expect(throws: SolverError.unknownConstraint(f.constraints[3])) {
      try f.solver.replace(f.constraints[3], with: f.z <= 90)
    }
  }

  @Test("Replacing by a constraint that is already in the solver")
  func duplicateReplacement() throws {
    var f = try ErrorFixture()
    let before = f.fingerprint
    #expect(throws: SolverError.duplicateConstraint(f.constraints[1])) {
      try f.solver.replace(f.constraints[0], with: f.constraints[1])
    }
    #expect(throws: SolverError.duplicateConstraint(f.constraints[0])) {
      try f.solver.replace(f.constraints[0], with: f.constraints[0])
    }
    #expect(f.fingerprint == before)
    #expect(f.solver.contains(f.constraints[0]))
  }

  @Test("Replacing by a constraint of invalid priority", arguments: [0, -1, 1000.5, .nan, .infinity] as [Float])
  func invalidPriority(value: Float) throws {
    var f = try ErrorFixture()
    let before = f.fingerprint
    for original in [f.constraints[2], f.constraints[3]] {
      let replacement = Constraint(original.expression, original.relation, priority: Priority(rawValue: value))
      #expect(throws: SolverError.invalidPriority(Priority(rawValue: value))) {
        try f.solver.replace(original, with: replacement)
      }
      #expect(f.solver.contains(original) && !f.solver.contains(replacement))
    }
    #expect(f.fingerprint == before)
  }

  @Test("Replacing by a constraint with a NaN or infinite constant or coefficient",
        arguments: [Double.nan, .infinity, -.infinity])
  func nonFinite(value: Double) throws {
    var f = try ErrorFixture()
    let before = f.fingerprint
    for replacement in [f.z <= value, value * f.z <= 100] {
      #expect(throws: SolverError.nonFiniteConstraint(replacement)) {
        try f.solver.replace(f.constraints[3], with: replacement)
      }
    }
    #expect(f.fingerprint == before)
    #expect(f.solver.contains(f.constraints[3]))
  }

  @Test("An unsatisfiable replacement names a minimal conflicting set and changes nothing")
  func unsatisfiable() throws {
    var f = try ErrorFixture()
    // y == x + 20 ≤ 40 caps x at 20, so a floor of 30 on x conflicts with exactly those two.
    // (x is ambiguous between its floor and the cap: w's edit and x == 5 @250 tie there.)
    let yCap = f.y <= 40
    try f.solver.add(yCap)
    let floor = f.constraints[0]
    let before = values(f.solver, [f.x, f.y, f.z, f.w])
    let tooHigh = f.x >= 30
    #expect(throws: SolverError.unsatisfiable(tooHigh, conflicting: [f.constraints[1], yCap])) {
      try f.solver.replace(floor, with: tooHigh)
    }
    #expect(f.solver.contains(floor) && !f.solver.contains(tooHigh))
    #expect(values(f.solver, [f.x, f.y, f.z, f.w]) == before)
    // And the solver goes on: a floor it can meet.
    try f.solver.replace(floor, with: f.x >= 20)
    #expect(values(f.solver, [f.x, f.y]) == [20, 40])
  }

  // MARK: - After replacing

  @Test("The replacement can be removed; the original is gone")
  func removeAfterReplacing() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add(x >= 0)
    try solver.add((x == 50).priority(250))
    for original in [x <= 10, (x <= 10).priority(750), x == 10, (x == 10).priority(750)] {
      try solver.add(original, forConstantChanges: original.priority.isRequired)
      let shifted = Constraint(Expression(original.expression.terms, constant: -20), original.relation,
                               priority: original.priority)
      try solver.replace(original, with: shifted)
      #expect(solver.value(of: x) == 20, "\(original) → \(shifted)")
      #expect(!solver.contains(original) && solver.contains(shifted))
      #expect(throws: SolverError.unknownConstraint(original)) { try solver.remove(original) }
      try solver.remove(shifted)
      #expect(!solver.contains(shifted))
      #expect(solver.value(of: x) == 50, "after removing \(shifted)")
      #expect(solver.constraints.count == 2)
    }
  }

  @Test("A replaced optional row does not merge with a new constraint of the old constant")
  func noMergeWithTheOldConstant() throws {
    // W pins x (through a dummy, so that the preferences' rows stay in terms of it); the
    // preferences decide x once the pin goes.
    let x = Variable("x")
    var solver = Solver()
    let pin = x == 10
    try solver.add(pin, forConstantChanges: true)
    let a = (x == 30).priority(250)
    try solver.add(a)
    let a2 = (x == 40).priority(250)
    try solver.replace(a, with: a2)
    // Two preferences for the old constant: they must not join a2's row.
    try solver.add((x == 30).priority(250))
    try solver.add((x == 30).priority(250))
    #expect(solver.value(of: x) == 10)
    try solver.remove(pin)
    // 30 twice against 40 once.
    #expect(solver.value(of: x) == 30)
  }

  @Test("Replacing while an edit variable is active")
  func withAnEdit() throws {
    let w = Variable("w"), x = Variable("x")
    var solver = Solver()
    var cap = x <= 100
    try solver.add(cap)
    try solver.add(x >= 0)
    try solver.add(w >= x)
    try solver.addEditVariable(x, priority: 500)
    try solver.suggestValue(80, for: x)
    #expect(solver.value(of: x) == 80)
    let lower = x <= 50
    try solver.replace(cap, with: lower)
    cap = lower
    #expect(solver.value(of: x) == 50)
    try solver.suggestValue(30, for: x)
    #expect(solver.value(of: x) == 30)
    let higher = x <= 500
    try solver.replace(cap, with: higher)
    try solver.suggestValue(300, for: x)
    #expect(solver.value(of: x) == 300)
    #expect(solver.value(of: w) >= 300)
  }

  // MARK: - Bugs found in replace (minimal cases)

  /// Found failing: the in-place shift moves the constant of the basic dummy row d₂ = d₁ of the
  /// redundant copy; only a negative constant reaches the dual simplex, so moving W down (d₂ = 10
  /// + d₁) is accepted, and the solver then holds W == 0 and W == 10 at once.
  @Test("A required equality that another, redundant one depends on", arguments: [0.0, 20])
  func equalityWithARedundantCopy(constant: Double) throws {
    // W is fixed twice: W = 10 − d₁ for the first, and the second, redundant, keeps the basic
    // row d₂ = d₁. Moving the first either way contradicts the second; moving it down shifts d₂'s
    // row up, to d₂ = 10 + d₁, which the dual simplex does not see as infeasible.
    let w = Variable("W")
    var solver = Solver()
    let window = w == 10
    try solver.add(window, forConstantChanges: true)
    let again = w == 10
    try solver.add(again)
    let moved = w == constant
    #expect(throws: SolverError.unsatisfiable(moved, conflicting: [again])) {
      try solver.replace(window, with: moved)
    }
    #expect(solver.value(of: w) == 10)
    #expect(solver.contains(window) && !solver.contains(moved))
    guard solver.contains(window) else { return }
    // Without the copy, either direction is fine.
    try solver.remove(again)
    let free = w == constant
    try solver.replace(window, with: free)
    #expect(solver.value(of: w) == constant)
  }


  /// Found failing: the in-place shift changes what the pin's dummy d means, but rows remembered
  /// in terms of d (for merging identical optional rows) are kept: x == 60 @250 then reads as
  /// x == 50 @250 did before the shift, and joins its row.
  @Test("Rows remembered in terms of a shifted marker do not merge with new constraints")
  func noMergeThroughAShiftedMarker() throws {
    // o's row was remembered as x − 50 with x = 10 − d: −40 − d. After the pin moves to 20,
    // x − 60 reads −40 − d too, but it is another constraint.
    let x = Variable("x")
    var solver = Solver()
    let pin = x == 10
    try solver.add(pin, forConstantChanges: true)
    try solver.add((x == 50).priority(250))
    let moved = x == 20
    try solver.replace(pin, with: moved)
    #expect(solver.value(of: x) == 20)
    try solver.add((x == 60).priority(250))
    try solver.add((x == 60).priority(250))
    #expect(solver.value(of: x) == 20)
    try solver.remove(moved)
    // 60 twice against 50 once.
    #expect(solver.value(of: x) == 60)
  }


  /// Found failing (a crash in debug builds): `retag` leaves `members[marker]` naming the original
  /// constraint. Once the replacement is removed and the marker's id reused by a new group, that
  /// group counts one member too many; removing its members leaves a row and an unused level.
  @Test("The last member of a group, replaced in place and removed, leaves no stale group behind")
  func staleGroupAfterReplacing() async {
    // In a child process: in debug builds a stale group trips an invariant check (a crash).
    await #expect(processExitsWith: .success) {
      let x = Variable("x")
      var solver = Solver()
      try solver.add(x == 10, forConstantChanges: true)  // keeps the rows below in terms of a dummy
      let a = (x == 30).priority(250), b = (x == 30).priority(250)
      try solver.add(a)
      try solver.add(b)  // joins a's row: a group of two
      try solver.remove(b)  // a alone in the group
      let a2 = (x == 40).priority(250)
      try solver.replace(a, with: a2)  // in place
      try solver.remove(a2)  // frees a's error symbols, whose ids the next constraints reuse
      try solver.add(x <= 100)
      let d = (x == 50).priority(250), e = (x == 50).priority(250)
      try solver.add(d)
      try solver.add(e)  // joins d's row
      try solver.remove(d)
      try solver.remove(e)
      // Nothing optional is left, so no objective should be.
      precondition(!solver.debugDescription.contains("objective"), "a row outlived its constraints:\n\(solver.debugDescription)")
    }
  }


  /// Found failing: a refusal removes the original and adds it again, so it is listed last.
  @Test("A refused replacement leaves the constraints listed in the order they were added")
  func refusalKeepsTheOrder() throws {
    // `constraints` lists constraints in the order they were added, and a refused operation
    // leaves the solver as it was: the refused replacement's original keeps its place.
    let x = Variable("x")
    var solver = Solver()
    let floor = x >= 0, cap = x <= 10
    try solver.add(floor)
    try solver.add(cap)
    let order = identities(solver)
    let tooHigh = x >= 20
    #expect(throws: SolverError.unsatisfiable(tooHigh, conflicting: [cap])) {
      try solver.replace(floor, with: tooHigh)
    }
    #expect(identities(solver) == order)
  }


  /// Found failing: a refusal removes the original and adds it again, which re-solves, so a
  /// variable free between bounds may move (here from 0 to 100).
  @Test("A refused replacement leaves an ambiguous variable where it was")
  func refusalKeepsAmbiguousValues() throws {
    let x = Variable("x")
    var solver = Solver()
    let floor = x >= 0, cap = x <= 100
    try solver.add(floor)
    try solver.add(cap)
    let before = solver.value(of: x)  // anywhere in [0, 100]
    let tooHigh = x >= 200
    #expect(throws: SolverError.unsatisfiable(tooHigh, conflicting: [cap])) {
      try solver.replace(floor, with: tooHigh)
    }
    #expect(solver.value(of: x) == before)
  }
}
