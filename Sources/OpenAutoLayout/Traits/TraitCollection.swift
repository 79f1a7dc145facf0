import Foundation

/// The environment a hierarchy is laid out in, as UIKit's `UITraitCollection`: size classes,
/// display scale, layout direction, the preferred content size category, the idiom and the
/// interface style.
///
/// A view reads its traits from its ``View/overrideTraitCollection`` or, without one, from its
/// superview's; a window's come from its screen (``Window``); a root outside a window without an
/// override uses `TraitCollection/init()`'s defaults with the application's layout direction
/// and text size (``Application``).
///
/// Unlike UIKit's, every trait has a value: a trait nobody gave takes the default an environment
/// would have (compact width, regular height, scale 1, …). The collection still remembers which
/// traits were given, to initialiser or setter, so that ``init(traitsFrom:)`` and
/// ``containsTraits(in:)`` treat the others as UIKit treats unspecified traits. Equality compares
/// the values only.
public struct TraitCollection: Hashable, Sendable {
  /// The horizontal size class; drives the root's system minimum margins (spec decision 6).
  public var horizontalSizeClass: UserInterfaceSizeClass { didSet { specified.insert(.horizontalSizeClass) } }
  /// The vertical size class.
  public var verticalSizeClass: UserInterfaceSizeClass { didSet { specified.insert(.verticalSizeClass) } }
  /// Pixels per point; frames are rounded to 1/`displayScale` (spec decision 9).
  public var displayScale: CGFloat { didSet { specified.insert(.displayScale) } }
  /// The display scale of traits that do not specify one, such as the ambient traits of a root
  /// without an override.
  static let unspecifiedDisplayScale: CGFloat = 1
  /// The reading direction that views with unspecified semantic content follow.
  public var layoutDirection: UserInterfaceLayoutDirection { didSet { specified.insert(.layoutDirection) } }
  /// The reader's text size: Dynamic Type fonts and the readable content guide follow it.
  public var preferredContentSizeCategory: ContentSizeCategory {
    didSet { specified.insert(.preferredContentSizeCategory) }
  }
  /// The kind of device.
  public var userInterfaceIdiom: UserInterfaceIdiom { didSet { specified.insert(.userInterfaceIdiom) } }
  /// Light or dark appearance. It does not affect layout.
  public var userInterfaceStyle: UserInterfaceStyle { didSet { specified.insert(.userInterfaceStyle) } }

  /// The traits given to the initialiser or set since; the others hold defaults.
  var specified: SpecifiedTraits

  /// The traits given; the others take the defaults: compact width, regular height, scale 1,
  /// left to right, the large (default) text size, no idiom, light.
  ///
  /// With one argument this is UIKit's single-trait initialiser:
  /// `TraitCollection(horizontalSizeClass: .regular)`.
  public init(
    horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil,
    displayScale: CGFloat? = nil, layoutDirection: UserInterfaceLayoutDirection? = nil,
    preferredContentSizeCategory: ContentSizeCategory? = nil, userInterfaceIdiom: UserInterfaceIdiom? = nil,
    userInterfaceStyle: UserInterfaceStyle? = nil
  ) {
    self.horizontalSizeClass = horizontalSizeClass ?? .compact
    self.verticalSizeClass = verticalSizeClass ?? .regular
    self.displayScale = displayScale ?? Self.unspecifiedDisplayScale
    self.layoutDirection = layoutDirection ?? .leftToRight
    self.preferredContentSizeCategory = preferredContentSizeCategory ?? .large
    self.userInterfaceIdiom = userInterfaceIdiom ?? .unspecified
    self.userInterfaceStyle = userInterfaceStyle ?? .light
    var given: SpecifiedTraits = []
    if horizontalSizeClass != nil { given.insert(.horizontalSizeClass) }
    if verticalSizeClass != nil { given.insert(.verticalSizeClass) }
    if displayScale != nil { given.insert(.displayScale) }
    if layoutDirection != nil { given.insert(.layoutDirection) }
    if preferredContentSizeCategory != nil { given.insert(.preferredContentSizeCategory) }
    if userInterfaceIdiom != nil { given.insert(.userInterfaceIdiom) }
    if userInterfaceStyle != nil { given.insert(.userInterfaceStyle) }
    specified = given
  }

  /// Whether two collections have the same values, given or default.
  public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
    lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
      && lhs.displayScale == rhs.displayScale && lhs.layoutDirection == rhs.layoutDirection
      && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
      && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.userInterfaceStyle == rhs.userInterfaceStyle
  }

  /// Hashes the values that `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(displayScale)
    hasher.combine(layoutDirection)
    hasher.combine(preferredContentSizeCategory)
    hasher.combine(userInterfaceIdiom)
    hasher.combine(userInterfaceStyle)
  }
}

/// Which traits of a ``TraitCollection`` were given rather than defaulted.
struct SpecifiedTraits: OptionSet, Hashable, Sendable {
  let rawValue: UInt8
  static let horizontalSizeClass = SpecifiedTraits(rawValue: 1 << 0)
  static let verticalSizeClass = SpecifiedTraits(rawValue: 1 << 1)
  static let displayScale = SpecifiedTraits(rawValue: 1 << 2)
  static let layoutDirection = SpecifiedTraits(rawValue: 1 << 3)
  static let preferredContentSizeCategory = SpecifiedTraits(rawValue: 1 << 4)
  static let userInterfaceIdiom = SpecifiedTraits(rawValue: 1 << 5)
  static let userInterfaceStyle = SpecifiedTraits(rawValue: 1 << 6)
}

/// A size class, as UIKit's `UIUserInterfaceSizeClass`, with its raw values.
public enum UserInterfaceSizeClass: Int, Sendable, Hashable {
  case unspecified = 0, compact = 1, regular = 2
}

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`, with its raw values.
public enum UserInterfaceStyle: Int, Sendable, Hashable {
  case unspecified = 0, light = 1, dark = 2
}
