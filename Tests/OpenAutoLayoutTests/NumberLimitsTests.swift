import Foundation
import Testing

@testable import OpenAutoLayout

// Numbers no layout can use (issue 15): constants beyond ±1e15, multipliers outside ±[1e-6, 1e6],
// infinite priorities. They are refused with the rule they break and reported; none traps, and
// the rest of the layout goes on.

@Suite("Numbers out of range: refused, reported, never a trap", .timeLimit(.minutes(10)))
struct NumberLimitsTests {
  @Test("Priorities print whatever they hold, as UIKit prints them")
  func priorityDescriptions() {
    #expect(LayoutPriority(750).description == "750")
    #expect(LayoutPriority(999.5).description == "999.5")
    #expect(LayoutPriority(.infinity).description == "inf")
    #expect(LayoutPriority(-.infinity).description == "-inf")
    #expect(LayoutPriority(1e30).description == "1e+30")
    #expect(LayoutPriority(-1e19).description == "-1e+19")
  }

  @Test("An infinite priority is refused, and the refusal prints")
  func infinitePriority() {
    let root = makeRoot(375, 667)
    let box = addView("box", to: root)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    width.priority = LayoutPriority(.infinity)
    #expect(width.priority == .required)
    let reports = root.layoutDiagnostics.reports
    #expect(reports.count == 1)
    guard case .illegalConstraint(.invalidPriority(let value, _)) = reports.first else {
      Issue.record("expected an invalid priority report, got \(reports)")
      return
    }
    #expect(value == .infinity)
    #expect("\(reports[0])".hasSuffix("box.width == 100: priority inf is outside (0, 1000]"))
  }

  @Test("A compression resistance of 2.1e37 (past Int's range) is refused, and the refusal prints")
  func hugeContentPriority() {
    let root = makeRoot(375, 667)
    let box = addView("box", to: root)
    box.setContentCompressionResistancePriority(LayoutPriority(2.1e37), for: .vertical)
    box.setContentHuggingPriority(LayoutPriority(-.infinity), for: .horizontal)
    #expect(box.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    #expect(box.contentHuggingPriority(for: .horizontal) == .defaultLow)
    let texts = root.layoutDiagnostics.reports.map { "\($0)" }
    #expect(texts.count == 2)
    #expect(texts.first?.hasSuffix("box compression resistance: priority 2.1e+37 is outside (0, 1000]") == true)
    #expect(texts.last?.hasSuffix("box content hugging: priority -inf is outside (0, 1000]") == true)
  }

  @Test("Constants beyond ±1e15 and multipliers outside ±[1e-6, 1e6] are illegal",
        arguments: [(1e16, 1.0), (-1e16, 1.0), (8.0, 2e6), (8.0, -1e-7), (8.0, 1e300)] as [(CGFloat, CGFloat)])
  func illegalNumbers(constant: CGFloat, multiplier: CGFloat) throws {
    let root = makeRoot(375, 667)
    let red = addView("red", to: root), blue = addView("blue", to: root)
    let constraint = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: multiplier, constant: constant)
    #expect(B1.thrownKind { try constraint.activate() } == .outOfRange)
    #expect(!constraint.isActive)
    constraint.isActive = true
    #expect(B1.illegalErrors(root).map(B1.ErrorKind.init) == [.outOfRange])
  }

  @Test("The limits themselves are legal")
  func edgeNumbers() throws {
    let root = makeRoot(375, 667)
    let red = addView("red", to: root), blue = addView("blue", to: root)
    for (constant, multiplier) in [(1e15, 1.0), (-1e15, 0), (0, 1e6), (0, -1e-6)] as [(CGFloat, CGFloat)] {
      let constraint = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: multiplier, constant: constant)
      #expect(constraint.illegality() == nil, "\(constraint)")
    }
  }

  @Test("A constant moved out of range on an active constraint is reported, and moving it back lays out")
  func constantOutOfRange() {
    let root = makeRoot(375, 667)
    let box = addView("box", to: root)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      width, box.heightAnchor.constraint(equalToConstant: 50),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    expectFrame(box, 10, 20, 100, 50)
    for value: CGFloat in [1e20, .nan, .infinity] {
      width.constant = value
      root.layoutIfNeeded()
    }
    #expect(B1.illegalErrors(root).map(B1.ErrorKind.init) == [.outOfRange, .nonFinite, .nonFinite])
    width.constant = 120
    root.layoutIfNeeded()
    expectFrame(box, 10, 20, 120, 50)
  }

  @Test("An intrinsic size of 1e20 is left out and reported; the layout goes on")
  func hugeIntrinsicSize() {
    let root = makeRoot(375, 667)
    let label = StubView("label", width: 1e20, height: 21)
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
    ])
    root.layoutIfNeeded()
    // The width pair (hugging and compression resistance) cannot go in; the height pair can.
    let reports = B1.illegalErrors(root).map(B1.ErrorKind.init)
    #expect(reports == [.outOfRange, .outOfRange])
    #expect(label.frame.minX == 16 && label.frame.minY == 40 && label.frame.height == 21)
    label.stubSize = CGSize(width: 80, height: 21)
    root.layoutIfNeeded()
    expectFrame(label, 16, 40, 80, 21)
  }
}
