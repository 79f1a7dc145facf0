import Foundation

/// The root of an app's view hierarchy on a screen, as UIKit's `UIWindow`: a view whose traits
/// and safe area come from its screen, and whose content is its root view controller's view.
///
/// ```swift
/// let window = Window()                       // the main screen's bounds: 375 × 667 by default
/// window.rootViewController = controller      // its view fills the window, W+H
/// window.makeKeyAndVisible()                  // laid out: controller.view.safeAreaInsets.top == 20
/// ```
///
/// The window's traits are its screen's (``Screen/traitCollection``); its safe area is the part
/// of its frame the screen's status bar, notch and home indicator cover, so the root
/// controller's view gets the insets it has on the device. A window is hidden until
/// ``makeKeyAndVisible()``, as in UIKit; hiding does not change layout.
open class Window: View {
  /// The application the window was made in; it lists the window and knows the key window.
  private weak var application: Application?

  /// The screen the window is on, as `UIWindow.screen`: the main screen when the window was
  /// made (or its scene's). Setting it gives the window that screen's traits and safe area.
  public var screen: Screen {
    didSet { if screen !== oldValue { screenDidChange() } }
  }

  /// The scene the window belongs to, as `UIWindow.windowScene`; setting it moves the window
  /// to the scene and its screen.
  public weak var windowScene: WindowScene? {
    didSet {
      guard windowScene !== oldValue else { return }
      oldValue?.remove(self)
      if let windowScene {
        windowScene.add(self)
        screen = windowScene.screen
      }
    }
  }

  /// Where the window sits among windows, as `UIWindow.windowLevel`: ``Level/normal`` by
  /// default. It is kept, not used: windows are laid out separately.
  public var windowLevel: Level = .normal

  /// Creates a window with `frame` in screen coordinates on the main screen, as
  /// `UIWindow(frame:)`, in the application's default scene.
  public override init(frame: CGRect) {
    let application = Application.shared
    screen = application.mainScreen
    super.init(frame: frame)
    join(application, scene: application.defaultScene)
  }

  /// Creates a window that fills the main screen, as `UIWindow()` does since iOS 9.
  public convenience init() {
    self.init(frame: Screen.main.bounds)
  }

  /// Creates a window in `windowScene` that fills its screen, as `UIWindow(windowScene:)`.
  public init(windowScene: WindowScene) {
    let application = Application.shared
    screen = windowScene.screen
    super.init(frame: windowScene.screen.bounds)
    join(application, scene: windowScene)
  }

  /// Creates a window as storyboard loading does; it fills the main screen.
  public required init?(coder: NSCoder) {
    let application = Application.shared
    screen = application.mainScreen
    super.init(coder: coder)
    frame = screen.bounds
    join(application, scene: application.defaultScene)
  }

  private func join(_ application: Application, scene: WindowScene) {
    self.application = application
    isHidden = true
    application.register(self)
    // Through the observer: the scene lists the window and lends it its screen.
    windowScene = scene
    screenDidChange()
  }

  // MARK: Content

  /// The controller whose view is the window's content, as `UIWindow.rootViewController`.
  ///
  /// Setting it loads the controller's view and installs it as UIKit does: sized to the
  /// window's bounds, resizing with it (`autoresizingMask` W+H), in place of the previous
  /// controller's view. The view's safe area is then the window's, its traits the screen's.
  open var rootViewController: ViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      if let old = oldValue?.viewIfLoaded, old.superview === self {
        if !isHidden { oldValue?.forwardAppearance(.willDisappear) }
        old.removeFromSuperview()
        if !isHidden { oldValue?.forwardAppearance(.didDisappear) }
      }
      guard let controller = rootViewController else { return }
      let content = controller.view
      content.frame = bounds
      content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if !isHidden { controller.forwardAppearance(.willAppear) }
      addSubview(content)
      if !isHidden {
        layoutIfNeeded()
        controller.forwardAppearance(.didAppear)
      }
    }
  }

  // MARK: Key and visible

  /// Shows the window and makes it key, as `UIWindow.makeKeyAndVisible()`; then lays it out,
  /// standing in for the display cycle that would on iOS, so frames are in place on return.
  /// The root controller hears `viewWillAppear(_:)` before and `viewDidAppear(_:)` after.
  open func makeKeyAndVisible() {
    makeKey()
    guard isHidden else {
      layoutIfNeeded()
      return
    }
    isHidden = false
    rootViewController?.forwardAppearance(.willAppear)
    layoutIfNeeded()
    rootViewController?.forwardAppearance(.didAppear)
  }

  /// Makes the window key without showing it, as `UIWindow.makeKey()`.
  open func makeKey() {
    application?.makeKey(self)
  }

  /// Whether the window is its application's key window, as `UIWindow.isKeyWindow`.
  public var isKeyWindow: Bool { application?.keyWindow === self }

  // MARK: Screen

  /// The screen's traits become the window's, and its safe area the screen's insets where they
  /// cover the window.
  private func screenDidChange() {
    overrideTraitCollection = screen.traitCollection
    updateSafeArea()
  }

  /// The part of the screen's unsafe strips the window's frame covers, edge by edge: the whole
  /// inset for a full-screen window.
  func updateSafeArea() {
    let insets = screen.safeAreaInsets
    let size = screen.bounds.size
    let frame = self.frame
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), limit) }
    let covered = EdgeInsets(
      top: clamp(insets.top - frame.minY, insets.top), left: clamp(insets.left - frame.minX, insets.left),
      bottom: clamp(frame.maxY - (size.height - insets.bottom), insets.bottom),
      right: clamp(frame.maxX - (size.width - insets.right), insets.right))
    if covered != rootSafeAreaInsets { rootSafeAreaInsets = covered }
  }

  /// Lays out the window's views; the safe area first follows a frame set since.
  open override func layoutSubviews() {
    updateSafeArea()
    super.layoutSubviews()
  }
}

extension Window {
  /// A window's place in the stack of windows, as UIKit's `UIWindow.Level`, with its values.
  public struct Level: RawRepresentable, Hashable, Sendable, Comparable {
    /// The level's number: windows with higher ones are shown above.
    public var rawValue: CGFloat
    /// A level from its number.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// A level from its number.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// The app's windows: 0.
    public static let normal = Level(0)
    /// Above the app's windows, where the status bar is: 1000.
    public static let statusBar = Level(1000)
    /// Alerts: 2000.
    public static let alert = Level(2000)

    /// The level `offset` above `level`, as `.alert + 1`.
    public static func + (level: Level, offset: CGFloat) -> Level { Level(level.rawValue + offset) }
    /// The level `offset` below `level`.
    public static func - (level: Level, offset: CGFloat) -> Level { Level(level.rawValue - offset) }
    /// Whether `lhs` is below `rhs`.
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}

extension View {
  /// The window the view is in, as `UIView.window`: its root, when that is a ``Window``.
  public var window: Window? { rootView as? Window }
}
