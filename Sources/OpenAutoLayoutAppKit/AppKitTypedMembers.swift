import OpenAutoLayout

/// The AppKit classes whose relatives AppKit types as `NSView` where the model has `View`:
/// `NSViewController.view`. A protocol only so that its extensions'
/// members are overloads of the model's, not overrides (an override cannot change the type).
///
/// The model's member (a `View`) is chosen wherever it fits, so code that uses
/// the controller's view as a view is unchanged; this one where only an `NSView` fits: returned as
/// an `NSView`, or sent a message only `NSView` has (a layout DSL's extension of `NSView`).
public protocol AppKitTypedMembers: AnyObject {}

extension NSViewController: AppKitTypedMembers {}

extension AppKitTypedMembers where Self: NSViewController {
  /// The root view as an `NSView`, as AppKit types `NSViewController.view`; loaded on first read
  /// as the model's. A plain model view set as the root is put in an `NSView` that becomes the
  /// root, so that there is always one.
  public var view: NSView {
    let controller = self as ViewController
    let root = controller.view
    if let root = root as? NSView { return root }
    let host = NSViewControllerHostView(hosting: root)
    controller.view = host
    return host
  }
}
