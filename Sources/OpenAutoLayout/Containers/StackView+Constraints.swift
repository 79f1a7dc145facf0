import Foundation

/// One constraint a stack view wants: what it relates (its ``key``) and the parts that may change
/// in place (constant and priority).
struct StackConstraintSpec {
  let identifier: String
  let first: AnchorValue
  let relation: LayoutRelation
  let second: AnchorValue?
  var multiplier: CGFloat = 1
  var constant: CGFloat = 0
  var priority: LayoutPriority = .required
  /// Set for a gap of the system spacing, as UIKit makes it with `…SystemSpacingAfter…`.
  var systemSpacingMultiplier: CGFloat?
  /// Tells apart constraints that relate the same anchors (a gravity stack's holds, one per view).
  var tag: ObjectIdentifier?

  /// What the constraint relates. Two specs with one key are the same constraint, perhaps with
  /// another constant or priority; the relation, multiplier and items of a constraint never change.
  var key: StackConstraintKey {
    StackConstraintKey(
      identifier: StackConstraintKey.code(of: identifier), first: AnchorKey(first), relation: relation,
      second: second.map(AnchorKey.init), multiplier: multiplier, systemSpacing: systemSpacingMultiplier != nil,
      tag: tag)
  }

  func makeConstraint() -> LayoutConstraint {
    let constraint = LayoutConstraint(
      first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
      priority: priority, origin: .container, systemSpacingMultiplier: systemSpacingMultiplier)
    constraint.identifier = identifier
    return constraint
  }
}

/// What a stack's constraint relates. A hide or a show looks a few keys up in a table of
/// thousands, so a key is plain data, copied and compared without retains, and hashes one word.
struct StackConstraintKey: Hashable {
  /// The identifier, by a 64-bit FNV-1a hash of its UTF-8: the stacks name their constraints
  /// from a few fixed names, and a test checks that those all hash apart.
  let identifier: UInt64
  let first: AnchorKey
  let relation: LayoutRelation
  let second: AnchorKey?
  let multiplier: CGFloat
  let systemSpacing: Bool
  let tag: ObjectIdentifier?

  /// The 64-bit FNV-1a hash of `identifier`'s UTF-8.
  static func code(of identifier: String) -> UInt64 {
    func code(_ bytes: some Sequence<UInt8>) -> UInt64 {
      var code: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in bytes { code = (code ^ UInt64(byte)) &* 0x100_0000_01b3 }
      return code
    }
    return identifier.utf8.withContiguousStorageIfAvailable(code) ?? code(identifier.utf8)
  }

  func hash(into hasher: inout Hasher) {
    var mixed = identifier ^ first.mixed
    mixed = mixed &* 31 &+ UInt64(bitPattern: Int64(relation.rawValue))
    if let second { mixed = mixed &* 31 &+ second.mixed }
    if let tag { mixed = mixed &* 31 &+ UInt64(UInt(bitPattern: tag)) }
    hasher.combine(mixed)
  }
}

/// An anchor by the identity of its items: an attribute of an item, or the offset between two.
/// Arranged views are subviews, so they stay alive while a constraint of the stack mentions
/// them, and their identifiers are not reused meanwhile.
struct AnchorKey: Equatable {
  let item: ObjectIdentifier?
  let attribute: LayoutAttribute
  /// The offset's end (its start is `item` and `attribute`); nil for an attribute.
  let toItem: ObjectIdentifier?
  let toAttribute: LayoutAttribute?

  /// The stacks make offsets between two attributes only; a deeper one keys by its ends' first
  /// items, as ``AnchorValue/item`` reads them.
  init(_ value: AnchorValue) {
    switch value {
    case .attribute(let item, let attribute):
      (self.item, self.attribute, toItem, toAttribute) = (item.object.map(ObjectIdentifier.init), attribute, nil, nil)
    case .offset(let from, let to):
      item = from.item.map(ObjectIdentifier.init)
      attribute = from.attribute
      toItem = to.item.map(ObjectIdentifier.init)
      toAttribute = to.attribute
    }
  }

  /// The items' addresses and the attributes in one word, for ``StackConstraintKey``'s hash.
  var mixed: UInt64 {
    var mixed = UInt64(item.map { UInt(bitPattern: $0) } ?? 0) &* 64 &+ UInt64(bitPattern: Int64(attribute.rawValue))
    if let toAttribute {
      mixed = mixed &* 31 &+ UInt64(toItem.map { UInt(bitPattern: $0) } ?? 0) &* 64
      mixed = mixed &+ UInt64(bitPattern: Int64(toAttribute.rawValue))
    }
    return mixed
  }
}

/// The stack's constraints, installed on the stack, in the order they were installed.
///
/// Each remembers when it was installed instead of its place in a list: hiding a view removes
/// two of a long stack's constraints, and finding each in a list of thousands cost more than
/// the rest of the stack's work. Only a rebuild of the whole arrangement reads the order.
struct StackConstraintTable {
  private struct Entry {
    let constraint: LayoutConstraint
    let installation: Int
  }

  private var byKey: [StackConstraintKey: Entry] = [:]
  private var installations = 0

  init() {}

  init(_ pairs: [(StackConstraintKey, LayoutConstraint)]) {
    for (key, constraint) in pairs { append(constraint, for: key) }
  }

  /// The constraints in the order they were installed.
  var ordered: [LayoutConstraint] {
    byKey.values.sorted { $0.installation < $1.installation }.map(\.constraint)
  }

  func constraint(for key: StackConstraintKey) -> LayoutConstraint? { byKey[key]?.constraint }

  /// Forgets the constraint of `key` (the caller uninstalls it).
  mutating func remove(_ key: StackConstraintKey) {
    byKey[key] = nil
  }

  /// Adds `constraint` under `key`, last in installation order (the caller installs it).
  mutating func append(_ constraint: LayoutConstraint, for key: StackConstraintKey) {
    assert(byKey[key] == nil, "the stack wants two constraints with one key: \(key)")
    byKey[key] = Entry(constraint: constraint, installation: installations)
    installations += 1
  }
}

extension StackView {
  /// Makes the installed constraints those of `specs` (see ``View/applyContainerConstraints(_:replacing:)``).
  func applyArrangementConstraints(_ specs: [StackConstraintSpec]) {
    arrangementConstraints = applyContainerConstraints(specs, replacing: arrangementConstraints)
  }
}

extension View {
  /// Makes the installed constraints those of `specs`, touching only what differs: a constraint
  /// whose key is still wanted keeps its identity and changes its constant or priority in place;
  /// the others are uninstalled, and the new ones installed, in `specs` order.
  ///
  /// Stale constraints leave the engine first and new ones come last, so that the old
  /// arrangement never conflicts with the new one on the way.
  ///
  /// - Complexity: O(*c*) for the *c* specs, plus the engine's incremental cost of each removal,
  ///   in-place change and addition.
  /// Used by the stack views (``StackView``, ``GravityStackView``) for the constraints they make
  /// themselves; returns the new table.
  func applyContainerConstraints(
    _ specs: [StackConstraintSpec], replacing old: StackConstraintTable
  ) -> StackConstraintTable {
    var kept = Set<ObjectIdentifier>()
    var pairs: [(StackConstraintKey, LayoutConstraint)] = []
    var changes: [(LayoutConstraint, StackConstraintSpec)] = []
    var additions: [LayoutConstraint] = []
    pairs.reserveCapacity(specs.count)
    for spec in specs {
      let key = spec.key
      // The user may have deactivated one of ours, and the engine cannot move a constraint
      // between required and optional: both are made afresh.
      if let existing = old.constraint(for: key), existing.owner === self,
        existing.priority.isRequired == spec.priority.isRequired, !kept.contains(ObjectIdentifier(existing))
      {
        kept.insert(ObjectIdentifier(existing))
        changes.append((existing, spec))
        pairs.append((key, existing))
      } else {
        let constraint = spec.makeConstraint()
        additions.append(constraint)
        pairs.append((key, constraint))
      }
    }
    uninstall(old.ordered.filter { !kept.contains(ObjectIdentifier($0)) })
    for (constraint, spec) in changes {
      // `constant`'s observer tells the engine; a priority within one class changes in place.
      constraint.constant = spec.constant
      if constraint.storedPriority != spec.priority {
        constraint.storedPriority = spec.priority
        constraintDidChange(constraint)
      }
    }
    for constraint in additions { install(constraint) }
    return StackConstraintTable(pairs)
  }
}
