import UIKit

// An operator layout DSL, written here the way such libraries are written: operators over
// UIKit's anchor types build an expression (`b.leadingAnchor + 8`, `a.widthAnchor * 0.5`), a
// relation operator makes an active constraint, and `~` sets its priority. Used by
// OperatorDSLTests.

/// An anchor with a multiplier and a constant, before it is related to another.
struct AnchorExpression<AnchorType: AnyObject> {
  let anchor: NSLayoutAnchor<AnchorType>
  var multiplier: CGFloat = 1
  var constant: CGFloat = 0
}

func + <T>(lhs: NSLayoutAnchor<T>, rhs: CGFloat) -> AnchorExpression<T> {
  AnchorExpression(anchor: lhs, constant: rhs)
}

func - <T>(lhs: NSLayoutAnchor<T>, rhs: CGFloat) -> AnchorExpression<T> {
  AnchorExpression(anchor: lhs, constant: -rhs)
}

func * (lhs: NSLayoutDimension, rhs: CGFloat) -> AnchorExpression<NSLayoutDimension> {
  AnchorExpression(anchor: lhs, multiplier: rhs)
}

func + (lhs: AnchorExpression<NSLayoutDimension>, rhs: CGFloat) -> AnchorExpression<NSLayoutDimension> {
  var expression = lhs
  expression.constant += rhs
  return expression
}

precedencegroup LayoutPriorityPrecedence {
  lowerThan: ComparisonPrecedence
  higherThan: AssignmentPrecedence
}
infix operator ~: LayoutPriorityPrecedence

// Anchors are NSObjects, which are Equatable: `a == b` between two anchors would pick NSObject's
// `==` (a Bool) over a generic operator, as on iOS. So the anchor-to-anchor relation is declared
// for each concrete anchor type, as operator DSLs declare it.
@discardableResult
func == (lhs: NSLayoutXAxisAnchor, rhs: NSLayoutXAxisAnchor) -> NSLayoutConstraint {
  activated(lhs.constraint(equalTo: rhs))
}

@discardableResult
func == (lhs: NSLayoutYAxisAnchor, rhs: NSLayoutYAxisAnchor) -> NSLayoutConstraint {
  activated(lhs.constraint(equalTo: rhs))
}

@discardableResult
func == (lhs: NSLayoutDimension, rhs: NSLayoutDimension) -> NSLayoutConstraint {
  activated(lhs.constraint(equalTo: rhs))
}

@discardableResult
func == <T>(lhs: NSLayoutAnchor<T>, rhs: AnchorExpression<T>) -> NSLayoutConstraint {
  if let dimension = lhs as? NSLayoutDimension, let other = rhs.anchor as? NSLayoutDimension, rhs.multiplier != 1 {
    return activated(dimension.constraint(equalTo: other, multiplier: rhs.multiplier, constant: rhs.constant))
  }
  return activated(lhs.constraint(equalTo: rhs.anchor, constant: rhs.constant))
}

@discardableResult
func >= <T>(lhs: NSLayoutAnchor<T>, rhs: AnchorExpression<T>) -> NSLayoutConstraint {
  activated(lhs.constraint(greaterThanOrEqualTo: rhs.anchor, constant: rhs.constant))
}

@discardableResult
func <= <T>(lhs: NSLayoutAnchor<T>, rhs: AnchorExpression<T>) -> NSLayoutConstraint {
  activated(lhs.constraint(lessThanOrEqualTo: rhs.anchor, constant: rhs.constant))
}

@discardableResult
func == (lhs: NSLayoutDimension, rhs: CGFloat) -> NSLayoutConstraint {
  activated(lhs.constraint(equalToConstant: rhs))
}

@discardableResult
func <= (lhs: NSLayoutDimension, rhs: CGFloat) -> NSLayoutConstraint {
  activated(lhs.constraint(lessThanOrEqualToConstant: rhs))
}

/// Sets the priority of an active constraint: an optional one may change while active, so the
/// constraint is deactivated first when it moves between required and optional (UIKit refuses
/// that change on an active constraint).
@discardableResult
func ~ (lhs: NSLayoutConstraint, rhs: UILayoutPriority) -> NSLayoutConstraint {
  let wasActive = lhs.isActive
  if wasActive && (lhs.priority == .required) != (rhs == .required) { lhs.isActive = false }
  lhs.priority = rhs
  lhs.isActive = wasActive
  return lhs
}

@discardableResult
func ~ (lhs: NSLayoutConstraint, rhs: Float) -> NSLayoutConstraint {
  lhs ~ UILayoutPriority(rhs)
}

private func activated(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
  if let view = constraint.firstItem as? UIView { view.translatesAutoresizingMaskIntoConstraints = false }
  constraint.isActive = true
  return constraint
}
