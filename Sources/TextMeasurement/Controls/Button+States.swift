import Foundation
import OpenAutoLayout

/// A button's titles, title colours, images and background images, by state.
struct ButtonStateContent {
  var titles: [UInt: String] = [:]
  var attributedTitles: [UInt: NSAttributedString] = [:]
  var titleColors: [UInt: Color] = [:]
  var images: [UInt: ImageContent] = [:]
  var backgroundImages: [UInt: ImageContent] = [:]

  /// The value set for `state`, else the normal state's, as UIKit falls back.
  static func value<Value>(_ values: [UInt: Value], for state: Control.State) -> Value? {
    values[state.rawValue] ?? values[Control.State.normal.rawValue]
  }
}

extension Button {
  /// UIKit's button types, as `UIButton.ButtonType`, with its raw values. The system and custom
  /// types size alike; the others are 22 × 22 icons (behaviour-2 §2.6).
  public enum ButtonType: Int, Sendable, Hashable, CaseIterable {
    /// No style: white titles by default.
    case custom = 0
    /// The system style: titles in the tint colour.
    case system = 1
    /// A detail disclosure icon.
    case detailDisclosure = 2
    /// A light information icon.
    case infoLight = 3
    /// A dark information icon.
    case infoDark = 4
    /// An add-contact icon.
    case contactAdd = 5
    /// A plain button, without the system button's highlight.
    case plain = 6
    /// A close icon.
    case close = 7

    /// UIKit's old name for ``system``.
    public static let roundedRect = ButtonType.system

    /// Whether the type is an icon button.
    var isIcon: Bool {
      switch self {
      case .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close: true
      case .custom, .system, .plain: false
      }
    }
  }

  /// A button of `type`, as `UIButton(type:)`, taking part in Auto Layout: the icon types show a
  /// 22 × 22 image (behaviour-2 §2.6).
  public convenience init(type: ButtonType) {
    self.init(title: nil)
    buttonType = type
    if type.isIcon { setImage(ImageContent(width: 22, height: 22), for: .normal) }
  }

  /// A button of `type` whose title and image come from `primaryAction`, which it performs on
  /// `.primaryActionTriggered`, as UIKit's `UIButton(type:primaryAction:)` (iOS 14).
  public convenience init(type: ButtonType = .system, primaryAction: Action?) {
    self.init(type: type)
    if let primaryAction { adoptPrimaryAction(primaryAction) }
  }

  /// A configuration button, as UIKit's `UIButton(configuration:primaryAction:)` (iOS 15),
  /// taking part in Auto Layout; a primary action supplies the title when the configuration has
  /// none.
  public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction { adoptPrimaryAction(primaryAction) }
  }

  /// Registers `action` for `.primaryActionTriggered` and shows its title and image.
  private func adoptPrimaryAction(_ action: Action) {
    addAction(action, for: .primaryActionTriggered)
    if !action.title.isEmpty { setTitle(action.title, for: .normal) }
    if let image = action.image { setImage(image, for: .normal) }
  }

  // MARK: Titles

  /// The normal state's title, the title shown unless a state has its own; nil or empty for none.
  public var title: String? {
    get { stateContent.titles[State.normal.rawValue] }
    set { setTitle(newValue, for: .normal) }
  }

  /// Sets the title for `state`, as UIKit's `setTitle(_:for:)`; nil removes it (the state then
  /// shows the normal title).
  public func setTitle(_ title: String?, for state: State) {
    guard stateContent.titles[state.rawValue] != title else { return }
    stateContent.titles[state.rawValue] = title
    contentDidChange()
  }

  /// The title for `state`: its own, else the normal state's, as UIKit's `title(for:)`.
  public func title(for state: State) -> String? {
    ButtonStateContent.value(stateContent.titles, for: state)
  }

  /// The title shown now: the current state's, as UIKit's `currentTitle`; a configuration's
  /// title when it has one.
  public var currentTitle: String? {
    configuration?.titleText ?? title(for: state)
  }

  /// Sets an attributed title for `state`, as UIKit's `setAttributedTitle(_:for:)`: its string
  /// is the state's title; the attributes are kept, not measured.
  public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    stateContent.attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
    setTitle(title?.string, for: state)
  }

  /// The attributed title for `state`, else the normal state's, as UIKit's
  /// `attributedTitle(for:)`.
  public func attributedTitle(for state: State) -> NSAttributedString? {
    ButtonStateContent.value(stateContent.attributedTitles, for: state)
  }

  /// The attributed title shown now, as UIKit's `currentAttributedTitle`.
  public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  /// The title's font: ``titleLabel``'s (the system font at ``defaultFontSize`` by default).
  public var font: Font {
    get { titleLabelStorage.font }
    set { titleLabelStorage.font = newValue }
  }

  /// Measures the title; nil (the default) uses the font's own metrics. The title label's.
  public var measurer: (any TextMeasurer)? {
    get { titleLabelStorage.measurer }
    set { titleLabelStorage.measurer = newValue }
  }

  /// The label that shows the title, as UIKit's `titleLabel`: set its font to change the
  /// title's (and the button's size), or its `adjustsFontForContentSizeCategory` to follow
  /// Dynamic Type. Its text is the current title; set titles with ``setTitle(_:for:)``.
  public var titleLabel: Label? { titleLabelStorage }

  // MARK: Colours

  /// Sets the title colour for `state`, as UIKit's `setTitleColor(_:for:)`. Colours do not
  /// change the size.
  public func setTitleColor(_ color: Color?, for state: State) {
    stateContent.titleColors[state.rawValue] = color
  }

  /// The title colour for `state`, as UIKit's `titleColor(for:)`: its own, else the normal
  /// state's, else the type's default: the tint (system blue) for a system button, white for
  /// a custom one.
  public func titleColor(for state: State) -> Color? {
    ButtonStateContent.value(stateContent.titleColors, for: state) ?? (buttonType == .custom ? .white : .systemBlue)
  }

  /// The title colour set for the current state (or the normal state's), nil when none was set:
  /// drawings then use the tint, as a system button's title follows it.
  package var assignedTitleColor: Color? {
    ButtonStateContent.value(stateContent.titleColors, for: state)
  }

  /// The title colour shown now, as UIKit's `currentTitleColor`.
  public var currentTitleColor: Color { titleColor(for: state) ?? .systemBlue }

  // MARK: Images

  /// The normal state's image, shown unless a state has its own; nil for none.
  public var image: ImageContent? {
    get { stateContent.images[State.normal.rawValue] }
    set { setImage(newValue, for: .normal) }
  }

  /// Sets the image for `state`, as UIKit's `setImage(_:for:)`.
  public func setImage(_ image: ImageContent?, for state: State) {
    guard stateContent.images[state.rawValue] != image else { return }
    stateContent.images[state.rawValue] = image
    contentDidChange()
  }

  /// The image for `state`, else the normal state's, as UIKit's `image(for:)`.
  public func image(for state: State) -> ImageContent? {
    ButtonStateContent.value(stateContent.images, for: state)
  }

  /// The image shown now, as UIKit's `currentImage`; a configuration's image when it has one.
  public var currentImage: ImageContent? {
    configuration?.image ?? image(for: state)
  }

  /// The image view that shows the current image, as UIKit's `imageView`.
  public var imageView: ImageView? { imageViewStorage }

  /// Sets the background image for `state`, as UIKit's `setBackgroundImage(_:for:)`: a classic
  /// button is at least as large as its current background image.
  public func setBackgroundImage(_ image: ImageContent?, for state: State) {
    guard stateContent.backgroundImages[state.rawValue] != image else { return }
    stateContent.backgroundImages[state.rawValue] = image
    contentDidChange()
  }

  /// The background image for `state`, else the normal state's, as UIKit's
  /// `backgroundImage(for:)`.
  public func backgroundImage(for state: State) -> ImageContent? {
    ButtonStateContent.value(stateContent.backgroundImages, for: state)
  }

  /// The background image shown now, as UIKit's `currentBackgroundImage`.
  public var currentBackgroundImage: ImageContent? { backgroundImage(for: state) }
}
