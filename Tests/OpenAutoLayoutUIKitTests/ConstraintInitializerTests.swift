import Foundation
import OpenAutoLayoutUIKit
import Testing

// Chapters 3–5: constraints made with NSLayoutConstraint's initialiser, written as the book's
// UIKit code. Expected frames: behaviour-1 S-16, S-20, S-21 and S-22.

/// The book's initialiser example: red pinned 50 points inside every edge of the root view (S-22).
final class InitializerViewController: UIViewController {
  let redView = UIView.makeView(color: .red)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .yellow
    view.addSubview(redView)

    let leading = NSLayoutConstraint(
      item: redView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1.0,
      constant: 50.0)
    let trailing = NSLayoutConstraint(
      item: view, attribute: .trailing, relatedBy: .equal, toItem: redView, attribute: .trailing, multiplier: 1.0,
      constant: 50.0)
    let top = NSLayoutConstraint(
      item: redView, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1.0,
      constant: 50.0)
    let bottom = NSLayoutConstraint(
      item: view, attribute: .bottom, relatedBy: .equal, toItem: redView, attribute: .bottom, multiplier: 1.0,
      constant: 50.0)
    NSLayoutConstraint.activate([leading, trailing, top, bottom])
  }
}

@Suite("Chapters 3–5: NSLayoutConstraint's initialiser", .timeLimit(.minutes(10)))
struct ConstraintInitializerTests {
  @Test("S-22: four initialiser-built constraints pin red 50 points inside the root")
  func pinWithInitializer() {
    let controller = InitializerViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.layoutIfNeeded()
    expectFrame(controller.redView, 50, 50, 275, 567, "red")
    #expect(controller.view.constraints.filter { $0.firstItem === controller.redView || $0.secondItem === controller.redView }.count == 4)
  }

  @Test("S-21: changing a constraint's constant moves the view at the next layout")
  func changeConstant() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let button = ContentView(width: 100, height: 40)
    button.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(button)
    let centerYConstraint = button.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -100)
    NSLayoutConstraint.activate([
      button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      centerYConstraint,
    ])
    root.layoutIfNeeded()
    expectFrame(button, 150, 280, 100, 40, "button")

    centerYConstraint.constant = 0
    root.layoutIfNeeded()
    expectFrame(button, 150, 380, 100, 40, "button, centred")
  }

  @Test("S-21: the constant can change inside UIView.animate, as animated UIKit code does")
  func changeConstantInAnimation() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let button = ContentView(width: 100, height: 40)
    button.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(button)
    let centerYConstraint = button.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -100)
    NSLayoutConstraint.activate([button.centerXAnchor.constraint(equalTo: root.centerXAnchor), centerYConstraint])
    root.layoutIfNeeded()

    var finished = false
    centerYConstraint.constant = 0
    UIView.animate(
      withDuration: 1.0, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [.curveEaseInOut],
      animations: { root.layoutIfNeeded() }, completion: { finished = $0 })
    #expect(finished)
    expectFrame(button, 150, 380, 100, 40, "button, centred")
  }

  @Test("S-20: a multiplier on centerY scales the coordinate in the root, not in the safe area")
  func proportionalCentring() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    root.rootSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let buttons = (0..<3).map { _ in ContentView(width: 30, height: 40) }
    for button in buttons {
      button.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(button)
    }
    let safe = root.safeAreaLayoutGuide
    for (button, multiplier) in zip(buttons, [0.5, 1.0, 1.5]) {
      NSLayoutConstraint(
        item: button, attribute: .centerX, relatedBy: .equal, toItem: safe, attribute: .centerX, multiplier: 1,
        constant: 0
      ).isActive = true
      NSLayoutConstraint(
        item: button, attribute: .centerY, relatedBy: .equal, toItem: safe, attribute: .centerY,
        multiplier: CGFloat(multiplier), constant: 0
      ).isActive = true
    }
    // An iPhone X is a 3x screen; at 2x the frames below sit on the pixel grid.
    root.overrideTraitCollection = UITraitCollection(displayScale: 2)
    root.layoutIfNeeded()
    expectFrame(buttons[0], 172.5, 185.5, 30, 40, "b1")
    expectFrame(buttons[1], 172.5, 391, 30, 40, "b2")
    expectFrame(buttons[2], 172.5, 596.5, 30, 40, "b3")
  }

  @Test("S-16, corrected: an initialiser-built constraint that mixes axes is installed and solved, as in UIKit")
  func mixedAxesAreInstalled() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.layoutDiagnostics.handler = { _ in true }
    let redView = UIView.makeView(color: .red)
    root.addSubview(redView)
    NSLayoutConstraint.activate([
      redView.widthAnchor.constraint(equalToConstant: 100),
      redView.heightAnchor.constraint(equalToConstant: 40),
      redView.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    let constraint = NSLayoutConstraint(
      item: root, attribute: .bottom, relatedBy: .equal, toItem: redView, attribute: .trailing, multiplier: 1,
      constant: 50)
    constraint.isActive = true
    #expect(constraint.isActive)
    #expect(root.layoutDiagnostics.reports.isEmpty)
    root.layoutIfNeeded()
    // root.bottom is 667 (its frame is fixed), so red.trailing = 667 − 50 = 617 and red.minX = 517.
    expectFrame(redView, 517, 20, 100, 40, "red")
  }
}
