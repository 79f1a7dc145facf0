import Foundation
import Testing

@testable import OpenAutoLayout

/// The README's debugging example, verbatim, with what it prints.
@Suite(.timeLimit(.minutes(10))) struct ReadmeDebuggingExampleTests {
  @Test func readmeDebuggingExample() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.accessibilityIdentifier = "root"
    let box = View()
    box.accessibilityIdentifier = "box"
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    print(root.autolayoutTrace())
    let explanation = box.explainAmbiguity(for: .horizontal)!
    print(explanation)
    explanation.fixes.forEach { $0.apply() }
    root.layoutIfNeeded()

    let lines = root.autolayoutTrace().components(separatedBy: "\n")
    #expect(lines[0] == "•root:\(root.debugAddress)")
    #expect(lines[1] == "|   *box:\(box.debugAddress)")
    #expect(
      explanation.description
        == "`box.minX` can take more than one value: nothing fixes box.minX. Fix: add the constraint box.left == root.left.")
    #expect(!box.hasAmbiguousLayout)
    #expect(box.frame == CGRect(x: 0, y: 20, width: 100, height: 40))
  }
}
