import Foundation
import OpenAutoLayout

// AppKit's coordinate conversion: each view's own coordinates are y up unless it is flipped.
extension NSView {
  /// `point`, given in `view`'s coordinates (its window's root's when nil), in this view's.
  public func convert(_ point: CGPoint, from view: NSView?) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), from: view).origin
  }

  /// `point`, given in this view's coordinates, in `view`'s (its window's root's when nil).
  public func convert(_ point: CGPoint, to view: NSView?) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), to: view).origin
  }

  /// `rect`, given in `view`'s coordinates (its root's when nil), in this view's.
  public func convert(_ rect: CGRect, from view: NSView?) -> CGRect {
    let source: View = view ?? rootView
    let inRoot = source.modelRectInRoot(source.modelOwnRect(rect))
    return modelOwnRect(modelRectFromRoot(inRoot))
  }

  /// `rect`, given in this view's coordinates, in `view`'s (its root's when nil).
  public func convert(_ rect: CGRect, to view: NSView?) -> CGRect {
    let target: View = view ?? rootView
    return target.modelOwnRect(target.modelRectFromRoot(modelRectInRoot(modelOwnRect(rect))))
  }
}

extension View {
  /// `rect` in this view's own coordinates reflected between AppKit's (y up when unflipped) and
  /// the model's; the reflection is its own inverse.
  func modelOwnRect(_ rect: CGRect) -> CGRect {
    guard !AppKitView.isFlipped(self) else { return rect }
    // As a subview's frame (AppKitView.flipped): an unflipped view's AppKit bounds origin is the
    // model's with y negated, so the reflection is the same whatever the scroll position.
    return CGRect(x: rect.minX, y: modelBounds.height - rect.maxY, width: rect.width, height: rect.height)
  }

  /// `rect`, in this view's model coordinates, in its root's (transforms are not applied).
  func modelRectInRoot(_ rect: CGRect) -> CGRect {
    var result = rect
    var view: View = self
    while let parent = view.superview {
      let frame = view.modelFrameAnyView
      result.origin.x += frame.minX - view.modelBounds.minX
      result.origin.y += frame.minY - view.modelBounds.minY
      view = parent
    }
    return result
  }

  /// `rect`, in the root's model coordinates, in this view's.
  func modelRectFromRoot(_ rect: CGRect) -> CGRect {
    let origin = modelRectInRoot(.zero).origin
    return rect.offsetBy(dx: -origin.x, dy: -origin.y)
  }

}
