import Foundation

/// Rounding of engine values to the pixel grid (spec decision 9).
///
/// Each edge is rounded to the nearest 1/`scale` in the root's coordinates, ties upward, and the
/// origin and size are derived from the rounded edges, so that views that share an edge in the
/// engine share it on screen: they never gap or overlap.
enum PixelGrid {
  /// `value` rounded to the nearest multiple of 1/`scale`, ties upward.
  static func round(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    guard scale > 0, value.isFinite else { return value }
    return pixels(value, scale: scale) / scale
  }

  /// The whole number of pixels nearest `value` points at `scale`, ties upward.
  static func pixels(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    // The small allowance absorbs floating-point noise: 33.5 computed as 33.4999999999 is a tie.
    ((value * scale) + 0.5 + 1e-7).rounded(.down)
  }

  /// `rect`, in the bounds of a view whose origin in root coordinates is `origin`, with its edges
  /// rounded in root coordinates and brought back to those bounds (the view's origin rounded the
  /// same way, so that a frame and its subviews' frames stay on one grid).
  ///
  /// Every number is a whole number of pixels divided by `scale` once: at scale 3 an edge 61
  /// pixels in is 61/3 exactly as a `Double` gives it (20.333333333333332), and an origin or a
  /// size is the difference of whole pixels, not of two such quotients (which would make a
  /// 120-pixel width 39.99999999999999).
  static func round(_ rect: CGRect, inBoundsAt origin: CGPoint, scale: CGFloat) -> CGRect {
    // The edges from the fields, not from `minX` and `offsetBy`, which standardize the rectangle
    // each time they are read: this runs for every view a layout pass places.
    let x = rect.origin.x + origin.x, y = rect.origin.y + origin.y
    let otherX = x + rect.size.width, otherY = y + rect.size.height
    guard scale > 0, x.isFinite, otherX.isFinite, y.isFinite, otherY.isFinite, origin.x.isFinite, origin.y.isFinite
    else {
      let rounded = round(rect.offsetBy(dx: origin.x, dy: origin.y), scale: scale)
      return rounded.offsetBy(dx: -round(origin.x, scale: scale), dy: -round(origin.y, scale: scale))
    }
    let left = pixels(min(x, otherX), scale: scale), right = pixels(max(x, otherX), scale: scale)
    let top = pixels(min(y, otherY), scale: scale), bottom = pixels(max(y, otherY), scale: scale)
    let originX = pixels(origin.x, scale: scale), originY = pixels(origin.y, scale: scale)
    return CGRect(
      x: (left - originX) / scale, y: (top - originY) / scale, width: (right - left) / scale,
      height: (bottom - top) / scale)
  }

  /// Whether `distance` is a whole number of pixels, so that moving by it keeps every rounding.
  static func isOnGrid(_ distance: CGFloat, scale: CGFloat) -> Bool {
    // Most views a pass places have not moved: no rounding to check.
    if distance == 0 { return true }
    let pixels = distance * scale
    // Rounded down from half a pixel on, not with `rounded()`, which is a call into the C library.
    return abs(pixels - (pixels + 0.5).rounded(.down)) < 1e-7
  }

  /// `rect` with each edge rounded to the grid, origin and size from whole pixels.
  static func round(_ rect: CGRect, scale: CGFloat) -> CGRect {
    guard scale > 0, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite else {
      let minX = round(rect.minX, scale: scale), maxX = round(rect.maxX, scale: scale)
      let minY = round(rect.minY, scale: scale), maxY = round(rect.maxY, scale: scale)
      return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    let left = pixels(rect.minX, scale: scale), right = pixels(rect.maxX, scale: scale)
    let top = pixels(rect.minY, scale: scale), bottom = pixels(rect.maxY, scale: scale)
    return CGRect(x: left / scale, y: top / scale, width: (right - left) / scale, height: (bottom - top) / scale)
  }
}

extension CGRect {
  /// The rectangle grown by `insets` (negative insets shrink it).
  func outset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: origin.x - insets.left, y: origin.y - insets.top,
      width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
  }

  /// The rectangle shrunk by `insets`.
  func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
  }
}
