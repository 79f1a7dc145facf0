import Foundation
import OpenAutoLayoutUIKit
import Testing

// Chapter 2, "Layout Before Auto Layout": frames, autoresizing and layoutSubviews, written as the
// book's UIKit code. Expected frames: behaviour-1 S-02, S-04 and S-05.

/// The book's TileView: two tiles laid out by hand in `layoutSubviews` (S-04).
final class TileView: UIView {
  var padding: CGFloat = 25.0 {
    didSet { setNeedsLayout() }
  }

  let blueView: UIView = {
    let view = UIView()
    view.backgroundColor = .blue
    return view
  }()

  let redView: UIView = {
    let view = UIView()
    view.backgroundColor = .red
    return view
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    setupView()
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func setupView() {
    addSubview(blueView)
    addSubview(redView)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let itemWidth = (bounds.width - 3 * padding) / 2
    let itemHeight = bounds.height - 2 * padding
    blueView.frame = CGRect(x: padding, y: padding, width: itemWidth, height: itemHeight)
    redView.frame = CGRect(x: 2 * padding + itemWidth, y: padding, width: itemWidth, height: itemHeight)
  }
}

/// The book's CodeLayout-v4: the green view is added once, and sized, in
/// `viewWillLayoutSubviews` (S-05).
final class CodeLayoutViewController: UIViewController {
  private let padding: CGFloat = 50.0
  private(set) var viewDidLoadCount = 0
  private(set) var viewWillLayoutSubviewsCount = 0

  let greenView: UIView = {
    let view = UIView()
    view.backgroundColor = .green
    view.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    return view
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    viewDidLoadCount += 1
    view.backgroundColor = .yellow
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    viewWillLayoutSubviewsCount += 1
    if greenView.superview == nil {
      view.addSubview(greenView)
      let width = view.bounds.width - 2 * padding
      greenView.frame = CGRect(x: padding, y: padding, width: width, height: 150.0)
    }
  }
}

@Suite("Chapter 2: manual layout and autoresizing", .timeLimit(.minutes(10)))
struct ManualLayoutTests {
  @Test("S-02: a flexible-width view keeps its margins when the superview resizes")
  func flexibleWidth() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let greenView = UIView(frame: CGRect(x: 50, y: 50, width: 275, height: 150))
    greenView.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    root.addSubview(greenView)
    root.layoutIfNeeded()
    expectFrame(greenView, 50, 50, 275, 150, "green")

    root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    root.layoutIfNeeded()
    expectFrame(greenView, 50, 50, 567, 150, "green, landscape")

    root.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
    root.layoutIfNeeded()
    expectFrame(greenView, 50, 50, 220, 150, "green, iPhone SE")
  }

  @Test("S-04: TileView lays out its tiles in layoutSubviews, keeping the spacing when it resizes")
  func tileView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let tileView = TileView(frame: CGRect(x: 50, y: 50, width: 275, height: 150))
    tileView.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    root.addSubview(tileView)
    root.layoutIfNeeded()
    expectFrame(tileView.blueView, 25, 25, 100, 100, "blue")
    expectFrame(tileView.redView, 150, 25, 100, 100, "red")

    root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    root.layoutIfNeeded()
    expectFrame(tileView, 50, 50, 567, 150, "tile view, landscape")
    expectFrame(tileView.blueView, 25, 25, 246, 100, "blue, landscape")
    expectFrame(tileView.redView, 296, 25, 246, 100, "red, landscape")

    tileView.padding = 10
    root.layoutIfNeeded()
    expectFrame(tileView.blueView, 10, 10, 268.5, 130, "blue, padding 10")
    expectFrame(tileView.redView, 288.5, 10, 268.5, 130, "red, padding 10")
  }

  @Test("S-04: TileView() made with UIKit's init() lays out the same")
  func tileViewFromPlainInit() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let tileView = TileView()
    tileView.frame = CGRect(x: 50, y: 50, width: 275, height: 150)
    root.addSubview(tileView)
    root.layoutIfNeeded()
    #expect(tileView.subviews.count == 2)
    expectFrame(tileView.redView, 150, 25, 100, 100, "red")
  }

  @Test("S-05: a view added in viewWillLayoutSubviews is added once and then autoresizes")
  func viewWillLayoutSubviews() {
    let controller = CodeLayoutViewController()
    #expect(!controller.isViewLoaded)
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    #expect(controller.viewDidLoadCount == 1)
    controller.view.layoutIfNeeded()
    expectFrame(controller.greenView, 50, 50, 275, 150, "green")

    controller.view.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    controller.view.layoutIfNeeded()
    expectFrame(controller.greenView, 50, 50, 567, 150, "green, landscape")
    #expect(controller.view.subviews.count == 1)
    #expect(controller.viewWillLayoutSubviewsCount >= 2)
    #expect(controller.viewDidLoadCount == 1)
  }
}
