import Foundation
import OpenAutoLayout

/// A rectangle in a hierarchy that Auto Layout positions: UIKit's `UIView`, the model's `View`.
///
/// Subclass it as in UIKit: override `intrinsicContentSize`, `layoutSubviews()`,
/// `updateConstraints()`, `init(frame:)` and `init?(coder:)`. Views are not archived: a
/// subclass's `required init?(coder:)` may call `super.init(coder: coder)`, which reads nothing
/// and starts with a zero frame, or keep Xcode's `fatalError` body.
public typealias UIView = View

extension View {
  /// Which margins and sizes of a view follow its superview's size, as UIKit's
  /// `UIView.AutoresizingMask`.
  public typealias AutoresizingMask = OpenAutoLayout.AutoresizingMask
}

/// UIKit's pre-Swift 4.2 name for `UIView.noIntrinsicMetric` (−1).
public let UIViewNoIntrinsicMetric: CGFloat = View.noIntrinsicMetric
