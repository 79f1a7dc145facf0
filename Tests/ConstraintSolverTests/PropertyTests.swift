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
//
// Spec decision 1: required constraints hold; each optional level, from the highest priority down,
// has the least possible sum of errors given the levels above. Decision 4: a variable is ambiguous
// exactly when it is not constant on the face of optimal solutions.

/// Absolute tolerance for comparing the solver's doubles with the exact reference.
private let tolerance = 1e-6

// MARK: - Running a property over many seeds

/// The failures found for one seed.
private struct SeedCheck {
  let seed: UInt64
  /// The system under test and the generator profile it came from, printed with any failure.
  var system: LinearSystem?
  var profile = ""

  var failures: [String] = []
  /// Set when the exact reference overflowed: the seed proves nothing.
  var skipped = false

  mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { failures.append(message()) }
  }
  mutating func fail(_ message: String) { failures.append(message) }

  /// How often each notable situation came up, to check that a property is really exercised.
  var events: [String: Int] = [:]
  mutating func note(_ event: String, _ times: Int = 1) { events[event, default: 0] += times }
}

/// `PROPERTY_SEED=n` runs only seed n (of the properties whose range holds it);
/// `PROPERTY_TRACE=1` prints each seed before it runs, to find the seed of a crash.
private let onlySeed: UInt64? = getenv("PROPERTY_SEED").flatMap { UInt64(String(cString: $0)) }
private let traceSeeds = getenv("PROPERTY_TRACE") != nil
/// `PROPERTY_SCALE=k` runs k times as many seeds (a soak test; coverage minimums scale too).
private let seedScale: UInt64 = getenv("PROPERTY_SCALE").flatMap { UInt64(String(cString: $0)) } ?? 1
/// `PROPERTY_STATS=1` prints how often each situation came up.
private let printStats = getenv("PROPERTY_STATS") != nil
/// `PROPERTY_SKIP=a,b` skips those seeds (say, ones that crash the solver, to see the rest).
private let skippedSeeds: Set<UInt64> = Set(
  getenv("PROPERTY_SKIP").map { String(cString: $0).split(separator: ",").compactMap { UInt64($0) } } ?? [])

/// With `PROPERTY_TRACE`, writes a line to stderr at once (it survives a crash).
private func trace(_ text: @autoclosure () -> String) {
  guard traceSeeds else { return }
  let line = text() + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
}

/// Runs `check` for every seed, then records the first few failing seeds (with their systems) as
/// issues, and a summary. A seed whose reference overflowed is skipped; more than `maxSkipped` of
/// them fail the test. `coverage` names situations (see ``SeedCheck/note(_:_:)``) that must come up
/// at least so many times, so that a property cannot pass by testing nothing.
private func forEachSeed(
  _ seeds: Range<UInt64>, maxSkipped: Double = 0.02, coverage: [String: Int] = [:],
  sourceLocation: SourceLocation = #_sourceLocation,
  _ check: (inout SeedCheck) throws -> Void
) {
  let seeds = seeds.lowerBound..<(seeds.lowerBound + UInt64(seeds.count) * seedScale)
  var failing: [SeedCheck] = []
  var skipped = 0
  var events: [String: Int] = [:]
  for seed in seeds where (onlySeed == nil || onlySeed == seed) && !skippedSeeds.contains(seed) {
    trace("seed \(seed)")
    var result = SeedCheck(seed: seed)
    do {
      try check(&result)
    } catch is ReferenceOverflow {
      result.skipped = true
    } catch {
      result.fail("unexpected error: \(error)")
    }
    if result.skipped { skipped += 1 } else { events.merge(result.events, uniquingKeysWith: +) }
    if !result.failures.isEmpty { failing.append(result) }
  }
  for result in failing.prefix(3) {
    var text = "seed \(result.seed)\(result.profile.isEmpty ? "" : " (profile \(result.profile))"):\n  " + result.failures.prefix(8).joined(separator: "\n  ")
    if result.failures.count > 8 { text += "\n  … \(result.failures.count - 8) more" }
    if let system = result.system { text += "\nsystem (in the order added):\n\(system)" }
    Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
  }
  if !failing.isEmpty {
    let list = failing.prefix(40).map { String($0.seed) }.joined(separator: ", ")
    Issue.record("\(failing.count) of \(seeds.count) seeds failed: \(list) (replay one with PROPERTY_SEED=<seed>)",
                 sourceLocation: sourceLocation)
  }
  if printStats {
    print("\(sourceLocation.fileID):\(sourceLocation.line) skipped \(skipped), "
          + events.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))
  }
  if onlySeed == nil && skippedSeeds.isEmpty {
    for (event, minimum) in coverage.sorted(by: { $0.key < $1.key }) where events[event, default: 0] < minimum * Int(seedScale) {
      Issue.record("'\(event)' came up \(events[event, default: 0]) times, fewer than \(minimum * Int(seedScale)): the property is not exercised",
                   sourceLocation: sourceLocation)
    }
  }
  if Double(skipped) > maxSkipped * Double(seeds.count) {
    Issue.record("the reference overflowed on \(skipped) of \(seeds.count) seeds", sourceLocation: sourceLocation)
  }
}

// MARK: - Comparing a solver with the reference

private func format(_ values: [Double]) -> String {
  "[" + values.map { String($0) }.joined(separator: ", ") + "]"
}

private func format(_ errors: [Int: Double]) -> String {
  errors.sorted { $0.key > $1.key }.map { "@\($0.key): \($0.value)" }.joined(separator: ", ")
}

private extension SeedCheck {
  /// The solution `values` of `system` satisfies every required constraint and reaches the
  /// reference's optimum at every level.
  mutating func expectOptimal(_ system: LinearSystem, _ values: [Double], _ reference: ReferenceSolution,
                              _ context: String) {
    let violation = system.requiredViolation(values)
    expect(violation <= tolerance,
           "\(context): a required constraint is violated by \(violation) at \(format(values))")
    let errors = system.levelErrors(values)
    for level in reference.levels {
      let error = errors[level.priority] ?? 0
      expect(abs(error - level.optimum.doubleValue) <= tolerance,
             "\(context): level @\(level.priority) has error \(error), the optimum is \(level.optimum)"
               + " (solver errors \(format(errors)) at \(format(values)); reference \(reference))")
    }
  }

  /// `isAmbiguous` says "not fixed on the optimal face" for every variable.
  mutating func expectAmbiguity(_ solver: Solver, _ variables: [Variable], _ reference: ReferenceSolution,
                                _ context: String) {
    for (index, variable) in variables.enumerated() {
      let ambiguous = solver.isAmbiguous(variable)
      expect(ambiguous == !reference.ranges[index].isFixed,
             "\(context): isAmbiguous(x\(index)) is \(ambiguous) but its optimal range is \(reference.ranges[index])"
               + " (value \(solver.value(of: variable)))")
    }
  }

  /// Every variable the reference says is fixed has that value.
  mutating func expectFixedValues(_ values: [Double], _ reference: ReferenceSolution, _ context: String) {
    for (index, range) in reference.ranges.enumerated() where range.isFixed {
      expect(abs(values[index] - range.min!.doubleValue) <= tolerance,
             "\(context): x\(index) is fixed at \(range.min!) on the optimal face but the solver gives \(values[index])")
    }
  }

  /// The solution of `solver` is optimal for `system` per the reference (which must find it
  /// feasible); with `ranges`, fixed variables have their values and ambiguity is exact.
  @discardableResult
  mutating func expectSolverOptimal(_ solver: Solver, _ variables: [Variable], _ system: LinearSystem,
                                    ranges: Bool = false, _ context: String) throws -> ReferenceSolution? {
    guard let reference = try ExactReference.solve(system, ranges: ranges) else {
      fail("\(context): the solver holds a system whose required constraints the reference finds infeasible")
      return nil
    }
    let values = system.values(in: solver, of: variables)
    expectOptimal(system, values, reference, context)
    if ranges {
      expectFixedValues(values, reference, context)
      expectAmbiguity(solver, variables, reference, context)
    }
    return reference
  }
}

/// A system, its variables and its constraints, from a seed.
private struct Fixture {
  let system: LinearSystem
  let variables: [Variable]
  let constraints: [Constraint]

  /// With `rewriteSeed`, each constraint is written another, equivalent way (see
  /// ``SystemConstraint/makeConstraint(_:rewrittenWith:)``).
  init(_ system: LinearSystem, rewriteSeed: UInt64? = nil) {
    self.system = system
    variables = system.makeVariables()
    if let rewriteSeed {
      var random = SplitMix64(seed: rewriteSeed)
      let variables = variables
      constraints = system.constraints.map { $0.makeConstraint(variables, rewrittenWith: &random) }
    } else {
      constraints = system.makeConstraints(variables)
    }
  }

  func values(_ solver: Solver) -> [Double] { system.values(in: solver, of: variables) }

  /// The index of `constraint` among the fixture's constraints (by identity).
  func index(of constraint: Constraint) -> Int? { constraints.firstIndex { $0 === constraint } }
}

// MARK: - Properties

/// Kinds of random systems. Variables are boxed (`0 <= x <= upper`, required, added first) except
/// where a profile drops box sides at random.
private enum Profile: String, CaseIterable, Sendable {
  /// 2–4 variables, 1–7 constraints, coefficients −3…3, constants −20…20, priorities
  /// {1000, 750, 500, 250}, box 0…100.
  case standard
  /// Mostly required constraints (2–7), so that conflicts are common.
  case conflicts
  /// Small coefficients and constants in a small box, more constraints (4–9) sharing few levels,
  /// a third of them parallel to an earlier one: degenerate vertices, parallel and repeated
  /// constraints (redundant required equalities), ties within a level.
  case degenerate
  /// Variables with a missing box side: unbounded directions, ranges without an end.
  case unbounded
  /// Layout-like: pairs of variables tied by equalities (`x1 == x0 + 8`, `2·x2 == x1`), required
  /// and optional, with a few inequalities: chains of definitions that removal must untangle.
  case linked
  /// Bigger: 4–6 variables, 6–12 constraints, five levels, some boxes missing a side, some
  /// coefficients halves and quarters.
  case large

  var generator: SystemGenerator {
    var generator = SystemGenerator()
    switch self {
    case .standard:
      break
    case .conflicts:
      generator.constraints = 2...7
      generator.priorities = [1000, 1000, 1000, 750, 250]
    case .degenerate:
      generator.constraints = 4...9
      generator.coefficients = -2...2
      generator.constants = -3...3
      generator.box = 0...10
      generator.priorities = [1000, 750, 750, 250, 250, 250]
      generator.parallelProbability = 0.33
    case .unbounded:
      generator.boxSideProbability = 0.6
    case .linked:
      generator.variables = 3...5
      generator.constraints = 3...9
      generator.termsPerConstraint = 2...2
      generator.coefficients = -2...2
      generator.constants = -10...10
      generator.relations = [.equal, .equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]
      generator.priorities = [1000, 1000, 750, 250]
      generator.boxSideProbability = 0.7
    case .large:
      generator.variables = 4...6
      generator.constraints = 6...12
      generator.priorities = [1000, 1000, 900, 750, 500, 250, 100]
      generator.boxSideProbability = 0.8
      generator.coefficientDenominators = [1, 1, 2, 4]
    }
    return generator
  }

  /// The profiles whose required constraints are usually feasible.
  static let mostlyFeasible: [Profile] = [.standard, .degenerate, .unbounded, .linked, .large]

  /// The profile for `seed` when cycling through `profiles`.
  static func of(_ seed: UInt64, among profiles: [Profile] = Profile.allCases) -> Profile {
    profiles[Int(seed % UInt64(profiles.count))]
  }
}

private extension SeedCheck {
  /// The fixture for this seed, cycling through `profiles`; records the system for the report.
  mutating func makeFixture(among profiles: [Profile] = Profile.allCases, rewriting: Bool = false) -> Fixture {
    let profile = Profile.of(seed, among: profiles)
    let fixture = Fixture(profile.generator.makeSystem(seed: seed), rewriteSeed: rewriting ? seed ^ 0x7E57 : nil)
    system = fixture.system
    self.profile = profile.rawValue
    return fixture
  }
}

/// Adds every constraint of a fixture whose required constraints are feasible; any throw fails.
private func addAll(_ fixture: Fixture, to solver: inout Solver, order: [Int]? = nil, _ check: inout SeedCheck) {
  for index in order ?? Array(fixture.constraints.indices) {
    do { try solver.add(fixture.constraints[index]) } catch {
      check.fail("adding [\(index)] \(fixture.constraints[index]) threw \(error)")
    }
  }
}

@Suite("Solver properties against the exact reference")
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
      let errorsA = fixture.system.levelErrors(a), errorsB = fixture.system.levelErrors(b)
      for (priority, error) in errorsA {
        check.expect(abs(error - (errorsB[priority] ?? 0)) <= tolerance,
                     "level @\(priority): \(error) in order, \(errorsB[priority] ?? 0) in the order \(order)")
      }
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
        let errorsBefore = fixture.system.levelErrors(base), errorsAfter = fixture.system.levelErrors(after)
        for (priority, error) in errorsBefore {
          check.expect(abs(error - (errorsAfter[priority] ?? 0)) <= tolerance,
                       "level @\(priority) went from \(error) to \(errorsAfter[priority] ?? 0) after adding and removing \(context)")
        }
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
