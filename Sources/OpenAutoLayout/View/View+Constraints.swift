extension View {
  /// The active constraints this view owns: those whose items are this view and its
  /// descendants, installed here because this view is their nearest common ancestor
  /// (behaviour-1 §1.6). Includes the system's: content size, autoresizing and guide constraints.
  public var constraints: [LayoutConstraint] { ownedConstraints.elements }

  /// Activates `constraint` (the legacy API; prefer ``LayoutConstraint/activate(_:)``).
  ///
  /// UIKit installs the constraint on the receiver; here it is installed on the nearest common
  /// ancestor like any activation. Illegal constraints are reported and not installed.
  public func addConstraint(_ constraint: LayoutConstraint) {
    constraint.isActive = true
  }

  /// Activates each constraint (legacy API).
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.activate(constraints)
  }

  /// Deactivates `constraint` if this view owns it (legacy API).
  public func removeConstraint(_ constraint: LayoutConstraint) {
    if constraint.owner === self { uninstall(constraint) }
  }

  /// Deactivates each constraint this view owns (legacy API).
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Makes this view the owner of `constraint` and gives it to the engine.
  func install(_ constraint: LayoutConstraint) {
    let context = hierarchyContext
    own(constraint, context)
    context.engine?.add(constraint)
    // Inside a host, nothing else would run its pass to read the change.
    context.noteWork()
  }

  /// Makes this view the owner of every one of `constraints`, then gives them to the engine: all
  /// are active by the time it takes the first, as the two constraints of a content size must
  /// be for the engine to solve them as one.
  func install(_ constraints: [LayoutConstraint]) {
    let context = hierarchyContext
    for constraint in constraints { own(constraint, context) }
    if let engine = context.engine {
      for constraint in constraints { engine.add(constraint) }
    }
    context.noteWork()
  }

  /// Makes this view the owner of `constraint`, activated now, in the view's `context`.
  private func own(_ constraint: LayoutConstraint, _ context: HierarchyContext) {
    if context.mayContainHosts { mergeEngines(reachedBy: constraint) }
    constraint.owner = self
    constraint.activationStamp = context.stamp()
    ownedConstraints.append(constraint)
  }

  /// Merges into this view's engine the engines of subviews hosting their own
  /// (``hostsOwnEngine``) that `constraint`, about to be owned here, reaches into: one engine
  /// must hold all its items.
  private func mergeEngines(reachedBy constraint: LayoutConstraint) {
    let root = layoutRoot
    _ = constraint.containsPart { item, _ in
      guard let view = item?.hostView else { return false }
      var inner = view.layoutRoot
      while inner !== root && inner.superview != nil {
        inner.mergeOwnEngineIntoSuperview()
        inner = view.layoutRoot
      }
      return false
    }
  }

  /// Takes `constraint` from this view and from the engine.
  func uninstall(_ constraint: LayoutConstraint) {
    guard constraint.owner === self else { return }
    let context = hierarchyContext
    context.engine?.remove(constraint)
    context.noteWork()
    disown(constraint)
  }

  /// Uninstalls those of `constraints` this view owns, leaving the engine together
  /// (``LayoutConstraint/deactivate(_:)``): one removal and one retry of broken constraints for
  /// all, not one each.
  func uninstall(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.deactivate(constraints.filter { $0.owner === self })
  }

  /// Lets go of `constraint` without telling the engine, for a caller that removes it from the
  /// engine itself, together with others.
  func disown(_ constraint: LayoutConstraint) {
    guard constraint.owner === self else { return }
    ownedConstraints.remove(constraint)
    constraint.owner = nil
  }

  /// Brings the engine up to date after `constraint`'s constant or priority changed.
  func constraintDidChange(_ constraint: LayoutConstraint) {
    guard constraint.owner === self else { return }
    let context = hierarchyContext
    if context.runningCallback != nil, let item = constraint.firstItem?.hostView {
      context.noteInvalidation(of: item, "change \(constraint)")
    }
    context.engine?.update(constraint)
    context.noteWork()
  }

  /// Whether `constraint` was broken to recover from a conflict (spec decision 3): it is still
  /// active, but the engine ignores it.
  public func isBroken(_ constraint: LayoutConstraint) -> Bool {
    hierarchyContext.engine?.isBroken(constraint) ?? false
  }
}
