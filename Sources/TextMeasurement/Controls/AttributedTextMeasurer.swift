import Foundation

/// Measures a label's attributed text run by run: each run in its own font, plus its kerning
/// after every character; lines as tall as the tallest font's, adjusted by the paragraph style.
///
/// The label lays out the runs' string as a whole, and ``TextLayout`` measures slices of that
/// string, so a slice is measured in the runs it overlaps. Text that is not a slice of it (the
/// truncated lines a label draws, with "…") is measured in the first run's font. `pointSize` is
/// read as a scale on every run's size: the label's font size measures the runs as they are, a
/// smaller one (``Label/adjustsFontSizeToFitWidth``) shrinks them all alike.
struct AttributedTextMeasurer: TextMeasurer {
  /// A stretch of text in one font.
  struct Run: Sendable {
    /// Where the run is in ``text``.
    var range: Range<String.Index>
    /// Measures the run's font.
    var measurer: any TextMeasurer
    /// The run's font size.
    var pointSize: Double
    /// Extra space after each character, in points.
    var kern: Double
  }

  /// The string the runs are ranges of.
  let text: String
  /// The runs, in order, covering the text.
  let runs: [Run]
  /// The size `pointSize` is compared with: the label's font size.
  let basePointSize: Double
  /// The paragraph style's values (line spacing and heights), when it has one.
  let paragraphStyle: ParagraphStyle.Values?

  func width(of slice: Substring, pointSize: Double) -> Double {
    let scale = basePointSize > 0 ? pointSize / basePointSize : 1
    guard let first = runs.first else { return 0 }
    guard slice.base == text else { return Self.width(of: slice, in: first, scale: scale) }
    var width = 0.0
    for run in runs where run.range.overlaps(slice.startIndex..<slice.endIndex) {
      let start = max(run.range.lowerBound, slice.startIndex)
      let end = min(run.range.upperBound, slice.endIndex)
      width += Self.width(of: text[start..<end], in: run, scale: scale)
    }
    return width
  }

  func lineMetrics(pointSize: Double) -> LineMetrics {
    let scale = basePointSize > 0 ? pointSize / basePointSize : 1
    var metrics = LineMetrics(ascender: 0, descender: 0, lineHeight: 0)
    for run in runs {
      let own = run.measurer.lineMetrics(pointSize: run.pointSize * scale)
      metrics.ascender = max(metrics.ascender, own.ascender)
      metrics.descender = max(metrics.descender, own.descender)
      metrics.lineHeight = max(metrics.lineHeight, own.lineHeight)
    }
    if let paragraphStyle { metrics.lineHeight = paragraphStyle.adjustedLineHeight(metrics.lineHeight) }
    return metrics
  }

  /// `piece` in `run`'s font at `scale`, with the run's kerning after each character (line
  /// breaks take none).
  private static func width(of piece: Substring, in run: Run, scale: Double) -> Double {
    let characters = piece.reduce(0) { $1 == "\n" ? $0 : $0 + 1 }
    return run.measurer.width(of: piece, pointSize: run.pointSize * scale) + run.kern * scale * Double(characters)
  }
}

/// A label's attributed text: a copy of the string, and its runs ready to measure.
struct AttributedLabelText {
  /// The attributed string, copied when it was set.
  let attributed: NSAttributedString
  /// Its characters, the string the label lays out.
  let text: String
  /// Measures it.
  let measurer: AttributedTextMeasurer
  /// The first paragraph style's line spacing.
  var lineSpacing: Double { Double(measurer.paragraphStyle?.lineSpacing ?? 0) }

  /// The font of the first character, when it has one.
  let firstFont: Font?

  /// `attributed`'s runs: each in its font, or `defaultFont` where it has none. `labelMeasurer`,
  /// when given, measures every run (at the run's size), as it measures the label's plain text.
  /// The runs are measured as they are at `basePointSize` (the label's font size; the first
  /// character's font size when nil, else `defaultFont`'s).
  init(
    _ attributed: NSAttributedString, defaultFont: Font, measurer labelMeasurer: (any TextMeasurer)?,
    basePointSize: Double? = nil
  ) {
    self.attributed = NSAttributedString(attributedString: attributed)
    let text = self.attributed.string
    self.text = text
    var runs: [AttributedTextMeasurer.Run] = []
    var paragraphStyle: ParagraphStyle.Values?
    let whole = NSRange(location: 0, length: self.attributed.length)
    self.attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
      guard let bounds = Range(range, in: text) else { return }
      let font = attributes[.font] as? Font ?? defaultFont
      if paragraphStyle == nil { paragraphStyle = (attributes[.paragraphStyle] as? ParagraphStyle)?.values }
      runs.append(
        AttributedTextMeasurer.Run(
          range: bounds, measurer: font.resolved(labelMeasurer), pointSize: font.pointSize,
          kern: Self.number(attributes[.kern]) ?? 0))
    }
    firstFont = self.attributed.length > 0 ? self.attributed.attribute(.font, at: 0, effectiveRange: nil) as? Font : nil
    measurer = AttributedTextMeasurer(
      text: text, runs: runs, basePointSize: basePointSize ?? firstFont?.pointSize ?? defaultFont.pointSize,
      paragraphStyle: paragraphStyle)
  }

  /// The same text with `font` on every run, as setting a label's font does.
  func applyingFont(_ font: Font, measurer: (any TextMeasurer)?) -> AttributedLabelText {
    let copy = NSMutableAttributedString(attributedString: attributed)
    copy.addAttribute(.font, value: font, range: NSRange(location: 0, length: copy.length))
    return AttributedLabelText(copy, defaultFont: font, measurer: measurer)
  }

  /// The same text measured again for a new default font or label measurer.
  func remeasured(defaultFont: Font, measurer: (any TextMeasurer)?) -> AttributedLabelText {
    AttributedLabelText(attributed, defaultFont: defaultFont, measurer: measurer, basePointSize: defaultFont.pointSize)
  }

  /// A number attribute (`NSNumber`, `CGFloat`, `Double`, `Float` or `Int`) as a `Double`.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let number as CGFloat: Double(number)
    case let number as Double: number
    case let number as Float: Double(number)
    case let number as Int: Double(number)
    case let number as NSNumber: number.doubleValue
    default: nil
    }
  }
}
