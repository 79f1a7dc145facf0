import Foundation
import OpenAutoLayout

/// A single-line text input, as UIKit's `UITextField`, measured for layout (behaviour-2 §1.23).
///
/// **Intrinsic size.** Its text on one line (its placeholder while the text is empty), rounded up
/// to whole pixels, plus the border's ``BorderStyle/textInsets``; with the rounded-rect border at
/// least ``BorderStyle/minimumHeight`` (30) tall. Without text or placeholder the width is the
/// border's alone, which is why empty text fields in a stack view collapse.
///
/// **Overlay views** (TextField+Overlays.swift): a shown ``leftView`` or ``rightView`` takes its
/// width from the text rectangle and adds it to the intrinsic width, as does the clear button
/// (``clearButtonMode``) while there is text.
///
/// **Baselines** are the text's, centred vertically as UIKit centres it.
///
/// Hugging 250 and compression resistance 750 on both axes (behaviour-1 §1.19).
open class TextField: Control {
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

  /// The view shown at the left edge, as UIKit's `leftView`: sized by its frame, or by its
  /// constraints and intrinsic size when it has no frame or does not translate its mask; nil
  /// (the default) for none. Shown as ``leftViewMode`` says.
  public var leftView: View? {
    didSet { if leftView !== oldValue { contentDidChange() } }
  }
  /// The view shown at the right edge, as UIKit's `rightView`; shown as ``rightViewMode`` says.
  public var rightView: View? {
    didSet { if rightView !== oldValue { contentDidChange() } }
  }
  /// When ``leftView`` shows; ``ViewMode/never`` by default.
  public var leftViewMode: ViewMode = .never {
    didSet { if leftViewMode != oldValue { contentDidChange() } }
  }
  /// When ``rightView`` shows; ``ViewMode/never`` by default.
  public var rightViewMode: ViewMode = .never {
    didSet { if rightViewMode != oldValue { contentDidChange() } }
  }
  /// When the clear button shows (only ever while there is text); ``ViewMode/never`` by default.
  public var clearButtonMode: ViewMode = .never {
    didSet { if clearButtonMode != oldValue { contentDidChange() } }
  }
  /// Whether the field is being edited: between ``becomeFirstResponder()`` and
  /// ``resignFirstResponder()``. The overlay modes depend on it.
  public internal(set) var isEditing = false {
    didSet { if isEditing != oldValue { contentDidChange() } }
  }
  /// Told when editing begins and ends, and asked whether it may (TextFieldDelegate.swift).
  public weak var delegate: (any TextFieldDelegate)?
  /// The keyboard settings (TextField+InputTraits.swift).
  var inputTraits = TextInputTraits()
  /// Whether the text shows as bullets, as a password does; false by default.
  public var isSecureTextEntry = false {
    didSet { if isSecureTextEntry != oldValue { contentDidChange() } }
  }

  /// An empty field with no border, as UIKit's `UITextField(frame:)` and `UITextField()`.
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

  /// A field with `text` and `placeholder`, taking part in Auto Layout
  /// (`View/translatesAutoresizingMaskIntoConstraints` false).
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
  /// border's insets (or the shown overlay views where they are wider), at least the border's
  /// minimum height and as tall as the overlay views.
  open override var intrinsicContentSize: CGSize {
    let measurer = activeMeasurer
    let textWidth = pixelCeiling(measurer.width(of: shownText ?? "", pointSize: font.pointSize))
    let lineHeight = pixelCeiling(measurer.lineMetrics(pointSize: font.pointSize).lineHeight)
    let sides = overlaySides(editing: isEditing)
    return CGSize(
      width: textWidth + sides.left + sides.right,
      height: max(sides.height, lineHeight + borderStyle.textInsets.top + borderStyle.textInsets.bottom,
        borderStyle.minimumHeight))
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

  // MARK: Rectangles (UIKit's overridable ones; TextField+Overlays.swift computes them)

  /// The rectangle the text is drawn in while not editing, as UIKit's `textRect(forBounds:)`:
  /// `bounds` inset by the border's ``BorderStyle/textInsets``, less the overlay views and
  /// clear button shown while not editing. Override it to move the text.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    overlayLayout(in: bounds, editing: false).text
  }

  /// The rectangle the text is edited in, as UIKit's `editingRect(forBounds:)`: as
  /// ``textRect(forBounds:)`` with the overlays shown while editing.
  open func editingRect(forBounds bounds: CGRect) -> CGRect {
    overlayLayout(in: bounds, editing: true).text
  }

  /// The rectangle the placeholder is drawn in, as UIKit's `placeholderRect(forBounds:)`: the
  /// text rectangle.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
    textRect(forBounds: bounds)
  }

  /// The rectangle the border is drawn in, as UIKit's `borderRect(forBounds:)`: `bounds`.
  open func borderRect(forBounds bounds: CGRect) -> CGRect {
    bounds
  }

  /// Where ``leftView`` goes, as UIKit's `leftViewRect(forBounds:)`: at the left edge, centred
  /// vertically, at its size; zero without a left view.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    overlayLayout(in: bounds, editing: isEditing).left
  }

  /// Where ``rightView`` goes, as UIKit's `rightViewRect(forBounds:)`: at the right edge,
  /// centred vertically, at its size; zero without a right view.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    overlayLayout(in: bounds, editing: isEditing).right
  }

  /// Where the clear button goes, as UIKit's `clearButtonRect(forBounds:)`: a
  /// ``clearButtonSide``-point square, centred vertically, against the right view when one shows
  /// and otherwise inside the border's right inset.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    overlayLayout(in: bounds, editing: isEditing).clear
  }

  /// Lays out the subviews, then places the shown overlay views (TextField+Overlays.swift).
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeOverlayViews()
  }

  // MARK: Editing

  /// Starts editing, as UIKit's `becomeFirstResponder()`: unless the delegate refuses, the field
  /// is editing and sends `.editingDidBegin`. True when it is editing.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    beginEditing()
  }

  /// Ends editing, as UIKit's `resignFirstResponder()`: unless the delegate refuses, the field
  /// stops editing and sends `.editingDidEnd`. True when it is no longer editing.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    endEditing()
  }

  /// The line shown in the current bounds: the text, or the placeholder while the text is empty,
  /// truncated at its tail when it is wider than the text rectangle (as UIKit shows a field that
  /// is not being edited), centred vertically, placed across by ``textAlignment``. Nil when there
  /// is nothing to show.
  public var displayedLine: DisplayedTextLine? {
    guard let shown = shownText else { return nil }
    let rect =
      isEditing
      ? editingRect(forBounds: bounds) : isShowingPlaceholder ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds)
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

  /// The text if any (as bullets when ``isSecureTextEntry``), else the placeholder if any.
  private var shownText: String? {
    if let text, !text.isEmpty { return isSecureTextEntry ? Self.secureText(of: text) : text }
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

  func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}
