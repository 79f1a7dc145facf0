import Foundation

/// The owner of a scene's root view, as UIKit's `UIViewController`, reduced to what layout
/// needs: loading the root view, the root's system minimum margins, extra safe-area insets and
/// the layout callbacks.
///
/// The root view loads lazily, as in UIKit (behaviour-1 §1.3): the first read of ``view`` (or
/// ``loadViewIfNeeded()``) calls ``loadView()``, unless a view was given to ``init(view:)`` or
/// assigned to ``view`` already, and then ``viewDidLoad()``, once. Subclass to build the root
/// view in ``loadView()``, to add subviews and constraints in ``viewDidLoad()``, or to lay out by
/// hand in ``viewWillLayoutSubviews()``.
///
/// The root view refers to its controller weakly, as in UIKit: keep the controller alive for as
/// long as its view is laid out.
open class ViewController: NSObject {
  /// The root view, once loaded or assigned.
  private var loadedView: View?
  /// Whether `loadView()` (when needed) and `viewDidLoad()` have run or are running.
  private var hasLoaded = false
  /// The child controllers, in the order they were added (``addChild(_:)``).
  public internal(set) var children: [ViewController] = []
  /// The container this controller is a child of; nil for a root controller.
  public internal(set) weak var parent: ViewController?
  /// A name for the controller's screen, as `UIViewController.title`; a navigation bar would
  /// show it. It does not affect layout.
  public var title: String?

  /// Creates a controller whose root view is `view`; when nil, the view is created on first use
  /// by ``loadView()``.
  ///
  /// A given view is attached at once: its own margins start at zero, so that its margins are
  /// the system minimum at the sides and the safe area at the top and bottom (behaviour-1 §1.16).
  /// ``viewDidLoad()`` still waits for the first read of ``view``.
  public convenience init(view: View?) {
    self.init(nibName: nil, bundle: nil)
    if let view { attach(view) }
  }

  /// Creates a controller whose root view is made by ``loadView()`` on first use, as UIKit's
  /// `UIViewController()`.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller whose root view is made by ``loadView()`` on first use, as UIKit's
  /// designated initialiser `init(nibName:bundle:)`.
  ///
  /// Nib files are not supported: both arguments are ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a controller as UIKit's storyboard loading does, so that a subclass's
  /// `required init?(coder:)` may call `super.init(coder: coder)`.
  ///
  /// Controllers are not archived: the coder is not read, and the root view is made by
  /// ``loadView()`` on first use.
  public required init?(coder: NSCoder) {
    super.init()
  }

  // MARK: The root view

  /// The root view, loaded on first read. Its margins respect ``systemMinimumLayoutMargins``
  /// (spec decision 6).
  ///
  /// Reading it the first time calls ``loadView()`` (unless a view is already set) and then
  /// ``viewDidLoad()``. Setting it attaches the new view, whose own margins start at zero, and
  /// detaches the old one.
  public var view: View {
    get {
      loadViewIfNeeded()
      if let view = loadedView { return view }
      // `loadView()` has not set a view yet: it is reading `view` before assigning one.
      let view = View()
      attach(view)
      return view
    }
    set {
      guard newValue !== loadedView else { return }
      if let old = loadedView, old.viewController === self { old.viewController = nil }
      attach(newValue)
    }
  }

  /// Whether the root view exists; reading it does not load the view.
  public var isViewLoaded: Bool { loadedView != nil }

  /// The root view if it exists, without loading it.
  public var viewIfLoaded: View? { loadedView }

  /// Loads the root view now if it is not loaded: calls ``loadView()`` when no view is set, then
  /// ``viewDidLoad()``. Does nothing after the first time.
  public func loadViewIfNeeded() {
    guard !hasLoaded else { return }
    // Set first, so that reading `view` inside `loadView()` or `viewDidLoad()` does not recurse.
    hasLoaded = true
    if loadedView == nil { loadView() }
    if loadedView == nil {
      let view = View()
      attach(view)
      view.layoutDiagnostics.report(
        .invalidHierarchy("\(type(of: self)).loadView() did not set view; a plain view was used"))
    }
    viewDidLoad()
  }

  /// Creates the root view. The default sets ``view`` to a new plain view with a zero frame;
  /// whoever presents the controller sets its frame.
  ///
  /// Never call it directly: read ``view`` or call ``loadViewIfNeeded()``. An override must set
  /// ``view`` and need not call `super`.
  open func loadView() {
    view = View()
  }

  /// Called once, after the root view is loaded and before ``view`` is first returned. The root
  /// view's size is not final yet (behaviour-1 §1.3).
  open func viewDidLoad() {}

  /// Makes `view` the root view: it points back at this controller and its own margins start
  /// at zero.
  private func attach(_ view: View) {
    loadedView = view
    view.viewController = self
    view.specifiedMargins = .directional(.zero)
    view.insetsDidChange()
    view.deliverTraitChanges()
  }

  // MARK: Safe area and margins

  /// Insets added to the root view's safe area, for a custom toolbar for instance
  /// (behaviour-1 §1.14).
  public var additionalSafeAreaInsets: EdgeInsets = .zero {
    didSet { if additionalSafeAreaInsets != oldValue { loadedView?.insetsDidChange() } }
  }

  /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``. True by default.
  public var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { loadedView?.insetsDidChange() } }
  }

  /// The smallest margins of the root view: 16 points leading and trailing in a compact width,
  /// 20 in a regular one; 0 at the top and bottom (spec decision 6).
  ///
  /// In a window, the screen's device decides (``Device/systemMinimumLayoutMargins(for:)``):
  /// the large iPhones (Plus, Max) have 20 in both orientations.
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let traits = loadedView?.traitCollection ?? Application.shared.ambientTraits
    if let device = loadedView?.window?.screen.device { return device.systemMinimumLayoutMargins(for: traits) }
    let side: CGFloat = traits.horizontalSizeClass == .regular ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  // MARK: Layout callbacks

  /// Called in the update-constraints pass, after the root view's subviews and before the root
  /// view itself. Call `super` last.
  open func updateViewConstraints() {}
  /// Called before the root view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the root view has laid out its subviews.
  open func viewDidLayoutSubviews() {}
  /// Called when the root view's safe-area insets change.
  open func viewSafeAreaInsetsDidChange() {}

  // MARK: Appearance and traits (ViewController+Containment.swift forwards them)

  /// Called before the root view joins a visible window (``Window/makeKeyAndVisible()``,
  /// ``Window/rootViewController``) or a container shows it. Call `super`.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the root view joined a visible window and was laid out. Call `super`.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the root view leaves a visible window. Call `super`.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the root view left a visible window. Call `super`.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called when the root view's traits changed, with those it had before (nil the first
  /// time), before the root view hears of them. Call `super`.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  // MARK: Containment (ViewController+Containment.swift)

  /// Called before the controller is added to or removed from a container: by
  /// ``addChild(_:)`` with the container; by whoever removes it with nil, before
  /// ``removeFromParent()``. Call `super`.
  open func willMove(toParent parent: ViewController?) {}
  /// Called after the controller is added to or removed from a container: by whoever adds it,
  /// once its view is in place; by ``removeFromParent()`` with nil. Call `super`.
  open func didMove(toParent parent: ViewController?) {}
}
