import Foundation

// Shrinking a label's text to fit its width, as UIKit's `adjustsFontSizeToFitWidth`.
//
// UIKit shrinks the font the label draws with, never its intrinsic content size (which stays the
// text's at full size, so Auto Layout still asks for the full width), and never below
// `minimumScaleFactor` times the font size; a factor of 0, the default, means the font's own
// size (Apple's documentation of `minimumScaleFactor`), so the text does not shrink until a
// factor is set. Past the minimum the text is truncated as usual.

extension Label {
  /// How shrunk text sits vertically, as UIKit's `UIBaselineAdjustment`, with its raw values.
  public enum BaselineAdjustment: Int, Sendable, Hashable, CaseIterable {
    /// The shrunk text keeps the full-size text's baseline.
    case alignBaselines = 0
    /// The shrunk text is centred where the full-size text was.
    case alignCenters = 1
    /// The shrunk text sits at the top.
    case none = 2
  }

  /// The font the text is drawn with in the current bounds: ``font``, shrunk when
  /// ``adjustsFontSizeToFitWidth`` and the text does not fit.
  public var displayedFont: Font { displayedFont(in: bounds.size) }

  /// The font the text is drawn with in bounds of `size`; see ``displayedFont``.
  public func displayedFont(in size: CGSize) -> Font {
    var shown = font
    shown.pointSize = displayedPointSize(in: size)
    return shown
  }

  /// The size the text is drawn at in bounds of `size`: the font's, or the largest between
  /// ``minimumScaleFactor`` of it and it at which the text fits. One line fits when it is no
  /// wider than the bounds (text widths grow in proportion to the size, so that size is the font
  /// size times the width over the text's width); several fit when, wrapped at the width, they
  /// are no more than ``numberOfLines`` (when set) and no taller than the bounds.
  func displayedPointSize(in size: CGSize) -> Double {
    guard adjustsFontSizeToFitWidth else { return font.pointSize }
    return pointSize(fitting: size, minimumScaleFactor: Double(minimumScaleFactor))
  }

  /// The font and lines a drawing shows when the label's size was given rather than measured
  /// (a document's `intrinsicSize`, which Interface Builder measured in San Francisco): when the
  /// text in our fonts would be truncated in `size`, it is drawn smaller until it fits, down to
  /// half its size, as if ``adjustsFontSizeToFitWidth`` were on. The label's frame and intrinsic
  /// size do not change; only the drawing does.
  package func displayFittingGivenSize(in size: CGSize) -> (font: Font, lines: [DisplayedTextLine]) {
    let lines = displayedLines(in: size)
    guard lines.contains(where: \.isTruncated) else { return (displayedFont(in: size), lines) }
    var shown = font
    shown.pointSize = min(displayedPointSize(in: size), pointSize(fitting: size, minimumScaleFactor: 0.5))
    return (shown, displayedLines(in: size, pointSize: shown.pointSize))
  }

  /// The largest size between `minimumScaleFactor` of the font's and the font's at which the
  /// text fits `size` (see ``displayedPointSize(in:)``).
  func pointSize(fitting size: CGSize, minimumScaleFactor: Double) -> Double {
    let full = font.pointSize
    guard minimumScaleFactor > 0, minimumScaleFactor < 1, let text, !text.isEmpty, size.width > 0, full > 0
    else { return full }
    let measurer = activeMeasurer
    let minimum = full * minimumScaleFactor
    let width = Double(size.width)
    if numberOfLines == 1 {
      let natural = TextLayout(text, measurer: measurer, pointSize: full, numberOfLines: 1).width
      guard natural > width + 1e-9 else { return full }
      return max(minimum, full * width / natural)
    }
    func fits(_ pointSize: Double) -> Bool {
      let layout = TextLayout(
        text, measurer: measurer, pointSize: pointSize, maxWidth: width,
        lineBreakMode: lineBreakMode.wrapsByCharacter ? .byCharWrapping : .byWordWrapping)
      if numberOfLines > 0 && layout.lines.count > numberOfLines { return false }
      let block = TextBlock(
        metrics: measurer.lineMetrics(pointSize: pointSize), lineCount: layout.lines.count, lineSpacing: lineSpacing)
      return block.height <= Double(size.height) + 1e-9
    }
    guard !fits(full) else { return full }
    guard fits(minimum) else { return minimum }
    // The largest size that fits, to a hundredth of a point.
    var low = minimum
    var high = full
    while high - low > 0.01 {
      let middle = (low + high) / 2
      if fits(middle) { low = middle } else { high = middle }
    }
    return low
  }
}
