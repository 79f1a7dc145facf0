import Foundation

/// A view class whose public `frame` and `autoresizingMask` follow another platform's convention
/// than the model's top-down, UIKit one: AppKit's `NSView`, whose frames grow upward in an
/// unflipped superview and whose `minYMargin` is the bottom margin there.
///
/// The layout pass writes the model's geometry directly; what reads a view's `frame` and mask to
/// make constraints of them (the autoresizing translation) asks a conforming view for them in the
/// model's terms instead, so that the model stays one coordinate system.
package protocol ForeignGeometry: View {
  /// The frame in the model's terms: the superview's bounds, y growing downward.
  var modelFrame: CGRect { get }
  /// The autoresizing mask in the model's (UIKit's) terms.
  var modelAutoresizingMask: AutoresizingMask { get }
}
