import AppKit
import Testing

@Suite("NSWindow made in code")
struct WindowTests {
  @Test("a view pinned to the window's contentLayoutGuide fills the content area less its insets")
  func contentLayoutGuide() throws {
    let window = NSWindow(
      contentRect: NSRect(x: 100, y: 100, width: 480, height: 270), styleMask: [.titled, .resizable], backing: .buffered,
      defer: false)
    let guide = try #require(window.contentLayoutGuide as? NSLayoutGuide)
    let panel = NSView()
    panel.translatesAutoresizingMaskIntoConstraints = false
    window.contentView?.addSubview(panel)
    NSLayoutConstraint.activate([
      panel.topAnchor.constraint(equalTo: guide.topAnchor, constant: 10),
      panel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 10),
      panel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -10),
      panel.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    #expect(window.frame == NSRect(x: 100, y: 100, width: 480, height: 270))
    #expect(window.contentView?.frame == NSRect(x: 0, y: 0, width: 480, height: 270))
    // 10 below the top of 270: y = 270 − 10 − 50 = 210; 480 − 20 = 460 wide.
    #expect(panel.frame == NSRect(x: 10, y: 210, width: 460, height: 50))
    // A larger content area: the panel keeps 10 from the top, y = 400 − 10 − 50 = 340.
    window.setContentSize(NSSize(width: 600, height: 400))
    window.layoutIfNeeded()
    #expect(panel.frame == NSRect(x: 10, y: 340, width: 580, height: 50))
  }
}

/// A controller whose view holds one box 20 from each edge, at least 300 × 100.
private final class BoxViewController: NSViewController {
  let box = NSView()
  override func loadView() { view = NSView() }
  override func viewDidLoad() {
    super.viewDidLoad()
    box.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(box)
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[box(>=300)]-20-|", options: [], metrics: nil, views: ["box": box])
        + NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[box(>=100)]-20-|", options: [], metrics: nil, views: ["box": box]))
  }
}

@Suite("NSWindow with a content view controller")
struct WindowContentViewControllerTests {
  @Test("init(contentViewController:) sizes the window to the view's fitting size and shows the view")
  func contentViewController() throws {
    let controller = BoxViewController()
    let window = NSWindow(contentViewController: controller)
    window.makeKeyAndOrderFront(nil)
    // Fitting size: 20 + 300 + 20 = 340 by 20 + 100 + 20 = 140.
    #expect(window.frame.size == NSSize(width: 340, height: 140))
    let contentView = try #require(window.contentView)
    #expect(contentView === controller.view)
    #expect(contentView.frame == NSRect(x: 0, y: 0, width: 340, height: 140))
    #expect(controller.box.frame == NSRect(x: 20, y: 20, width: 300, height: 100))
    // Taller: the box stretches, 20 from each edge: 200 − 40 = 160 high.
    window.setContentSize(NSSize(width: 340, height: 200))
    window.layoutIfNeeded()
    #expect(controller.box.frame == NSRect(x: 20, y: 20, width: 300, height: 160))
  }
}
