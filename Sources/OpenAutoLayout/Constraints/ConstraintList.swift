/// The constraints a view owns, in the order they were installed, with O(1) removal.
///
/// Removal leaves a hole that the next read compacts, so that deactivating many constraints of
/// one owner costs O(*n*), not O(*n*²). Each constraint keeps its own position in its owner's
/// list (``LayoutConstraint/positionInOwnerList``): a constraint has one owner at a time, and a
/// dictionary per view hashed every constraint installed.
struct ConstraintList {
  private var slots: [LayoutConstraint?] = []
  /// How many slots hold a constraint.
  private var liveCount = 0

  mutating func append(_ constraint: LayoutConstraint) {
    constraint.positionInOwnerList = slots.count
    slots.append(constraint)
    liveCount += 1
  }

  mutating func remove(_ constraint: LayoutConstraint) {
    let position = constraint.positionInOwnerList
    guard position >= 0, position < slots.count, slots[position] === constraint else { return }
    slots[position] = nil
    constraint.positionInOwnerList = -1
    liveCount -= 1
    // Compact once the holes are half the storage, keeping the amortised cost O(1).
    if slots.count > 16 && liveCount * 2 < slots.count { compact() }
  }

  var elements: [LayoutConstraint] { slots.compactMap { $0 } }

  /// Appends the constraints to `array`, in order, without an array of their own.
  func appendElements(to array: inout [LayoutConstraint]) {
    for case let constraint? in slots { array.append(constraint) }
  }

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
    for (position, constraint) in live.enumerated() { constraint.positionInOwnerList = position }
  }
}
