import Foundation
import OpenAutoLayout

/// A rectangle in a hierarchy that Auto Layout positions: UIKit's `UIView`, the model's ``View``.
///
/// Subclass it as in UIKit: override `intrinsicContentSize`, `layoutSubviews()`,
/// `updateConstraints()` or `init(frame:)`. Views are not archived, so a subclass's
/// `required init?(coder:)` cannot call `super.init(coder:)`; Xcode's
/// `fatalError("init(coder:) has not been implemented")` body compiles unchanged.
public typealias UIView = View

extension View {
  /// Which margins and sizes of a view follow its superview's size, as UIKit's
  /// `UIView.AutoresizingMask`.
  public typealias AutoresizingMask = OpenAutoLayout.AutoresizingMask

  /// Creates a view with a zero frame, as UIKit's `UIView()`.
  ///
  /// A subclass that overrides `init(frame:)` inherits this initialiser, as in UIKit, so
  /// `TileView()` works when `TileView` overrides only `init(frame:)` and `init?(coder:)`.
  public convenience init() {
    self.init(frame: .zero)
  }
}

/// UIKit's pre-Swift 4.2 name for `UIView.noIntrinsicMetric` (−1).
public let UIViewNoIntrinsicMetric: CGFloat = View.noIntrinsicMetric
