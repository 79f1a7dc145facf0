import Foundation

/// A relationship between two layout attributes, `first REL multiplier × second + constant`,
/// as UIKit's `NSLayoutConstraint` (behaviour-1 §1.5–§1.8).
///
/// A new constraint is inactive. Activate it (``isActive``, ``activate(_:)``) to install it on
/// the nearest common ancestor of its items; only then does the engine use it. The items,
/// attributes, relation and multiplier never change; ``constant``, ``priority`` (within
/// required or within optional while active), ``identifier`` and ``isActive`` may, and a change
/// reaches the engine incrementally.
public final class LayoutConstraint: CustomStringConvertible {
  let firstValue: AnchorValue
  let secondValue: AnchorValue?

  /// The relation between the two sides.
  public let relation: LayoutRelation
  /// The factor applied to the second attribute.
  public let multiplier: CGFloat
  /// Who made the constraint: the user, or the system on the user's behalf.
  public let origin: Origin
  /// For a constraint made with a system-spacing anchor method, the multiplier of the spacing.
  public let systemSpacingMultiplier: CGFloat?

  /// The value added to the second side. Changing it updates an active constraint in place.
  public var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      owner?.constraintDidChange(self)
    }
  }

  var storedPriority: LayoutPriority = .required
  /// A name shown in logs.
  public var identifier: String?
  var debugAddressStorage = LazyDebugAddress()

  /// The view that owns the constraint while it is active: the nearest common ancestor.
  public internal(set) weak var owner: View?
  /// When the constraint was activated, for choosing which one to break (spec decision 3).
  var activationStamp = 0

  init(
    first: AnchorValue, relation: LayoutRelation, second: AnchorValue?, multiplier: CGFloat, constant: CGFloat,
    priority: LayoutPriority = .required, origin: Origin, systemSpacingMultiplier: CGFloat? = nil
  ) {
    firstValue = first
    secondValue = second
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
    self.storedPriority = priority
    self.origin = origin
    self.systemSpacingMultiplier = systemSpacingMultiplier
  }

  /// Creates an inactive constraint `item.attribute REL multiplier × toItem.toAttribute + constant`,
  /// as UIKit's designated initialiser.
  ///
  /// A size may stand alone: pass `nil` and `.notAnAttribute` for the second item. Illegal
  /// combinations are accepted here and refused on activation, with the rule they break.
  public convenience init(
    item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem: LayoutItem?, attribute toAttribute: LayoutAttribute, multiplier: CGFloat, constant: CGFloat
  ) {
    let second: AnchorValue? =
      toItem == nil && toAttribute == .notAnAttribute ? nil : .attribute(WeakItem(toItem), toAttribute)
    self.init(
      first: .attribute(WeakItem(item), attribute), relation: relation, second: second,
      multiplier: multiplier, constant: constant, origin: .user)
  }

  // MARK: Items and attributes

  /// The item on the left-hand side.
  public var firstItem: LayoutItem? { firstValue.item }
  /// The attribute of the first item (`notAnAttribute` for an offset anchor).
  public var firstAttribute: LayoutAttribute { firstValue.attribute }
  /// The item on the right-hand side; nil for a constant constraint.
  public var secondItem: LayoutItem? { secondValue?.item }
  /// The attribute of the second item; `notAnAttribute` for a constant constraint.
  public var secondAttribute: LayoutAttribute { secondValue?.attribute ?? .notAnAttribute }

  /// Every item the constraint mentions, with the attribute it reads.
  var parts: [(LayoutItem?, LayoutAttribute)] { firstValue.parts + (secondValue?.parts ?? []) }

  // MARK: Priority

  /// How strongly the constraint should hold; required (1000) by default.
  ///
  /// Setting a value outside (0, 1000], or changing an active constraint between required and
  /// optional, is refused: the priority stays as it was and the error is reported through the
  /// hierarchy's diagnostics. ``setPriority(_:)`` throws instead.
  public var priority: LayoutPriority {
    get { storedPriority }
    set {
      do { try setPriority(newValue) } catch { report(error) }
    }
  }

  /// Sets the priority, or throws and changes nothing.
  ///
  /// - Throws: ``LayoutError/invalidPriority(_:constraint:)`` outside (0, 1000];
  ///   ``LayoutError/requiredOptionalMutation(from:to:constraint:)`` when an active constraint
  ///   would change between required and optional (spec decision 2).
  public func setPriority(_ priority: LayoutPriority) throws(LayoutError) {
    guard priority.isValid else { throw .invalidPriority(priority.rawValue, constraint: description) }
    if isActive && priority.isRequired != storedPriority.isRequired {
      throw .requiredOptionalMutation(from: storedPriority.rawValue, to: priority.rawValue, constraint: description)
    }
    guard priority != storedPriority else { return }
    storedPriority = priority
    owner?.constraintDidChange(self)
  }

  // MARK: Description

  /// The constraint in the constraint language (layout-document.md §2), such as
  /// `red.leading == blue.trailing + 8 @750`; ``ConstraintParser`` reads it back.
  public var description: String { languageText }

  /// Reports `error` through the diagnostics of the hierarchy the constraint belongs to.
  func report(_ error: LayoutError) {
    let view = owner ?? parts.lazy.compactMap { $0.0?.hostView }.first
    LayoutDiagnostics.report(.illegalConstraint(error), near: view)
  }
}

extension LayoutConstraint {
  /// Who made a constraint. UIKit shows system constraints under their own class names
  /// (`NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`) and identifiers.
  public enum Origin: Sendable, Equatable {
    /// Made by the user: anchors, the initialiser, VFL, documents.
    case user
    /// Translated from a view's autoresizing mask (`translatesAutoresizingMaskIntoConstraints`).
    case autoresizingMask
    /// A view's intrinsic content size on one axis, with its hugging or compression resistance.
    case contentSize
    /// Ties a system layout guide (margins, safe area, readable content) to its view.
    case systemGuide
    /// Fixes the root view's frame, as UIKit's `UIView-Encapsulated-Layout-…` constraints.
    case encapsulatedLayout
    /// Pulls a view towards a target size in `systemLayoutSizeFitting`.
    case fitting
    /// Made by a container view (a stack view) for its arranged views.
    case container

    /// Whether the system made it; when required constraints conflict, the user's break first.
    public var isSystem: Bool { self != .user }
  }
}
