import Foundation

/// One line of text as a control shows it in its bounds: what to draw and where, so a renderer
/// draws what UIKit shows (a label's ellipsis, a text field's placeholder).
public struct DisplayedTextLine: Sendable, Hashable {
  /// The characters drawn, with "…" where text is missing. With
  /// ``LineBreakMode/byClipping`` it may be wider than the bounds: draw it clipped.
  public var text: String
  /// The text's advance width, in points.
  public var width: Double
  /// The x of the line's start, in the control's bounds, where the control's text alignment
  /// puts it (the left edge of the text area, left to right, unless aligned otherwise).
  public var x: CGFloat
  /// The y of the line's baseline, in the control's bounds.
  public var baseline: CGFloat
  /// Whether "…" stands for text that does not fit.
  public var isTruncated: Bool

  /// A line from its parts.
  public init(text: String, width: Double, x: CGFloat, baseline: CGFloat, isTruncated: Bool) {
    self.text = text
    self.width = width
    self.x = x
    self.baseline = baseline
    self.isTruncated = isTruncated
  }
}
