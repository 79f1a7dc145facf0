import Foundation

/// How a view places its content (an image, a drawing) in its bounds, as UIKit's
/// `UIView.ContentMode` (behaviour-1 §1.20).
///
/// A content mode never changes a view's frame or its layout: an image view still fills the frame
/// its constraints give it, and the mode decides where the image is drawn inside that frame. The
/// 13 cases fall in three groups:
///
/// - **Scale**: ``scaleToFill`` (the default) stretches the content to the bounds;
///   ``scaleAspectFit`` scales it, keeping its aspect ratio, until it touches two opposite edges;
///   ``scaleAspectFill`` scales it until it covers the bounds, overflowing on one axis.
/// - **Position** (no scaling): ``center``, ``top``, ``bottom``, ``left``, ``right``,
///   ``topLeft``, ``topRight``, ``bottomLeft``, ``bottomRight``. Left and right are physical
///   edges: they do not flip in right-to-left layouts, as `layoutMargins` do not.
/// - **Redraw**: ``redraw`` asks a custom view to draw again when its bounds change; its content
///   fills the bounds, as with ``scaleToFill``.
///
/// ```swift
/// let mode = ContentMode.scaleAspectFit
/// mode.contentRect(forContentSize: CGSize(width: 200, height: 100),
///                  in: CGRect(x: 0, y: 0, width: 100, height: 100))
/// // (0, 25, 100, 50)
/// ```
public enum ContentMode: Int, Sendable, CaseIterable {
  /// Stretch the content to the bounds, changing its aspect ratio if need be. The default.
  case scaleToFill
  /// Scale the content, keeping its aspect ratio, to the largest size inside the bounds; centred.
  case scaleAspectFit
  /// Scale the content, keeping its aspect ratio, to the smallest size that covers the bounds;
  /// centred, so it overflows (and is clipped) equally on both sides of one axis.
  case scaleAspectFill
  /// Redraw when the bounds change (`setNeedsDisplay()`); the content fills the bounds.
  case redraw
  /// Centre the content, unscaled.
  case center
  /// Centre the content horizontally at the top edge, unscaled.
  case top
  /// Centre the content horizontally at the bottom edge, unscaled.
  case bottom
  /// Centre the content vertically at the left edge, unscaled. Not mirrored right to left.
  case left
  /// Centre the content vertically at the right edge, unscaled. Not mirrored right to left.
  case right
  /// Put the content in the top-left corner, unscaled.
  case topLeft
  /// Put the content in the top-right corner, unscaled.
  case topRight
  /// Put the content in the bottom-left corner, unscaled.
  case bottomLeft
  /// Put the content in the bottom-right corner, unscaled.
  case bottomRight

  /// Where content of `contentSize` is drawn in `bounds` under this mode.
  ///
  /// The rules (behaviour-1 §1.20), with content `c` and bounds `b`:
  /// - ``scaleToFill`` and ``redraw``: `b` itself.
  /// - ``scaleAspectFit``: size `c · s` with `s = min(b.width / c.width, b.height / c.height)`,
  ///   centred; ``scaleAspectFill``: the same with `max`.
  /// - Position modes: size `c`; x is `b.minX` (left), centred, or `b.maxX − c.width` (right),
  ///   and y likewise with top and bottom.
  ///
  /// - Parameters:
  ///   - contentSize: The content's natural size, in points. A negative or non-finite component
  ///     counts as zero.
  ///   - bounds: The rectangle the content is placed in, usually the view's bounds.
  /// - Returns: The content's rectangle, in the coordinates of `bounds`. It may reach outside
  ///   `bounds` (aspect fill, or unscaled content larger than the bounds). Aspect modes with an
  ///   empty content size have no scale: they give an empty rectangle at the centre of `bounds`.
  public func contentRect(forContentSize contentSize: CGSize, in bounds: CGRect) -> CGRect {
    let content = CGSize(width: Self.sanitized(contentSize.width), height: Self.sanitized(contentSize.height))
    switch self {
    case .scaleToFill, .redraw:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      guard content.width > 0, content.height > 0 else {
        return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
      }
      let scaleX = bounds.width / content.width
      let scaleY = bounds.height / content.height
      let scale = self == .scaleAspectFit ? min(scaleX, scaleY) : max(scaleX, scaleY)
      let size = CGSize(width: content.width * scale, height: content.height * scale)
      return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
      let x: CGFloat
      switch self {
      case .left, .topLeft, .bottomLeft: x = bounds.minX
      case .right, .topRight, .bottomRight: x = bounds.maxX - content.width
      default: x = bounds.midX - content.width / 2
      }
      let y: CGFloat
      switch self {
      case .top, .topLeft, .topRight: y = bounds.minY
      case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - content.height
      default: y = bounds.midY - content.height / 2
      }
      return CGRect(x: x, y: y, width: content.width, height: content.height)
    }
  }

  /// Whether the mode scales the content (the scale group, and ``redraw``, which fills).
  public var scalesContent: Bool {
    switch self {
    case .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw: true
    default: false
    }
  }

  private static func sanitized(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? value : 0
  }
}
