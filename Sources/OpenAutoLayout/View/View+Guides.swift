import Foundation

/// Layout guides: the user's, and the three every view provides (behaviour-1 §1.13, §1.14, §1.16).
///
/// A system guide is tied to its view by four required constraints whose constants are the
/// guide's insets. The insets depend on the layout itself (a subview's safe area is the part of
/// its frame under its superview's unsafe strips), so each layout pass recomputes them from the
/// engine and changes the constants in place when they move.
extension View {
  /// Adds `guide` to the view; its constraints may then involve this view's hierarchy.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guard guide.systemRole == nil else { return }
    if let owner = guide.owningView, owner !== self { owner.removeLayoutGuide(guide) }
    guard guide.owningView == nil else { return }
    guide.owningView = self
    layoutGuides.append(guide)
  }

  /// Removes `guide`, deactivating every constraint that involves it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self, guide.systemRole == nil else { return }
    var ancestor: View? = self
    while let owner = ancestor {
      for constraint in owner.ownedConstraints.elements where constraint.containsPart(where: { $0.0 === guide }) {
        owner.uninstall(constraint)
      }
      ancestor = owner.superview
    }
    layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// The view's bounds inset by its effective ``layoutMargins``.
  public var layoutMarginsGuide: LayoutGuide { systemGuide(.layoutMargins) }
  /// The view's bounds inset by its ``safeAreaInsets``.
  public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }
  /// The margins guide, narrowed and centred to a readable line length (672 points at the
  /// default text size).
  public var readableContentGuide: LayoutGuide { systemGuide(.readableContent) }

  // MARK: Insets

  /// The view's safe-area insets: for a root, ``rootSafeAreaInsets``; for a subview, how far
  /// its frame reaches into its superview's unsafe strips, edge by edge, at most the superview's
  /// inset (behaviour-1 §1.14), zero before its first layout. A controller's view adds the
  /// controller's additional insets, and a navigation bar's height under a
  /// ``NavigationController``.
  public var safeAreaInsets: EdgeInsets {
    computedSafeAreaInsets(hierarchyContext.engine)
  }

  /// The effective margins on the physical edges. Setting them sets physical margins, which do
  /// not flip in right-to-left layouts; reading gives what the layout uses: the margins set,
  /// raised to the system minimum for a controller's root view, plus the safe area when
  /// ``insetsLayoutMarginsFromSafeArea`` (behaviour-1 §1.16; spec decision 6).
  public var layoutMargins: EdgeInsets {
    get { computedMargins(hierarchyContext.engine) }
    set {
      specifiedMargins = .physical(newValue)
      insetsDidChange()
    }
  }

  /// The effective margins on the leading and trailing edges. Setting them sets directional
  /// margins, which flip in right-to-left layouts.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get { computedMargins(hierarchyContext.engine).directional(for: effectiveUserInterfaceLayoutDirection) }
    set {
      specifiedMargins = .directional(newValue)
      insetsDidChange()
    }
  }

  /// A property that margins or safe areas depend on changed: the view's guides are brought up
  /// to date in the next layout pass, and its descendants' if its insets move.
  func insetsDidChange() {
    enqueueInsetsRefresh()
  }

  /// The system guides created so far, in a fixed order, then the guides added by the user.
  var allLayoutGuides: [LayoutGuide] {
    [SystemGuideRole.layoutMargins, .safeArea, .readableContent, .contentLayout, .frameLayout].compactMap {
      systemGuides[$0]
    } + layoutGuides
  }

  func systemGuide(_ role: SystemGuideRole) -> LayoutGuide {
    if let guide = systemGuides[role] { return guide }
    let guide = LayoutGuide(role: role, owner: self)
    systemGuides.set(guide, for: role)
    let insets = computedInsets(role, hierarchyContext.engine)
    // A scroll view's guides follow its visible area: they are tied to its frame layout guide.
    let reference = systemGuideReference.item
    let edges: [(LayoutAttribute, String)] = [(.left, "left"), (.top, "top"), (.right, "right"), (.bottom, "bottom")]
    let constraints = edges.map { attribute, name in
      let constraint = LayoutConstraint(
        first: .attribute(WeakItem(guide), attribute), relation: .equal,
        second: .attribute(WeakItem(reference), attribute), multiplier: 1,
        constant: guideConstant(attribute, insets), origin: .systemGuide)
      constraint.identifier = Self.systemGuideIdentifier(role, attribute) ?? "\(role.identifier)-\(name)"
      return constraint
    }
    systemGuideStates.append(SystemGuideState(role: role, constraints: constraints, insets: insets))
    for constraint in constraints { install(constraint) }
    return guide
  }

  /// The identifier UIKit gives the constraint tying `attribute` of a margins, safe-area or
  /// readable-content guide; nil for a scroll view's guides. Literals: every cell's margins
  /// guide makes four, and interpolating them was a tenth of the guide's cost.
  private static func systemGuideIdentifier(_ role: SystemGuideRole, _ attribute: LayoutAttribute) -> String? {
    switch (role, attribute) {
    case (.layoutMargins, .left): "UIView-leftMargin-guide-constraint"
    case (.layoutMargins, .top): "UIView-topMargin-guide-constraint"
    case (.layoutMargins, .right): "UIView-rightMargin-guide-constraint"
    case (.layoutMargins, .bottom): "UIView-bottomMargin-guide-constraint"
    case (.safeArea, .left): "UIViewSafeAreaLayoutGuide-left"
    case (.safeArea, .top): "UIViewSafeAreaLayoutGuide-top"
    case (.safeArea, .right): "UIViewSafeAreaLayoutGuide-right"
    case (.safeArea, .bottom): "UIViewSafeAreaLayoutGuide-bottom"
    case (.readableContent, .left): "UIView-readableContentGuide-left"
    case (.readableContent, .top): "UIView-readableContentGuide-top"
    case (.readableContent, .right): "UIView-readableContentGuide-right"
    case (.readableContent, .bottom): "UIView-readableContentGuide-bottom"
    default: nil
    }
  }

  /// Recomputes the system guides' insets from the engine and moves the constants that changed.
  ///
  /// `known` is the view's safe area and margins just computed from the engine, so that they
  /// are not computed again for each guide; they hold until a guide moves (its constants change
  /// the engine, and its callbacks may change anything), after which each guide's insets are
  /// computed afresh.
  /// Returns whether any guide moved.
  @discardableResult
  func refreshSystemGuides(_ engine: LayoutEngine, known: (safeArea: EdgeInsets, margins: EdgeInsets)? = nil) -> Bool {
    var known = known
    var moved = false
    // By index: a callback below may make another guide, which joins the next refresh.
    for index in systemGuideStates.indices {
      let role = systemGuideStates[index].role
      let insets = known.map { computedInsets(role, engine, safeArea: $0.safeArea, margins: $0.margins) }
        ?? computedInsets(role, engine)
      guard insets != systemGuideStates[index].insets else { continue }
      known = nil
      moved = true
      systemGuideStates[index].insets = insets
      for constraint in systemGuideStates[index].constraints {
        constraint.constant = guideConstant(constraint.firstAttribute, insets)
      }
      switch role {
      case .safeArea:
        safeAreaInsetsDidChange()
        viewController?.viewSafeAreaInsetsDidChange()
      case .layoutMargins: layoutMarginsDidChange()
      case .readableContent, .contentLayout, .frameLayout: break
      }
    }
    return moved
  }

  /// The guide edge's offset from the view's alignment-rectangle edge (a scroll view's frame
  /// layout guide's edge): insets are measured from the bounds.
  private func guideConstant(_ attribute: LayoutAttribute, _ insets: EdgeInsets) -> CGFloat {
    let alignment = systemGuideReference.alignmentInsets
    return switch attribute {
    case .left: insets.left - alignment.left
    case .top: insets.top - alignment.top
    case .right: alignment.right - insets.right
    default: alignment.bottom - insets.bottom
    }
  }

  private func computedInsets(_ role: SystemGuideRole, _ engine: LayoutEngine?) -> EdgeInsets {
    switch role {
    case .contentLayout, .frameLayout: return .zero
    case .safeArea: return computedSafeAreaInsets(engine)
    case .layoutMargins: return computedMargins(engine)
    case .readableContent: return readableInsets(engine, margins: computedMargins(engine))
    }
  }

  /// ``computedInsets(_:_:)`` from the view's safe area and margins, already computed.
  private func computedInsets(
    _ role: SystemGuideRole, _ engine: LayoutEngine?, safeArea: EdgeInsets, margins: EdgeInsets
  ) -> EdgeInsets {
    switch role {
    case .contentLayout, .frameLayout: .zero
    case .safeArea: safeArea
    case .layoutMargins: margins
    case .readableContent: readableInsets(engine, margins: margins)
    }
  }

  /// The readable content guide's insets: `margins`, narrowed on both sides to the readable width.
  private func readableInsets(_ engine: LayoutEngine?, margins: EdgeInsets) -> EdgeInsets {
    let spare = readableSpare(width: engineFrame(engine).width, margins: margins)
    return EdgeInsets(top: margins.top, left: margins.left + spare, bottom: margins.bottom, right: margins.right + spare)
  }

  /// The view's frame as the engine has it, in its superview's bounds, unrounded; the bounds for
  /// a root, and the current frame before there is an engine.
  func engineFrame(_ engine: LayoutEngine?) -> CGRect {
    guard superview != nil else { return CGRect(origin: .zero, size: storedBounds.size) }
    // A subview hosting its own engine is placed by its frame.
    guard let engine, !hasContext else { return frame }
    return engine.rect(of: &engineQuad).outset(by: alignmentRectInsets)
  }

  func computedSafeAreaInsets(_ engine: LayoutEngine?) -> EdgeInsets {
    computedSafeAreaInsets(engine, memo: nil)
  }

  /// ``computedSafeAreaInsets(_:)``, remembered for the rest of `memo`'s current insets epoch
  /// when given: a refresh of insets computes parents first, and each subview then reads its
  /// parent's instead of computing the chain of superviews again (O(*n*), not O(*n* · *d*)).
  func computedSafeAreaInsets(_ engine: LayoutEngine?, memo context: HierarchyContext?) -> EdgeInsets {
    guard let context else { return uncachedSafeAreaInsets(engine, memo: nil) }
    if let memo = safeAreaMemo, memo.epoch == context.insetsEpoch { return memo.insets }
    let insets = uncachedSafeAreaInsets(engine, memo: context)
    if safeAreaMemo == nil { context.memoizedViews.append(self) }
    safeAreaMemo = SafeAreaMemo(epoch: context.insetsEpoch, insets: insets)
    return insets
  }

  private func uncachedSafeAreaInsets(_ engine: LayoutEngine?, memo context: HierarchyContext?) -> EdgeInsets {
    // A controller's own additions, and what its container's bars add.
    let own = (viewController?.additionalSafeAreaInsets ?? .zero) + (viewController?.containerSafeAreaInsets ?? .zero)
    guard let parent = superview else { return rootSafeAreaInsets + own }
    guard var engine else { return own }
    var context = context
    if hasContext {
      // A subview hosting its own engine: its superview is in another engine, with other memos.
      guard let outerEngine = parent.hierarchyContext.engine else { return own }
      engine = outerEngine
      context = nil
    }
    // A scroll view passes on only the safe area its adjusted content inset leaves, measured
    // from its visible area (``ScrollView``).
    let outer = parent.safeAreaInsetsForSubviews(engine, memo: context)
    // No unsafe strip to overlap: every clamp below is 0, so the frames need not be read
    // (`.zero +` keeps the sum's exact result, a negative zero included).
    if outer == .zero { return .zero + own }
    let p = parent.engineFrame(engine).size, v = engineFrameInVisibleArea(engine)
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), limit) }
    let overlap = EdgeInsets(
      top: clamp(outer.top - v.minY, outer.top),
      left: clamp(outer.left - v.minX, outer.left),
      bottom: clamp(v.maxY - (p.height - outer.bottom), outer.bottom),
      right: clamp(v.maxX - (p.width - outer.right), outer.right))
    return overlap + own
  }

  /// Whether moving or resizing the view can change its safe area, its margins or its guides'
  /// insets. They read no frame when its superview has no unsafe strip for it to overlap (a zero
  /// safe area; a scroll view passes on at most its own), its margins are neither preserved from
  /// the superview nor kept to the readable width, and it has no readable content guide: then a
  /// move leaves them as they are, and a resize that moves every view need not recompute every
  /// view's insets to find them the same. A superview whose own insets change queues its
  /// subviews anyway.
  var insetsMayFollowFrame: Bool {
    // Never computed yet: the first refresh is due anyway.
    guard lastSafeAreaInsets != nil, lastMargins != nil else { return true }
    if preservesSuperviewLayoutMargins || layoutMarginsFollowReadableWidth { return true }
    if systemGuideStates.contains(where: { $0.role == .readableContent }) { return true }
    guard let parent = superview else { return false }
    return parent.lastSafeAreaInsets != .zero
  }

  func computedMargins(_ engine: LayoutEngine?) -> EdgeInsets {
    computedMargins(engine, safeArea: insetsLayoutMarginsFromSafeArea ? computedSafeAreaInsets(engine) : .zero)
  }

  /// ``computedMargins(_:)`` with the view's safe area already computed (read only when
  /// ``insetsLayoutMarginsFromSafeArea``).
  func computedMargins(_ engine: LayoutEngine?, safeArea: EdgeInsets) -> EdgeInsets {
    var specified: EdgeInsets
    switch specifiedMargins {
    case .physical(let insets): specified = insets
    case .directional(let insets): specified = Self.physical(insets, of: self)
    }
    if let controller = viewController, controller.viewRespectsSystemMinimumLayoutMargins {
      specified = specified.maximum(Self.physical(controller.systemMinimumLayoutMargins, of: self))
    }
    var margins = insetsLayoutMarginsFromSafeArea ? safeArea + specified : specified
    if preservesSuperviewLayoutMargins, let parent = superview {
      // A subview hosting its own engine: its superview is in another engine.
      let engine = !hasContext ? engine : parent.hierarchyContext.engine
      let outer = parent.computedMargins(engine)
      let p = parent.engineFrame(engine).size, v = engineFrameInVisibleArea(engine)
      // How far each edge lies inside the parent's; an edge past the parent's (a scroll view's
      // content running below it) takes the parent's margin, not more: otherwise the margin
      // would grow with the overflow, and the overflow with the margin.
      func inside(_ distance: CGFloat) -> CGFloat { max(0, distance) }
      margins = margins.maximum(
        EdgeInsets(
          top: outer.top - inside(v.minY), left: outer.left - inside(v.minX),
          bottom: outer.bottom - inside(p.height - v.maxY), right: outer.right - inside(p.width - v.maxX)))
    }
    if layoutMarginsFollowReadableWidth {
      let spare = readableSpare(width: engineFrame(engine).width, margins: margins)
      margins.left += spare
      margins.right += spare
    }
    return margins
  }

  /// `insets` on the physical edges of `view`: its layout direction is looked up (through its
  /// superviews' traits) only when leading and trailing differ.
  private static func physical(_ insets: DirectionalEdgeInsets, of view: View) -> EdgeInsets {
    if insets.leading == insets.trailing, insets.leading.sign == insets.trailing.sign {
      return insets.physical(for: .leftToRight)
    }
    return insets.physical(for: view.effectiveUserInterfaceLayoutDirection)
  }

  /// How much each side gives up so that the space between `margins` is at most the readable
  /// width of the view's content size category (behaviour-2 §1.22), centred.
  private func readableSpare(width: CGFloat, margins: EdgeInsets) -> CGFloat {
    let readable = ReadableWidth.width(for: traitCollection.preferredContentSizeCategory)
    return max(0, width - margins.left - margins.right - readable) / 2
  }
}
