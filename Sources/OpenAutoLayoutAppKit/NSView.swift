import Foundation
import OpenAutoLayout

/// A rectangle in a hierarchy that Auto Layout positions, with AppKit's geometry: AppKit's
/// `NSView`, the model's `AppKitView`.
///
/// `frame` is in the superview's coordinates, with y growing upward unless the superview
/// `isFlipped` (the default is unflipped, as in AppKit); `bounds` likewise in the view's own.
/// The model underneath stays top-down; a superview that is a plain model view counts as
/// flipped. Subclass it as in AppKit: override `isFlipped`, `intrinsicContentSize`, `layout()`,
/// `updateConstraints()`, `viewWillMove(toSuperview:)` and `viewDidMoveToSuperview()`.
///
/// AppKit's controls and containers here (`NSTextField`, `NSButton`, `NSStackView`, …) are
/// model classes built on `AppKitView`, so each of them is an `NSView`.
public typealias NSView = AppKitView
