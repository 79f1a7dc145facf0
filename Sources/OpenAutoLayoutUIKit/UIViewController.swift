import OpenAutoLayout

/// The owner of a scene's root view: UIKit's `UIViewController`, the model's `ViewController`.
///
/// Subclass it as in UIKit: override `loadView()`, `viewDidLoad()`, `viewWillLayoutSubviews()`,
/// `viewDidLayoutSubviews()` or `updateViewConstraints()`. The root view loads on first use of
/// `view`; `isViewLoaded`, `viewIfLoaded` and `loadViewIfNeeded()` work as in UIKit.
public typealias UIViewController = ViewController

extension ViewController {
  /// The traits of the root view, as UIKit's `UIViewController.traitCollection`; the default
  /// traits before the view is loaded. Reading it does not load the view.
  public var traitCollection: TraitCollection {
    viewIfLoaded?.traitCollection ?? TraitCollection()
  }
}
