import Foundation
import Testing

@testable import OpenAutoLayout

/// Spec §5, "Scroll-view anchor semantics": with a descendant, a scroll view's edges mean its
/// content layout guide's and its size and centre its frame layout guide's; with a view
/// outside, they mean its frame. Each case is checked against the same layout written with the
/// guides, which is the definition.
@Suite("Scroll views: anchor semantics", .timeLimit(.minutes(10)))
struct ScrollViewAnchorTests {
  /// A 320 × 480 scroll view at (10, 20) with: a content view tied to the content area by its
  /// edges, half the visible width and 900 high; a badge centred in the visible area, a quarter
  /// of its height. Written with the guides or with the scroll view's own anchors.
  private func scene(pinning: ContentPinning) -> (root: View, scrollView: ScrollView, views: [View]) {
    let root = makeRoot(375, 667)
    root.overrideTraitCollection = TraitCollection(displayScale: 2)
    let scrollView = ScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    LayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      scrollView.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      scrollView.widthAnchor.constraint(equalToConstant: 320),
      scrollView.heightAnchor.constraint(equalToConstant: 480),
    ])
    let content = addView("content", to: scrollView)
    let badge = addView("badge", to: scrollView)
    let inner = StubView("inner", width: 40, height: 40)
    content.addSubview(inner)
    let edges: LayoutItem = pinning == .guides ? scrollView.contentLayoutGuide : scrollView
    let frame: LayoutItem = pinning == .guides ? scrollView.frameLayoutGuide : scrollView
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: edges.leadingAnchor, constant: 5),
      content.topAnchor.constraint(equalTo: edges.topAnchor, constant: 6),
      edges.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 7),
      edges.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 8),
      content.widthAnchor.constraint(equalTo: frame.widthAnchor, multiplier: 0.5),
      content.heightAnchor.constraint(equalToConstant: 900),
      badge.centerXAnchor.constraint(equalTo: frame.centerXAnchor),
      badge.centerYAnchor.constraint(equalTo: frame.centerYAnchor),
      badge.widthAnchor.constraint(equalToConstant: 30),
      badge.heightAnchor.constraint(equalTo: frame.heightAnchor, multiplier: 0.25),
      // A grandchild against the scroll view: still the content area and the frame.
      inner.trailingAnchor.constraint(equalTo: edges.trailingAnchor, constant: -20),
      inner.bottomAnchor.constraint(equalTo: edges.bottomAnchor, constant: -30),
    ])
    root.layoutIfNeeded()
    return (root, scrollView, [scrollView, content, badge, inner])
  }

  @Test("Edges, sizes and centres of the scroll view mean the guides, at every offset", arguments: [
    CGPoint.zero, CGPoint(x: 0, y: 200), CGPoint(x: 15, y: 433.5),
  ])
  func anchorsMeanGuides(offset: CGPoint) {
    let written = scene(pinning: .guides)
    let implied = scene(pinning: .scrollViewAnchors)
    for scene in [written, implied] {
      scene.scrollView.contentOffset = offset
      scene.root.layoutIfNeeded()
    }
    for (a, b) in zip(written.views, implied.views) {
      #expect(a.frame == b.frame, "\(a.layoutName): \(a.frame) written with guides, \(b.frame) with anchors")
    }
    #expect(written.scrollView.contentSize == implied.scrollView.contentSize)
    // By hand: content 5 + 160 + 7 wide, 6 + 900 + 8 high; the badge in the visible centre.
    let (scrollView, views) = (implied.scrollView, implied.views)
    expectSize(scrollView.contentSize, 172, 914, "contentSize")
    expectFrame(views[0], 10, 20, 320, 480)
    expectFrame(views[1], 5, 6, 160, 900)
    expectFrame(views[2], offset.x + 145, offset.y + 180, 30, 120)
    expectFrame(views[3], 172 - 20 - 40 - 5, 914 - 30 - 40 - 6, 40, 40)
  }

  @Test("With a view outside it, the scroll view's edges are its frame")
  func outsideMeansFrame() {
    let (root, scrollView, _) = scene(pinning: .scrollViewAnchors)
    let below = addView("below", to: root)
    LayoutConstraint.activate([
      below.topAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: 2),
      below.leadingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      below.widthAnchor.constraint(equalTo: scrollView.widthAnchor, multiplier: 0.1),
      below.heightAnchor.constraint(equalToConstant: 10),
    ])
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    root.layoutIfNeeded()
    // The frame's bottom (500) and trailing edge (330), not the content's.
    expectFrame(below, 330, 502, 32, 10)
  }

  @Test("The scroll view's margin attributes mean its margins guide, which floats")
  func marginAttributesFloat() {
    let (root, scrollView, _) = scene(pinning: .scrollViewAnchors)
    let tag = StubView("tag", width: 12, height: 12)
    scrollView.addSubview(tag)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: tag, attribute: .top, relatedBy: .equal, toItem: scrollView, attribute: .topMargin, multiplier: 1,
        constant: 0),
      LayoutConstraint(
        item: tag, attribute: .leading, relatedBy: .equal, toItem: scrollView, attribute: .leadingMargin,
        multiplier: 1, constant: 0),
    ])
    scrollView.contentOffset = CGPoint(x: 0, y: 250)
    root.layoutIfNeeded()
    expectFrame(tag, 8, 258, 12, 12)
  }

  @Test("The constraint itself is not rewritten: it still names the scroll view")
  func constraintKeepsItsItems() {
    let (_, scrollView, views) = scene(pinning: .scrollViewAnchors)
    let content = views[1]
    let top = scrollView.constraints.first { $0.firstItem === content && $0.firstAttribute == .top }
    #expect(top?.secondItem === scrollView)
    #expect(top?.description == "content.top == UIScrollView:\(scrollView.debugAddress).top + 6")
  }
}
