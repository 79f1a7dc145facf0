import Foundation
import OpenAutoLayoutUIKit
import Testing

// UIWindow: a view on a screen whose root controller's view fills it, with the screen's traits
// and safe area. Expected frames come from the device's published metrics (behaviour-1 §2.3,
// behaviour-2 §2.6): the iPhone 8 is 375 × 667 with a 20-point status bar; the iPhone X is
// 375 × 812 with 44 on top and 34 at the bottom in portrait, 44 on each side and 21 at the
// bottom in landscape.

/// A controller made in code as an app's first screen is: a label under the top of the safe
/// area, inside the margins.
final class GreetingViewController: RecordingViewController {
  let label = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    label.text = "Hello"
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}

@Suite("UIWindow: root view controllers on a device's screen", .timeLimit(.minutes(10)))
struct WindowTests {
  @Test("An app's first window: the screen's bounds, the controller's view filling it, the status bar's safe area")
  func firstWindowOnIPhone8() throws {
    try onDevice("iPhone 8") {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let controller = GreetingViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()

      expectFrame(window, 0, 0, 375, 667, "window")
      #expect(window.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
      expectFrame(controller.view, 0, 0, 375, 667, "root")
      #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
      #expect(controller.view.superview === window)
      #expect(controller.view.window === window)
      #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      // Root margins: the system minimum 16 at the sides, the safe area's 20 on top.
      #expect(controller.view.layoutMargins == UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
      // The label: 20 + 8 down, from 16 to 375 − 16.
      #expect(controller.label.frame.minY == 28)
      #expect(controller.label.frame.minX == 16)
      #expect(controller.label.frame.width == 343)
    }
  }

  @Test("UIWindow() fills the main screen, as since iOS 9; on an iPhone X the safe area is the notch's and home indicator's")
  func defaultWindowOnIPhoneX() throws {
    try onDevice("iPhone X") {
      let window = UIWindow()
      let controller = GreetingViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()

      expectFrame(window, 0, 0, 375, 812, "window")
      #expect(window.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
      #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
      #expect(controller.view.layoutMargins == UIEdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
      #expect(controller.label.frame.minY == 52)
    }
  }

  @Test("Landscape on an iPhone X: 812 × 375, insets on both sides and at the bottom, compact height")
  func landscapeIPhoneX() throws {
    try onDevice("iPhone X", .landscape) {
      let window = UIWindow()
      let controller = GreetingViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()

      expectFrame(controller.view, 0, 0, 812, 375, "root")
      #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
      #expect(controller.traitCollection.verticalSizeClass == .compact)
      #expect(controller.traitCollection.horizontalSizeClass == .compact)
      // The margins: 16 added to the 44 of the safe area on each side; the label 8 down.
      #expect(controller.label.frame.minX == 60)
      #expect(abs(controller.label.frame.width - (812 - 120)) < 0.001)
      #expect(controller.label.frame.minY == 8)
    }
  }

  @Test("The window's traits are the screen's: an iPhone 8 Plus is 3x, and its root margins are 20")
  func plusTraitsAndMargins() throws {
    try onDevice("iPhone 8 Plus") {
      let window = UIWindow()
      let controller = GreetingViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()

      #expect(window.traitCollection.displayScale == 3)
      #expect(window.traitCollection.userInterfaceIdiom == .phone)
      #expect(window.traitCollection.horizontalSizeClass == .compact)
      #expect(window.traitCollection.verticalSizeClass == .regular)
      #expect(controller.traitCollection == window.traitCollection)
      // The large iPhones' system minimum margins are 20 (behaviour-2 §2.6).
      #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
      #expect(controller.label.frame.minX == 20)
      #expect(abs(controller.label.frame.width - (414 - 40)) < 0.001)
    }
  }

  @Test("UIWindow(windowScene:) on an iPad fills its screen, regular in both directions, margins 20")
  func windowSceneOnIPad() throws {
    try onDevice("iPhone 8") {
      let pad = try #require(Device.named("iPad Air 2"))
      let scene = UIWindowScene(screen: UIScreen(device: pad))
      let window = UIWindow(windowScene: scene)
      let controller = GreetingViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()

      #expect(window.windowScene === scene)
      #expect(window.screen === scene.screen)
      expectFrame(controller.view, 0, 0, 768, 1024, "root")
      #expect(controller.traitCollection.horizontalSizeClass == .regular)
      #expect(controller.traitCollection.verticalSizeClass == .regular)
      #expect(controller.traitCollection.userInterfaceIdiom == .pad)
      #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      #expect(controller.label.frame.minX == 20)
      #expect(controller.label.frame.minY == 28)
    }
  }

  @Test("A window smaller than the screen is inset only where the screen's strips cover it")
  func partialWindow() throws {
    try onDevice("iPhone X") {
      // From 0 to 300: under the 44-point notch, clear of the home indicator (which starts at 778).
      let upper = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
      upper.layoutIfNeeded()
      #expect(upper.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
      // From 20 to 800: 24 of the notch's 44 and 22 of the home indicator's 34 are inside.
      let middle = UIWindow(frame: CGRect(x: 0, y: 20, width: 375, height: 780))
      middle.layoutIfNeeded()
      #expect(middle.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 22, right: 0))
    }
  }

  @Test("Callbacks come in UIKit's order: load on assignment, then appear around the first layout")
  func appearanceOrder() throws {
    try onDevice("iPhone 8") {
      let window = UIWindow()
      let controller = GreetingViewController()
      window.rootViewController = controller
      #expect(controller.events == ["viewDidLoad"])
      #expect(window.isHidden)
      window.makeKeyAndVisible()
      #expect(!window.isHidden)
      #expect(
        controller.events == [
          "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
        ])

      // Replacing the root controller of a visible window: the old one disappears, the new one
      // appears, laid out at the window's size.
      let next = GreetingViewController()
      controller.events.removeAll()
      window.rootViewController = next
      #expect(controller.events == ["viewWillDisappear", "viewDidDisappear"])
      #expect(controller.view.superview == nil)
      #expect(next.events.first == "viewDidLoad")
      #expect(next.events.last == "viewDidAppear")
      expectFrame(next.view, 0, 0, 375, 667, "new root")
    }
  }

  @Test("Key window, windows and scenes as the application lists them")
  func keyWindowAndScenes() throws {
    try onDevice("iPhone 8") {
      let background = UIWindow()
      let window = UIWindow()
      #expect(!window.isKeyWindow)
      #expect(UIApplication.shared.keyWindow == nil)
      window.makeKeyAndVisible()
      #expect(window.isKeyWindow)
      #expect(!background.isKeyWindow)
      #expect(UIApplication.shared.keyWindow === window)
      #expect(UIApplication.shared.windows.count == 2)
      #expect(UIApplication.shared.windows.first === background)

      // How apps find the key window since iOS 13.
      let key = UIApplication.shared.connectedScenes
        .compactMap { $0 as? UIWindowScene }
        .flatMap { $0.windows }
        .first { $0.isKeyWindow }
      #expect(key === window)
      let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
      #expect(scene.keyWindow === window)
      #expect(scene.screen === UIScreen.main)

      background.makeKey()
      #expect(background.isKeyWindow && !window.isKeyWindow)
    }
  }

  @Test("Window levels keep UIKit's values and order")
  func windowLevels() throws {
    try onDevice("iPhone 8") {
      let window = UIWindow()
      #expect(window.windowLevel == .normal)
      window.windowLevel = .alert + 1
      #expect(window.windowLevel.rawValue == 2001)
      #expect(UIWindow.Level.normal.rawValue == 0)
      #expect(UIWindow.Level.statusBar.rawValue == 1000)
      #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)
    }
  }

  @Test("A controller hears of its traits changing when the window turns to landscape")
  func controllerTraitChanges() throws {
    final class AdaptiveViewController: UIViewController {
      var changes: [(previous: UITraitCollection?, current: UITraitCollection)] = []
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append((previousTraitCollection, traitCollection))
      }
    }
    try onDevice("iPhone 8") {
      let window = UIWindow()
      let controller = AdaptiveViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      #expect(controller.changes.last?.current.verticalSizeClass == .regular)

      let count = controller.changes.count
      window.screen = UIScreen(device: window.screen.device, orientation: .landscape)
      window.frame = window.screen.bounds
      window.layoutIfNeeded()
      #expect(controller.changes.count == count + 1)
      #expect(controller.changes.last?.previous?.verticalSizeClass == .regular)
      #expect(controller.changes.last?.current.verticalSizeClass == .compact)
      expectFrame(controller.view, 0, 0, 667, 375, "root")
      #expect(controller.view.safeAreaInsets == .zero)
    }
  }

  @Test("A window describes itself as UIKit's: hidden until shown")
  func windowDescription() throws {
    try onDevice("iPhone 8") {
      let window = UIWindow()
      #expect(window.description.hasPrefix("<UIWindow: 0x"))
      #expect(window.description.hasSuffix("; frame = (0 0; 375 667); hidden = YES>"))
      window.makeKeyAndVisible()
      #expect(window.description.hasSuffix("; frame = (0 0; 375 667)>"))
    }
  }
}
