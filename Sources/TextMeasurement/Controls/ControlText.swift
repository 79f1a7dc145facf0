import Foundation
import OpenAutoLayout

// What the controls share to measure their text: the measurer a font resolves to, rounding to
// the pixel grid, and the position of a block of lines centred in a box.

extension View {
  /// `value` rounded up to whole pixels of the display scale, as UIKit rounds the sizes of its
  /// text (17-point San Francisco text, 20.29 points tall, is 20.5 at 2x). A hair below a whole pixel counts as
  /// that pixel: widths are sums of fractions.
  func pixelCeiling(_ value: Double) -> CGFloat {
    let scale = Double(traitCollection.displayScale)
    guard value.isFinite else { return 0 }
    guard scale > 0 else { return CGFloat(value.rounded(.up)) }
    return CGFloat(((value * scale) - 1e-9).rounded(.up) / scale)
  }
}

extension Font {
  /// `measurer`, or this font's own (``FontMeasurers``) when it is nil.
  func resolved(_ measurer: (any TextMeasurer)?) -> any TextMeasurer {
    measurer ?? FontMeasurers.measurer(for: self)
  }
}

/// A block of lines of one font, centred vertically in a box: where its baselines fall.
///
/// The block is `lineCount` line heights tall, plus `lineSpacing` between lines; the line gap
/// (line height − ascender − descender) is shared above and below each line, as Core Text places
/// a line in its height.
struct TextBlock {
  /// The font's metrics at its size.
  var metrics: LineMetrics
  /// How many lines the block has; at least one counts for the baselines of empty text.
  var lineCount: Int
  /// Extra space between consecutive lines (a paragraph style's `lineSpacing`).
  var lineSpacing: Double = 0

  /// The block's height: the line height times the count, plus the spacing between lines.
  var height: Double {
    let lines = Double(max(lineCount, 1))
    return metrics.lineHeight * lines + lineSpacing * (lines - 1)
  }

  /// Half the gap between a line's height and its glyphs' extent.
  private var halfGap: Double { (metrics.lineHeight - metrics.ascender - metrics.descender) / 2 }

  /// The baseline of line `index` (from 0), from the top of a box of `boxHeight` the block is
  /// centred in.
  func baseline(ofLine index: Int, inBoxOfHeight boxHeight: Double) -> Double {
    (boxHeight - height) / 2 + halfGap + metrics.ascender + Double(index) * (metrics.lineHeight + lineSpacing)
  }

  /// The first baseline, from the top of a box of `boxHeight`.
  func firstBaseline(inBoxOfHeight boxHeight: Double) -> Double {
    baseline(ofLine: 0, inBoxOfHeight: boxHeight)
  }

  /// The last baseline, from the bottom of a box of `boxHeight`.
  func lastBaselineFromBottom(inBoxOfHeight boxHeight: Double) -> Double {
    (boxHeight - height) / 2 + halfGap + metrics.descender
  }
}

extension CGRect {
  /// The rectangle shrunk by `insets` on each edge.
  func insetBy(_ insets: EdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }
}
