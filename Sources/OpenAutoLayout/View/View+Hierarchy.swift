extension View {
  // The hierarchy methods themselves are `open` in the class body, so that subclasses in other
  // modules can override them as UIKit's allow; these are their implementations. Each calls
  // the others' implementations, not the overridable methods, as UIKit's do.

  /// Inserts `view` at `index` among the subviews (0 is the back), removing it from its
  /// current superview first, with UIKit's notifications around the move.
  func insertSubviewImplementation(_ view: View, at index: Int) {
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
    adopt(view)
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
    if let engine = oldContext.engine {
      forEachInSubtree { view in leaving.append(contentsOf: view.ownedConstraints.elements) }
      engine.remove(leaving)
    }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    parent.didRemoveSubview(self)
    // The subtree becomes a hierarchy of its own; its activation order continues the old one.
    let context = HierarchyContext()
    context.nextStamp = oldContext.nextStamp
    context.diagnostics.takeHooks(from: oldContext.diagnostics)
    context.layoutLoopThreshold = oldContext.layoutLoopThreshold
    self.context = context
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
      view.context = nil
    }
    if let engine = context.engine {
      for constraint in view.subtreeConstraintsInActivationOrder() { engine.add(constraint) }
    }
    view.needsAutoresizingUpdate = true
    view.autoresizingReferenceSize = storedBounds.size
    view.markSubtreeForUpdate()
    setNeedsLayout()
    if isInTraitEnvironment { view.deliverTraitChanges(inherited: traitCollection) }
  }

  /// Registers every view of the subtree for the next update-constraints pass.
  func markSubtreeForUpdate() {
    let context = hierarchyContext
    forEachInSubtree { view in
      view.needsLayoutFlag = true
      context.layoutQueue.append(view)
      context.pendingViews.append(view)
      // Queued here even if it was queued in the hierarchy it came from.
      view.isQueuedForInsets = true
      context.insetsQueue.append(view)
    }
  }

  /// The constraints owned in the view's subtree, oldest activation first: the order in which an
  /// engine takes them, so that conflicts break as decision 3 says.
  func subtreeConstraintsInActivationOrder() -> [LayoutConstraint] {
    var all: [LayoutConstraint] = []
    forEachInSubtree { all.append(contentsOf: $0.ownedConstraints.elements) }
    return all.sorted { $0.activationStamp < $1.activationStamp }
  }

  /// Calls `body` on the view and each descendant, parents before children.
  func forEachInSubtree(_ body: (View) -> Void) {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      body(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
  }

  /// The nearest view that is an ancestor of both (a view is its own ancestor).
  func nearestCommonAncestor(with other: View) -> View? {
    if other === self { return self }
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
