import Foundation

/// The views of a gravity stack: its areas, the arranged views, spacing after a view and
/// visibility priorities.
extension GravityStackView {
  /// Passed to ``setCustomSpacing(_:after:)``: go back to ``spacing`` after that view; returned
  /// by ``customSpacing(after:)`` when there is no custom spacing. AppKit's value, `FLT_MAX`.
  public static let useDefaultSpacing = CGFloat(Float.greatestFiniteMagnitude)

  /// Every view of the stack, leading area first, attached or not, in order (AppKit's
  /// `arrangedSubviews`: the views of the three areas).
  public var arrangedSubviews: [View] { areas[0] + areas[1] + areas[2] }

  /// Every view of the stack, as AppKit's `views`: the same as ``arrangedSubviews``.
  public var views: [View] { arrangedSubviews }

  /// The views the stack has detached: those it could not hold (out of the view hierarchy) and,
  /// with ``detachesHiddenViews``, the hidden ones (which stay subviews, so that showing them
  /// again is heard). No particular order, as in AppKit.
  public var detachedViews: [View] {
    squeezedOut + arrangedSubviews.filter { isDetachedForHiding($0) }
  }

  /// The views of `gravity`, attached or not, in order.
  public func views(in gravity: Gravity) -> [View] { areas[gravity.rawValue - 1] }

  /// Appends `view` to `gravity` (at its trailing end, or bottom), adding it as a subview.
  public func addView(_ view: View, in gravity: Gravity) {
    let count = areas[gravity.rawValue - 1].count - (areas[gravity.rawValue - 1].contains { $0 === view } ? 1 : 0)
    insertView(view, at: count, in: gravity)
  }

  /// Inserts `view` at `index` of `gravity`, adding it as a subview; a view already in the
  /// stack moves. An index outside the area (AppKit raises) is reported through the
  /// hierarchy's diagnostics and nothing changes; so is the stack itself or an ancestor.
  public func insertView(_ view: View, at index: Int, in gravity: Gravity) {
    let area = gravity.rawValue - 1
    let others = areas[area].count - (areas[area].contains { $0 === view } ? 1 : 0)
    guard (0...others).contains(index) else {
      layoutDiagnostics.report(
        .invalidHierarchy("cannot insert \(view.layoutName) at index \(index) of the \(others) views of \(gravity) in \(layoutName)"))
      return
    }
    if view.superview !== self {
      squeezedOut.removeAll { $0 === view }
      addSubview(view)
      // Refused (the stack is inside `view`): the report is made, nothing is arranged.
      guard view.superview === self else { return }
    }
    view.translatesAutoresizingMaskIntoConstraints = false
    for i in areas.indices { areas[i].removeAll { $0 === view } }
    areas[area].insert(view, at: index)
    setNeedsUpdateConstraints()
  }

  /// Makes `views` the views of `gravity`, removing the area's other views from the stack.
  public func setViews(_ views: [View], in gravity: Gravity) {
    for old in areas[gravity.rawValue - 1] where !views.contains(where: { $0 === old }) { removeView(old) }
    for (index, view) in views.enumerated() { insertView(view, at: index, in: gravity) }
  }

  /// Removes `view` from the stack and from the view hierarchy.
  public func removeView(_ view: View) {
    guard contains(view) else { return }
    forget(view)
    if view.superview === self { view.removeFromSuperview() }
  }

  /// Appends `view` after the last arranged view, in that view's area (the leading area when
  /// the stack is empty), as AppKit's `addArrangedSubview(_:)`.
  public func addArrangedSubview(_ view: View) {
    let area = areas.lastIndex { !$0.isEmpty && !($0.count == 1 && $0[0] === view) } ?? 0
    addView(view, in: Gravity(rawValue: area + 1) ?? .leading)
  }

  /// Inserts `view` at `index` of ``arrangedSubviews``, into the area of the view it goes
  /// before (or after, at the end). An index outside `0...arrangedSubviews.count` is reported
  /// and nothing changes.
  public func insertArrangedSubview(_ view: View, at index: Int) {
    var all = arrangedSubviews
    all.removeAll { $0 === view }
    guard (0...all.count).contains(index) else {
      layoutDiagnostics.report(
        .invalidHierarchy("cannot insert \(view.layoutName) at index \(index) of the \(all.count) arranged subviews of \(layoutName)"))
      return
    }
    for i in areas.indices { areas[i].removeAll { $0 === view } }
    var offset = index
    for area in areas.indices {
      // The end of an area takes the index only when no later area has views.
      let isLast = areas[(area + 1)...].allSatisfy(\.isEmpty)
      if offset < areas[area].count || (offset == areas[area].count && isLast) {
        return insertView(view, at: offset, in: Gravity(rawValue: area + 1) ?? .leading)
      }
      offset -= areas[area].count
    }
  }

  /// Stops arranging `view`; it stays a subview (if attached), with no constraints of the stack.
  public func removeArrangedSubview(_ view: View) {
    guard contains(view) else { return }
    let wasSqueezedOut = squeezedOut.contains { $0 === view }
    forget(view)
    if wasSqueezedOut { addSubview(view) }
  }

  /// Sets the gap after `view`, overriding ``spacing`` there (``useDefaultSpacing`` goes back
  /// to it). Nothing happens for a view not in the stack; a value that is not finite is reported
  /// and ignored. Only the gap after an attached view counts.
  public func setCustomSpacing(_ spacing: CGFloat, after view: View) {
    guard contains(view) else { return }
    guard spacing.isFinite else { return reportNonFiniteSpacing(spacing, after: view) }
    let new: CGFloat? = spacing == GravityStackView.useDefaultSpacing ? nil : spacing
    guard customSpacings[ObjectIdentifier(view)] != new else { return }
    customSpacings[ObjectIdentifier(view)] = new
    setNeedsUpdateConstraints()
  }

  /// The custom gap after `view`, or ``useDefaultSpacing``.
  public func customSpacing(after view: View) -> CGFloat {
    customSpacings[ObjectIdentifier(view)] ?? GravityStackView.useDefaultSpacing
  }

  /// Sets how strongly `view` stays attached when the stack becomes too small: views detach in
  /// order of increasing visibility priority. A view not in the stack (AppKit raises) is
  /// reported and nothing changes.
  public func setVisibilityPriority(_ priority: VisibilityPriority, for view: View) {
    guard contains(view) else {
      layoutDiagnostics.report(
        .invalidHierarchy("cannot set the visibility priority of \(view.layoutName), not in \(layoutName)"))
      return
    }
    let clamped = VisibilityPriority(min(max(priority.rawValue, 0), 1000))
    visibilityPriorities[ObjectIdentifier(view)] = clamped == .mustHold ? nil : clamped
    setNeedsUpdateConstraints()
    setNeedsLayout()
  }

  /// The visibility priority of `view`; ``VisibilityPriority/mustHold`` by default.
  public func visibilityPriority(for view: View) -> VisibilityPriority {
    visibilityPriorities[ObjectIdentifier(view)] ?? .mustHold
  }

  // MARK: Internal

  func contains(_ view: View) -> Bool {
    areas.contains { $0.contains { $0 === view } }
  }

  /// Whether `view` is detached because it is hidden (it is still a subview).
  func isDetachedForHiding(_ view: View) -> Bool {
    detachesHiddenViews && view.isHidden && view.superview === self
  }

  /// Drops every trace of `view` from the stack's arrangement.
  func forget(_ view: View) {
    guard contains(view) else { return }
    for i in areas.indices { areas[i].removeAll { $0 === view } }
    squeezedOut.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    visibilityPriorities[ObjectIdentifier(view)] = nil
    setNeedsUpdateConstraints()
  }
}
