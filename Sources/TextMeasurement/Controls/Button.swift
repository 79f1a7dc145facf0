import Foundation
import OpenAutoLayout

/// A button with a title and an optional image, as UIKit's `UIButton` (behaviour-1 §1.18, §2.2).
///
/// **Content by state** (Button+States.swift): titles, title colours, images and background
/// images are set per ``Control/State`` (`setTitle(_:for:)`), and the button shows those of its
/// current ``Control/state``, falling back to the normal state's, as UIKit does. A selected
/// button with a longer selected title is wider.
///
/// **Intrinsic size, classic buttons** (Button+Layout.swift). The image and the title side by
/// side (image first), the title in its font rounded up to whole pixels, plus
/// ``contentEdgeInsets``, and at least the background image's size. When ``contentEdgeInsets`` is
/// zero and there is a title, UIKit pads it by ``defaultTitlePadding`` (6 points) above and below
/// instead: any non-zero content inset, even a horizontal one, replaces that padding. This one
/// rule gives the book's numbers: "Hello" in its font is 42 × 22, so the button is 42 × (22 + 6 +
/// 6) = 34, and with insets (10, 20, 10, 20) it is (42 + 40) × (22 + 20) = 82 × 42 — wider by 40
/// but taller by only 8. It is also why UIKit's standard button is 30 points tall: a 15-point
/// title line is 18. ``titleEdgeInsets`` and ``imageEdgeInsets`` only move the title and image
/// after sizing (``titleRect(in:)``, ``imageRect(in:)``); they never change the intrinsic size.
/// The title's font is ``titleLabel``'s: `button.titleLabel?.font = …` resizes the button.
///
/// **Configuration buttons** (iOS 15, Button+Configuration.swift) size by their
/// ``Configuration`` instead: its content insets around the image, title and subtitle.
///
/// **Baselines** are the title's, as UIKit forwards a button's baselines to its title label.
///
/// Hugging 250 and compression resistance 750 on both axes (behaviour-1 §1.19).
open class Button: Control {
  /// UIButton's title font size: the system font at 15 points.
  public static let defaultFontSize: Double = 15
  /// The padding above and below the title when ``contentEdgeInsets`` is zero. Observed in UIKit
  /// (an 18-point title's label is 21 tall, its button 33; setting any content inset, even
  /// `0.01`, removes it), and needed to explain the book's 42 × 34 and 82 × 42.
  public static let defaultTitlePadding: CGFloat = 6

  /// The kind of button, as UIKit's `buttonType`; ``ButtonType/custom`` unless made with
  /// ``init(type:)``.
  public internal(set) var buttonType: ButtonType = .custom
  /// The titles, colours and images set for each state (Button+States.swift).
  var stateContent = ButtonStateContent()
  /// The label whose font the title is measured in (``titleLabel``).
  let titleLabelStorage = ButtonTitleLabel()
  /// The image view that shows the current image (``imageView``).
  let imageViewStorage = ImageView()

  /// The button's configuration, as UIKit's `configuration` (iOS 15); nil (the default) for a
  /// classic button. A configuration sizes the button by its own insets and fonts, and the
  /// classic insets and the title label's font no longer apply, as in UIKit.
  public var configuration: Configuration? {
    didSet { if configuration != oldValue { contentDidChange() } }
  }
  /// Space around the image and title together; it adds to the intrinsic size (see the type's
  /// summary for the default padding it replaces). Ignored by a configuration button.
  public var contentEdgeInsets: EdgeInsets = .zero {
    didSet { if contentEdgeInsets != oldValue { contentDidChange() } }
  }
  /// Moves the title within its place: its centre shifts by half the difference of opposite
  /// insets, and it narrows to fit. Does not change the intrinsic size.
  public var titleEdgeInsets: EdgeInsets = .zero {
    didSet { if titleEdgeInsets != oldValue { contentDidChange() } }
  }
  /// Moves the image the same way; does not change the intrinsic size.
  public var imageEdgeInsets: EdgeInsets = .zero

  /// A button with no title, as UIKit's `UIButton(frame:)` and `UIButton()`.
  ///
  /// Made in code, it translates its autoresizing mask into constraints, as every UIKit view
  /// does; set `View/translatesAutoresizingMaskIntoConstraints` to false to constrain it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpButton()
  }

  /// Creates the control as a storyboard would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpButton()
  }

  /// A button titled `title` (for the normal state), taking part in Auto Layout
  /// (`View/translatesAutoresizingMaskIntoConstraints` false).
  public convenience init(title: String? = nil, font: Font = .systemFont(ofSize: Button.defaultFontSize), image: ImageContent? = nil) {
    self.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    self.font = font
    self.title = title
    self.image = image
  }

  private func setUpButton() {
    fitsToIntrinsicContentSize = true
    titleLabelStorage.font = .systemFont(ofSize: Button.defaultFontSize)
    titleLabelStorage.button = self
  }

  /// The content's size: the configuration's, or the classic rule's (see the type's summary).
  open override var intrinsicContentSize: CGSize {
    let size = configuration != nil ? configurationContentSize : classicContentSize
    return CGSize(width: pixelCeiling(max(0, Double(size.width))), height: pixelCeiling(max(0, Double(size.height))))
  }

  /// The title's first baseline, from the top, in a button of its intrinsic size; nil without a
  /// title. Setting a value pins it; nil measures it again.
  open override var firstBaselineOffsetFromTop: CGFloat? {
    get { super.firstBaselineOffsetFromTop ?? titleBaselines?.fromTop }
    set { super.firstBaselineOffsetFromTop = newValue }
  }

  /// The title's baseline, from the bottom, in a button of its intrinsic size; nil without a
  /// title. Setting a value pins it; nil measures it again.
  open override var lastBaselineOffsetFromBottom: CGFloat? {
    get { super.lastBaselineOffsetFromBottom ?? titleBaselines?.fromBottom }
    set { super.lastBaselineOffsetFromBottom = newValue }
  }

  /// Lays out the subviews, then gives ``titleLabel`` and ``imageView`` the title's and image's
  /// rectangles.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let layout = contentLayout(in: bounds)
    titleLabelStorage.frame = layout.title ?? .zero
    imageViewStorage.frame = layout.image ?? .zero
  }

  /// Passes the traits to the title label, so that a title label that adjusts its font to the
  /// content size category (`titleLabel?.adjustsFontForContentSizeCategory`) does, and measures
  /// again: a configuration's fonts follow the category too.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    titleLabelStorage.overrideTraitCollection = traitCollection
    contentDidChange()
  }

  /// The state changed: the current state's title and image show.
  override func stateDidChange() {
    contentDidChange()
  }

  /// The title, image or their fonts changed: measure again and show the current ones.
  func contentDidChange() {
    titleLabelStorage.showTitle(currentTitle)
    imageViewStorage.image = currentImage
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}

/// A button's title label: a label that tells its button when its font changes, so that
/// `button.titleLabel?.font = .boldSystemFont(ofSize: 18)` resizes the button as in UIKit. It is
/// not a subview: the button measures and draws the title itself, and sets the label's frame
/// to the title's rectangle.
final class ButtonTitleLabel: Label {
  /// The button whose title this is.
  var button: Button? {
    get { buttonReference.view as? Button }
    set { buttonReference.view = newValue }
  }
  private var buttonReference = WeakView()

  override var font: Font {
    didSet { button?.contentDidChange() }
  }

  override var measurer: (any TextMeasurer)? {
    didSet { button?.contentDidChange() }
  }

  /// Shows `title`, the button's current title (the button measures it itself).
  func showTitle(_ title: String?) {
    if text != title { text = title }
  }
}
