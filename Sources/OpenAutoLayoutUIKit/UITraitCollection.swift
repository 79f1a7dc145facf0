import Foundation
import OpenAutoLayout

/// The environment a hierarchy is laid out in (size classes, display scale, layout direction):
/// UIKit's `UITraitCollection`, the model's `TraitCollection`.
///
/// `UITraitCollection(horizontalSizeClass: .regular)` and the other single-trait initialisers,
/// `init(traitsFrom:)`, `containsTraits(in:)`, `hasDifferentColorAppearance(comparedTo:)`,
/// `UITraitCollection.current` and `performAsCurrent(_:)` work as in UIKit. Traits nobody gave
/// read as the defaults (compact width, regular height, scale 1, left to right, large text,
/// light) where UIKit's read as unspecified, but combining and comparing ignore them as UIKit
/// ignores unspecified ones.
public typealias UITraitCollection = TraitCollection

/// Light or dark: UIKit's `UIUserInterfaceStyle`, the model's `UserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle

/// A size class: UIKit's `UIUserInterfaceSizeClass`, the model's `UserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass

/// Which way a layout reads: UIKit's `UIUserInterfaceLayoutDirection`, the model's
/// `UserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection

/// How a view's content flips in right-to-left layouts: UIKit's `UISemanticContentAttribute`,
/// the model's `SemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute

extension View {
  /// The reading direction of content with `attribute` in the application's direction
  /// (`Application/userInterfaceLayoutDirection`), as UIKit's
  /// `UIView.userInterfaceLayoutDirection(for:)`.
  ///
  /// Use `View/effectiveUserInterfaceLayoutDirection` for a view in its hierarchy, which
  /// follows its traits' layout direction.
  public static func userInterfaceLayoutDirection(
    for attribute: SemanticContentAttribute
  ) -> UserInterfaceLayoutDirection {
    userInterfaceLayoutDirection(for: attribute, relativeTo: Application.shared.userInterfaceLayoutDirection)
  }

  /// The reading direction of content with `attribute` where the surroundings read
  /// `layoutDirection`, as UIKit's `UIView.userInterfaceLayoutDirection(for:relativeTo:)`:
  /// forced directions win, playback and spatial content reads left to right, the rest follows
  /// `layoutDirection`.
  public static func userInterfaceLayoutDirection(
    for attribute: SemanticContentAttribute, relativeTo layoutDirection: UserInterfaceLayoutDirection
  ) -> UserInterfaceLayoutDirection {
    switch attribute {
    case .forceRightToLeft: .rightToLeft
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    case .unspecified: layoutDirection
    }
  }
}

extension TraitCollection {
  /// The key of the thread's current traits in its thread dictionary.
  private static let currentKey = "OpenAutoLayoutUIKit.UITraitCollection.current"

  /// The traits colours and images resolve against on this thread, as UIKit's
  /// `UITraitCollection.current`: those last set on this thread, or else the main screen's.
  ///
  /// UIKit also sets it around drawing and layout callbacks; here only code sets it (directly
  /// or with ``performAsCurrent(_:)``). Each thread has its own, as in UIKit.
  public static var current: TraitCollection {
    get { Thread.current.threadDictionary[currentKey] as? TraitCollection ?? Screen.main.traitCollection }
    set { Thread.current.threadDictionary[currentKey] = newValue }
  }

  /// Runs `actions` with these traits as ``current``, then restores the previous ones, as
  /// UIKit's `performAsCurrent(_:)`.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let dictionary = Thread.current.threadDictionary
    let previous = dictionary[Self.currentKey]
    dictionary[Self.currentKey] = self
    defer { dictionary[Self.currentKey] = previous }
    try actions()
  }
}
