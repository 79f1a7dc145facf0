import Foundation

/// The view a scroll view shows its document through: AppKit's `NSClipView`, the model's
/// `ClipView`.
///
/// Its bounds origin is the scroll position, in its own coordinates, which are the document
/// view's convention: it ``isFlipped`` exactly when the ``documentView`` is, so a document's
/// frame reads the same in both. Scrolling moves the bounds, never the document's frame.
///
/// The scroll position is kept within the document (``constrainBoundsRect(_:)``): a document
/// smaller than the clip view on an axis sits at its origin corner on that axis — the top when
/// flipped, the **bottom** when unflipped, as AppKit places it — and a larger one can be scrolled
/// from edge to edge, ``contentInsets`` beyond.
open class ClipView: AppKitView {
  /// The view scrolled: set, it becomes the clip view's only document subview (the previous one
  /// is removed) and the scroll position goes to its origin.
  open var documentView: AppKitView? {
    didSet {
      guard documentView !== oldValue else { return }
      if oldValue?.superview === self { oldValue?.removeFromSuperview() }
      guard let documentView else { return }
      // The clip view is already flipped as the new document is, so the document's frame keeps
      // its numbers in the right convention as it moves in.
      addSubview(documentView)
      scroll(to: documentView.frame.origin)
    }
  }

  /// Whether the clip view's coordinates grow downward: the document view's, as AppKit's.
  open override var isFlipped: Bool { documentView?.isFlipped ?? false }

  /// Extra room around the document the user can scroll into, in points (top, left, bottom,
  /// right, visually). Zero by default.
  open var contentInsets: EdgeInsets = .zero {
    didSet { if contentInsets != oldValue { scroll(to: bounds.origin) } }
  }

  /// Whether the content insets follow the window's title bar and toolbars: kept, as the model
  /// has none (the automatic insets are zero).
  open var automaticallyAdjustsContentInsets = true

  /// Whether the clip view fills its background: kept, not drawn.
  open var drawsBackground = true

  /// The bounds in AppKit's terms: the origin is the scroll position, y up unless flipped.
  /// Setting it scrolls without constraining the position.
  open override var bounds: CGRect {
    get { appKitBounds }
    set { appKitBounds = newValue }
  }

  /// Scrolls so that `newOrigin`, constrained by ``constrainBoundsRect(_:)``, is the bounds
  /// origin, as AppKit's `scroll(to:)`.
  open func scroll(to newOrigin: CGPoint) {
    let constrained = constrainBoundsRect(CGRect(origin: newOrigin, size: bounds.size)).origin
    if constrained != bounds.origin { bounds.origin = constrained }
  }

  /// `proposedBounds` moved so that it stays within the document and its ``contentInsets``:
  /// on an axis where the document (and insets) are smaller than the bounds, the origin is the
  /// document's origin less the inset at that end (left; bottom when unflipped, top when flipped);
  /// otherwise the origin is clamped between that and the document's far edge plus its inset
  /// less the bounds' size.
  open func constrainBoundsRect(_ proposedBounds: CGRect) -> CGRect {
    guard let documentView else { return CGRect(origin: .zero, size: proposedBounds.size) }
    let document = documentView.frame
    let nearY = isFlipped ? contentInsets.top : contentInsets.bottom
    let farY = isFlipped ? contentInsets.bottom : contentInsets.top
    func clamp(_ proposed: CGFloat, _ minEdge: CGFloat, _ maxEdge: CGFloat, _ near: CGFloat, _ far: CGFloat,
               _ extent: CGFloat) -> CGFloat {
      let lowest = minEdge - near
      let highest = maxEdge + far - extent
      return highest <= lowest ? lowest : min(max(proposed, lowest), highest)
    }
    var result = proposedBounds
    result.origin.x = clamp(
      proposedBounds.minX, document.minX, document.maxX, contentInsets.left, contentInsets.right, proposedBounds.width)
    result.origin.y = clamp(proposedBounds.minY, document.minY, document.maxY, nearY, farY, proposedBounds.height)
    return result
  }

  /// The document's frame, grown to the clip view's size where the document is smaller, as
  /// AppKit's `documentRect`.
  open var documentRect: CGRect {
    guard let documentView else { return .zero }
    let frame = documentView.frame
    return CGRect(
      x: frame.minX, y: frame.minY, width: max(frame.width, bounds.width), height: max(frame.height, bounds.height))
  }

  /// The part of the document that shows, in the document's own coordinates: the bounds and
  /// the document's frame intersected, as AppKit's `documentVisibleRect`.
  open var documentVisibleRect: CGRect {
    guard let documentView else { return .zero }
    let visible = bounds.intersection(documentView.frame)
    guard !visible.isNull else { return .zero }
    // The clip view and the document share a convention, so the conversion is a translation.
    let origin = documentView.frame.origin
    let own = documentView.bounds.origin
    return visible.offsetBy(dx: own.x - origin.x, dy: own.y - origin.y)
  }

  /// Lays the document out, then keeps the scroll position within it, as AppKit's clip view
  /// does when its document's frame changes.
  open override func layout() {
    super.layout()
    scroll(to: bounds.origin)
  }
}

// AppKit's scrolling calls on any view inside a clip view.
extension AppKitView {
  /// The nearest scroll view above the view, as AppKit's `enclosingScrollView`.
  public var enclosingScrollView: AppKitScrollView? {
    var view = superview
    while let current = view {
      if let scrollView = current as? AppKitScrollView { return scrollView }
      view = current.superview
    }
    return nil
  }

  /// Scrolls the nearest clip view above the view so that `point`, in the view's coordinates,
  /// is at the clip view's bounds origin (as near as the document allows), as AppKit's `scroll(_:)`.
  /// A clip view given its own point scrolls to it.
  public func scroll(_ point: CGPoint) {
    if let clipView = self as? ClipView {
      clipView.scroll(to: point)
      return
    }
    guard let clipView = enclosingClipView else { return }
    clipView.scroll(to: clipView.pointInOwnCoordinates(point, from: self))
  }

  /// Scrolls the nearest clip view above the view as little as needed to show `rect`, in the
  /// view's coordinates, as AppKit's `scrollToVisible(_:)`; true when it scrolled.
  @discardableResult
  public func scrollToVisible(_ rect: CGRect) -> Bool {
    guard let clipView = enclosingClipView else { return false }
    let origin = clipView.pointInOwnCoordinates(rect.origin, from: self)
    let target = CGRect(origin: origin, size: rect.size)
    var bounds = clipView.bounds
    if target.maxX > bounds.maxX { bounds.origin.x = target.maxX - bounds.width }
    if target.minX < bounds.minX { bounds.origin.x = target.minX }
    if target.maxY > bounds.maxY { bounds.origin.y = target.maxY - bounds.height }
    if target.minY < bounds.minY { bounds.origin.y = target.minY }
    let before = clipView.bounds.origin
    clipView.scroll(to: bounds.origin)
    return clipView.bounds.origin != before
  }

  /// The nearest clip view above the view.
  private var enclosingClipView: ClipView? {
    var view = superview
    while let current = view {
      if let clipView = current as? ClipView { return clipView }
      view = current.superview
    }
    return nil
  }
}

extension ClipView {
  /// `point`, in `descendant`'s AppKit coordinates (a rectangle's origin: its lower-left corner
  /// when unflipped), in the clip view's: the origin of the same rectangle.
  fileprivate func pointInOwnCoordinates(_ point: CGPoint, from descendant: AppKitView) -> CGPoint {
    // Through the model: the descendant's own coordinates to the clip view's, top-down.
    func modelOwn(_ y: CGFloat, in view: View) -> CGFloat {
      AppKitView.isFlipped(view) ? y : view.modelBounds.height - y
    }
    var x = point.x
    var y = modelOwn(point.y, in: descendant)  // a zero-height rectangle's model top
    var view: View = descendant
    while view !== self, let parent = view.superview {
      let frame = view.modelFrameAnyView
      x += frame.minX - view.modelBounds.minX
      y += frame.minY - view.modelBounds.minY
      view = parent
    }
    // Back to the clip view's AppKit coordinates (bounds origin y negated when unflipped).
    let ownY = isFlipped ? y : modelBounds.height - y
    return CGPoint(x: x, y: ownY)
  }
}
