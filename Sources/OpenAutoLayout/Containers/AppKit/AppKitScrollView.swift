import Foundation

/// A view that shows part of a document through a clip view: AppKit's `NSScrollView`, the
/// model's `AppKitScrollView` (UIKit's scroll view is the model's ``ScrollView``).
///
/// The ``contentView`` (a ``ClipView``) fills the content area — the bounds less the border
/// (``borderType``: 1 point for a line or bezel border, 2 for a groove) and less the room
/// legacy scrollers take (15 points at the right for a vertical one, at the bottom for a
/// horizontal one; overlay scrollers, the default, take none). The ``documentView`` is the clip
/// view's subview; the clip view's bounds origin is the scroll position.
///
/// With Auto Layout, pin the document's leading, trailing and top edges to the clip view and let
/// its height come from its content: it is as wide as the clip view and scrolls vertically. Make
/// the document flipped (override `isFlipped`) to have it start at the top when it is shorter
/// than the clip view; an unflipped one sits at the bottom, as in AppKit.
open class AppKitScrollView: AppKitView {
  /// How a scroll view's border is drawn, as AppKit's `NSBorderType`.
  public enum BorderType: UInt, Sendable, Hashable {
    case noBorder = 0, lineBorder = 1, bezelBorder = 2, grooveBorder = 3

    /// The border's width on each side: 0, 1 for a line or bezel, 2 for a groove.
    public var width: CGFloat {
      switch self {
      case .noBorder: 0
      case .lineBorder, .bezelBorder: 1
      case .grooveBorder: 2
      }
    }
  }

  /// How scrollers are shown, as AppKit's `NSScroller.Style`: `.legacy` ones take room beside
  /// the content, `.overlay` ones float over it.
  public enum ScrollerStyle: Int, Sendable, Hashable {
    case legacy = 0, overlay = 1
  }

  /// The width of a regular legacy scroller: 15 points.
  public static let legacyScrollerWidth: CGFloat = 15

  /// The clip view, which fills the content area. Setting it replaces the clip view and moves
  /// the document view into the new one.
  open var contentView: ClipView {
    didSet {
      guard contentView !== oldValue else { return }
      let document = oldValue.documentView
      oldValue.documentView = nil
      oldValue.removeFromSuperview()
      install(contentView)
      if contentView.documentView == nil { contentView.documentView = document }
    }
  }

  /// The border around the content: none by default, as AppKit's for a scroll view made in
  /// code (Interface Builder's default is the bezel).
  open var borderType: BorderType = .noBorder { didSet { tile() } }
  /// Whether the scroll view has a vertical scroller; it takes room only in the legacy style.
  open var hasVerticalScroller = false { didSet { tile() } }
  /// Whether the scroll view has a horizontal scroller; it takes room only in the legacy style.
  open var hasHorizontalScroller = false { didSet { tile() } }
  /// The scrollers' style: overlay by default (the system's preference with a trackpad).
  open var scrollerStyle: ScrollerStyle = .overlay { didSet { tile() } }
  /// Whether scrollers hide when the document fits: kept, as scrollers are not drawn.
  open var autohidesScrollers = false
  /// Whether the scroll view fills its background: kept, not drawn.
  open var drawsBackground = true

  /// Creates a scroll view with `frame` and an empty clip view filling it.
  public override init(frame: CGRect) {
    contentView = ClipView()
    super.init(frame: frame)
    install(contentView)
  }

  /// Creates an empty scroll view, as a storyboard would; the coder is not read.
  public required init?(coder: NSCoder) {
    contentView = ClipView()
    super.init(coder: coder)
    install(contentView)
  }

  /// Adds `clipView` as the content view, placed by ``tile()`` and resized with the scroll view.
  private func install(_ clipView: ClipView) {
    clipView.removeFromSuperview()
    clipView.translatesAutoresizingMaskIntoConstraints = true
    clipView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(clipView)
    tile()
  }

  /// The scrolled view, the clip view's ``ClipView/documentView``.
  open var documentView: AppKitView? {
    get { contentView.documentView }
    set { contentView.documentView = newValue }
  }

  /// The content area in the model's terms (top-down): the bounds less the border and the
  /// legacy scrollers.
  private var contentRect: CGRect {
    let size = modelBounds.size
    let border = borderType.width
    let legacy = scrollerStyle == .legacy
    let vertical = legacy && hasVerticalScroller ? AppKitScrollView.legacyScrollerWidth : 0
    let horizontal = legacy && hasHorizontalScroller ? AppKitScrollView.legacyScrollerWidth : 0
    return CGRect(
      x: border, y: border, width: max(0, size.width - 2 * border - vertical),
      height: max(0, size.height - 2 * border - horizontal))
  }

  /// Places the clip view in the content area, as AppKit's `tile()`; called when the border or
  /// the scrollers change. The clip view's autoresizing mask keeps it there as the scroll view
  /// resizes.
  open func tile() {
    contentView.frame = AppKitView.flipped(contentRect, within: self)
  }

  /// Keeps the clip view's frame exact when the scroll view's size changes by a fraction.
  open override func layout() {
    super.layout()
    if contentView.modelFrame != contentRect { tile() }
  }

  /// The content area's size: the clip view's, as AppKit's `contentSize`.
  open var contentSize: CGSize { contentRect.size }

  /// The part of the document that shows, in the document's coordinates.
  open var documentVisibleRect: CGRect { contentView.documentVisibleRect }

  /// The room left around the document, the clip view's ``ClipView/contentInsets``.
  open var contentInsets: EdgeInsets {
    get { contentView.contentInsets }
    set { contentView.contentInsets = newValue }
  }

  /// Whether the insets follow the window's title bar and toolbars, the clip view's: kept, as
  /// the model has none.
  open var automaticallyAdjustsContentInsets: Bool {
    get { contentView.automaticallyAdjustsContentInsets }
    set { contentView.automaticallyAdjustsContentInsets = newValue }
  }

  /// Updates the scrollers after the clip view scrolled, as AppKit's; scrollers are not drawn,
  /// so there is nothing to do.
  open func reflectScrolledClipView(_ clipView: ClipView) {}
}
