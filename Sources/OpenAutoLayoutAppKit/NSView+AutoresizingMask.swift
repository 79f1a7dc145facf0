import OpenAutoLayout

extension NSView {
  /// Which margins and sizes of a view follow its superview's size, as AppKit's
  /// `NSView.AutoresizingMask`: `.minXMargin`, `.width`, `.maxXMargin`, `.minYMargin`,
  /// `.height`, `.maxYMargin`. `minY` is the bottom margin in an unflipped superview and the top
  /// one in a flipped superview. With none of the three set on an axis, the view keeps its
  /// distance from the superview's origin: its left, and its bottom when unflipped.
  public typealias AutoresizingMask = OpenAutoLayout.AutoresizingMask
}

extension OpenAutoLayout.AutoresizingMask {
  /// AppKit's flexible left margin (UIKit's `.flexibleLeftMargin`).
  public static let minXMargin = AutoresizingMask.flexibleLeftMargin
  /// AppKit's flexible width.
  public static let width = AutoresizingMask.flexibleWidth
  /// AppKit's flexible right margin.
  public static let maxXMargin = AutoresizingMask.flexibleRightMargin
  /// AppKit's flexible margin below the view in an unflipped superview (above it when flipped).
  public static let minYMargin = AutoresizingMask.flexibleTopMargin
  /// AppKit's flexible height.
  public static let height = AutoresizingMask.flexibleHeight
  /// AppKit's flexible margin above the view in an unflipped superview (below it when flipped).
  public static let maxYMargin = AutoresizingMask.flexibleBottomMargin
}
