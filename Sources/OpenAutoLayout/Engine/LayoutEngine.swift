import ConstraintSolver
import Foundation

/// The solver of one hierarchy, with the layout constraints it holds and the recovery from
/// conflicts (spec decision 3).
///
/// The engine is built the first time its hierarchy is laid out, from every active constraint
/// in activation order; after that every change reaches it incrementally: one constraint added,
/// removed or replaced, never a rebuild.
final class LayoutEngine {
  /// Unchecked for exclusive access at run time: every access runs solver code, which cannot
  /// reach back into the engine, and the one closure it calls back (``takeChangedViews(_:)``'s)
  /// does not touch the solver, so two accesses never overlap. Checked, each read of a frame
  /// (``rect(of:)``) paid for a run-time check. The same holds for the maps below, which only
  /// the engine's own methods change, each in one statement: a build paid five checks per
  /// constraint for them.
  @exclusivity(unchecked) var solver = Solver()
  /// Names this engine in the layout constraints installed in it, which keep their translation
  /// (``LayoutConstraint/installedEngineID``); a new one when the engine is emptied for reuse.
  /// (The other way, a solver constraint carries its layout constraint as its context.)
  @exclusivity(unchecked) private(set) var installationID = ProcessStamp.next()
  /// The solver constraint of each layout constraint in a one-shot engine's solver, whose
  /// constraints are installed in their hierarchy's engine at the same time. An identity map,
  /// not a dictionary (SipHash); nil in any other engine.
  @exclusivity(unchecked) private(set) var oneShotInstalled: ObjectMap<ConstraintSolver.Constraint>?
  /// Required constraints removed to recover from conflicts, still active for their owners.
  @exclusivity(unchecked) private(set) var broken: [ObjectIdentifier: LayoutConstraint] = [:]
  /// For each broken constraint, the conflicting set it was broken with: when one of those
  /// leaves the engine, the broken constraint is tried again.
  private var brokenConflicts: [ObjectIdentifier: Conflict] = [:]

  /// A conflicting set: its members, held so that a retry finds their translations in them
  /// (``stillConflicts(_:with:)``), and their identities, for comparing sets.
  private struct Conflict {
    let members: [LayoutConstraint]
    let ids: Set<ObjectIdentifier>
  }
  var diagnostics: LayoutDiagnostics
  /// How many additions the solver refused as unsatisfiable: each ran its minimal-conflict search,
  /// the expensive part of a conflict. For tests that a retry is not repeated needlessly.
  private(set) var conflictSearches = 0

  /// The view each engine variable belongs to, to turn changed values into views to lay out.
  @exclusivity(unchecked) private var owners = VariableOwners()
  /// Whether constraints keep a marker for changing their constants in place: not in an engine
  /// that is solved once and read, as fitting's is.
  let keepsMarkers: Bool

  /// An engine for a hierarchy, or, when `isOneShot`, one built, read and dropped (fitting a
  /// size): its constants never change and nobody asks which views moved.
  init(diagnostics: LayoutDiagnostics, isOneShot: Bool = false) {
    self.diagnostics = diagnostics
    keepsMarkers = !isOneShot
    if isOneShot { oneShotInstalled = ObjectMap() }
    solver.recordsChangedVariables = !isOneShot
    // A pass adds and removes many constraints before it reads a frame: values are recomputed
    // once, when read, instead of after every change (a chain of rows would be O(n²) otherwise).
    // So every read goes through `rect(of:)` or `value(of:)`, which bring them up to date.
    solver.defersValueUpdates = true
  }

  /// Empties the engine as a new one for another subtree's constraints, reporting to
  /// `diagnostics`, but keeping the storage its solver has grown (``EnginePool``).
  func reset(diagnostics: LayoutDiagnostics) {
    solver.removeAll()
    solver.recordsChangedVariables = keepsMarkers
    solver.defersValueUpdates = true
    // What it held reads as not installed from now on.
    installationID = ProcessStamp.next()
    oneShotInstalled?.removeAll()
    broken.removeAll()
    brokenConflicts.removeAll()
    conflictSearches = 0
    owners = VariableOwners()
    self.diagnostics = diagnostics
  }

  /// Makes room for a new engine's build of `constraints` constraints over `views` views: the
  /// solver's tables and the engine's maps are allocated once at about their final size.
  func reserveCapacity(constraints: Int, views: Int) {
    // A view's four variables; a guide's come on top, but few hierarchies use one per view.
    solver.reserveCapacity(constraints: constraints, variables: 4 * views)
    oneShotInstalled?.reserveCapacity(constraints)
    owners.reserveCapacity(views: views)
  }

  /// Notes that `view`'s variables belong to it.
  func register(_ view: View) {
    owners.register(view)
  }

  /// Calls `body` with each view whose rectangle changed in the engine since the last call,
  /// once each, in the order their variables changed. The views are not retained (a resize
  /// moves thousands): `body` must not release the last reference to one.
  func takeChangedViews(_ body: (View) -> Void) {
    let changed = owners.take { solver.takeChangedVariableAddresses($0) }
    owners.forEachView(of: changed, body)
  }

  func isBroken(_ constraint: LayoutConstraint) -> Bool {
    broken[ObjectIdentifier(constraint)] != nil
  }

  /// Adds `constraint`. When it is required and conflicts, one constraint breaks per spec
  /// decision 3 — the user's before the system's, then the one activated last — is reported with
  /// its conflicting set, and the rest holds.
  ///
  /// The result is the one a fresh build would give, adding every constraint in activation order:
  /// members of the conflicting set that would lose to `constraint` (had it been there first) are
  /// set aside, `constraint` is tried again, and those set aside are added back afterwards, in
  /// order, each breaking only if it then conflicts. That matters when an older constraint comes
  /// back (a broken one retried, a subtree moved in, a constant changed the slow way).
  ///
  /// - Complexity: the solver's incremental cost of one addition; a conflict adds the cost of
  ///   explaining it, and of removing and adding again each constraint set aside.
  func add(_ constraint: LayoutConstraint) {
    add(constraint, retrying: nil)
  }

  /// Adds `constraint` with a translation of its own, even if it is half of a content-size pair
  /// that could be solved as one (``addContentSizePair(_:)``).
  func addAlone(_ constraint: LayoutConstraint) {
    add(constraint, retrying: nil, pairing: false)
  }

  /// `retrying` is the conflicting set a broken constraint was broken with: breaking it again for
  /// the same conflict is not reported twice. `pairing` lets a content size's two constraints
  /// be solved as one.
  private func add(_ constraint: LayoutConstraint, retrying: Set<ObjectIdentifier>?, pairing: Bool = true) {
    let key = ObjectIdentifier(constraint)
    guard solverConstraint(for: constraint) == nil, broken.isEmpty || broken[key] == nil else { return }
    if pairing, constraint.origin == .contentSize, addContentSizePair(constraint) { return }
    guard let translated = translate(constraint) else { return }
    var setAside: [LayoutConstraint] = []
    defer {
      // Almost always empty: sorting it anyway was a call and a retain per constraint added.
      if !setAside.isEmpty { addBack(setAside) }
    }
    while true {
      do {
        // Every constraint keeps a marker, so that any constant (a guide's inset, the root's
        // size, an animated offset) changes in place instead of rebuilding what it was copied into.
        try solver.add(translated, forConstantChanges: keepsMarkers)
        setInstalled(translated, for: constraint)
        return
      } catch .unsatisfiable(_, let conflicting) {
        conflictSearches += 1
        let set = conflicting.flatMap { layoutConstraints(for: $0) } + [constraint]
        let weaker = set.filter { $0 !== constraint && Self.breaks($0, before: constraint) }
        guard weaker.isEmpty else {
          for other in weaker {
            removeFromSolver(other)
            setAside.append(other)
          }
          continue
        }
        let members = Set(set.map(ObjectIdentifier.init))
        if retrying != members {
          diagnostics.report(.unsatisfiable(broken: constraint, conflicting: set))
        }
        broken[key] = constraint
        brokenConflicts[key] = Conflict(members: set, ids: members)
        return
      } catch {
        // Legality checks refuse the user's numbers; a system constraint can still carry one no
        // layout can use (a frame, an intrinsic size or a spacing of 1e20). It is left out, and said.
        if let illegality = Self.illegality(of: error, constraint) { diagnostics.report(.illegalConstraint(illegality)) }
        return
      }
    }
  }

  /// Adds again the constraints `add` set aside for an older one, oldest activation first.
  private func addBack(_ setAside: [LayoutConstraint]) {
    for other in setAside.sorted(by: { $0.activationStamp < $1.activationStamp }) {
      add(other)
      // Broken now, it left the engine: what it kept out may fit again.
      if broken[ObjectIdentifier(other)] != nil { retryBroken(conflictingWith: ObjectIdentifier(other)) }
    }
  }

  /// What the solver's refusal of `constraint` means as a layout error.
  private static func illegality(of error: SolverError, _ constraint: LayoutConstraint) -> LayoutError? {
    switch error {
    case .nonFiniteConstraint: .nonFinite(constraint.description)
    case .outOfRangeConstraint: .outOfRange(constraint.description)
    case .invalidPriority(let priority): .invalidPriority(priority.rawValue, constraint: constraint.description)
    default: nil
    }
  }

  /// Decision 3's order: whether `a` breaks before `b` when both are in a conflict — a
  /// constraint the user made before one the system made, and among equals the later one.
  static func breaks(_ a: LayoutConstraint, before b: LayoutConstraint) -> Bool {
    if a.origin.isSystem != b.origin.isSystem { return !a.origin.isSystem }
    return a.activationStamp > b.activationStamp
  }

  /// Removes `constraint`, or forgets that it was broken. Constraints that were broken because
  /// they conflicted with it are tried again, in activation order.
  func remove(_ constraint: LayoutConstraint) {
    remove([constraint])
  }

  /// Removes `constraints` together, or forgets that they were broken; then the constraints
  /// broken because they conflicted with any of them are tried again, once each, in activation
  /// order.
  ///
  /// One at a time, N constraints that each kept the same N others out would retry those N
  /// times over, each retry explaining its conflict again: quadratic in N, seconds for a few
  /// hundred.
  func remove(_ constraints: [LayoutConstraint]) {
    var removed: Set<ObjectIdentifier> = []
    var translated: [Constraint] = []
    // Halves of content-size pairs solved as one whose other half was removed: added back alone.
    var leftAlone: [LayoutConstraint] = []
    for constraint in constraints {
      let key = ObjectIdentifier(constraint)
      if broken.removeValue(forKey: key) != nil {
        brokenConflicts[key] = nil
        continue
      }
      guard let solverConstraint = forgetInstalled(constraint) else { continue }
      removed.insert(key)
      if solverConstraint.priorityBelow != nil, let partner = contentSizePartner(of: constraint) {
        // The pair's one translation goes once: with the first half that leaves.
        guard self.solverConstraint(for: partner) === solverConstraint else { continue }
        leftAlone.append(partner)
      }
      translated.append(solverConstraint)
    }
    guard !translated.isEmpty else { return }
    do {
      try solver.remove(translated)
    } catch {
      // Each was installed, so each is in the solver; should one not be, the rest still go.
      for constraint in translated { try? solver.remove(constraint) }
    }
    for partner in leftAlone where !removed.contains(ObjectIdentifier(partner)) {
      _ = forgetInstalled(partner)
      addAlone(partner)
    }
    retryBroken(conflictingWithAnyOf: removed)
  }

  /// Tries again, in activation order, the broken constraints whose conflicting set holds `key`.
  private func retryBroken(conflictingWith key: ObjectIdentifier) {
    retryBroken(conflictingWithAnyOf: [key])
  }

  /// Tries again, in activation order, the broken constraints whose conflicting set holds any of
  /// `keys`.
  private func retryBroken(conflictingWithAnyOf keys: Set<ObjectIdentifier>) {
    guard !broken.isEmpty, !keys.isEmpty else { return }
    let retry = broken.values
      .filter { brokenConflicts[ObjectIdentifier($0)].map { !$0.ids.isDisjoint(with: keys) } ?? false }
      .sorted { $0.activationStamp < $1.activationStamp }
    for candidate in retry {
      let candidateKey = ObjectIdentifier(candidate)
      // Still broken for the same reason (the usual case when a member only changed its
      // constant, as an intrinsic size does on every pass): keep it out without asking the solver.
      if let conflict = brokenConflicts[candidateKey], stillConflicts(candidate, with: conflict.members) {
        continue
      }
      let conflicts = brokenConflicts.removeValue(forKey: candidateKey)?.ids
      broken[candidateKey] = nil
      add(candidate, retrying: conflicts)
    }
  }

  /// Whether the conflicting set `broken` was broken with still cannot hold with it, each member
  /// as it is in the engine now, and every member still breaks after it: then a fresh build would
  /// break it again, for the same set.
  ///
  /// Checked on a scratch solver holding the set alone, with `broken` made optional: the distance
  /// it is left from holding is what the conflict costs it. So the cost is that of the set, not of
  /// the layout, and nothing is explained; the real retry makes the solver explain the conflict
  /// again (its minimal-conflict search), seconds over a storyboard's passes. The answer errs one
  /// way only: the set is part of the engine, so a conflict in the scratch solver is one in the
  /// engine; when the scratch solver finds none, or by less than its tolerance (the solver's own is
  /// far smaller), or a member left the engine, the real retry decides.
  private func stillConflicts(_ broken: LayoutConstraint, with members: [LayoutConstraint]) -> Bool {
    var scratch = Solver()
    for member in members where member !== broken {
      guard let translated = solverConstraint(for: member), !Self.breaks(member, before: broken) else { return false }
      do { try scratch.add(translated) } catch { return false }
    }
    guard let translated = translate(broken), translated.priority.isRequired else { return false }
    let expression = translated.expression
    do {
      try scratch.add(ConstraintSolver.Constraint(expression, translated.relation, priority: .defaultHigh))
    } catch {
      return false
    }
    var value = expression.constant
    var magnitude = abs(expression.constant)
    for term in expression.terms {
      let product = term.coefficient * scratch.value(of: term.variable)
      value += product
      magnitude = max(magnitude, abs(product))
    }
    let violation =
      switch translated.relation {
      case .equal: abs(value)
      case .lessThanOrEqual: max(0, value)
      case .greaterThanOrEqual: max(0, -value)
      }
    return violation > 1e-6 * max(1, magnitude)
  }

  /// Whether two translations read the same: the same terms in the same order, constant,
  /// relation and priorities.
  static func same(_ a: ConstraintSolver.Constraint, _ b: ConstraintSolver.Constraint) -> Bool {
    guard a.relation == b.relation, a.priority == b.priority, a.priorityBelow == b.priorityBelow,
      a.expression.constant == b.expression.constant, a.expression.terms.count == b.expression.terms.count
    else { return false }
    return zip(a.expression.terms, b.expression.terms).allSatisfy {
      $0.variable === $1.variable && $0.coefficient == $1.coefficient
    }
  }

  /// Brings the engine up to date after `constraint`'s constant or priority changed.
  ///
  /// A new constant is made in place (``Solver/replace(_:with:)``); when the constraint now
  /// conflicts, it is taken out and added again, so that decision 3 chooses what breaks.
  ///
  /// - Complexity: in place, the rows that mention the constraint's marker plus the dual simplex
  ///   pivots; otherwise one removal and one addition.
  func update(_ constraint: LayoutConstraint) {
    let key = ObjectIdentifier(constraint)
    let old = solverConstraint(for: constraint)
    if let old, old.priorityBelow != nil {
      updatePair(constraint, old)
      return
    }
    guard let old, let translated = translate(constraint) else {
      remove(constraint)
      add(constraint)
      return
    }
    // Retranslating a view's constraints (its alignment insets or baselines changed) reaches
    // many that read the same as before: nothing changes, nothing to retry.
    guard !Self.same(old, translated) else { return }
    do {
      try solver.replace(old, with: translated)
      setInstalled(translated, for: constraint)
      // The conflicts it was part of may be gone.
      retryBroken(conflictingWith: key)
    } catch {
      remove(constraint)
      add(constraint)
    }
  }

  /// Takes `constraint`'s translation out of the solver; the other half of a content-size pair
  /// solved as one stays, alone.
  private func removeFromSolver(_ constraint: LayoutConstraint) {
    guard let translated = forgetInstalled(constraint) else { return }
    try? solver.remove(translated)
    guard let partner = self.partner(of: constraint, sharing: translated) else { return }
    _ = forgetInstalled(partner)
    addAlone(partner)
  }

  /// Forgets that `constraint` is installed; returns what stands for it in the solver, still there.
  func forgetInstalled(_ constraint: LayoutConstraint) -> Constraint? {
    if oneShotInstalled != nil { return oneShotInstalled?.removeValue(forKey: ObjectIdentifier(constraint)) }
    guard constraint.installedEngineID == installationID else { return nil }
    let translated = constraint.installedTranslation
    constraint.installedEngineID = 0
    constraint.installedTranslation = nil
    return translated
  }

  /// Notes that `translated` stands for `constraint` in the solver.
  func setInstalled(_ translated: Constraint, for constraint: LayoutConstraint) {
    if oneShotInstalled != nil {
      oneShotInstalled?[ObjectIdentifier(constraint)] = translated
      return
    }
    constraint.installedEngineID = installationID
    constraint.installedTranslation = translated
  }

  /// The engine's rectangle for the four variables of `quad`, unrounded.
  ///
  /// One access to the solver for the five calls: the hottest read of a layout pass. `quad` is
  /// the item's own (``View/engineQuad``, ``LayoutGuide/engineQuad``): a view keeps it
  /// beside its geometry, so that a placement touches neither its `ItemVariables` nor the four
  /// variable objects.
  func rect(of quad: inout VariableQuad) -> CGRect {
    Self.rect(of: &quad, in: &solver)
  }

  private static func rect(of quad: inout VariableQuad, in solver: inout Solver) -> CGRect {
    solver.updateValues()
    let (x, y, width, height) = solver.values(of: &quad)
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// The engine's value of `variable`, brought up to date first (the solver defers its values).
  func value(of variable: ConstraintSolver.Variable) -> Double {
    Self.value(of: variable, in: &solver)
  }

  private static func value(of variable: ConstraintSolver.Variable, in solver: inout Solver) -> Double {
    solver.updateValues()
    return solver.value(of: variable)
  }
}
