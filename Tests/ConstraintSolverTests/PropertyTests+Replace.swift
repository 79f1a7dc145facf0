import ConstraintSolver
import SolverTestSupport
import Testing

// `replace(_:with:)` against the exact reference and against a fresh solver: random sequences of
// replacements (new constants, sometimes a new priority or relation) interleaved with additions
// and removals; after every step the solution must be the optimum of what the solver then holds,
// and a refused replacement must change nothing. The seeds, profiles and comparisons live in
// PropertyHarness.swift.

/// A constraint of a fixture as the solver holds it now: its system form (for the reference) and
/// the object in the solver.
private struct Slot {
  var system: SystemConstraint
  var object: Constraint
}

/// The sign that turns `system`'s expression into `object`'s: rewritten constraints may be negated.
private func sign(of object: Constraint, against system: SystemConstraint, _ variables: [Variable]) -> Double {
  guard let index = system.coefficients.firstIndex(where: { !$0.isZero }) else { return 1 }
  let written = object.expression.terms.filter { $0.variable === variables[index] }.reduce(0) { $0 + $1.coefficient }
  return written / system.coefficients[index].doubleValue < 0 ? -1 : 1
}

/// `slot`'s constraint with the system constant `constant`, written as the solver's object is
/// (same terms in the same order, same relation and priority): a change of constant only.
private func withConstant(_ constant: Rational, _ slot: Slot, _ variables: [Variable]) -> Slot {
  var system = slot.system
  system.constant = constant
  let factor = sign(of: slot.object, against: slot.system, variables)
  let object = Constraint(Expression(slot.object.expression.terms, constant: factor * constant.doubleValue),
                          slot.object.relation, priority: slot.object.priority)
  return Slot(system: system, object: object)
}

/// A short name for the kind of a constraint, for coverage notes.
private func kind(_ constraint: SystemConstraint) -> String {
  let relation = constraint.relation == .equal ? "==" : "<=/>="
  return (constraint.isRequired ? "required " : "optional ") + relation
}

/// Systems for replacing: two or three variables in small boxes, many equalities, half of the
/// constraints parallel to an earlier one (repeated hyperplanes give redundant equalities and
/// identical optional rows, which merge), small constants so that moved rows meet other rows.
private let replaceGenerator: SystemGenerator = {
  var generator = SystemGenerator()
  generator.variables = 2...3
  generator.constraints = 4...8
  generator.coefficients = -2...2
  generator.constants = -6...6
  generator.box = 0...10
  generator.boxSideProbability = 0.6
  generator.relations = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]
  generator.priorities = [1000, 1000, 750, 250, 250]
  generator.parallelProbability = 0.5
  return generator
}()

extension SeedCheck {
  /// Odd seeds: a system of `replaceGenerator`; even seeds: the profiles in turn.
  fileprivate mutating func makeReplaceFixture() -> (Fixture, SystemGenerator) {
    let rewriting = seed % 4 < 2
    guard seed % 2 == 1 else {
      let profile = Profile.of(seed / 2)
      let fixture = Fixture(profile.generator.makeSystem(seed: seed), rewriteSeed: rewriting ? seed ^ 0x7E57 : nil)
      system = fixture.system
      self.profile = profile.rawValue
      return (fixture, profile.generator)
    }
    let fixture = Fixture(replaceGenerator.makeSystem(seed: seed), rewriteSeed: rewriting ? seed ^ 0x7E57 : nil)
    system = fixture.system
    profile = "replace"
    return (fixture, replaceGenerator)
  }
}

extension PropertyTests {
  /// The solver against a fresh one holding the same constraints: every level's error, and the
  /// value of every variable the fresh solver does not find ambiguous. A fresh solver that
  /// refuses them means the solver holds an infeasible system.
  fileprivate static func compareWithFresh(_ solver: Solver, _ fixture: Fixture, _ slots: [Slot],
                                           _ present: [Int], _ check: inout SeedCheck, _ context: String) {
    var fresh = Solver()
    for index in present {
      do { try fresh.add(slots[index].object) } catch {
        check.fail("\(context): a fresh solver refuses [\(index)] \(slots[index].object) of what the solver holds: \(error)")
        return
      }
    }
    let system = LinearSystem(variableCount: fixture.system.variableCount, constraints: present.map { slots[$0].system })
    let values = fixture.values(solver), freshValues = fixture.values(fresh)
    check.expectSameLevelErrors(system, values, freshValues, "\(context), against a fresh solver")
    for (index, variable) in fixture.variables.enumerated() where !fresh.isAmbiguous(variable) {
      check.expect(abs(values[index] - freshValues[index]) <= tolerance,
                   "\(context): x\(index) is \(values[index]) but \(freshValues[index]) in a fresh solver, where it is not ambiguous")
    }
    check.expect(Set(solver.constraints.map(ObjectIdentifier.init)) == Set(present.map { ObjectIdentifier(slots[$0].object) }),
                 "\(context): the solver lists other constraints than those it should hold")
  }

  /// Checks a refused replacement of `slots[index]` by `replacement`: refused for a good reason,
  /// with a minimal conflicting set among the other required constraints; with `before`, every
  /// value exactly as it was.
  fileprivate static func checkRefusal(
    _ error: any Error, of replacement: Slot, at index: Int, _ slots: [Slot], _ present: [Int],
    before: [Double]?, _ solver: Solver, _ fixture: Fixture, _ check: inout SeedCheck, _ context: String
  ) throws {
    guard case .unsatisfiable(let rejected, let conflicting)? = error as? SolverError else {
      check.fail("\(context) threw \(error)")
      return
    }
    let variableCount = fixture.system.variableCount
    func system(_ indices: [Int], plus extra: SystemConstraint) -> LinearSystem {
      LinearSystem(variableCount: variableCount, constraints: indices.map { slots[$0].system } + [extra])
    }
    check.expect(rejected === replacement.object, "\(context) threw unsatisfiable about another constraint: \(rejected)")
    check.expect(replacement.system.isRequired, "\(context) threw unsatisfiable but the replacement is optional")
    check.expect(solver.contains(slots[index].object), "\(context) threw, and the original is no longer in the solver")
    check.expect(!solver.contains(replacement.object), "\(context) threw, and the replacement is in the solver")
    if let before {
      let after = fixture.values(solver)
      let moved = zip(before, after).map { abs($0 - $1) }.max() ?? 0
      check.expect(after == before, "\(context) threw and changed the values from \(format(before)) to \(format(after))"
        + (moved > tolerance ? "" : " (by rounding only)"))
      if after != before { check.note(moved > tolerance ? "refusal moved a value" : "refusal rounded a value") }
    }
    let others = present.filter { $0 != index && slots[$0].system.isRequired }
    check.expect(try !ExactReference.isFeasible(system(others, plus: replacement.system)),
                 "\(context) threw but the reference finds it feasible with the other required constraints")
    let members = conflicting.map { object in present.first { slots[$0].object === object } }
    guard members.allSatisfy({ $0 != nil && others.contains($0!) }) else {
      check.fail("\(context): conflicting \(conflicting) is not a set of the other required constraints held")
      return
    }
    let set = members.map { $0! }
    check.note(set.isEmpty ? "refusal, empty conflict" : "refusal, conflict of \(min(set.count, 3))\(set.count >= 3 ? "+" : "")")
    check.expect(Set(set).count == set.count, "\(context): conflicting set \(set) repeats a constraint")
    check.expect(try !ExactReference.isFeasible(system(set, plus: replacement.system)),
                 "\(context): conflicting set \(set) is feasible with the replacement per the reference")
    for member in set {
      check.expect(try ExactReference.isFeasible(system(set.filter { $0 != member }, plus: replacement.system)),
                   "\(context): conflicting set \(set) is not minimal: without [\(member)] it is still infeasible")
    }
  }

  /// Random sequences of adding constraints (half of them for constant changes), adding copies of
  /// constraints held (the same constraint in a new object, or with a slightly other constant: 
  /// redundant equalities, merged optional rows, rows that a moved constant makes meet), removing
  /// and replacing them. Most replacements change only the constant (a small shift, a new
  /// constant, the negated one, or one far enough to break a box), some change the priority or the
  /// relation. After every step the solution is the reference's optimum of what the solver holds
  /// and agrees with a fresh solver; a refused replacement is infeasible and names a minimal
  /// conflict; a replaced constraint is gone and its replacement can be removed later.
  @Test("Random sequences of replacements stay optimal at every step")
  func randomReplaceSequences() throws {
    forEachSeed(70_000..<70_300, coverage: [
      "replaced": 1500, "refused": 50, "other shape": 100, "refusal, conflict of 1": 40,
      "replaced required ==": 100, "replaced required <=/>=": 500, "replaced optional ==": 250,
      "replaced optional <=/>=": 250, "removed a replacement": 200, "copy": 500,
    ]) { check in
      let (fixture, generator) = check.makeReplaceFixture()
      let variables = fixture.variables
      var random = SplitMix64(seed: check.seed ^ 0x2E91_ACE5)
      var slots = zip(fixture.system.constraints, fixture.constraints).map { Slot(system: $0, object: $1) }
      var replaced = Set<Int>()
      var solver = Solver()
      var present: [Int] = []
      var log: [String] = []
      for step in 0..<16 {
        let absent = slots.indices.filter { !present.contains($0) }
        // 0…9 replace, 10…13 add, 14…16 add a copy, 17…19 remove.
        var choice = random.int(in: 0...19)
        if present.isEmpty { choice = 10 }
        if (10...13).contains(choice) && absent.isEmpty { choice = 14 }
        if (14...16).contains(choice) && present.isEmpty { choice = 10 }
        let before = fixture.values(solver)
        switch choice {
        case 0...9:
          let index = random.element(of: present)
          let old = slots[index]
          var next: Slot
          if random.chance(0.1) {
            // Another shape: another priority or relation.
            var system = old.system
            if random.chance(0.5) {
              system.priority = random.element(of: generator.priorities.filter { $0 != old.system.priority } + [1000, 100])
            } else {
              system.relation = random.element(of: [.equal, .lessThanOrEqual, .greaterThanOrEqual].filter { $0 != old.system.relation })
            }
            if system.priority == old.system.priority && system.relation == old.system.relation { system.priority = 100 }
            next = Slot(system: system, object: system.makeConstraint(variables))
            check.note("other shape")
          } else {
            let constant: Rational
            switch random.int(in: 0...5) {
            case 0, 1: constant = try old.system.constant + Rational(random.int(in: -4...4))
            case 2: constant = Rational(random.int(in: generator.constants))
            case 3: constant = try -old.system.constant
            default: constant = Rational(random.int(in: -160...160))
            }
            next = withConstant(constant, old, variables)
          }
          let context = "step \(step): replace [\(index)] \(old.system) by \(next.system)"
          do {
            try solver.replace(old.object, with: next.object)
            slots[index] = next
            replaced.insert(index)
            log.append("replace [\(index)] by \(next.system)")
            check.note("replaced")
            check.note("replaced " + kind(old.system))
            check.expect(!solver.contains(old.object) && solver.contains(next.object),
                         "\(context): contains(old) is \(solver.contains(old.object)), contains(new) is \(solver.contains(next.object))")
          } catch {
            log.append("replace [\(index)] by \(next.system) refused")
            check.note("refused")
            try Self.checkRefusal(error, of: next, at: index, slots, present, before: nil, solver, fixture, &check,
                                  "\(context), after \(log.dropLast())")
            // Refused again.
            var again = solver
            do {
              try again.replace(old.object, with: next.object)
              check.fail("\(context) was refused once and accepted the second time")
            } catch {}
          }
        case 10...16:
          let index: Int
          if choice >= 14 {
            // A copy of a constraint held, written the same way, at times with another constant.
            let original = random.element(of: present)
            let shift = random.chance(0.5) ? 0 : random.int(in: -3...3)
            slots.append(withConstant(try slots[original].system.constant + Rational(shift), slots[original], variables))
            index = slots.count - 1
            log.append("copy [\(original)] as [\(index)] \(slots[index].system)")
            check.note("copy")
          } else {
            index = random.element(of: absent)
          }
          let forChanges = random.chance(0.5)
          do {
            try solver.add(slots[index].object, forConstantChanges: forChanges)
            present.append(index)
            log.append("add [\(index)]\(forChanges ? " for changes" : "")")
            check.note("add")
          } catch SolverError.unsatisfiable {
            log.append("add [\(index)] refused")
            check.expect(fixture.values(solver) == before, "refusing to add [\(index)] changed the values, after \(log)")
            check.expect(try !ExactReference.isFeasible(LinearSystem(
              variableCount: fixture.system.variableCount, constraints: (present + [index]).map { slots[$0].system })),
                         "[\(index)] was refused but is feasible with \(present), after \(log)")
          }
        default:
          let index = random.element(of: present)
          do { try solver.remove(slots[index].object) } catch {
            check.fail("step \(step): removing [\(index)] threw \(error), after \(log)")
          }
          present.removeAll { $0 == index }
          log.append("remove [\(index)]")
          if replaced.contains(index) { check.note("removed a replacement") }
        }
        trace("  \(log.last ?? "")")
        let current = LinearSystem(variableCount: fixture.system.variableCount, constraints: present.map { slots[$0].system })
        try check.expectSolverOptimal(solver, variables, current, ranges: step % 3 == 2, "step \(step), after \(log)")
        Self.compareWithFresh(solver, fixture, slots, present, &check, "step \(step), after \(log)")
      }
    }
  }

  /// A refused replacement leaves the solver as it was: every value exactly (as a refused add
  /// does), the constraints listed in the same order, the original in the solver and removable,
  /// and the same replacement refused again. Replacements here move the constant of a required
  /// constraint far, so that many cannot hold.
  @Test("A refused replacement changes nothing")
  func refusedReplaceChangesNothing() throws {
    forEachSeed(72_000..<72_200, coverage: ["refused": 150, "replaced": 150]) { check in
      let fixture = check.makeFixture(among: [.conflicts, .degenerate, .linked, .standard], rewriting: check.seed % 2 == 0)
      var random = SplitMix64(seed: check.seed ^ 0x2EF0_5ED0)
      var solver = Solver()
      var slots = zip(fixture.system.constraints, fixture.constraints).map { Slot(system: $0, object: $1) }
      var present: [Int] = []
      for index in slots.indices {
        do {
          try solver.add(slots[index].object, forConstantChanges: random.chance(0.5))
          present.append(index)
        } catch {}
      }
      let required = present.filter { slots[$0].system.isRequired }
      guard !required.isEmpty else { return }
      for _ in 0..<4 {
        let index = random.element(of: required)
        let old = slots[index]
        let far = try old.system.constant + Rational(random.element(of: [-1, 1]) * random.int(in: 5...160))
        let next = withConstant(far, old, fixture.variables)
        let context = "replacing [\(index)] \(old.system) by \(next.system)"
        let before = fixture.values(solver)
        let order = solver.constraints.map(ObjectIdentifier.init)
        do {
          try solver.replace(old.object, with: next.object)
          slots[index] = next
          check.note("replaced")
          continue
        } catch {
          check.note("refused")
          try Self.checkRefusal(error, of: next, at: index, slots, present, before: before, solver, fixture, &check, context)
        }
        check.expect(solver.constraints.map(ObjectIdentifier.init) == order,
                     "\(context) threw, and the constraints are listed in another order")
        var again = solver
        do {
          try again.replace(old.object, with: next.object)
          check.fail("\(context) was refused once and accepted the second time")
        } catch {
          check.expect(fixture.values(again) == before, "\(context) was refused a second time, and that changed the values")
        }
        var removal = solver
        do { try removal.remove(old.object) } catch { check.fail("\(context) threw, and removing the original threw \(error)") }
      }
    }
  }

  /// Every constraint of a feasible system, added (half of them for constant changes), then each
  /// in turn given another constant and then its own back: in between, the optimum of the changed
  /// system; after, the level errors and fixed values of the original. Replacements that cannot
  /// hold are refused with a minimal conflict (that a refusal changes nothing is checked above).
  @Test("Replacing a constant and putting it back restores the solution")
  func replaceAndRestore() throws {
    forEachSeed(71_000..<71_150, coverage: ["replaced": 350, "refused": 20, "restored": 350]) { check in
      let fixture = check.makeFixture(among: Profile.mostlyFeasible, rewriting: check.seed % 2 == 1)
      guard let reference = try ExactReference.solve(fixture.system, ranges: true) else { return }
      var random = SplitMix64(seed: check.seed ^ 0x4E57_0BE5)
      var solver = Solver()
      for constraint in fixture.constraints {
        do { try solver.add(constraint, forConstantChanges: random.chance(0.5)) } catch {
          check.fail("adding \(constraint) threw \(error)")
        }
      }
      let base = fixture.values(solver)
      check.expectOptimal(fixture.system, base, reference, "before replacing")
      let all = Array(fixture.constraints.indices)
      var slots = zip(fixture.system.constraints, fixture.constraints).map { Slot(system: $0, object: $1) }
      for index in random.shuffled(all).prefix(5) {
        let original = slots[index]
        let delta = random.chance(0.7) ? random.int(in: -12...12) : random.int(in: -120...120)
        let changed = withConstant(try original.system.constant + Rational(delta), original, fixture.variables)
        let context = "replacing [\(index)] \(original.system) by \(changed.system)"
        do {
          try solver.replace(original.object, with: changed.object)
          check.note("replaced")
        } catch {
          check.note("refused")
          try Self.checkRefusal(error, of: changed, at: index, slots, all, before: nil, solver, fixture, &check, context)
          continue
        }
        slots[index] = changed
        try check.expectSolverOptimal(solver, fixture.variables, fixture.system.replacing(index, with: changed.system), context)
        Self.compareWithFresh(solver, fixture, slots, all, &check, context)
        // And back, in another new object.
        let restored = withConstant(original.system.constant, changed, fixture.variables)
        do {
          try solver.replace(changed.object, with: restored.object)
          check.note("restored")
        } catch {
          check.fail("\(context), then putting the constant back threw \(error)")
          continue
        }
        slots[index] = restored
        let after = fixture.values(solver)
        check.expectOptimal(fixture.system, after, reference, "\(context) and back")
        check.expectFixedValues(after, reference, "\(context) and back")
        check.expectAmbiguity(solver, fixture.variables, reference, "\(context) and back")
        check.expectSameLevelErrors(fixture.system, base, after, "before, then after \(context) and back")
      }
      // Everything can still be removed, replacements included.
      for index in random.shuffled(all) {
        do { try solver.remove(slots[index].object) } catch { check.fail("removing [\(index)] at the end threw \(error)") }
      }
      check.expect(solver.constraints.isEmpty, "constraints remain after removing all: \(solver.constraints)")
    }
  }
}

extension LinearSystem {
  /// The same system with constraint `index` replaced.
  fileprivate func replacing(_ index: Int, with constraint: SystemConstraint) -> LinearSystem {
    var copy = self
    copy.constraints[index] = constraint
    return copy
  }
}
