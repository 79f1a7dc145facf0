import Foundation
import OpenAutoLayout

/// AppKit's text field, `NSTextField`, as a model: a label (``init(labelWithString:)``: not
/// bezeled, not editable) or an editable, bezeled field (``init(string:)``).
///
/// Its intrinsic content size is its text on one line in ``font`` (13-point system font by
/// default, `NSFont.systemFontSize`), rounded up to whole points; the frame reaches 2 points
/// past the text at each side (``AppKitControlMetrics/textFieldInsets``), so a label pinned to a
/// leading edge starts 2 points before it, as Interface Builder stores such labels. A bezeled
/// field is 21 points tall (the text's 16 and the bezel's 5, approximate) and adds its bezel's
/// 2 points at each side.
open class AppKitTextField: AppKitView {
  /// The text, as `stringValue`.
  public var stringValue = "" { didSet { if stringValue != oldValue { invalidateIntrinsicContentSize() } } }
  /// Measures the text; nil (the default) uses the font's own metrics (``FontMeasurers``).
  public var measurer: (any TextMeasurer)? { didSet { invalidateIntrinsicContentSize() } }
  /// The font; the 13-point system font by default.
  public var font: Font = .systemFont(ofSize: Double(AppKitControlMetrics.systemFontSize)) {
    didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Whether it draws a bezel (an editable field's look); false for labels.
  public var isBezeled = false { didSet { if isBezeled != oldValue { invalidateIntrinsicContentSize() } } }
  /// Whether the text can be edited; stored, it does not change the size.
  public var isEditable = false

  /// An empty, bezeled, editable field, as `NSTextField(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isBezeled = true
    isEditable = true
    alignmentRectInsets = AppKitControlMetrics.textFieldInsets
  }

  /// Creates the field as a nib would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    alignmentRectInsets = AppKitControlMetrics.textFieldInsets
  }

  /// A label, as `NSTextField(labelWithString:)`: not bezeled, not editable.
  public convenience init(labelWithString string: String) {
    self.init(frame: .zero)
    isBezeled = false
    isEditable = false
    stringValue = string
  }

  /// An editable, bezeled field holding `string`, as `NSTextField(string:)`.
  public convenience init(string: String) {
    self.init(frame: .zero)
    stringValue = string
  }

  /// The text's one-line size (rounded up to whole points); a bezeled field 4 points wider and
  /// 21 tall.
  open override var intrinsicContentSize: CGSize {
    let text = appKitTextSize(stringValue, font: font, measurer: measurer)
    guard isBezeled else { return text }
    return CGSize(width: text.width + 4, height: max(text.height + 5, 21))
  }

  /// The first line's baseline: its ascender below the text's top (2 more in a bezeled field's
  /// inset).
  open override var firstBaselineOffsetFromTop: CGFloat? {
    get { super.firstBaselineOffsetFromTop ?? appKitBaseline(of: font, lineTop: isBezeled ? 3 : 0, measurer: measurer) }
    set { super.firstBaselineOffsetFromTop = newValue }
  }

  /// The last baseline from the bottom: one line, so the frame's height less the first baseline.
  open override var lastBaselineOffsetFromBottom: CGFloat? {
    get { super.lastBaselineOffsetFromBottom ?? max(0, intrinsicContentSize.height - (firstBaselineOffsetFromTop ?? 0)) }
    set { super.lastBaselineOffsetFromBottom = newValue }
  }
}
