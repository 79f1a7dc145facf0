/// The constraints a view owns, in the order they were installed, with O(1) removal.
///
/// Removal leaves a hole that the next read compacts, so that deactivating many constraints of
/// one owner costs O(*n*), not O(*n*²).
struct ConstraintList {
  private var slots: [LayoutConstraint?] = []
  private var index: [ObjectIdentifier: Int] = [:]

  mutating func append(_ constraint: LayoutConstraint) {
    index[ObjectIdentifier(constraint)] = slots.count
    slots.append(constraint)
  }

  mutating func remove(_ constraint: LayoutConstraint) {
    guard let position = index.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    slots[position] = nil
    // Compact once the holes are half the storage, keeping the amortised cost O(1).
    if slots.count > 16 && index.count * 2 < slots.count { compact() }
  }

  var elements: [LayoutConstraint] { slots.compactMap { $0 } }

  /// The constraints for which `isIncluded` is true, in order, without copying the others: an
  /// owner with many constraints is searched for a few (those a leaving subview takes along).
  func filter(_ isIncluded: (LayoutConstraint) -> Bool) -> [LayoutConstraint] {
    var found: [LayoutConstraint] = []
    for case let constraint? in slots where isIncluded(constraint) { found.append(constraint) }
    return found
  }

  private mutating func compact() {
    let live: [LayoutConstraint] = slots.compactMap { $0 }
    slots = live
    index.removeAll(keepingCapacity: true)
    for (position, constraint) in live.enumerated() { index[ObjectIdentifier(constraint)] = position }
  }
}
