extension LayoutConstraint {
  /// Installs the constraint on the nearest common ancestor of its items.
  ///
  /// - Throws: a ``LayoutError`` naming the rule the constraint breaks, or
  ///   ``LayoutError/noCommonAncestor(_:)`` / ``LayoutError/notInHierarchy(_:)`` when its items
  ///   are not in one hierarchy. Nothing is installed then.
  /// - Complexity: O(*d*) to find the owner, for hierarchy depth *d*, plus the engine's
  ///   incremental cost of adding one constraint once the hierarchy has been laid out.
  ///
  /// UIKit and AppKit have no such method, and layout libraries add their own `activate()` to
  /// `NSLayoutConstraint` (AnchorKit's returns the constraint and does not throw): this one
  /// yields to theirs where both fit, so their code compiles unchanged.
  @_disfavoredOverload
  public func activate() throws(LayoutError) {
    guard owner == nil else { return }
    let owner = try validatedOwner()
    owner.install(self)
  }

  /// Uninstalls the constraint from its owner; nothing happens when it is inactive.
  public func deactivate() {
    owner?.uninstall(self)
  }

  /// The view that would own the constraint, after checking every rule.
  func validatedOwner() throws(LayoutError) -> View {
    if let error = illegality() { throw error }
    // An autoresizing constraint is measured in the superview's bounds, even `midX == c`, which
    // names no other item: the superview owns it, as it owns those the model makes.
    if origin == .autoresizingMask, let view = firstItem as? View, let parent = view.superview { return parent }
    var common: View?
    // An item outside any hierarchy is the error to report even after two items were found in
    // different hierarchies, so every item is looked at before that one is thrown.
    var inSeparateHierarchies = false
    var outsideAnyHierarchy = false
    // Every part, without an array of them for the usual shapes (activation takes thousands).
    _ = allParts { item, attribute in
      guard attribute != .notAnAttribute || item != nil else { return true }
      guard let host = item?.hostView else {
        outsideAnyHierarchy = true
        return false
      }
      guard let current = common else {
        common = host
        return true
      }
      if let ancestor = current.nearestCommonAncestor(with: host) {
        common = ancestor
      } else {
        inSeparateHierarchies = true
      }
      return true
    }
    if outsideAnyHierarchy { throw .notInHierarchy(description) }
    if inSeparateHierarchies { throw .noCommonAncestor(description) }
    guard let common else { throw .notInHierarchy(description) }
    return common
  }

  /// Activates every constraint, or none: all are checked first. ``activate(_:)`` is the
  /// UIKit-shaped form that reports instead of throwing.
  ///
  /// - Throws: the first ``LayoutError`` found; then no constraint is activated.
  /// - Complexity: O(*n* · *d*) for *n* constraints and hierarchy depth *d*, plus the engine's
  ///   incremental cost per constraint.
  public static func activateOrThrow(_ constraints: [LayoutConstraint]) throws(LayoutError) {
    // A constraint listed twice is activated once: each is marked with this call's stamp as it is
    // taken, instead of hashing every one into a set.
    let stamp = ProcessStamp.next()
    let pending = constraints.filter { constraint in
      guard constraint.owner == nil, constraint.activationBatchStamp != stamp else { return false }
      constraint.activationBatchStamp = stamp
      return true
    }
    var owners: [View] = []
    owners.reserveCapacity(pending.count)
    for constraint in pending { owners.append(try constraint.validatedOwner()) }
    for (constraint, owner) in zip(pending, owners) { owner.install(constraint) }
  }

  /// Activates every constraint, as UIKit's `NSLayoutConstraint.activate(_:)`; if one is
  /// illegal, reports it through the hierarchy's diagnostics and activates none.
  /// ``activateOrThrow(_:)`` throws instead.
  public static func activate(_ constraints: [LayoutConstraint]) {
    do {
      try activateOrThrow(constraints)
    } catch {
      let culprit = constraints.first { (try? $0.validatedOwner()) == nil && $0.owner == nil }
      (culprit ?? constraints.first)?.report(error)
    }
  }

  /// Deactivates every constraint.
  ///
  /// Each hierarchy's engine takes its constraints out together, then tries again, once each,
  /// the constraints they had broken: one at a time, a broken constraint would be retried (and
  /// its conflict explained) once per constraint of the batch it conflicted with.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    var batches: [(engine: LayoutEngine, constraints: [LayoutConstraint])] = []
    for constraint in constraints {
      guard let owner = constraint.owner else { continue }
      let context = owner.hierarchyContext
      // Inside a host, nothing else would run its pass to read the change.
      context.noteWork()
      if let engine = context.engine {
        if let index = batches.firstIndex(where: { $0.engine === engine }) {
          batches[index].constraints.append(constraint)
        } else {
          batches.append((engine, [constraint]))
        }
      }
      owner.ownedConstraints.remove(constraint)
      constraint.owner = nil
    }
    for batch in batches { batch.engine.remove(batch.constraints) }
  }
}
