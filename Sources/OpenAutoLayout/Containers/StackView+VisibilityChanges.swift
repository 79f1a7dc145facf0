import Foundation

/// Showing or hiding arranged views remakes only the constraints around them, so that toggling
/// one view of a long stack costs the same as the hand-written swap of two constraints, not the
/// whole arrangement's O(n) remake and comparison.
///
/// Only a view's neighbours see it come and go in a `fill` stack: the gap from the visible view
/// before it to the one after, its own alignment across the axis, its parking while hidden, the
/// parking of the hidden views after it, and the trailing canvas connection when it is last. The
/// other distributions relate every view to every other (equal lengths, shares of the total,
/// chained gaps) and the first visible view anchors the alignment of all, so those cases remake
/// the whole arrangement as before.
extension StackView {
  /// Notes that `view`, an arranged view, was just shown or hidden.
  func noteVisibilityChange(of view: View) {
    guard pendingVisibilityChanges != nil else { return }
    if !(pendingVisibilityChanges?.contains { $0.view === view } ?? true) {
      pendingVisibilityChanges?.append((view, wasHidden: !view.isHidden))
    }
    setNeedsUpdateConstraints()
  }

  /// Brings the installed constraints up to date when only visibility changed since they were
  /// made, or returns false (touching nothing) when the change reaches too far and the whole
  /// arrangement must be remade.
  ///
  /// - Complexity: O(*k* + *f*) for the *k* views between the nearest unchanged visible views
  ///   around the changes and the first visible view's index *f*, plus finding each changed view.
  func applyVisibilityChanges() -> Bool {
    guard let changes = pendingVisibilityChanges, !changes.isEmpty, distribution == .fill else { return false }
    let views = arrangedSubviews
    // The text-width disambiguation shares the width among all visible views.
    if wantsTextWidthDisambiguation, views.contains(where: { ($0 as? MultilineTextLayout)?.isMultilineText == true }) {
      return false
    }
    var wasHidden: [Int: Bool] = [:]
    for change in changes where change.wasHidden != change.view.isHidden {
      guard let index = views.firstIndex(where: { $0 === change.view }) else { return false }
      wasHidden[index] = change.wasHidden
    }
    if wasHidden.isEmpty { return true }
    // The first visible view anchors everything across the axis: it must be the same, unchanged.
    guard let first = views.firstIndex(where: { !$0.isHidden }), wasHidden[first] == nil,
      !views[..<first].indices.contains(where: { wasHidden[$0] == false })
    else { return false }
    let isStable = { (index: Int) in wasHidden[index] == nil && !views[index].isHidden }

    var oldSpecs = StackSpecList(attributes: StackAttributes(axis), container: arrangementCanvas)
    var newSpecs = oldSpecs
    var start = wasHidden.keys.min() ?? first
    let last = wasHidden.keys.max() ?? first
    while start <= last {
      // The window runs from the stable visible view before the change to the one after it
      // (or the canvas's end), through the hidden and changed views between.
      var before = start - 1
      while !isStable(before) { before -= 1 }
      var after = start + 1
      while after < views.count, !isStable(after) { after += 1 }
      addWindowSpecs(views, from: before, to: after, hidden: { wasHidden[$0] ?? views[$0].isHidden }, into: &oldSpecs)
      addWindowSpecs(views, from: before, to: after, hidden: { views[$0].isHidden }, into: &newSpecs)
      guard let next = wasHidden.keys.filter({ $0 > after }).min() else { break }
      start = next
    }
    return replaceConstraints(of: oldSpecs.specs, with: newSpecs.specs)
  }

  /// The constraints that depend on the visibility of the views strictly between `before` (a
  /// stable visible view) and `after` (another, or the end), with visibility as `hidden` says.
  private func addWindowSpecs(
    _ views: [View], from before: Int, to after: Int, hidden: (Int) -> Bool, into specs: inout StackSpecList
  ) {
    guard let first = views.first(where: { !$0.isHidden }) else { return }
    var previous = views[before]
    for index in (before + 1)..<min(after + 1, views.count) {
      let view = views[index]
      if index != after, hidden(index) {
        specs.addParking(view, after: previous)
        continue
      }
      specs.addGap(
        resolvedSpacing(after: previous), from: previous, to: view, minimum: distribution.spacingIsMinimum,
        baselines: usesBaselineGaps)
      if index == after { return }
      specs.addAlignment(
        ofLaterView: view, first: first, alignment: effectiveAlignment, boundsTopByAll: boundsBaselineTopByEveryView)
      previous = view
    }
    specs.addTrailingCanvasConnection(last: previous)
  }

  /// Uninstalls the constraints of `old` that `new` does not want, updates those it keeps and
  /// installs the new ones, or returns false having touched nothing when an installed constraint
  /// is not where the table says (the user deactivated one: the whole arrangement is remade).
  private func replaceConstraints(of old: [StackConstraintSpec], with new: [StackConstraintSpec]) -> Bool {
    let oldKeys = KeyLookup(old.map(\.key))
    let newKeyList = new.map(\.key)
    let newKeys = KeyLookup(newKeyList)
    var stale: [(StackConstraintKey, LayoutConstraint)] = []
    for key in oldKeys.keys where !newKeys.contains(key) {
      guard let constraint = arrangementConstraints.constraint(for: key), constraint.owner === self else { return false }
      stale.append((key, constraint))
    }
    var kept: [(LayoutConstraint, StackConstraintSpec)] = []
    var added: [(StackConstraintKey, StackConstraintSpec)] = []
    for (key, spec) in zip(newKeyList, new) {
      guard oldKeys.contains(key) else {
        added.append((key, spec))
        continue
      }
      guard let constraint = arrangementConstraints.constraint(for: key), constraint.owner === self,
        constraint.priority.isRequired == spec.priority.isRequired
      else { return false }
      kept.append((constraint, spec))
    }
    uninstall(stale.map(\.1))
    for (key, _) in stale { arrangementConstraints.remove(key) }
    for (constraint, spec) in kept {
      constraint.constant = spec.constant
      if constraint.storedPriority != spec.priority {
        constraint.storedPriority = spec.priority
        constraintDidChange(constraint)
      }
    }
    for (key, spec) in added {
      let constraint = spec.makeConstraint()
      install(constraint)
      arrangementConstraints.append(constraint, for: key)
    }
    return true
  }
}

/// Keys to look up: a hide or a show changes a view's neighbours' few constraints, and searching
/// a handful of keys beats hashing each; many keys (many views changed at once) go in a set.
private struct KeyLookup {
  let keys: [StackConstraintKey]
  private let set: Set<StackConstraintKey>?

  init(_ keys: [StackConstraintKey]) {
    self.keys = keys
    set = keys.count > 16 ? Set(keys) : nil
  }

  func contains(_ key: StackConstraintKey) -> Bool {
    set?.contains(key) ?? keys.contains(key)
  }
}
