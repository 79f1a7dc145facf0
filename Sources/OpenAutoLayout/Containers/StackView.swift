import Foundation

/// A view that lays out a row or a column of views with constraints it makes itself, as UIKit's
/// `UIStackView` (behaviour-2 §1.1–§1.10; the constraint model of §5).
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [red, green, blue])
/// stack.distribution = .fillEqually
/// stack.spacing = 16
/// ```
///
/// The stack arranges ``arrangedSubviews`` along ``axis``: ``distribution`` decides their lengths
/// and gaps, ``alignment`` their place across the axis. Its other subviews (a background, an
/// overlay) are left alone. Arranged views get `translatesAutoresizingMaskIntoConstraints = false`;
/// the stack's own flag is the user's to set, as in UIKit.
///
/// The constraints are the stack's own (origin ``LayoutConstraint/Origin/container``, installed on
/// the stack, named with UIKit's identifiers: `UISV-canvas-connection`, `UISV-spacing`, …; see
/// Guides/StackViews.md). Changing the arrangement or a property only marks the stack; the next
/// update-constraints pass (``View/layoutIfNeeded()``, ``View/updateConstraintsIfNeeded()``) brings them up
/// to date, replacing only those that differ: a new ``spacing`` changes constants in place.
///
/// A hidden arranged view takes no space and no spacing. Unlike UIKit it is not forced to a zero
/// length by a required constraint, so it never conflicts with its own size constraints.
open class StackView: View {
  /// The views the stack arranges, in order: the first is the leading one (horizontal) or the top
  /// one (vertical). Each is also a subview; the order of ``View/subviews`` (the z-order) is separate.
  public internal(set) var arrangedSubviews: [View] = []

  /// The axis the views are arranged along; horizontal by default.
  public var axis: LayoutAxis = .horizontal {
    didSet { if axis != oldValue { setNeedsArrangement() } }
  }
  /// How the views are sized and placed along the axis; ``Distribution/fill`` by default.
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { setNeedsArrangement() } }
  }
  /// How the views are placed across the axis; ``Alignment/fill`` by default.
  public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { setNeedsArrangement() } }
  }
  /// The gap between adjacent views: exact for the fill distributions, a minimum for
  /// ``Distribution/equalSpacing`` and ``Distribution/equalCentering``. 0 by default; negative
  /// values overlap the views; ``spacingUseSystem`` is 8 points. Changing it changes the
  /// constants of the installed constraints in place. A value that is not finite is reported
  /// through the hierarchy's diagnostics and ignored.
  public var spacing: CGFloat = 0 {
    didSet {
      guard spacing.isFinite else {
        reportNonFiniteSpacing(spacing, after: nil)
        spacing = oldValue
        return
      }
      if spacing != oldValue { setNeedsArrangement() }
    }
  }
  /// Whether the vertical gaps run from a view's last baseline to the next one's first baseline
  /// instead of from edge to edge (vertical stacks). False by default.
  public var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
  }
  /// Whether the views are arranged inside the stack's layout margins instead of its bounds.
  /// False by default.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
  }
  /// The UIKit quirks the stack reproduces; all of them by default (spec decision 12).
  public var compatibilityBehaviors: CompatibilityBehaviors = .uikit {
    didSet { if compatibilityBehaviors != oldValue { setNeedsArrangement() } }
  }

  /// Custom spacing after an arranged view, by view.
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints the stack made and installed on itself.
  var arrangementConstraints = StackConstraintTable()
  /// Arranged views shown or hidden since the constraints were last made, each with whether it
  /// was hidden then; nil when something else changed too, so that the whole arrangement is
  /// remade in the next update pass.
  var pendingVisibilityChanges: [(view: View, wasHidden: Bool)]?
  /// How many update passes remade the whole arrangement (the others changed only what a
  /// visibility change reached); read by tests.
  var wholeArrangementRemakes = 0
  /// The views that stood for the stack's baselines when its constraints were last made.
  var arrangedBaselineViews: [ObjectIdentifier] = []

  /// Creates an empty horizontal stack view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates an empty stack view, as a storyboard would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }


  /// Creates a horizontal stack view that arranges `views`, adding each as a subview.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  // MARK: Baselines

  /// The first visible arranged view's first-baseline view: the stack's first baseline is that
  /// view's. The stack itself when nothing is visible.
  open override var forFirstBaselineLayout: View {
    arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
  }
  /// The last visible arranged view's last-baseline view.
  open override var forLastBaselineLayout: View {
    arrangedSubviews.last { !$0.isHidden }?.forLastBaselineLayout ?? self
  }

  // MARK: The update pass

  /// Brings the stack's constraints up to date with its arrangement, then calls `super`.
  /// Subclasses that override it must call `super`.
  open override func updateConstraints() {
    if !applyVisibilityChanges() {
      applyArrangementConstraints(arrangementSpecs())
      wholeArrangementRemakes += 1
    }
    pendingVisibilityChanges = []
    baselineViewsDidSettle()
    super.updateConstraints()
  }

  /// Marks the stack's constraints as out of date; the next update pass remakes what changed.
  func setNeedsArrangement() {
    pendingVisibilityChanges = nil
    setNeedsUpdateConstraints()
  }

  // MARK: Hooks from the hierarchy

  override func didRemoveSubview(_ subview: View) {
    // Leaving the hierarchy leaves the arrangement (behaviour-2 §1.1); the hierarchy has already
    // taken out the stack's constraints that mention the view.
    guard let index = arrangedSubviews.firstIndex(where: { $0 === subview }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(subview)] = nil
    setNeedsArrangement()
  }

  override func subviewVisibilityDidChange(_ subview: View) {
    if isArranged(subview) { noteVisibilityChange(of: subview) }
  }

  override func subviewContentDidChange(_ subview: View) {
    // Only proportional lengths and the text-width disambiguation read the arranged views'
    // content; every other constraint of the stack is independent of it.
    guard isArranged(subview) else { return }
    if distribution == .fillProportionally || subview is MultilineTextLayout { setNeedsArrangement() }
  }

  /// A spacing that is not finite would reach the engine as such: refused, as a constant is.
  func reportNonFiniteSpacing(_ value: CGFloat, after view: View?) {
    let place = view.map { " after \($0.layoutName)" } ?? ""
    layoutDiagnostics.report(.illegalConstraint(.nonFinite("'UISV-spacing' of \(layoutName)\(place) (\(value))")))
  }

  func isArranged(_ view: View) -> Bool {
    view.superview === self && arrangedSubviews.contains { $0 === view }
  }

  /// When the views that stand for the stack's baselines change (a view hidden, added or
  /// removed), the constraints that read the stack's baselines are translated again, and a stack
  /// that arranges this one hears of it, since its own baselines may come from here.
  private func baselineViewsDidSettle() {
    let views = [ObjectIdentifier(forFirstBaselineLayout), ObjectIdentifier(forLastBaselineLayout)]
    guard views != arrangedBaselineViews else { return }
    arrangedBaselineViews = views
    // Before the engine is built there is nothing translated yet.
    let context = hierarchyContext
    if let engine = context.engine {
      context.noteWork()
      var owner: View? = self
      while let view = owner {
        for constraint in view.ownedConstraints.elements
        where constraint.containsPart(where: { $0.0 === self && $0.1.isBaseline }) {
          engine.update(constraint)
        }
        owner = view.superview
      }
    }
    if let parent = superview as? StackView, parent.isArranged(self) { parent.setNeedsArrangement() }
  }
}
