import ConstraintSolver
import Foundation

/// A relationship between two layout attributes, `first REL multiplier × second + constant`,
/// as UIKit's `NSLayoutConstraint` (behaviour-1 §1.5–§1.8).
///
/// A new constraint is inactive. Activate it (``isActive``, ``activate(_:)``) to install it on
/// the nearest common ancestor of its items; only then does the engine use it. The items,
/// attributes, relation and multiplier never change; ``constant``, ``priority`` (within
/// required or within optional while active), ``identifier`` and ``isActive`` may, and a change
/// reaches the engine incrementally.
///
/// The class is open, as UIKit's: a subclass (a layout DSL's constraint carrying a label, say)
/// inherits ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``.
open class LayoutConstraint: NSObject {
  // The parts are set once, by the initialisers, right after `init()`: UIKit's only designated
  // initialiser is `init()`, which a subclass must inherit to inherit the item initialiser.
  // Every translation and activation reads them, and what is marked unchecked here is only ever
  // assigned whole, in one statement: it skips the run-time exclusivity check each read paid.
  @exclusivity(unchecked) var firstValue: AnchorValue = .attribute(WeakItem(nil), .notAnAttribute)
  @exclusivity(unchecked) var secondValue: AnchorValue?
  private(set) var storedRelation = LayoutRelation.equal
  private(set) var storedMultiplier: CGFloat = 1
  /// Who made the constraint: the user, or the system on the user's behalf.
  @exclusivity(unchecked) public private(set) var origin = Origin.user
  /// For a constraint made with a system-spacing anchor method, the multiplier of the spacing.
  public var systemSpacingMultiplier: CGFloat? { extras?.systemSpacingMultiplier }
  /// Why the item initialiser could not use an item it was given, for activation to report.
  var itemProblem: String? { extras?.itemProblem }

  /// The relation between the two sides.
  open var relation: LayoutRelation { storedRelation }
  /// The factor applied to the second attribute.
  open var multiplier: CGFloat { storedMultiplier }

  /// The value added to the second side. Changing it updates an active constraint in place.
  open var constant: CGFloat {
    get { constantStorage }
    set {
      guard newValue != constantStorage else { return }
      constantStorage = newValue
      owner?.constraintDidChange(self)
    }
  }
  /// ``constant``'s storage, private so that reading it (every translation does) costs no
  /// run-time exclusivity check.
  private var constantStorage: CGFloat = 0

  /// Sets ``constant`` without telling the engine, for a caller that changes several first (a
  /// content size's pair, which the engine solves as one) and then reports each change
  /// (``View/constraintDidChange(_:)``). Returns whether the constant changed.
  func setConstantUnreported(_ newValue: CGFloat) -> Bool {
    guard newValue != constantStorage else { return false }
    constantStorage = newValue
    return true
  }

  @exclusivity(unchecked) var storedPriority: LayoutPriority = .required
  /// A name shown in logs.
  open var identifier: String?
  /// What few constraints have, made when one does: a layout makes tens of thousands of
  /// constraints, and these parts were a quarter of each one's memory.
  private var extras: Extras?

  private final class Extras {
    var systemSpacingMultiplier: CGFloat?
    var itemProblem: String?
    var debugAddress = LazyDebugAddress()
  }

  private var extrasForWriting: Extras {
    if let extras { return extras }
    let new = Extras()
    extras = new
    return new
  }

  /// The address logs show for the constraint, given when first asked for.
  var ownDebugAddress: DebugAddress { extrasForWriting.debugAddress.get(.constraint) }

  /// The view that owns the constraint while it is active: the nearest common ancestor.
  public internal(set) var owner: View? {
    get { ownerReference.view }
    set { ownerReference.view = newValue }
  }
  @exclusivity(unchecked) private var ownerReference = WeakView()
  /// When the constraint was activated, for choosing which one to break (spec decision 3).
  @exclusivity(unchecked) var activationStamp = 0
  /// The engine the constraint is installed in, by its ``LayoutEngine/installationID`` (0 for
  /// none), and its translation there: an engine's record of what it holds, kept in the
  /// constraints instead of a table keyed by them, which a large build read and wrote at random
  /// once per constraint (a cache miss each). Read only by the engine of that id, whose solver
  /// holds the translation; an engine emptied for reuse takes a new id, so what it held reads as
  /// not installed without a walk. (A one-shot engine, fitting a size, keeps a table: its
  /// constraints are installed in their hierarchy's engine at the same time.)
  @exclusivity(unchecked) var installedEngineID = 0
  @exclusivity(unchecked) unowned(unsafe) var installedTranslation: ConstraintSolver.Constraint?
  /// Where the constraint is in its owner's list (``ConstraintList``); -1 when it is in none.
  /// Unchecked for exclusive access at run time: only that list reads and writes it, each time in
  /// one statement.
  @exclusivity(unchecked) var positionInOwnerList = -1
  /// The stamp (``ProcessStamp``) of the last ``activateOrThrow(_:)`` that took the constraint,
  /// so that one listed twice is activated once.
  @exclusivity(unchecked) var activationBatchStamp = 0

  /// Whether the constraint is installed and used by the engine.
  ///
  /// Setting it to true installs the constraint on the nearest common ancestor of its items;
  /// an illegal constraint is not installed and the error is reported through the hierarchy's
  /// ``LayoutDiagnostics`` (``activate()`` throws instead). Setting it to false uninstalls it.
  open var isActive: Bool {
    get { owner != nil }
    set {
      if newValue {
        do { try activate() } catch { report(error) }
      } else {
        deactivate()
      }
    }
  }

  /// Creates an empty constraint, as UIKit's designated initialiser `init()`; it relates
  /// nothing, and activating it reports it as illegal. Use the item initialiser or anchors.
  public override init() {
    super.init()
  }

  convenience init(
    first: AnchorValue, relation: LayoutRelation, second: AnchorValue?, multiplier: CGFloat, constant: CGFloat,
    priority: LayoutPriority = .required, origin: Origin, systemSpacingMultiplier: CGFloat? = nil
  ) {
    self.init()
    firstValue = first
    secondValue = second
    storedRelation = relation
    storedMultiplier = multiplier
    // Stored directly, as an initialiser stores its own stored property: a subclass's override of
    // `constant` is not called while the constraint is being made.
    constantStorage = constant
    storedPriority = priority
    self.origin = origin
    if let systemSpacingMultiplier { extrasForWriting.systemSpacingMultiplier = systemSpacingMultiplier }
  }

  /// Creates an inactive constraint `item.attribute REL multiplier × toItem.toAttribute + constant`,
  /// as UIKit's initialiser of the same name.
  ///
  /// The items are views or layout guides (or a view controller's layout supports), passed as
  /// `Any` as in UIKit. With no second item the constraint is constant, `item.attribute REL
  /// constant`, whatever second attribute is passed (UIKit ignores it; behaviour-1 §1.5): only a
  /// size may be constant. A horizontal position may be related to a vertical one, as UIKit
  /// allows here (anchors forbid it by their types). Illegal combinations are accepted here and
  /// refused on activation, with the rule they break.
  public convenience init(
    item: Any, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem: Any?, attribute toAttribute: LayoutAttribute, multiplier: CGFloat, constant: CGFloat
  ) {
    // `as?` looks through an optional inside `Any`, as UIKit's bridging does.
    let first = item as? LayoutItem
    // No second item makes a constant constraint, whatever `toAttribute` says.
    let second: AnchorValue? = toItem.map { .attribute(WeakItem($0 as? LayoutItem), toAttribute) }
    self.init(
      first: .attribute(WeakItem(first), attribute), relation: relation, second: second,
      multiplier: multiplier, constant: constant, origin: .user)
    if first == nil {
      extrasForWriting.itemProblem = "the first item (\(type(of: item))) is not a view or a layout guide"
    } else if let toItem, !(toItem is LayoutItem) {
      extrasForWriting.itemProblem = "the second item (\(type(of: toItem))) is not a view or a layout guide"
    }
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
  var parts: [(LayoutItem?, LayoutAttribute)] {
    // The usual shapes in one array: activation and translation ask for every constraint.
    if case .attribute(let first, let firstAttribute) = firstValue {
      switch secondValue {
      case nil: return [(first.object, firstAttribute)]
      case .attribute(let second, let secondAttribute)?:
        return [(first.object, firstAttribute), (second.object, secondAttribute)]
      case .offset?: break
      }
    }
    return firstValue.parts + (secondValue?.parts ?? [])
  }

  /// Calls `body` with each item and attribute, in the order of ``parts``, until it returns
  /// false (then returns false); without making the array for the usual shapes.
  @inline(__always)
  final func allParts(_ body: (LayoutItem?, LayoutAttribute) -> Bool) -> Bool {
    if case .attribute(let first, let firstAttribute) = firstValue {
      switch secondValue {
      case nil: return body(first.object, firstAttribute)
      case .attribute(let second, let secondAttribute)?:
        return body(first.object, firstAttribute) && body(second.object, secondAttribute)
      case .offset?: break
      }
    }
    for (item, attribute) in parts where !body(item, attribute) { return false }
    return true
  }

  /// Whether an attribute the constraint reads satisfies `predicate`: as ``containsPart(where:)``
  /// without loading the items (a translation asks this of every constraint).
  final func containsAttribute(where predicate: (LayoutAttribute) -> Bool) -> Bool {
    func contains(_ value: AnchorValue) -> Bool {
      switch value {
      case .attribute(_, let attribute): predicate(attribute)
      case .offset(let from, let to): contains(from) || contains(to)
      }
    }
    return contains(firstValue) || secondValue.map(contains) ?? false
  }

  /// Whether any of ``parts`` satisfies `predicate`, without making the array for the usual
  /// shapes: asked of every constraint an ancestor owns when a view leaves, and of every one the
  /// engine adds.
  final func containsPart(where predicate: ((LayoutItem?, LayoutAttribute)) -> Bool) -> Bool {
    if case .attribute(let first, let firstAttribute) = firstValue {
      switch secondValue {
      case nil: return predicate((first.object, firstAttribute))
      case .attribute(let second, let secondAttribute)?:
        return predicate((first.object, firstAttribute)) || predicate((second.object, secondAttribute))
      case .offset?: break
      }
    }
    return parts.contains(where: predicate)
  }

  // MARK: Priority

  /// How strongly the constraint should hold; required (1000) by default.
  ///
  /// Setting a value outside (0, 1000], or changing an active constraint between required and
  /// optional, is refused: the priority stays as it was and the error is reported through the
  /// hierarchy's diagnostics. ``setPriority(_:)`` throws instead.
  open var priority: LayoutPriority {
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
  open override var description: String { languageText }

  /// The constraint exactly as UIKit's console shows it; the same as ``logDescription``.
  open override var debugDescription: String { logDescription }

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
