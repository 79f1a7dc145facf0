import OpenAutoLayout

/// A strip a controller's content stays clear of: UIKit's `UILayoutSupport`, the model's
/// `LayoutSupport`, the type of `UIViewController.topLayoutGuide` and `bottomLayoutGuide`
/// (deprecated in iOS 11; they follow the safe area). `length`, `topAnchor`, `bottomAnchor` and
/// `heightAnchor` work as in UIKit, and a guide may be a constraint's item or a visual format's
/// view.
public typealias UILayoutSupport = LayoutSupport
