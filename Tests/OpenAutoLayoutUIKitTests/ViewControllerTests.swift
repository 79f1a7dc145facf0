import Foundation
import OpenAutoLayoutUIKit
import Testing

// UIViewController's view loading (behaviour-1 §1.3): lazy, loadView then viewDidLoad, once.

/// Records the loading callbacks in order.
final class LoadingViewController: UIViewController {
  private(set) var events: [String] = []

  override func loadView() {
    events.append("loadView")
    view = StopGoView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("viewDidLoad")
    view.backgroundColor = .white
  }
}

/// A controller made in code with UIKit's designated initialiser and no view override.
final class PlainViewController: UIViewController {
  let name: String

  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@Suite("UIViewController: loading the root view", .timeLimit(.minutes(10)))
struct ViewControllerTests {
  @Test("The view loads on first use: loadView, then viewDidLoad, once")
  func lazyLoading() {
    let controller = LoadingViewController()
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(controller.events.isEmpty)

    let view = controller.view
    #expect(controller.isViewLoaded)
    #expect(controller.events == ["loadView", "viewDidLoad"])
    #expect(view is StopGoView)
    #expect(view.backgroundColor == .white)

    _ = controller.view
    controller.loadViewIfNeeded()
    #expect(controller.events == ["loadView", "viewDidLoad"])
  }

  @Test("loadViewIfNeeded loads the view without reading it")
  func loadViewIfNeeded() {
    let controller = LoadingViewController()
    controller.loadViewIfNeeded()
    #expect(controller.events == ["loadView", "viewDidLoad"])
    #expect(controller.viewIfLoaded is StopGoView)
  }

  @Test("The default loadView makes a plain view whose margins are the system minimum")
  func defaultView() {
    let controller = PlainViewController(name: "Plain")
    #expect(!controller.isViewLoaded)
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.layoutIfNeeded()
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    #expect(controller.traitCollection.horizontalSizeClass == .compact)
  }

  @Test("A view given to init(view:) is the root at once; viewDidLoad waits for the first read")
  func givenView() {
    final class CountingViewController: UIViewController {
      var viewDidLoadCount = 0
      override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
      }
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = CountingViewController(view: root)
    #expect(controller.isViewLoaded)
    #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    #expect(controller.viewDidLoadCount == 0)
    #expect(controller.view === root)
    #expect(controller.viewDidLoadCount == 1)
    _ = controller.view
    #expect(controller.viewDidLoadCount == 1)
  }

  @Test("A plain view keeps UIKit's default margins of 8 on every side")
  func plainViewMargins() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  @Test("Assigning a new root view detaches the old one")
  func replaceView() {
    let controller = PlainViewController(name: "Plain")
    let first = controller.view
    let second = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    controller.view = second
    #expect(controller.view === second)
    #expect(first !== second)
    #expect(second.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
  }
}
