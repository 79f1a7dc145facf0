import ConstraintSolver
import Foundation

/// Turning a layout constraint into a linear constraint on item variables.
///
/// An item's variables are its alignment rectangle in its superview's bounds (a guide's, in its
/// owning view's), as in Apple's engine: constraints inside a subtree stay local to it, so rows
/// do not fill in along long chains of nested views, and a subtree moves without re-solving its
/// inside. A constraint relates attribute values measured in its owner's coordinate space
/// (behaviour-1 §1.1): a position is the item's origin plus its ancestors' origins up to the
/// owner, so that a multiplier scales the distance from the owner's origin (S-20). In a
/// right-to-left layout, a constraint that names leading or trailing is solved in the mirrored
/// space (§1.21): leading is the right edge, positions are measured from the owner's right edge,
/// and a positive constant moves towards the left.
///
/// Scroll views (behaviour-2 §1.19, §5) add two rules, kept in `ScrollView+Anchors.swift`: a
/// scroll view's bounds origin is its content offset, so measuring across one subtracts its
/// frame layout guide's position; and in a user's constraint between a scroll view and its
/// descendants, the scroll view's edges stand for its content layout guide's and its size and
/// centre for its frame layout guide's.
extension LayoutEngine {
  func translate(_ constraint: LayoutConstraint) -> ConstraintSolver.Constraint? {
    translate(constraint, owner: constraint.owner)
  }

  /// `constraint` as it would be in the engine if `owner` held it: for trying out a constraint
  /// that is not active.
  func translate(_ constraint: LayoutConstraint, owner: View?) -> ConstraintSolver.Constraint? {
    guard let expression = translatedExpression(of: constraint, owner: owner) else { return nil }
    let relation: ConstraintSolver.Constraint.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return ConstraintSolver.Constraint(
      expression, relation, priority: constraint.priority.solverPriority, context: constraint)
  }

  /// `first − multiplier × second − constant` of `constraint` in the engine's variables, measured
  /// in `owner`'s coordinates; nil when an item is gone or an attribute cannot be read.
  func translatedExpression(of constraint: LayoutConstraint, owner: View?) -> ConstraintSolver.Expression? {
    // Each side read once: a read of a side is a retain and a release.
    let first = constraint.firstValue
    let second = constraint.secondValue
    let mirrored = isMirrored(constraint, first, second)
    // A size against a constant (an intrinsic size, most often) has one term; another item
    // against a constant rarely more than its own and an origin's; a pair of items up to four.
    let capacity: Int
    if second != nil {
      capacity = 4
    } else if case .attribute(_, let attribute) = first, attribute.kind == .dimension {
      capacity = 1
    } else {
      capacity = 2
    }
    var expression = LinearBuilder(engine: self, capacity: capacity)
    expression.scrollView = ScrollView.substitutingAnchors(in: constraint, owner: owner)
    guard expression.add(first, scale: 1, owner: owner, mirrored: mirrored) else { return nil }
    if let second {
      guard expression.add(second, scale: -Double(constraint.multiplier), owner: owner, mirrored: mirrored) else {
        return nil
      }
    }
    expression.constant -= Double(constraint.constant)
    return expression.takeExpression()
  }

  /// Whether the constraint, whose sides are `first` and `second`, is solved in the mirrored
  /// space: the user's (or a container's) constraint naming leading or trailing, whose first item
  /// reads right to left.
  private func isMirrored(_ constraint: LayoutConstraint, _ first: AnchorValue, _ second: AnchorValue?) -> Bool {
    guard constraint.origin == .user || constraint.origin == .container else { return false }
    guard first.containsAttribute(where: \.isDirectional) || second?.containsAttribute(where: \.isDirectional) == true
    else { return false }
    return first.item?.hostView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }
}

/// An expression being assembled, with like terms merged.
struct LinearBuilder {
  /// Told about every item whose variables the expression uses.
  let engine: LayoutEngine
  /// The scroll view whose own anchors stand for its guides' in this constraint, if any.
  var scrollView: ScrollView?
  /// The terms in the order their variables first came, like terms merged. A constraint has a
  /// handful (two items, their ancestors up to the owner), so a linear search beats hashing. They
  /// are the expression's terms as they are: one array per constraint, not a second one.
  private var terms: [ConstraintSolver.Expression.Term] = []
  var constant: Double = 0

  /// A builder whose terms have room for `capacity` before they grow: the expression keeps the
  /// array, so its capacity is memory the engine holds for as long as the constraint.
  init(engine: LayoutEngine, capacity: Int) {
    self.engine = engine
    terms.reserveCapacity(capacity)
  }

  mutating func add(_ variable: consuming Variable, _ coefficient: Double) {
    for index in terms.indices where terms[index].variable === variable {
      terms[index] = ConstraintSolver.Expression.Term(variable, coefficient: terms[index].coefficient + coefficient)
      return
    }
    terms.append(ConstraintSolver.Expression.Term(variable, coefficient: coefficient))
  }

  /// The expression, without the terms that cancelled out or came with a zero coefficient (a
  /// leading edge adds no part of the width). Removed in place: no second array.
  mutating func takeExpression() -> ConstraintSolver.Expression {
    if let first = terms.firstIndex(where: { abs($0.coefficient) < 1e-12 }) {
      // The kept terms move down, in order, by swaps in the buffer: no retain or release each.
      let kept = terms.withUnsafeMutableBufferPointer { buffer -> Int in
        var kept = first
        for index in (first + 1)..<buffer.count where abs(buffer[index].coefficient) >= 1e-12 {
          buffer.swapAt(kept, index)
          kept += 1
        }
        return kept
      }
      terms.removeLast(terms.count - kept)
    }
    return ConstraintSolver.Expression(terms, constant: constant)
  }

  /// Adds `scale` × the value of `anchor`, measured in `owner`'s coordinates (root coordinates
  /// when there is no owner). Returns false when an item is gone.
  mutating func add(_ anchor: AnchorValue, scale: Double, owner: View?, mirrored: Bool) -> Bool {
    switch anchor {
    case .offset(let from, let to):
      return add(to, scale: scale, owner: owner, mirrored: mirrored)
        && add(from, scale: -scale, owner: owner, mirrored: mirrored)
    case .attribute(let weakItem, let attribute):
      guard let item = weakItem.object else { return false }
      return add(item, attribute, scale: scale, owner: owner, mirrored: mirrored)
    }
  }

  private mutating func add(
    _ item: LayoutItem, _ attribute: LayoutAttribute, scale: Double, owner: View?, mirrored: Bool
  ) -> Bool {
    // The item another stands for is translated in its place (a scroll view's guide, a view's
    // margins guide), so that the usual item is used as it was passed, without a copy.
    if let scrollView, item === scrollView, let guide = scrollView.guide(standingFor: attribute) {
      return add(guide, attribute, scale: scale, owner: owner, mirrored: mirrored)
    }
    if let plain = attribute.withoutMargin {
      guard let view = item as? View else { return false }
      return add(view.layoutMarginsGuide, plain, scale: scale, owner: owner, mirrored: mirrored)
    }
    // What the item is, found once: each cast was paid again by every step below.
    let view = item as? View
    let guide = view == nil ? item as? LayoutGuide : nil
    guard let variables = view?.engineQuad ?? guide?.engineQuad else { return false }
    if let view { engine.register(view) }
    switch attribute {
    case .width: add(variables.width, scale)
    case .height: add(variables.height, scale)
    case .notAnAttribute: return false
    case .left, .right, .leading, .trailing, .centerX:
      // Physically: left, right or centre; leading is the right edge when mirrored.
      let fraction: Double =
        switch attribute {
        case .left: 0
        case .right: 1
        case .leading: mirrored ? 1 : 0
        case .trailing: mirrored ? 0 : 1
        default: 0.5
        }
      let sign: Double = mirrored ? -1 : 1
      addOrigin(view: view, guide: guide, variables: variables, axis: .horizontal, in: owner, scale: sign * scale)
      add(variables.width, sign * scale * fraction)
      if mirrored, let owner {
        // Measured from the owner's right edge: its bounds' width less the position.
        let insets = owner.alignmentRectInsets
        add(owner.engineQuad.width, scale)
        constant += scale * Double(insets.left + insets.right)
      }
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline:
      if attribute.isBaseline {
        guard let view else { return false }
        addBaseline(of: view, first: attribute == .firstBaseline, owner: owner, scale: scale)
      } else {
        let fraction: Double = attribute == .top ? 0 : attribute == .bottom ? 1 : 0.5
        addOrigin(view: view, guide: guide, variables: variables, axis: .vertical, in: owner, scale: scale)
        add(variables.height, scale * fraction)
      }
    default:
      return false
    }
    return true
  }

  /// The item's alignment-rectangle origin on `axis`, measured in `owner`'s bounds: the item's
  /// own position variable plus each ancestor's frame origin up to the owner. Without an owner
  /// (the root's own frame constraints) the item's variable alone. The item is `view` or
  /// `guide`, whose variables are `variables`; a view must already be registered with the engine.
  private mutating func addOrigin(
    view: View?, guide: LayoutGuide?, variables: VariableQuad, axis: LayoutAxis, in owner: View?, scale: Double
  ) {
    let horizontal = axis == .horizontal
    var ancestor: View?
    if let view {
      if view === owner {
        // An item measured in its own bounds: its alignment rectangle starts at its inset.
        let insets = view.alignmentRectInsets
        constant += scale * Double(horizontal ? insets.left : insets.top)
        return
      }
      // The view itself is registered by the callers, which read its other variables too.
      add(horizontal ? variables.minX : variables.minY, scale)
      // Usually the owner: a constraint is owned by its items' nearest common ancestor.
      guard let owner, view.unretainedSuperview?.toOpaque() != Unmanaged.passUnretained(owner).toOpaque() else {
        return
      }
      ancestor = view.superview
    } else if let guide {
      add(horizontal ? variables.minX : variables.minY, scale)
      ancestor = guide.owningView
    }
    guard let owner else { return }
    while let view = ancestor, view !== owner {
      let insets = view.alignmentRectInsets
      add(horizontal ? view.engineQuad.minX : view.engineQuad.minY, scale)
      engine.register(view)
      constant -= scale * Double(horizontal ? insets.left : insets.top)
      if let boundsGuide = view.boundsOriginGuide {
        // A scroll view's content is measured from its bounds origin, the content offset.
        add(horizontal ? boundsGuide.engineQuad.minX : boundsGuide.engineQuad.minY, -scale)
      }
      ancestor = view.superview
    }
  }

  /// A baseline: a text view's, from its font metrics, or the bottom of the alignment rectangle
  /// for a view without text (behaviour-1 §1.5).
  private mutating func addBaseline(of view: View, first: Bool, owner: View?, scale: Double) {
    let source = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    let variables = source.engineQuad
    engine.register(source)
    addOrigin(view: source, guide: nil, variables: variables, axis: .vertical, in: owner, scale: scale)
    if first, let offset = source.firstBaselineOffsetFromTop {
      constant += scale * Double(offset - source.alignmentRectInsets.top)
    } else if !first, let offset = source.lastBaselineOffsetFromBottom {
      add(variables.height, scale)
      constant += scale * Double(source.alignmentRectInsets.bottom - offset)
    } else {
      add(variables.height, scale)
    }
  }
}

extension VariableQuad {
  // An item's variables read through its quad, which holds their addresses: the item keeps them
  // alive, so a translation reads them without retaining the item's `ItemVariables` for each
  // anchor (a retain is a cache miss on an object otherwise untouched).
  var minX: Variable { Self.variable(at: addresses.0) }
  var minY: Variable { Self.variable(at: addresses.1) }
  var width: Variable { Self.variable(at: addresses.2) }
  var height: Variable { Self.variable(at: addresses.3) }

  @inline(__always)
  private static func variable(at address: UInt) -> Variable {
    // An object's address is never zero.
    Unmanaged<Variable>.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped).takeUnretainedValue()
  }
}
