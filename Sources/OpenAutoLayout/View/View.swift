import Foundation

/// A rectangle in a hierarchy that Auto Layout positions, as UIKit's `UIView`.
///
/// Views form a tree (``addSubview(_:)``); constraints between the views of one tree are solved
/// by one engine, owned by the tree's root (the view with no superview). Frames are written
/// only by a layout pass (``layoutIfNeeded()``), top-down, after the update-constraints pass,
/// as in UIKit (spec decision 10). Subclass to give a view an ``intrinsicContentSize``, to add
/// constraints in ``updateConstraints()`` or to position subviews by hand in ``layoutSubviews()``.
///
/// Views are not thread-safe, like UIKit's, but nothing is shared between hierarchies: separate
/// hierarchies can be laid out on separate threads at the same time (spec decision 11).
open class View: NSObject, LayoutItem {
  // MARK: Hierarchy
  /// The view this view is a subview of; nil for a root.
  public internal(set) weak var superview: View?
  /// The subviews, back to front.
  public internal(set) var subviews: [View] = []

  // MARK: Geometry (UIKit keeps centre, bounds and transform; the frame is derived)
  var storedCenter = CGPoint.zero
  var storedBounds = CGRect.zero
  var storedTransform = AffineTransform.identity
  /// The frame the engine computed before pixel rounding, in the superview's coordinates.
  public internal(set) var unroundedFrame: CGRect?

  // MARK: Appearance and identity
  /// Whether the view is hidden. Hiding does not remove or relax its constraints (behaviour-1 §1.6);
  /// a stack view stops arranging a hidden arranged subview (behaviour-2 §1.1).
  public var isHidden = false {
    didSet { if isHidden != oldValue { superview?.subviewVisibilityDidChange(self) } }
  }
  /// The name of the view in logs and descriptions.
  public var accessibilityIdentifier: String?
  /// The colour the view is filled with when drawn; nil (transparent) by default. It does not
  /// affect layout.
  public var backgroundColor: Color?
  /// How the view's content flips in right-to-left layouts.
  public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
    didSet { if semanticContentAttribute != oldValue { layoutDirectionDidChange() } }
  }
  /// The traits this view and its subtree use instead of its superview's; see ``traitCollection``.
  public var overrideTraitCollection: TraitCollection? {
    didSet { if overrideTraitCollection != oldValue { traitsDidChange() } }
  }
  /// The traits ``traitCollectionDidChange(_:)`` last reported; nil before the first report.
  var deliveredTraits: TraitCollection?
  /// Constraints and subviews installed only under some traits (``TraitVariation``).
  var traitVariations: [TraitVariation] = []

  // MARK: Autoresizing
  /// Whether the view's frame and ``autoresizingMask`` are turned into constraints. True for views
  /// made in code, as in UIKit (behaviour-1 §1.7; spec decision 8).
  public var translatesAutoresizingMaskIntoConstraints = true {
    didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { autoresizingDidChange() } }
  }
  /// How the view resizes with its superview, when ``translatesAutoresizingMaskIntoConstraints``.
  public var autoresizingMask: AutoresizingMask = [] {
    didSet { if autoresizingMask != oldValue { autoresizingDidChange() } }
  }

  // MARK: Margins
  var specifiedMargins: SpecifiedMargins = .directional(DirectionalEdgeInsets(all: 8))
  /// Whether the margins grow to at least the part of the superview's margins that overlaps
  /// this view (behaviour-1 §1.16). False by default.
  public var preservesSuperviewLayoutMargins = false { didSet { insetsDidChange() } }
  /// Whether the margins are measured from the safe area rather than from the bounds. True by
  /// default.
  public var insetsLayoutMarginsFromSafeArea = true { didSet { insetsDidChange() } }

  /// Whether the side margins widen so that the margins area is no wider than the readable
  /// width, centred: the margins guide then coincides with the ``readableContentGuide``. False by
  /// default. Interface Builder's "Follow Readable Width" (UIKit sets it from storyboards; in code
  /// it is public as `UITableView.cellLayoutMarginsFollowReadableWidth`).
  public var layoutMarginsFollowReadableWidth = false { didSet { insetsDidChange() } }

  /// For a root view, the safe-area insets the screen and its bars impose (UIKit takes them from
  /// the window); subviews derive theirs from it (behaviour-1 §1.14).
  public var rootSafeAreaInsets: EdgeInsets = .zero { didSet { insetsDidChange() } }

  // MARK: Guides and constraints
  /// The guides added with ``addLayoutGuide(_:)``; the system guides are ``layoutMarginsGuide``,
  /// ``safeAreaLayoutGuide`` and ``readableContentGuide``.
  public internal(set) var layoutGuides: [LayoutGuide] = []
  var systemGuides: [SystemGuideRole: LayoutGuide] = [:]
  var guideConstraints: [SystemGuideRole: [LayoutConstraint]] = [:]
  var guideInsets: [SystemGuideRole: EdgeInsets] = [:]
  var ownedConstraints = ConstraintList()

  // MARK: Intrinsic content size
  var hugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
  var compressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
  var contentSizeConstraints: [LayoutConstraint] = []
  var appliedIntrinsicSize: CGSize?
  var autoresizingConstraints: [LayoutConstraint] = []
  /// The superview's size the current frame was meant for: when it was set by hand, when the
  /// view joined its superview, or when a layout pass last applied it. Autoresizing shares out
  /// the superview's change since then, even when the superview was resized before the view's
  /// autoresizing constraints were first made.
  var autoresizingReferenceSize: CGSize?
  /// The origin (unrounded, in root coordinates) the frame was last applied at: when it moves off
  /// the pixel grid, the subviews' rounded frames move too.
  var appliedOriginInRoot: CGPoint?
  /// The safe-area insets and margins last computed, to tell when descendants must follow.
  var lastSafeAreaInsets: EdgeInsets?
  var lastMargins: EdgeInsets?
  var isQueuedForInsets = false
  /// The alignment insets and baselines the engine's constraints were translated with.
  var translatedGeometry: TranslatedGeometry?

  /// The alignment rectangle's insets from the frame: constraints act on the alignment
  /// rectangle (behaviour-2 §1.16). Zero by default.
  open var alignmentRectInsets: EdgeInsets = .zero {
    didSet { if alignmentRectInsets != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The first baseline's distance from the top of the frame; nil for a view without text, whose
  /// baselines are its bottom edge.
  open var firstBaselineOffsetFromTop: CGFloat? {
    didSet { if firstBaselineOffsetFromTop != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The last baseline's distance from the bottom of the frame; nil for a view without text.
  open var lastBaselineOffsetFromBottom: CGFloat? {
    didSet { if lastBaselineOffsetFromBottom != oldValue { invalidateIntrinsicContentSize() } }
  }

  // MARK: Given content (View+GivenContent.swift)
  /// A size for the view's content that Auto Layout uses instead of ``intrinsicContentSize``;
  /// nil (the default) to use what the view measures. See ``effectiveIntrinsicContentSize``.
  public var givenIntrinsicContentSize: CGSize? {
    didSet { if givenIntrinsicContentSize != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The last baseline's distance from the top of the frame, given rather than measured; nil
  /// (the default) to leave ``lastBaselineOffsetFromBottom`` as it is.
  ///
  /// The model measures the last baseline from the bottom, which stays put when the view grows
  /// taller. With this set, the layout pass moves ``lastBaselineOffsetFromBottom`` after each
  /// ``layoutSubviews()`` of the view, so that the baseline stays this far below the top. Until
  /// the first layout it assumes the intrinsic height (given or measured) outset by the alignment
  /// insets, or the frame's height for a view that translates its autoresizing mask: set those
  /// first.
  public var givenLastBaselineOffsetFromTop: CGFloat? {
    didSet { if givenLastBaselineOffsetFromTop != oldValue { assumeGivenLastBaseline() } }
  }

  // MARK: Layout cycle
  var needsLayoutFlag = true
  var needsUpdateConstraintsFlag = true
  var needsAutoresizingUpdate = true
  var needsIntrinsicUpdate = true
  /// The hierarchy's engine and diagnostics; only a root has one.
  var context: HierarchyContext?
  /// The view controller whose root view this is.
  weak var viewController: ViewController?

  let itemVariables: ItemVariables
  var debugAddressStorage = LazyDebugAddress()

  /// Creates a view with `frame`, in its superview's coordinates.
  public init(frame: CGRect) {
    itemVariables = ItemVariables("view")
    storedCenter = CGPoint(x: frame.midX, y: frame.midY)
    storedBounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }

  /// Creates a view with a zero frame, as UIKit's `UIView()`.
  ///
  /// A subclass that overrides `init(frame:)` inherits it, as in UIKit, so `TileView()` works
  /// when `TileView` overrides only `init(frame:)` (and `init?(coder:)`).
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a view as UIKit's nib and storyboard loading does, so that a subclass's
  /// `required init?(coder:)` may call `super.init(coder: coder)`.
  ///
  /// Views are not archived: the coder is not read, and the view starts with a zero frame.
  public required init?(coder: NSCoder) {
    itemVariables = ItemVariables("view")
    super.init()
  }

  // MARK: Overridable behaviour (in the class body: members of extensions cannot be overridden)

  /// The natural size of the view's content, for its alignment rectangle; either component may be
  /// ``noIntrinsicMetric``. The engine holds the view near it with hugging and compression
  /// resistance (spec decision 7), unless ``givenIntrinsicContentSize`` replaces it. Call
  /// ``invalidateIntrinsicContentSize()`` when it changes.
  open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

  /// The view whose first baseline stands for this view's; the view itself by default.
  /// Containers override it to forward to a subview.
  open var forFirstBaselineLayout: View { self }
  /// The view whose last baseline stands for this view's; the view itself by default.
  open var forLastBaselineLayout: View { self }

  /// Adds or changes the view's constraints in the update-constraints pass, which runs
  /// bottom-up before each layout pass for views marked with ``setNeedsUpdateConstraints()``.
  /// Keep it fast; call `super` last (behaviour-2 §1.12).
  open func updateConstraints() {}

  /// Positions the subviews. The default sets each subview's frame from the engine; override it
  /// to position subviews by hand after calling `super` (behaviour-2 §1.14). Never call it
  /// directly: call ``setNeedsLayout()`` and ``layoutIfNeeded()``.
  open func layoutSubviews() { layoutSubviewsFromEngine() }

  /// Called when ``safeAreaInsets`` changes.
  open func safeAreaInsetsDidChange() {}
  /// Called when the view's ``traitCollection`` changed, with the traits it had before: nil the
  /// first time, when the view joins a hierarchy (or its root is given traits). A view's trait
  /// variations have already been applied; its subviews hear of the change after it. Call
  /// `super` first (behaviour-2 §1.25).
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
  /// Called when the effective ``layoutMargins`` change.
  open func layoutMarginsDidChange() {}

  // MARK: Container hooks: a stack view re-arranges when its arranged subviews change. Internal,
  // so that only the model's containers override them.

  /// Called after `subview` left this view's subviews.
  func didRemoveSubview(_ subview: View) {}
  /// Called when `subview`'s ``isHidden`` changed.
  func subviewVisibilityDidChange(_ subview: View) {}
  /// Called when `subview`'s intrinsic content size or content priorities changed.
  func subviewContentDidChange(_ subview: View) {}

  /// The name of the view in logs and in the constraint language: its accessibility identifier,
  /// or its class and address as Apple's logs show them (`UIView:0x7f8000000010`).
  public var layoutName: String {
    accessibilityIdentifier ?? "\(appleClassName(of: self)):\(debugAddress)"
  }

  /// The address descriptions show for the view: stable for its lifetime.
  var debugAddress: DebugAddress { debugAddressStorage.get(.item) }

  /// The view as UIKit describes it: `<UIView: 0x7f8000000010; frame = (0 0; 375 667); autoresize = W+H>`.
  /// Subclasses may add their own details, as UIKit's do.
  open override var description: String { appleDescription }

  /// The value of `intrinsicContentSize` components that have no intrinsic size.
  public static let noIntrinsicMetric: CGFloat = -1
}

/// What constraint translation reads from a view besides its variables.
struct TranslatedGeometry: Equatable {
  var alignmentRectInsets: EdgeInsets
  var firstBaselineOffsetFromTop: CGFloat?
  var lastBaselineOffsetFromBottom: CGFloat?
}

/// Hugging or compression resistance on both axes.
struct AxisPriorities {
  var horizontal: LayoutPriority
  var vertical: LayoutPriority

  subscript(axis: LayoutAxis) -> LayoutPriority {
    get { axis == .horizontal ? horizontal : vertical }
    set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
  }
}

/// The margins the user set, in the form they set them: physical margins do not flip in
/// right-to-left layouts, directional ones do (behaviour-1 §1.16).
enum SpecifiedMargins: Equatable {
  case physical(EdgeInsets)
  case directional(DirectionalEdgeInsets)
}

/// How a view's content flips in right-to-left layouts, as UIKit's `UISemanticContentAttribute`,
/// with its raw values.
public enum SemanticContentAttribute: Int, Sendable {
  case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// Which of a view's margins and size may change when its superview resizes, as UIKit's
/// `UIView.AutoresizingMask` (behaviour-1 §1.4).
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The left margin may change (no strut on the left).
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width may change (a horizontal spring).
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The right margin may change.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The top margin may change.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height may change (a vertical spring).
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The bottom margin may change.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
