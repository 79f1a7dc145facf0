import OpenAutoLayout

/// The root of an app's views on a screen: UIKit's `UIWindow`, the model's `Window`.
///
/// `UIWindow(frame: UIScreen.main.bounds)`, `UIWindow()`, `UIWindow(windowScene:)`,
/// `rootViewController`, `makeKeyAndVisible()`, `makeKey()`, `isKeyWindow`, `windowLevel`
/// (`UIWindow.Level.normal`, `.statusBar`, `.alert`), `screen` and `windowScene` work as in
/// UIKit. The window's traits and safe area are its screen's; `makeKeyAndVisible()` also lays
/// the window out, as the first display cycle would.
public typealias UIWindow = Window

/// A part of an app's interface: UIKit's `UIScene`, the model's `Scene`.
public typealias UIScene = Scene

/// A scene that shows windows on a screen: UIKit's `UIWindowScene`, the model's
/// `WindowScene`, with `screen`, `windows`, `keyWindow` and `traitCollection`.
public typealias UIWindowScene = WindowScene
