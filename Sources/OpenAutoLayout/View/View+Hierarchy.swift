import ConstraintSolver

extension View {
  // The hierarchy methods themselves are `open` in the class body, so that subclasses in other
  // modules can override them as UIKit's allow; these are their implementations. Each calls
  // the others' implementations, not the overridable methods, as UIKit's do.

  /// Inserts `view` at `index` among the subviews (0 is the back), removing it from its
  /// current superview first, with UIKit's notifications around the move.
  ///
  /// When `hostingItsOwnEngine`, `view` keeps an engine of its own (``hostsOwnEngine``), as a
  /// list's rows do; otherwise its constraints join this hierarchy's engine.
  func insertSubviewImplementation(_ view: View, at index: Int, hostingItsOwnEngine: Bool = false) {
    if view.superview === self {
      // Reordering only: constraints are untouched and no one is notified.
      subviews.removeAll { $0 === view }
      subviews.insert(view, at: min(max(0, index), subviews.count))
      return
    }
    guard !isDescendant(of: view) else {
      layoutDiagnostics.report(.invalidHierarchy("cannot add \(view.layoutName) to its own subtree (\(layoutName))"))
      return
    }
    // UIKit tells the old superview, then the view, before it moves, and the view, then the new
    // superview, after: willRemoveSubview, willMove(toSuperview:), didMoveToSuperview, didAddSubview.
    view.superview?.willRemoveSubview(view)
    view.willMove(toSuperview: self)
    view.detachFromSuperview()
    subviews.insert(view, at: min(max(0, index), subviews.count))
    if hostingItsOwnEngine { adoptHost(view) } else { adopt(view) }
    view.didMoveToSuperview()
    didAddSubview(view)
  }

  /// Where to insert `view` to put it just above or just below `sibling`.
  func insertionIndex(of view: View, beside sibling: View, above: Bool) -> Int {
    let index: Int
    if above {
      index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    } else {
      index = subviews.firstIndex { $0 === sibling } ?? 0
    }
    return view.superview === self ? adjusted(index, moving: view) : index
  }

  /// Swaps the subviews at two indices.
  func exchangeSubviewImplementation(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    subviews.swapAt(index1, index2)
  }

  /// Whether the view is `view` or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    isSelfOrDescendant(of: view)
  }

  /// Removes the view from its superview with UIKit's notifications: the superview's
  /// `willRemoveSubview(_:)`, the view's `willMove(toSuperview: nil)` and `didMoveToSuperview()`.
  func removeFromSuperviewImplementation() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    detachFromSuperview()
    didMoveToSuperview()
  }

  /// Takes the view out of its superview, without notifications.
  ///
  /// Every constraint between the view's subtree and the rest of the hierarchy is deactivated;
  /// constraints inside the subtree stay active and move with it, as in UIKit (behaviour-1 §1.6
  /// and open question 7).
  ///
  /// - Complexity: O(*c* · *d*) for the *c* constraints owned by the ancestors and hierarchy
  ///   depth *d*, plus O(*s*) for the subtree.
  private func detachFromSuperview() {
    guard let parent = superview else { return }
    let oldContext = parent.hierarchyContext
    // Constraints that cross the boundary are owned by an ancestor and mention the subtree. They
    // leave the engine with the subtree's own, in one removal: broken constraints that conflicted
    // with any of them are retried once, with all of them gone.
    var leaving: [LayoutConstraint] = []
    var ancestor: View? = parent
    while let owner = ancestor {
      for constraint in owner.ownedConstraints.filter({ $0.mentions(subtreeOf: self) }) {
        owner.disown(constraint)
        leaving.append(constraint)
      }
      ancestor = owner.superview
    }
    // A view hosting its own engine takes its constraints with it; that engine stays.
    let ownEngine = context
    if let engine = oldContext.engine {
      if ownEngine == nil {
        forEachInLayoutSubtree { view in leaving.append(contentsOf: view.ownedConstraints.elements) }
      }
      engine.remove(leaving)
    }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    parent.didRemoveSubview(self)
    // The subtree becomes a hierarchy of its own; its activation order continues the old one.
    let diagnostics = LayoutDiagnostics()
    diagnostics.takeHooks(from: oldContext.diagnostics)
    if let ownEngine {
      ownEngine.host = nil
      ownEngine.reportsTo(diagnostics)
      ownEngine.nextStamp = max(ownEngine.nextStamp, oldContext.nextStamp)
    } else {
      let context = HierarchyContext(diagnostics: diagnostics)
      context.nextStamp = oldContext.nextStamp
      context.mayContainHosts = oldContext.mayContainHosts
      context.layoutLoopThreshold = oldContext.layoutLoopThreshold
      self.context = context
    }
    needsAutoresizingUpdate = true
    markSubtreeForUpdate()
    parent.setNeedsLayout()
  }

  /// Takes `view`, just inserted in `subviews`, into this hierarchy.
  private func adopt(_ view: View) {
    view.superview = self
    let context = hierarchyContext
    if let old = view.context {
      context.nextStamp = max(context.nextStamp, old.nextStamp)
      if old.mayContainHosts { context.mayContainHosts = true }
      view.context = nil
    }
    if let engine = context.engine {
      for constraint in view.subtreeConstraintsInActivationOrder() { engine.add(constraint) }
    }
    view.joined(self)
  }

  /// Takes `view`, just inserted in `subviews`, into this hierarchy as a host of its own engine:
  /// its context (and the engine it built, if any) stays, reporting to this hierarchy.
  private func adoptHost(_ view: View) {
    view.superview = self
    let context = hierarchyContext
    let own = view.context ?? HierarchyContext(diagnostics: context.diagnostics)
    own.reportsTo(context.diagnostics)
    own.nextStamp = max(own.nextStamp, context.nextStamp)
    own.layoutLoopThreshold = context.layoutLoopThreshold
    own.host = view
    own.enginePool = context.poolForHosts
    own.isHostWaiting = false
    view.context = own
    context.mayContainHosts = true
    view.joined(self)
  }

  /// Merges the engine the view hosts (``hostsOwnEngine``) into its superview's, because a
  /// constraint now ties its subtree to the rest of the hierarchy: its constraints join that
  /// engine, as those of a subtree added to the hierarchy do.
  func mergeOwnEngineIntoSuperview() {
    guard let parent = superview, let own = context else { return }
    let context = parent.hierarchyContext
    context.nextStamp = max(context.nextStamp, own.nextStamp)
    own.host = nil
    if own.mayContainHosts { context.mayContainHosts = true }
    self.context = nil
    if let engine = context.engine {
      for constraint in subtreeConstraintsInActivationOrder() { engine.add(constraint) }
    }
    joined(parent)
  }

  /// The rest of joining `parent`'s hierarchy: everything in the subtree is brought up to date
  /// and laid out in its next pass.
  private func joined(_ parent: View) {
    let view = self
    view.needsAutoresizingUpdate = true
    view.autoresizingReferenceSize = parent.storedBounds.size
    view.markSubtreeForUpdate()
    parent.setNeedsLayout()
    if parent.isInTraitEnvironment { view.deliverTraitChanges(inherited: parent.traitCollection) }
  }

  /// Registers every view of the subtree for the next update-constraints pass.
  func markSubtreeForUpdate() {
    let context = hierarchyContext
    // Before the hierarchy's first pass, which takes and marks every view, only hosts (whose
    // engines must report here) need the walk: a screen built view by view queued each view
    // three times for that pass to drop.
    guard context.hasStartedPasses || context.mayContainHosts else {
      context.noteWork()
      return
    }
    forEachInLayoutSubtree(hosts: { host in
      // A host's engine reports to the hierarchy its superview is now in, and its passes run
      // there, even if it was queued in the hierarchy it came from.
      host.context?.reportsTo(context.diagnostics)
      host.context?.isHostWaiting = false
      host.markSubtreeForUpdate()
    }) { view in
      view.needsLayoutFlag = true
      context.layoutQueue.append(view)
      context.pendingViews.append(view)
      // Queued here even if it was queued in the hierarchy it came from.
      view.isQueuedForInsets = true
      context.insetsQueue.append(view)
    }
    context.noteWork()
  }

  /// The constraints owned in the view's subtree, oldest activation first: the order in which an
  /// engine takes them, so that conflicts break as decision 3 says.
  func subtreeConstraintsInActivationOrder() -> [LayoutConstraint] {
    var all: [LayoutConstraint] = []
    forEachInLayoutSubtree { $0.ownedConstraints.appendElements(to: &all) }
    // By stamp, ties in the order found. The stamps are read once each: a comparison that read
    // two constraints' stamps was two cache misses in a large hierarchy.
    let stamps = all.map { $0.activationStamp }
    guard let largest = stamps.max(), let smallest = stamps.min() else { return all }
    // Stamps a hierarchy gave out in one run (a screen built and activated at once) span little
    // more than their number: counted, they sort in linear time, and stably. A wider span (many
    // activations come and gone before the first pass) is compared.
    let (span, overflows) = largest.subtractingReportingOverflow(smallest)
    if !overflows && span < 4 * all.count + 64 {
      return Self.countingSort(consume all, stamps: stamps, smallest: smallest, largest: largest)
    }
    return all.indices.sorted { (stamps[$0], $0) < (stamps[$1], $1) }.map { all[$0] }
  }

  /// `constraints` ordered by their `stamps`, which lie in `smallest...largest`, ties in the
  /// order given.
  private static func countingSort(
    _ constraints: consuming [LayoutConstraint], stamps: [Int], smallest: Int, largest: Int
  ) -> [LayoutConstraint] {
    // Where each stamp's constraints start in the result, then where the next one goes.
    var next = [Int].filled(with: 0, count: largest - smallest + 2)
    for stamp in stamps { next[stamp - smallest + 1] += 1 }
    for index in 1..<next.count { next[index] += next[index - 1] }
    var order = [Int].filled(with: 0, count: constraints.count)
    for (position, stamp) in stamps.enumerated() {
      order[next[stamp - smallest]] = position
      next[stamp - smallest] += 1
    }
    // `result[k] = constraints[order[k]]`, applied in place by following each cycle of the
    // permutation with swaps: a new array retained every constraint, and freeing the old one
    // released each (two atomic operations per constraint of the hierarchy).
    var sorted = constraints
    sorted.withUnsafeMutableBufferPointer { sorted in
      order.withUnsafeMutableBufferPointer { order in
        for start in sorted.indices where order[start] != start {
          var current = start
          while true {
            let source = order[current]
            order[current] = current
            if source == start { break }
            sorted.swapAt(current, source)
            current = source
          }
        }
      }
    }
    return sorted
  }

  /// Calls `body` on the view and each descendant, parents before children.
  func forEachInSubtree(_ body: (View) -> Void) {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      body(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
  }

  /// Calls `body` on the view and each descendant whose constraints the view's engine solves,
  /// parents before children: the subtrees of subviews that host their own engine
  /// (``hostsOwnEngine``) are left out, and each such subview is passed to `hosts` instead.
  func forEachInLayoutSubtree(hosts: (View) -> Void = { _ in }, _ body: (View) -> Void) {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      if view !== self && view.hasContext {
        hosts(view)
        continue
      }
      body(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
  }

  /// The nearest view that is an ancestor of both (a view is its own ancestor).
  func nearestCommonAncestor(with other: View) -> View? {
    if other === self { return self }
    // The usual cases without measuring depths: a view and its superview, or two siblings.
    let mine = unretainedSuperview?.toOpaque(), theirs = other.unretainedSuperview?.toOpaque()
    if mine == Unmanaged.passUnretained(other).toOpaque() { return other }
    if theirs == Unmanaged.passUnretained(self).toOpaque() { return self }
    if let mine, mine == theirs { return superview }
    // Both walked up to the same depth, then up together until they meet: no set of ancestors
    // to allocate, which activating thousands of constraints would do once each.
    var first: View? = self, second: View? = other
    var firstDepth = depthInHierarchy, secondDepth = other.depthInHierarchy
    while firstDepth > secondDepth {
      first = first?.superview
      firstDepth -= 1
    }
    while secondDepth > firstDepth {
      second = second?.superview
      secondDepth -= 1
    }
    while let a = first, let b = second {
      if a === b { return a }
      first = a.superview
      second = b.superview
    }
    return nil
  }

  /// How many superviews the view has.
  var depthInHierarchy: Int { depthAndRoot.depth }

  private func adjusted(_ index: Int, moving view: View) -> Int {
    guard let current = subviews.firstIndex(where: { $0 === view }) else { return index }
    return current < index ? index - 1 : index
  }
}

extension LayoutConstraint {
  /// Whether an item of the constraint is in `view`'s subtree.
  func mentions(subtreeOf view: View) -> Bool {
    containsPart { item, _ in item?.hostView?.isDescendant(of: view) ?? false }
  }
}
