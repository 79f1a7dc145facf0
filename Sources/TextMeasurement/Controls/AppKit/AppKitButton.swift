import Foundation
import OpenAutoLayout

/// AppKit's button, `NSButton`, as a model: a push button (rounded bezel), a check box or a radio
/// button, titled in the 13-point system font.
///
/// - A push button's bezel, its alignment rectangle, is 20 points tall and its title plus 12
///   points at each side wide (approximate); its 32-point frame reaches 5 above, 7 below and 7 at
///   each side (``AppKitControlMetrics/pushButtonInsets``), as Interface Builder stores it.
/// - A check box or radio button is its 14-point box, 4 points and its title: 14 tall, its 16-point
///   frame 1 point around the box (``AppKitControlMetrics/checkBoxInsets``).
open class AppKitButton: AppKitView {
  /// `NSButton.ButtonType` and bezel together: what the button looks like.
  public enum Kind: Sendable, CaseIterable {
    /// `NSButton(title:target:action:)`: a push button with a rounded bezel.
    case push
    /// `NSButton(checkboxWithTitle:target:action:)`.
    case checkBox
    /// `NSButton(radioButtonWithTitle:target:action:)`.
    case radio
  }

  /// The title.
  public var title = "" { didSet { if title != oldValue { invalidateIntrinsicContentSize() } } }
  /// Measures the text; nil (the default) uses the font's own metrics (``FontMeasurers``).
  public var measurer: (any TextMeasurer)? { didSet { invalidateIntrinsicContentSize() } }
  /// The font; the 13-point system font by default.
  public var font: Font = .systemFont(ofSize: Double(AppKitControlMetrics.systemFontSize)) {
    didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// What the button is; setting it sets its alignment insets.
  public var kind: Kind = .push {
    didSet {
      alignmentRectInsets = Self.insets(of: kind)
      invalidateIntrinsicContentSize()
    }
  }

  /// The alignment insets of a button of `kind`.
  static func insets(of kind: Kind) -> EdgeInsets {
    kind == .push ? AppKitControlMetrics.pushButtonInsets : AppKitControlMetrics.checkBoxInsets
  }
  /// `state` of a check box or radio button: on or off. Stored.
  public var isOn = false

  /// A push button without a title, as `NSButton(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    alignmentRectInsets = AppKitControlMetrics.pushButtonInsets
  }

  /// Creates the button as a nib would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    alignmentRectInsets = AppKitControlMetrics.pushButtonInsets
  }

  /// A button of `kind` titled `title`.
  public convenience init(title: String, kind: Kind = .push) {
    self.init(frame: .zero)
    self.title = title
    self.kind = kind
    // Observers do not run in the class's own initializers.
    alignmentRectInsets = Self.insets(of: kind)
  }

  /// A push button's bezel (title + 24, 20 tall; at least 20 wide); a check box's or radio
  /// button's box, gap and title (14 tall).
  open override var intrinsicContentSize: CGSize {
    let text = appKitTextSize(title, font: font, measurer: measurer)
    switch kind {
    case .push:
      return CGSize(width: max(text.width + 24, AppKitControlMetrics.pushButtonHeight), height: AppKitControlMetrics.pushButtonHeight)
    case .checkBox, .radio:
      let box = AppKitControlMetrics.checkBoxSize
      return CGSize(width: title.isEmpty ? box : box + 4 + text.width, height: box)
    }
  }

  /// The title's baseline from the frame's top: centred in the bezel or beside the box, its
  /// descent rounded up from the bottom (a push button's at 14 of its 20 points at 13 points).
  open override var firstBaselineOffsetFromTop: CGFloat? {
    get {
      if let pinned = super.firstBaselineOffsetFromTop { return pinned }
      let metrics = font.resolved(measurer).lineMetrics(pointSize: font.pointSize)
      let inner = intrinsicContentSize.height
      let line = min(CGFloat(metrics.lineHeight), inner)
      let descent = (line * CGFloat(metrics.descender / max(metrics.lineHeight, 1)) + (inner - line) / 2).rounded(.up)
      return alignmentRectInsets.top + inner - descent
    }
    set { super.firstBaselineOffsetFromTop = newValue }
  }

  /// The same line's baseline, from the frame's bottom.
  open override var lastBaselineOffsetFromBottom: CGFloat? {
    get {
      super.lastBaselineOffsetFromBottom
        ?? alignmentRectInsets.top + intrinsicContentSize.height + alignmentRectInsets.bottom - (firstBaselineOffsetFromTop ?? 0)
    }
    set { super.lastBaselineOffsetFromBottom = newValue }
  }
}
