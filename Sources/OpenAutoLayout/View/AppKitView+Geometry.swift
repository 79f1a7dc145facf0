import Foundation

// Turning AppKit's y-up rectangles and autoresizing masks into the model's top-down ones.
extension AppKitView {
  /// Whether `view`'s coordinates grow downward: an AppKit view's ``isFlipped``; true for a
  /// model view (UIKit's convention) and for no view (a root's frame is not converted).
  package static func isFlipped(_ view: View?) -> Bool {
    guard let appKit = view as? AppKitView else { return true }
    return appKit.isFlipped
  }

  /// `rect` reflected between y-down and y-up within `container`'s bounds, when the container is
  /// unflipped; unchanged otherwise. The reflection maps the container's visible bounds onto
  /// themselves (y′ = 2·minY + height − maxY), so it is its own inverse.
  package static func flipped(_ rect: CGRect, within container: View?) -> CGRect {
    guard let container, !isFlipped(container) else { return rect }
    let space = container.bounds
    return CGRect(x: rect.minX, y: 2 * space.minY + space.height - rect.maxY, width: rect.width, height: rect.height)
  }

  /// The autoresizing mask in the model's (UIKit's) terms: AppKit's reads `minY` as the bottom
  /// margin when the superview is unflipped.
  package var modelAutoresizingMask: AutoresizingMask {
    AppKitView.modelMask(autoresizingMask, superviewIsFlipped: AppKitView.isFlipped(superview))
  }

  /// `mask`, AppKit's, in the model's (UIKit's) terms for a superview flipped or not.
  ///
  /// The raw values coincide (minY is UIKit's top, 8), so a flipped superview changes nothing.
  /// Unflipped, minY is the bottom: minY and maxY swap, and an axis with nothing flexible keeps
  /// its bottom margin, which in UIKit's terms is a flexible top margin alone.
  package static func modelMask(_ mask: AutoresizingMask, superviewIsFlipped: Bool) -> AutoresizingMask {
    guard !superviewIsFlipped else { return mask }
    var model = mask.intersection([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleHeight])
    if mask.contains(.flexibleTopMargin) { model.insert(.flexibleBottomMargin) }
    if mask.contains(.flexibleBottomMargin) { model.insert(.flexibleTopMargin) }
    if mask.isDisjoint(with: [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]) {
      model.insert(.flexibleTopMargin)
    }
    return model
  }
}

extension View {
  /// The model's frame (top-down, in the superview's bounds), whatever the view's class.
  package var modelFrameAnyView: CGRect { (self as? AppKitView)?.modelFrame ?? frame }
}
