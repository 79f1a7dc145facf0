import Foundation

/// Detaching the views a gravity stack cannot hold, and reattaching them when it grows
/// (AppKit's visibility priorities; Guides/StackViews.md, "NSStackView").
extension GravityStackView {
  /// The views that may be attached (all but the hidden-detached), most strongly held first:
  /// by decreasing visibility priority, and among equal ones in arrangement order, so the later
  /// view detaches first.
  func rankedCandidates() -> [View] {
    let candidates = arrangedSubviews.enumerated().filter { !isDetachedForHiding($0.element) }
    return candidates.sorted { lhs, rhs in
      let (l, r) = (visibilityPriority(for: lhs.element), visibilityPriority(for: rhs.element))
      return l != r ? l > r : lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// The length along the orientation that `views` need, arranged in the stack's order: their
  /// intrinsic lengths (the longest for each with ``Distribution/fillEqually``) and the gaps
  /// between them. A view with no intrinsic length counts as 0 long.
  func neededLength(_ views: [View]) -> CGFloat {
    let ordered = arrangedSubviews.filter { view in views.contains { $0 === view } }
    guard !ordered.isEmpty else { return 0 }
    let lengths = ordered.map(intrinsicLength)
    let content = distribution == .fillEqually ? (lengths.max() ?? 0) * CGFloat(lengths.count) : lengths.reduce(0, +)
    return content + zip(ordered, ordered.dropFirst()).reduce(0) { $0 + resolvedGap(after: $1.0) }
  }

  /// `view`'s intrinsic length along the orientation, 0 when it has none.
  func intrinsicLength(_ view: View) -> CGFloat {
    let size = view.effectiveIntrinsicContentSize
    let length = orientation == .horizontal ? size.width : size.height
    return length.isFinite && length > 0 ? length : 0
  }

  /// After layout: keeps attached the longest run of ``rankedCandidates()`` whose needed length
  /// fits the content's length (views that must hold always, ``VisibilityPriority/notVisible``
  /// views never), detaches the rest and reattaches what fits again. A change tells the
  /// delegate and marks the constraints, so the passes run again with the new arrangement.
  func updateDetachedViews() {
    guard let engine = hierarchyContext.engine else { return }
    let rect = engine.rect(of: &contentGuide.engineQuad)
    let available = orientation == .horizontal ? rect.width : rect.height
    let ranked = rankedCandidates()
    var kept: [View] = []
    for view in ranked {
      let priority = visibilityPriority(for: view)
      if priority == .mustHold {
        kept.append(view)
        continue
      }
      // A thousandth of a point absorbs the engine's rounding.
      guard priority > .notVisible, neededLength(kept + [view]) <= available + 0.001 else { break }
      kept.append(view)
    }
    let squeezed = arrangedSubviews.filter { view in
      ranked.contains { $0 === view } && !kept.contains { $0 === view }
    }
    let leaving = squeezed.filter { view in !squeezedOut.contains { $0 === view } }
    let returning = squeezedOut.filter { view in !squeezed.contains { $0 === view } }
    guard !leaving.isEmpty || !returning.isEmpty else { return }
    let leavingInOrder = ranked.reversed().filter { view in leaving.contains { $0 === view } }
    if !leaving.isEmpty { delegate?.stackView(self, willDetach: leavingInOrder) }
    isDetaching = true
    for view in leaving { view.removeFromSuperview() }
    isDetaching = false
    squeezedOut = squeezed
    for view in returning { addSubview(view) }
    if !returning.isEmpty { delegate?.stackView(self, didReattach: returning) }
    setNeedsUpdateConstraints()
  }
}
