import Foundation
import OpenAutoLayout

/// Insets on the four physical edges of a rectangle: UIKit's `UIEdgeInsets`, the model's
/// `EdgeInsets`. They do not flip in right-to-left layouts.
public typealias UIEdgeInsets = EdgeInsets

/// Insets on the top, leading, bottom and trailing edges: UIKit's `NSDirectionalEdgeInsets`, the
/// model's `DirectionalEdgeInsets`. Leading is the right edge in right-to-left layouts.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

// `UIEdgeInsets()` (zero on every edge) is Foundation's `NSEdgeInsets()`: the model's insets are
// Foundation's `NSEdgeInsets`.

extension DirectionalEdgeInsets {
  /// No inset on any edge, as UIKit's `NSDirectionalEdgeInsets()`.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }
}

extension CGRect {
  /// The rectangle shrunk by `insets` (grown where they are negative), as UIKit's
  /// `CGRect.inset(by:)`.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
  }
}
