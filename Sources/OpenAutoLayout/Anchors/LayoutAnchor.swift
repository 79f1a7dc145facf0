import Foundation

/// What an anchor measures: an attribute of an item, or the distance between two anchors.
enum AnchorValue {
  case attribute(WeakItem, LayoutAttribute)
  /// `to − from`, a size made of two positions on one axis (`anchorWithOffset(to:)`).
  indirect case offset(from: AnchorValue, to: AnchorValue)

  var item: LayoutItem? {
    switch self {
    case .attribute(let item, _): item.object
    case .offset(let from, _): from.item
    }
  }

  var attribute: LayoutAttribute {
    switch self {
    case .attribute(_, let attribute): attribute
    case .offset: .notAnAttribute
    }
  }

  /// Whether an attribute the value reads satisfies `predicate`, without loading an item.
  func containsAttribute(where predicate: (LayoutAttribute) -> Bool) -> Bool {
    switch self {
    case .attribute(_, let attribute): predicate(attribute)
    case .offset(let from, let to): from.containsAttribute(where: predicate) || to.containsAttribute(where: predicate)
    }
  }

  /// Every item and attribute the value reads.
  var parts: [(LayoutItem?, LayoutAttribute)] {
    switch self {
    case .attribute(let item, let attribute): [(item.object, attribute)]
    case .offset(let from, let to): from.parts + to.parts
    }
  }
}

/// A factory for constraints on one attribute of an item, as UIKit's `NSLayoutAnchor`.
///
/// The subclasses ``LayoutXAxisAnchor``, ``LayoutYAxisAnchor`` and ``LayoutDimension`` are
/// distinct types, so a constraint between a horizontal and a vertical anchor does not compile
/// (behaviour-1 §1.10). Every method returns an inactive constraint.
public class LayoutAnchor<AnchorType: AnyObject>: NSObject {
  let value: AnchorValue

  init(value: AnchorValue) {
    self.value = value
    super.init()
  }

  /// The item the anchor belongs to (for an offset anchor, the item it starts from).
  public var item: LayoutItem? { value.item }

  /// The anchor in the constraint language, such as `blue.leading`.
  public override var description: String { describe(value) }

  /// `self == anchor`.
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    constraint(.equal, anchor, constant: 0)
  }
  /// `self >= anchor`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: 0)
  }
  /// `self <= anchor`.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: 0)
  }
  /// `self == anchor + constant`.
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat) -> LayoutConstraint {
    constraint(.equal, anchor, constant: constant)
  }
  /// `self >= anchor + constant`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: constant)
  }
  /// `self <= anchor + constant`.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: constant)
  }

  func constraint(
    _ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat,
    systemSpacing: CGFloat? = nil
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: value, relation: relation, second: anchor?.value, multiplier: multiplier, constant: constant,
      origin: .user, systemSpacingMultiplier: systemSpacing)
  }
}

/// A horizontal position anchor: leading, trailing, left, right or centre X.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
  init(item: LayoutItem, attribute: LayoutAttribute) {
    super.init(value: .attribute(WeakItem(item), attribute))
  }

  /// The distance from this anchor to `otherAnchor`, as a dimension that can be constrained.
  public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
    LayoutDimension(value: .offset(from: value, to: otherAnchor.value))
  }

  /// `self == anchor + multiplier × system spacing` (8 points; spec decision 5).
  public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
    constraint(.equal, anchor, constant: systemSpacing * multiplier, systemSpacing: multiplier)
  }
  /// `self >= anchor + multiplier × system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier, systemSpacing: multiplier)
  }
  /// `self <= anchor + multiplier × system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier, systemSpacing: multiplier)
  }
}

/// A vertical position anchor: top, bottom, centre Y or a baseline.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  init(item: LayoutItem, attribute: LayoutAttribute) {
    super.init(value: .attribute(WeakItem(item), attribute))
  }

  /// The distance from this anchor to `otherAnchor`, as a dimension that can be constrained.
  public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
    LayoutDimension(value: .offset(from: value, to: otherAnchor.value))
  }

  /// `self == anchor + multiplier × system spacing` (8 points; spec decision 5).
  public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
    constraint(.equal, anchor, constant: systemSpacing * multiplier, systemSpacing: multiplier)
  }
  /// `self >= anchor + multiplier × system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier, systemSpacing: multiplier)
  }
  /// `self <= anchor + multiplier × system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier, systemSpacing: multiplier)
  }
}

/// A size anchor: width or height, or the distance between two position anchors.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  init(item: LayoutItem, attribute: LayoutAttribute) {
    super.init(value: .attribute(WeakItem(item), attribute))
  }

  override init(value: AnchorValue) { super.init(value: value) }

  /// `self == constant`.
  public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
    constraint(.equal, nil, constant: constant)
  }
  /// `self >= constant`.
  public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, nil, constant: constant)
  }
  /// `self <= constant`.
  public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
    constraint(.lessThanOrEqual, nil, constant: constant)
  }
  /// `self == anchor × multiplier`.
  public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat) -> LayoutConstraint {
    constraint(.equal, anchor, multiplier: multiplier, constant: 0)
  }
  /// `self >= anchor × multiplier`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: 0)
  }
  /// `self <= anchor × multiplier`.
  public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: 0)
  }
  /// `self == anchor × multiplier + constant`.
  public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat) -> LayoutConstraint {
    constraint(.equal, anchor, multiplier: multiplier, constant: constant)
  }
  /// `self >= anchor × multiplier + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }
  /// `self <= anchor × multiplier + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }
}

/// The system spacing of the anchor API, in points (spec decision 5).
let systemSpacing: CGFloat = 8

/// An anchor value in the constraint language: `blue.leading`, or `(red.leading - blue.trailing)`.
func describe(_ value: AnchorValue) -> String {
  switch value {
  case .attribute(let item, let attribute):
    "\(item.object?.layoutName ?? "nil").\(attribute)"
  case .offset(let from, let to):
    "(\(describe(to)) - \(describe(from)))"
  }
}
