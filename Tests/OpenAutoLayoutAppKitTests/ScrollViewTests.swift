import Foundation
import OpenAutoLayout
import OpenAutoLayoutAppKit
import Testing

/// A flipped document view, as most Mac code makes them.
private final class FlippedDocument: NSView {
  override var isFlipped: Bool { true }
}

/// A 300 × 200 scroll view without a border, holding `document` pinned to the clip view's
/// leading, trailing and top edges, `height` high, laid out.
private func scrollView(holding document: NSView, height: CGFloat) -> NSScrollView {
  let scrollView = NSScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
  document.translatesAutoresizingMaskIntoConstraints = false
  scrollView.documentView = document
  let clip = scrollView.contentView
  NSLayoutConstraint.activate([
    document.leadingAnchor.constraint(equalTo: clip.leadingAnchor),
    document.trailingAnchor.constraint(equalTo: clip.trailingAnchor),
    document.topAnchor.constraint(equalTo: clip.topAnchor),
    document.heightAnchor.constraint(equalToConstant: height),
  ])
  scrollView.layoutSubtreeIfNeeded()
  return scrollView
}

@Suite("NSScrollView: the clip view's frame, the document and the scroll position")
struct NSScrollViewTests {
  @Test("the clip view fills the bounds less the border: 1 point for line and bezel, 2 for groove")
  func clipViewInsideTheBorder() {
    let scrollView = NSScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(scrollView.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
    scrollView.borderType = .bezelBorder
    // 1 point each side: 300 − 2, 200 − 2.
    #expect(scrollView.contentView.frame == CGRect(x: 1, y: 1, width: 298, height: 198))
    #expect(scrollView.contentSize == CGSize(width: 298, height: 198))
    scrollView.borderType = .lineBorder
    #expect(scrollView.contentView.frame == CGRect(x: 1, y: 1, width: 298, height: 198))
    scrollView.borderType = .grooveBorder
    #expect(scrollView.contentView.frame == CGRect(x: 2, y: 2, width: 296, height: 196))
  }

  @Test("legacy scrollers take 15 points at the right and the bottom; overlay ones take none")
  func legacyScrollersTakeRoom() {
    let scrollView = NSScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    scrollView.borderType = .bezelBorder
    scrollView.hasVerticalScroller = true
    scrollView.hasHorizontalScroller = true
    // Overlay (the default): only the border.
    #expect(scrollView.contentSize == CGSize(width: 298, height: 198))
    scrollView.scrollerStyle = .legacy
    // 300 − 2 − 15 = 283 wide, 200 − 2 − 15 = 183 high; the horizontal scroller is below the
    // clip view, so in the unflipped scroll view the clip view starts 1 + 15 = 16 up.
    #expect(scrollView.contentView.frame == CGRect(x: 1, y: 16, width: 283, height: 183))
    #expect(NSScroller.scrollerWidth(for: .regular, scrollerStyle: .legacy) == 15)
    #expect(NSScroller.scrollerWidth(for: .regular, scrollerStyle: .overlay) == 0)
  }

  @Test("the clip view follows the scroll view's size, keeping the border")
  func clipViewFollowsResize() {
    let scrollView = NSScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    scrollView.borderType = .bezelBorder
    scrollView.frame = CGRect(x: 0, y: 0, width: 400, height: 250)
    scrollView.layoutSubtreeIfNeeded()
    // 400 − 2 by 250 − 2, 1 in from the corner.
    #expect(scrollView.contentView.frame == CGRect(x: 1, y: 1, width: 398, height: 248))
  }

  @Test("a flipped document pinned to the top is as wide as the clip view and scrolls down")
  func flippedDocumentScrolls() {
    let document = FlippedDocument()
    let scrollView = scrollView(holding: document, height: 500)
    let clip = scrollView.contentView
    #expect(clip.isFlipped)
    #expect(document.superview === clip)
    // Flipped: the top at y = 0, 300 wide (the clip view's width), 500 high.
    #expect(document.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
    #expect(scrollView.documentVisibleRect == CGRect(x: 0, y: 0, width: 300, height: 200))

    clip.scroll(to: CGPoint(x: 0, y: 100))
    scrollView.reflectScrolledClipView(clip)
    #expect(clip.bounds.origin == CGPoint(x: 0, y: 100))
    #expect(scrollView.documentVisibleRect == CGRect(x: 0, y: 100, width: 300, height: 200))
    // Scrolling moves the bounds, not the document, and a layout pass keeps both.
    scrollView.needsLayout = true
    scrollView.layoutSubtreeIfNeeded()
    #expect(document.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
    #expect(clip.bounds.origin == CGPoint(x: 0, y: 100))
    // The document is 100 above the clip view's top: its origin is at −100 in the scroll view
    // (flipped document, unflipped scroll view: its 500-point height runs from 200 + 100 down).
    #expect(document.convert(CGPoint.zero, to: scrollView) == CGPoint(x: 0, y: 300))

    // Past the end: clamped to 500 − 200 = 300; before the start: 0.
    clip.scroll(to: CGPoint(x: 40, y: 1000))
    #expect(clip.bounds.origin == CGPoint(x: 0, y: 300))
    clip.scroll(to: CGPoint(x: 0, y: -50))
    #expect(clip.bounds.origin == CGPoint(x: 0, y: 0))
  }

  @Test("an unflipped document taller than the clip view shows its top, below its origin")
  func unflippedTallDocument() {
    let document = NSView()
    let scrollView = scrollView(holding: document, height: 500)
    let clip = scrollView.contentView
    #expect(!clip.isFlipped)
    // Pinned to the top of a 200-high unflipped clip view: its top at 200, its origin 500 below.
    #expect(document.frame == CGRect(x: 0, y: -300, width: 300, height: 500))
    #expect(clip.bounds.origin == .zero)
    // The clip's bounds (0, 0)–(300, 200) in the document's coordinates, y up from its
    // bottom edge: 300 up to 500, its top part.
    #expect(scrollView.documentVisibleRect == CGRect(x: 0, y: 300, width: 300, height: 200))
    // Scrolling down is a lower origin, as far as the document's bottom at −300.
    clip.scroll(to: CGPoint(x: 0, y: -1000))
    #expect(clip.bounds.origin == CGPoint(x: 0, y: -300))
    #expect(scrollView.documentVisibleRect == CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(document.frame == CGRect(x: 0, y: -300, width: 300, height: 500))
    // The document's bottom edge is now the scroll view's bottom edge.
    #expect(document.convert(CGPoint.zero, to: scrollView) == .zero)
  }

  @Test("an unflipped document shorter than the clip view sits at its bottom, as AppKit places it")
  func unflippedShortDocumentSitsAtBottom() {
    let document = NSView()
    let scrollView = scrollView(holding: document, height: 120)
    let clip = scrollView.contentView
    // Its constraints put its top at the clip's top: y = 200 − 120 = 80 …
    #expect(document.frame == CGRect(x: 0, y: 80, width: 300, height: 120))
    // … but a document smaller than the clip view shows at the clip's origin: the bounds start
    // at the document's origin, 80, so it is drawn at the bottom of the scroll view.
    #expect(clip.bounds.origin == CGPoint(x: 0, y: 80))
    #expect(document.convert(document.bounds, to: scrollView) == CGRect(x: 0, y: 0, width: 300, height: 120))
    #expect(scrollView.documentVisibleRect == CGRect(x: 0, y: 0, width: 300, height: 120))
  }

  @Test("a frame-based unflipped document at the origin starts scrolled to its bottom")
  func frameBasedUnflippedDocument() {
    let scrollView = NSScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let document = NSView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
    scrollView.documentView = document
    scrollView.layoutSubtreeIfNeeded()
    #expect(document.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
    // The bounds at (0, 0): the document's lowest 200 points.
    #expect(scrollView.documentVisibleRect == CGRect(x: 0, y: 0, width: 300, height: 200))
    // To the top: 500 − 200 = 300.
    document.scroll(CGPoint(x: 0, y: 300))
    #expect(scrollView.documentVisibleRect == CGRect(x: 0, y: 300, width: 300, height: 200))
  }

  @Test("content insets extend the scrollable range; scroll(_:) and scrollToVisible(_:) on the document")
  func insetsAndScrollingFromTheDocument() {
    let document = FlippedDocument()
    let scrollView = scrollView(holding: document, height: 500)
    let clip = scrollView.contentView
    scrollView.automaticallyAdjustsContentInsets = false
    scrollView.contentInsets = NSEdgeInsets(top: 30, left: 0, bottom: 20, right: 0)
    clip.scroll(to: CGPoint(x: 0, y: -1000))
    // Flipped: up to the top inset above the document.
    #expect(clip.bounds.origin == CGPoint(x: 0, y: -30))
    #expect(scrollView.documentVisibleRect == CGRect(x: 0, y: 0, width: 300, height: 170))
    clip.scroll(to: CGPoint(x: 0, y: 1000))
    // 500 + 20 − 200.
    #expect(clip.bounds.origin == CGPoint(x: 0, y: 320))

    document.scroll(CGPoint(x: 0, y: 150))
    #expect(clip.bounds.origin == CGPoint(x: 0, y: 150))
    // A rectangle 400 to 450 down: the bounds end at 450, so they start at 250.
    #expect(document.scrollToVisible(CGRect(x: 0, y: 400, width: 10, height: 50)))
    #expect(clip.bounds.origin == CGPoint(x: 0, y: 250))
    #expect(!document.scrollToVisible(CGRect(x: 0, y: 300, width: 10, height: 50)))
    #expect(document.enclosingScrollView === scrollView)
  }

  @Test("setting another document view replaces the first")
  func replacingTheDocument() {
    let scrollView = NSScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let first = NSView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
    let second = FlippedDocument(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scrollView.documentView = first
    scrollView.documentView = second
    #expect(first.superview == nil)
    #expect(scrollView.contentView.subviews.count == 1)
    #expect(scrollView.contentView.isFlipped)
    #expect(second.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
  }
}
