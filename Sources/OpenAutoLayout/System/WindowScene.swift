import Foundation

/// A part of an app's interface the system shows, as UIKit's `UIScene`; its windows' kind is
/// ``WindowScene``.
open class Scene: NSObject {}

/// A scene that shows windows on a screen, as UIKit's `UIWindowScene`: its ``screen``, its
/// ``windows`` and its ``keyWindow``.
///
/// On iOS the system makes scenes; here ``init(screen:)`` makes one, to hand to
/// ``Window/init(windowScene:)`` as a scene delegate's `scene(_:willConnectTo:options:)` would:
///
/// ```swift
/// let scene = WindowScene(screen: Screen(device: Device.named("iPad Air 2")!))
/// let window = Window(windowScene: scene)     // 768 × 1024, regular in both directions
/// ```
///
/// The application (``Application/connectedScenes``) keeps the scene alive; windows refer to
/// theirs weakly, as in UIKit.
public final class WindowScene: Scene {
  /// The screen the scene's windows are on, as `UIWindowScene.screen`.
  public let screen: Screen
  /// The scene's windows, held weakly.
  private var windowList: [WeakWindow] = []

  /// A scene on `screen` (the main screen by default), connected to the shared application.
  public convenience init(screen: Screen = .main) {
    self.init(unconnectedOn: screen)
    Application.shared.register(self)
  }

  /// A scene no application lists yet.
  init(unconnectedOn screen: Screen) {
    self.screen = screen
    super.init()
  }

  /// The scene's windows that are alive, in the order they joined, as `UIWindowScene.windows`.
  public var windows: [Window] {
    windowList.removeAll { $0.window == nil }
    return windowList.compactMap(\.window)
  }

  /// The scene's key window, as `UIWindowScene.keyWindow`: the one of its windows that is key.
  public var keyWindow: Window? { windows.first { $0.isKeyWindow } }

  /// The traits of the scene's full-screen windows: the screen's, as
  /// `UIWindowScene.traitCollection`.
  public var traitCollection: TraitCollection { screen.traitCollection }

  func add(_ window: Window) {
    guard !windowList.contains(where: { $0.window === window }) else { return }
    windowList.append(WeakWindow(window: window))
  }

  func remove(_ window: Window) {
    windowList.removeAll { $0.window == nil || $0.window === window }
  }
}
