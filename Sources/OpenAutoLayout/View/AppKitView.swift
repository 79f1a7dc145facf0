import Foundation

/// A view with AppKit's geometry: the model's class behind AppKit's `NSView` (OpenAutoLayoutAppKit
/// names it so), and the base of the model's AppKit controls and containers, so that each of
/// them is an `NSView` to Mac code.
///
/// ``frame`` is in the superview's coordinates, with y growing upward unless the superview
/// ``isFlipped`` (the default is unflipped, as in AppKit); a superview that is a plain model view
/// counts as flipped, and so does no superview. The model underneath stays top-down: the layout
/// pass and the tools read ``modelFrame``. `autoresizingMask` is AppKit's (`minY` is the bottom
/// margin in an unflipped superview). Subclass it as in AppKit: override ``isFlipped``,
/// `intrinsicContentSize`, ``layout()``, `updateConstraints()`, ``viewWillMove(toSuperview:)``
/// and ``viewDidMoveToSuperview()``.
open class AppKitView: View {
  /// The frame in AppKit's terms while the view moves between superviews: AppKit keeps a
  /// view's frame numbers when it moves, so they are read again in the new superview's terms.
  private var frameDuringMove: CGRect?

  /// Whether the view's own coordinates grow downward: false, as AppKit's. Override it to return
  /// true for a top-down view (document views in scroll views usually are).
  open var isFlipped: Bool { false }

  /// The view's rectangle in its superview's coordinates: y up unless the superview is flipped.
  open override var frame: CGRect {
    get { AppKitView.flipped(super.frame, within: superview) }
    set { super.frame = AppKitView.flipped(newValue, within: superview) }
  }

  /// Lays out the subviews: by default each from its constraints. AppKit's name for the model's
  /// `layoutSubviews()`; override it and call `super.layout()`.
  open func layout() { super.layoutSubviews() }

  /// Calls ``layout()``: AppKit code overrides that, not UIKit's name.
  public final override func layoutSubviews() { layout() }

  /// Called before the view moves to `newSuperview` (nil when it is removed), as AppKit's.
  open func viewWillMove(toSuperview newSuperview: AppKitView?) {}
  /// Called after the view moved to another superview (or was removed), as AppKit's.
  open func viewDidMoveToSuperview() {}

  /// Keeps the frame's AppKit numbers across the move, and calls AppKit's hook.
  public final override func willMove(toSuperview newSuperview: View?) {
    frameDuringMove = frame
    viewWillMove(toSuperview: newSuperview as? AppKitView)
  }

  /// Puts the kept AppKit frame back in the new superview's terms, and calls AppKit's hook.
  public final override func didMoveToSuperview() {
    if let kept = frameDuringMove {
      frameDuringMove = nil
      if frame != kept { frame = kept }
    }
    viewDidMoveToSuperview()
  }

  /// The frame in the model's terms: the superview's bounds, y growing downward.
  public var modelFrame: CGRect { super.frame }
}
