/// What a view installs only under some traits, as Interface Builder's variations: constraints
/// that are active only while the traits match, subviews that are in the hierarchy only while
/// they match, and properties with a value per trait (behaviour-2 §1.27).
///
/// A view re-applies its variations each time its traits change, before its
/// ``View/traitCollectionDidChange(_:)`` runs, so that the layout that follows sees them.
/// Register them with ``View/installConstraints(_:when:unless:)``,
/// ``View/installSubview(_:when:unless:)`` and ``View/vary(when:unless:_:)``.
public struct TraitVariation {
  /// What the variation installs.
  enum Content {
    case constraints([LayoutConstraint])
    /// A subview, and the siblings registered before it (for its place among them when it comes
    /// back).
    case subview(View, before: [WeakView])
    /// A property: called with whether the condition holds.
    case property((Bool) -> Void)
  }

  /// Installed while this holds…
  let when: TraitCondition
  /// …and this does not (nil: no exception).
  let unless: TraitCondition?
  let content: Content

  /// Whether the variation is installed under `traits`.
  func installs(under traits: TraitCollection) -> Bool {
    when.matches(traits) && !(unless?.matches(traits) ?? false)
  }
}

extension View {
  /// Activates `constraints` while the view's traits match `condition` and none of `unless`, and
  /// deactivates them otherwise, as Interface Builder installs a constraint per size class. A
  /// constraint naming a view that is not in this hierarchy (an uninstalled subview) waits until
  /// it is.
  ///
  /// The view should be the constraints' nearest common ancestor (or above it). The constraints
  /// are applied at once if the view's traits are known.
  public func installConstraints(
    _ constraints: [LayoutConstraint], when condition: TraitCondition = .any, unless exception: TraitCondition? = nil
  ) {
    addVariation(TraitVariation(when: condition, unless: exception, content: .constraints(constraints)))
  }

  /// Keeps `subview` (already a subview of this view, or to be added) among the subviews while
  /// the traits match `condition` and none of `unless`, and removes it otherwise — the
  /// constraints that reach it from outside go with it, as ``removeFromSuperview()`` does.
  /// Register those with ``installConstraints(_:when:unless:)`` (under ``TraitCondition/any``)
  /// to have them come back with the subview.
  public func installSubview(
    _ subview: View, when condition: TraitCondition = .any, unless exception: TraitCondition? = nil
  ) {
    if subview.superview !== self { addSubview(subview) }
    let before = subviews.prefix { $0 !== subview }.map { WeakView(view: $0) }
    addVariation(TraitVariation(when: condition, unless: exception, content: .subview(subview, before: before)))
  }

  /// Calls `apply` with whether the traits match `condition` and none of `unless`, now if the
  /// traits are known and again each time they change: a property with a value per trait
  /// (hidden, axis, spacing, font, …).
  public func vary(
    when condition: TraitCondition, unless exception: TraitCondition? = nil, _ apply: @escaping (Bool) -> Void
  ) {
    addVariation(TraitVariation(when: condition, unless: exception, content: .property(apply)))
  }

  private func addVariation(_ variation: TraitVariation) {
    traitVariations.append(variation)
    if let traits = deliveredTraits { apply(variation, under: traits) }
  }

  /// Applies every variation under `traits`: subviews first (constraints may name them), then
  /// constraints and properties, in the order they were registered. Deactivations come before
  /// activations, so that a variation swapping one constraint for another never has both at once.
  func applyTraitVariations(_ traits: TraitCollection) {
    guard !traitVariations.isEmpty else { return }
    for variation in traitVariations {
      if case .subview = variation.content { apply(variation, under: traits) }
    }
    let (on, off) = partitioned(traitVariations, under: traits)
    for variation in off { apply(variation, under: traits) }
    for variation in on { apply(variation, under: traits) }
  }

  private func partitioned(
    _ variations: [TraitVariation], under traits: TraitCollection
  ) -> (on: [TraitVariation], off: [TraitVariation]) {
    var on: [TraitVariation] = []
    var off: [TraitVariation] = []
    for variation in variations {
      if case .subview = variation.content { continue }
      if variation.installs(under: traits) { on.append(variation) } else { off.append(variation) }
    }
    return (on, off)
  }

  private func apply(_ variation: TraitVariation, under traits: TraitCollection) {
    let installed = variation.installs(under: traits)
    switch variation.content {
    case .property(let apply):
      apply(installed)
    case .constraints(let constraints):
      let root = rootView
      for constraint in constraints {
        // A constraint on an item outside the hierarchy waits for it.
        let reachable = constraint.parts.allSatisfy { $0.0?.hostView.map { $0.rootView === root } ?? true }
        let active = installed && reachable
        if constraint.isActive != active { constraint.isActive = active }
      }
    case .subview(let subview, let before):
      if installed, subview.superview !== self {
        let anchor = before.reversed().lazy.compactMap(\.view).first { $0.superview === self }
        if let anchor { insertSubview(subview, aboveSubview: anchor) } else { insertSubview(subview, at: 0) }
        // Constraints waiting for it come back.
        reapplyConstraintVariations(under: traits)
      } else if !installed, subview.superview === self {
        subview.removeFromSuperview()
      }
    }
  }

  /// Activates the constraint variations, of this view and its ancestors, that were waiting for
  /// a view now back in the hierarchy. Subview variations do it themselves; call it after a
  /// property variation (``vary(when:unless:_:)``) puts a view back, such as an arranged view
  /// re-inserted in a stack view.
  public func reapplyWaitingConstraintVariations() {
    guard let traits = deliveredTraits else { return }
    reapplyConstraintVariations(under: traits)
  }

  /// After a subview came back: the constraint variations of this view and its ancestors that
  /// were waiting for it.
  private func reapplyConstraintVariations(under traits: TraitCollection) {
    var view: View? = self
    while let current = view {
      for variation in current.traitVariations {
        if case .constraints = variation.content, let known = current.deliveredTraits {
          current.apply(variation, under: known)
        }
      }
      view = current.superview
    }
  }
}
