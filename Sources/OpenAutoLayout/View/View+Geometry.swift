import Foundation

extension View {
  /// The view's rectangle in its superview's coordinates (behaviour-2 §1.32).
  ///
  /// With a transform, the bounding box of the transformed bounds. Setting it moves the centre
  /// and resizes the bounds. A view that uses Auto Layout gets its frame from the next layout
  /// pass; for a view that translates its autoresizing mask, the frame becomes its constraints.
  public var frame: CGRect {
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

  /// The view's own coordinate space: its size, and the origin its subviews are measured from.
  public var bounds: CGRect {
    get { storedBounds }
    set {
      storedBounds.origin = newValue.origin
      setBoundsSize(newValue.size)
      geometryDidChange()
    }
  }

  /// The centre of the frame, in the superview's coordinates.
  public var center: CGPoint {
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
      needsLayoutFlag = true
    }
  }

  /// A frame set by the user: the constraints that stand for it must follow.
  private func geometryDidChange() {
    if superview == nil {
      needsLayoutFlag = true
      if context?.engine != nil { syncEncapsulatedConstraints() }
    } else if translatesAutoresizingMaskIntoConstraints {
      autoresizingDidChange()
    }
  }

  /// Sets the frame from the engine: no constraint is regenerated.
  func applyEngineFrame(_ frame: CGRect) {
    storedCenter = CGPoint(x: frame.midX, y: frame.midY)
    setBoundsSize(frame.size)
  }

  /// The engine's rectangle for `variables` in this view's own coordinates, outset by `insets`
  /// and rounded to the pixel grid; `.zero` before the hierarchy has an engine.
  func engineRectInOwnCoordinates(of variables: ItemVariables, insets: EdgeInsets) -> CGRect {
    guard let engine = hierarchyContext.engine else { return .zero }
    let scale = rootView.traitCollection.displayScale
    let rect = PixelGrid.round(engine.rect(of: variables).outset(by: insets), scale: scale)
    let origin = engineFrameInRoot(engine, scale: scale).origin
    return rect.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// The view's frame as the engine has it, in root coordinates, rounded. A root's is its bounds.
  func engineFrameInRoot(_ engine: LayoutEngine, scale: CGFloat) -> CGRect {
    guard superview != nil else { return CGRect(origin: .zero, size: storedBounds.size) }
    return PixelGrid.round(engine.rect(of: itemVariables).outset(by: alignmentRectInsets), scale: scale)
  }
}
