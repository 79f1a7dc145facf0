import Foundation

/// A view that places its panes side by side or one above the other, with a divider between
/// each two: AppKit's `NSSplitView`, the model's `SplitView`.
///
/// Flipped, as AppKit's: the first pane is at the top (or at the left when ``isVertical``), and
/// a pane's frame reads top-down. Panes are placed by frame, filling the split view across the
/// axis; along it each keeps its size until the split view's size changes, when the panes with
/// the lowest holding priority (``setHoldingPriority(_:forSubviewAt:)``, 250 by default) take
/// the change, in proportion to their sizes, as far as their own constraints let them (a pane's
/// smallest size is its fitting size along the axis; a largest one its size fitted to an
/// expanded target); what they cannot take goes to the next priority. A hidden pane is
/// collapsed: no size, its divider kept.
open class SplitView: AppKitView {
  /// How a divider is drawn, and its thickness, as AppKit's `NSSplitView.DividerStyle`.
  public enum DividerStyle: Int, Sendable, Hashable {
    /// A 9-point divider, the default.
    case thick = 1
    /// A 1-point line.
    case thin = 2
    /// A 9-point divider with a line at both edges.
    case paneSplitter = 3
  }

  /// The panes' sizes along the axis, the arranged subviews' order; kept between layouts.
  private var paneSizes: [ObjectIdentifier: CGFloat] = [:]
  /// The holding priorities set, by index in the arranged subviews.
  private var holdingPriorities: [Int: LayoutPriority] = [:]
  /// The arranged subviews when ``arrangesAllSubviews`` is false.
  private var storedArrangedSubviews: [View] = []

  /// Told of divider moves and asked to limit them, as AppKit's `delegate`.
  open weak var delegate: (any SplitViewDelegate)?

  /// Flipped, as AppKit's split view: panes are placed top-down.
  open override var isFlipped: Bool { true }

  /// Whether the panes are side by side (dividers vertical); false by default: panes stacked.
  open var isVertical = false { didSet { if isVertical != oldValue { resetSizes() } } }

  /// The dividers' style; ``DividerStyle/thick`` by default.
  open var dividerStyle: DividerStyle = .thick { didSet { setNeedsLayout() } }

  /// The thickness of each divider: 9 points for thick and pane-splitter dividers, 1 for thin.
  /// Override it for another thickness, as in AppKit.
  open var dividerThickness: CGFloat {
    switch dividerStyle {
    case .thick, .paneSplitter: 9
    case .thin: 1
    }
  }

  /// Whether every subview is a pane (true by default, as AppKit's); when false, only the views
  /// given to ``addArrangedSubview(_:)``.
  open var arrangesAllSubviews = true {
    didSet {
      if !arrangesAllSubviews && oldValue { storedArrangedSubviews = subviews }
      setNeedsLayout()
    }
  }

  /// The panes, first (top or left) to last.
  open var arrangedSubviews: [View] {
    arrangesAllSubviews ? subviews : storedArrangedSubviews.filter { $0.superview === self }
  }

  /// Adds `view` as the last pane (and as a subview).
  open func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` as the pane at `index` (clamped to the panes' range).
  open func insertArrangedSubview(_ view: View, at index: Int) {
    let panes = arrangedSubviews
    let position = min(max(0, index), panes.count)
    if arrangesAllSubviews {
      if position < panes.count { insertSubview(view, belowSubview: panes[position]) } else { addSubview(view) }
    } else {
      storedArrangedSubviews.removeAll { $0 === view }
      storedArrangedSubviews.insert(view, at: min(position, storedArrangedSubviews.count))
      if view.superview !== self { addSubview(view) }
    }
    setNeedsLayout()
  }

  /// Stops `view` being a pane; it stays a subview unless ``arrangesAllSubviews`` is true, where
  /// every subview is a pane and it is removed.
  open func removeArrangedSubview(_ view: View) {
    if arrangesAllSubviews {
      if view.superview === self { view.removeFromSuperview() }
    } else {
      storedArrangedSubviews.removeAll { $0 === view }
    }
    paneSizes[ObjectIdentifier(view)] = nil
    setNeedsLayout()
  }

  /// Sets how firmly the pane at `index` keeps its size when the split view resizes: the lowest
  /// gives first.
  open func setHoldingPriority(_ priority: LayoutPriority, forSubviewAt index: Int) {
    holdingPriorities[index] = priority
  }

  /// How firmly the pane at `index` keeps its size; 250 unless set.
  open func holdingPriorityForSubview(at index: Int) -> LayoutPriority {
    holdingPriorities[index] ?? .defaultLow
  }

  /// Whether the pane is collapsed: hidden, as AppKit collapses a pane.
  open func isSubviewCollapsed(_ subview: View) -> Bool { subview.isHidden }

  // MARK: Sizes

  /// The extent of `rect` along the split axis (its width when vertical).
  private func extent(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }

  /// The room for the panes: the split view's extent less the dividers.
  private func availableExtent(panes: Int) -> CGFloat {
    max(0, extent(modelBounds.size) - dividerThickness * CGFloat(max(0, panes - 1)))
  }

  /// The smallest extent `pane`'s constraints allow along the axis.
  private func minimumExtent(of pane: View) -> CGFloat {
    max(0, extent(pane.systemLayoutSizeFitting(View.layoutFittingCompressedSize)))
  }

  /// The largest extent `pane`'s constraints allow along the axis, infinity when unlimited.
  private func maximumExtent(of pane: View) -> CGFloat {
    let expanded = extent(pane.systemLayoutSizeFitting(View.layoutFittingExpandedSize))
    let target = extent(View.layoutFittingExpandedSize)
    return expanded <= 0 || expanded >= target ? .infinity : max(expanded, minimumExtent(of: pane))
  }

  /// The current sizes of `panes` (hidden ones 0): kept ones, else each pane's frame along the
  /// axis.
  private func currentSizes(_ panes: [View]) -> [CGFloat] {
    panes.map { pane in
      pane.isHidden ? 0 : paneSizes[ObjectIdentifier(pane)] ?? extent(pane.modelFrameAnyView.size)
    }
  }

  /// Forgets the kept sizes (the axis changed): panes are sized again from scratch.
  private func resetSizes() {
    paneSizes = [:]
    setNeedsLayout()
  }

  /// `sizes` changed by `delta` in total: the lowest holding priority first, in proportion to
  /// the sizes (equally when they are all zero), each within its limits; what a group cannot
  /// take passes to the next priority.
  private func distribute(_ delta: CGFloat, over sizes: [CGFloat], panes: [View]) -> [CGFloat] {
    var result = sizes
    var remaining = delta
    let visible = panes.indices.filter { !panes[$0].isHidden }
    let priorities = Set(visible.map { holdingPriorityForSubview(at: $0) }).sorted()
    for priority in priorities where abs(remaining) > 0.0001 {
      var group = visible.filter { holdingPriorityForSubview(at: $0) == priority }
      // A pane that reaches its limit leaves the group; the others share what it could not take.
      while !group.isEmpty && abs(remaining) > 0.0001 {
        let total = group.reduce(0) { $0 + result[$1] }
        var limited: [Int] = []
        var taken: CGFloat = 0
        for index in group {
          let share = total > 0 ? remaining * result[index] / total : remaining / CGFloat(group.count)
          let wanted = result[index] + share
          let limit = min(max(wanted, minimumExtent(of: panes[index])), maximumExtent(of: panes[index]))
          if limit != wanted { limited.append(index) }
          taken += limit - result[index]
          result[index] = limit
        }
        remaining -= taken
        if limited.isEmpty { break }
        group.removeAll { limited.contains($0) }
      }
    }
    return result
  }

  /// Places the panes after the split view's own layout.
  open override func layout() {
    super.layout()
    placePanes()
  }

  /// Sizes the panes to fill the split view (``distribute(_:over:panes:)``) and places them.
  private func placePanes() {
    let panes = arrangedSubviews
    guard !panes.isEmpty else { return }
    var sizes = currentSizes(panes)
    let available = availableExtent(panes: panes.count)
    let delta = available - sizes.reduce(0, +)
    if abs(delta) > 0.0001 { sizes = distribute(delta, over: sizes, panes: panes) }
    apply(sizes, to: panes)
  }

  /// Gives `panes` the extents `sizes` along the axis, one after the other with a divider
  /// between, filling the split view across it.
  private func apply(_ sizes: [CGFloat], to panes: [View]) {
    let bounds = modelBounds
    // Edges on the pixel grid, as AppKit aligns panes to the backing store.
    let scale = max(1, rootView.traitCollection.displayScale)
    func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    var position: CGFloat = 0
    for (pane, exactSize) in zip(panes, sizes) {
      let size = max(0, snap(position + exactSize) - position)
      paneSizes[ObjectIdentifier(pane)] = size
      let frame = isVertical
        ? CGRect(x: position, y: 0, width: size, height: bounds.height)
        : CGRect(x: 0, y: position, width: bounds.width, height: size)
      pane.translatesAutoresizingMaskIntoConstraints = true
      // The split view is flipped: its AppKit frames are the model's.
      if pane.modelFrameAnyView != frame { pane.frame = frame }
      position += size + dividerThickness
    }
  }

  /// Sizes the panes in proportion to their current sizes (equally when they have none) so
  /// that they fill the split view, and places them, as AppKit's `adjustSubviews()`.
  open func adjustSubviews() {
    let panes = arrangedSubviews
    guard !panes.isEmpty else { return }
    let sizes = currentSizes(panes)
    let total = sizes.reduce(0, +)
    let available = availableExtent(panes: panes.count)
    let visibleCount = CGFloat(panes.filter { !$0.isHidden }.count)
    let adjusted = zip(panes, sizes).map { pane, size -> CGFloat in
      guard !pane.isHidden else { return 0 }
      return total > 0 ? available * size / total : available / max(1, visibleCount)
    }
    apply(adjusted, to: panes)
  }

  // MARK: Dividers

  /// The smallest position the divider at `index` can take: the start of the pane before it
  /// plus that pane's smallest size.
  open func minPossiblePositionOfDivider(at index: Int) -> CGFloat {
    let panes = arrangedSubviews
    guard panes.indices.contains(index) else { return 0 }
    return start(ofPaneAt: index, panes) + minimumExtent(of: panes[index])
  }

  /// The largest position the divider at `index` can take: the end of the pane after it less
  /// that pane's smallest size and the divider.
  open func maxPossiblePositionOfDivider(at index: Int) -> CGFloat {
    let panes = arrangedSubviews
    guard panes.indices.contains(index + 1) else { return minPossiblePositionOfDivider(at: index) }
    let sizes = currentSizes(panes)
    let end = start(ofPaneAt: index + 1, panes) + sizes[index + 1]
    return end - dividerThickness - minimumExtent(of: panes[index + 1])
  }

  /// Where the pane at `index` starts along the axis, from the kept sizes.
  private func start(ofPaneAt index: Int, _ panes: [View]) -> CGFloat {
    let sizes = currentSizes(panes)
    return sizes.prefix(index).reduce(0) { $0 + $1 + dividerThickness }
  }

  /// Moves the divider at `index` (after the pane at `index`) to `position` along the axis,
  /// resizing the two panes beside it and no other, within their limits and the delegate's.
  open func setPosition(_ position: CGFloat, ofDividerAt index: Int) {
    let panes = arrangedSubviews
    guard panes.indices.contains(index + 1) else { return }
    var sizes = currentSizes(panes)
    let start = start(ofPaneAt: index, panes)
    let end = start + sizes[index] + dividerThickness + sizes[index + 1]
    var lowest = minPossiblePositionOfDivider(at: index)
    var highest = maxPossiblePositionOfDivider(at: index)
    // The panes' largest sizes limit the divider too.
    lowest = max(lowest, end - dividerThickness - maximumExtent(of: panes[index + 1]))
    highest = min(highest, start + maximumExtent(of: panes[index]))
    if let delegate {
      lowest = delegate.splitView(self, constrainMinCoordinate: lowest, ofSubviewAt: index)
      highest = delegate.splitView(self, constrainMaxCoordinate: highest, ofSubviewAt: index)
    }
    var target = delegate?.splitView(self, constrainSplitPosition: position, ofSubviewAt: index) ?? position
    target = highest < lowest ? lowest : min(max(target, lowest), highest)
    sizes[index] = target - start
    sizes[index + 1] = end - dividerThickness - target
    apply(sizes, to: panes)
    delegate?.splitViewDidResizeSubviews(self)
  }
}

/// Asked to limit a split view's divider moves and told when panes resized, as AppKit's
/// `NSSplitViewDelegate`; every method is optional (a default does nothing).
public protocol SplitViewDelegate: AnyObject {
  /// The smallest position for the divider after the pane at `index`; `proposedMinimumPosition` by default.
  func splitView(_ splitView: SplitView, constrainMinCoordinate proposedMinimumPosition: CGFloat, ofSubviewAt index: Int) -> CGFloat
  /// The largest position for the divider after the pane at `index`; `proposedMaximumPosition` by default.
  func splitView(_ splitView: SplitView, constrainMaxCoordinate proposedMaximumPosition: CGFloat, ofSubviewAt index: Int) -> CGFloat
  /// The position to use for a divider moved to `proposedPosition`; that one by default.
  func splitView(_ splitView: SplitView, constrainSplitPosition proposedPosition: CGFloat, ofSubviewAt index: Int) -> CGFloat
  /// Told after a divider moved.
  func splitViewDidResizeSubviews(_ splitView: SplitView)
}

extension SplitViewDelegate {
  public func splitView(_ splitView: SplitView, constrainMinCoordinate proposedMinimumPosition: CGFloat, ofSubviewAt index: Int) -> CGFloat { proposedMinimumPosition }
  public func splitView(_ splitView: SplitView, constrainMaxCoordinate proposedMaximumPosition: CGFloat, ofSubviewAt index: Int) -> CGFloat { proposedMaximumPosition }
  public func splitView(_ splitView: SplitView, constrainSplitPosition proposedPosition: CGFloat, ofSubviewAt index: Int) -> CGFloat { proposedPosition }
  public func splitViewDidResizeSubviews(_ splitView: SplitView) {}
}
