import Foundation
import OpenAutoLayoutUIKit
import Testing

// The legacy top and bottom layout guides (behaviour-1 §1.15), as view controllers written
// before iOS 11 use them, in a window with a navigation bar.
//
// The book's red-over-green layout (S-23, S-24's iOS 10 fallback "Anchors-v4"): red and green
// 50 from the sides, red 50 below the top guide, green 50 above the bottom guide, 25 between
// them, equal heights. On an iPhone 8 in portrait with a navigation bar the top guide ends at
// 20 + 44 = 64 and the bottom guide starts at 667, so red.y = 114, and the two heights share
// 667 − 50 − 114 − 25 = 478: 239 each, green.y = 114 + 239 + 25 = 378 (S-24).

/// How a controller from before iOS 11 writes its constraints to the guides.
enum GuideStyle: CaseIterable {
  /// `topLayoutGuide.bottomAnchor` (iOS 9 and 10).
  case anchors
  /// `NSLayoutConstraint(item:…toItem: topLayoutGuide…)` (iOS 7 and 8).
  case itemInitializer
  /// `"V:[topGuide]-(padding)-[red]…"` (iOS 7 and 8).
  case visualFormat
}

/// The book's red-over-green controller, pinned to the legacy guides.
final class LegacyGuidesViewController: UIViewController {
  let style: GuideStyle
  let redView = UIView()
  let greenView = UIView()

  init(style: GuideStyle) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    redView.backgroundColor = .red
    greenView.backgroundColor = .green
    for subview in [redView, greenView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let padding: CGFloat = 50
    let spacing: CGFloat = 25
    var constraints: [NSLayoutConstraint] = []
    for subview in [redView, greenView] {
      constraints += [
        subview.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: padding),
        view.trailingAnchor.constraint(equalTo: subview.trailingAnchor, constant: padding),
      ]
    }
    switch style {
    case .anchors:
      constraints += [
        redView.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: padding),
        greenView.topAnchor.constraint(equalTo: redView.bottomAnchor, constant: spacing),
        greenView.heightAnchor.constraint(equalTo: redView.heightAnchor),
        bottomLayoutGuide.topAnchor.constraint(equalTo: greenView.bottomAnchor, constant: padding),
      ]
    case .itemInitializer:
      constraints += [
        NSLayoutConstraint(
          item: redView, attribute: .top, relatedBy: .equal, toItem: topLayoutGuide, attribute: .bottom,
          multiplier: 1, constant: padding),
        NSLayoutConstraint(
          item: greenView, attribute: .top, relatedBy: .equal, toItem: redView, attribute: .bottom, multiplier: 1,
          constant: spacing),
        NSLayoutConstraint(
          item: greenView, attribute: .height, relatedBy: .equal, toItem: redView, attribute: .height, multiplier: 1,
          constant: 0),
        NSLayoutConstraint(
          item: bottomLayoutGuide, attribute: .top, relatedBy: .equal, toItem: greenView, attribute: .bottom,
          multiplier: 1, constant: padding),
      ]
    case .visualFormat:
      constraints += NSLayoutConstraint.constraints(
        withVisualFormat: "V:[topGuide]-(padding)-[red]-(spacing)-[green(==red)]-(padding)-[bottomGuide]",
        options: [], metrics: ["padding": padding, "spacing": spacing],
        views: ["topGuide": topLayoutGuide, "bottomGuide": bottomLayoutGuide, "red": redView, "green": greenView])
    }
    NSLayoutConstraint.activate(constraints)
  }
}

@Suite("UILayoutSupport: topLayoutGuide and bottomLayoutGuide", .timeLimit(.minutes(10)))
struct LayoutSupportTests {
  @Test(
    "A controller from before iOS 11 in a navigation controller lays out as S-24 on an iPhone 8",
    arguments: GuideStyle.allCases)
  func iPhone8WithNavigationBar(style: GuideStyle) throws {
    try onDevice("iPhone 8") {
      let controller = LegacyGuidesViewController(style: style)
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = UINavigationController(rootViewController: controller)
      window.makeKeyAndVisible()

      expectFrame(controller.view, 0, 0, 375, 667, "root")
      #expect(controller.topLayoutGuide.length == 64)
      #expect(controller.bottomLayoutGuide.length == 0)
      expectFrame(controller.redView, 50, 114, 275, 239, "red")
      expectFrame(controller.greenView, 50, 378, 275, 239, "green")
      #expect(controller.view.layoutDiagnostics.reports.isEmpty)
    }
  }

  @Test("On an iPhone X the guides include the notch, the bar and the home indicator (S-24)")
  func iPhoneXWithNavigationBar() throws {
    // Top guide: 44 + 44 = 88. Bottom guide: the home indicator's 34, from 778 to 812.
    // red.y = 88 + 50 = 138; the heights share 778 − 50 − 138 − 25 = 565: 282.5 each;
    // green.y = 138 + 282.5 + 25 = 445.5, and green ends at 728 = 812 − 34 − 50.
    try onDevice("iPhone X") {
      let controller = LegacyGuidesViewController(style: .anchors)
      let window = UIWindow()
      window.rootViewController = UINavigationController(rootViewController: controller)
      window.makeKeyAndVisible()

      #expect(controller.topLayoutGuide.length == 88)
      #expect(controller.bottomLayoutGuide.length == 34)
      // 282.5 is 847.5 pixels at 3x: the frames round to whole pixels, within a third of a point.
      expectFrame(controller.redView, 50, 138, 275, 282.5, tolerance: 1.0 / 3, "red")
      expectFrame(controller.greenView, 50, 445.5, 275, 282.5, tolerance: 1.0 / 3, "green")
      #expect(abs(controller.greenView.frame.maxY - 728) < 0.001)
    }
  }

  @Test("Without a navigation bar the top guide is the status bar; it follows the bar being hidden")
  func statusBarOnly() throws {
    try onDevice("iPhone 8") {
      let controller = LegacyGuidesViewController(style: .anchors)
      let navigation = UINavigationController(rootViewController: controller)
      let window = UIWindow()
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      #expect(controller.topLayoutGuide.length == 64)

      // Hidden bar: the guide ends at the status bar's 20; red.y = 70, heights (667 − 50 − 70 −
      // 25) / 2 = 261, green.y = 70 + 261 + 25 = 356.
      navigation.setNavigationBarHidden(true, animated: false)
      window.layoutIfNeeded()
      #expect(controller.topLayoutGuide.length == 20)
      expectFrame(controller.redView, 50, 70, 275, 261, "red")
      expectFrame(controller.greenView, 50, 356, 275, 261, "green")
    }
  }

  @Test("The guides span from the root's edges to its safe area's, across its width")
  func guidesSpanToTheSafeArea() throws {
    try onDevice("iPhone 8") {
      let controller = UIViewController()
      // Views pinned to each guide's top, bottom and height show where the guides are.
      let topMarker = UIView(), bottomMarker = UIView()
      for marker in [topMarker, bottomMarker] {
        marker.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(marker)
        NSLayoutConstraint.activate([
          marker.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
          marker.widthAnchor.constraint(equalToConstant: 10),
        ])
      }
      NSLayoutConstraint.activate([
        topMarker.topAnchor.constraint(equalTo: controller.topLayoutGuide.topAnchor),
        topMarker.heightAnchor.constraint(equalTo: controller.topLayoutGuide.heightAnchor),
        bottomMarker.topAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
        bottomMarker.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.bottomAnchor),
      ])
      let window = UIWindow()
      window.rootViewController = UINavigationController(rootViewController: controller)
      window.makeKeyAndVisible()

      // The safe area starts at 20 + 44 = 64 and ends at the bottom, 667.
      #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
      expectFrame(topMarker, 0, 0, 10, 64, "top guide")
      expectFrame(bottomMarker, 0, 667, 10, 0, "bottom guide")
      // Reading a guide again gives the same object.
      #expect(controller.topLayoutGuide === controller.topLayoutGuide)
    }
  }

  @Test("In landscape the bar is 32 and the status bar hidden: the top guide is 32")
  func landscapeAfterRotation() throws {
    // The iPhone 8 turned: 667 × 375, no status bar, a 32-point bar (behaviour-2 §2.6).
    // red.y = 32 + 50 = 82; heights (375 − 50 − 82 − 25) / 2 = 109; green.y = 82 + 109 + 25 = 216;
    // widths 667 − 100 = 567.
    try onDevice("iPhone 8") {
      let controller = LegacyGuidesViewController(style: .anchors)
      let window = UIWindow()
      window.rootViewController = UINavigationController(rootViewController: controller)
      window.makeKeyAndVisible()

      let device = window.screen.device
      window.screen = UIScreen(device: device, orientation: .landscape)
      window.frame = window.screen.bounds
      window.layoutIfNeeded()
      #expect(controller.traitCollection.verticalSizeClass == .compact)
      #expect(controller.topLayoutGuide.length == 32)
      expectFrame(controller.redView, 50, 82, 567, 109, "red")
      expectFrame(controller.greenView, 50, 216, 567, 109, "green")
    }
  }

  @Test("Logs name the guides as UIKit's do: _UILayoutGuide")
  func guidesInLogs() throws {
    try onDevice("iPhone 8") {
      let controller = UIViewController()
      let label = UILabel()
      label.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(label)
      let constraint = label.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8)
      #expect(constraint.description.contains("_UILayoutGuide:0x"))
      #expect(constraint.description.contains(".bottom + 8"))
    }
  }
}
