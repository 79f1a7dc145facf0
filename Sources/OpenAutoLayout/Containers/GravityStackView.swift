import Foundation

/// A view that arranges views in a row or a column with constraints it makes itself, as AppKit's
/// `NSStackView`: three gravity areas, visibility priorities and detached views, clipping
/// resistance and its own hugging (Guides/StackViews.md, "NSStackView").
///
/// ```swift
/// let toolbar = GravityStackView()
/// toolbar.addView(backButton, in: .leading)
/// toolbar.addView(titleField, in: .center)
/// toolbar.addView(searchField, in: .trailing)
/// toolbar.setVisibilityPriority(.detachOnlyIfNecessary, for: searchField)
/// ```
///
/// With the default ``Distribution/gravityAreas`` the leading area sits at the leading edge, the
/// trailing area at the trailing edge and the centre area in the middle when the others leave
/// room; areas are at least ``spacing`` apart. The other distributions arrange the views of the
/// three areas in order, as `UIStackView`'s do (``StackView``). ``alignment`` places the views
/// across the orientation, inside ``edgeInsets``.
///
/// When the stack is smaller than its views need, it detaches views in order of increasing
/// visibility priority (``setVisibilityPriority(_:for:)``): a detached view leaves the view
/// hierarchy and is listed in ``detachedViews``; it comes back when the stack grows. With
/// ``detachesHiddenViews`` (the default) a hidden view is detached too.
///
/// The constraints are the stack's own (origin ``LayoutConstraint/Origin/container``, installed on
/// the stack, identifiers beginning `NSSV-`), remade in the update-constraints pass when
/// something changed; a constant that changes is changed in place.
open class GravityStackView: AppKitView {
  /// The views of the leading, centre and trailing areas.
  var areas: [[View]] = [[], [], []]
  /// Visibility priorities that are not ``VisibilityPriority/mustHold``, by view.
  var visibilityPriorities: [ObjectIdentifier: VisibilityPriority] = [:]
  /// Custom spacing after a view, by view.
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The views detached because the stack could not hold them (out of the hierarchy).
  var squeezedOut: [View] = []
  /// Set while the stack itself takes a view out of the hierarchy.
  var isDetaching = false
  /// The constraints the stack made and installed on itself.
  var ownConstraints = StackConstraintTable()
  /// The stack's bounds less ``edgeInsets``: what the views are arranged in.
  let contentGuide = LayoutGuide()
  var stackClipping: [LayoutPriority] = [.required, .required]
  var stackHugging: [LayoutPriority] = [.defaultLow, .defaultLow]

  /// Told when views are detached because the stack is too small, and when they come back.
  public weak var delegate: GravityStackViewDelegate?

  /// The direction the views are arranged in; horizontal by default. Changing it while
  /// ``alignment`` is the old orientation's default (centre across it) moves the alignment to
  /// the new one's default.
  public var orientation: Orientation = .horizontal {
    didSet {
      guard orientation != oldValue else { return }
      if alignment == GravityStackView.defaultAlignment(oldValue) {
        alignment = GravityStackView.defaultAlignment(orientation)
      }
      setNeedsUpdateConstraints()
    }
  }
  /// Which attribute of the views lines up across the orientation, as AppKit's: `.top`,
  /// `.centerY`, `.bottom`, `.firstBaseline`, `.lastBaseline` or `.height` (fill) for a horizontal
  /// stack; `.leading`, `.centerX`, `.trailing`, `.left`, `.right` or `.width` (fill) for a
  /// vertical one. `.centerY` for a horizontal stack and `.centerX` for a vertical one by default.
  /// `.notAnAttribute`, or an attribute that does not apply across the orientation, makes no
  /// alignment constraint (AppKit ignores it): the views are only kept inside the stack.
  public var alignment: LayoutAttribute = .centerY {
    didSet { if alignment != oldValue { setNeedsUpdateConstraints() } }
  }
  /// How the views are sized and placed along the orientation; ``Distribution/gravityAreas`` by
  /// default.
  public var distribution: Distribution = .gravityAreas {
    didSet { if distribution != oldValue { setNeedsUpdateConstraints() } }
  }
  /// The gap between adjacent views: exact inside an area and for the fill distributions, a
  /// minimum between gravity areas and for the equal distributions. 8 by default, as AppKit's. A
  /// value that is not finite is reported through the hierarchy's diagnostics and ignored.
  public var spacing: CGFloat = 8 {
    didSet {
      guard spacing.isFinite else {
        reportNonFiniteSpacing(spacing)
        spacing = oldValue
        return
      }
      if spacing != oldValue { setNeedsUpdateConstraints() }
    }
  }
  /// The distances from the stack's edges to its views (left and right are physical, as
  /// `NSEdgeInsets`'); zero by default.
  public var edgeInsets: EdgeInsets = .zero {
    didSet { if edgeInsets != oldValue { setNeedsUpdateConstraints() } }
  }
  /// Whether a hidden view is detached: it takes no space and is listed in ``detachedViews``.
  /// True by default, as in AppKit. When false a hidden view keeps its place and its space.
  public var detachesHiddenViews = true {
    didSet { if detachesHiddenViews != oldValue { setNeedsUpdateConstraints() } }
  }

  /// Creates an empty horizontal stack.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpContentGuide()
  }

  /// Creates an empty stack, as a document would; the coder is not read.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpContentGuide()
  }

  /// Creates a horizontal stack that arranges `views` in its leading area, as AppKit's
  /// `init(views:)`.
  public convenience init(views: [View]) {
    self.init(frame: .zero)
    setViews(views, in: .leading)
  }

  private func setUpContentGuide() {
    contentGuide.identifier = "NSSV-edge-insets"
    addLayoutGuide(contentGuide)
  }

  /// AppKit's default alignment for `orientation`: centred across it.
  static func defaultAlignment(_ orientation: Orientation) -> LayoutAttribute {
    orientation == .horizontal ? .centerY : .centerX
  }

  // MARK: Priorities

  /// The priority with which the stack resists becoming smaller than the views it must hold
  /// along `axis` (required by default: it never clips them). Below required, a constraint that
  /// squeezes the stack harder wins and the views at its trailing end are clipped.
  public func clippingResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
    stackClipping[axis == .horizontal ? 0 : 1]
  }

  /// Sets the clipping resistance along `axis`.
  public func setClippingResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    stackClipping[axis == .horizontal ? 0 : 1] = priority
    setNeedsUpdateConstraints()
  }

  /// The priority with which the stack shrinks onto its views along `axis` (250 by default):
  /// between gravity areas and across the orientation. At required the gaps between areas are
  /// exactly ``spacing``.
  public func huggingPriority(for axis: LayoutAxis) -> LayoutPriority {
    stackHugging[axis == .horizontal ? 0 : 1]
  }

  /// Sets the stack's hugging priority along `axis`.
  public func setHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    stackHugging[axis == .horizontal ? 0 : 1] = priority
    setNeedsUpdateConstraints()
  }

  // MARK: The update pass

  /// Brings the stack's constraints up to date, then calls `super`. Subclasses that override it
  /// must call `super`.
  open override func updateConstraints() {
    ownConstraints = applyContainerConstraints(gravitySpecs(), replacing: ownConstraints)
    super.updateConstraints()
  }

  /// Lays out the views, then detaches the views the stack cannot hold at its new size and
  /// reattaches those it can; a change re-runs the passes. Subclasses must call `super`.
  open override func layout() {
    super.layout()
    updateDetachedViews()
  }

  // MARK: Hooks from the hierarchy

  override func didRemoveSubview(_ subview: View) {
    // The stack's own detaching keeps the view; anyone else's removal ends its arrangement.
    guard !isDetaching else { return }
    forget(subview)
  }

  override func subviewVisibilityDidChange(_ subview: View) {
    if contains(subview) { setNeedsUpdateConstraints() }
  }

  override func subviewContentDidChange(_ subview: View) {
    // The lengths the stack holds for its views and the proportional shares read their content.
    if contains(subview) { setNeedsUpdateConstraints() }
  }

  func reportNonFiniteSpacing(_ value: CGFloat, after view: View? = nil) {
    let place = view.map { " after \($0.layoutName)" } ?? ""
    layoutDiagnostics.report(.illegalConstraint(.nonFinite("'NSSV-spacing' of \(layoutName)\(place) (\(value))")))
  }
}
