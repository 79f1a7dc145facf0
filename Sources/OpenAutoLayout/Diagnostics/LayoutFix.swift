/// One change to a layout that a diagnosis suggests: the concrete step that removes an
/// ambiguity or a conflict. ``apply()`` makes it; ``description`` says it in words.
public enum LayoutFix: CustomStringConvertible {
  /// Raise (or lower) a view's content hugging priority on an axis.
  case setContentHuggingPriority(View, LayoutPriority, LayoutAxis)
  /// Raise (or lower) a view's compression resistance priority on an axis.
  case setContentCompressionResistancePriority(View, LayoutPriority, LayoutAxis)
  /// Add a constraint (inactive until applied).
  case addConstraint(LayoutConstraint)
  /// Deactivate a constraint.
  case removeConstraint(LayoutConstraint)
  /// Make a required constraint optional, at the given priority.
  case makeOptional(LayoutConstraint, LayoutPriority)
  /// Stop translating a view's autoresizing mask into constraints.
  case stopTranslatingAutoresizingMask(View)

  /// Makes the change. A constraint that must change between required and optional is
  /// deactivated, changed and activated again, since an active one may not (spec decision 2).
  public func apply() {
    switch self {
    case .setContentHuggingPriority(let view, let priority, let axis):
      view.setContentHuggingPriority(priority, for: axis)
    case .setContentCompressionResistancePriority(let view, let priority, let axis):
      view.setContentCompressionResistancePriority(priority, for: axis)
    case .addConstraint(let constraint):
      constraint.isActive = true
    case .removeConstraint(let constraint):
      constraint.isActive = false
    case .makeOptional(let constraint, let priority):
      let wasActive = constraint.isActive
      constraint.isActive = false
      constraint.priority = priority
      constraint.isActive = wasActive
    case .stopTranslatingAutoresizingMask(let view):
      view.translatesAutoresizingMaskIntoConstraints = false
    }
  }

  public var description: String {
    switch self {
    case .setContentHuggingPriority(let view, let priority, let axis):
      "\(verb(view.contentHuggingPriority(for: axis), priority)) \(view.layoutName)'s \(axis.name) hugging to \(priority)"
    case .setContentCompressionResistancePriority(let view, let priority, let axis):
      "\(verb(view.contentCompressionResistancePriority(for: axis), priority)) \(view.layoutName)'s \(axis.name) "
        + "compression resistance to \(priority)"
    case .addConstraint(let constraint):
      "add the constraint \(constraint)"
    case .removeConstraint(let constraint):
      "remove the constraint \(constraint)"
    case .makeOptional(let constraint, let priority):
      "make \(constraint) optional (@\(priority))"
    case .stopTranslatingAutoresizingMask(let view):
      "set translatesAutoresizingMaskIntoConstraints = false on \(view.layoutName)"
    }
  }
}

/// `raise`, `lower` or `set`, from the current priority to the new one.
private func verb(_ current: LayoutPriority, _ new: LayoutPriority) -> String {
  new > current ? "raise" : new < current ? "lower" : "set"
}

extension LayoutAxis {
  /// `horizontal` or `vertical`, for messages.
  var name: String { self == .horizontal ? "horizontal" : "vertical" }
}
