import Foundation

/// Combining and comparing trait collections as UIKit does: only the traits a collection was
/// given count (``TraitCollection``).
extension TraitCollection {
  /// The traits of `collections` combined, as UIKit's `UITraitCollection(traitsFrom:)`: each
  /// trait takes its value from the last collection that was given it; the others keep the
  /// defaults.
  ///
  /// ```swift
  /// TraitCollection(traitsFrom: [window.traitCollection, TraitCollection(horizontalSizeClass: .compact)])
  /// // the window's traits, with a compact width
  /// ```
  public init(traitsFrom collections: [TraitCollection]) {
    self.init()
    for other in collections { merge(other) }
  }

  /// Whether every trait `other` was given has the same value here, as UIKit's
  /// `containsTraits(in:)`; true when `other` is nil or was given none.
  public func containsTraits(in other: TraitCollection?) -> Bool {
    guard let other else { return true }
    let given = other.specified
    return (!given.contains(.horizontalSizeClass) || horizontalSizeClass == other.horizontalSizeClass)
      && (!given.contains(.verticalSizeClass) || verticalSizeClass == other.verticalSizeClass)
      && (!given.contains(.displayScale) || displayScale == other.displayScale)
      && (!given.contains(.layoutDirection) || layoutDirection == other.layoutDirection)
      && (!given.contains(.preferredContentSizeCategory)
        || preferredContentSizeCategory == other.preferredContentSizeCategory)
      && (!given.contains(.userInterfaceIdiom) || userInterfaceIdiom == other.userInterfaceIdiom)
      && (!given.contains(.userInterfaceStyle) || userInterfaceStyle == other.userInterfaceStyle)
  }

  /// Whether colours resolve differently under `other`, as UIKit's
  /// `hasDifferentColorAppearance(comparedTo:)`: the interface style differs. True when `other`
  /// is nil, as in the first `traitCollectionDidChange(_:)`, so that colours are set up then.
  public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
    guard let other else { return true }
    return userInterfaceStyle != other.userInterfaceStyle
  }

  /// Takes each trait `other` was given.
  mutating func merge(_ other: TraitCollection) {
    let given = other.specified
    if given.contains(.horizontalSizeClass) { horizontalSizeClass = other.horizontalSizeClass }
    if given.contains(.verticalSizeClass) { verticalSizeClass = other.verticalSizeClass }
    if given.contains(.displayScale) { displayScale = other.displayScale }
    if given.contains(.layoutDirection) { layoutDirection = other.layoutDirection }
    if given.contains(.preferredContentSizeCategory) { preferredContentSizeCategory = other.preferredContentSizeCategory }
    if given.contains(.userInterfaceIdiom) { userInterfaceIdiom = other.userInterfaceIdiom }
    if given.contains(.userInterfaceStyle) { userInterfaceStyle = other.userInterfaceStyle }
  }
}
