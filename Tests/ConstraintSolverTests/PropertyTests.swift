import ConstraintSolver
import SolverTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Property-based and differential tests of the solver against the exact reference
// (SolverTestSupport): random small systems, each built from a seed that every failure prints.
// The seeds, profiles and comparisons live in PropertyHarness.swift.

@Suite("Solver properties against the exact reference", .timeLimit(.minutes(10)))
struct PropertyTests {
  /// Adds the constraints one at a time, in order. Each unsatisfiable one must be infeasible with
  /// those accepted so far, its conflicting set must be a minimal infeasible subset of them, and it
  /// must leave every value exactly as it was. What is accepted must be feasible. Returns the
  /// indices accepted.
  private static func addCheckingConflicts(_ fixture: Fixture, into solver: inout Solver, _ check: inout SeedCheck)
    throws -> [Int]
  {
    let system = fixture.system
    var accepted: [Int] = []
    for (index, constraint) in fixture.constraints.enumerated() {
      let before = fixture.values(solver)
      do {
        try solver.add(constraint)
        accepted.append(index)
      } catch SolverError.unsatisfiable(let rejected, let conflicting) {
        let context = "adding [\(index)] threw unsatisfiable"
        check.expect(rejected === constraint, "\(context) about another constraint: \(rejected)")
        check.expect(system.constraints[index].isRequired, "\(context) but it is optional")
        check.expect(!solver.contains(constraint), "\(context) but the solver contains it")
        let after = fixture.values(solver)
        check.expect(after == before, "\(context) and changed the values from \(format(before)) to \(format(after))")
        let required = accepted.filter { system.constraints[$0].isRequired }
        check.expect(try !ExactReference.isFeasible(system.subsystem(required + [index])),
                     "\(context) but the reference finds it feasible with the \(required.count) required constraints accepted")
        // The conflicting set: accepted required constraints, infeasible with the rejected one,
        // and minimal.
        let members = conflicting.map { fixture.index(of: $0) }
        guard members.allSatisfy({ $0 != nil && required.contains($0!) }) else {
          check.fail("\(context): conflicting \(conflicting) is not a set of accepted required constraints")
          continue
        }
        let set = members.map { $0! }
        check.note(set.isEmpty ? "refusal, empty conflict" : "refusal, conflict of \(min(set.count, 4))\(set.count >= 4 ? "+" : "")")
        let described = "conflicting set \(set)"
        check.expect(Set(set).count == set.count, "\(context): \(described) repeats a constraint")
        check.expect(try !ExactReference.isFeasible(system.subsystem(set + [index])),
                     "\(context): \(described) is feasible with [\(index)] per the reference")
        for member in set {
          let rest = set.filter { $0 != member } + [index]
          check.expect(try ExactReference.isFeasible(system.subsystem(rest)),
                       "\(context): \(described) is not minimal: without [\(member)] it is still infeasible")
        }
      } catch {
        check.fail("adding [\(index)] threw \(error)")
      }
    }
    check.expect(try ExactReference.isFeasible(system.subsystem(accepted)),
                 "the accepted constraints \(accepted) are infeasible per the reference")
    return accepted
  }

  /// Optimality and conflicts while adding; then removal of everything, in a random order.
  @Test("Solutions are lexicographically optimal; conflicts are minimal; removal works")
  func optimality() throws {
    forEachSeed(0..<400, coverage: ["some refused": 60, "levels with error: 2+": 40, "refusal, conflict of 2": 40]) { check in
      let fixture = check.makeFixture()
      var solver = Solver()
      let accepted = try Self.addCheckingConflicts(fixture, into: &solver, &check)
      let reference = try check.expectSolverOptimal(
        solver, fixture.variables, fixture.system.subsystem(accepted), ranges: true, "after adding")
      check.note(accepted.count == fixture.constraints.count ? "all accepted" : "some refused")
      let costly = reference?.levels.filter { !$0.optimum.isZero }.count ?? 0
      check.note("levels with error: \(costly >= 2 ? "2+" : String(costly))")

      // Every accepted constraint can be removed, in any order; halfway, the rest is optimal.
      var random = SplitMix64(seed: check.seed)
      var remaining = random.shuffled(accepted)
      while let index = remaining.popLast() {
        do {
          try solver.remove(fixture.constraints[index])
        } catch {
          check.fail("removing [\(index)] threw \(error)")
        }
        if remaining.count == accepted.count / 2 {
          try check.expectSolverOptimal(solver, fixture.variables, fixture.system.subsystem(remaining.sorted()),
                                        "after removing down to \(remaining.sorted())")
        }
      }
      check.expect(solver.constraints.isEmpty, "constraints remain after removing all: \(solver.constraints)")
    }
  }

  /// A thrown error leaves the solver unchanged: values are exactly as before, everything added
  /// before can still be removed, the same constraint is refused again, and the solver goes on.
  @Test("An unsatisfiable add changes nothing")
  func failedAddChangesNothing() throws {
    forEachSeed(50_000..<50_300, coverage: ["refusal": 100]) { check in
      let fixture = check.makeFixture(among: [.conflicts, .degenerate])
      var solver = Solver()
      var added: [Int] = []
      for (index, constraint) in fixture.constraints.enumerated() {
        let before = fixture.values(solver)
        let copy = solver
        do {
          try solver.add(constraint)
          added.append(index)
        } catch {
          check.note("refusal")
          let after = fixture.values(solver)
          check.expect(after == before, "after [\(index)] threw, values went from \(format(before)) to \(format(after))")
          check.expect(fixture.values(copy) == before, "a copy made before the add changed")
          check.expect(
            solver.constraints.map(ObjectIdentifier.init) == added.map { ObjectIdentifier(fixture.constraints[$0]) },
            "after [\(index)] threw, the solver lists other constraints")
          // Each constraint added before can still be removed (from a copy).
          for other in added {
            var scratch = solver
            do { try scratch.remove(fixture.constraints[other]) } catch {
              check.fail("after [\(index)] threw, removing [\(other)] threw \(error)")
            }
          }
          // The same constraint is refused again, again changing nothing.
          do {
            try solver.add(constraint)
            check.fail("[\(index)] was refused once and accepted the second time")
          } catch {
            check.expect(fixture.values(solver) == before, "a second refusal of [\(index)] changed the values")
          }
        }
      }
      // Other refusals change nothing either: a duplicate, an unknown constraint, a bad priority.
      let before = fixture.values(solver)
      if let first = added.first {
        do {
          try solver.add(fixture.constraints[first])
          check.fail("adding [\(first)] twice did not throw")
        } catch {
          check.expect((error as? SolverError) == .duplicateConstraint(fixture.constraints[first]), "adding [\(first)] twice threw \(error)")
        }
      }
      let stranger = fixture.system.constraints[0].makeConstraint(fixture.variables)
      do {
        try solver.remove(stranger)
        check.fail("removing a constraint never added did not throw")
      } catch {
        check.expect((error as? SolverError) == .unknownConstraint(stranger), "removing a constraint never added threw \(error)")
      }
      for bad in [Priority(0), Priority(1001), Priority(rawValue: .nan)] {
        do {
          try solver.add(stranger.priority(bad))
          check.fail("a constraint at priority \(bad) was accepted")
        } catch {
          check.expect((error as? SolverError) == .invalidPriority(bad), "a constraint at priority \(bad) threw \(error)")
        }
      }
      check.expect(fixture.values(solver) == before, "refusing a duplicate, an unknown or a bad priority changed the values")
      try check.expectSolverOptimal(solver, fixture.variables, fixture.system.subsystem(added), ranges: true, "at the end")
    }
  }

  /// The same feasible system in another order, each constraint written another equivalent way
  /// (negated and flipped, terms split): the same level errors, the same fixed values.
  @Test("The order constraints are added in, and how they are written, do not matter")
  func orderIndependence() throws {
    forEachSeed(10_000..<10_300, coverage: ["feasible": 150, "fixed variables": 150]) { check in
      let fixture = check.makeFixture(among: Profile.mostlyFeasible)
      guard let reference = try ExactReference.solve(fixture.system, ranges: true) else { return }
      check.note("feasible")
      check.note("fixed variables", reference.ranges.filter(\.isFixed).count)
      var random = SplitMix64(seed: check.seed)
      let order = random.shuffled(Array(fixture.constraints.indices))
      // The shuffled solver also gets each constraint written another way.
      let rewritten = Fixture(fixture.system, rewriteSeed: check.seed)
      var inOrder = Solver(), shuffled = Solver()
      addAll(fixture, to: &inOrder, &check)
      addAll(rewritten, to: &shuffled, order: order, &check)
      let a = fixture.values(inOrder), b = rewritten.values(shuffled)
      check.expectOptimal(fixture.system, a, reference, "in order")
      check.expectOptimal(fixture.system, b, reference, "in the order \(order)")
      check.expectFixedValues(a, reference, "in order")
      check.expectFixedValues(b, reference, "in the order \(order)")
      check.expectAmbiguity(shuffled, rewritten.variables, reference, "in the order \(order)")
      check.expectSameLevelErrors(fixture.system, a, b, "in order, then in the order \(order)")
    }
  }

  /// Adding a constraint and removing it again restores the level errors and the fixed values;
  /// removing an original constraint leaves the optimum of the rest.
  @Test("Adding and removing a constraint restores the solution")
  func addThenRemove() throws {
    forEachSeed(20_000..<20_300, coverage: ["extra accepted": 400, "extra refused": 20]) { check in
      let fixture = check.makeFixture(among: Profile.mostlyFeasible)
      guard let reference = try ExactReference.solve(fixture.system, ranges: true) else { return }
      var solver = Solver()
      addAll(fixture, to: &solver, &check)
      let base = fixture.values(solver)
      check.expectOptimal(fixture.system, base, reference, "before any extra")
      let generator = Profile.of(check.seed, among: Profile.mostlyFeasible).generator
      var random = SplitMix64(seed: check.seed ^ 0xABCD)
      for round in 0..<3 {
        let extra = generator.makeConstraint(variableCount: fixture.system.variableCount, using: &random)
        let extended = fixture.system.adding(extra)
        let constraint = extra.makeConstraint(fixture.variables)
        let context = "extra #\(round) \(extra)"
        let before = fixture.values(solver)
        var added = false
        do {
          try solver.add(constraint)
          added = true
        } catch SolverError.unsatisfiable {
          check.expect(fixture.values(solver) == before, "refusing \(context) changed the values")
        } catch {
          check.fail("\(context): \(error)")
        }
        check.note(added ? "extra accepted" : "extra refused")
        if added {
          try check.expectSolverOptimal(solver, fixture.variables, extended, ranges: true, "with \(context)")
          do { try solver.remove(constraint) } catch { check.fail("removing \(context) threw \(error)") }
        } else {
          check.expect(try !ExactReference.isFeasible(extended), "\(context) was refused but is feasible")
        }
        let after = fixture.values(solver)
        check.expectOptimal(fixture.system, after, reference, "after adding and removing \(context)")
        check.expectFixedValues(after, reference, "after adding and removing \(context)")
        check.expectAmbiguity(solver, fixture.variables, reference, "after adding and removing \(context)")
        check.expectSameLevelErrors(fixture.system, base, after, "before, then after adding and removing \(context)")
      }
      // Removing one of the original constraints leaves the optimum of the rest.
      let removed = random.int(in: 0...(fixture.constraints.count - 1))
      do { try solver.remove(fixture.constraints[removed]) } catch { check.fail("removing [\(removed)] threw \(error)") }
      let rest = fixture.system.subsystem(fixture.constraints.indices.filter { $0 != removed })
      try check.expectSolverOptimal(solver, fixture.variables, rest, ranges: true, "after removing [\(removed)]")
    }
  }

  /// Suggesting values for edit variables gives the optimum of the system plus
  /// `variable == suggestion @priority` for each edit, also across removing and re-adding a
  /// constraint; removing the edits gives the system's optimum back.
}
