import Foundation
import OpenAutoLayoutUIKit
import Testing

// UINavigationController as layout sees it, and view controller containment. The bar is 44
// points in portrait, 32 in compact height on an iPhone, 50 on an iPad (behaviour-2 §2.6); it
// sits below the status bar, so the top controller's safe area starts at status bar + bar.

@Suite("UINavigationController and view controller containment", .timeLimit(.minutes(10)))
struct NavigationControllerTests {
  @Test("Pushing and popping: the top controller's view fills the container under the bar")
  func pushAndPop() throws {
    try onDevice("iPhone 8") {
      let first = RecordingViewController()
      let second = RecordingViewController()
      let navigation = UINavigationController(rootViewController: first)
      let window = UIWindow()
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      #expect(navigation.viewControllers == [first])
      #expect(first.navigationController === navigation)
      #expect(first.parent === navigation)
      #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))

      first.events.removeAll()
      navigation.pushViewController(second, animated: true)
      #expect(navigation.viewControllers == [first, second])
      #expect(navigation.topViewController === second)
      #expect(first.events == ["viewWillDisappear", "viewDidDisappear"])
      #expect(first.view.superview == nil)
      #expect(second.events.first == "viewDidLoad")
      #expect(second.events.contains("viewWillAppear") && second.events.last == "viewDidAppear")
      expectFrame(second.view, 0, 0, 375, 667, "second")
      #expect(second.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
      // The bar stays above the content.
      #expect(navigation.view.subviews.last === navigation.navigationBar)

      let popped = navigation.popViewController(animated: true)
      #expect(popped === second)
      #expect(second.parent == nil)
      #expect(navigation.viewControllers == [first])
      #expect(first.view.superview === navigation.view)
      #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
      #expect(navigation.popViewController(animated: true) == nil)
    }
  }

  @Test("The bar's height follows the traits: 32 in landscape on an iPhone, 50 on an iPad")
  func barHeights() throws {
    try onDevice("iPhone X", .landscape) {
      let content = UIViewController()
      let window = UIWindow()
      window.rootViewController = UINavigationController(rootViewController: content)
      window.makeKeyAndVisible()
      // No status bar in landscape; the bar's 32 on top; the sides' 44 and the bottom's 21 stay.
      #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
    }
    try onDevice("iPad Air 2") {
      let content = UIViewController()
      let window = UIWindow()
      window.rootViewController = UINavigationController(rootViewController: content)
      window.makeKeyAndVisible()
      // The iPad's status bar 20 and its bar's 50.
      #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 70, left: 0, bottom: 0, right: 0))
    }
  }

  @Test("A child controller added as UIKit code adds one appears with its container")
  func containment() throws {
    final class ContainerViewController: RecordingViewController {
      let child = RecordingViewController()
      var moves: [String] = []
      override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child.view)
        NSLayoutConstraint.activate([
          child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          child.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
          child.view.heightAnchor.constraint(equalToConstant: 100),
        ])
        child.didMove(toParent: self)
      }
    }
    try onDevice("iPhone 8") {
      let container = ContainerViewController()
      let window = UIWindow()
      window.rootViewController = container
      window.makeKeyAndVisible()
      #expect(container.children == [container.child])
      #expect(container.child.parent === container)
      #expect(container.child.events == ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
      expectFrame(container.child.view, 0, 567, 375, 100, "child")

      container.child.willMove(toParent: nil)
      container.child.view.removeFromSuperview()
      container.child.removeFromParent()
      #expect(container.children.isEmpty)
      #expect(container.child.parent == nil)
    }
  }
}
