/// A linear relation between expressions, with a priority: `expression (== | <= | >=) 0 @priority`.
///
/// A constraint is an immutable value with identity: the solver adds and removes the very object,
/// so two constraints that read the same are still two constraints. Build them with operators
/// (`x + 10 <= y`) and set a priority with ``priority(_:)``.
public final class Constraint: Sendable, CustomStringConvertible {
  /// How the two sides of a constraint relate. The names are `NSLayoutConstraint.Relation`'s.
  public enum Relation: Sendable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

    /// `==`, `<=` or `>=`.
    public var symbol: String {
      switch self {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// The left side minus the right side, as written.
  public let expression: Expression
  /// How `expression` relates to zero.
  public let relation: Relation
  /// The priority; `.required` unless set. For an optional equality with a ``priorityBelow``,
  /// the priority of not going above: `expression <= 0`.
  public let priority: Priority
  /// For an optional equality whose two directions weigh differently, the priority of not going
  /// below: `expression >= 0`; nil for any other constraint. A content size is one: a view's
  /// hugging keeps its width from growing past the content, its compression resistance keeps it
  /// from shrinking below. One row with an error each way at its own level is the pair of
  /// inequalities exactly (at most one error is positive at an optimum, as both cost), at half
  /// their rows and symbols: a layout's content sizes were half its constraints.
  public let priorityBelow: Priority?
  /// What the constraint stands for in the program that made it (a layout engine's constraint),
  /// if it said: carried by the constraint, so that no table maps one to the other. Never read
  /// by the solver; unchecked for `Sendable` as the program's own objects are not, which a
  /// program sharing a solver across threads must keep in mind.
  package nonisolated(unsafe) let context: AnyObject?

  /// Creates the constraint `expression relation 0 @priority`.
  public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
    priorityBelow = nil
    context = nil
  }

  /// Creates the constraint `expression relation 0 @priority`, standing for `context`.
  package init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, context: AnyObject?) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
    priorityBelow = nil
    self.context = context
  }

  /// Creates the optional equality `expression == 0` that costs `above` per unit above zero and
  /// `below` per unit below: the pair `expression <= 0 @above` and `expression >= 0 @below` as
  /// one constraint, solved in one row instead of two. Both priorities must be optional, or the
  /// solver refuses it (``SolverError/invalidPriority(_:)``).
  ///
  /// A view's content size is such a pair: `width - 60` with hugging (250) above and compression
  /// resistance (750) below.
  public convenience init(_ expression: Expression, above: Priority, below: Priority) {
    self.init(expression, above: above, below: below, context: nil)
  }

  /// ``init(_:above:below:)``, standing for `context`.
  package init(_ expression: Expression, above: Priority, below: Priority, context: AnyObject?) {
    self.expression = expression
    relation = .equal
    priority = above
    priorityBelow = below
    self.context = context
  }

  /// A new constraint equal to this one but with another priority (and the same context).
  ///
  /// A different object: to change the priority of a constraint in a solver, remove the old one
  /// and add the new one. A ``priorityBelow`` is kept.
  public func priority(_ priority: Priority) -> Constraint {
    if let priorityBelow { return Constraint(expression, above: priority, below: priorityBelow, context: context) }
    return Constraint(expression, relation, priority: priority, context: context)
  }

  /// Whether the priorities are ones the solver takes: ``priority`` in (0, 1000], and a
  /// ``priorityBelow`` only beside an optional ``priority`` on an equality, itself optional.
  var hasValidPriorities: Bool {
    guard priority.isValid else { return false }
    guard let priorityBelow else { return true }
    return relation == .equal && !priority.isRequired && priorityBelow.isValid && !priorityBelow.isRequired
  }

  /// The priority the solver refuses, for ``SolverError/invalidPriority(_:)``: ``priority``
  /// unless only ``priorityBelow`` is at fault.
  var invalidPriority: Priority {
    guard priority.isValid, !priority.isRequired, relation == .equal, let priorityBelow else { return priority }
    return priorityBelow
  }

  /// The constraint in the constraint language: `2 * x + y - 10 >= 0`, with ` @750` when optional.
  ///
  /// Variables go on the left and the constant on the right, negated, so that
  /// `width == 100` reads as written.
  public var description: String {
    let lhs = Expression(expression.terms)
    let text = "\(lhs) \(relation.symbol) \(formatNumber(-expression.constant == 0 ? 0 : -expression.constant))"
    if let priorityBelow { return "\(text) @\(priority) below @\(priorityBelow)" }
    return priority.isRequired ? text : "\(text) @\(priority)"
  }
}
