import Foundation
import OpenAutoLayout

/// A rectangle in a hierarchy that Auto Layout positions, with AppKit's geometry: AppKit's
/// `NSView`, a subclass of the model's `View`.
///
/// ``frame`` is in the superview's coordinates, with y growing upward unless the superview
/// ``isFlipped`` (the default is unflipped, as in AppKit); `bounds` likewise in the view's own.
/// The model underneath stays top-down; a superview that is a plain model view counts as
/// flipped. Subclass it as in AppKit: override ``isFlipped``, `intrinsicContentSize`,
/// ``layout()``, `updateConstraints()`, ``viewWillMove(toSuperview:)`` and
/// ``viewDidMoveToSuperview()``.
open class NSView: View, ForeignGeometry {
  /// The frame in AppKit's terms while the view moves between superviews: AppKit keeps a
  /// view's frame numbers when it moves, so they are read again in the new superview's terms.
  private var frameDuringMove: CGRect?

  /// Whether the view's own coordinates grow downward: false, as AppKit's. Override it to return
  /// true for a top-down view (document views in scroll views usually are).
  open var isFlipped: Bool { false }

  /// The view's rectangle in its superview's coordinates: y up unless the superview is flipped.
  open override var frame: CGRect {
    get { flipped(super.frame, within: superview) }
    set { super.frame = flipped(newValue, within: superview) }
  }

  /// Lays out the subviews: by default each from its constraints. AppKit's name for the model's
  /// `layoutSubviews()`; override it and call `super.layout()`.
  open func layout() { super.layoutSubviews() }

  /// Calls ``layout()``: AppKit code overrides that, not UIKit's name.
  public final override func layoutSubviews() { layout() }

  /// Called before the view moves to `newSuperview` (nil when it is removed), as AppKit's.
  open func viewWillMove(toSuperview newSuperview: NSView?) {}
  /// Called after the view moved to another superview (or was removed), as AppKit's.
  open func viewDidMoveToSuperview() {}

  /// Keeps the frame's AppKit numbers across the move, and calls AppKit's hook.
  public final override func willMove(toSuperview newSuperview: View?) {
    frameDuringMove = frame
    viewWillMove(toSuperview: newSuperview as? NSView)
  }

  public final override func didMoveToSuperview() {
    if let kept = frameDuringMove {
      frameDuringMove = nil
      if frame != kept { frame = kept }
    }
    viewDidMoveToSuperview()
  }

  // MARK: ForeignGeometry: what the model's autoresizing translation reads

  package var modelFrame: CGRect { super.frame }

  package var modelAutoresizingMask: AutoresizingMask {
    NSView.modelMask(autoresizingMask, superviewIsFlipped: NSView.isFlipped(superview))
  }
}

extension NSView {
  /// Whether `view`'s coordinates grow downward: an `NSView`'s ``isFlipped``; true for a model
  /// view (UIKit's convention) and for no view (a root's frame is not converted).
  static func isFlipped(_ view: View?) -> Bool {
    guard let appKit = view as? NSView else { return true }
    return appKit.isFlipped
  }

  /// `rect` reflected between y-down and y-up within `container`'s bounds, when the container is
  /// unflipped; unchanged otherwise. The reflection maps the container's visible bounds onto
  /// themselves (y′ = 2·minY + height − maxY), so it is its own inverse.
  func flipped(_ rect: CGRect, within container: View?) -> CGRect {
    guard let container, !NSView.isFlipped(container) else { return rect }
    let space = container.bounds
    return CGRect(x: rect.minX, y: 2 * space.minY + space.height - rect.maxY, width: rect.width, height: rect.height)
  }
}
