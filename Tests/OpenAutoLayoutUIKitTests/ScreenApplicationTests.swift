import Foundation
import OpenAutoLayoutUIKit
import Testing

// UIScreen.main and UIApplication.shared. Pixel sizes are the panels' published resolutions:
// iPhone 8 750 × 1334 (375 × 667 at 2x), 8 Plus 1080 × 1920 (rendered at 3x, downsampled),
// 12 mini 1080 × 2340, iPhone X 1125 × 2436.

@Suite("UIScreen and UIApplication", .timeLimit(.minutes(10)))
struct ScreenApplicationTests {
  @Test("The main screen is the iPhone 8's in portrait unless set")
  func defaultMainScreen() {
    // A fresh application of its own, so that no other test's setting is seen.
    UIApplication.withShared(UIApplication()) {
      let screen = UIScreen.main
      #expect(screen.device.name == "iPhone 8")
      #expect(screen.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
      #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 750, height: 1334))
      #expect(screen.scale == 2)
      #expect(screen.nativeScale == 2)
      #expect(screen.coordinateSpace.bounds == screen.bounds)
      #expect(UIScreen.screens.first === screen)
      #expect(UIScreen.main === screen)
    }
  }

  @Test("Setting UIScreen.main changes the screen of windows made afterwards")
  func settingMainScreen() throws {
    let x = try #require(Device.named("iPhone X"))
    UIApplication.withShared(UIApplication()) {
      let before = UIWindow()
      UIScreen.main = UIScreen(device: x, orientation: .landscape)
      #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 812, height: 375))
      // Native bounds stay portrait whichever way the device is held.
      #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1125, height: 2436))
      #expect(UIScreen.main.scale == 3)
      #expect(UIScreen.main.traitCollection.verticalSizeClass == .compact)
      let after = UIWindow()
      expectFrame(after, 0, 0, 812, 375, "new window")
      expectFrame(before, 0, 0, 375, 667, "earlier window")
    }
  }

  @Test("Native bounds and scales: a Plus is drawn at 3x on 1080 × 1920 pixels, a mini on 1080 × 2340")
  func nativeBounds() throws {
    let plus = UIScreen(device: try #require(Device.named("iPhone 8 Plus")))
    #expect(plus.scale == 3)
    #expect(abs(plus.nativeScale - 1080.0 / 414.0) < 1e-12)
    #expect(plus.nativeBounds == CGRect(x: 0, y: 0, width: 1080, height: 1920))
    let mini = UIScreen(device: try #require(Device.named("iPhone 12 mini")), orientation: .landscape)
    #expect(mini.bounds == CGRect(x: 0, y: 0, width: 812, height: 375))
    #expect(mini.nativeBounds == CGRect(x: 0, y: 0, width: 1080, height: 2340))
  }

  @Test("UIScreen.main compiles and reads from a task, off the main actor")
  func mainScreenFromATask() async throws {
    let application = UIApplication(mainScreen: UIScreen(device: try #require(Device.named("iPad Air 2"))))
    let width = await UIApplication.withShared(application) {
      await Task { UIScreen.main.bounds.width }.value
    }
    #expect(width == 768)
  }

  @Test("A right-to-left app flips leading and trailing in new hierarchies, in and out of windows")
  func rightToLeftApplication() throws {
    try onDevice("iPhone 8", direction: .rightToLeft) {
      #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
      #expect(UIScreen.main.traitCollection.layoutDirection == .rightToLeft)

      // In a window: the label's leading edge is the right margin, 375 − 16 = 359.
      let window = UIWindow()
      let controller = GreetingViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      #expect(controller.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      #expect(controller.label.frame.maxX == 359)

      // A root outside any window: 10 from the leading (right) edge of 300, 50 wide: x = 240.
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
      let badge = UIView()
      badge.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(badge)
      NSLayoutConstraint.activate([
        badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        badge.topAnchor.constraint(equalTo: root.topAnchor),
        badge.widthAnchor.constraint(equalToConstant: 50),
        badge.heightAnchor.constraint(equalToConstant: 20),
      ])
      root.layoutIfNeeded()
      expectFrame(badge, 240, 0, 50, 20, "badge")

      #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
      #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
    }
  }

  @Test("Setting the direction on the shared application flips hierarchies made afterwards")
  func settingTheDirection() {
    UIApplication.withShared(UIApplication()) {
      UIApplication.shared.userInterfaceLayoutDirection = .rightToLeft
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
      #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      UIApplication.shared.userInterfaceLayoutDirection = .leftToRight
      #expect(UIView(frame: .zero).effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
  }

  @Test("userInterfaceLayoutDirection(for:relativeTo:) as UIKit's")
  func directionForAttribute() {
    let cases: [(UISemanticContentAttribute, UIUserInterfaceLayoutDirection, UIUserInterfaceLayoutDirection)] = [
      (.unspecified, .rightToLeft, .rightToLeft), (.unspecified, .leftToRight, .leftToRight),
      (.playback, .rightToLeft, .leftToRight), (.spatial, .rightToLeft, .leftToRight),
      (.forceLeftToRight, .rightToLeft, .leftToRight), (.forceRightToLeft, .leftToRight, .rightToLeft),
    ]
    for (attribute, surroundings, expected) in cases {
      #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: surroundings) == expected)
    }
  }

  @Test("The app's text size reaches windows' traits and Dynamic Type fonts")
  func preferredContentSizeCategory() throws {
    try onDevice("iPhone 8", category: .accessibilityLarge) {
      #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityLarge)
      let window = UIWindow()
      let controller = GreetingViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      #expect(controller.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
      #expect(controller.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
      // Body is 33 points at AX2, Apple's Dynamic Type table (17 at Large).
      #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: controller.traitCollection).pointSize == 33)
    }
  }

  @Test("Each task's application is its own: settings and windows do not leak between them")
  func scopedApplications() throws {
    let rtl = UIApplication(userInterfaceLayoutDirection: .rightToLeft)
    let ltr = UIApplication()
    let window = UIApplication.withShared(rtl) {
      #expect(UIApplication.shared === rtl)
      return UIWindow()
    }
    #expect(rtl.windows.count == 1 && rtl.windows.first === window)
    #expect(window.traitCollection.layoutDirection == .rightToLeft)
    UIApplication.withShared(ltr) {
      #expect(UIApplication.shared === ltr)
      #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
      #expect(UIApplication.shared.windows.isEmpty)
    }
  }

  @Test("A screen describes itself as UIKit's")
  func screenDescription() throws {
    let screen = UIScreen(device: try #require(Device.named("iPhone 8")))
    #expect(screen.description.hasPrefix("<UIScreen: 0x"))
    #expect(screen.description.hasSuffix("; bounds = {{0, 0}, {375, 667}}>"))
  }
}
