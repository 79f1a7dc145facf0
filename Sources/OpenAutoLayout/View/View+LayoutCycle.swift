import ConstraintSolver
import Foundation

/// The layout cycle (behaviour-2 §1.11; spec decision 10): marking only marks; ``layoutIfNeeded()``
/// runs the update-constraints pass bottom-up, then the layout pass top-down, and repeats while
/// the passes invalidate themselves, up to ``layoutFeedbackLoopThreshold`` rounds.
extension View {
  /// Marks the view as needing its subviews laid out in the next layout pass.
  public func setNeedsLayout() {
    setNeedsLayout(hierarchyContext)
  }

  /// ``setNeedsLayout()`` with the view's ``hierarchyContext``, already found.
  func setNeedsLayout(_ context: HierarchyContext) {
    context.noteInvalidation(of: self, "-setNeedsLayout")
    guard !needsLayoutFlag else { return }
    needsLayoutFlag = true
    context.layoutQueue.append(self)
    context.noteWork()
  }

  /// Runs the pending update-constraints and layout passes of the view's hierarchy now.
  ///
  /// The passes run for the whole hierarchy, as UIKit's do from the outermost view that needs
  /// layout, but touch only what changed: the engine reports the items whose rectangles moved,
  /// their superviews lay out again, and the views marked with ``setNeedsLayout()``.
  ///
  /// - Complexity: the engine's incremental cost of the pending changes, plus O(*m* · *d*) for
  ///   the *m* views that moved or were marked, at depth *d*; the first pass is O(*n*).
  public func layoutIfNeeded() {
    rootView.performLayoutPass()
  }

  /// Marks the view's constraints as needing ``updateConstraints()`` in the next pass.
  public func setNeedsUpdateConstraints() {
    hierarchyContext.noteInvalidation(of: self, "-setNeedsUpdateConstraints")
    needsUpdateConstraintsFlag = true
    enqueueForUpdate()
  }

  /// Whether ``updateConstraints()`` is due.
  public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

  /// Runs the pending update-constraints pass of the hierarchy now, so that the engine holds
  /// every change (behaviour-2 §1.14, step 3).
  public func updateConstraintsIfNeeded() {
    rootView.performUpdateConstraintsPass()
    // A subview hosting its own engine runs its pass in the root's layout pass, not its update pass.
    let layoutRoot = layoutRoot
    if layoutRoot.superview != nil { layoutRoot.performUpdateConstraintsPass() }
  }

  // MARK: The passes (called on the root, or on a subview hosting its own engine)

  /// Brings constraints up to date, bottom-up: the user's ``updateConstraints()``, intrinsic
  /// content sizes and autoresizing constraints. Builds the engine the first time.
  func performUpdateConstraintsPass() {
    let context = hierarchyContext
    context.hasStartedPasses = true
    var rounds = 0
    while true {
      let isFirstBuild = context.engine == nil
      var views: [View]
      if isFirstBuild {
        views = []
        // Subviews hosting their own engine build it in their own pass.
        forEachInLayoutSubtree(hosts: { $0.context?.noteWork() }) { views.append($0) }
        context.pendingViews.removeAll()
        // Everything is laid out and measured once.
        for view in views {
          view.needsLayoutFlag = true
          view.isQueuedForInsets = true
        }
        context.layoutQueue = ViewQueue(views)
        context.insetsQueue = ViewQueue(views)
        context.noteWork()
      } else {
        if context.pendingViews.isEmpty { break }
        views = context.pendingViews.take()
      }
      for view in bottomUp(views) { view.updateConstraintsStep() }
      if isFirstBuild { buildEngine(context, viewCount: views.count) }
      syncEncapsulatedConstraints()
      rounds += 1
      if rounds >= context.layoutLoopThreshold && !context.pendingViews.isEmpty {
        let culprits = bottomUp(context.pendingViews.take())
        context.diagnostics.report(.layoutLoop(context.takeLoop(root: self, views: culprits, rounds: rounds)))
        break
      }
    }
  }

  /// The layout pass: changes read from the engine, guides' insets refreshed, then
  /// `layoutSubviews` top-down wherever needed, repeated until nothing changes.
  func performLayoutPass() {
    let context = hierarchyContext
    context.hasStartedPasses = true
    var counts = LayoutCounts(context)
    context.runningLayoutPasses += 1
    let threshold = context.layoutLoopThreshold
    context.dirtyings.removeAll()
    defer {
      context.runningLayoutPasses -= 1
      // They describe this pass only: a loop report takes them, and nothing else should keep them.
      context.dirtyings.removeAll()
    }
    for _ in 0..<(threshold * 4 + 4) {
      performUpdateConstraintsPass()
      guard let engine = context.engine else { return }
      absorbEngineChanges(engine)
      refreshInsets(engine)
      absorbEngineChanges(engine)
      if context.layoutQueue.isEmpty && context.pendingViews.isEmpty && context.hostsWaiting.isEmpty { return }
      while !context.layoutQueue.isEmpty {
        let batch = sortedByDepth(context.layoutQueue.take())
        for view in batch where view.needsLayoutFlag {
          view.needsLayoutFlag = false
          if counts.increment(view) > threshold {
            reportLayoutLoop(counts: counts, threshold: threshold)
            context.layoutQueue.removeAll()
            return
          }
          if let controller = view.viewController {
            context.running("-viewWillLayoutSubviews", of: view) { controller.viewWillLayoutSubviews() }
          }
          // Views added or reframed by `viewWillLayoutSubviews` reach the engine before their
          // frames are read back.
          if !context.pendingViews.isEmpty { performUpdateConstraintsPass() }
          context.running("-layoutSubviews", of: view) {
            view.layoutSubviews()
            // After the override: the height it leaves is the one the baseline follows.
            view.keepGivenLastBaseline()
          }
          if let controller = view.viewController {
            context.running("-viewDidLayoutSubviews", of: view) { controller.viewDidLayoutSubviews() }
          }
        }
      }
      runWaitingHosts(context)
    }
    reportLayoutLoop(counts: counts, threshold: 0)
  }

  /// Runs the passes of the subviews hosting their own engine that have work queued, once
  /// their superviews have placed them: their engines solve for the sizes their frames give.
  ///
  /// One batch a round: hosts that keep queueing each other (two lists taking one view from each
  /// other as a row) are cut off with the rounds of this pass, as any layout loop is.
  private func runWaitingHosts(_ context: HierarchyContext) {
    for host in context.hostsWaiting.take() {
      guard let own = host.context, own.isHostWaiting else { continue }
      own.isHostWaiting = false
      // It may have left, or merged into this engine, since it was queued.
      guard let parent = host.superview, parent.hasLayoutRoot(self) else { continue }
      host.performLayoutPass()
    }
  }

  /// Turns the engine's moved items into layout work: a view that moved makes its superview lay
  /// out again, and its insets (and a guide's owner's) are recomputed.
  private func absorbEngineChanges(_ engine: LayoutEngine) {
    let context = hierarchyContext
    // Nothing here frees a view: marking one queues it.
    engine.takeChangedViews { view in
      // The view may have left the hierarchy since it moved.
      guard view.hasLayoutRoot(self) else { return }
      // This pass's root is placed from outside; its own size change lays it out.
      let unretained = Unmanaged.passUnretained(view)
      let laidOut = view === self ? unretained : view.unretainedSuperview ?? unretained
      laidOut._withUnsafeGuaranteedRef { $0.setNeedsLayout(context) }
      if view.insetsMayFollowFrame { view.enqueueInsetsRefresh(context) }
    }
  }

  /// Recomputes the insets of the queued views, parents first; a view whose safe area or
  /// margins moved queues its subviews, which depend on them.
  private func refreshInsets(_ engine: LayoutEngine) {
    let context = hierarchyContext
    // Safe areas are remembered while nothing they depend on changes: until a guide moves (its
    // constants change the engine, and its callbacks may change anything), and only in here.
    context.insetsEpoch += 1
    defer {
      for view in context.memoizedViews { view.safeAreaMemo = nil }
      context.memoizedViews.removeAll()
    }
    while !context.insetsQueue.isEmpty {
      let batch = sortedByDepth(context.insetsQueue.take())
      for view in batch {
        view.isQueuedForInsets = false
        let safeArea = view.computedSafeAreaInsets(engine, memo: context)
        let margins = view.computedMargins(engine, safeArea: safeArea)
        if safeArea != view.lastSafeAreaInsets || margins != view.lastMargins {
          view.lastSafeAreaInsets = safeArea
          view.lastMargins = margins
          for subview in view.subviews { subview.enqueueInsetsRefresh() }
          // Its adjusted content inset follows the safe area.
          (view as? ScrollView)?.setNeedsLayout()
        }
        if !view.systemGuides.isEmpty, view.refreshSystemGuides(engine, known: (safeArea, margins)) {
          context.insetsEpoch += 1
        }
      }
    }
  }

  /// `views` in this hierarchy, once each, shallowest first.
  private func sortedByDepth(_ views: [View]) -> [View] {
    byDepth(views, deepestFirst: false)
  }

  private func reportLayoutLoop(counts: LayoutCounts, threshold: Int) {
    var culprits: [View] = []
    var rounds = 0
    forEachInSubtree { view in
      let count = counts.count(of: view)
      rounds = max(rounds, count)
      if count > threshold / 2 { culprits.append(view) }
    }
    let context = hierarchyContext
    context.diagnostics.report(.layoutLoop(context.takeLoop(root: self, views: culprits, rounds: rounds)))
  }

  /// The default `layoutSubviews`: each subview's frame from the engine, rounded to the pixel
  /// grid at the root's scale (spec decision 9).
  func layoutSubviewsFromEngine() {
    let (layoutRoot, root) = unretainedLayoutRootAndRoot
    // Without a context, the hierarchy has no engine yet.
    guard let context = layoutRoot._withUnsafeGuaranteedRef({ $0.context }), let engine = context.engine else { return }
    let scale = root._withUnsafeGuaranteedRef { $0.layoutDisplayScale }
    let origin = engineOriginInRoot(engine)
    let size = storedBounds.size
    let subviews = self.subviews
    for index in subviews.indices {
      // Not retained: `subviews`, held for the loop, keeps each alive. A retain and a release
      // per view were a tenth of a resize.
      Unmanaged.passUnretained(subviews[index])._withUnsafeGuaranteedRef {
        $0.placeFromEngine(engine, originInRoot: origin, scale: scale, superviewSize: size, context: context)
      }
    }
  }

  /// Sets the frame the engine gives, as a subview of a view whose bounds are at `originInRoot`.
  private func placeFromEngine(
    _ engine: LayoutEngine, originInRoot origin: CGPoint, scale: CGFloat, superviewSize size: CGSize,
    context: HierarchyContext
  ) {
    // A view whose autoresizing constraints are not in the engine yet keeps the frame it has;
    // one hosting its own engine is placed by its frame.
    guard !needsAutoresizingUpdate, !hasContext else { return }
    let frame = engine.rect(of: &engineQuad).outset(by: alignmentRectInsets)
    unroundedFrame = frame
    applyEngineFrame(PixelGrid.round(frame, inBoundsAt: origin, scale: scale), superviewSize: size, context: context)
    // Off the pixel grid, a move changes how the subviews round.
    let absolute = CGPoint(x: origin.x + frame.minX, y: origin.y + frame.minY)
    if let old = appliedOriginInRoot,
      !PixelGrid.isOnGrid(absolute.x - old.x, scale: scale) || !PixelGrid.isOnGrid(absolute.y - old.y, scale: scale)
    {
      setNeedsLayout(context)
    }
    appliedOriginInRoot = absolute
  }

  /// One view's share of the update-constraints pass.
  private func updateConstraintsStep() {
    if needsUpdateConstraintsFlag {
      needsUpdateConstraintsFlag = false
      let context = hierarchyContext
      context.running("-updateConstraints", of: self) { updateConstraints() }
      if let controller = viewController {
        context.running("-updateViewConstraints", of: self) { controller.updateViewConstraints() }
      }
    }
    if needsIntrinsicUpdate {
      needsIntrinsicUpdate = false
      syncIntrinsicContentSize()
    }
    if needsAutoresizingUpdate {
      needsAutoresizingUpdate = false
      syncAutoresizingConstraints()
    }
  }

  /// The engine, from every active constraint of the hierarchy in activation order.
  private func buildEngine(_ context: HierarchyContext, viewCount: Int) {
    let engine = context.enginePool?.take(diagnostics: context.diagnostics) ?? LayoutEngine(diagnostics: context.diagnostics)
    context.engine = engine
    // The root's size first: added last, it would be substituted into every row that depends on it.
    syncEncapsulatedConstraints()
    let constraints = subtreeConstraintsInActivationOrder()
    // Their intrinsic-size constraints are among them (`updateConstraintsStep`), so the engine's
    // size is known.
    engine.reserveCapacity(constraints: constraints.count, views: viewCount)
    for constraint in constraints { engine.add(constraint) }
  }

  /// A view kept by ``fewByDepth(_:deepestFirst:stamp:)``: its depth and its place in the queue.
  private struct DepthOrderEntry {
    let depth: Int
    let index: Int
  }

  /// `views` in this hierarchy, once each, deepest first.
  private func bottomUp(_ views: [View]) -> [View] {
    byDepth(views, deepestFirst: true)
  }

  /// `views` in this hierarchy, once each (the first time they appear), ordered by depth:
  /// deepest first and, at one depth, in queue order; or the exact reverse of that.
  ///
  /// - Complexity: O(*n* + *d*) for *n* views at depths up to *d*: a counting sort, as a pass
  ///   orders every view it lays out, and views are kept once by a stamp instead of a set.
  private func byDepth(_ views: [View], deepestFirst: Bool) -> [View] {
    // One view (a constant or a size changed): nothing to order.
    if views.count == 1 { return views[0].hasLayoutRoot(self) ? views : [] }
    let stamp = ProcessStamp.next()
    // A few (a list row's own pass): ordered by insertion, in two arrays instead of five.
    if views.count <= 8 { return fewByDepth(views, deepestFirst: deepestFirst, stamp: stamp) }
    // The depth of each view kept; -1 for a repeat or a view of another hierarchy.
    var depths = [Int].filled(with: -1, count: views.count)
    var countAtDepth: [Int] = []
    for index in views.indices {
      guard let depth = depthToKeep(views[index], stamp: stamp) else { continue }
      depths[index] = depth
      while countAtDepth.count <= depth { countAtDepth.append(0) }
      countAtDepth[depth] += 1
    }
    // Where each depth's views start in the result.
    var next = [Int].filled(with: 0, count: countAtDepth.count)
    var position = 0
    for step in countAtDepth.indices {
      let depth = deepestFirst ? countAtDepth.count - 1 - step : step
      next[depth] = position
      position += countAtDepth[depth]
    }
    // Placing integers, not views: a view moved in an array is retained and released.
    var order = [Int].filled(with: 0, count: position)
    let last = views.count - 1
    for step in views.indices {
      // At one depth, queue order deepest first; the reverse shallowest first.
      let index = deepestFirst ? step : last - step
      let depth = depths[index]
      guard depth >= 0 else { continue }
      order[next[depth]] = index
      next[depth] += 1
    }
    return order.map { views[$0] }
  }

  /// ``byDepth(_:deepestFirst:)`` for a few views: each inserted after the last one at least as
  /// deep.
  private func fewByDepth(_ views: [View], deepestFirst: Bool, stamp: Int) -> [View] {
    var kept: [DepthOrderEntry] = []
    kept.reserveCapacity(views.count)
    for index in views.indices {
      guard let depth = depthToKeep(views[index], stamp: stamp) else { continue }
      var position = kept.count
      while position > 0 && kept[position - 1].depth < depth { position -= 1 }
      kept.insert(DepthOrderEntry(depth: depth, index: index), at: position)
    }
    // The exact reverse of deepest first, as the counting sort's.
    if !deepestFirst { kept.reverse() }
    return kept.map { views[$0.index] }
  }

  /// The depth of `view` when a pass ordering by `stamp` takes it: the first time it comes, and
  /// only if it is in this hierarchy; nil otherwise.
  @inline(__always)
  private func depthToKeep(_ view: View, stamp: Int) -> Int? {
    // Not retained: the caller's array keeps each alive.
    Unmanaged.passUnretained(view)._withUnsafeGuaranteedRef { view -> Int? in
      guard view.depthOrderingStamp != stamp else { return nil }
      view.depthOrderingStamp = stamp
      let (depth, root) = view.depthAndLayoutRoot
      return root.toOpaque() == Unmanaged.passUnretained(self).toOpaque() ? depth : nil
    }
  }

  /// What the encapsulated constraints pin, in order, and their identifiers.
  private static let encapsulatedParts: [(attribute: LayoutAttribute, identifier: String)] = [
    (.left, "UIView-Encapsulated-Layout-Left"), (.top, "UIView-Encapsulated-Layout-Top"),
    (.width, "UIView-Encapsulated-Layout-Width"), (.height, "UIView-Encapsulated-Layout-Height"),
  ]

  /// The root's frame as constraints, as UIKit's `UIView-Encapsulated-Layout-…` constraints;
  /// for a subview hosting its own engine, its size (as UIKit encapsulates a cell's).
  func syncEncapsulatedConstraints() {
    guard let context = context, let engine = context.engine else { return }
    let values = encapsulatedValues()
    if !context.sizeLeftOut.isEmpty && !context.fittingLeavesSizeOut
      && context.encapsulatedConstraints.count == values.count
    {
      // Left out by a fitting for the frame that has just been set: back at that frame's size.
      // (A host that became a root meanwhile gets a root's constraints below instead.)
      let leftOut = context.sizeLeftOut
      context.sizeLeftOut = []
      for (constraint, value) in zip(context.encapsulatedConstraints, values)
      where leftOut.contains(where: { $0 === constraint }) {
        constraint.constant = value
        engine.add(constraint)
      }
      // A layout run while they were out (from inside the fitting's caller) read sizes that
      // were free: the values that move back are read again.
      context.noteWork()
    }
    if context.encapsulatedConstraints.count != values.count {
      // None yet, or a root became a host or the reverse.
      let inEngine = context.encapsulatedConstraints.filter { constraint in
        !context.sizeLeftOut.contains { $0 === constraint }
      }
      if !inEngine.isEmpty { engine.remove(inEngine) }
      context.sizeLeftOut = []
      let parts = Self.encapsulatedParts.suffix(values.count)
      context.encapsulatedConstraints = zip(parts, values).map { part, value in
        let constraint = LayoutConstraint(
          first: .attribute(WeakItem(self), part.attribute), relation: .equal, second: nil, multiplier: 1,
          constant: value, origin: .encapsulatedLayout)
        constraint.identifier = part.identifier
        constraint.activationStamp = context.stamp()
        return constraint
      }
      if superview != nil && context.fittingLeavesSizeOut {
        // Built for a fitting whose caller frames the view next: the size waits for that frame.
        context.sizeLeftOut = context.encapsulatedConstraints
        return
      }
      for constraint in context.encapsulatedConstraints { engine.add(constraint) }
      return
    }
    for (constraint, value) in zip(context.encapsulatedConstraints, values) where constraint.constant != value {
      constraint.constant = value
      if !context.sizeLeftOut.contains(where: { $0 === constraint }) { engine.update(constraint) }
    }
  }

  /// What the encapsulated constraints pin, from the frame: left, top, width and height of the
  /// alignment rectangle for a root; width and height for a subview hosting its own engine.
  func encapsulatedValues() -> [CGFloat] {
    let insets = alignmentRectInsets
    let size = storedBounds.size
    let width = size.width - insets.left - insets.right, height = size.height - insets.top - insets.bottom
    // A subview hosting its own engine is placed by its frame in its superview's engine: only
    // its size counts in its own (nothing there reads its position), as UIKit encapsulates only
    // a cell content view's width and height.
    return superview == nil ? [insets.left, insets.top, width, height] : [width, height]
  }
}
