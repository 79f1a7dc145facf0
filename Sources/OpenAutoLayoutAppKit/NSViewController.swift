import Foundation
import OpenAutoLayout

/// The owner of a view: AppKit's `NSViewController`, a model `ViewController` with AppKit's
/// layout hooks.
///
/// Override `loadView()` (setting `view = NSView()`), `viewDidLoad()`, ``viewWillLayout()``,
/// ``viewDidLayout()`` and `updateViewConstraints()` as in AppKit.
open class NSViewController: ViewController {
  /// Called before the view lays out its subviews, as AppKit's.
  open func viewWillLayout() {}
  /// Called after the view laid out its subviews, as AppKit's.
  open func viewDidLayout() {}

  /// Makes an empty `NSView` the root view. AppKit's loads a nib named after the class; with no
  /// nibs here, override it (setting `view`) to build the view in code, as Mac code does.
  open override func loadView() { view = NSView() }

  /// Calls ``viewWillLayout()``: AppKit code overrides that, not UIKit's name.
  public final override func viewWillLayoutSubviews() { viewWillLayout() }
  /// Calls ``viewDidLayout()``.
  public final override func viewDidLayoutSubviews() { viewDidLayout() }
}
