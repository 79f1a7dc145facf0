import Testing
import UIKit

// An app's start-up code as apps write it: an app delegate (before iOS 13) or a scene delegate
// making the window, a controller from before iOS 11 pinned to topLayoutGuide, helpers that
// read UIScreen.main from views, a SnapKit-style extension on UILayoutSupport, and the ways
// apps find the key window. Each test gives its code an application of its own
// (UIApplication.withShared), as tests run in parallel.

@MainActor
final class StartupAppDelegate {
  var window: UIWindow?

  func application(didFinishLaunching root: UIViewController) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = UINavigationController(rootViewController: root)
    window?.makeKeyAndVisible()
    return true
  }
}

@MainActor
final class StartupSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo root: UIViewController) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = root
    window?.makeKeyAndVisible()
  }
}

/// A controller from iOS 8: a title 8 below the top guide, a footer 8 above the bottom guide.
final class NotesViewController: UIViewController {
  let titleLabel = UILabel()
  let footer = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.text = "Notes"
    for subview in [titleLabel, footer] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: titleLabel, attribute: .top, relatedBy: .equal, toItem: topLayoutGuide, attribute: .bottom,
        multiplier: 1, constant: 8),
      NSLayoutConstraint(
        item: titleLabel, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leadingMargin,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: bottomLayoutGuide, attribute: .top, relatedBy: .equal, toItem: footer, attribute: .bottom,
        multiplier: 1, constant: 8),
      NSLayoutConstraint(
        item: footer, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 44),
    ])
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(withVisualFormat: "H:|[footer]|", options: [], metrics: nil, views: ["footer": footer]))
  }
}

/// A view that sizes itself from the screen, as many apps' header views do.
final class ScreenWideHeader: UIView {
  override var intrinsicContentSize: CGSize {
    CGSize(width: UIScreen.main.bounds.width, height: 1 / UIScreen.main.scale)
  }
}

// A SnapKit-style extension on UILayoutSupport, as SnapKit's ConstraintLayoutSupport is.
typealias ConstraintLayoutSupport = UILayoutSupport

struct ConstraintLayoutSupportDSL {
  let support: ConstraintLayoutSupport
  var target: AnyObject? { support }
  var bottom: NSLayoutYAxisAnchor { support.bottomAnchor }
}

extension ConstraintLayoutSupport {
  var snp: ConstraintLayoutSupportDSL { ConstraintLayoutSupportDSL(support: self) }
}

@MainActor
@Suite("An app's start-up code, as apps write it")
struct AppStartupTests {
  private func application(_ device: String, _ orientation: Orientation = .portrait) throws -> UIApplication {
    let device = try #require(Device.named(device))
    return UIApplication(mainScreen: UIScreen(device: device, orientation: orientation))
  }

  @Test("An app delegate's window with a navigation controller, on an iPhone 8")
  func appDelegate() throws {
    try UIApplication.withShared(application("iPhone 8")) {
      let notes = NotesViewController()
      let delegate = StartupAppDelegate()
      #expect(delegate.application(didFinishLaunching: notes))
      let window = try #require(delegate.window)
      #expect(window.isKeyWindow)
      #expect(notes.navigationController === window.rootViewController)
      // Status bar 20 + bar 44: the title is at 64 + 8 = 72, at the margin (16). The bottom
      // guide is empty (no home indicator): the footer ends 8 above 667, at 659.
      #expect(notes.topLayoutGuide.length == 64)
      #expect(notes.titleLabel.frame.minY == 72)
      #expect(notes.titleLabel.frame.minX == 16)
      #expect(notes.footer.frame == CGRect(x: 0, y: 615, width: 375, height: 44))
    }
  }

  @Test("A scene delegate's window on an iPhone 15 Pro, without a navigation bar")
  func sceneDelegate() throws {
    try UIApplication.withShared(application("iPhone 15 Pro")) {
      let notes = NotesViewController()
      let delegate = StartupSceneDelegate()
      delegate.scene(UIWindowScene(screen: .main), willConnectTo: notes)
      // 393 × 852; the Dynamic Island's safe area is 59 on top and the home indicator's 34 at the
      // bottom: the title at 59 + 8 = 67, the footer from 852 − 34 − 8 − 44 = 766.
      #expect(notes.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
      #expect(notes.titleLabel.frame.minY == 67)
      #expect(notes.footer.frame == CGRect(x: 0, y: 766, width: 393, height: 44))
    }
  }

  @Test("Views read UIScreen.main as they lay out; the ways apps find the key window agree")
  func screenAndKeyWindow() throws {
    try UIApplication.withShared(application("iPhone 8 Plus")) {
      let controller = UIViewController()
      let header = ScreenWideHeader()
      header.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(header)
      NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
        header.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      ])
      let window = UIWindow()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      // 414 wide; a hairline of one pixel at 3x; below the 20-point status bar. (Frames are
      // rounded to thirds of a point, so compare within a rounding error.)
      let expected = CGRect(x: 0, y: 20, width: 414, height: 1.0 / 3)
      #expect(abs(header.frame.minY - expected.minY) < 1e-9 && abs(header.frame.height - expected.height) < 1e-9)
      #expect(header.frame.minX == 0 && header.frame.width == 414)

      let byScenes = UIApplication.shared.connectedScenes
        .compactMap { $0 as? UIWindowScene }
        .flatMap { $0.windows }
        .first { $0.isKeyWindow }
      let byWindows = UIApplication.shared.windows.first { $0.isKeyWindow }
      #expect(byScenes === window)
      #expect(byWindows === window)
      #expect(UIApplication.shared.keyWindow === window)
    }
  }

  @Test("A SnapKit-style extension on UILayoutSupport reaches the guide and its anchors")
  func layoutSupportExtension() throws {
    try UIApplication.withShared(application("iPhone X")) {
      let controller = UIViewController()
      let banner = UIView()
      banner.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(banner)
      let guide = controller.topLayoutGuide
      #expect(guide.snp.target === guide)
      NSLayoutConstraint.activate([
        banner.topAnchor.constraint(equalTo: guide.snp.bottom),
        banner.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
        banner.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        banner.heightAnchor.constraint(equalToConstant: 30),
      ])
      let window = UIWindow()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      // Below the 44-point notch.
      #expect(banner.frame == CGRect(x: 0, y: 44, width: 375, height: 30))
    }
  }
}
