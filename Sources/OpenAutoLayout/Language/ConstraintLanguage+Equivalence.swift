extension LayoutConstraint {
  /// Whether `other` is the same relation: the same items (by identity) with the same
  /// attributes on each side (for offset anchors, the same two anchors in the same order), the
  /// same relation, constant and priority, and the same multiplier when there is a second item.
  ///
  /// What this compares is what the constraint language prints, so a constraint and the parse of
  /// its ``description`` are equivalent (layout-document.md §2: "that text parses to the same
  /// constraint"). It ignores what the language does not carry: the ``identifier``, whether it
  /// is active, how it was made (``origin``, ``systemSpacingMultiplier``), and the multiplier
  /// of a constraint without a second item, which has nothing to multiply.
  ///
  /// - Parameter other: The constraint to compare with.
  /// - Returns: True when both constrain the layout in the same way.
  /// - Complexity: O(1).
  public func isEquivalent(to other: LayoutConstraint) -> Bool {
    guard relation == other.relation, constant == other.constant, storedPriority == other.storedPriority,
      sameAnchor(firstValue, other.firstValue)
    else { return false }
    switch (secondValue, other.secondValue) {
    case (nil, nil): return true
    case (let mine?, let theirs?): return multiplier == other.multiplier && sameAnchor(mine, theirs)
    default: return false
    }
  }

  private func sameAnchor(_ a: AnchorValue, _ b: AnchorValue) -> Bool {
    switch (a, b) {
    case (.attribute(let itemA, let attributeA), .attribute(let itemB, let attributeB)):
      return attributeA == attributeB && itemA.object === itemB.object
    case (.offset(let fromA, let toA), .offset(let fromB, let toB)):
      return sameAnchor(fromA, fromB) && sameAnchor(toA, toB)
    default:
      return false
    }
  }
}
