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

extension View {
  /// The traits the view is laid out with: its override, or its superview's traits.
  public var traitCollection: TraitCollection {
    var view: View? = self
    while let current = view {
      if let traits = current.overrideTraitCollection { return traits }
      view = current.superview
    }
    return TraitCollection()
  }

  /// The view's reading direction: forced by ``semanticContentAttribute``, left to right for
  /// playback and spatial content, otherwise the traits' direction (behaviour-1 §1.21).
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    case .forceRightToLeft: .rightToLeft
    case .unspecified: traitCollection.layoutDirection
    }
  }

  /// New traits: directions may flip, margins follow the size class, and frames round anew at
  /// another scale, so the whole subtree is laid out again.
  func traitsDidChange() {
    layoutDirectionDidChange()
    forEachInSubtree { $0.setNeedsLayout() }
  }

  /// The reading direction may have flipped: constraints naming leading or trailing whose first
  /// item is in this subtree are translated again, and directional margins recomputed.
  func layoutDirectionDidChange() {
    guard let engine = hierarchyContext.engine else { return }
    let root = rootView
    root.forEachInSubtree { owner in
      for constraint in owner.ownedConstraints.elements
      where constraint.parts.contains(where: { $0.1.isDirectional })
        && (constraint.firstItem?.hostView?.isDescendant(of: self) ?? false)
      {
        engine.update(constraint)
      }
    }
    forEachInSubtree { $0.enqueueInsetsRefresh() }
  }
}
