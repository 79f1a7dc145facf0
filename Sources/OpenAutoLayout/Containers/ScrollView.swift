import Foundation

/// A view that shows part of a larger content area and moves it under itself, as UIKit's
/// `UIScrollView` (behaviour-2 §1.19–§1.20).
///
/// **Coordinates.** The scroll view's bounds origin is its ``contentOffset``: subviews are
/// positioned in content coordinates, whose origin is the content's top-left corner, and keep
/// their frames while the content scrolls; the visible area is ``View/bounds``.
///
/// **Guides.** ``contentLayoutGuide`` is the content area: its origin is the content origin and
/// its size is ``contentSize``. ``frameLayoutGuide`` is the visible area, the scroll view's
/// frame, in content coordinates: it moves with the offset, and so does whatever is pinned to
/// it. The scroll view's margins, safe-area and readable-content guides are tied to the frame
/// layout guide, so they too follow the visible area ("float", spec §5).
///
/// **Anchors** (spec §5, "Scroll-view anchor semantics"). A constraint between the scroll view
/// and a view outside it constrains its frame. In a constraint between the scroll view and one of
/// its descendants, the scroll view's edges (`top`, `leading`, …) mean the content layout
/// guide's edges, and its `width`, `height`, `centerX` and `centerY` mean the frame layout
/// guide's, as in Interface Builder; its margin attributes (`topMargin`, …) mean its margins
/// guide, which floats. A constraint between a content view and a view outside the scroll view
/// is measured at the current offset, so that view floats too (Apple's TN2154).
///
/// **Content size.** With constraints that tie the content guide's edges to the content through
/// an unbroken chain, ``contentSize`` is what they solve to; otherwise it is what was set, as
/// in UIKit.
///
/// ```swift
/// let scrollView = ScrollView()
/// scrollView.addSubview(content)
/// LayoutConstraint.activate([
///   content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
///   content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
///   content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
///   content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
///   // No horizontal scrolling: the content is as wide as the visible area.
///   content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
/// ])
/// ```
open class ScrollView: View {
  /// The constraints that tie the guides to the scroll view, kept to change their constants:
  /// the frame guide's `left`, `top`, `width`, `height`, then (once the content guide exists)
  /// the content guide's `left`, `top`.
  var guidePins: [LayoutConstraint] = []
  /// The pulls towards a ``contentSize`` that was set (width, height); empty until it is set.
  var contentSizePins: [LayoutConstraint] = []
  var storedContentSize = CGSize.zero
  /// The adjusted content inset of the last layout pass, to tell when it changes.
  var lastAdjustedContentInset: EdgeInsets?

  /// Extra space around the content, in points: the content can scroll that far beyond its
  /// edges. Zero by default.
  public var contentInset: EdgeInsets = .zero {
    didSet { if contentInset != oldValue { setNeedsLayout() } }
  }

  /// How the safe area is added to ``contentInset`` to make ``adjustedContentInset``;
  /// ``ContentInsetAdjustmentBehavior/automatic`` by default.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
  }

  /// Whether the content bounces vertically even when it is not taller than the scroll view;
  /// with ``ContentInsetAdjustmentBehavior/scrollableAxes`` it makes the vertical axis scrollable.
  public var alwaysBounceVertical = false {
    didSet { if alwaysBounceVertical != oldValue { setNeedsLayout() } }
  }
  /// Whether the content bounces horizontally even when it is not wider than the scroll view.
  public var alwaysBounceHorizontal = false {
    didSet { if alwaysBounceHorizontal != oldValue { setNeedsLayout() } }
  }

  /// Whether the scroll view belongs to a view controller shown by a navigation or tab bar
  /// controller: UIKit's ``ContentInsetAdjustmentBehavior/automatic`` then always adjusts the
  /// vertical insets. The model has no container controllers, so the caller says so. False by
  /// default.
  public var isInNavigationOrTabBarController = false {
    didSet { if isInNavigationOrTabBarController != oldValue { setNeedsLayout() } }
  }

  /// Whether the user may scroll. It does not affect layout.
  public var isScrollEnabled = true
  /// How far the scroll indicators are inset from the edges. It does not affect layout
  /// (behaviour-2 §1.20 sets it with ``contentInset`` when the keyboard shows).
  public var scrollIndicatorInsets: EdgeInsets = .zero

  /// Creates a scroll view with `frame`, in its superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isScrollView = true
    // UIKit's scroll views clip their content to the visible area.
    clipsToBounds = true
    // The frame guide always exists: positions inside the scroll view are measured from it.
    makeFrameLayoutGuide()
  }

  /// Creates an empty scroll view, as a storyboard would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isScrollView = true
    makeFrameLayoutGuide()
  }

  // MARK: Guides

  /// The content area: its edges are the content's, its size ``contentSize``, in content
  /// coordinates (its origin is always (0, 0)). Pin the content's edges to it.
  ///
  /// Made on first use, as in UIKit: a scroll view whose content guide nobody uses has no
  /// content-size variables in the engine, so it is not reported as ambiguous.
  public var contentLayoutGuide: LayoutGuide {
    systemGuides[.contentLayout] ?? makeContentLayoutGuide()
  }

  /// The visible area, the scroll view's frame, in content coordinates: its origin is the
  /// ``contentOffset`` and its size the scroll view's. Views pinned to it stay in place on
  /// screen while the content scrolls; `content.width == frameLayoutGuide.width` turns off
  /// horizontal scrolling.
  public var frameLayoutGuide: LayoutGuide { systemGuides[.frameLayout]! }

  /// Makes the frame layout guide and ties it to the scroll view:
  /// `frameLayoutGuide.left == left + contentOffset.x` (and top), `frameLayoutGuide.width ==
  /// width` (and height). The scroll view measured in its own coordinates starts at the content
  /// origin, so the frame guide's origin is the offset; only a new offset (or new alignment
  /// insets) changes the constants.
  private func makeFrameLayoutGuide() {
    let guide = LayoutGuide(role: .frameLayout, owner: self)
    systemGuides.set(guide, for: .frameLayout)
    pin(guide, [(.left, "left"), (.top, "top"), (.width, "width"), (.height, "height")])
  }

  /// Makes the content layout guide and ties its origin to the content origin:
  /// `contentLayoutGuide.left == left` (and top). Its size is free for the content's
  /// constraints to set.
  ///
  /// It may be called while the engine translates a constraint that names the scroll view's
  /// edges (``guide(standingFor:)``): installing the pins then adds them to the engine first,
  /// which is safe, as translating holds no engine state.
  private func makeContentLayoutGuide() -> LayoutGuide {
    let guide = LayoutGuide(role: .contentLayout, owner: self)
    systemGuides.set(guide, for: .contentLayout)
    pin(guide, [(.left, "left"), (.top, "top")])
    return guide
  }

  /// Ties `guide`'s `attributes` to the scroll view's, with constants from ``syncGuidePins()``.
  private func pin(_ guide: LayoutGuide, _ attributes: [(LayoutAttribute, String)]) {
    let pins = attributes.map { attribute, name in
      let constraint = LayoutConstraint(
        first: .attribute(WeakItem(guide), attribute), relation: .equal,
        second: .attribute(WeakItem(self), attribute), multiplier: 1, constant: 0, origin: .systemGuide)
      constraint.identifier = "\(guide.identifier)-\(name)"
      return constraint
    }
    guidePins += pins
    syncGuidePins()
    for constraint in pins { install(constraint) }
  }

  /// Brings the guide pins' constants up to date with the offset and the alignment insets (the
  /// scroll view's engine rectangle is its alignment rectangle; the guides are measured from
  /// its bounds).
  func syncGuidePins() {
    let insets = alignmentRectInsets, offset = storedBounds.origin
    let constants: [CGFloat] = [
      offset.x - insets.left, offset.y - insets.top, insets.left + insets.right, insets.top + insets.bottom,
      -insets.left, -insets.top,
    ]
    for (constraint, constant) in zip(guidePins, constants) where constraint.constant != constant {
      constraint.constant = constant
    }
  }

  // MARK: Offset and size

  /// The point of the content shown at the scroll view's top-left corner: the origin of its
  /// ``View/bounds``. (0, 0) shows the content's top-left; ``minimumContentOffset`` and
  /// ``maximumContentOffset`` bound the range scrolling reaches, but any value may be set.
  ///
  /// Setting it moves the frame layout guide and what is pinned to it; content views keep their
  /// frames. The scroll view is laid out again, as UIKit does on every scroll.
  ///
  /// - Complexity: two constraint constants change in place, plus the engine's incremental
  ///   re-solve of what depends on them.
  public var contentOffset: CGPoint {
    get { storedBounds.origin }
    set {
      guard newValue != storedBounds.origin else { return }
      storedBounds.origin = newValue
      contentOffsetDidChange()
    }
  }

  /// Sets ``contentOffset``; nothing is animated in the model.
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// The bounds origin moved: the frame guide follows, the scroll view lays out again (a list
  /// shows other rows) and the subviews' safe areas, measured from the visible area, are
  /// recomputed.
  func contentOffsetDidChange() {
    syncGuidePins()
    setNeedsLayout()
    for subview in subviews { subview.enqueueInsetsRefresh() }
  }

  /// The size of the content area, as ``contentLayoutGuide`` has it.
  ///
  /// With constraints that determine the content guide's size, it is what the last layout
  /// solved (rounded to the pixel grid like a frame) and setting it has no lasting effect, as in
  /// UIKit. Without, it is the value set: setting it pulls the content guide towards that size
  /// at ``contentSizePriority``, below anything a constraint would use. (0, 0) by default.
  public var contentSize: CGSize {
    get {
      guard let engine = hierarchyContext.engine, let guide = systemGuides[.contentLayout] else {
        return storedContentSize
      }
      let solved = engine.rect(of: &guide.engineQuad).size
      let scale = rootView.traitCollection.displayScale
      func clean(_ value: CGFloat, _ set: CGFloat) -> CGFloat {
        abs(value - set) < 1e-9 ? set : PixelGrid.round(value, scale: scale)
      }
      return CGSize(
        width: clean(solved.width, storedContentSize.width), height: clean(solved.height, storedContentSize.height))
    }
    set {
      guard newValue != storedContentSize || contentSizePins.isEmpty else { return }
      storedContentSize = newValue
      if contentSizePins.isEmpty {
        contentSizePins = [(LayoutAttribute.width, newValue.width), (.height, newValue.height)].map {
          attribute, value in
          let constraint = LayoutConstraint(
            first: .attribute(WeakItem(contentLayoutGuide), attribute), relation: .equal, second: nil,
            multiplier: 1, constant: value, priority: Self.contentSizePriority, origin: .systemGuide)
          constraint.identifier = "UIScrollView-contentSize-\(attribute)"
          return constraint
        }
        for constraint in contentSizePins { install(constraint) }
      } else {
        contentSizePins[0].constant = newValue.width
        contentSizePins[1].constant = newValue.height
      }
      setNeedsLayout()
    }
  }

  /// The priority with which a ``contentSize`` that was set holds the content guide's size:
  /// 1, so that any constraint that sizes the content wins, as in UIKit, where the layout
  /// overwrites the content size.
  public static let contentSizePriority = LayoutPriority(1)

  /// The visible part of the content coordinate space: the ``View/bounds``, at ``contentOffset``.
  /// Content under ``adjustedContentInset`` (behind bars, say) is included.
  public var visibleRect: CGRect { bounds }

  // MARK: Layout

  /// Lays out the subviews from the engine, then brings ``adjustedContentInset`` up to date.
  open override func layoutSubviews() {
    super.layoutSubviews()
    syncGuidePins()
    updateAdjustedContentInset()
  }

  /// Called when ``adjustedContentInset`` changes, as UIKit's method of the same name.
  open func adjustedContentInsetDidChange() {}
}
