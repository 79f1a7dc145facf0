import Foundation
import OpenAutoLayout
import Testing

@testable import TextMeasurement

/// Segmented controls: segments as wide as the widest title (or each its own) plus 10 on each
/// side, 28 tall. The fixed measurer at 10 points: a character 5 wide, a line 12 tall.
@Suite("Segmented controls", .timeLimit(.minutes(10)))
struct SegmentedControlTests {
  func control(_ titles: [String]) -> SegmentedControl {
    let control = SegmentedControl(titles: titles)
    control.font = .systemFont(ofSize: 10)
    control.measurer = ControlFixtures.fixed
    return control
  }

  @Test("Equal segments by default: the widest title (25) plus 20, twice; apportioned: 35 + 45")
  func widths() {
    let control = control(["One", "Three"])
    #expect(control.intrinsicContentSize == CGSize(width: 90, height: 28))
    control.apportionsSegmentWidthsByContent = true
    #expect(control.intrinsicContentSize == CGSize(width: 80, height: 28))
    #expect(control.numberOfSegments == 2)
    #expect(control.titleForSegment(at: 1) == "Three")
    #expect(control.titleForSegment(at: 2) == nil)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(ControlFixtures.priorities(of: control) == [250, 250, 750, 750])
  }

  @Test("28 tall until the title line and 4 above and below are taller; no segments, no width")
  func heights() {
    let control = control(["A"])
    // 12 + 8 = 20 < 28.
    #expect(control.intrinsicContentSize.height == 28)
    // 30 points: 36 + 8 = 44.
    control.font = .systemFont(ofSize: 30)
    #expect(control.intrinsicContentSize.height == 44)
    #expect(self.control([]).intrinsicContentSize == CGSize(width: 0, height: 28))
    // The default 13-point font: "A" is 6.5, 7 at 1x, plus 20.
    let plain = SegmentedControl(titles: ["A"])
    plain.measurer = ControlFixtures.fixed
    #expect(plain.intrinsicContentSize.width == 27)
  }

  @Test("Stretched to 100: equal segments share it; apportioned ones share the extra 20 equally")
  func segmentFrames() {
    let root = ControlFixtures.root(300, 100)
    let control = control(["One", "Three"])
    root.addSubview(control)
    LayoutConstraint.activate([
      control.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      control.topAnchor.constraint(equalTo: root.topAnchor),
      control.widthAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(control.frame == CGRect(x: 0, y: 0, width: 100, height: 28))
    #expect(control.segmentFrames(in: control.bounds) == [
      CGRect(x: 0, y: 0, width: 50, height: 28), CGRect(x: 50, y: 0, width: 50, height: 28),
    ])
    control.apportionsSegmentWidthsByContent = true
    #expect(control.segmentFrames(in: control.bounds) == [
      CGRect(x: 0, y: 0, width: 45, height: 28), CGRect(x: 45, y: 0, width: 55, height: 28),
    ])
  }
}
