import Foundation
import OpenAutoLayout
import OpenAutoLayoutAppKit
import Testing

/// A vertical (side-by-side) split view 600 × 400 with panes of the given widths, laid out.
private func sideBySide(_ widths: [CGFloat], style: NSSplitView.DividerStyle = .thin) -> (NSSplitView, [NSView]) {
  let splitView = NSSplitView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
  splitView.isVertical = true
  splitView.dividerStyle = style
  let panes = widths.map { NSView(frame: CGRect(x: 0, y: 0, width: $0, height: 400)) }
  for pane in panes { splitView.addArrangedSubview(pane) }
  splitView.layoutSubtreeIfNeeded()
  return (splitView, panes)
}

@Suite("NSSplitView: panes, dividers, holding priorities")
struct NSSplitViewTests {
  @Test("divider thickness by style: thick and pane splitter 9, thin 1; flipped; horizontal by default")
  func dividerThickness() {
    let splitView = NSSplitView(frame: .zero)
    #expect(splitView.isFlipped)
    #expect(!splitView.isVertical)
    #expect(splitView.dividerStyle == .thick)
    #expect(splitView.dividerThickness == 9)
    splitView.dividerStyle = .thin
    #expect(splitView.dividerThickness == 1)
    splitView.dividerStyle = .paneSplitter
    #expect(splitView.dividerThickness == 9)
    #expect(splitView.arrangesAllSubviews)
  }

  @Test("side-by-side panes keep their widths when they fill the split view")
  func panesSideBySide() {
    // 200 + 1 + 399 = 600: nothing to distribute.
    let (splitView, panes) = sideBySide([200, 399])
    #expect(splitView.arrangedSubviews.count == 2)
    #expect(panes[0].frame == CGRect(x: 0, y: 0, width: 200, height: 400))
    #expect(panes[1].frame == CGRect(x: 201, y: 0, width: 399, height: 400))
  }

  @Test("stacked panes, top first: the split view is flipped")
  func stackedPanes() {
    let splitView = NSSplitView(frame: CGRect(x: 0, y: 0, width: 300, height: 409))
    let top = NSView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let bottom = NSView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    splitView.addArrangedSubview(top)
    splitView.addArrangedSubview(bottom)
    splitView.layoutSubtreeIfNeeded()
    // 100 + 9 + 300 = 409; y grows downward.
    #expect(top.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    #expect(bottom.frame == CGRect(x: 0, y: 109, width: 300, height: 300))
  }

  @Test("on a resize the pane with the lowest holding priority takes the change")
  func holdingPriorities() {
    let (splitView, panes) = sideBySide([200, 399])
    // The sidebar holds its width (as Mac code sets it); the other pane keeps 250.
    splitView.setHoldingPriority(NSLayoutConstraint.Priority(rawValue: 260), forSubviewAt: 0)
    #expect(splitView.holdingPriorityForSubview(at: 1) == .defaultLow)
    splitView.frame = CGRect(x: 0, y: 0, width: 800, height: 400)
    splitView.layoutSubtreeIfNeeded()
    // 800 − 1 − 200 = 599 for the second pane.
    #expect(panes[0].frame == CGRect(x: 0, y: 0, width: 200, height: 400))
    #expect(panes[1].frame == CGRect(x: 201, y: 0, width: 599, height: 400))
    // The other way round: the first pane gives.
    splitView.setHoldingPriority(NSLayoutConstraint.Priority(rawValue: 240), forSubviewAt: 0)
    splitView.frame = CGRect(x: 0, y: 0, width: 700, height: 400)
    splitView.layoutSubtreeIfNeeded()
    // 100 narrower: 200 − 100 = 100, the second keeps 599.
    #expect(panes[0].frame == CGRect(x: 0, y: 0, width: 100, height: 400))
    #expect(panes[1].frame == CGRect(x: 101, y: 0, width: 599, height: 400))
  }

  @Test("equal priorities share a resize in proportion to the panes' sizes")
  func equalPrioritiesShare() {
    // 100 + 1 + 300 + 1 + 198 = 600.
    let (splitView, panes) = sideBySide([100, 300, 198])
    splitView.frame = CGRect(x: 0, y: 0, width: 1198, height: 400)
    splitView.layoutSubtreeIfNeeded()
    // 598 more points over 598 of panes: each doubles.
    #expect(panes.map(\.frame.width) == [200, 600, 396])
    // After the two panes and dividers (to within the engine's floating-point arithmetic).
    #expect(abs(panes[2].frame.minX - (200 + 1 + 600 + 1)) < 0.001)
  }

  @Test("a pane's minimum width constraint stops it; the rest goes to the next priority")
  func minimumWidthRespected() {
    let (splitView, panes) = sideBySide([200, 399])
    let content = panes[1]
    let inner = NSView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(inner)
    NSLayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      inner.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      inner.topAnchor.constraint(equalTo: content.topAnchor),
      inner.widthAnchor.constraint(greaterThanOrEqualToConstant: 300),
    ])
    splitView.setHoldingPriority(NSLayoutConstraint.Priority(rawValue: 260), forSubviewAt: 0)
    splitView.frame = CGRect(x: 0, y: 0, width: 401, height: 400)
    splitView.layoutSubtreeIfNeeded()
    // 401 − 1 = 400 for the panes: the second gives 99 to its minimum, 300; the sidebar gives
    // the other 100, to 100.
    #expect(panes[1].frame.width == 300)
    #expect(panes[0].frame.width == 100)
    #expect(panes[1].frame.minX == 101)
  }

  @Test("setPosition(_:ofDividerAt:) resizes the two panes beside the divider, within their minimums")
  func dividerPosition() {
    let (splitView, panes) = sideBySide([100, 300, 198])
    splitView.setPosition(150, ofDividerAt: 0)
    // The first pane ends at 150; the second starts at 151 and still ends at 100 + 1 + 300 = 401.
    #expect(panes[0].frame.width == 150)
    #expect(panes[1].frame == CGRect(x: 151, y: 0, width: 250, height: 400))
    #expect(panes[2].frame.minX == 402)
    // Beyond the second pane's end: it shrinks to nothing (no minimum), the divider at 400.
    splitView.setPosition(1000, ofDividerAt: 0)
    #expect(panes[0].frame.width == 400)
    #expect(panes[1].frame.width == 0)
    #expect(splitView.maxPossiblePositionOfDivider(at: 0) == 400)
    #expect(splitView.minPossiblePositionOfDivider(at: 0) == 0)
    // A later layout keeps the positions.
    splitView.needsLayout = true
    splitView.layoutSubtreeIfNeeded()
    #expect(panes[0].frame.width == 400)
  }

  @Test("adjustSubviews() sizes panes made without a size equally")
  func adjustSubviewsEqually() {
    let splitView = NSSplitView(frame: CGRect(x: 0, y: 0, width: 602, height: 400))
    splitView.isVertical = true
    splitView.dividerStyle = .thin
    let panes = [NSView(), NSView(), NSView()]
    for pane in panes { splitView.addSubview(pane) }
    splitView.adjustSubviews()
    // 602 − 2 dividers = 600, 200 each.
    #expect(panes.map(\.frame) == [
      CGRect(x: 0, y: 0, width: 200, height: 400), CGRect(x: 201, y: 0, width: 200, height: 400),
      CGRect(x: 402, y: 0, width: 200, height: 400),
    ])
  }

  @Test("a delegate limits the divider")
  func delegateConstrainsPosition() {
    final class Limits: NSSplitViewDelegate {
      func splitView(_ splitView: NSSplitView, constrainMinCoordinate proposedMinimumPosition: CGFloat, ofSubviewAt index: Int) -> CGFloat { 120 }
    }
    let limits = Limits()
    let (splitView, panes) = sideBySide([200, 399])
    splitView.delegate = limits
    splitView.setPosition(50, ofDividerAt: 0)
    #expect(panes[0].frame.width == 120)
    #expect(panes[1].frame == CGRect(x: 121, y: 0, width: 479, height: 400))
  }
}
