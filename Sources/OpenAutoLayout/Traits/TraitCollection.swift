import Foundation

/// The environment a hierarchy is laid out in, as UIKit's `UITraitCollection`: size classes,
/// display scale, layout direction, the preferred content size category and the idiom.
///
/// A view reads its traits from its ``View/overrideTraitCollection`` or, without one, from its
/// superview's; a root without an override uses ``TraitCollection/init()``'s defaults.
public struct TraitCollection: Hashable, Sendable {
  /// The horizontal size class; drives the root's system minimum margins (spec decision 6).
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// The vertical size class.
  public var verticalSizeClass: UserInterfaceSizeClass
  /// Pixels per point; frames are rounded to 1/`displayScale` (spec decision 9).
  public var displayScale: CGFloat
  /// The reading direction that views with unspecified semantic content follow.
  public var layoutDirection: UserInterfaceLayoutDirection
  /// The reader's text size: Dynamic Type fonts and the readable content guide follow it.
  public var preferredContentSizeCategory: ContentSizeCategory
  /// The kind of device.
  public var userInterfaceIdiom: UserInterfaceIdiom

  /// Compact width, regular height, scale 1, left to right, the large (default) text size, no
  /// idiom.
  public init(
    horizontalSizeClass: UserInterfaceSizeClass = .compact, verticalSizeClass: UserInterfaceSizeClass = .regular,
    displayScale: CGFloat = 1, layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    preferredContentSizeCategory: ContentSizeCategory = .large, userInterfaceIdiom: UserInterfaceIdiom = .unspecified
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.userInterfaceIdiom = userInterfaceIdiom
  }
}

/// A size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Sendable, Hashable {
  case unspecified, compact, regular
}
