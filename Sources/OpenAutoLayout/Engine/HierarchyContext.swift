/// What a hierarchy shares, held by its root: the engine, the diagnostics channel, the
/// activation counter and the views waiting for the next update-constraints pass.
///
/// A subview that hosts an engine of its own (``View/hostsOwnEngine``) holds one too, for its
/// subtree, reporting to its hierarchy's diagnostics; its passes run within its superview's.
final class HierarchyContext {
  /// Built on the first layout pass; nil until then.
  var engine: LayoutEngine?
  private(set) var diagnostics: LayoutDiagnostics
  /// The next activation stamp: constraints activated later break first (spec decision 3).
  var nextStamp = 0
  // The queues are not checked for exclusive access at run time: a pass appends to them for
  // every view that moved, and their operations (append, take, remove all) call nothing that
  // could reach the queue being changed.
  /// Views whose constraints, intrinsic size or autoresizing constraints must be brought up to
  /// date in the next update-constraints pass.
  @exclusivity(unchecked) var pendingViews = ViewQueue()
  /// Views marked as needing layout (a view may appear more than once; its flag decides).
  @exclusivity(unchecked) var layoutQueue = ViewQueue()
  /// Views whose guides' insets must be recomputed in the next layout pass.
  @exclusivity(unchecked) var insetsQueue = ViewQueue()
  /// Counts the periods in which remembered safe areas hold (``View/computedSafeAreaInsets(_:memo:)``).
  var insetsEpoch = 0
  /// The views whose safe area is remembered, to forget it when the insets refresh ends.
  var memoizedViews: [View] = []
  /// The constraints that pin the root's frame (left, top, width, height), or the size of a
  /// subview hosting its own engine (width, height).
  var encapsulatedConstraints: [LayoutConstraint] = []
  /// Set by a caller that frames a host right after fitting it (a list measuring a row): the
  /// fitting then leaves out of the engine the encapsulated constraints it swapped out, in
  /// `sizeLeftOut`, and the caller's frame puts them back at the fitted size, where they hold
  /// as the engine stands, instead of at the old size and then moved again.
  var fittingLeavesSizeOut = false
  /// Encapsulated constraints out of the engine since such a fitting; the next
  /// ``View/syncEncapsulatedConstraints()`` adds them back at the frame's size.
  var sizeLeftOut: [LayoutConstraint] = []
  /// How many rounds a layout pass may take before it is cut off as a loop (spec decision 10).
  var layoutLoopThreshold = 50
  /// The layout callback running now, for naming the source of an invalidation.
  var runningCallback: (view: View, callback: String)? {
    didSet { runningSource = runningCallback.map { Unmanaged.passUnretained($0.view) } }
  }
  /// ``runningCallback``'s view, read without a retain: a callback's invalidations of its own
  /// subtree, the common case (a view resizing its subviews), are ignored without copying it.
  private(set) var runningSource: Unmanaged<View>?
  /// Invalidations made by layout callbacks during the current pass, for loop reports.
  var dirtyings: [LayoutLoop.Dirtying] = []
  /// How many layout passes are running now: one runs inside another when a callback calls
  /// `layoutIfNeeded()` (``LayoutCounts``).
  var runningLayoutPasses = 0
  /// Subviews hosting their own engine (``View/hostsOwnEngine``) whose passes are due, run in
  /// this hierarchy's layout pass.
  var hostsWaiting = ViewQueue()
  /// The view holding this context, when it is a subview hosting its own engine: its pass is
  /// due in its superview's hierarchy whenever work is queued here. Unowned: the view owns this
  /// context (a weak reference would move the view's counts to a side table).
  unowned(unsafe) var host: View? {
    didSet { hasHost = host != nil }
  }
  /// Whether ``host`` is set: ``noteWork()``, on every invalidation, reads only this (loading
  /// the reference would retain the view).
  private var hasHost = false
  /// Whether ``host`` is queued in its superview's hierarchy already.
  var isHostWaiting = false
  /// Whether a subview hosting its own engine may be in this engine's part of the hierarchy:
  /// only then must a new constraint be checked for reaching into one. Never unset, so at
  /// worst a hierarchy that had one checks for nothing.
  var mayContainHosts = false
  /// Whether a pass has started in this hierarchy. Until one has, the first takes every view in
  /// the hierarchy and marks it, so views that join need not be queued one by one.
  var hasStartedPasses = false

  /// For a host: where its engine goes when this context ends, and where it takes one from
  /// (its superview's hierarchy's ``poolForHosts``).
  var enginePool: EnginePool?
  /// The engines of hosts in this hierarchy that ended, for the next ones.
  private(set) lazy var poolForHosts = EnginePool()

  init(diagnostics: LayoutDiagnostics = LayoutDiagnostics()) {
    self.diagnostics = diagnostics
  }

  deinit {
    // A host's engine that nothing else holds goes to its hierarchy's pool.
    guard let pool = enginePool, var engine = self.engine else { return }
    self.engine = nil
    if isKnownUniquelyReferenced(&engine) { pool.give(engine) }
  }

  /// Reports to `diagnostics` from now on, the engine's as well.
  func reportsTo(_ diagnostics: LayoutDiagnostics) {
    self.diagnostics = diagnostics
    engine?.diagnostics = diagnostics
  }

  /// Work was queued here, or the engine changed: a host's pass is due in its superview's
  /// hierarchy, once until it runs (and, for a host inside a host, that one's in its own).
  @inline(__always) func noteWork() {
    if hasHost { queueHost() }
  }

  @inline(never) private func queueHost() {
    guard !isHostWaiting, let host, let parent = host.superview else { return }
    isHostWaiting = true
    let outer = parent.hierarchyContext
    outer.hostsWaiting.append(host)
    outer.noteWork()
  }

  func stamp() -> Int {
    nextStamp += 1
    return nextStamp
  }
}

/// Views waiting for a pass of their hierarchy, held weakly.
///
/// The root holds its context, and the context its queues: a queue that held the root strongly
/// would keep both alive, so every view that was ever marked while it was a root (a view removed
/// from its superview, a view never added to one) would never be freed.
struct ViewQueue {
  private typealias Entry = WeakView
  private var entries: [Entry] = []

  /// A queue of `views`, in order.
  init(_ views: [View] = []) {
    entries = views.map { Entry(view: $0) }
  }

  /// Whether nothing was queued since the queue was last emptied.
  var isEmpty: Bool { entries.isEmpty }

  /// The queued views still alive, in the order they were queued.
  var views: [View] { entries.compactMap(\.view) }

  mutating func append(_ view: View) {
    entries.append(Entry(view: view))
  }

  mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
  }

  /// The queued views still alive, in order; the queue is left empty.
  mutating func take() -> [View] {
    defer { removeAll() }
    return views
  }
}

extension View {
  /// The shared state of the view's hierarchy, created on first use.
  var hierarchyContext: HierarchyContext {
    let root = layoutRoot
    if let context = root.context { return context }
    let context = HierarchyContext()
    root.context = context
    return context
  }

  /// The diagnostics channel of the view's hierarchy: illegal constraints refused by
  /// non-throwing APIs, broken constraints and layout loops are reported here.
  public var layoutDiagnostics: LayoutDiagnostics { hierarchyContext.diagnostics }

  /// How many rounds a layout pass of this view's hierarchy may take before it is stopped and
  /// reported as a layout loop (spec decision 10). 50 by default, as UIKit's
  /// `UILayoutFeedbackLoopDebuggingThreshold` suggests; set it on any view of the hierarchy.
  public var layoutFeedbackLoopThreshold: Int {
    get { hierarchyContext.layoutLoopThreshold }
    set { hierarchyContext.layoutLoopThreshold = max(1, newValue) }
  }

  /// Registers the view for the next update-constraints pass.
  ///
  /// A hierarchy with no context yet has never been laid out, and no pass is running in it: its
  /// first pass updates every view, and a hierarchy that takes it in queues its whole subtree.
  /// So nothing is queued, and no context is made for it: a view made in code and configured
  /// before it is added (`translatesAutoresizingMaskIntoConstraints = false`) used to make one,
  /// only to drop it when added.
  func enqueueForUpdate() {
    guard let context = layoutRoot.context else { return }
    context.pendingViews.append(self)
    context.noteWork()
  }

  /// Registers the view for recomputing its insets in the next layout pass.
  func enqueueInsetsRefresh() {
    guard !isQueuedForInsets else { return }
    enqueueInsetsRefresh(hierarchyContext)
  }

  /// ``enqueueInsetsRefresh()`` with the view's ``hierarchyContext``, already found.
  func enqueueInsetsRefresh(_ context: HierarchyContext) {
    guard !isQueuedForInsets else { return }
    isQueuedForInsets = true
    context.insetsQueue.append(self)
    context.noteWork()
  }
}
