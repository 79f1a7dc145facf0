import ConstraintSolver
import Foundation

/// A rectangle in a hierarchy that Auto Layout positions, as UIKit's `UIView`.
///
/// Views form a tree (``addSubview(_:)``); constraints between the views of one tree are solved
/// by one engine, owned by the tree's root (the view with no superview), except inside a list's
/// rows, which host engines of their own as UIKit's cells do (see <doc:LayoutModel>). Frames are written
/// only by a layout pass (``layoutIfNeeded()``), top-down, after the update-constraints pass,
/// as in UIKit (spec decision 10). Subclass to give a view an ``intrinsicContentSize``, to add
/// constraints in ``updateConstraints()`` or to position subviews by hand in ``layoutSubviews()``.
///
/// Views are not thread-safe, like UIKit's, but nothing is shared between hierarchies: separate
/// hierarchies can be laid out on separate threads at the same time (spec decision 11).
open class View: NSObject, LayoutItem {
  // MARK: Hierarchy
  /// The view this view is a subview of; nil for a root.
  public internal(set) var superview: View? {
    get { superviewStorage?.takeUnretainedValue() }
    set { superviewStorage = newValue.map { Unmanaged.passUnretained($0) } }
  }
  /// ``superview``'s storage, private so that the many walks up the hierarchy read it without a
  /// run-time exclusivity check each (a stored public property gets one on every read). Not
  /// `weak` (see ``ItemToken``): a superview owns its subviews, and clears this in its `deinit`.
  /// Unmanaged, so that a walk up (``rootView``, ``depthAndRoot``) retains no ancestor on its way.
  private var superviewStorage: Unmanaged<View>?
  // Beside it, what the walks up the hierarchy and the turning of moved variables into layout
  // work read for every view (``hasLayoutRoot(_:)``, ``insetsMayFollowFrame``): in a pass over
  // thousands of views, each cache line of a view is a miss.
  /// Whether ``context`` is set: what the walks up the hierarchy and every placement ask, read
  /// without retaining the context or checking for exclusive access at run time.
  private var hasContextStorage = false
  var needsAutoresizingUpdate = true
  private var needsLayoutFlagStorage = true
  private var preservesSuperviewLayoutMarginsStorage = false
  private var layoutMarginsFollowReadableWidthStorage = false
  private var systemGuideStatesStorage: [SystemGuideState] = []
  /// The safe-area insets and margins last computed, to tell when descendants must follow.
  var lastSafeAreaInsets: EdgeInsets?
  var lastMargins: EdgeInsets?
  /// ``superview`` without a retain, for passes over many views that only read it.
  var unretainedSuperview: Unmanaged<View>? { superviewStorage }
  /// The root of the view's hierarchy: the view itself when it has no superview.
  public var rootView: View {
    var view = Unmanaged.passUnretained(self)
    while let parent = view._withUnsafeGuaranteedRef({ $0.superviewStorage }) { view = parent }
    return view.takeUnretainedValue()
  }

  /// How many superviews the view has up to its root, and that root, found without retaining
  /// each ancestor on the way.
  var depthAndRoot: (depth: Int, root: View) {
    var depth = 0
    var view = Unmanaged.passUnretained(self)
    while let parent = view._withUnsafeGuaranteedRef({ $0.superviewStorage }) {
      depth += 1
      view = parent
    }
    return (depth, view.takeUnretainedValue())
  }

  /// The view whose engine solves the view's constraints: the nearest of the view and its
  /// superviews that hosts an engine of its own (a list's row, as UIKit's cells host theirs;
  /// see ``hostsOwnEngine``), else the root. Found without retaining each ancestor.
  var layoutRoot: View {
    var view = Unmanaged.passUnretained(self)
    while true {
      if view._withUnsafeGuaranteedRef({ $0.hasContext }) { return view.takeUnretainedValue() }
      guard let parent = view._withUnsafeGuaranteedRef({ $0.superviewStorage }) else {
        return view.takeUnretainedValue()
      }
      view = parent
    }
  }

  /// The view's ``layoutRoot`` and its ``rootView``, found in one walk, not retained: for a
  /// caller that holds the view, and so both.
  var unretainedLayoutRootAndRoot: (layoutRoot: Unmanaged<View>, root: Unmanaged<View>) {
    var layoutRoot: Unmanaged<View>?
    var view = Unmanaged.passUnretained(self)
    while true {
      if layoutRoot == nil && view._withUnsafeGuaranteedRef({ $0.hasContext }) { layoutRoot = view }
      guard let parent = view._withUnsafeGuaranteedRef({ $0.superviewStorage }) else { break }
      view = parent
    }
    return (layoutRoot ?? view, view)
  }

  /// Whether `view` is the view's ``layoutRoot``, found without retaining either.
  func hasLayoutRoot(_ view: View) -> Bool {
    var current = Unmanaged.passUnretained(self)
    while !current._withUnsafeGuaranteedRef({ $0.hasContext }) {
      guard let parent = current._withUnsafeGuaranteedRef({ $0.superviewStorage }) else { break }
      current = parent
    }
    return current.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
  }

  /// How many superviews the view has up to its root, and its ``layoutRoot``, not retained.
  var depthAndLayoutRoot: (depth: Int, layoutRoot: Unmanaged<View>) {
    var depth = 0
    var layoutRoot: Unmanaged<View>?
    var view = Unmanaged.passUnretained(self)
    while true {
      if layoutRoot == nil && view._withUnsafeGuaranteedRef({ $0.hasContext }) { layoutRoot = view }
      guard let parent = view._withUnsafeGuaranteedRef({ $0.superviewStorage }) else { break }
      depth += 1
      view = parent
    }
    return (depth, layoutRoot ?? view)
  }

  /// Whether the view is a subview that hosts an engine of its own: its subtree's constraints
  /// are solved apart from its superview's, for the size its frame gives it (its
  /// `UIView-Encapsulated-Layout-…` constraints), as UIKit solves a table view cell's content.
  /// A list makes its rows such hosts; a constraint between the subtree and the rest of the
  /// hierarchy merges the two engines again.
  package var hostsOwnEngine: Bool { superview != nil && hasContext }

  /// ``traitCollection``'s `displayScale`, found without building the traits (a root without an
  /// override would take the application's lock for its ambient traits) or retaining each
  /// superview: every layout of a view's subviews reads it.
  var layoutDisplayScale: CGFloat {
    var view = Unmanaged.passUnretained(self)
    while true {
      if let scale = view._withUnsafeGuaranteedRef({ $0.overrideTraitCollectionStorage?.displayScale }) { return scale }
      guard let parent = view._withUnsafeGuaranteedRef({ $0.superviewStorage }) else {
        return TraitCollection.unspecifiedDisplayScale
      }
      view = parent
    }
  }

  /// Whether `view` is this view or one of its superviews, found without retaining each.
  func isSelfOrDescendant(of view: View) -> Bool {
    var current = Unmanaged.passUnretained(self)
    while true {
      if current.toOpaque() == Unmanaged.passUnretained(view).toOpaque() { return true }
      guard let parent = current._withUnsafeGuaranteedRef({ $0.superviewStorage }) else { return false }
      current = parent
    }
  }

  /// The token non-owning references to the view hold; nil until one is made.
  var itemTokenStorage: ItemToken?
  // The storage of properties the layout passes read: private, so that reads are not checked
  // for exclusive access at run time (a property visible outside the file may be accessed while
  // it is being modified, as far as the compiler can tell).
  private var overrideTraitCollectionStorage: TraitCollection?
  private var givenLastBaselineOffsetFromTopStorage: CGFloat? {
    get { extras?.givenLastBaselineOffsetFromTop }
    set { writeExtras(unless: newValue == nil) { $0.givenLastBaselineOffsetFromTop = newValue } }
  }
  /// The subviews, back to front.
  ///
  /// Unchecked for exclusive access at run time, as every pass reads it for every view it lays
  /// out: it is changed in place only in View+Hierarchy.swift, by closures that do not read it.
  @exclusivity(unchecked) public internal(set) var subviews: [View] = []

  // MARK: Geometry (UIKit keeps centre, bounds and transform; the frame is derived)
  var storedCenter = CGPoint.zero
  var storedBounds = CGRect.zero
  // Also read or written for every view a pass places, kept beside the geometry above, in the
  // order a placement reads them, so that a pass over thousands of views touches few cache lines
  // of each (each line is a cache miss in a hierarchy too large for the cache).
  /// The origin (unrounded, in root coordinates) the frame was last applied at: when it moves off
  /// the pixel grid, the subviews' rounded frames move too.
  var appliedOriginInRoot: CGPoint?
  /// ``itemVariables``' four variables as a placement reads them (``LayoutEngine/rect(of:)``):
  /// kept here, a pass reads no `ItemVariables` object, another cache miss per view.
  @exclusivity(unchecked) var engineQuad: VariableQuad
  /// ``alignmentRectInsets``' storage, apart from the overridable property: the layout passes read
  /// it for every view they place, and a stored `open` property is checked for exclusive access
  /// at run time on every read.
  private var storedAlignmentRectInsets = EdgeInsets.zero
  private var unroundedFrameStorage: CGRect?
  /// The superview's size the current frame was meant for: when it was set by hand, when the
  /// view joined its superview, or when a layout pass last applied it. Autoresizing shares out
  /// the superview's change since then, even when the superview was resized before the view's
  /// autoresizing constraints were first made.
  var autoresizingReferenceSize: CGSize?
  let itemVariables: ItemVariables
  var needsUpdateConstraintsFlag = true
  var needsIntrinsicUpdate = true
  var isQueuedForInsets = false
  /// How many times the outermost layout pass stamped `pass` laid the view out (``LayoutCounts``).
  var layoutCountInPass: (pass: Int, count: Int) = (0, 0)
  /// The ``ProcessStamp`` of the last ordering by depth that saw the view, to keep it once.
  var depthOrderingStamp = 0
  /// The stamp of the engine variable-owner table (``VariableOwners``) that last registered the
  /// view: a translation names a view once per anchor, and this skips its hash look-up.
  @exclusivity(unchecked) var variableOwnersStamp = 0
  var storedTransform: AffineTransform {
    get { extras?.transform ?? .identity }
    set { writeExtras(unless: newValue == .identity) { $0.transform = newValue } }
  }
  /// The frame the engine computed before pixel rounding, in the superview's coordinates.
  public internal(set) var unroundedFrame: CGRect? {
    get { unroundedFrameStorage }
    set { unroundedFrameStorage = newValue }
  }

  // MARK: Appearance and identity
  /// Whether the view is hidden. Hiding does not remove or relax its constraints (behaviour-1 §1.6);
  /// a stack view stops arranging a hidden arranged subview (behaviour-2 §1.1).
  public var isHidden = false {
    didSet { if isHidden != oldValue { superview?.subviewVisibilityDidChange(self) } }
  }
  /// The name of the view in logs and descriptions.
  public var accessibilityIdentifier: String? {
    get { extras?.accessibilityIdentifier }
    set { writeExtras(unless: newValue == nil) { $0.accessibilityIdentifier = newValue } }
  }
  /// How the view's content flips in right-to-left layouts.
  public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
    didSet { if semanticContentAttribute != oldValue { layoutDirectionDidChange() } }
  }
  /// The traits this view and its subtree use instead of its superview's; see ``traitCollection``.
  public var overrideTraitCollection: TraitCollection? {
    get { overrideTraitCollectionStorage }
    set {
      let old = overrideTraitCollectionStorage
      overrideTraitCollectionStorage = newValue
      if newValue != old { traitsDidChange() }
    }
  }
  /// The traits ``traitCollectionDidChange(_:)`` last reported; nil before the first report.
  var deliveredTraits: TraitCollection?
  /// Constraints and subviews installed only under some traits (``TraitVariation``).
  var traitVariations: [TraitVariation] = []

  // MARK: Appearance (View+Appearance.swift): kept for drawing and for code that reads it back;
  // none of it affects layout. In the class body: what UIKit code overrides.

  /// The layer that draws the view: corners, border, shadow. One for the view's lifetime, made
  /// when first asked for: most views of a large layout never are, and reading what a view
  /// without one draws (its alpha, its background) does not make it.
  public var layer: Layer {
    if let layerStorage { return layerStorage }
    let layer = Layer()
    layerStorage = layer
    return layer
  }
  /// ``layer``, once made.
  private(set) var layerStorage: Layer?
  /// The rest of the appearance (View+Appearance.swift).
  var appearance: ViewAppearance {
    get { extras?.appearance ?? ViewAppearance() }
    set { extrasForWriting.appearance = newValue }
  }
  /// The colour the view is filled with when drawn; nil (transparent) by default. The layer's
  /// ``Layer/backgroundColor``.
  open var backgroundColor: Color? {
    get { layerStorage?.backgroundColor }
    set { layer.backgroundColor = newValue }
  }
  /// The colour of the view's tinted parts, such as a button's title: the view's own, else its
  /// superview's, else the system blue (#007AFF) at the root, as UIKit's. Setting nil inherits
  /// again. See ``tintColorDidChange()``.
  open var tintColor: Color! {
    get { effectiveTintColor }
    set { setOwnTintColor(newValue) }
  }
  /// Called when ``tintColor`` changed: on the view whose tint was set and on each descendant
  /// that inherits it.
  open func tintColorDidChange() {}
  /// A short description VoiceOver reads; nil by default, a label's text or a button's title
  /// for those controls.
  open var accessibilityLabel: String? {
    get { appearance.accessibilityLabel ?? (self as? any AppearanceDefaults)?.defaultAccessibilityLabel }
    set { appearance.accessibilityLabel = newValue }
  }
  /// What happens when the element is activated, read after the label; nil by default.
  open var accessibilityHint: String? {
    get { extras?.accessibilityHint }
    set { writeExtras(unless: newValue == nil) { $0.accessibilityHint = newValue } }
  }
  /// The element's current value (a slider's percentage); nil by default.
  open var accessibilityValue: String? {
    get { extras?.accessibilityValue }
    set { writeExtras(unless: newValue == nil) { $0.accessibilityValue = newValue } }
  }
  /// Whether assistive technologies see the view as one element; false for a plain view, true
  /// for labels, buttons, text fields, switches and sliders, as in UIKit.
  open var isAccessibilityElement: Bool {
    get { appearance.isAccessibilityElement ?? Self.kindAppearance?.isAccessibilityElement ?? false }
    set { appearance.isAccessibilityElement = newValue }
  }
  /// What the element is and does; none for a plain view, UIKit's for the controls
  /// (``AccessibilityTraits/staticText`` for a label, ``AccessibilityTraits/button`` for a button).
  open var accessibilityTraits: AccessibilityTraits {
    get { appearance.accessibilityTraits ?? Self.kindAppearance?.accessibilityTraits ?? .none }
    set { appearance.accessibilityTraits = newValue }
  }

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
  public var preservesSuperviewLayoutMargins: Bool {
    get { preservesSuperviewLayoutMarginsStorage }
    set {
      preservesSuperviewLayoutMarginsStorage = newValue
      insetsDidChange()
    }
  }
  /// Whether the margins are measured from the safe area rather than from the bounds. True by
  /// default.
  public var insetsLayoutMarginsFromSafeArea = true { didSet { insetsDidChange() } }

  /// Whether the side margins widen so that the margins area is no wider than the readable
  /// width, centred: the margins guide then coincides with the ``readableContentGuide``. False by
  /// default. Interface Builder's "Follow Readable Width" (UIKit sets it from storyboards; in code
  /// it is public as `UITableView.cellLayoutMarginsFollowReadableWidth`).
  public var layoutMarginsFollowReadableWidth: Bool {
    get { layoutMarginsFollowReadableWidthStorage }
    set {
      layoutMarginsFollowReadableWidthStorage = newValue
      insetsDidChange()
    }
  }

  /// For a root view, the safe-area insets the screen and its bars impose (UIKit takes them from
  /// the window); subviews derive theirs from it (behaviour-1 §1.14).
  public var rootSafeAreaInsets: EdgeInsets {
    get { extras?.rootSafeAreaInsets ?? .zero }
    set {
      writeExtras(unless: newValue == .zero) { $0.rootSafeAreaInsets = newValue }
      insetsDidChange()
    }
  }

  // MARK: Guides and constraints
  /// The guides added with ``addLayoutGuide(_:)``; the system guides are ``layoutMarginsGuide``,
  /// ``safeAreaLayoutGuide`` and ``readableContentGuide``.
  public internal(set) var layoutGuides: [LayoutGuide] = []
  var systemGuides = SystemGuides()
  /// Each system guide's edge constraints and insets, in the order the guides were made: an
  /// array, since a view has at most a few and every layout pass that moves the view reads them.
  var systemGuideStates: [SystemGuideState] {
    get { systemGuideStatesStorage }
    set { systemGuideStatesStorage = newValue }
  }
  /// Changed only by `install` and `uninstall`, each in one call that touches no other view's
  /// list: unchecked for exclusive access at run time, as the constraints' own bookkeeping is.
  @exclusivity(unchecked) var ownedConstraints = ConstraintList()

  // MARK: Intrinsic content size
  // Assigned whole, read for every content-size constraint made: no run-time exclusivity check.
  @exclusivity(unchecked) var hugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
  @exclusivity(unchecked) var compressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
  var contentSizeConstraints: [LayoutConstraint] = []
  var appliedIntrinsicSize: CGSize?
  var autoresizingConstraints: [LayoutConstraint] = []
  /// The safe area computed in the running refresh of insets, and when (View+Guides.swift).
  var safeAreaMemo: SafeAreaMemo?
  /// The alignment insets and baselines the engine's constraints were translated with.
  var translatedGeometry: TranslatedGeometry?

  /// The alignment rectangle's insets from the frame: constraints act on the alignment
  /// rectangle (behaviour-2 §1.16). Zero by default.
  open var alignmentRectInsets: EdgeInsets {
    get { storedAlignmentRectInsets }
    set {
      let old = storedAlignmentRectInsets
      storedAlignmentRectInsets = newValue
      if newValue != old { invalidateIntrinsicContentSize() }
    }
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
    get { givenLastBaselineOffsetFromTopStorage }
    set {
      let old = givenLastBaselineOffsetFromTopStorage
      givenLastBaselineOffsetFromTopStorage = newValue
      if newValue != old { assumeGivenLastBaseline() }
    }
  }

  // MARK: Layout cycle
  package var needsLayoutFlag: Bool {
    get { needsLayoutFlagStorage }
    set { needsLayoutFlagStorage = newValue }
  }
  /// The hierarchy's engine and diagnostics: a root's, or a subview's that hosts its own
  /// engine (``hostsOwnEngine``); nil for every other view.
  var context: HierarchyContext? {
    get { contextStorage }
    set {
      contextStorage = newValue
      hasContextStorage = newValue != nil
    }
  }
  private var contextStorage: HierarchyContext?
  var hasContext: Bool { hasContextStorage }
  /// The view controller whose root view this is.
  weak var viewController: ViewController?

  /// What few views have, made when one does (``ViewExtras``).
  private var extras: ViewExtras?
  private var extrasForWriting: ViewExtras {
    if let extras { return extras }
    let new = ViewExtras()
    extras = new
    return new
  }
  /// Writes a rare part through `write`, making the extras for it unless the value is the
  /// default, which a view without extras reads already.
  private func writeExtras(unless isDefault: Bool, _ write: (ViewExtras) -> Void) {
    if !isDefault || extras != nil { write(extrasForWriting) }
  }
  /// Whether ``sizeThatFits(_:)`` answers with the intrinsic content size (the controls do, as
  /// UIKit's controls override it), rather than the current size.
  package var fitsToIntrinsicContentSize = false
  /// Whether the view is a ``ScrollView``: translation asks it of every owner and ancestor, and a
  /// flag is a load where the cast was a call.
  var isScrollView = false

  /// Creates a view with `frame`, in its superview's coordinates.
  public init(frame: CGRect) {
    itemVariables = ItemVariables(.view)
    engineQuad = itemVariables.quad
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
    itemVariables = ItemVariables(.view)
    engineQuad = itemVariables.quad
    super.init()
  }

  deinit {
    clearReferences()
  }

  // MARK: Overridable behaviour (in the class body: members of extensions cannot be overridden)

  /// The view's rectangle in its superview's coordinates (behaviour-2 §1.32).
  ///
  /// With a transform, the bounding box of the transformed bounds. Setting it moves the centre
  /// and resizes the bounds. A view that uses Auto Layout gets its frame from the next layout
  /// pass; for a view that translates its autoresizing mask, the frame becomes its constraints.
  /// Open, as UIKit's: the layout pass sets frames through it, so an override sees them.
  open var frame: CGRect {
    get { geometryFrame }
    set { geometryFrame = newValue }
  }

  /// The view's own coordinate space: its size, and the origin its subviews are measured from.
  ///
  /// The origin matters to layout only for a ``ScrollView``, where it is the content offset.
  open var bounds: CGRect {
    get { geometryBounds }
    set { geometryBounds = newValue }
  }

  /// The centre of the frame, in the superview's coordinates.
  open var center: CGPoint {
    get { geometryCenter }
    set { geometryCenter = newValue }
  }

  /// The size that best fits `size`, as UIKit's `sizeThatFits(_:)`: the current size for a plain
  /// view; a control's natural size (its intrinsic size, the current size on an axis it has none
  /// for). Layout never calls it; ``sizeToFit()`` does.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    guard fitsToIntrinsicContentSize else { return bounds.size }
    let natural = intrinsicContentSize
    return CGSize(
      width: natural.width == View.noIntrinsicMetric ? bounds.width : natural.width,
      height: natural.height == View.noIntrinsicMetric ? bounds.height : natural.height)
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// Draws the view's content, as UIKit's `draw(_:)`. Nothing calls it: drawings are made by the
  /// renderer from the view's properties. It exists so that subclasses that override it compile.
  open func draw(_ rect: CGRect) {}

  /// Marks the view's content as needing to be drawn again; layout is not affected.
  open func setNeedsDisplay() {}

  /// Whether the view needs constraint-based layout, as UIKit's class property. The engine lays
  /// out every view that has constraints, whatever it says.
  open class var requiresConstraintBasedLayout: Bool { false }

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

  // MARK: The hierarchy, `open` as UIKit's methods are (implementations in View+Hierarchy).

  /// Adds `view` as the frontmost subview, removing it from its current superview first.
  ///
  /// Constraints inside `view`'s subtree move with it into this hierarchy's engine. Adding a
  /// view to itself or to one of its descendants is refused and reported.
  ///
  /// - Complexity: O(*s*) for the *s* views and constraints of `view`'s subtree, plus the
  ///   engine's incremental cost of adding its constraints once this hierarchy has an engine.
  open func addSubview(_ view: View) { insertSubviewImplementation(view, at: subviews.count) }
  /// Inserts `view` at `index` among the subviews (0 is the back).
  open func insertSubview(_ view: View, at index: Int) { insertSubviewImplementation(view, at: index) }
  /// Inserts `view` just above `sibling` (in front of it).
  open func insertSubview(_ view: View, aboveSubview sibling: View) {
    insertSubviewImplementation(view, at: insertionIndex(of: view, beside: sibling, above: true))
  }
  /// Inserts `view` just below `sibling` (behind it).
  open func insertSubview(_ view: View, belowSubview sibling: View) {
    insertSubviewImplementation(view, at: insertionIndex(of: view, beside: sibling, above: false))
  }
  /// Moves `view`, a subview, to the front.
  open func bringSubviewToFront(_ view: View) {
    if view.superview === self { insertSubviewImplementation(view, at: subviews.count) }
  }
  /// Moves `view`, a subview, to the back.
  open func sendSubviewToBack(_ view: View) {
    if view.superview === self { insertSubviewImplementation(view, at: 0) }
  }
  /// Swaps the subviews at two indices.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    exchangeSubviewImplementation(at: index1, withSubviewAt: index2)
  }
  /// Removes the view from its superview, deactivating the constraints that cross the boundary
  /// (constraints inside its subtree stay active and move with it).
  open func removeFromSuperview() { removeFromSuperviewImplementation() }

  /// Called after `subview` was added (by any of the methods above), after the subview's
  /// `didMoveToSuperview()`. Does nothing by default.
  open func didAddSubview(_ subview: View) {}
  /// Called before `subview` is removed or moves to another superview. Does nothing by default.
  open func willRemoveSubview(_ subview: View) {}
  /// Called before the view moves to `newSuperview` (nil: before it is removed). Does nothing by
  /// default.
  open func willMove(toSuperview newSuperview: View?) {}
  /// Called after the view moved to a new superview or was removed (``superview`` is then nil).
  /// Does nothing by default.
  open func didMoveToSuperview() {}

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
  var debugAddress: DebugAddress { extrasForWriting.debugAddress.get(.item) }
  /// The address as descriptions print it, for the platform layers' own descriptions.
  package var debugAddressText: String { debugAddress.description }

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

/// A safe area remembered during a refresh of insets, with the epoch it holds for.
struct SafeAreaMemo {
  var epoch: Int
  var insets: EdgeInsets
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

/// The parts of a view that most views never set, kept apart: a layout of ten thousand views
/// read none of them, and they were a quarter of each view's memory. Each reads its default
/// while there are none.
private final class ViewExtras {
  var transform = AffineTransform.identity
  var appearance = ViewAppearance()
  var accessibilityIdentifier: String?
  var accessibilityHint: String?
  var accessibilityValue: String?
  var rootSafeAreaInsets = EdgeInsets.zero
  var givenLastBaselineOffsetFromTop: CGFloat?
  var debugAddress = LazyDebugAddress()
}
