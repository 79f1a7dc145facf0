import Foundation
import OpenAutoLayoutUIKit
import Testing

// Chapter 6: layout margins, directional margins, the safe area and right-to-left layout,
// written as UIKit code. Expected frames: behaviour-1 S-29, S-33 and S-38.

/// A root view controller with one subview pinned to the root's side margins (S-33).
final class MarginsViewController: UIViewController {
  let contentView = UIView.makeView(color: .orange)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(contentView)
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      contentView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      contentView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      contentView.heightAnchor.constraint(equalToConstant: 100),
    ])
  }
}

@Suite("Chapter 6: margins, safe area and layout direction", .timeLimit(.minutes(10)))
struct MarginsTests {
  /// A 300 × 200 container at the root's top left, with a child pinned to its margins (S-38).
  private func container(
    rightToLeft: Bool, configure: (UIView) -> Void
  ) -> (root: UIView, container: UIView, child: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let containerView = UIView.makeView(color: .yellow)
    let childView = UIView.makeView(color: .green)
    root.addSubview(containerView)
    containerView.addSubview(childView)
    if rightToLeft {
      containerView.semanticContentAttribute = .forceRightToLeft
      childView.semanticContentAttribute = .forceRightToLeft
    }
    configure(containerView)
    let margins = containerView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      containerView.leftAnchor.constraint(equalTo: root.leftAnchor),
      containerView.topAnchor.constraint(equalTo: root.topAnchor),
      containerView.widthAnchor.constraint(equalToConstant: 300),
      containerView.heightAnchor.constraint(equalToConstant: 200),
      childView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      childView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      childView.topAnchor.constraint(equalTo: margins.topAnchor),
      childView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    root.layoutIfNeeded()
    return (root, containerView, childView)
  }

  @Test("S-38: directional margins flip in right-to-left layouts", arguments: [false, true])
  func directionalMargins(rightToLeft: Bool) {
    let (_, containerView, childView) = container(rightToLeft: rightToLeft) { view in
      view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 40, bottom: 8, trailing: 10)
    }
    expectFrame(containerView, 0, 0, 300, 200, "container")
    expectFrame(childView, rightToLeft ? 10 : 40, 8, 250, 184, "child")
  }

  @Test("S-38: physical margins do not flip", arguments: [false, true])
  func physicalMargins(rightToLeft: Bool) {
    let (_, _, childView) = container(rightToLeft: rightToLeft) { view in
      view.layoutMargins = UIEdgeInsets(top: 8, left: 40, bottom: 8, right: 10)
    }
    expectFrame(childView, 40, 8, 250, 184, "child")
  }

  @Test("S-38: a leading-to-trailing chain runs right to left in RTL", arguments: [false, true])
  func leadingTrailingChain(rightToLeft: Bool) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let firstView = UIView.makeView(color: .red)
    let secondView = UIView.makeView(color: .blue)
    for subview in [firstView, secondView] {
      view.addSubview(subview)
      if rightToLeft { subview.semanticContentAttribute = .forceRightToLeft }
    }
    NSLayoutConstraint.activate([
      firstView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      firstView.widthAnchor.constraint(equalToConstant: 100),
      secondView.leadingAnchor.constraint(equalTo: firstView.trailingAnchor, constant: 8),
      secondView.widthAnchor.constraint(equalToConstant: 50),
      firstView.topAnchor.constraint(equalTo: view.topAnchor),
      firstView.heightAnchor.constraint(equalToConstant: 10),
      secondView.topAnchor.constraint(equalTo: view.topAnchor),
      secondView.heightAnchor.constraint(equalToConstant: 10),
    ])
    view.layoutIfNeeded()
    #expect(firstView.effectiveUserInterfaceLayoutDirection == (rightToLeft ? .rightToLeft : .leftToRight))
    expectFrame(firstView, rightToLeft ? 255 : 20, 0, 100, 10, "a")
    expectFrame(secondView, rightToLeft ? 197 : 128, 0, 50, 10, "b")
  }

  @Test(
    "S-33: the root's side margins are at least the system minimum unless the controller says otherwise",
    arguments: [(true, 8.0, 16.0), (false, 8, 8), (true, 50, 50)])
  func systemMinimumMargins(respectsMinimum: Bool, sideMargin: CGFloat, expectedMargin: CGFloat) {
    let controller = MarginsViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
    controller.view.rootSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    controller.viewRespectsSystemMinimumLayoutMargins = respectsMinimum
    controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: sideMargin, bottom: 0, trailing: sideMargin)
    controller.view.layoutIfNeeded()
    expectFrame(controller.contentView, expectedMargin, 44, 375 - 2 * expectedMargin, 100, "content")
  }

  @Test("S-29: additionalSafeAreaInsets add to the root's safe area")
  func additionalSafeAreaInsets() {
    let controller = MarginsViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.rootSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    controller.view.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    expectFrame(controller.contentView, 16, 64, 343, 100, "content")
  }
}
