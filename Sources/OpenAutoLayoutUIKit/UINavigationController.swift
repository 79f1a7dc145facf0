import OpenAutoLayout

/// A stack of controllers under a navigation bar: UIKit's `UINavigationController`, the model's
/// `NavigationController`.
///
/// `UINavigationController(rootViewController:)`, `viewControllers`, `topViewController`,
/// `pushViewController(_:animated:)`, `popViewController(animated:)`,
/// `setNavigationBarHidden(_:animated:)` and `UIViewController.navigationController` work as in
/// UIKit, without animation. The bar (44 points; 32 in compact height on an iPhone; 50 on an
/// iPad) is translucent: the top controller's view fills the container and its safe area, and
/// `topLayoutGuide`, start below the bar.
public typealias UINavigationController = NavigationController

/// The bar of a navigation controller: UIKit's `UINavigationBar`, the model's `NavigationBar`
/// (its height only).
public typealias UINavigationBar = NavigationBar
