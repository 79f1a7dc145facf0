import Foundation
import OpenAutoLayout

/// A view that shows text, as UIKit's `UILabel`: its intrinsic content size is its text's, laid
/// out in its font, and its baselines are the font's.
///
/// - With ``numberOfLines`` 1 (the default) the intrinsic size is the text on one line.
/// - With 0 (any number) or more, the text wraps at ``preferredMaxLayoutWidth`` when it is set;
///   at 0, at the width the label was last laid out at, so that its height follows its width
///   (a second layout round, as in UIKit).
///
/// Sizes are rounded up to whole pixels of the hierarchy's display scale, as UIKit rounds a
/// label's (17-point text, 20.29 points tall, is 20.5 at 2x). The text is centred vertically in
/// that height, and the baselines are measured from it.
open class Label: View, MultilineTextLayout {
  /// The text; nil or empty gives an intrinsic size of zero.
  public var text: String? {
    didSet { if text != oldValue { textDidChange() } }
  }
  /// The font; 17-point system font by default.
  public var font: Font = .body {
    didSet { if font != oldValue { textDidChange() } }
  }
  /// How many lines at most; 0 for no limit. 1 by default.
  public var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { textDidChange() } }
  }
  /// The width multi-line text wraps at; 0 (the default) wraps at the label's own width.
  public var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } }
  }
  /// Measures the text; nil (the default) uses the font's own metrics (``FontMeasurers``). Set a
  /// ``FixedAdvanceTextMeasurer`` where results must not depend on the fonts installed.
  public var measurer: (any TextMeasurer)? {
    didSet { textDidChange() }
  }

  /// The width the automatic wrapping width was last taken from.
  private var measuredWidth: CGFloat?
  /// The text laid out at the width it wraps at; nil without text. Made once per change.
  private var layout: TextLayout?

  /// A label with `text`, taking part in Auto Layout
  /// (``View/translatesAutoresizingMaskIntoConstraints`` false).
  public init(_ text: String? = nil, font: Font = .body) {
    self.text = text
    self.font = font
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    measure()
  }

  /// Whether the text wraps to the label's width (UIKit's multi-line labels).
  public var isMultilineText: Bool { numberOfLines != 1 }

  /// The text's size in the font: one line, or wrapped (see the type's summary), rounded up to
  /// whole pixels.
  open override var intrinsicContentSize: CGSize {
    guard let layout else { return .zero }
    return CGSize(width: pixelCeiling(layout.width), height: pixelCeiling(layout.height))
  }

  /// Lays out the subviews; when the text wraps at the label's own width and that width
  /// changed, measures again.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if wrapsAtOwnWidth && bounds.width != measuredWidth { textDidChange() }
  }

  // MARK: Measuring

  private var wrapsAtOwnWidth: Bool { isMultilineText && preferredMaxLayoutWidth <= 0 }

  private var activeMeasurer: any TextMeasurer { measurer ?? FontMeasurers.measurer(for: font) }

  /// The text laid out at the width it wraps at now; nil without text.
  private func makeLayout() -> TextLayout? {
    guard let text, !text.isEmpty else { return nil }
    var maxWidth: Double?
    if isMultilineText {
      if preferredMaxLayoutWidth > 0 {
        maxWidth = Double(preferredMaxLayoutWidth)
      } else if let measuredWidth, measuredWidth > 0 {
        maxWidth = Double(measuredWidth)
      }
    }
    return TextLayout(
      text, measurer: activeMeasurer, pointSize: font.pointSize, maxWidth: maxWidth, numberOfLines: numberOfLines)
  }

  private func textDidChange() {
    if wrapsAtOwnWidth { measuredWidth = bounds.width > 0 ? bounds.width : nil }
    measure()
    invalidateIntrinsicContentSize()
  }

  /// Lays the text out and sets the baselines from it.
  private func measure() {
    layout = makeLayout()
    updateBaselines()
  }

  /// The baselines from the font: the first ascender below the top of the text, the last
  /// descender above its bottom, the text centred in its pixel-rounded height.
  private func updateBaselines() {
    let metrics = activeMeasurer.lineMetrics(pointSize: font.pointSize)
    let lines = Double(layout?.lines.count ?? 1)
    let height = metrics.lineHeight * lines
    let slack = (Double(pixelCeiling(height)) - height) / 2
    let lineGap = metrics.lineHeight - metrics.ascender - metrics.descender
    firstBaselineOffsetFromTop = CGFloat(slack + lineGap / 2 + metrics.ascender)
    lastBaselineOffsetFromBottom = CGFloat(slack + lineGap / 2 + metrics.descender)
  }

  private func pixelCeiling(_ value: Double) -> CGFloat {
    let scale = Double(traitCollection.displayScale)
    guard scale > 0 else { return CGFloat(value.rounded(.up)) }
    // A hair below a whole pixel counts as that pixel: widths are sums of fractions.
    return CGFloat(((value * scale) - 1e-9).rounded(.up) / scale)
  }
}
