import Foundation

// Turning AppKit's y-up rectangles and autoresizing masks into the model's top-down ones.
extension AppKitView {
  /// Whether `view`'s coordinates grow downward: an AppKit view's ``isFlipped``; true for a
  /// model view (UIKit's convention) and for no view (a root's frame is not converted).
  package static func isFlipped(_ view: View?) -> Bool {
    guard let appKit = view as? AppKitView else { return true }
    return appKit.isFlipped
  }

  /// `rect` reflected between y-down and y-up within `container`, when the container is
  /// unflipped; unchanged otherwise: y′ = height − maxY, its own inverse.
  ///
  /// The reflection does not depend on the bounds origin, so a subview keeps its AppKit frame
  /// while its superview scrolls (an unflipped clip view). An unflipped view's AppKit bounds
  /// origin is therefore the model's with y negated (``appKitBounds``): the model's visible
  /// range [y, y + height] reflects to AppKit's [−y, −y + height].
  package static func flipped(_ rect: CGRect, within container: View?) -> CGRect {
    guard let container, !isFlipped(container) else { return rect }
    return CGRect(
      x: rect.minX, y: container.modelBounds.height - rect.maxY, width: rect.width, height: rect.height)
  }

  /// The bounds in AppKit's terms: the model's, with the origin's y negated when the view is
  /// unflipped (see ``flipped(_:within:)``).
  package var appKitBounds: CGRect {
    get { AppKitView.appKitBounds(modelBounds, flipped: isFlipped) }
    set { geometryBounds = AppKitView.appKitBounds(newValue, flipped: isFlipped) }
  }

  /// `bounds` converted between the model's and AppKit's terms (its own inverse).
  package static func appKitBounds(_ bounds: CGRect, flipped: Bool) -> CGRect {
    guard !flipped, bounds.minY != 0 else { return bounds }
    return CGRect(x: bounds.minX, y: -bounds.minY, width: bounds.width, height: bounds.height)
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
  /// The model's bounds (top-down), whatever the view's class: a clip view's `bounds` is AppKit's.
  package var modelBounds: CGRect { geometryBounds }

  /// The model's frame (top-down, in the superview's bounds), whatever the view's class.
  package var modelFrameAnyView: CGRect { (self as? AppKitView)?.modelFrame ?? frame }
}
