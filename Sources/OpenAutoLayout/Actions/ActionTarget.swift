/// An object that a control's target–action pairs can reach: it runs the method an action's
/// ``Selector`` names.
///
/// UIKit calls the method a selector names through the Objective-C runtime, which Linux does not
/// have. Here a control delivers each action to its target's ``perform(_:sender:)``, so a target
/// maps the names it registered to its methods:
///
/// ```swift
/// final class LoginController: UIViewController, ActionTarget {
///   let button = UIButton(type: .system)
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     button.addTarget(self, action: Selector("logIn"), for: .touchUpInside)
///   }
///
///   func perform(_ action: Selector, sender: Any?) {
///     if action == Selector("logIn") { logIn() }
///   }
///
///   func logIn() { … }
/// }
/// ```
///
/// A target that does not adopt the protocol is not called (UIKit would stop with "unrecognized
/// selector sent to instance"): the control writes that message to standard error instead.
/// Closures need none of this: `UIAction` handlers are called directly.
public protocol ActionTarget: AnyObject {
  /// Runs the method `action` names; `sender` is the control that sent it.
  func perform(_ action: Selector, sender: Any?)
}
