import Foundation
import OpenAutoLayout

/// A view of multi-line text, as UIKit's `UITextView`, measured for layout (behaviour-1 §1.18,
/// behaviour-2 §1.23).
///
/// - With ``isScrollEnabled`` (the default) it scrolls its text and has no intrinsic size: its
///   width and height must come from constraints.
/// - Without, it sizes like a label with `numberOfLines = 0`: one line per paragraph until it has
///   been laid out at a width, then its text wrapped at that width (a second layout round), plus
///   ``textContainerInset`` around the text and ``lineFragmentPadding`` at each end of every line.
///   Empty text still has one line, the caret's.
///
/// It conforms to `MultilineTextLayout` while it does not scroll, so a stack view treats it as
/// it treats a multi-line label. It has no baselines (UIKit aligns it by its edges).
///
/// Hugging 250 and compression resistance 750 on both axes (behaviour-1 §1.19).
open class TextView: View, MultilineTextLayout {
  /// The text's default size: 12 points. UIKit's text view has no font by default, and text
  /// without a font is drawn at 12 points (NSAttributedString's default font).
  public static let defaultFontSize: Double = 12

  /// The text.
  public var text: String = "" {
    didSet { if text != oldValue { textDidChange() } }
  }
  /// The font; the system font at ``defaultFontSize`` by default.
  public var font: Font = .systemFont(ofSize: TextView.defaultFontSize) {
    didSet { if font != oldValue { textDidChange() } }
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
  /// The colour of the text; nil (the default) draws it black, as UIKit's. It does not affect
  /// layout.
  public var textColor: Color?
  /// How the lines sit across the text container; ``TextAlignment/natural`` by default, as
  /// UIKit's. It does not affect layout.
  public var textAlignment: TextAlignment = .natural

  /// Whether the text scrolls; true by default. Turn it off for the view to size to its text.
  public var isScrollEnabled = true {
    didSet { if isScrollEnabled != oldValue { textDidChange() } }
  }
  /// Space between the bounds and the text container: 8 points above and below by default, as
  /// UIKit's `textContainerInset`.
  public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { if textContainerInset != oldValue { textDidChange() } }
  }
  /// Space at each end of every line inside the text container: 5 points by default, as
  /// `NSTextContainer.lineFragmentPadding`. Set it to 0 to line the text up with labels.
  public var lineFragmentPadding: CGFloat = 5 {
    didSet { if lineFragmentPadding != oldValue { textDidChange() } }
  }
  /// Measures the text; nil (the default) uses the font's own metrics.
  public var measurer: (any TextMeasurer)? {
    didSet { textDidChange() }
  }

  /// The width the text was last wrapped for (the view's width when it was measured); 0 or nil
  /// before the first layout, when each paragraph is one line.
  private var measuredWidth: CGFloat?
  /// The text laid out at that width.
  private var layout: TextLayout?

  /// An empty text view, as UIKit's `UITextView(frame:)` and `UITextView()`.
  ///
  /// Made in code, it translates its autoresizing mask into constraints, as every UIKit view
  /// does; set `View/translatesAutoresizingMaskIntoConstraints` to false to constrain it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    fitsToIntrinsicContentSize = true
  }

  /// Creates the control as a storyboard would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    fitsToIntrinsicContentSize = true
  }

  /// A text view showing `text`, taking part in Auto Layout
  /// (`View/translatesAutoresizingMaskIntoConstraints` false).
  public convenience init(_ text: String = "", font: Font = .systemFont(ofSize: TextView.defaultFontSize)) {
    self.init(frame: .zero)
    self.text = text
    self.font = font
    translatesAutoresizingMaskIntoConstraints = false
    // Property observers do not run in the class's own initialisers.
    textDidChange()
  }

  /// Whether the view sizes to its wrapped text: when it does not scroll.
  public var isMultilineText: Bool { !isScrollEnabled }

  /// No intrinsic size while scrolling; otherwise the wrapped text, rounded up to whole pixels,
  /// plus the line fragment padding and the text container inset.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    let layout = self.layout ?? makeLayout()
    let metrics = activeMeasurer.lineMetrics(pointSize: font.pointSize)
    let height = max(layout.height, metrics.lineHeight)
    return CGSize(
      width: pixelCeiling(layout.width) + 2 * lineFragmentPadding + textContainerInset.left + textContainerInset.right,
      height: pixelCeiling(height) + textContainerInset.top + textContainerInset.bottom)
  }

  /// Lays out the subviews; when the text sizes the view and the width changed, measures again.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if !isScrollEnabled && bounds.width != measuredWidth { textDidChange() }
  }

  /// The width lines wrap at inside bounds `width` wide: less the insets and the padding.
  public func textWidth(forBoundsWidth width: CGFloat) -> CGFloat {
    max(0, width - textContainerInset.left - textContainerInset.right - 2 * lineFragmentPadding)
  }

  // MARK: Display

  /// The lines the text view shows in its current bounds, as UIKit draws them: wrapped at the
  /// width inside the insets and padding, from the top inset down, as many as the bounds hold
  /// (a scrolling text view shows its first screenful), each placed across by ``textAlignment``.
  ///
  /// - Returns: The lines, top to bottom; empty without text or without width.
  public var displayedLines: [DisplayedTextLine] {
    let width = textWidth(forBoundsWidth: bounds.width)
    guard !text.isEmpty, width > 0 else { return [] }
    let measurer = activeMeasurer
    let metrics = measurer.lineMetrics(pointSize: font.pointSize)
    let layout = TextLayout(text, measurer: measurer, pointSize: font.pointSize, maxWidth: Double(width))
    let block = TextBlock(metrics: metrics, lineCount: 1)
    let minX = textContainerInset.left + lineFragmentPadding
    let direction = effectiveUserInterfaceLayoutDirection
    let bottom = bounds.height - textContainerInset.bottom
    var lines: [DisplayedTextLine] = []
    for (index, line) in layout.lines.enumerated() {
      let top = textContainerInset.top + CGFloat(Double(index) * metrics.lineHeight)
      // The first line always shows; later ones while they fit above the bottom inset.
      guard index == 0 || top + CGFloat(metrics.lineHeight) <= bottom else { break }
      let baseline = top + CGFloat(block.firstBaseline(inBoxOfHeight: metrics.lineHeight))
      let lineWidth = measurer.width(of: line, pointSize: font.pointSize)
      let x = textAlignment.lineStart(lineWidth: CGFloat(lineWidth), minX: minX, width: width, direction: direction)
      lines.append(
        DisplayedTextLine(text: String(line), width: lineWidth, x: x, baseline: baseline, isTruncated: false))
    }
    return lines
  }

  // MARK: Measuring

  private var activeMeasurer: any TextMeasurer { font.resolved(measurer) }

  /// The text wrapped at the width it was laid out at; unwrapped before the first layout.
  private func makeLayout() -> TextLayout {
    var maxWidth: Double?
    if let measuredWidth, measuredWidth > 0 { maxWidth = Double(textWidth(forBoundsWidth: measuredWidth)) }
    return TextLayout(text, measurer: activeMeasurer, pointSize: font.pointSize, maxWidth: maxWidth)
  }

  private func textDidChange() {
    // Zero (not yet laid out) is kept too, so that layoutSubviews sees no change and stops.
    measuredWidth = bounds.width
    layout = isScrollEnabled ? nil : makeLayout()
    invalidateIntrinsicContentSize()
  }
}
