import OpenAutoLayout

/// A factory for constraints on one attribute of an item: UIKit's `NSLayoutAnchor`, the model's
/// `LayoutAnchor`.
public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>

/// A horizontal position anchor (leading, trailing, left, right, centre X): UIKit's
/// `NSLayoutXAxisAnchor`, the model's `LayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor

/// A vertical position anchor (top, bottom, centre Y, baselines): UIKit's `NSLayoutYAxisAnchor`,
/// the model's `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor

/// A size anchor (width, height): UIKit's `NSLayoutDimension`, the model's `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
