import ConstraintSolver
import Foundation

extension View {
  /// ``frame``'s implementation: the bounding box of the transformed bounds around the centre.
  var geometryFrame: CGRect {
    get {
      let size = storedBounds.size
      guard storedTransform != .identity else {
        return CGRect(
          x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2,
          width: size.width, height: size.height)
      }
      let corners = [
        CGPoint(x: -size.width / 2, y: -size.height / 2), CGPoint(x: size.width / 2, y: -size.height / 2),
        CGPoint(x: -size.width / 2, y: size.height / 2), CGPoint(x: size.width / 2, y: size.height / 2),
      ].map { storedTransform.transform($0) }
      let xs = corners.map(\.x), ys = corners.map(\.y)
      return CGRect(
        x: storedCenter.x + xs.min()!, y: storedCenter.y + ys.min()!,
        width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
    set {
      storedCenter = CGPoint(x: newValue.midX, y: newValue.midY)
      setBoundsSize(newValue.size)
      geometryDidChange()
    }
  }

  /// ``bounds``'s implementation.
  var geometryBounds: CGRect {
    get { storedBounds }
    set {
      let oldOrigin = storedBounds.origin
      storedBounds.origin = newValue.origin
      setBoundsSize(newValue.size)
      if oldOrigin != newValue.origin { (self as? ScrollView)?.contentOffsetDidChange() }
      geometryDidChange()
    }
  }

  /// ``center``'s implementation.
  var geometryCenter: CGPoint {
    get { storedCenter }
    set {
      storedCenter = newValue
      geometryDidChange()
    }
  }

  /// The transform applied around the centre; it changes neither centre nor bounds.
  public var transform: AffineTransform {
    get { storedTransform }
    set { storedTransform = newValue }
  }

  /// The alignment rectangle for a frame: the frame inset by ``alignmentRectInsets``.
  public func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

  /// The frame for an alignment rectangle: the rectangle outset by ``alignmentRectInsets``.
  public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect.outset(by: alignmentRectInsets) }

  func setBoundsSize(_ size: CGSize) {
    if storedBounds.size != size {
      storedBounds.size = size
      // A view whose size changes lays out its subviews again, as in UIKit.
      setNeedsLayout()
    }
  }

  /// A frame set by the user: the constraints that stand for it must follow.
  private func geometryDidChange() {
    autoresizingReferenceSize = superview?.storedBounds.size
    // A root, or a subview hosting its own engine: its frame is its engine's encapsulated size.
    if superview == nil || context != nil {
      setNeedsLayout()
      if context?.engine != nil { syncEncapsulatedConstraints() }
    } else if translatesAutoresizingMaskIntoConstraints {
      autoresizingDidChange()
    }
  }

  /// Sets the frame from the engine: no constraint is regenerated.
  func applyEngineFrame(_ frame: CGRect) {
    applyEngineFrame(frame, superviewSize: superview?.storedBounds.size, context: nil)
  }

  /// ``applyEngineFrame(_:)`` from a layout pass, which knows the superview's size and the
  /// hierarchy's context (`nil`: look it up if needed).
  func applyEngineFrame(_ frame: CGRect, superviewSize: CGSize?, context: HierarchyContext?) {
    autoresizingReferenceSize = superviewSize
    storedCenter = CGPoint(x: frame.midX, y: frame.midY)
    if storedBounds.size != frame.size {
      storedBounds.size = frame.size
      // A view whose size changes lays out its subviews again, as in UIKit.
      if let context { setNeedsLayout(context) } else { setNeedsLayout() }
    }
  }

  /// The engine's rectangle for `quad` (a subview's or an owned guide's, which are measured in
  /// this view's bounds), outset by `insets` and rounded to the pixel grid in root coordinates;
  /// `.zero` before the hierarchy has an engine.
  func engineRectInOwnCoordinates(of quad: inout VariableQuad, insets: EdgeInsets) -> CGRect {
    guard let engine = hierarchyContext.engine else { return .zero }
    return PixelGrid.round(
      engine.rect(of: &quad).outset(by: insets), inBoundsAt: engineOriginInRoot(engine),
      scale: rootView.layoutDisplayScale)
  }

  /// The origin of the view's bounds in root coordinates, from the engine, unrounded: the sum of
  /// the frame origins up to the root. Above a subview hosting its own engine (placed by its
  /// frame), the origins come from its superview's engine.
  func engineOriginInRoot(_ engine: LayoutEngine) -> CGPoint {
    var point = CGPoint.zero
    // Walked without retaining: the view holds its superviews. A layout pass asks this for
    // every view it lays out.
    var current = Unmanaged.passUnretained(self)
    var engine: LayoutEngine? = engine
    while let parent = current._withUnsafeGuaranteedRef({ $0.unretainedSuperview }) {
      current._withUnsafeGuaranteedRef { view in
        if view.hasContext {
          let origin = view.frame.origin
          point.x += origin.x
          point.y += origin.y
          engine = parent._withUnsafeGuaranteedRef { $0.hierarchyContext.engine }
        } else if let engine {
          let rect = engine.rect(of: &view.engineQuad)
          let insets = view.alignmentRectInsets
          point.x += rect.minX - insets.left
          point.y += rect.minY - insets.top
        }
      }
      current = parent
    }
    return point
  }
}
