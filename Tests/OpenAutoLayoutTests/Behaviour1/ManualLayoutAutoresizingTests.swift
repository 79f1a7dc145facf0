import Foundation
import Testing

@testable import OpenAutoLayout

/// behaviour-1 §3 part A: manual layout and autoresizing (S-01 … S-07). Views made with
/// `View(frame:)` keep `translatesAutoresizingMaskIntoConstraints = true` (spec decision 8).
@Suite(.timeLimit(.minutes(10))) struct Behaviour1ManualLayoutTests {
  // MARK: S-01 Fixed frame, no resizing

  struct FixedFrameCase: Sendable, CustomTestStringConvertible {
    let name: String
    let mask: AutoresizingMask
    var testDescription: String { name }
  }

  @Test(
    "S-01 a fixed frame does not follow its superview",
    arguments: [
      FixedFrameCase(name: "Interface Builder default mask", mask: [.flexibleRightMargin, .flexibleBottomMargin]),
      FixedFrameCase(name: "code default mask", mask: []),
    ])
  func s01FixedFrame(_ row: FixedFrameCase) {
    let root = makeRoot(375, 667)
    let green = View(frame: CGRect(x: 50, y: 50, width: 275, height: 150))
    green.autoresizingMask = row.mask
    #expect(green.translatesAutoresizingMaskIntoConstraints)
    root.addSubview(green)
    root.layoutIfNeeded()
    expectFrame(green, 50, 50, 275, 150)

    root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    root.layoutIfNeeded()
    expectFrame(green, 50, 50, 275, 150)

    // iPhone SE, with the frame set at design time: 5 points are off screen.
    root.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
    root.layoutIfNeeded()
    expectFrame(green, 50, 50, 275, 150)
    #expect(green.frame.maxX == 325)
    #expect(!green.hasAmbiguousLayout)
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  // MARK: S-02 Autoresizing a flexible-width container

  @Test(
    "S-02 a flexible width keeps both side margins", arguments: [(667.0, 375.0, 567.0), (320.0, 568.0, 220.0)])
  func s02FlexibleWidth(_ width: CGFloat, _ height: CGFloat, _ expectedWidth: CGFloat) {
    let root = makeRoot(375, 667)
    let green = View(frame: CGRect(x: 50, y: 50, width: 275, height: 150))
    green.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    root.addSubview(green)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    root.layoutIfNeeded()
    expectFrame(green, 50, 50, expectedWidth, 150)
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  // MARK: S-02b Autoresizing keeps a fixed-size label centred

  @Test("S-02b flexible margins keep a label centred")
  func s02bCentredLabel() {
    let root = makeRoot(375, 667)
    let label = StubView("label", width: 159, height: 39)
    label.translatesAutoresizingMaskIntoConstraints = true
    label.frame = CGRect(x: 108, y: 314, width: 159, height: 39)
    label.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
    root.addSubview(label)
    root.layoutIfNeeded()
    expectFrame(label, 108, 314, 159, 39)
    root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    root.layoutIfNeeded()
    expectFrame(label, 254, 168, 159, 39)
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  // MARK: S-03 The gap between siblings grows

  @Test(
    "S-03 autoresizing cannot keep the gap between siblings",
    arguments: [
      // green width, blue (x, w), red (x, w), gap
      (567.0, 25.0, 216.8, 325.2, 216.8, 83.4),
      (220.0, 25.0, 78.0, 117.0, 78.0, 14.0),
    ])
  func s03SiblingGap(
    _ greenWidth: CGFloat, _ blueX: CGFloat, _ blueW: CGFloat, _ redX: CGFloat, _ redW: CGFloat, _ gap: CGFloat
  ) {
    let root = makeRoot(375, 667)
    let green = View(frame: CGRect(x: 50, y: 50, width: 275, height: 150))
    green.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    let blue = View(frame: CGRect(x: 25, y: 25, width: 100, height: 100))
    blue.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleRightMargin]
    let red = View(frame: CGRect(x: 150, y: 25, width: 100, height: 100))
    red.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin]
    root.addSubview(green)
    green.addSubview(blue)
    green.addSubview(red)
    root.layoutIfNeeded()
    expectFrame(blue, 25, 25, 100, 100)
    expectFrame(red, 150, 25, 100, 100)

    root.frame = CGRect(x: 0, y: 0, width: greenWidth + 100, height: 375)
    root.layoutIfNeeded()
    expectFrame(green, 50, 50, greenWidth, 150)
    let origin = CGPoint(x: 50, y: 50)
    expectSolvedFrame(blue, blueX, 25, blueW, 100, superviewOrigin: origin)
    expectSolvedFrame(red, redX, 25, redW, 100, superviewOrigin: origin)
    if let b = blue.unroundedFrame, let r = red.unroundedFrame {
      #expect(abs(r.minX - b.maxX - gap) < 0.001, "gap \(r.minX - b.maxX), expected \(gap)")
    }
  }

  // MARK: S-04 layoutSubviews TileView

  /// The book's TileView: two tiles laid out by hand in `layoutSubviews`.
  final class TileView: View {
    let blue = View()
    let red = View()
    var padding: CGFloat = 25 {
      didSet { setNeedsLayout() }
    }

    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(blue)
      addSubview(red)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
      super.layoutSubviews()
      let itemWidth = (bounds.width - 3 * padding) / 2
      let itemHeight = bounds.height - 2 * padding
      blue.frame = CGRect(x: padding, y: padding, width: itemWidth, height: itemHeight)
      red.frame = CGRect(x: 2 * padding + itemWidth, y: padding, width: itemWidth, height: itemHeight)
    }
  }

  @Test("S-04 TileView keeps its padding when autoresized, and re-lays out when the padding changes")
  func s04TileView() {
    let root = makeRoot(375, 667)
    let tile = TileView(frame: CGRect(x: 50, y: 50, width: 275, height: 150))
    tile.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    root.addSubview(tile)
    root.layoutIfNeeded()
    expectFrame(tile.blue, 25, 25, 100, 100)
    expectFrame(tile.red, 150, 25, 100, 100)

    root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    root.layoutIfNeeded()
    expectFrame(tile, 50, 50, 567, 150)
    expectFrame(tile.blue, 25, 25, 246, 100)
    expectFrame(tile.red, 296, 25, 246, 100)

    // Setting the padding only marks the view; the next layout pass applies it.
    tile.padding = 10
    expectFrame(tile.blue, 25, 25, 246, 100)
    root.layoutIfNeeded()
    expectFrame(tile.blue, 10, 10, 268.5, 130)
    expectFrame(tile.red, 288.5, 10, 268.5, 130)
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  // MARK: S-05 Manual layout in viewWillLayoutSubviews

  /// CodeLayout-v4: adds green once, in `viewWillLayoutSubviews`, sized from the root view.
  final class CodeLayoutController: ViewController {
    let green = View()
    var willLayoutCount = 0

    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      willLayoutCount += 1
      guard green.superview == nil else { return }
      let padding: CGFloat = 50
      green.frame = CGRect(x: padding, y: padding, width: view.bounds.width - 2 * padding, height: 150)
      green.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
      view.addSubview(green)
    }
  }

  @Test("S-05 a view added in viewWillLayoutSubviews is added once and autoresized")
  func s05ViewWillLayoutSubviews() {
    let controller = CodeLayoutController(view: makeRoot(375, 667))
    let root = controller.view
    root.layoutIfNeeded()
    expectFrame(controller.green, 50, 50, 275, 150)

    root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    root.layoutIfNeeded()
    expectFrame(controller.green, 50, 50, 567, 150)
    #expect(controller.willLayoutCount >= 2)
    #expect(root.subviews.count == 1)
  }

  // MARK: S-06 Challenge 2.1: nested views with autoresizing only

  @Test("S-06 nested autoresizing keeps red centred in green")
  func s06NestedAutoresizing() {
    let root = makeRoot(375, 667)
    let green = View(frame: CGRect(x: 50, y: 50, width: 275, height: 567))
    green.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let red = View(frame: CGRect(x: 25, y: 233.5, width: 225, height: 100))  // vertically centred in 567
    red.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
    root.addSubview(green)
    green.addSubview(red)
    root.layoutIfNeeded()
    expectFrame(green, 50, 50, 275, 567)
    expectSolvedFrame(red, 25, 233.5, 225, 100, superviewOrigin: CGPoint(x: 50, y: 50))

    root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    root.layoutIfNeeded()
    expectFrame(green, 50, 50, 567, 275)
    expectSolvedFrame(red, 25, 87.5, 517, 100, superviewOrigin: CGPoint(x: 50, y: 50))
  }

  // MARK: S-07 Challenge 2.3 RGBView

  /// Three full-width bars of equal height, 20 points apart, laid out by hand.
  final class RGBView: View {
    let bars = [View(), View(), View()]

    override init(frame: CGRect) {
      super.init(frame: frame)
      for bar in bars { addSubview(bar) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
      super.layoutSubviews()
      let spacing: CGFloat = 20
      let height = (bounds.height - 2 * spacing) / 3
      for (index, bar) in bars.enumerated() {
        bar.frame = CGRect(x: 0, y: CGFloat(index) * (height + spacing), width: bounds.width, height: height)
      }
    }
  }

  @Test(
    "S-07 RGBView bars", arguments: [(375.0, 667.0, 209.0, 229.0, 458.0), (667.0, 375.0, 335.0 / 3, 395.0 / 3, 790.0 / 3)])
  func s07RGBView(_ width: CGFloat, _ height: CGFloat, _ barHeight: CGFloat, _ y1: CGFloat, _ y2: CGFloat) {
    let root = makeRoot(375, 667)
    let rgb = RGBView(frame: root.bounds)
    rgb.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(rgb)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    root.layoutIfNeeded()
    expectFrame(rgb, 0, 0, width, height)
    expectFrame(rgb.bars[0], 0, 0, width, barHeight)
    expectFrame(rgb.bars[1], 0, y1, width, barHeight)
    expectFrame(rgb.bars[2], 0, y2, width, barHeight)
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  @Test("A superview resized before its first layout shares the change with its autoresizing subviews, as UIKit's does at once")
  func resizedBeforeFirstLayout() {
    // UIKit resizes autoresizing subviews as soon as the superview's size changes, so a
    // container resized before its first layout takes its subviews along: a W+H subview added
    // to it at zero size ends up its size; a 40-point badge centred in 100 with flexible side
    // margins (30 each) shares the 200 extra between them, 100 each: x = 130.
    let container = View()
    let filler = View(frame: .zero)
    filler.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(filler)
    container.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    container.layoutIfNeeded()
    expectFrame(filler, 0, 0, 300, 200)

    let panel = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let badge = View(frame: CGRect(x: 30, y: 0, width: 40, height: 20))
    badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin]
    panel.addSubview(badge)
    panel.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    panel.layoutIfNeeded()
    expectFrame(badge, 130, 0, 40, 20)

    // The same when the container moves into another hierarchy, resized, before any layout.
    let other = View()
    let inner = View(frame: .zero)
    inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    other.addSubview(inner)
    other.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    let window = makeRoot(375, 667)
    window.addSubview(other)
    window.layoutIfNeeded()
    expectFrame(other, 0, 0, 375, 667)
    expectFrame(inner, 0, 0, 375, 667)
  }

  @Test("A mask changed after a resize and before layout shares only the change since the frame was applied")
  func maskChangedAfterResize() {
    // Laid out at 375 wide: 20 from each side, 335 wide. The root becomes 475 wide and, before
    // the next pass, the mask changes to a flexible width: the 100 points go to the width.
    let root = makeRoot(375, 667)
    let bar = View(frame: CGRect(x: 20, y: 0, width: 335, height: 44))
    bar.autoresizingMask = [.flexibleRightMargin]
    root.addSubview(bar)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 475, height: 667)
    bar.autoresizingMask = [.flexibleWidth]
    root.layoutIfNeeded()
    expectFrame(bar, 20, 0, 435, 44)
  }

  @Test("Views configured before they join a hierarchy, with or without an engine, are updated when they join")
  func configuredBeforeJoining() {
    // A hierarchy already laid out: its engine exists.
    let root = makeRoot(375, 667)
    root.layoutIfNeeded()
    // Configured alone, where no pass can run: turned off and back on, it keeps its frame by
    // autoresizing once added; a view turned off is placed by its constraints.
    let framed = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    framed.translatesAutoresizingMaskIntoConstraints = false
    framed.translatesAutoresizingMaskIntoConstraints = true
    framed.autoresizingMask = [.flexibleWidth]
    let pinned = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    pinned.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(framed)
    root.addSubview(pinned)
    LayoutConstraint.activate([
      pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      pinned.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
      pinned.widthAnchor.constraint(equalToConstant: 70), pinned.heightAnchor.constraint(equalToConstant: 80),
    ])
    root.layoutIfNeeded()
    expectFrame(framed, 10, 20, 30, 40)
    expectFrame(pinned, 50, 60, 70, 80)
    root.frame = CGRect(x: 0, y: 0, width: 475, height: 667)
    root.layoutIfNeeded()
    expectFrame(framed, 10, 20, 130, 40)

    // A lone hierarchy configured the same way and laid out on its own.
    let lone = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = View(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
    child.translatesAutoresizingMaskIntoConstraints = false
    child.translatesAutoresizingMaskIntoConstraints = true
    lone.addSubview(child)
    lone.layoutIfNeeded()
    expectFrame(child, 5, 6, 7, 8)
    #expect(lone.layoutDiagnostics.reports.isEmpty)
  }
}
