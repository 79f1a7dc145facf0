import OpenAutoLayout

/// The environment a hierarchy is laid out in (size classes, display scale, layout direction):
/// UIKit's `UITraitCollection`, the model's ``TraitCollection``.
///
/// `UITraitCollection(horizontalSizeClass: .regular)` and the other single-trait initialisers
/// work as in UIKit; unnamed traits take the defaults (compact width, regular height, scale 1,
/// left to right).
public typealias UITraitCollection = TraitCollection

/// A size class: UIKit's `UIUserInterfaceSizeClass`, the model's ``UserInterfaceSizeClass``.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass

/// Which way a layout reads: UIKit's `UIUserInterfaceLayoutDirection`, the model's
/// ``UserInterfaceLayoutDirection``.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection

/// How a view's content flips in right-to-left layouts: UIKit's `UISemanticContentAttribute`,
/// the model's ``SemanticContentAttribute``.
public typealias UISemanticContentAttribute = SemanticContentAttribute

extension View {
  /// The reading direction of content with `attribute` in a left-to-right environment, as
  /// UIKit's `UIView.userInterfaceLayoutDirection(for:)`: right to left only when forced.
  ///
  /// Use ``View/effectiveUserInterfaceLayoutDirection`` for a view in its hierarchy, which also
  /// follows the traits' layout direction.
  public static func userInterfaceLayoutDirection(
    for attribute: SemanticContentAttribute
  ) -> UserInterfaceLayoutDirection {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }
}
