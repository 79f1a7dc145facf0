import Foundation
import OpenAutoLayoutUIKit
import Testing

// The book's debugging code (chapter 10), in UIKit's names: identifiers, a recursive ambiguity
// check, constraints affecting layout, exercising ambiguity, and the trace.

extension UIView {
  /// The book's recursive check: `hasAmbiguousLayout` looks at the receiver only.
  func ambiguousSubviews() -> [UIView] {
    subviews.flatMap { ($0.hasAmbiguousLayout(for: .horizontal) || $0.hasAmbiguousLayout(for: .vertical) ? [$0] : []) + $0.ambiguousSubviews() }
  }
}

@Suite(.timeLimit(.minutes(10))) struct DebuggingTests {
  @Test func theBooksConflictAndAmbiguityToolsWorkUnderUIKitsNames() throws {
    let rootView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    rootView.accessibilityIdentifier = "RootView"
    var broken: [NSLayoutConstraint] = []
    rootView.layoutDiagnostics.unsatisfiableConstraintsAlert = { constraint, _ in broken.append(constraint) }
    rootView.layoutDiagnostics.log = { _ in }
    let okButton = ContentView(width: 84, height: 30)
    okButton.accessibilityIdentifier = "okButton"
    let cancelButton = ContentView(width: 60, height: 30)
    cancelButton.accessibilityIdentifier = "cancelButton"
    for button in [okButton, cancelButton] {
      button.translatesAutoresizingMaskIntoConstraints = false
      rootView.addSubview(button)
    }
    let okCenter = okButton.centerYAnchor.constraint(equalTo: rootView.centerYAnchor)
    okCenter.identifier = "OKCenter"
    NSLayoutConstraint.activate([
      okCenter,
      cancelButton.centerYAnchor.constraint(equalTo: rootView.centerYAnchor),
      cancelButton.leadingAnchor.constraint(equalTo: rootView.leadingAnchor, constant: 20),
      okButton.leadingAnchor.constraint(equalTo: cancelButton.trailingAnchor, constant: 8),
      okButton.trailingAnchor.constraint(equalTo: rootView.trailingAnchor, constant: -20),
    ])
    rootView.layoutIfNeeded()
    #expect(broken.isEmpty)
    #expect(okCenter.debugDescription.contains("'OKCenter' okButton.centerY == RootView.centerY   (active, names: "))
    // Equal hugging: the two buttons share the slack.
    #expect(rootView.ambiguousSubviews().map(\.accessibilityIdentifier) == ["okButton", "cancelButton"])
    #expect(rootView.autolayoutTrace().contains("*okButton:"))
    let vertical: [NSLayoutConstraint] = okButton.constraintsAffectingLayout(for: NSLayoutConstraint.Axis.vertical)
    #expect(vertical.contains { $0 === okCenter })
    let before = okButton.frame
    okButton.exerciseAmbiguityInLayout()
    #expect(okButton.frame != before)
    let fix = try #require(okButton.explainAmbiguity(for: .horizontal)?.fixes.first)
    fix.apply()
    rootView.layoutIfNeeded()
    #expect(rootView.ambiguousSubviews().isEmpty)
  }
}
