import Foundation
import Testing

@testable import OpenAutoLayout

/// Content given instead of measured (View+GivenContent.swift): an intrinsic size that replaces
/// ``View/intrinsicContentSize`` wherever layout reads it, and a last baseline kept from the top.
/// Frames are derived by hand in the comments.
@Suite("Given content: intrinsic size and last baseline", .timeLimit(.minutes(10)))
struct GivenContentTests {
  /// `root` with `view` pinned at (10, 20) by its top and leading edges only: its size is its
  /// intrinsic size.
  static func pinned(_ view: View, in root: View) throws {
    root.addSubview(view)
    try LayoutConstraint.activateOrThrow([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
  }

  @Test("A given intrinsic size replaces the measured one; the view still says what it measures")
  func givenSizeReplacesTheMeasuredOne() throws {
    let root = makeRoot(400, 300)
    let view = StubView("stub", width: 100, height: 20)
    try Self.pinned(view, in: root)
    view.givenIntrinsicContentSize = CGSize(width: 60, height: 40)
    root.layoutIfNeeded()
    expectFrame(view, 10, 20, 60, 40)
    #expect(view.intrinsicContentSize == CGSize(width: 100, height: 20))
    #expect(view.effectiveIntrinsicContentSize == CGSize(width: 60, height: 40))
  }

  @Test("Changing or clearing the given size lays the view out again")
  func changingTheGivenSize() throws {
    let root = makeRoot(400, 300)
    let view = StubView("stub", width: 100, height: 20)
    try Self.pinned(view, in: root)
    view.givenIntrinsicContentSize = CGSize(width: 60, height: 40)
    root.layoutIfNeeded()
    // No intrinsic width: the required width constraint alone sizes it.
    view.widthAnchor.constraint(equalToConstant: 80).isActive = true
    view.givenIntrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: 50)
    root.layoutIfNeeded()
    expectFrame(view, 10, 20, 80, 50)
    view.givenIntrinsicContentSize = nil
    root.layoutIfNeeded()
    // Back to the measured 100 × 20, the width required at 80.
    expectFrame(view, 10, 20, 80, 20)
    #expect(view.effectiveIntrinsicContentSize == CGSize(width: 100, height: 20))
  }

  @Test("A plain view, which measures nothing, is sized by a given size")
  func plainViewTakesAGivenSize() throws {
    let root = makeRoot(400, 300)
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.givenIntrinsicContentSize = CGSize(width: 30, height: 10)
    try Self.pinned(view, in: root)
    root.layoutIfNeeded()
    expectFrame(view, 10, 20, 30, 10)
  }

  @Test("A stack's proportional distribution shares by the given lengths")
  func proportionalStackReadsGivenLengths() throws {
    let root = makeRoot(700, 300)
    // Measured, both would be 50 wide and share 600 equally; given, 100 and 200 share it 1 : 2.
    let a = StubView("a", width: 50, height: 20), b = StubView("b", width: 50, height: 20)
    a.givenIntrinsicContentSize = CGSize(width: 100, height: 20)
    b.givenIntrinsicContentSize = CGSize(width: 200, height: 20)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.distribution = .fillProportionally
    stack.translatesAutoresizingMaskIntoConstraints = false
    try Self.pinned(stack, in: root)
    stack.widthAnchor.constraint(equalToConstant: 600).isActive = true
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 200, 20)
    expectFrame(b, 200, 0, 400, 20)
  }

  @Test("A given last baseline stays its distance below the top as the view grows")
  func lastBaselineIsKeptFromTheTop() throws {
    let root = makeRoot(400, 300)
    let view = StubView("text", width: 50, height: 40)
    view.givenLastBaselineOffsetFromTop = 30
    let mark = StubView("mark", width: 4, height: 4)
    root.addSubview(view)
    root.addSubview(mark)
    try LayoutConstraint.activateOrThrow([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      view.heightAnchor.constraint(equalToConstant: 100),
      mark.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      mark.topAnchor.constraint(equalTo: view.lastBaselineAnchor),
    ])
    root.layoutIfNeeded()
    // 100 high from y = 100: the baseline 30 below the top (130), 70 above the bottom; kept from
    // the bottom, as first assumed for the intrinsic 40, it would be at 200 - 10 = 190.
    expectFrame(view, 0, 100, 50, 100)
    expectFrame(mark, 0, 130, 4, 4)
    #expect(view.lastBaselineOffsetFromBottom == 70)
  }

  @Test("Before the first layout, the last baseline assumes the intrinsic height, or the frame's")
  func lastBaselineBeforeTheFirstLayout() {
    // Intrinsic 40 outset by insets 2 and 3: a 45-high frame, the baseline 45 - 30 above its bottom.
    let text = StubView("text", width: 50, height: 40)
    text.alignmentRectInsets = EdgeInsets(top: 2, left: 0, bottom: 3, right: 0)
    text.givenLastBaselineOffsetFromTop = 30
    #expect(text.lastBaselineOffsetFromBottom == 15)
    // A view that translates its autoresizing mask keeps its 60-high frame.
    let framed = View(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
    framed.givenLastBaselineOffsetFromTop = 25
    #expect(framed.lastBaselineOffsetFromBottom == 35)
    // Neither: nothing to assume until a layout gives it a height.
    let plain = View()
    plain.translatesAutoresizingMaskIntoConstraints = false
    plain.givenLastBaselineOffsetFromTop = 25
    #expect(plain.lastBaselineOffsetFromBottom == nil)
  }
}
