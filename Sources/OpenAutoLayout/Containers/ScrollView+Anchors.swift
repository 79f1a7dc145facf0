import Foundation

/// What a scroll view's anchors mean to the engine (behaviour-2 §1.19 rules 1–3, spec §5
/// "Scroll-view anchor semantics").
///
/// Constraint translation (`LayoutEngine+Translation.swift`) asks two things of scroll views:
/// which of a scroll view's guides its own anchor stands for in a constraint, and which guide's
/// position is the bounds origin to subtract when a position is measured across a scroll view.
extension ScrollView {
  /// The scroll view whose own anchors stand for its guides' in `constraint`: `owner`, when it
  /// is a scroll view and the constraint — the user's or a container's — relates the scroll view
  /// itself to one of its descendants (an item, or a guide, in its subtree below it).
  ///
  /// Only such constraints are rewritten. One with an item outside the scroll view has an owner
  /// above it and constrains its frame (rule 1); one between the scroll view and its own guides,
  /// and the system's constraints (its guides' pins), keep their plain meaning.
  ///
  /// - Complexity: O(*p*) for the constraint's *p* items.
  static func substitutingAnchors(in constraint: LayoutConstraint, owner: View?) -> ScrollView? {
    guard let owner, owner.isScrollView, let scrollView = owner as? ScrollView else { return nil }
    guard constraint.origin == .user || constraint.origin == .container else { return nil }
    var mentionsItself = false
    var mentionsDescendant = false
    for (item, _) in constraint.parts {
      guard let item else { continue }
      if item === scrollView {
        mentionsItself = true
      } else if let host = item.hostView, host !== scrollView {
        // The owner is the nearest common ancestor, so any other host is below the scroll view.
        mentionsDescendant = true
      }
    }
    return mentionsItself && mentionsDescendant ? scrollView : nil
  }

  /// The guide the scroll view's `attribute` stands for in a constraint with its content: the
  /// content layout guide for an edge (rule 2), the frame layout guide for a size or a centre
  /// (rule 3, and Apple's documentation for centres). Nil for margins and baselines, which keep
  /// their meaning: margins are the margins guide, which follows the visible area.
  func guide(standingFor attribute: LayoutAttribute) -> LayoutGuide? {
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing: contentLayoutGuide
    case .width, .height, .centerX, .centerY: frameLayoutGuide
    default: nil
    }
  }
}

extension View {
  /// For a scroll view, the guide whose position is its bounds origin (the frame layout guide,
  /// at the content offset): a position inside the scroll view, measured in its superview,
  /// is its frame origin plus the position less the offset. Nil for other views, whose bounds
  /// origin the model does not use.
  var boundsOriginGuide: LayoutGuide? {
    isScrollView ? (self as? ScrollView)?.frameLayoutGuide : nil
  }

  /// What the view's margins, safe-area and readable-content guides are tied to, and that
  /// item's alignment insets: the view itself, or for a scroll view its frame layout guide, so
  /// that those guides follow the visible area (spec §5: they "float").
  var systemGuideReference: (item: LayoutItem, alignmentInsets: EdgeInsets) {
    if let scrollView = self as? ScrollView { return (scrollView.frameLayoutGuide, .zero) }
    return (self, alignmentRectInsets)
  }
}
