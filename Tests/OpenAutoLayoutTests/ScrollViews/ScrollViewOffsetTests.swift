import Foundation
import Testing

@testable import OpenAutoLayout

/// The content offset, the two guides and the content size (behaviour-2 §1.19; spec §5).
/// Expected values are derived by hand from the definitions: the bounds origin is the offset,
/// content keeps its frame, the frame layout guide is the visible area.
@Suite("Scroll views: offset, guides and content size", .timeLimit(.minutes(10)))
struct ScrollViewOffsetTests {
  /// A 300 × 400 scroll view at (20, 50) in a 375 × 667 root, with a 300 × 1000 content view.
  private func tallContent() -> (root: View, scrollView: ScrollView, content: View) {
    let root = makeRoot(375, 667)
    root.overrideTraitCollection = TraitCollection(displayScale: 2)
    let scrollView = ScrollView(frame: CGRect(x: 20, y: 50, width: 300, height: 400))
    scrollView.accessibilityIdentifier = "scrollView"
    root.addSubview(scrollView)
    let content = addView("content", to: scrollView)
    pinEdges(of: content, to: scrollView.contentLayoutGuide)
    LayoutConstraint.activate([
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    root.layoutIfNeeded()
    return (root, scrollView, content)
  }

  @Test("The offset moves the bounds and the frame layout guide; content keeps its frame", arguments: [
    CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 250), CGPoint(x: 0, y: 600), CGPoint(x: -10, y: -30.5),
  ])
  func offsetMovesBoundsNotContent(offset: CGPoint) {
    let (root, scrollView, content) = tallContent()
    scrollView.contentOffset = offset
    root.layoutIfNeeded()
    #expect(scrollView.bounds == CGRect(origin: offset, size: CGSize(width: 300, height: 400)))
    #expect(scrollView.visibleRect == scrollView.bounds)
    expectFrame(scrollView, 20, 50, 300, 400)
    expectFrame(content, 0, 0, 300, 1000)
    expectRect(scrollView.frameLayoutGuide.layoutFrame, offset.x, offset.y, 300, 400, "frameLayoutGuide")
    expectRect(scrollView.contentLayoutGuide.layoutFrame, 0, 0, 300, 1000, "contentLayoutGuide")
    expectSize(scrollView.contentSize, 300, 1000, "contentSize")
    // On screen the content moved up by the offset.
    expectRect(b2FrameInRoot(content), 20 - offset.x, 50 - offset.y, 300, 1000, "content on screen")
  }

  @Test("Views pinned to the frame layout guide, the margins guide or the safe area follow the visible area")
  func floatingViews() {
    let (root, scrollView, _) = tallContent()
    root.rootSafeAreaInsets = EdgeInsets(top: 70, left: 0, bottom: 0, right: 0)
    // The offsets below are set as they are; no inset adjustment moves them.
    scrollView.contentInsetAdjustmentBehavior = .never
    let badge = StubView("badge", width: 30, height: 20)
    let marginal = StubView("marginal", width: 10, height: 10)
    let safe = StubView("safe", width: 10, height: 10)
    for view in [badge, marginal, safe] { scrollView.addSubview(view) }
    LayoutConstraint.activate([
      badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
      badge.bottomAnchor.constraint(equalTo: scrollView.frameLayoutGuide.bottomAnchor, constant: -10),
      marginal.trailingAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.trailingAnchor),
      marginal.topAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.topAnchor),
      safe.leadingAnchor.constraint(equalTo: scrollView.safeAreaLayoutGuide.leadingAnchor),
      safe.topAnchor.constraint(equalTo: scrollView.safeAreaLayoutGuide.topAnchor),
    ])
    // The scroll view's top is at 50, so 20 points of it are under the root's 70-point strip.
    for y: CGFloat in [0, 123.5, 600] {
      scrollView.contentOffset = CGPoint(x: 0, y: y)
      root.layoutIfNeeded()
      expectFrame(badge, 260, y + 370, 30, 20)
      expectFrame(marginal, 282, y + 28, 10, 10)
      expectFrame(safe, 0, y + 20, 10, 10)
      expectRect(b2FrameInRoot(badge), 280, 420, 30, 20, "badge on screen")
      expectRect(scrollView.safeAreaLayoutGuide.layoutFrame, 0, y + 20, 300, 380, "safe area at \(y)")
    }
  }

  @Test("A content view constrained to a view outside the scroll view floats (TN2154)")
  func constraintToOutsideFloats() {
    let (root, scrollView, content) = tallContent()
    let sticky = StubView("sticky", width: 50, height: 20)
    content.addSubview(sticky)
    LayoutConstraint.activate([
      sticky.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
      sticky.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 5),
    ])
    for y: CGFloat in [0, 300, 555.5] {
      scrollView.contentOffset = CGPoint(x: 0, y: y)
      root.layoutIfNeeded()
      // 60 in the root is 10 below the scroll view's top: at y + 10 in content coordinates.
      expectFrame(sticky, 5, y + 10, 50, 20)
      expectRect(b2FrameInRoot(sticky), 25, 60, 50, 20, "sticky on screen")
    }
  }

  @Test("Scrolling does not re-solve the content: only the frame guide's constraints change")
  func scrollingChangesTwoConstants() {
    let (root, scrollView, content) = tallContent()
    let pins = scrollView.constraints.filter { $0.firstItem === scrollView.frameLayoutGuide }
    #expect(pins.count == 4)
    let before = content.constraints.map(\.constant)
    scrollView.contentOffset = CGPoint(x: 0, y: 321)
    root.layoutIfNeeded()
    #expect(pins.map(\.constant) == [0, 321, 0, 0])
    #expect(content.constraints.map(\.constant) == before)
    #expect(pins.map(\.description) == [
      "scrollView.frameLayoutGuide.left == scrollView.left",
      "scrollView.frameLayoutGuide.top == scrollView.top + 321",
      "scrollView.frameLayoutGuide.width == scrollView.width",
      "scrollView.frameLayoutGuide.height == scrollView.height",
    ])
  }

  @Test("contentSize is what was set when no constraint sizes the content, and the solution when one does")
  func contentSizeSetOrSolved() {
    let root = makeRoot(375, 667)
    let scrollView = ScrollView(frame: root.bounds)
    root.addSubview(scrollView)
    #expect(scrollView.contentSize == .zero)
    scrollView.contentSize = CGSize(width: 500, height: 1200)
    #expect(scrollView.contentSize == CGSize(width: 500, height: 1200))
    root.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 500, height: 1200))
    expectRect(scrollView.contentLayoutGuide.layoutFrame, 0, 0, 500, 1200, "contentLayoutGuide")
    scrollView.contentSize = CGSize(width: 375, height: 800.25)
    root.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 375, height: 800.25))

    // Content tied to the guide's edges decides; the value set no longer counts.
    let content = StubView("content", width: 200, height: 333)
    scrollView.addSubview(content)
    pinEdges(of: content, to: scrollView.contentLayoutGuide)
    root.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 200, height: 333))
    scrollView.contentSize = CGSize(width: 10, height: 10)
    root.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 200, height: 333))
    expectFrame(content, 0, 0, 200, 333)
  }

  @Test("A scroll view whose content guide nobody uses has none, and nothing is ambiguous")
  func unusedContentGuide() {
    let root = makeRoot(375, 667)
    let scrollView = ScrollView(frame: root.bounds)
    scrollView.accessibilityIdentifier = "scrollView"
    root.addSubview(scrollView)
    root.layoutIfNeeded()
    #expect(!root.autolayoutTrace().contains("AMBIGUOUS"))
    #expect(scrollView.contentSize == .zero)
    // Using it adds it, tied at the content origin; its size is then for constraints to set.
    let guide = scrollView.contentLayoutGuide
    root.layoutIfNeeded()
    #expect(guide.hasAmbiguousLayout(for: .horizontal) && !scrollView.hasAmbiguousLayout)
    #expect(scrollView.constraints.filter { $0.firstItem === guide }.map(\.description) == [
      "scrollView.contentLayoutGuide.left == scrollView.left", "scrollView.contentLayoutGuide.top == scrollView.top",
    ])
  }

  @Test("scrollRectToVisible scrolls as little as possible, inside the insets and the range")
  func scrollRectToVisible() {
    let (root, scrollView, _) = tallContent()
    scrollView.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    root.layoutIfNeeded()
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
    // The rect's bottom (550) at the visible bottom less the inset: 550 − (400 − 20).
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 170))
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 90))
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 10), animated: false)
    #expect(scrollView.contentOffset == scrollView.maximumContentOffset)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 620))
  }
}
