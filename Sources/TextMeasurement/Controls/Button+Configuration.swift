import Foundation
import OpenAutoLayout

/// Edges of a rectangle named by reading direction, as UIKit's `NSDirectionalRectEdge`, with
/// its bit values: where a configuration button puts its image.
public struct DirectionalRectEdge: OptionSet, Sendable, Hashable {
  /// The edge bits.
  public let rawValue: UInt
  /// The edges with these bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge (1).
  public static let top = DirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge (2): left in left-to-right layouts.
  public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge (4).
  public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge (8).
  public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
  /// All four.
  public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// A view's background as a configuration draws it, as UIKit's `UIBackgroundConfiguration`:
/// stored for drawing; it does not change sizes.
public struct BackgroundConfiguration: Sendable, Hashable {
  /// The fill; nil for the configuration's default.
  public var backgroundColor: Color?
  /// The corner radius; a button's corner style sets it unless ``Button/Configuration/cornerStyle`` is fixed.
  public var cornerRadius: CGFloat = 0
  /// The outline's colour; nil for none.
  public var strokeColor: Color?
  /// The outline's width.
  public var strokeWidth: CGFloat = 0
  /// How far the outline sits outside the edge.
  public var strokeOutset: CGFloat = 0
  /// An image drawn behind the content.
  public var image: ImageContent?

  /// A clear background, as `UIBackgroundConfiguration.clear()`.
  public static func clear() -> BackgroundConfiguration { BackgroundConfiguration() }
}

extension Button {
  /// What a button shows and how, as UIKit's `UIButton.Configuration` (iOS 15): title, subtitle,
  /// image and their spacing, content insets, colours and corners.
  ///
  /// **Sizes.** A configuration button's intrinsic size is its content plus ``contentInsets``:
  /// the image and the title block side by side (``imagePlacement`` leading or trailing) or
  /// stacked (top or bottom), ``imagePadding`` between them when both show; the title block is
  /// the title over the subtitle, ``titlePadding`` apart, as wide as the wider. The title and
  /// subtitle fonts are the system font at the text styles of ``buttonSize``, at the button's
  /// content size category, unless ``attributedTitle``'s font or
  /// ``titleTextAttributesTransformer`` give another (the button's `titleLabel` font does not
  /// apply, as in UIKit); a symbol image without its own size is sized for the title's style.
  ///
  /// **Numbers.** The medium size's content insets, (7, 12, 7, 12), are UIKit's default as a
  /// UIKit engineer confirmed on Apple's developer forums ("Clarity on UIButtonConfiguration
  /// contentInsets default value", thread 733541, which also says they vary with the size and
  /// the Dynamic Type size). A medium title in the body style (17 points) makes UIKit's familiar
  /// 34⅓-point button: a 20⅓-point San Francisco line plus 7 above and below. Apple publishes no
  /// numbers for the other sizes, nor the fonts: mini (3, 8) footnote, small (5, 10)
  /// subheadline and large (14, 20) body are chosen, as are the subtitle styles (one step
  /// smaller than the title) and the paddings (0). Every style (plain, tinted, gray, filled,
  /// bordered…) sizes alike: the styles differ in colours and corners only.
  public struct Configuration: Sendable, Hashable {
    /// The size class of a configuration button, as `UIButton.Configuration.Size`.
    public enum Size: Sendable, Hashable, CaseIterable {
      /// The smallest: insets (3, 8, 3, 8), footnote titles (chosen).
      case mini
      /// Small: insets (5, 10, 5, 10), subheadline titles (chosen).
      case small
      /// The default: insets (7, 12, 7, 12) (UIKit's), body titles.
      case medium
      /// Large: insets (14, 20, 14, 20), body titles (chosen).
      case large

      /// The default content insets at this size.
      public var defaultContentInsets: DirectionalEdgeInsets {
        switch self {
        case .mini: DirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
      }

      /// The title's text style at this size.
      public var titleTextStyle: TextStyle {
        switch self {
        case .mini: .footnote
        case .small: .subheadline
        case .medium, .large: .body
        }
      }

      /// The subtitle's text style at this size.
      public var subtitleTextStyle: TextStyle {
        switch self {
        case .mini: .caption2
        case .small: .caption1
        case .medium, .large: .subheadline
        }
      }
    }

    /// How the corners are rounded, as `UIButton.Configuration.CornerStyle`. Stored for drawing.
    public enum CornerStyle: Sendable, Hashable, CaseIterable {
      /// The background's own corner radius.
      case fixed
      /// A radius that follows the size and Dynamic Type (the default).
      case dynamic
      /// Slight rounding.
      case small
      /// Medium rounding.
      case medium
      /// Strong rounding.
      case large
      /// Fully rounded ends.
      case capsule
    }

    /// How the title and subtitle align, as `UIButton.Configuration.TitleAlignment`. Stored.
    public enum TitleAlignment: Sendable, Hashable, CaseIterable {
      /// As the image placement suggests.
      case automatic
      /// Against the leading edge.
      case leading
      /// Centred.
      case center
      /// Against the trailing edge.
      case trailing
    }

    /// The look a configuration was made with.
    enum Style: Sendable, Hashable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    /// The look this configuration was made with.
    let style: Style
    /// The title; nil for the button's title for its state.
    public var title: String?
    /// The title with attributes: its string is the title, its first run's font the title's
    /// font; nil for ``title``.
    public var attributedTitle: AttributedString?
    /// A second line under the title; nil for none.
    public var subtitle: String?
    /// The subtitle with attributes, as ``attributedTitle``.
    public var attributedSubtitle: AttributedString?
    /// Changes the title's attributes: the title is measured in the font it gives.
    public var titleTextAttributesTransformer: TextAttributesTransformer?
    /// Changes the subtitle's attributes, as ``titleTextAttributesTransformer``.
    public var subtitleTextAttributesTransformer: TextAttributesTransformer?
    /// The image; nil for the button's image for its state.
    public var image: ImageContent?
    /// Where the image goes relative to the title; ``DirectionalRectEdge/leading`` by default.
    public var imagePlacement: DirectionalRectEdge = .leading
    /// The space between the image and the title block; 0 by default (chosen).
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle; 0 by default (chosen).
    public var titlePadding: CGFloat = 0
    /// How the title and subtitle align. Stored.
    public var titleAlignment: TitleAlignment = .automatic
    /// The size class: insets and fonts. ``Size/medium`` by default.
    public var buttonSize: Size = .medium
    /// How the title breaks. Stored.
    public var titleLineBreakMode: LineBreakMode = .byTruncatingTail
    /// How the subtitle breaks. Stored.
    public var subtitleLineBreakMode: LineBreakMode = .byTruncatingTail
    /// The foreground (title and image) colour; nil for the style's (the tint, or white on
    /// filled). Stored for drawing.
    public var baseForegroundColor: Color?
    /// The background colour; nil for the style's. Stored for drawing.
    public var baseBackgroundColor: Color?
    /// How the corners are rounded. Stored for drawing.
    public var cornerStyle: CornerStyle = .dynamic
    /// The background. Stored for drawing.
    public var background = BackgroundConfiguration()
    /// Whether an activity indicator replaces the image; it takes the image's place.
    public var showsActivityIndicator = false
    /// Space reserved for the image along its placement's axis, as UIKit's `imageReservation`;
    /// a smaller image is centred in it. 0 by default.
    public var imageReservation: CGFloat = 0
    /// The symbol configuration for a symbol image; nil for the title's style.
    public var preferredSymbolConfigurationForImage: ImageContent.SymbolConfiguration?
    /// Insets set by code; nil for the size's default.
    private var givenContentInsets: DirectionalEdgeInsets?

    init(style: Style) {
      self.style = style
    }

    /// The space between the bounds and the content: ``Size/defaultContentInsets`` of
    /// ``buttonSize`` until set.
    public var contentInsets: DirectionalEdgeInsets {
      get { givenContentInsets ?? buttonSize.defaultContentInsets }
      set { givenContentInsets = newValue }
    }

    /// Goes back to the size's default insets, as UIKit's `setDefaultContentInsets()`.
    public mutating func setDefaultContentInsets() {
      givenContentInsets = nil
    }

    /// The configuration for the button's state, as UIKit's `updated(for:)`: the same here
    /// (states change colours, not sizes).
    public func updated(for button: Button) -> Configuration { self }

    /// No background, the tint-coloured title (`.plain()`).
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A tinted translucent background (`.tinted()`).
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A grey background (`.gray()`).
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A tint-filled background with a white title (`.filled()`).
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// No background (`.borderless()`).
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// A grey background (`.bordered()`).
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// A tinted translucent background (`.borderedTinted()`).
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// A tint-filled background (`.borderedProminent()`).
    public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
  }
}

extension Button.Configuration {
  /// The title's text: ``attributedTitle``'s characters, else ``title``.
  var titleText: String? {
    attributedTitle.map { String($0.characters) } ?? title
  }

  /// The subtitle's text: ``attributedSubtitle``'s characters, else ``subtitle``.
  var subtitleText: String? {
    attributedSubtitle.map { String($0.characters) } ?? subtitle
  }

  /// The font text with `attributed` attributes and `transformer` is shown in, starting from
  /// `base`: the first run's font, then the transformer's.
  static func font(_ base: Font, attributed: AttributedString?, transformer: TextAttributesTransformer?) -> Font {
    var font = attributed?.runs.first?.attributes[AttributeScopes.UIKitAttributes.FontAttribute.self] ?? base
    if let transformer {
      var container = AttributeContainer()
      container[AttributeScopes.UIKitAttributes.FontAttribute.self] = font
      font = transformer(container)[AttributeScopes.UIKitAttributes.FontAttribute.self] ?? font
    }
    return font
  }
}
