import Foundation

/// A stack of view controllers under a navigation bar, as UIKit's `UINavigationController`,
/// reduced to what layout sees: the bar below the status bar, and the top controller's view
/// filling the container's view, with the bar added to its safe area.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: controller)
/// window.rootViewController = navigation
/// window.makeKeyAndVisible()
/// // On an iPhone 8 in portrait: controller.view is 375 × 667 and its safe area starts at 64
/// // (the status bar's 20 and the bar's 44); controller.topLayoutGuide.length is 64.
/// ```
///
/// The bar is 44 points tall, 32 on an iPhone in compact height (landscape) and 50 on an iPad
/// (behaviour-2 §2.6). It is translucent, as UIKit's is by default: the content's view extends
/// under it, and the safe area keeps the content clear of it. Titles, bar button items,
/// toolbars and large titles are not modelled.
open class NavigationController: ViewController {
  /// The bar at the top, as `UINavigationController.navigationBar`.
  public let navigationBar = NavigationBar()

  /// Whether the bar is hidden, as `UINavigationController.isNavigationBarHidden`: the top
  /// controller's safe area then starts below the status bar.
  public var isNavigationBarHidden = false {
    didSet {
      guard isNavigationBarHidden != oldValue else { return }
      navigationBar.isHidden = isNavigationBarHidden
      topViewController?.viewIfLoaded?.insetsDidChange()
    }
  }

  /// A navigation controller showing `rootViewController`, as
  /// `UINavigationController(rootViewController:)`.
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// An empty navigation controller, as UIKit's `init(nibName:bundle:)`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// An empty navigation controller, as storyboard loading makes one.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controllers on the stack, bottom first, as `UINavigationController.viewControllers`.
  /// Setting it replaces the stack without animation.
  public var viewControllers: [ViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller at the top of the stack, whose view is shown.
  public var topViewController: ViewController? { children.last }

  /// The controller whose view is shown: the top one (presentations are not modelled).
  public var visibleViewController: ViewController? { topViewController }

  /// Hides or shows the bar, as `setNavigationBarHidden(_:animated:)`; no animation.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// Makes the root view: the bar, pinned below the status bar across the width, over the top
  /// controller's view.
  open override func loadView() {
    let root = View()
    navigationBar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(navigationBar)
    LayoutConstraint.activate([
      navigationBar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      navigationBar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      navigationBar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    view = root
    if let top = topViewController { show(top) }
  }

  // MARK: The stack

  /// Pushes `viewController` on the stack and shows its view, as
  /// `pushViewController(_:animated:)`; no animation.
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    setViewControllers(children.filter { $0 !== viewController } + [viewController], animated: animated)
  }

  /// Pops the top controller and shows the one below, as `popViewController(animated:)`;
  /// nil when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard children.count > 1, let top = topViewController else { return nil }
    setViewControllers(Array(children.dropLast()), animated: animated)
    return top
  }

  /// Pops every controller above the root, as `popToRootViewController(animated:)`; nil when
  /// there are none.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard children.count > 1 else { return nil }
    let popped = Array(children.dropFirst())
    setViewControllers([children[0]], animated: animated)
    return popped
  }

  /// Replaces the stack, as `setViewControllers(_:animated:)`: controllers leaving it are
  /// removed as children, new ones added, and the new top's view shown.
  open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    let oldTop = topViewController
    for child in children where !viewControllers.contains(where: { $0 === child }) {
      child.willMove(toParent: nil)
      if child === oldTop { hide(child) }
      child.removeFromParent()
    }
    let added = viewControllers.filter { $0.parent !== self }
    for controller in added { addChild(controller) }
    // The stack's order is the new one's.
    children = viewControllers.filter { $0.parent === self }
    if let top = topViewController, top !== oldTop {
      if let oldTop, oldTop.parent === self { hide(oldTop) }
      if isViewLoaded { show(top) }
    }
    for controller in added { controller.didMove(toParent: self) }
  }

  // MARK: Showing views

  /// Whether the container's view is in a window that is showing: children's views then
  /// appear and disappear.
  private var isOnScreen: Bool {
    guard let window = viewIfLoaded?.window else { return false }
    return !window.isHidden
  }

  /// Puts `controller`'s view under the bar, filling the container's view.
  private func show(_ controller: ViewController) {
    let content = controller.view
    guard content.superview !== view else { return }
    content.frame = view.bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let appearing = isOnScreen
    if appearing { controller.forwardAppearance(.willAppear) }
    view.insertSubview(content, belowSubview: navigationBar)
    if appearing {
      view.layoutIfNeeded()
      controller.forwardAppearance(.didAppear)
    }
  }

  /// Takes `controller`'s view out of the container's view.
  private func hide(_ controller: ViewController) {
    guard let content = controller.viewIfLoaded, let root = viewIfLoaded, content.superview === root else { return }
    let disappearing = isOnScreen
    if disappearing { controller.forwardAppearance(.willDisappear) }
    content.removeFromSuperview()
    if disappearing { controller.forwardAppearance(.didDisappear) }
  }

  /// What the bar adds to the safe area of `child`'s view: its height on top, for the top
  /// controller while the bar shows.
  func barInsets(for child: ViewController) -> EdgeInsets {
    guard !isNavigationBarHidden, child === topViewController, let root = viewIfLoaded else { return .zero }
    return EdgeInsets(top: NavigationBar.height(for: root.traitCollection), left: 0, bottom: 0, right: 0)
  }
}

/// The bar at the top of a ``NavigationController``, as UIKit's `UINavigationBar`: only its
/// height, which follows the traits (``height(for:)``).
open class NavigationBar: View {
  /// The bar's height under `traits`: 50 on an iPad, 32 on an iPhone in compact height, 44
  /// otherwise (behaviour-2 §2.6; behaviour-1 §2.3).
  public static func height(for traits: TraitCollection) -> CGFloat {
    if traits.userInterfaceIdiom == .pad { return 50 }
    return traits.verticalSizeClass == .compact ? 32 : 44
  }

  /// No intrinsic width; the height for the bar's traits.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: NavigationBar.height(for: traitCollection))
  }

  /// The height follows the traits.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    invalidateIntrinsicContentSize()
  }
}

extension ViewController {
  /// The nearest navigation controller this controller is in, as
  /// `UIViewController.navigationController`.
  public var navigationController: NavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? NavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  /// What containers add to the root view's safe area: a navigation bar's height.
  var containerSafeAreaInsets: EdgeInsets {
    (parent as? NavigationController)?.barInsets(for: self) ?? .zero
  }
}
