import OpenAutoLayout

/// How strongly a constraint should hold, from 1 to 1000: UIKit's `UILayoutPriority`, the model's
/// `LayoutPriority`.
///
/// `UILayoutPriority(rawValue: 999)`, `.required`, `.defaultHigh`, `.defaultLow`,
/// `.fittingSizeLevel` and arithmetic such as `.defaultLow + 1` work as in UIKit.
public typealias UILayoutPriority = LayoutPriority
