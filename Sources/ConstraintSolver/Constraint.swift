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
  /// The priority; `.required` unless set.
  public let priority: Priority
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
    context = nil
  }

  /// Creates the constraint `expression relation 0 @priority`, standing for `context`.
  package init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, context: AnyObject?) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
    self.context = context
  }

  /// A new constraint equal to this one but with another priority (and the same context).
  ///
  /// A different object: to change the priority of a constraint in a solver, remove the old one
  /// and add the new one.
  public func priority(_ priority: Priority) -> Constraint {
    Constraint(expression, relation, priority: priority, context: context)
  }

  /// The constraint in the constraint language: `2 * x + y - 10 >= 0`, with ` @750` when optional.
  ///
  /// Variables go on the left and the constant on the right, negated, so that
  /// `width == 100` reads as written.
  public var description: String {
    let lhs = Expression(expression.terms)
    let text = "\(lhs) \(relation.symbol) \(formatNumber(-expression.constant == 0 ? 0 : -expression.constant))"
    return priority.isRequired ? text : "\(text) @\(priority)"
  }
}
