import Foundation

/// The application, as UIKit's `UIApplication`, reduced to what layout reads from it: the
/// language's reading direction, the reader's text size, the main screen, and the windows.
///
/// ``shared`` is one object per process, as in UIKit, and its properties may be set, standing in
/// for the system settings an app cannot change on iOS:
///
/// ```swift
/// Application.shared.userInterfaceLayoutDirection = .rightToLeft   // an Arabic or Hebrew app
/// Application.shared.preferredContentSizeCategory = .accessibilityLarge
/// Screen.main = Screen(device: Device.named("iPad Pro 11\"")!)
/// ```
///
/// Set them before making views: as on iOS, where these change only with a relaunch or a
/// trait change the window delivers, hierarchies already laid out do not follow.
///
/// Tests that run in parallel should not share the process's application: `withShared(_:_:)`
/// gives a task its own (with its own main screen and windows) for the duration of a closure.
///
/// Every property takes a lock, so the application may be read from any thread or task; the
/// views it lists are, as ever, not thread-safe.
public final class Application: NSObject, @unchecked Sendable {
  /// The state, guarded by `lock`.
  private struct State {
    var layoutDirection: UserInterfaceLayoutDirection
    var contentSizeCategory: ContentSizeCategory
    var mainScreen: Screen?
    var windows: [WeakWindow] = []
    weak var keyWindow: Window?
    /// Connected scenes, held here as the system holds them: windows refer to theirs weakly.
    var scenes: [WindowScene] = []
    var defaultScene: WindowScene?
  }

  private let lock = NSLock()
  private var state: State

  /// An application with its own settings, main screen and windows, for `withShared(_:_:)`.
  ///
  /// - Parameters:
  ///   - mainScreen: ``Screen/main`` while this is the shared application; by default the
  ///     iPhone 8's (``Screen/defaultDevice``).
  ///   - userInterfaceLayoutDirection: The language's reading direction.
  ///   - preferredContentSizeCategory: The reader's text size.
  public init(
    mainScreen: Screen? = nil, userInterfaceLayoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    preferredContentSizeCategory: ContentSizeCategory = .large
  ) {
    state = State(
      layoutDirection: userInterfaceLayoutDirection, contentSizeCategory: preferredContentSizeCategory,
      mainScreen: mainScreen)
    super.init()
  }

  // MARK: The shared application

  /// The process's application, made on first use.
  private static let process = Application()
  /// The application ``withShared(_:_:)`` gives the current task, if any.
  @TaskLocal private static var scoped: Application?

  /// The application, as `UIApplication.shared`: the one `withShared(_:_:)` gives the
  /// current task, or else the process's.
  public static var shared: Application { scoped ?? process }

  /// Runs `body` with `application` as ``shared`` (and its main screen as ``Screen/main``) on
  /// this task and the tasks it starts, so that tests running in parallel do not see each
  /// other's settings and windows.
  ///
  /// ```swift
  /// let app = Application(mainScreen: Screen(device: Device.named("iPhone 8")!), userInterfaceLayoutDirection: .rightToLeft)
  /// Application.withShared(app) {
  ///   let window = Window()          // on the iPhone 8's screen, right to left
  /// }
  /// ```
  public static func withShared<Result>(_ application: Application, _ body: () throws -> Result) rethrows -> Result {
    try $scoped.withValue(application, operation: body)
  }

  /// Runs `body` with `application` as ``shared``; see ``withShared(_:_:)``.
  public static func withShared<Result>(
    _ application: Application, _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await $scoped.withValue(application, operation: body)
  }

  // MARK: Settings

  /// The reading direction of the app's language, as `UIApplication.userInterfaceLayoutDirection`:
  /// left to right by default. Right to left makes leading and trailing flip in hierarchies
  /// made afterwards: it is the layout direction of new screens' traits and of roots outside
  /// any window.
  public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    get { withLock { $0.layoutDirection } }
    set { withLock { $0.layoutDirection = newValue } }
  }

  /// The reader's text size, as `UIApplication.preferredContentSizeCategory`: large by default.
  /// Screens' traits carry it, so Dynamic Type fonts and the readable content guide follow it in
  /// windows made afterwards.
  public var preferredContentSizeCategory: ContentSizeCategory {
    get { withLock { $0.contentSizeCategory } }
    set { withLock { $0.contentSizeCategory = newValue } }
  }

  /// ``Screen/main``: made on first use from ``Screen/defaultDevice`` unless set.
  var mainScreen: Screen {
    get {
      withLock { state in
        if let screen = state.mainScreen { return screen }
        let screen = Screen(device: Screen.defaultDevice)
        state.mainScreen = screen
        return screen
      }
    }
    set { withLock { $0.mainScreen = newValue } }
  }

  /// The traits of a root view outside any window that has no traits of its own: the defaults,
  /// with this application's layout direction and text size.
  var ambientTraits: TraitCollection {
    let (direction, category) = withLock { ($0.layoutDirection, $0.contentSizeCategory) }
    return TraitCollection(layoutDirection: direction, preferredContentSizeCategory: category)
  }

  // MARK: Windows and scenes

  /// The app's windows that are still alive, in the order they were made, as
  /// `UIApplication.windows`.
  public var windows: [Window] {
    withLock { state in
      state.windows.removeAll { $0.window == nil }
      return state.windows.compactMap(\.window)
    }
  }

  /// The window last made key with ``Window/makeKeyAndVisible()`` or ``Window/makeKey()``, as
  /// `UIApplication.keyWindow`; nil before.
  public var keyWindow: Window? { withLock { $0.keyWindow } }

  /// The scenes made in this application, as `UIApplication.connectedScenes`: the one windows
  /// made with ``Window/init(frame:)`` join, once there is such a window, and those made with
  /// ``WindowScene/init(screen:)``.
  public var connectedScenes: Set<Scene> {
    Set(withLock { $0.scenes })
  }

  /// The scene windows made with ``Window/init(frame:)`` join: one per application, on the
  /// main screen of the time, as an app without a scene manifest has.
  var defaultScene: WindowScene {
    if let scene = withLock({ $0.defaultScene }) { return scene }
    let candidate = WindowScene(unconnectedOn: mainScreen)
    return withLock { state in
      // Another thread may have made one meanwhile: the first one made is the one connected.
      if let scene = state.defaultScene { return scene }
      state.defaultScene = candidate
      state.scenes.append(candidate)
      return candidate
    }
  }

  func register(_ scene: WindowScene) {
    withLock { $0.scenes.append(scene) }
  }

  func register(_ window: Window) {
    withLock { state in
      state.windows.removeAll { $0.window == nil }
      state.windows.append(WeakWindow(window: window))
    }
  }

  func makeKey(_ window: Window) {
    withLock { $0.keyWindow = window }
  }

  private func withLock<T>(_ body: (inout State) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&state)
  }
}

/// A window, held weakly: the application lists windows without keeping them alive.
struct WeakWindow {
  weak var window: Window?
}
