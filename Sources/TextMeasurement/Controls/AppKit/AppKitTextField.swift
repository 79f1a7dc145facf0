import Foundation
import OpenAutoLayout

/// AppKit's text field, `NSTextField`, as a model: a label (``init(labelWithString:)``: not
/// bezeled, not editable), a wrapping label (``init(wrappingLabelWithString:)``) or an editable,
/// bezeled field (``init(string:)``).
///
/// Its intrinsic content size is its text in ``AppKitControl/font`` (the control size's system
/// font by default: 13 points), rounded up to whole points; the frame reaches 2 points past the
/// text at each side (``AppKitControlMetrics/textFieldInsets``), so a label pinned to a leading
/// edge starts 2 points before it, as Interface Builder stores such labels. A bezeled field adds
/// its bezel's 2 points at each side and is ``AppKitControlMetrics/textFieldHeight(_:)`` tall (21
/// at the regular size). An empty field measures its ``placeholderString``.
///
/// A label wraps when ``maximumNumberOfLines`` is not 1 (a wrapping label's 0 is unlimited): at
/// ``preferredMaxLayoutWidth`` when set, else at its own width once laid out (measured again when
/// the width changes), else on one line.
open class AppKitTextField: AppKitControl {
  /// The text shown in an empty field, grey; an empty field is as wide as it.
  open var placeholderString: String? {
    didSet { if placeholderString != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The text's colour; AppKit's `labelColor` (black at 85 %) by default. Drawing only.
  open var textColor: Color? = Color(white: 0, alpha: 0.85)
  /// The colour AppKit's `backgroundColor` names: white (`textBackgroundColor`) by default.
  private var fieldBackgroundColor: Color? = .white
  /// The background's colour, drawn only while ``drawsBackground`` is true, as AppKit's.
  open override var backgroundColor: Color? {
    get { fieldBackgroundColor }
    set { fieldBackgroundColor = newValue }
  }
  /// Whether the field fills its frame with ``backgroundColor``; true for editable fields.
  open var drawsBackground = false
  /// The colour the field is filled with when drawn: ``backgroundColor`` while it
  /// ``drawsBackground``, else none.
  public var drawnBackgroundColor: Color? { drawsBackground ? fieldBackgroundColor : nil }
  /// Whether it draws a bezel (an editable field's look); false for labels.
  open var isBezeled = false { didSet { if isBezeled != oldValue { invalidateIntrinsicContentSize() } } }
  /// Whether it draws a plain border; stored (it does not change the size).
  open var isBordered = false
  /// Whether the text can be edited; stored, it does not change the size.
  open var isEditable = false
  /// Whether the text can be selected; stored.
  open var isSelectable = false
  /// Whether the field keeps its text on one line; stored (``maximumNumberOfLines`` wraps).
  open var usesSingleLineMode = false
  /// At most this many lines, 0 for no limit; 1 (one line) by default, 0 for a wrapping label.
  open var maximumNumberOfLines = 1 {
    didSet { if maximumNumberOfLines != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The width the text wraps at, as AppKit's: 0 (the default) wraps a multi-line label at its
  /// own width once laid out.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The text width the wrapped size was measured at, when the label wraps at its own width.
  private var measuredWrapWidth: CGFloat?

  /// An empty, bezeled, editable field, as `NSTextField(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isBezeled = true
    isEditable = true
    isSelectable = true
    drawsBackground = true
    alignmentRectInsets = AppKitControlMetrics.textFieldInsets
  }

  /// Creates the field as a nib would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    alignmentRectInsets = AppKitControlMetrics.textFieldInsets
  }

  /// A label, as `NSTextField(labelWithString:)`: one line, not bezeled, not editable, clipped.
  public convenience init(labelWithString string: String) {
    self.init(frame: .zero)
    becomeLabel()
    stringValue = string
  }

  /// A label that wraps, as `NSTextField(wrappingLabelWithString:)`: word wrapping, any number
  /// of lines, selectable.
  public convenience init(wrappingLabelWithString string: String) {
    self.init(labelWithString: string)
    isSelectable = true
    lineBreakMode = .byWordWrapping
    maximumNumberOfLines = 0
  }

  /// A label showing `attributedString`'s text, as `NSTextField(labelWithAttributedString:)`;
  /// its attributes are not drawn (the text is measured in the label's font).
  public convenience init(labelWithAttributedString attributedString: NSAttributedString) {
    self.init(labelWithString: attributedString.string)
  }

  /// An editable, bezeled field holding `string`, as `NSTextField(string:)`.
  public convenience init(string: String) {
    self.init(frame: .zero)
    stringValue = string
  }

  /// A label's settings: no bezel, background or editing.
  private func becomeLabel() {
    isBezeled = false
    isEditable = false
    isSelectable = false
    drawsBackground = false
  }

  /// What the field measures and shows: its text, or its placeholder while it is empty.
  public var displayedString: String {
    stringValue.isEmpty ? (placeholderString ?? "") : stringValue
  }

  /// Whether the text wraps (more than one line allowed).
  var wraps: Bool { maximumNumberOfLines != 1 }

  /// The width the text wraps at: the preferred width, else the label's own text width once it
  /// has one, else none (one line).
  var wrapWidth: CGFloat? {
    guard wraps else { return nil }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    let own = bounds.width - alignmentRectInsets.left - alignmentRectInsets.right - (isBezeled ? 4 : 0)
    return own > 0 ? own : nil
  }

  /// The text's lines, wrapped at ``wrapWidth``.
  func textLayout() -> TextLayout {
    let font = resolvedFont
    let width = wrapWidth.map { Double($0) }
    return TextLayout(
      displayedString, measurer: font.resolved(measurer), pointSize: font.pointSize, maxWidth: width,
      numberOfLines: maximumNumberOfLines, lineBreakMode: lineBreakMode == .byCharWrapping ? .byCharWrapping : .byWordWrapping)
  }

  /// The text's size (rounded up to whole points; wrapped when the label wraps); a bezeled field
  /// 4 points wider and ``AppKitControlMetrics/textFieldHeight(_:)`` tall (taller for more lines).
  open override var intrinsicContentSize: CGSize {
    let text: CGSize
    if wraps {
      let layout = textLayout()
      text = CGSize(width: CGFloat(layout.width).rounded(.up), height: CGFloat(max(layout.height, 0)).rounded(.up))
    } else {
      text = appKitTextSize(displayedString, font: resolvedFont, measurer: measurer)
    }
    guard isBezeled else { return text }
    return CGSize(width: text.width + 4, height: max(text.height + 5, AppKitControlMetrics.textFieldHeight(controlSize)))
  }

  /// Measures a label that wraps at its own width again when that width changed.
  open override func layout() {
    super.layout()
    guard wraps, preferredMaxLayoutWidth <= 0, let width = wrapWidth else { return }
    if measuredWrapWidth != width {
      measuredWrapWidth = width
      invalidateIntrinsicContentSize()
    }
  }

  /// The first line's baseline: its ascender below the text's top (3 points lower in a bezeled
  /// field's inset).
  open override var firstBaselineOffsetFromTop: CGFloat? {
    get {
      super.firstBaselineOffsetFromTop ?? appKitBaseline(of: resolvedFont, lineTop: isBezeled ? 3 : 0, measurer: measurer)
    }
    set { super.firstBaselineOffsetFromTop = newValue }
  }

  /// The last line's baseline from the bottom: the first baseline moved down a line per further
  /// line, measured from the text's bottom.
  open override var lastBaselineOffsetFromBottom: CGFloat? {
    get {
      if let pinned = super.lastBaselineOffsetFromBottom { return pinned }
      let lineHeight = CGFloat(resolvedFont.resolved(measurer).lineMetrics(pointSize: resolvedFont.pointSize).lineHeight)
      let lines = wraps ? max(1, textLayout().lines.count) : 1
      let last = (firstBaselineOffsetFromTop ?? 0) + CGFloat(lines - 1) * lineHeight
      return max(0, intrinsicContentSize.height - last)
    }
    set { super.lastBaselineOffsetFromBottom = newValue }
  }
}

/// AppKit's secure text field, `NSSecureTextField`: a bezeled field whose text is drawn as bullets.
/// It is measured as its bullets.
open class AppKitSecureTextField: AppKitTextField {
  /// One bullet per character of the text; the placeholder while it is empty.
  public override var displayedString: String {
    stringValue.isEmpty ? (placeholderString ?? "") : String(repeating: "•", count: stringValue.count)
  }
}

/// AppKit's search field, `NSSearchField`: a bezeled field with a magnifying glass and a cancel
/// button, ``AppKitControlMetrics/searchFieldHeight(_:)`` tall (22 at the regular size), its text
/// and ``AppKitControlMetrics/searchFieldIconsWidth`` wide (approximate).
open class AppKitSearchField: AppKitTextField {
  /// The recent searches the field remembers; stored.
  open var recentSearches: [String] = []
  /// Whether the field sends its action when the search is complete rather than at each change;
  /// stored.
  open var sendsWholeSearchString = false

  /// The text (or placeholder) and the icons' room, the search field's height.
  open override var intrinsicContentSize: CGSize {
    let text = appKitTextSize(displayedString, font: resolvedFont, measurer: measurer)
    return CGSize(
      width: text.width + AppKitControlMetrics.searchFieldIconsWidth,
      height: max(text.height + 5, AppKitControlMetrics.searchFieldHeight(controlSize)))
  }
}
