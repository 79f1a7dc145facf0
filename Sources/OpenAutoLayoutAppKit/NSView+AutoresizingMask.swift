import OpenAutoLayout

extension NSView {
  /// Which margins and sizes of a view follow its superview's size, as AppKit's
  /// `NSView.AutoresizingMask`: `.minXMargin`, `.width`, `.maxXMargin`, `.minYMargin`,
  /// `.height`, `.maxYMargin`. `minY` is the bottom margin in an unflipped superview and the top
  /// one in a flipped superview. With none of the three set on an axis, the view keeps its
  /// distance from the superview's origin: its left, and its bottom when unflipped.
  public typealias AutoresizingMask = OpenAutoLayout.AutoresizingMask

  /// `mask`, AppKit's, in the model's (UIKit's) terms for a superview flipped or not.
  ///
  /// The raw values coincide (minY is UIKit's top, 8), so a flipped superview changes nothing.
  /// Unflipped, minY is the bottom: minY and maxY swap, and an axis with nothing flexible keeps
  /// its bottom margin, which in UIKit's terms is a flexible top margin alone.
  static func modelMask(_ mask: AutoresizingMask, superviewIsFlipped: Bool) -> AutoresizingMask {
    guard !superviewIsFlipped else { return mask }
    var model = mask.intersection([.minXMargin, .width, .maxXMargin, .height])
    if mask.contains(.minYMargin) { model.insert(.flexibleBottomMargin) }
    if mask.contains(.maxYMargin) { model.insert(.flexibleTopMargin) }
    if mask.isDisjoint(with: [.minYMargin, .height, .maxYMargin]) { model.insert(.flexibleTopMargin) }
    return model
  }
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
