import ConstraintSolver
import SolverTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Edits, ambiguity and random operation sequences, against the exact reference.

extension PropertyTests {
  @Test("Edits match a solve from scratch")
  func editsMatchScratch() throws {
    forEachSeed(30_000..<30_300, coverage: ["suggestion not reached": 300, "suggestions reached": 150]) { check in
      let fixture = check.makeFixture(among: Profile.mostlyFeasible)
      guard try ExactReference.isFeasible(fixture.system) else { return }
      var solver = Solver()
      addAll(fixture, to: &solver, &check)
      var random = SplitMix64(seed: check.seed ^ 0x5EED)
      let n = fixture.system.variableCount
      let editCount = random.chance(0.5) ? 2 : 1
      let edited = Array(random.shuffled(Array(0..<n)).prefix(editCount))
      var priorities: [Int] = []
      var suggestions: [Rational] = []
      for variable in edited {
        let priority = random.element(of: [600, 750, 100, 999])
        priorities.append(priority)
        try solver.addEditVariable(fixture.variables[variable], priority: Priority(Float(priority)))
        // A first suggestion right away, so that every edit's value is known exactly.
        let value = Rational(random.int(in: -20...120))
        try solver.suggestValue(value.doubleValue, for: fixture.variables[variable])
        suggestions.append(value)
      }
      let edits = zip(edited, priorities).map { "x\($0) @\($1)" }.joined(separator: ", ")
      var log: [String] = []
      var removed: Int?
      for step in 0..<6 {
        if step == 4 {
          // Remove a constraint while the edits are active; put it back at the next step.
          removed = random.int(in: 0...(fixture.constraints.count - 1))
          try solver.remove(fixture.constraints[removed!])
          log.append("remove [\(removed!)]")
        } else if step == 5, let index = removed {
          try solver.add(fixture.constraints[index])
          log.append("re-add [\(index)]")
          removed = nil
        }
        let which = random.int(in: 0...(editCount - 1))
        let value = random.chance(0.3)
          ? try Rational(random.int(in: -40...240), 2) : Rational(random.int(in: -20...120))
        try solver.suggestValue(value.doubleValue, for: fixture.variables[edited[which]])
        suggestions[which] = value
        log.append("x\(edited[which]) := \(value)")
        var extended = fixture.system.subsystem(fixture.constraints.indices.filter { $0 != removed })
        for (k, variable) in edited.enumerated() {
          extended = extended.adding(try .pin(variable: variable, of: n, to: suggestions[k], priority: priorities[k]))
        }
        try check.expectSolverOptimal(solver, fixture.variables, extended, ranges: step % 2 == 1,
                                      "step \(step), edits \(edits), then \(log)")
        let values = fixture.values(solver)
        let missed = zip(edited, suggestions).filter { abs(values[$0] - $1.doubleValue) > tolerance }.count
        check.note(missed > 0 ? "suggestion not reached" : "suggestions reached")
      }
      for variable in edited { try solver.removeEditVariable(fixture.variables[variable]) }
      try check.expectSolverOptimal(solver, fixture.variables, fixture.system, ranges: true,
                                    "after removing the edits \(edits), after \(log)")
    }
  }

  /// `isAmbiguous` is exactly "not constant on the optimal face"; exercising an ambiguous variable
  /// moves it as far as the face allows (up to the distance), keeps every level optimal, and
  /// survives adding a constraint and resetting.
  @Test("Ambiguity is exact, and exercising it keeps every level optimal")
  func ambiguity() throws {
    forEachSeed(40_000..<40_300, coverage: ["ambiguous": 200, "fixed": 300, "moved inside": 20]) { check in
      let fixture = check.makeFixture(among: Profile.mostlyFeasible)
      guard let reference = try ExactReference.solve(fixture.system, ranges: true) else { return }
      var solver = Solver()
      addAll(fixture, to: &solver, &check)
      let values = fixture.values(solver)
      check.expectOptimal(fixture.system, values, reference, "before exercising")
      check.expectAmbiguity(solver, fixture.variables, reference, "before exercising")
      var random = SplitMix64(seed: check.seed ^ 0xA4B1)
      for (index, variable) in fixture.variables.enumerated() {
        let range = reference.ranges[index]
        check.note(range.isFixed ? "fixed" : "ambiguous")
        var exercised = solver
        let distance = Double(random.int(in: 1...150))
        let moved = exercised.exerciseAmbiguity(of: variable, by: distance)
        let after = fixture.values(exercised)
        let context = "exerciseAmbiguity(of: x\(index), by: \(distance)) with range \(range), from \(values[index])"
        check.expect(moved == !range.isFixed, "\(context) returned \(moved)")
        if moved {
          check.expect(after[index] != values[index], "\(context) returned true but the value stayed")
          // Up when it can go up, and as far as the face allows.
          let low = range.min?.doubleValue ?? -.infinity, high = range.max?.doubleValue ?? .infinity
          let expected = values[index] < high - tolerance
            ? min(values[index] + distance, high) : max(values[index] - distance, low)
          check.expect(abs(after[index] - expected) <= tolerance, "\(context) went to \(after[index]), expected \(expected)")
          if expected > low + tolerance && expected < high - tolerance { check.note("moved inside") }
        } else {
          check.expect(after == values, "\(context) returned false but values went to \(format(after))")
        }
        check.expectOptimal(fixture.system, after, reference, context)
        check.expectFixedValues(after, reference, context)
        check.expectAmbiguity(exercised, fixture.variables, reference, "after \(context)")
        guard moved else { continue }

        // The probe stays below every real priority while constraints come and go.
        let generator = Profile.of(check.seed, among: Profile.mostlyFeasible).generator
        let extra = generator.makeConstraint(variableCount: fixture.system.variableCount, using: &random)
        let extended = fixture.system.adding(extra)
        do {
          try exercised.add(extra.makeConstraint(fixture.variables))
          try check.expectSolverOptimal(exercised, fixture.variables, extended, ranges: true,
                                        "after \(context), then adding \(extra)")
          exercised.resetExercisedAmbiguity()
          try check.expectSolverOptimal(exercised, fixture.variables, extended, ranges: true,
                                        "after \(context), adding \(extra), and resetting")
        } catch SolverError.unsatisfiable {
          check.expect(try !ExactReference.isFeasible(extended), "after \(context), \(extra) was refused but is feasible")
        }
      }

      // Exercising every variable in turn: the probes share a level below every priority, so
      // where each variable ends is not fixed, but every real level stays optimal.
      var exercised = solver
      for (index, variable) in fixture.variables.enumerated() {
        let moved = exercised.exerciseAmbiguity(of: variable, by: Double(random.int(in: 1...150)))
        check.expect(!moved || !reference.ranges[index].isFixed, "exercising x\(index) in turn moved it, but it is fixed")
        let values = fixture.values(exercised)
        check.expectOptimal(fixture.system, values, reference, "after exercising x0…x\(index) in turn")
        check.expectFixedValues(values, reference, "after exercising x0…x\(index) in turn")
        check.expectAmbiguity(exercised, fixture.variables, reference, "after exercising x0…x\(index) in turn")
      }
      exercised.resetExercisedAmbiguity()
      let reset = fixture.values(exercised)
      check.expectOptimal(fixture.system, reset, reference, "after exercising every variable and resetting")
      check.expectFixedValues(reset, reference, "after exercising every variable and resetting")
    }
  }

  /// Random interleavings of adding and removing constraints (half the seeds writing them in
  /// another equivalent way), adding and removing an edit variable and suggesting values: after
  /// every step the solution is the reference's optimum of what is in the solver.
  @Test("Random operation sequences stay optimal at every step")
  func randomOperationSequences() throws {
    forEachSeed(60_000..<60_300, coverage: ["add": 1000, "remove": 700, "suggest": 200, "refused": 10, "edit added": 150, "edit removed": 50]) { check in
      let fixture = check.makeFixture(rewriting: check.seed % 2 == 0)
      let n = fixture.system.variableCount
      var random = SplitMix64(seed: check.seed ^ 0x0F5E)
      var solver = Solver()
      var present: [Int] = []
      var edit: (variable: Int, priority: Int, value: Rational)?
      var log: [String] = []
      for step in 0..<16 {
        let absent = fixture.constraints.indices.filter { !present.contains($0) }
        var choice = random.int(in: 0...9)
        if choice <= 2 && edit == nil && choice != 0 { choice = 3 }
        if choice >= 7 && present.isEmpty { choice = 3 }
        if (3...6).contains(choice) && absent.isEmpty { choice = 7 }
        switch choice {
        case 0:
          if let current = edit {
            try solver.removeEditVariable(fixture.variables[current.variable])
            edit = nil
            log.append("remove edit x\(current.variable)")
            check.note("edit removed")
          } else {
            let variable = random.int(in: 0...(n - 1))
            let priority = random.element(of: [999, 750, 600, 300, 1])
            let value = Rational(random.int(in: -20...120))
            try solver.addEditVariable(fixture.variables[variable], priority: Priority(Float(priority)))
            try solver.suggestValue(value.doubleValue, for: fixture.variables[variable])
            edit = (variable, priority, value)
            log.append("edit x\(variable) @\(priority) := \(value)")
            check.note("edit added")
          }
        case 1, 2:
          let value = random.chance(0.3) ? try Rational(random.int(in: -40...240), 2) : Rational(random.int(in: -20...120))
          try solver.suggestValue(value.doubleValue, for: fixture.variables[edit!.variable])
          edit!.value = value
          log.append("x\(edit!.variable) := \(value)")
          check.note("suggest")
        case 3...6:
          let index = random.element(of: absent)
          let before = fixture.values(solver)
          do {
            try solver.add(fixture.constraints[index])
            present.append(index)
            log.append("add [\(index)]")
            check.note("add")
          } catch SolverError.unsatisfiable {
            log.append("add [\(index)] refused")
            check.note("refused")
            check.expect(fixture.values(solver) == before, "refusing [\(index)] changed the values, after \(log)")
            check.expect(try !ExactReference.isFeasible(fixture.system.subsystem(present + [index])),
                         "[\(index)] was refused but is feasible with \(present), after \(log)")
          }
        default:
          let index = random.element(of: present)
          trace("  remove [\(index)] …")
          try solver.remove(fixture.constraints[index])
          present.removeAll { $0 == index }
          log.append("remove [\(index)]")
          check.note("remove")
        }
        trace("  \(log.last ?? "")")
        var current = fixture.system.subsystem(present)
        if let edit {
          current = current.adding(try .pin(variable: edit.variable, of: n, to: edit.value, priority: edit.priority))
        }
        try check.expectSolverOptimal(solver, fixture.variables, current, ranges: step % 3 == 2, "step \(step), after \(log)")
      }
    }
  }
}
