extension View {
  /// The traits the view is laid out with: its override, or its superview's traits; for a root
  /// without an override, the defaults with the application's layout direction and text size
  /// (``Application/userInterfaceLayoutDirection``).
  public var traitCollection: TraitCollection {
    var view: View? = self
    while let current = view {
      if let traits = current.overrideTraitCollection { return traits }
      view = current.superview
    }
    return Application.shared.ambientTraits
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
  /// another scale, so the whole subtree is laid out again; then the subtree hears of its new
  /// traits (``traitCollectionDidChange(_:)``) and its variations follow them.
  func traitsDidChange() {
    layoutDirectionDidChange()
    forEachInSubtree { $0.setNeedsLayout() }
    deliverTraitChanges()
  }

  /// Whether the view's hierarchy stands for a window: its root has traits of its own or is a
  /// view controller's view. Views hear of their traits only there, as UIKit's hear of theirs
  /// once they are in a window.
  var isInTraitEnvironment: Bool {
    let root = rootView
    return root.overrideTraitCollection != nil || root.viewController != nil
  }

  /// Tells each view of the subtree whose traits differ from those it last heard of, top-down:
  /// first its trait variations are applied (``TraitVariation``), then
  /// ``traitCollectionDidChange(_:)`` is called, with nil the first time. Views a callback adds
  /// hear of their traits as they are added.
  func deliverTraitChanges(inherited: TraitCollection? = nil) {
    guard inherited != nil || isInTraitEnvironment else { return }
    let traits = overrideTraitCollection ?? inherited ?? superview?.traitCollection ?? Application.shared.ambientTraits
    if deliveredTraits != traits {
      let previous = deliveredTraits
      deliveredTraits = traits
      applyTraitVariations(traits)
      // A controller hears of its root view's traits first, as UIKit's do.
      viewController?.traitCollectionDidChange(previous)
      traitCollectionDidChange(previous)
    }
    // A copy: a callback or a variation may add or remove subviews.
    for subview in subviews where subview.superview === self {
      subview.deliverTraitChanges(inherited: traits)
    }
  }

  /// The reading direction may have flipped: constraints naming leading or trailing whose first
  /// item is in this subtree are translated again, and directional margins recomputed.
  func layoutDirectionDidChange() {
    guard hierarchyContext.engine != nil else { return }
    let root = rootView
    root.forEachInSubtree { owner in
      for constraint in owner.ownedConstraints.elements
      where constraint.containsAttribute(where: \.isDirectional)
        && (constraint.firstItem?.hostView?.isDescendant(of: self) ?? false)
      {
        // Inside a subview hosting its own engine, that engine holds the constraint.
        owner.hierarchyContext.engine?.update(constraint)
      }
    }
    forEachInSubtree { $0.enqueueInsetsRefresh() }
  }
}
