import OpenAutoLayout

extension LayoutGuide {
  /// The view that owns the guide as an `NSView`, as AppKit types `NSLayoutGuide.owningView`:
  /// chosen where an `NSView?` is expected (a layout DSL returning it as its view type), the
  /// model's `View?` otherwise. Nil for a guide owned by a plain model view.
  @_disfavoredOverload
  public var owningView: NSView? { (self as LayoutGuide).owningView as View? as? NSView }
}
