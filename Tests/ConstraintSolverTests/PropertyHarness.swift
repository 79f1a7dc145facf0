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
let tolerance = 1e-6

// MARK: - Running a property over many seeds

/// The failures found for one seed.
struct SeedCheck {
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
let onlySeed: UInt64? = getenv("PROPERTY_SEED").flatMap { UInt64(String(cString: $0)) }
let traceSeeds = getenv("PROPERTY_TRACE") != nil
/// `PROPERTY_SCALE=k` runs k times as many seeds (a soak test; coverage minimums scale too).
let seedScale: UInt64 = getenv("PROPERTY_SCALE").flatMap { UInt64(String(cString: $0)) } ?? 1
/// `PROPERTY_STATS=1` prints how often each situation came up.
let printStats = getenv("PROPERTY_STATS") != nil
/// `PROPERTY_SKIP=a,b` skips those seeds (say, ones that crash the solver, to see the rest).
let skippedSeeds: Set<UInt64> = Set(
  getenv("PROPERTY_SKIP").map { String(cString: $0).split(separator: ",").compactMap { UInt64($0) } } ?? [])

/// With `PROPERTY_TRACE`, writes a line to stderr at once (it survives a crash).
func trace(_ text: @autoclosure () -> String) {
  guard traceSeeds else { return }
  let line = text() + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
}

/// Runs `check` for every seed, then records the first few failing seeds (with their systems) as
/// issues, and a summary. A seed whose reference overflowed is skipped; more than `maxSkipped` of
/// them fail the test. `coverage` names situations (see ``SeedCheck/note(_:_:)``) that must come up
/// at least so many times, so that a property cannot pass by testing nothing.
func forEachSeed(
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

func format(_ values: [Double]) -> String {
  "[" + values.map { String($0) }.joined(separator: ", ") + "]"
}

func format(_ errors: [Int: Double]) -> String {
  errors.sorted { $0.key > $1.key }.map { "@\($0.key): \($0.value)" }.joined(separator: ", ")
}

extension SeedCheck {
  /// Every level's error is the same (within `tolerance`) for two solutions of `system`.
  mutating func expectSameLevelErrors(_ system: LinearSystem, _ first: [Double], _ second: [Double], _ context: String) {
    let errorsFirst = system.levelErrors(first), errorsSecond = system.levelErrors(second)
    for priority in Set(errorsFirst.keys).union(errorsSecond.keys) {
      let a = errorsFirst[priority] ?? 0, b = errorsSecond[priority] ?? 0
      expect(abs(a - b) <= tolerance, "level @\(priority): \(a) and \(b), \(context)")
    }
  }

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
struct Fixture {
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
enum Profile: String, CaseIterable, Sendable {
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

extension SeedCheck {
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
func addAll(_ fixture: Fixture, to solver: inout Solver, order: [Int]? = nil, _ check: inout SeedCheck) {
  for index in order ?? Array(fixture.constraints.indices) {
    do { try solver.add(fixture.constraints[index]) } catch {
      check.fail("adding [\(index)] \(fixture.constraints[index]) threw \(error)")
    }
  }
}
