import Foundation
import OpenAutoLayout
import OpenAutoLayoutAppKit
import Testing

/// A view whose coordinates grow downward.
final class FlippedView: NSView {
  override var isFlipped: Bool { true }
}

/// A root of `width` × `height`, flipped or not, with one subview placed by constraints 10 from the
/// left, 20 from the top, 100 × 50.
private func pinnedChild(flipped: Bool, width: CGFloat = 400, height: CGFloat = 300) -> (NSView, NSView) {
  let root: NSView = flipped ? FlippedView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    : NSView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  let child = NSView()
  child.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(child)
  NSLayoutConstraint.activate([
    child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
    child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    child.widthAnchor.constraint(equalToConstant: 100),
    child.heightAnchor.constraint(equalToConstant: 50),
  ])
  root.layoutSubtreeIfNeeded()
  return (root, child)
}

@Suite("NSView geometry: y up unless the superview is flipped")
struct NSViewGeometryTests {
  @Test("an unflipped superview measures a constrained child's frame from its bottom edge")
  func unflippedConstraintFrame() {
    // The root is kept: a view holds its superview weakly.
    let (root, child) = pinnedChild(flipped: false)
    defer { withExtendedLifetime(root) {} }
    // The top of the child is 20 below the top (y = 300) and it is 50 high: its bottom is at
    // 300 − 20 − 50 = 230 above the superview's bottom.
    #expect(child.frame == CGRect(x: 10, y: 230, width: 100, height: 50))
    // The model underneath stays top-down.
    #expect(child.modelFrame == CGRect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test("a flipped superview measures frames from its top edge, as the constraints read")
  func flippedConstraintFrame() {
    let (root, child) = pinnedChild(flipped: true)
    defer { withExtendedLifetime(root) {} }
    #expect(child.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test("a frame set in an unflipped superview keeps its numbers and is placed from the bottom")
  func setFrameUnflipped() {
    let root = NSView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = NSView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
    root.addSubview(child)
    root.layoutSubtreeIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 10, width: 50, height: 40))
    // 10 above the bottom of a 100-high superview, 40 high: its top is 100 − 10 − 40 = 50 down.
    #expect(child.modelFrame == CGRect(x: 10, y: 50, width: 50, height: 40))
  }

  @Test("a view moved from an unflipped to a flipped superview keeps its frame's numbers, as AppKit's")
  func moveKeepsNumbers() {
    let unflipped = NSView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let flipped = FlippedView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = NSView(frame: CGRect(x: 5, y: 15, width: 30, height: 20))
    unflipped.addSubview(child)
    #expect(child.modelFrame.minY == CGFloat(65))  // 100 − 15 − 20
    flipped.addSubview(child)
    #expect(child.frame == CGRect(x: 5, y: 15, width: 30, height: 20))
    #expect(child.modelFrame.minY == CGFloat(15))
  }

  @Test("a model view (UIKit's convention) counts as a flipped superview")
  func modelSuperviewIsFlipped() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = NSView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
    root.addSubview(child)
    #expect(child.frame == CGRect(x: 10, y: 10, width: 50, height: 40))
    #expect(child.modelFrame == child.frame)
  }

  @Test("points convert between unflipped and flipped views through the hierarchy")
  func conversion() {
    let root = NSView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let plain = NSView(frame: CGRect(x: 10, y: 230, width: 100, height: 50))
    let flipped = FlippedView(frame: CGRect(x: 10, y: 230, width: 100, height: 50))
    root.addSubview(plain)
    root.addSubview(flipped)
    // 5 right and 5 up from the plain view's bottom-left corner (10, 230): (15, 235) in the root.
    #expect(plain.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 15, y: 235))
    #expect(plain.convert(CGPoint(x: 15, y: 235), from: root) == CGPoint(x: 5, y: 5))
    // 5 down from the flipped view's top (230 + 50 = 280): 275 up in the root.
    #expect(flipped.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 15, y: 275))
    // Between the siblings: the plain view's (5, 5) is the root's (15, 235), which is
    // 280 − 235 = 45 below the flipped view's top.
    #expect(plain.convert(CGPoint(x: 5, y: 5), to: flipped) == CGPoint(x: 5, y: 45))
    // A rectangle keeps its size; in the unflipped root its origin is its bottom-left corner.
    #expect(flipped.convert(CGRect(x: 0, y: 0, width: 20, height: 10), to: nil) == CGRect(x: 10, y: 270, width: 20, height: 10))
  }
}

@Suite("NSView autoresizing masks in flipped and unflipped superviews")
struct NSViewAutoresizingTests {
  /// A 50 × 40 child with the given mask in a 200 × 100 superview, at (10, 10) in AppKit's
  /// terms; the superview then grows to 200 × 160 and is laid out. Returns the child's frame.
  private func resized(mask: NSView.AutoresizingMask, flipped: Bool) -> CGRect {
    let root: NSView = flipped ? FlippedView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      : NSView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = NSView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
    child.autoresizingMask = mask
    root.addSubview(child)
    root.layoutSubtreeIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
    root.layoutSubtreeIfNeeded()
    return child.frame
  }

  // Before: margins below 10 and above 100 − 10 − 40 = 50 (unflipped); above 10, below 50
  // (flipped). The superview grows by 60.

  @Test("no flexible part keeps the distance from the origin: the bottom unflipped, the top flipped")
  func noMask() {
    #expect(resized(mask: [], flipped: false) == CGRect(x: 10, y: 10, width: 50, height: 40))
    #expect(resized(mask: [], flipped: true) == CGRect(x: 10, y: 10, width: 50, height: 40))
  }

  @Test("minYMargin is the bottom margin unflipped (the view stays at the top) and the top one flipped")
  func minYMargin() {
    // Unflipped: the top margin stays 50: y = 160 − 50 − 40 = 70.
    #expect(resized(mask: .minYMargin, flipped: false) == CGRect(x: 10, y: 70, width: 50, height: 40))
    // Flipped: the bottom margin stays 50: y = 160 − 50 − 40 = 70 from the top.
    #expect(resized(mask: .minYMargin, flipped: true) == CGRect(x: 10, y: 70, width: 50, height: 40))
  }

  @Test("maxYMargin is the top margin unflipped: the view keeps its bottom")
  func maxYMargin() {
    #expect(resized(mask: .maxYMargin, flipped: false) == CGRect(x: 10, y: 10, width: 50, height: 40))
    // Flipped, maxY is the bottom: the top margin 10 stays.
    #expect(resized(mask: .maxYMargin, flipped: true) == CGRect(x: 10, y: 10, width: 50, height: 40))
  }

  @Test("a flexible height takes the whole growth; both margins stay")
  func height() {
    // 40 + 60 = 100 high, 10 from the bottom (unflipped) or the top (flipped).
    #expect(resized(mask: .height, flipped: false) == CGRect(x: 10, y: 10, width: 50, height: 100))
    #expect(resized(mask: .height, flipped: true) == CGRect(x: 10, y: 10, width: 50, height: 100))
  }

  @Test("both vertical margins flexible share the growth in proportion to their sizes")
  func bothMargins() {
    // Unflipped: bottom 10, top 50 share 60 as 10 : 50, so the bottom grows by 10 → y = 20.
    #expect(resized(mask: [.minYMargin, .maxYMargin], flipped: false) == CGRect(x: 10, y: 20, width: 50, height: 40))
    // Flipped: top 10 grows by 10 too → y = 20 from the top.
    #expect(resized(mask: [.minYMargin, .maxYMargin], flipped: true) == CGRect(x: 10, y: 20, width: 50, height: 40))
  }
}
