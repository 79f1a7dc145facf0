import ConstraintSolver

// A view's content size on an axis is two layout constraints of one size: hugging (`width <= w`)
// and compression resistance (`width >= w`), each with its own priority. The engine solves the
// pair as one optional equality with an error each way at its own level
// (``ConstraintSolver/Constraint/priorityBelow``), as Apple's engine holds one
// `NSContentSizeLayoutConstraint` with both priorities: the same solutions at half the rows and
// symbols, and content sizes were half the constraints of a screen of labels and buttons.
// Both layout constraints record the one translation. A pair that can no longer be one (a
// priority made required, one constant changed alone, one of the two removed) is split into two
// plain translations, and stays so until the engine is built again.

extension LayoutEngine {
  /// The other constraint of `constraint`'s content-size pair (the view's hugging and
  /// resistance on the same axis); nil for any other constraint.
  func contentSizePartner(of constraint: LayoutConstraint) -> LayoutConstraint? {
    guard constraint.origin == .contentSize, let view = constraint.firstItem as? View else { return nil }
    let pairs = view.contentSizeConstraints
    // The view lists each axis's hugging then resistance: a pair is an even index and the next.
    guard let index = pairs.firstIndex(where: { $0 === constraint }), index ^ 1 < pairs.count else { return nil }
    let partner = pairs[index ^ 1]
    guard partner.firstAttribute == constraint.firstAttribute, partner.relation != constraint.relation else {
      return nil
    }
    return partner
  }

  /// The content-size partner of `constraint` that shares its translation `translated`, a pair
  /// solved as one; nil when there is none.
  func partner(of constraint: LayoutConstraint, sharing translated: Constraint) -> LayoutConstraint? {
    guard translated.priorityBelow != nil, let partner = contentSizePartner(of: constraint),
      solverConstraint(for: partner) === translated
    else { return nil }
    return partner
  }

  /// Whether a pair (``contentSizePartner(of:)``: opposite inequalities on one size, made so) reads
  /// as one equality with two priorities: the same constant, neither required. Only these change.
  static func canSolveAsOne(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
    a.constant == b.constant && !a.priority.isRequired && !b.priority.isRequired
  }

  /// `constraint` and `partner` as one solver constraint: the hugging side's expression
  /// (`size − constant`), costing the hugging priority above zero and the resistance below.
  func translatePair(_ constraint: LayoutConstraint, _ partner: LayoutConstraint) -> Constraint? {
    guard let expression = translatedExpression(of: constraint, owner: constraint.owner) else { return nil }
    let (hugging, resistance) = constraint.relation == .lessThanOrEqual ? (constraint, partner) : (partner, constraint)
    return Constraint(
      expression, above: hugging.priority.solverPriority, below: resistance.priority.solverPriority, context: hugging)
  }

  /// Adds `constraint` and its content-size partner as one solver constraint, when the partner
  /// is active beside it, not in the engine yet, and the two can be one. False when `constraint`
  /// is to be added alone.
  func addContentSizePair(_ constraint: LayoutConstraint) -> Bool {
    guard let partner = contentSizePartner(of: constraint), let owner = constraint.owner, partner.owner === owner,
      solverConstraint(for: partner) == nil, !isBroken(partner), Self.canSolveAsOne(constraint, partner),
      let translated = translatePair(constraint, partner)
    else { return false }
    do {
      try solver.add(translated, forConstantChanges: keepsMarkers)
    } catch {
      // A number the solver refuses: alone, each is reported as any constraint would be.
      return false
    }
    setInstalled(translated, for: constraint)
    setInstalled(translated, for: partner)
    return true
  }

  /// Brings a pair solved as one, `old`, up to date after `constraint` changed: in place while
  /// the two still read as one, otherwise split into two plain translations.
  func updatePair(_ constraint: LayoutConstraint, _ old: Constraint) {
    let partner = self.partner(of: constraint, sharing: old)
    if let partner, Self.canSolveAsOne(constraint, partner), let translated = translatePair(constraint, partner) {
      guard !Self.same(old, translated) else { return }
      // Optional both, the replacement cannot be refused for a conflict.
      if (try? solver.replace(old, with: translated)) != nil {
        setInstalled(translated, for: constraint)
        setInstalled(translated, for: partner)
        return
      }
    }
    _ = forgetInstalled(constraint)
    if let partner { _ = forgetInstalled(partner) }
    try? solver.remove(old)
    addAlone(constraint)
    if let partner { addAlone(partner) }
  }

  /// The layout constraints a solver constraint of this engine stands for, in activation
  /// order: one, or a content-size pair solved as one.
  func layoutConstraints(for constraint: Constraint) -> [LayoutConstraint] {
    guard let first = layoutConstraint(for: constraint) else { return [] }
    guard let partner = self.partner(of: first, sharing: constraint) else { return [first] }
    return first.activationStamp <= partner.activationStamp ? [first, partner] : [partner, first]
  }
}
