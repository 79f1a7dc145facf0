import Foundation
import OpenAutoLayout

/// A view that shows text, as UIKit's `UILabel`: its intrinsic content size is its text's, laid
/// out in its font, and its baselines are the font's.
///
/// - With ``numberOfLines`` 1 (the default) the intrinsic size is the text on one line, however
///   wide: a label narrower than that shows its text truncated (``lineBreakMode``), and its
///   intrinsic size does not change.
/// - With 0 (any number) or more, the text wraps at ``preferredMaxLayoutWidth`` when it is set;
///   at 0, at the width the label was last laid out at, so that its height follows its width
///   (a second layout round, as in UIKit).
///
/// Sizes are rounded up to whole pixels of the hierarchy's display scale, as UIKit rounds a
/// label's (17-point San Francisco text, 20.29 points tall, is 20.5 at 2x). The text is centred vertically in
/// that height, and the baselines are measured from it. ``displayedLines`` gives what the label
/// shows in its bounds, for a renderer.
///
/// ``attributedText`` (Label+AttributedText.swift) measures each run in its own font, with its
/// kerning and the paragraph style's line spacing. ``adjustsFontSizeToFitWidth`` shrinks the text
/// that is drawn, never the intrinsic size (Label+FontSizeFitting.swift).
open class Label: View, MultilineTextLayout {
  /// The text; nil or empty gives an intrinsic size of zero. Setting it replaces
  /// ``attributedText`` with the text in the label's own attributes, as UIKit does.
  public var text: String? {
    didSet {
      // ``attributedText`` sets the text with its runs, then measures.
      guard !isSettingAttributedText else { return }
      let hadAttributes = attributedContent != nil
      attributedContent = nil
      if text != oldValue || hadAttributes { textDidChange() }
    }
  }
  /// The font; 17-point system font by default. Setting it sets the font of the whole
  /// ``attributedText`` too, as UIKit does.
  public var font: Font = .body {
    didSet {
      // ``attributedText`` sets the first character's font, then measures.
      guard font != oldValue, !isSettingAttributedText else { return }
      attributedContent = attributedContent?.applyingFont(font, measurer: measurer)
      textDidChange()
    }
  }

  /// Whether a Dynamic Type ``font`` (``Font/preferredFont(forTextStyle:compatibleWith:)`` or
  /// ``Font/scaled(_:by:compatibleWith:)``) follows the traits' content size category, as
  /// UIKit's `adjustsFontForContentSizeCategory`. False by default.
  public var adjustsFontForContentSizeCategory = false {
    didSet { if adjustsFontForContentSizeCategory { adjustFontToContentSizeCategory() } }
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
      adjustFontToContentSizeCategory()
    }
  }

  private func adjustFontToContentSizeCategory() {
    guard adjustsFontForContentSizeCategory else { return }
    font = font.adjusted(to: traitCollection.preferredContentSizeCategory)
  }
  /// How many lines at most; 0 for no limit. 1 by default.
  public var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { textDidChange() } }
  }
  /// How the last line shows text that does not fit; ``LineBreakMode/byTruncatingTail`` by
  /// default, as UILabel's. Only ``LineBreakMode/byCharWrapping`` changes the intrinsic size (of
  /// multi-line text, which then wraps between characters).
  public var lineBreakMode: LineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { textDidChange() } }
  }
  /// The width multi-line text wraps at; 0 (the default) wraps at the label's own width.
  public var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } }
  }
  /// Measures the text; nil (the default) uses the font's own metrics (``FontMeasurers``). Set a
  /// ``FixedAdvanceTextMeasurer`` where results must not depend on the fonts installed. It
  /// measures the runs of ``attributedText`` that have no font of their own.
  public var measurer: (any TextMeasurer)? {
    didSet {
      attributedContent = attributedContent?.remeasured(defaultFont: font, measurer: measurer)
      textDidChange()
    }
  }
  /// How the lines sit across the bounds; ``TextAlignment/natural`` by default, as UILabel's.
  /// It does not affect layout.
  public var textAlignment: TextAlignment = .natural
  /// The colour set for the text; nil for the default (``textColor``, Label+Appearance.swift).
  var storedTextColor: Color?
  /// Whether the drawn text shrinks to fit the width, down to ``minimumScaleFactor`` of its size;
  /// false by default. It never changes the intrinsic size.
  public var adjustsFontSizeToFitWidth = false
  /// The smallest fraction of the font size the text shrinks to; 0 by default, which (as in
  /// UIKit) means the font's own size: no shrinking.
  public var minimumScaleFactor: CGFloat = 0
  /// Whether letters may be drawn closer before the text is truncated; false by default. Stored.
  public var allowsDefaultTighteningForTruncation = false
  /// How shrunk text sits vertically, as UIKit's `baselineAdjustment`; stored (shrunk text is
  /// centred here).
  public var baselineAdjustment: BaselineAdjustment = .alignBaselines

  /// The attributed text and its runs, when set (Label+AttributedText.swift).
  var attributedContent: AttributedLabelText?
  /// Whether ``text`` is being set by ``attributedText``, which keeps its runs.
  var isSettingAttributedText = false

  /// The width the automatic wrapping width was last taken from.
  private var measuredWidth: CGFloat?
  /// The text laid out at the width it wraps at; nil without text. Made once per change.
  private var layout: TextLayout?

  /// A label with no text, as UIKit's `UILabel(frame:)` and `UILabel()`.
  ///
  /// Made in code, it translates its autoresizing mask into constraints, as every UIKit view
  /// does; set `View/translatesAutoresizingMaskIntoConstraints` to false to constrain it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    fitsToIntrinsicContentSize = true
    layout = makeLayout()
  }

  /// Creates the control as a storyboard would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    fitsToIntrinsicContentSize = true
    layout = makeLayout()
  }

  /// A label with `text`, taking part in Auto Layout
  /// (`View/translatesAutoresizingMaskIntoConstraints` false).
  public convenience init(_ text: String? = nil, font: Font = .body) {
    self.init(frame: .zero)
    self.text = text
    self.font = font
    translatesAutoresizingMaskIntoConstraints = false
    // Property observers do not run in the class's own initialisers.
    textDidChange()
  }

  /// Whether the text wraps to the label's width (UIKit's multi-line labels).
  public var isMultilineText: Bool { numberOfLines != 1 }

  /// The text's size in the font: one line, or wrapped (see the type's summary), rounded up to
  /// whole pixels.
  open override var intrinsicContentSize: CGSize {
    guard let layout else { return .zero }
    return CGSize(width: pixelCeiling(layout.width), height: pixelCeiling(textBlock.height))
  }

  /// The first baseline: the font's ascender (and half its line gap) below the top of the text,
  /// centred in its pixel-rounded height, at the current display scale. Setting a value pins it;
  /// nil measures it again.
  open override var firstBaselineOffsetFromTop: CGFloat? {
    get { super.firstBaselineOffsetFromTop ?? CGFloat(textBlock.firstBaseline(inBoxOfHeight: Double(pixelCeiling(textBlock.height)))) }
    set { super.firstBaselineOffsetFromTop = newValue }
  }

  /// The last baseline: the font's descender (and half its line gap) above the bottom of the
  /// text. Setting a value pins it; nil measures it again.
  open override var lastBaselineOffsetFromBottom: CGFloat? {
    get {
      super.lastBaselineOffsetFromBottom
        ?? CGFloat(textBlock.lastBaselineFromBottom(inBoxOfHeight: Double(pixelCeiling(textBlock.height))))
    }
    set { super.lastBaselineOffsetFromBottom = newValue }
  }

  /// Lays out the subviews; when the text wraps at the label's own width and that width
  /// changed, measures again.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if wrapsAtOwnWidth && bounds.width != measuredWidth { widthDidChange() }
  }

  // MARK: Display

  /// The lines the label shows in its current bounds; see ``displayedLines(in:)``.
  public var displayedLines: [DisplayedTextLine] { displayedLines(in: bounds.size) }

  /// The lines the label shows in bounds of `size`, as UIKit draws them: wrapped at the width,
  /// at most ``numberOfLines`` and as many as the height holds (at least one), the last one
  /// broken by ``lineBreakMode`` when text is left over, with "…" where text is missing; the
  /// block centred vertically, each line placed across the width by ``textAlignment``. The text
  /// is drawn at ``displayedFont(in:)``'s size, which ``adjustsFontSizeToFitWidth`` may shrink.
  ///
  /// - Returns: The lines, top to bottom; empty without text or without width.
  public func displayedLines(in size: CGSize) -> [DisplayedTextLine] {
    displayedLines(in: size, pointSize: displayedPointSize(in: size))
  }

  /// The lines shown in bounds of `size` with the text at `pointSize`.
  func displayedLines(in size: CGSize, pointSize: Double) -> [DisplayedTextLine] {
    guard let text, !text.isEmpty, size.width > 0 else { return [] }
    let measurer = activeMeasurer
    let metrics = measurer.lineMetrics(pointSize: pointSize)
    var maxLines = Self.linesFitting(
      height: Double(size.height) + lineSpacing, lineHeight: metrics.lineHeight + lineSpacing)
    if numberOfLines > 0 { maxLines = min(maxLines, numberOfLines) }
    let lines = TextTruncation.lines(
      of: text, measurer: measurer, pointSize: pointSize, width: Double(size.width), maxLines: maxLines,
      mode: lineBreakMode)
    let block = TextBlock(metrics: metrics, lineCount: lines.count, lineSpacing: lineSpacing)
    let direction = effectiveUserInterfaceLayoutDirection
    return lines.enumerated().map { index, line in
      let width = measurer.width(of: line.text, pointSize: pointSize)
      return DisplayedTextLine(
        text: line.text, width: width,
        x: textAlignment.lineStart(lineWidth: CGFloat(width), width: size.width, direction: direction),
        baseline: CGFloat(block.baseline(ofLine: index, inBoxOfHeight: Double(size.height))),
        isTruncated: line.isTruncated)
    }
  }

  /// How many whole lines a height holds, at least one (UIKit draws one line however short the
  /// label, clipped).
  static func linesFitting(height: Double, lineHeight: Double) -> Int {
    guard lineHeight > 0, height.isFinite else { return 1 }
    return max(1, Int(min((height + 1e-6) / lineHeight, 1e6).rounded(.down)))
  }

  // MARK: Measuring

  private var wrapsAtOwnWidth: Bool { isMultilineText && preferredMaxLayoutWidth <= 0 }

  /// The measurer of the text: the attributed text's runs when there are any, else the font's.
  var activeMeasurer: any TextMeasurer { attributedContent?.measurer ?? font.resolved(measurer) }

  /// The space between lines: the attributed text's paragraph style's, else none.
  var lineSpacing: Double { attributedContent?.lineSpacing ?? 0 }

  /// The laid-out lines in the font, for the height and baselines: one line without text.
  private var textBlock: TextBlock {
    TextBlock(
      metrics: activeMeasurer.lineMetrics(pointSize: font.pointSize), lineCount: layout?.lines.count ?? 1,
      lineSpacing: lineSpacing)
  }

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
      text, measurer: activeMeasurer, pointSize: font.pointSize, maxWidth: maxWidth, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
  }

  /// New text or a new font: measured first without a width limit (UIKit's first pass), so that
  /// a label whose text grew can grow wider; the layout that follows gives it its width, and
  /// ``layoutSubviews()`` measures again at that width (the second pass).
  func textDidChange() {
    measuredWidth = nil
    remeasure()
  }

  /// The label was laid out at a new width: wrap at it.
  private func widthDidChange() {
    measuredWidth = bounds.width > 0 ? bounds.width : nil
    remeasure()
  }

  private func remeasure() {
    layout = makeLayout()
    // The size and the baselines are read again in the next update pass.
    invalidateIntrinsicContentSize()
  }
}
