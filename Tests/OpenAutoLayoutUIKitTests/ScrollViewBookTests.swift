import Foundation
import OpenAutoLayoutUIKit
import Testing

// Chapter 11, scroll views, and chapter 13, self-sizing cells, written as the book writes them
// in UIKit. Expected frames: behaviour-2 S31, S33, S34 and S36. Notifications are not modelled:
// the keyboard handlers take the keyboard's frame directly.

/// The ScrollView-v3 example: a container pinned to the content layout guide, the frame layout
/// guide pinned to the root, and `frameLayoutGuide.width == contentLayoutGuide.width` so that
/// the content scrolls vertically only (9 constraints: 4 + 4 + 1).
final class ScrollViewController: UIViewController {
  let scrollView: UIScrollView = {
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    return scrollView
  }()
  let contentView = UIView.makeView(color: .white)
  let titleLabel = ContentView(width: 120, height: 67)
  let imageView = ContentView(width: 300, height: 300)
  let button = ContentView(width: 80, height: 58)
  let infoButton = ContentView(width: 22, height: 22)

  override func loadView() {
    view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    for subview in [titleLabel, imageView, button] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(subview)
    }
    let frameGuide = scrollView.frameLayoutGuide
    let contentGuide = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      frameGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      frameGuide.topAnchor.constraint(equalTo: view.topAnchor),
      frameGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      frameGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      contentGuide.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      contentGuide.topAnchor.constraint(equalTo: contentView.topAnchor),
      contentGuide.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      contentGuide.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      frameGuide.widthAnchor.constraint(equalTo: contentGuide.widthAnchor),
    ])
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      imageView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
      button.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8),
      button.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    for subview in [titleLabel, imageView, button] {
      NSLayoutConstraint.activate([
        subview.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        subview.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ])
    }
  }

  /// S33: an info button that stays in the corner while the content scrolls.
  func addInfoButton() {
    infoButton.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(infoButton)
    NSLayoutConstraint.activate([
      infoButton.leadingAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.leadingAnchor),
      infoButton.topAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.topAnchor),
    ])
  }

  /// The book's `keyboardDidShow(_:)`, given the keyboard's end frame.
  func keyboardDidShow(keyboardFrame: CGRect) {
    let contentInsets = UIEdgeInsets(top: 0, left: 0, bottom: keyboardFrame.size.height, right: 0)
    scrollView.contentInset = contentInsets
    scrollView.scrollIndicatorInsets = contentInsets
  }

  /// The book's `keyboardWillHide(_:)`.
  func keyboardWillHide() {
    scrollView.contentInset = .zero
    scrollView.scrollIndicatorInsets = .zero
  }
}

@Suite("Chapter 11 and 13: scroll views and self-sizing cells in UIKit code", .timeLimit(.minutes(10)))
struct ScrollViewBookTests {
  private func loaded(safeAreaTop: CGFloat = 64) -> ScrollViewController {
    let controller = ScrollViewController()
    controller.view.rootSafeAreaInsets = UIEdgeInsets(top: safeAreaTop, left: 0, bottom: 0, right: 0)
    controller.scrollView.isInNavigationOrTabBarController = safeAreaTop > 20
    controller.view.layoutIfNeeded()
    return controller
  }

  @Test("S31: the content is as wide as the scroll view and 457 tall")
  func scrollViewExample() {
    let controller = loaded()
    expectFrame(controller.scrollView, 0, 0, 375, 667, "scrollView")
    expectFrame(controller.contentView, 0, 0, 375, 457, "contentView")
    expectFrame(controller.titleLabel, 8, 8, 359, 67, "titleLabel")
    expectFrame(controller.imageView, 8, 83, 359, 300, "imageView")
    expectFrame(controller.button, 8, 391, 359, 58, "button")
    #expect(controller.scrollView.contentSize == CGSize(width: 375, height: 457))
    #expect(controller.scrollView.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: -64))
  }

  @Test("S31 in landscape: the content scrolls vertically, from −32 to 82")
  func landscape() {
    let controller = loaded()
    controller.view.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    controller.view.rootSafeAreaInsets = UIEdgeInsets(top: 32, left: 0, bottom: 0, right: 0)
    controller.view.layoutIfNeeded()
    let scrollView = controller.scrollView
    #expect(scrollView.contentSize == CGSize(width: 667, height: 457))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: -32))
    scrollView.setContentOffset(CGPoint(x: 0, y: 82), animated: true)
    controller.view.layoutIfNeeded()
    expectFrame(controller.contentView, 0, 0, 667, 457, "contentView")
    #expect(scrollView.bounds == CGRect(x: 0, y: 82, width: 667, height: 375))
  }

  @Test("S33: the info button stays 8 from the left and 72 from the top of the screen")
  func floatingInfoButton() {
    let controller = loaded()
    controller.addInfoButton()
    for y: CGFloat in [-64, 100] {
      controller.scrollView.contentOffset = CGPoint(x: 0, y: y)
      controller.view.layoutIfNeeded()
      expectFrame(controller.infoButton, 8, y + 72, 22, 22, "infoButton")
    }
  }

  @Test("S34: the keyboard's height goes into the bottom inset, and out again")
  func keyboard() {
    let controller = loaded(safeAreaTop: 20)
    let scrollView = controller.scrollView
    // Content taller than the screen, so that it scrolls: 900 of text under a 667 screen.
    controller.imageView.contentSize = CGSize(width: 300, height: 743)
    controller.view.layoutIfNeeded()
    let contentHeight: CGFloat = 900, screenHeight: CGFloat = 667, keyboardHeight: CGFloat = 216
    #expect(scrollView.contentSize.height == contentHeight)
    #expect(scrollView.maximumContentOffset.y == contentHeight - screenHeight)
    controller.keyboardDidShow(keyboardFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
    controller.view.layoutIfNeeded()
    #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 216, right: 0))
    #expect(scrollView.scrollIndicatorInsets.bottom == 216)
    #expect(scrollView.maximumContentOffset.y == contentHeight + keyboardHeight - screenHeight)
    controller.keyboardWillHide()
    controller.view.layoutIfNeeded()
    #expect(scrollView.maximumContentOffset.y == contentHeight - screenHeight)
  }

  @Test("UIKit's names: UIScrollView.ContentInsetAdjustmentBehavior and a scroll view's guides")
  func uikitNames() {
    let controller = loaded()
    let scrollView: UIScrollView = controller.scrollView
    scrollView.contentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior.never
    controller.view.layoutIfNeeded()
    #expect(scrollView.adjustedContentInset == .zero)
    let guides: [UILayoutGuide] = [scrollView.contentLayoutGuide, scrollView.frameLayoutGuide]
    #expect(guides.map(\.identifier) == ["UIScrollView-contentLayoutGuide", "UIScrollView-frameLayoutGuide"])
  }

  @Test("S36: a cell's content view sized as UITableView.automaticDimension sizes it")
  func selfSizingCell() {
    let contentView = UIView()
    contentView.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    let lineLabel = ContentView(width: 40, height: 13.5)
    let textView = ContentView(width: UIView.noIntrinsicMetric, height: 57)
    for subview in [lineLabel, textView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(subview)
    }
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      lineLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      textView.topAnchor.constraint(equalTo: lineLabel.bottomAnchor),
      textView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      lineLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      lineLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      textView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      textView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
    let size = contentView.systemLayoutSizeFitting(
      CGSize(width: 375, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 375, height: 92.5))
  }
}
