import Foundation
import OpenAutoLayout

/// A single-line text input, as UIKit's `UITextField`, measured for layout (behaviour-2 §1.23).
///
/// **Intrinsic size.** Its text on one line (its placeholder while the text is empty), rounded up
/// to whole pixels, plus the border's ``BorderStyle/textInsets``; with the rounded-rect border at
/// least ``BorderStyle/minimumHeight`` (30) tall. Without text or placeholder the width is the
/// border's alone, which is why empty text fields in a stack view collapse.
///
/// **Baselines** are the text's, centred vertically as UIKit centres it.
///
/// Hugging 250 and compression resistance 750 on both axes (behaviour-1 §1.19).
open class TextField: View {
  /// The border drawn around the text, as `UITextField.BorderStyle`; each has its own padding.
  ///
  /// UIKit does not publish these paddings; the values here are chosen (1-point strokes with a
  /// point of space, and a rounded rectangle 30 points tall for a 14-point font as Interface
  /// Builder makes it) and kept in ``textInsets`` and ``minimumHeight``.
  public enum BorderStyle: Int, Sendable, CaseIterable {
    /// No border: the text alone. The default, as UIKit's.
    case none
    /// A thin rectangle.
    case line
    /// A bezel-style rectangle.
    case bezel
    /// A rounded rectangle, the look of most text fields.
    case roundedRect

    /// The space between the bounds and the text (chosen: UIKit does not publish it).
    public var textInsets: EdgeInsets {
      switch self {
      case .none: .zero
      case .line, .bezel: EdgeInsets(all: 2)
      case .roundedRect: EdgeInsets(top: 6, left: 7, bottom: 6, right: 7)
      }
    }

    /// The smallest intrinsic height: 30 for the rounded rectangle (the height Interface Builder
    /// has always given a rounded-rect field), none for the others.
    public var minimumHeight: CGFloat {
      self == .roundedRect ? 30 : 0
    }
  }

  /// The text; nil or empty shows the placeholder.
  public var text: String? {
    didSet { if text != oldValue { contentDidChange() } }
  }
  /// The text shown, greyed, while the text is empty.
  public var placeholder: String? {
    didSet { if placeholder != oldValue { contentDidChange() } }
  }
  /// The font of the text and the placeholder; the body style of the system font (17 points) by
  /// default, as UIKit documents.
  public var font: Font = .body {
    didSet { if font != oldValue { contentDidChange() } }
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
  /// The border; ``BorderStyle/none`` by default, as UIKit's.
  public var borderStyle: BorderStyle = .none {
    didSet { if borderStyle != oldValue { contentDidChange() } }
  }
  /// Measures the text; nil (the default) uses the font's own metrics.
  public var measurer: (any TextMeasurer)? {
    didSet { contentDidChange() }
  }
  /// The colour of the text; nil (the default) draws it opaque black, as UIKit's.
  public var textColor: Color?
  /// How the text and the placeholder sit across the text rectangle; ``TextAlignment/left`` by
  /// default, as UITextField's. It does not affect layout.
  public var textAlignment: TextAlignment = .left

  /// An empty field with no border, as UIKit's `UITextField(frame:)` and `UITextField()`.
  ///
  /// Made in code, it translates its autoresizing mask into constraints, as every UIKit view
  /// does; set ``View/translatesAutoresizingMaskIntoConstraints`` to false to constrain it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    fitsToIntrinsicContentSize = true
  }

  /// Creates the control as a storyboard would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    fitsToIntrinsicContentSize = true
  }

  /// A field with `text` and `placeholder`, taking part in Auto Layout
  /// (``View/translatesAutoresizingMaskIntoConstraints`` false).
  public convenience init(text: String? = nil, placeholder: String? = nil, font: Font = .body, borderStyle: BorderStyle = .none) {
    self.init(frame: .zero)
    self.text = text
    self.placeholder = placeholder
    self.font = font
    self.borderStyle = borderStyle
    translatesAutoresizingMaskIntoConstraints = false
    // Property observers do not run in the class's own initialisers.
    contentDidChange()
  }

  /// The shown text's width and one line's height, rounded up to whole pixels, plus the
  /// border's insets, at least the border's minimum height.
  open override var intrinsicContentSize: CGSize {
    let measurer = activeMeasurer
    let insets = borderStyle.textInsets
    let textWidth = pixelCeiling(measurer.width(of: shownText ?? "", pointSize: font.pointSize))
    let lineHeight = pixelCeiling(measurer.lineMetrics(pointSize: font.pointSize).lineHeight)
    return CGSize(
      width: textWidth + insets.left + insets.right,
      height: max(lineHeight + insets.top + insets.bottom, borderStyle.minimumHeight))
  }

  /// The text's baseline from the top, in a field of its intrinsic height. Setting a value pins
  /// it; nil measures it again.
  open override var firstBaselineOffsetFromTop: CGFloat? {
    get { super.firstBaselineOffsetFromTop ?? baselines.fromTop }
    set { super.firstBaselineOffsetFromTop = newValue }
  }

  /// The text's baseline from the bottom, in a field of its intrinsic height. Setting a value
  /// pins it; nil measures it again.
  open override var lastBaselineOffsetFromBottom: CGFloat? {
    get { super.lastBaselineOffsetFromBottom ?? baselines.fromBottom }
    set { super.lastBaselineOffsetFromBottom = newValue }
  }

  /// The rectangle the text is drawn in: `bounds` inset by the border's
  /// ``BorderStyle/textInsets``, as `textRect(forBounds:)`.
  public func textRect(forBounds bounds: CGRect) -> CGRect {
    bounds.insetBy(borderStyle.textInsets)
  }

  /// The line shown in the current bounds: the text, or the placeholder while the text is empty,
  /// truncated at its tail when it is wider than the text rectangle (as UIKit shows a field that
  /// is not being edited), centred vertically, placed across by ``textAlignment``. Nil when there
  /// is nothing to show.
  public var displayedLine: DisplayedTextLine? {
    guard let shown = shownText else { return nil }
    let rect = textRect(forBounds: bounds)
    let measurer = activeMeasurer
    let line = TextTruncation.lines(
      of: shown, measurer: measurer, pointSize: font.pointSize, width: Double(rect.width), maxLines: 1,
      mode: .byTruncatingTail
    ).first
    guard let line else { return nil }
    let block = TextBlock(metrics: measurer.lineMetrics(pointSize: font.pointSize), lineCount: 1)
    let width = measurer.width(of: line.text, pointSize: font.pointSize)
    return DisplayedTextLine(
      text: line.text, width: width,
      x: textAlignment.lineStart(
        lineWidth: CGFloat(width), minX: rect.minX, width: rect.width, direction: effectiveUserInterfaceLayoutDirection),
      baseline: rect.minY + CGFloat(block.firstBaseline(inBoxOfHeight: Double(rect.height))),
      isTruncated: line.isTruncated)
  }

  /// Whether ``displayedLine`` shows the placeholder.
  public var isShowingPlaceholder: Bool { (text ?? "").isEmpty && !(placeholder ?? "").isEmpty }

  // MARK: Measuring

  private var activeMeasurer: any TextMeasurer { font.resolved(measurer) }

  /// The text if any, else the placeholder if any.
  private var shownText: String? {
    if let text, !text.isEmpty { return text }
    if let placeholder, !placeholder.isEmpty { return placeholder }
    return nil
  }

  /// The baselines in a field of its intrinsic height (given or measured): the line centred in
  /// the text rectangle.
  private var baselines: (fromTop: CGFloat, fromBottom: CGFloat) {
    let height = effectiveIntrinsicContentSize.height
    let rect = textRect(forBounds: CGRect(x: 0, y: 0, width: 0, height: height))
    let block = TextBlock(metrics: activeMeasurer.lineMetrics(pointSize: font.pointSize), lineCount: 1)
    let top = rect.minY + CGFloat(block.firstBaseline(inBoxOfHeight: Double(rect.height)))
    let bottom = height - rect.maxY + CGFloat(block.lastBaselineFromBottom(inBoxOfHeight: Double(rect.height)))
    return (top, bottom)
  }

  private func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}
