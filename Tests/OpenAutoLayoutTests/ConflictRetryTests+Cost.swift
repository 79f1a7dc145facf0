import Foundation
import Testing

@testable import OpenAutoLayout

/// A broken constraint whose conflict still stands is not explained again. Found in Rectangle's
/// Main.storyboard: a stack view's required constraint broken against its arranged views'
/// content sizes was retried, and its minimal conflict searched for, at every intrinsic-size
/// change of a pass, instead of once (Apple logs and breaks it once, when it is added).
extension ConflictRetryTests {
  /// A label whose required compression resistance holds it at its intrinsic width, a box as wide
  /// as the label, and the user's `box.width == 50`, activated last: the three cannot hold while the
  /// intrinsic width exceeds 50, and decision 3 breaks the user's newest one, `box.width == 50`.
  private struct Layout {
    let root = makeRoot(400, 400)
    let label = StubView("label", width: 100, height: 20)
    let box: View
    let sameWidth: LayoutConstraint
    let fixedWidth: LayoutConstraint

    init() {
      label.setContentCompressionResistancePriority(.required, for: .horizontal)
      root.addSubview(label)
      box = addView("box", to: root)
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
      label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
      box.topAnchor.constraint(equalTo: label.bottomAnchor).isActive = true
      box.heightAnchor.constraint(equalToConstant: 10).isActive = true
      sameWidth = box.widthAnchor.constraint(equalTo: label.widthAnchor)
      sameWidth.isActive = true
      fixedWidth = box.widthAnchor.constraint(equalToConstant: 50)
      fixedWidth.isActive = true
      root.layoutIfNeeded()
    }

    var conflictSearches: Int { root.hierarchyContext.engine?.conflictSearches ?? -1 }
  }

  @Test func aConflictThatStillStandsIsExplainedOnceAcrossIntrinsicSizeChanges() throws {
    let layout = Layout()
    #expect(layout.root.isBroken(layout.fixedWidth))
    // When the engine was built: once or twice (the content size, added after the user's
    // constraints, meets the conflict first and sets `fixedWidth` aside, which then breaks).
    let searches = layout.conflictSearches
    #expect((1...2).contains(searches))
    let reports = layout.root.layoutDiagnostics.reports.count
    #expect(reports == 1)
    // Every width from 101 to 150 still exceeds 50: the conflict stands after each pass, the box
    // follows the label (its width, by hand, is the intrinsic width), and nothing is explained again.
    for width in 101...150 {
      layout.label.stubSize = CGSize(width: CGFloat(width), height: 20)
      layout.root.layoutIfNeeded()
      #expect(layout.root.isBroken(layout.fixedWidth))
      #expect(layout.box.frame.width == CGFloat(width))
    }
    #expect(layout.conflictSearches == searches)
    #expect(layout.root.layoutDiagnostics.reports.count == reports)
  }

  @Test func aConflictThatNoLongerStandsLetsTheBrokenConstraintBackIn() {
    let layout = Layout()
    #expect(layout.root.isBroken(layout.fixedWidth))
    let searches = layout.conflictSearches
    // 40 ≤ 50: the label may grow to 50 (its hugging is optional), so `fixedWidth` holds again.
    layout.label.stubSize = CGSize(width: 40, height: 20)
    layout.root.layoutIfNeeded()
    #expect(!layout.root.isBroken(layout.fixedWidth))
    expectFrame(layout.label, 0, 0, 50, 20)
    expectFrame(layout.box, 0, 20, 50, 10)
    #expect(layout.conflictSearches == searches)
    // 120 > 50 again: the content size (the system's) wins over the user's constant, which breaks
    // again and is reported again, a new conflict; the box follows the label to 120.
    layout.label.stubSize = CGSize(width: 120, height: 20)
    layout.root.layoutIfNeeded()
    #expect(layout.root.isBroken(layout.fixedWidth))
    expectFrame(layout.box, 0, 20, 120, 10)
    #expect(layout.root.layoutDiagnostics.reports.count == 2)
  }

  @Test func removingAMemberOfTheConflictStillRetriesTheBrokenConstraint() {
    let layout = Layout()
    #expect(layout.root.isBroken(layout.fixedWidth))
    // Without `box.width == label.width`, the box's 50 conflicts with nothing.
    layout.sameWidth.isActive = false
    layout.root.layoutIfNeeded()
    #expect(!layout.root.isBroken(layout.fixedWidth))
    expectFrame(layout.label, 0, 0, 100, 20)
    expectFrame(layout.box, 0, 20, 50, 10)
  }

  @Test func aMemberWhoseConstantChangesButStillConflictsKeepsItBrokenAndReportsNothing() {
    let layout = Layout()
    let searches = layout.conflictSearches
    // `box.width == label.width` becomes `box.width == label.width + 10`: 50 would make the label
    // 40, still under its required 100, so `fixedWidth` stays broken and the box is 110 wide.
    layout.sameWidth.constant = 10
    layout.root.layoutIfNeeded()
    #expect(layout.root.isBroken(layout.fixedWidth))
    expectFrame(layout.box, 0, 20, 110, 10)
    #expect(layout.conflictSearches == searches)
    #expect(layout.root.layoutDiagnostics.reports.count == 1)
    // −60: 50 would make the label 110 ≥ 100, so it holds again, the label at 110.
    layout.sameWidth.constant = -60
    layout.root.layoutIfNeeded()
    #expect(!layout.root.isBroken(layout.fixedWidth))
    expectFrame(layout.label, 0, 0, 110, 20)
    expectFrame(layout.box, 0, 20, 50, 10)
  }
}
