import OpenAutoLayout

/// A rectangle that takes part in Auto Layout without being a view: UIKit's `UILayoutGuide`,
/// the model's `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
