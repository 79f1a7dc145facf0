import Foundation
import Testing

@testable import OpenAutoLayout

@Suite(.timeLimit(.minutes(10))) struct DiagnosticsTests {
  @Test func autoresizingConflictIsLoggedWithTheMaskNotation() throws {
    let root = makeRoot(375, 667)
    let view = View(frame: CGRect(x: 100, y: 0, width: 168, height: 50))
    view.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    root.addSubview(view)
    let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    let trailing = view.trailingAnchor.constraint(equalTo: root.trailingAnchor)
    LayoutConstraint.activate([leading, trailing])
    root.layoutIfNeeded()
    let text = root.layoutDiagnostics.reports.map(\.description).joined(separator: "\n")
    #expect(text.contains("Unable to simultaneously satisfy constraints."))
    #expect(text.contains("<NSAutoresizingMaskLayoutConstraint:\(view.autoresizingConstraints[0].debugAddress) h=&-& v=--& "))
    #expect(text.contains("Will attempt to recover by breaking constraint"))
    // The user's constraints break before the system's (decision 3); the width stays 168.
    #expect(root.isBroken(trailing) || root.isBroken(leading))
    #expect(view.frame.width == 168)
  }

  @Test func contentSizeConstraintsAreLoggedWithTheirPriorities() {
    let root = makeRoot(375, 667)
    let label = StubView("label", width: 84, height: 30)
    root.addSubview(label)
    root.layoutIfNeeded()
    let constraints = label.constraints.filter { $0.origin == .contentSize }
    let widths = constraints.filter { $0.firstAttribute == .width }
    let heights = constraints.filter { $0.firstAttribute == .height }
    // UIKit has one content-size constraint per axis with both priorities: our pair prints as it.
    #expect(widths.count == 2 && heights.count == 2)
    for constraint in widths {
      #expect(
        constraint.logDescription == "<NSContentSizeLayoutConstraint:\(widths[0].debugAddress) label.width == 84 "
          + "Hug:250 CompressionResistance:750   (active, names: label:\(label.debugAddress) )>")
    }
    label.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    #expect(heights[1].logDescription.contains("label.height == 30 Hug:251 CompressionResistance:750"))
  }

  @Test func illegalActivationThroughTheNonThrowingAPIIsReportedAndChangesNothing() {
    let root = makeRoot(375, 667)
    let red = addView("red", to: root), green = addView("green", to: root)
    let constraint = LayoutConstraint(
      item: red, attribute: .leading, relatedBy: .equal, toItem: green, attribute: .right, multiplier: 1, constant: 8)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(root.constraints.isEmpty)
    guard case .illegalConstraint(.leadingTrailingAgainstLeftRight(let text)) = root.layoutDiagnostics.reports.first
    else {
      Issue.record("expected a leading/right report, got \(root.layoutDiagnostics.reports)")
      return
    }
    #expect(text == "red.leading == green.right + 8")
  }
}
