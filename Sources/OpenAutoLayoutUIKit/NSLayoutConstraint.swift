import OpenAutoLayout

/// A relationship between two layout attributes: UIKit's `NSLayoutConstraint`, the model's
/// `LayoutConstraint`.
///
/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
/// `activate(_:)`, `deactivate(_:)`, `isActive`, `constant`, `priority` and `identifier` are the
/// model's own. UIKit's initialiser takes `Any` items; this one takes views and layout guides.
public typealias NSLayoutConstraint = LayoutConstraint

extension LayoutConstraint {
  /// The part of an item a constraint relates, as UIKit's `NSLayoutConstraint.Attribute`.
  public typealias Attribute = LayoutAttribute
  /// How the two sides of a constraint relate, as UIKit's `NSLayoutConstraint.Relation`.
  public typealias Relation = LayoutRelation
  /// A layout axis, as UIKit's `NSLayoutConstraint.Axis`.
  public typealias Axis = LayoutAxis
}
