import Foundation
import OpenAutoLayout

/// AppKit's button, `NSButton`, as a model: a push button, a check box or a radio button, titled
/// in the control size's system font, with an optional image.
///
/// - A push button with the rounded bezel (the default) is a bezel its title + 24 points wide and
///   20 tall at the regular size; its 32-point frame reaches 5 above, 7 below and 7 at each side
///   (``AppKitControlMetrics/pushButton(_:)``), as Interface Builder stores it. The other bezel
///   styles have estimated sizes (``AppKitButton/bezelShape(_:size:)``).
/// - A check box or radio button is its box, 4 points and its title
///   (``AppKitControlMetrics/checkBox(_:)``).
/// - A borderless button (``isBordered`` false) is its title and image, with no insets.
///
/// ``performClick(_:)`` moves a check box, radio button or toggle to its next ``state`` (a radio
/// button turns off the radio buttons beside it that share its action, as AppKit groups them) and
/// sends the action.
open class AppKitButton: AppKitControl {
  /// What the button is, in the model's terms (from ``ButtonType``).
  public enum Kind: Sendable, CaseIterable {
    /// A push button (any button type but switch and radio).
    case push
    /// A check box (`NSButton.ButtonType.switch`).
    case checkBox
    /// A radio button (`NSButton.ButtonType.radio`).
    case radio
  }

  /// How the button behaves when clicked and shows its state, as `NSButton.ButtonType`, with
  /// AppKit's raw values.
  public enum ButtonType: UInt, Sendable, CaseIterable {
    case momentaryLight = 0, pushOnPushOff = 1, toggle = 2, `switch` = 3, radio = 4, momentaryChange = 5, onOff = 6
    case momentaryPushIn = 7, accelerator = 8, multiLevelAccelerator = 9
  }

  /// The bezel the button draws, as `NSButton.BezelStyle`, with AppKit's raw values (macOS 14's
  /// names are static aliases: `.push`, `.flexiblePush`, `.toolbar`, `.badge`).
  public enum BezelStyle: UInt, Sendable, CaseIterable {
    case rounded = 1, regularSquare = 2, disclosure = 5, shadowlessSquare = 6, circular = 7, texturedSquare = 8
    case helpButton = 9, smallSquare = 10, texturedRounded = 11, roundRect = 12, recessed = 13
    case roundedDisclosure = 14, inline = 15

    /// macOS 14's name for ``rounded``.
    public static let push = BezelStyle.rounded
    /// macOS 14's name for ``regularSquare``.
    public static let flexiblePush = BezelStyle.regularSquare
    /// macOS 14's name for ``texturedRounded``.
    public static let toolbar = BezelStyle.texturedRounded
    /// macOS 14's name for ``inline``.
    public static let badge = BezelStyle.inline
  }

  /// The title.
  open var title = "" { didSet { if title != oldValue { invalidateIntrinsicContentSize() } } }
  /// The title shown while the button is on (toggles); stored.
  open var alternateTitle = ""
  /// The image; nil for none.
  open var image: ImageContent? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }
  /// The image shown while the button is on; stored.
  open var alternateImage: ImageContent?
  /// Where the image sits beside the title; `.noImage` by default (`.imageOnly` for an image
  /// button, `.imageLeading` for a titled image button).
  open var imagePosition: ImagePosition = .noImage {
    didSet { if imagePosition != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The bezel; rounded by default.
  open var bezelStyle: BezelStyle = .rounded {
    didSet { if bezelStyle != oldValue { updateInsets() } }
  }
  /// Whether the button draws its bezel; true by default. A borderless button is its content.
  open var isBordered = true {
    didSet { if isBordered != oldValue { updateInsets() } }
  }
  /// Whether the button draws its background behind a borderless bezel; stored.
  open var isTransparent = false
  /// The button's type, as ``setButtonType(_:)`` set it; `.momentaryPushIn` by default.
  public private(set) var buttonType: ButtonType = .momentaryPushIn
  /// The state: on, off or mixed; off by default.
  open var state: StateValue = .off
  /// Whether a click can make the state mixed; stored.
  open var allowsMixedState = false
  /// The key that clicks the button ("\r" for a window's default button); stored.
  open var keyEquivalent = ""
  /// The tint of the image and title of a borderless button; stored, drawing only.
  open var contentTintColor: Color?

  /// Whether a check box or radio button is on: ``state`` is `.on`.
  public var isOn: Bool {
    get { state == .on }
    set { state = newValue ? .on : .off }
  }

  /// What the button is: a check box for the switch type, a radio button for the radio type, a
  /// push button otherwise. Setting it sets the button type.
  public var kind: Kind {
    get {
      switch buttonType {
      case .switch: .checkBox
      case .radio: .radio
      default: .push
      }
    }
    set {
      switch newValue {
      case .push: setButtonType(.momentaryPushIn)
      case .checkBox: setButtonType(.switch)
      case .radio: setButtonType(.radio)
      }
    }
  }

  /// A push button without a title, as `NSButton(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    updateInsets()
  }

  /// Creates the button as a nib would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    updateInsets()
  }

  /// A button of `kind` titled `title`.
  public convenience init(title: String, kind: Kind = .push) {
    self.init(frame: .zero)
    self.title = title
    self.kind = kind
  }

  /// A push button with the rounded bezel, as `NSButton(title:target:action:)`.
  public convenience init(title: String, target: AnyObject?, action: Selector?) {
    self.init(title: title, kind: .push)
    self.target = target
    self.action = action
  }

  /// A check box, as `NSButton(checkboxWithTitle:target:action:)`.
  public convenience init(checkboxWithTitle title: String, target: AnyObject?, action: Selector?) {
    self.init(title: title, kind: .checkBox)
    self.target = target
    self.action = action
  }

  /// A radio button, as `NSButton(radioButtonWithTitle:target:action:)`.
  public convenience init(radioButtonWithTitle title: String, target: AnyObject?, action: Selector?) {
    self.init(title: title, kind: .radio)
    self.target = target
    self.action = action
  }

  /// A push button showing only `image`, as `NSButton(image:target:action:)`.
  public convenience init(image: ImageContent, target: AnyObject?, action: Selector?) {
    self.init(title: "", kind: .push)
    self.image = image
    imagePosition = .imageOnly
    self.target = target
    self.action = action
  }

  /// A push button with `image` before `title`, as `NSButton(title:image:target:action:)`.
  public convenience init(title: String, image: ImageContent, target: AnyObject?, action: Selector?) {
    self.init(title: title, kind: .push)
    self.image = image
    imagePosition = .imageLeading
    self.target = target
    self.action = action
  }

  /// Sets how the button behaves and looks, as AppKit's `setButtonType(_:)`: `.switch` makes a
  /// check box, `.radio` a radio button.
  open func setButtonType(_ type: ButtonType) {
    buttonType = type
    updateInsets()
  }

  override func controlSizeDidChange() { updateInsets() }

  /// Sets the alignment insets for the kind, bezel and control size.
  private func updateInsets() {
    alignmentRectInsets = shape.insets
    invalidateIntrinsicContentSize()
  }

  /// The alignment rectangle's height, the frame's insets and the title's padding of the
  /// button's kind, bezel and control size.
  var shape: AppKitControlShape {
    switch kind {
    case .checkBox, .radio: return AppKitControlMetrics.checkBox(controlSize)
    case .push:
      guard isBordered else { return AppKitControlShape(height: 0) }
      return Self.bezelShape(bezelStyle, size: controlSize)
    }
  }

  /// The bezel of `style` at `size`. The rounded bezel's are Interface Builder's
  /// (``AppKitControlMetrics/pushButton(_:)``); the others are estimated from the frames
  /// Interface Builder gives a new button of that style, at the regular size, and scaled by the
  /// control size's font (11/13 small, 9/13 mini): disclosure 16 square (Sparkle's stored
  /// triangle), help and rounded disclosure 21 square in a 25-point frame, circular 25 tall,
  /// textured rounded 22 in 24, regular square 24, small, textured and shadowless square 22,
  /// round rect and recessed 18, inline 16.
  public static func bezelShape(_ style: BezelStyle, size: AppKitControlSize) -> AppKitControlShape {
    if style == .rounded { return AppKitControlMetrics.pushButton(size) }
    let regular: AppKitControlShape =
      switch style {
      case .rounded: AppKitControlMetrics.pushButton(.regular)
      case .disclosure: AppKitControlShape(height: 16)
      case .helpButton, .roundedDisclosure: AppKitControlShape(height: 21, insets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
      case .circular: AppKitControlShape(height: 25, titlePadding: 12)
      case .texturedRounded: AppKitControlShape(height: 22, insets: EdgeInsets(top: 1, left: 0, bottom: 1, right: 0), titlePadding: 20)
      case .regularSquare: AppKitControlShape(height: 24, titlePadding: 16)
      case .smallSquare, .texturedSquare, .shadowlessSquare: AppKitControlShape(height: 22, titlePadding: 12)
      case .roundRect, .recessed: AppKitControlShape(height: 18, titlePadding: 14)
      case .inline: AppKitControlShape(height: 16, titlePadding: 14)
      }
    let scale = AppKitControlMetrics.fontSize(for: size) / AppKitControlMetrics.systemFontSize
    guard scale != 1 else { return regular }
    return AppKitControlShape(height: (regular.height * scale).rounded(), insets: regular.insets, titlePadding: regular.titlePadding)
  }

  /// Whether the bezel has a fixed, square shape whatever the content (a disclosure triangle, a
  /// help button).
  private var isFixedSquare: Bool {
    kind == .push && isBordered && [.disclosure, .helpButton, .roundedDisclosure].contains(bezelStyle)
  }

  /// The title and image side by side (or stacked, for above and below), 4 points apart.
  var contentSize: CGSize {
    let showsTitle = imagePosition != .imageOnly && !title.isEmpty
    let text = showsTitle ? appKitTextSize(title, font: resolvedFont, measurer: measurer) : .zero
    guard let image, imagePosition != .noImage else { return text }
    let picture = image.size
    guard showsTitle else { return picture }
    switch imagePosition {
    case .imageAbove, .imageBelow:
      return CGSize(width: max(text.width, picture.width), height: text.height + 4 + picture.height)
    case .imageOverlaps:
      return CGSize(width: max(text.width, picture.width), height: max(text.height, picture.height))
    default:
      return CGSize(width: text.width + 4 + picture.width, height: max(text.height, picture.height))
    }
  }

  /// A push button's bezel (its content + the bezel's padding, at least as wide as tall; taller
  /// for a taller image); a check box's or radio button's box, gap and title; a borderless
  /// button's content.
  open override var intrinsicContentSize: CGSize {
    let content = contentSize
    let shape = self.shape
    switch kind {
    case .push:
      guard isBordered else { return content }
      if isFixedSquare { return CGSize(width: shape.height, height: shape.height) }
      let height = max(shape.height, content.height + (imagePosition == .imageAbove || imagePosition == .imageBelow ? 8 : 0))
      return CGSize(width: max(content.width + shape.titlePadding, shape.height), height: height)
    case .checkBox, .radio:
      let box = shape.height
      let width = title.isEmpty ? box : box + AppKitControlMetrics.checkBoxTitleGap + content.width
      return CGSize(width: width, height: box)
    }
  }

  /// The title's baseline from the frame's top: centred in the bezel or beside the box, its
  /// descent rounded up from the bottom (a push button's at 14 of its 20 points at 13 points).
  open override var firstBaselineOffsetFromTop: CGFloat? {
    get {
      if let pinned = super.firstBaselineOffsetFromTop { return pinned }
      let font = resolvedFont
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

  // MARK: Clicks

  /// Clicks the button, as AppKit's `performClick(_:)`: an enabled check box, toggle or on-off
  /// button moves to its next state (off → on → off, or through mixed when ``allowsMixedState``);
  /// a radio button turns on, and the radio buttons beside it with the same action turn off;
  /// then the action is sent.
  open override func performClick(_ sender: Any?) {
    guard isEnabled else { return }
    switch buttonType {
    case .radio:
      state = .on
      for case let sibling as AppKitButton in superview?.subviews ?? []
      where sibling !== self && sibling.buttonType == .radio && sibling.action == action {
        sibling.state = .off
      }
    case .switch, .pushOnPushOff, .toggle, .onOff:
      state = nextState
    default:
      break
    }
    super.performClick(sender)
  }

  /// The state a click moves to, as AppKit's `nextState`.
  var nextState: StateValue {
    switch state {
    case .off: .on
    case .on: allowsMixedState ? .mixed : .off
    default: .off
    }
  }
}

extension AppKitControl {
  /// Where a button's image sits beside its title, as `NSControl.ImagePosition`, with AppKit's
  /// raw values.
  public enum ImagePosition: UInt, Sendable, CaseIterable {
    case noImage = 0, imageOnly = 1, imageLeft = 2, imageRight = 3, imageBelow = 4, imageAbove = 5, imageOverlaps = 6
    case imageLeading = 7, imageTrailing = 8
  }
}
