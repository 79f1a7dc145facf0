import AppKit
import Testing

// A preferences pane as Mac apps write it in code: a view controller that builds its view in
// loadView() and pins a header and a content area to the view with anchors and VFL. Frames are
// derived by hand below, from the constants in viewDidLoad and AppKit's y-up frames.

/// A view with a fixed natural size, standing in for a control.
private final class FixedSizeView: NSView {
  let size: NSSize
  init(size: NSSize) {
    self.size = size
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: NSSize { size }
}

private final class PreferencesViewController: NSViewController {
  let header = FixedSizeView(size: NSSize(width: 120, height: 22))
  let content = NSView()
  private(set) var layoutCount = 0

  override func loadView() {
    view = NSView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [header, content] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let views: [String: Any] = ["header": header, "content": content]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-20-[header]-8-[content(>=200)]-20-|", options: [.alignAllLeading], metrics: nil, views: views)
        + [
          header.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
          content.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
          content.widthAnchor.constraint(greaterThanOrEqualToConstant: 360),
        ])
  }

  override func viewDidLayout() {
    super.viewDidLayout()
    layoutCount += 1
  }
}

@Suite("A programmatic view controller, as Mac code writes it")
struct ViewControllerLayoutTests {
  @Test("the view's fitting size comes from its constraints, and a layout places the subviews in AppKit's frames")
  func fittingAndLayout() {
    let controller = PreferencesViewController()
    let view = controller.view
    // Fitting size: 20 + 360 + 20 = 400 wide; 20 + 22 + 8 + 200 + 20 = 270 high.
    #expect(view.systemLayoutSizeFitting(NSView.layoutFittingCompressedSize) == NSSize(width: 400, height: 270))
    view.frame = NSRect(x: 0, y: 0, width: 400, height: 270)
    view.layoutIfNeeded()
    // The header is 20 below the top of a 270-high unflipped view: y = 270 − 20 − 22 = 228.
    #expect(controller.header.frame == NSRect(x: 20, y: 228, width: 120, height: 22))
    // The content sits 20 above the bottom, 200 high, 20 to 380 across.
    #expect(controller.content.frame == NSRect(x: 20, y: 20, width: 360, height: 200))
    #expect(controller.layoutCount >= 1)
  }

  @Test("a larger view keeps the header at the top and stretches the content")
  func resize() {
    let controller = PreferencesViewController()
    controller.view.frame = NSRect(x: 0, y: 0, width: 500, height: 400)
    controller.view.layoutIfNeeded()
    // The header keeps 20 from the top: y = 400 − 20 − 22 = 358. The content grows to
    // 500 − 40 = 460 wide and 400 − 20 − 22 − 8 − 20 = 330 high.
    #expect(controller.header.frame == NSRect(x: 20, y: 358, width: 120, height: 22))
    #expect(controller.content.frame == NSRect(x: 20, y: 20, width: 460, height: 330))
  }
}
