import Foundation
import OpenAutoLayoutUIKit
import Testing

/// The README's and Guides/LayoutModel.md's UIKit example, verbatim, with the frames they print
/// (behaviour-1 S-23's red-over-green layout at 375 × 667).
@Suite(.timeLimit(.minutes(10))) struct ReadmeExampleTests {
  @Test func readmeExample() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let red = UIView(), green = UIView()
    for view in [red, green] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      red.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      root.trailingAnchor.constraint(equalTo: red.trailingAnchor, constant: 50),
      red.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      green.topAnchor.constraint(equalTo: red.bottomAnchor, constant: 25),
      green.leadingAnchor.constraint(equalTo: red.leadingAnchor),
      green.trailingAnchor.constraint(equalTo: red.trailingAnchor),
      root.bottomAnchor.constraint(equalTo: green.bottomAnchor, constant: 50),
      red.heightAnchor.constraint(equalTo: green.heightAnchor),
    ])
    root.layoutIfNeeded()
    #expect(red.frame == CGRect(x: 50, y: 50, width: 275, height: 271))
    #expect(green.frame == CGRect(x: 50, y: 346, width: 275, height: 271))
  }
}
