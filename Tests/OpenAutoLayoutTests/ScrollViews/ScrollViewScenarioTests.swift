import Foundation
import Testing

@testable import OpenAutoLayout

/// Behaviour-2 scenarios S31–S34: content in a scroll view, a stack as content, a floating
/// button and the keyboard inset. Expected values are the spec's.
@Suite("Scroll views: scenarios S31–S34", .timeLimit(.minutes(10)))
struct ScrollViewScenarioTests {
  /// iPhone 8 with a navigation bar: 64 points on top in portrait (status bar and bar), 32 in
  /// landscape (no status bar), as S31 and S32 say.
  static let portraitBars = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
  static let landscapeBars = EdgeInsets(top: 32, left: 0, bottom: 0, right: 0)

  @Test(
    "S31 portrait: the container fills the width, contentSize is (375, 457), no scrolling",
    arguments: ContentPinning.allCases)
  func s31Portrait(pinning: ContentPinning) {
    let (root, scrollView) = scrollScene(375, 667, safeArea: Self.portraitBars, inNavigationController: true)
    let content = S31Content(in: scrollView, pinning: pinning)
    root.layoutIfNeeded()
    expectFrame(scrollView, 0, 0, 375, 667)
    expectFrame(content.container, 0, 0, 375, 457)
    expectFrame(content.label, 8, 8, 359, 67)
    expectFrame(content.image, 8, 83, 359, 300)
    expectFrame(content.button, 8, 391, 359, 58)
    expectSize(scrollView.contentSize, 375, 457, "contentSize")
    // The bar's 64 points are in the adjusted inset; the content rests just below the bar and
    // cannot scroll further.
    #expect(scrollView.adjustedContentInset == Self.portraitBars)
    expectPoint(scrollView.contentOffset, 0, -64, "contentOffset")
    expectPoint(scrollView.maximumContentOffset, 0, -64, "maximumContentOffset")
    #expect(!root.hasAmbiguousLayoutInSubtree)
  }

  @Test("S31 landscape: contentSize (667, 457) scrolls vertically over [−32, 82]", arguments: ContentPinning.allCases)
  func s31Landscape(pinning: ContentPinning) {
    let (root, scrollView) = scrollScene(667, 375, safeArea: Self.landscapeBars, inNavigationController: true)
    let content = S31Content(in: scrollView, pinning: pinning)
    root.layoutIfNeeded()
    expectFrame(content.container, 0, 0, 667, 457)
    expectFrame(content.label, 8, 8, 651, 67)
    expectFrame(content.image, 8, 83, 651, 300)
    expectFrame(content.button, 8, 391, 651, 58)
    expectSize(scrollView.contentSize, 667, 457, "contentSize")
    #expect(scrollView.adjustedContentInset.top == 32)
    expectPoint(scrollView.minimumContentOffset, 0, -32, "minimumContentOffset")
    expectPoint(scrollView.maximumContentOffset, 0, 82, "maximumContentOffset")
  }

  @Test("S31: rotating the same hierarchy gives the landscape frames")
  func s31Rotation() {
    let (root, scrollView) = scrollScene(375, 667, safeArea: Self.portraitBars, inNavigationController: true)
    let content = S31Content(in: scrollView, pinning: .guides)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    root.rootSafeAreaInsets = Self.landscapeBars
    root.layoutIfNeeded()
    expectFrame(content.container, 0, 0, 667, 457)
    expectFrame(content.button, 8, 391, 651, 58)
    expectSize(scrollView.contentSize, 667, 457, "contentSize")
    // The offset rested at the top (−64) and follows the new inset.
    expectPoint(scrollView.contentOffset, 0, -32, "contentOffset")
  }

  @Test(
    "S31 without the width constraint: nothing makes the content fill the width", arguments: ContentPinning.allCases)
  func s31WithoutWidth(pinning: ContentPinning) {
    let (root, scrollView) = scrollScene(375, 667)
    let content = S31Content(in: scrollView, pinning: pinning)
    content.widthConstraint.isActive = false
    root.layoutIfNeeded()
    // The views hug their intrinsic widths: the widest, the 300-point image, sets the content
    // width (plus the margins), not the scroll view.
    expectFrame(content.container, 0, 0, 316, 457)
    expectFrame(content.label, 8, 8, 300, 67)
    expectSize(scrollView.contentSize, 316, 457, "contentSize")
    // Content without intrinsic widths has no width at all: ambiguous (spec §4 item 16).
    for view in [content.label, content.image, content.button] { view.stubSize.width = View.noIntrinsicMetric }
    root.layoutIfNeeded()
    #expect(content.container.hasAmbiguousLayout(for: .horizontal))
    #expect(!content.container.hasAmbiguousLayout(for: .vertical))
  }

  @Test("S32: a stack of three 100 × 100 images as content", arguments: [(568.0, 320.0), (320.0, 568.0)])
  func s32StackAsContent(width: CGFloat, height: CGFloat) {
    let bars = width > height ? Self.landscapeBars : Self.portraitBars
    let (root, scrollView) = scrollScene(width, height, safeArea: bars, inNavigationController: true)
    // The stack: vertical, fill, centre alignment, spacing 8, margins 8 with relative arrangement.
    let images = (1...3).map { StubView("image\($0)", width: 100, height: 100) }
    let stack = StackView(arrangedSubviews: images)
    stack.accessibilityIdentifier = "stack"
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = .vertical
    stack.distribution = .fill
    stack.alignment = .center
    stack.spacing = 8
    stack.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    stack.isLayoutMarginsRelativeArrangement = true
    scrollView.addSubview(stack)
    // The recipe's 9 constraints: 4 scroll view to root, 4 stack to content, 1 width.
    pinEdges(of: stack, to: scrollView.contentLayoutGuide)
    stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor).isActive = true
    root.layoutIfNeeded()
    let user = ([root, scrollView, stack] as [View]).flatMap(\.constraints).filter { $0.origin == .user }
    #expect(user.count == 9)

    expectSize(scrollView.contentSize, width, 332, "contentSize")
    let x = (width - 100) / 2
    for (image, y) in zip(images, [8.0, 116, 224]) { expectFrame(image, x, y, 100, 100) }
    expectPoint(scrollView.minimumContentOffset, 0, -bars.top, "minimumContentOffset")
    // Landscape scrolls to 12; portrait cannot scroll at all.
    expectPoint(scrollView.maximumContentOffset, 0, width > height ? 12 : -bars.top, "maximumContentOffset")
  }

  @Test("S33: a button pinned to the scroll view's margins guide floats", arguments: [-64.0, 0, 100, 250.5])
  func s33FloatingButton(offsetY: CGFloat) {
    let (root, scrollView) = scrollScene(375, 667, safeArea: Self.portraitBars, inNavigationController: true)
    let content = S31Content(in: scrollView, pinning: .guides)
    let info = StubView("info", width: 22, height: 22)
    scrollView.addSubview(info)
    LayoutConstraint.activate([
      info.leadingAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.leadingAnchor),
      info.topAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.topAnchor),
    ])
    root.layoutIfNeeded()
    // Margins 8 plus the safe area's 64 on top.
    expectRect(scrollView.layoutMarginsGuide.layoutFrame, 8, -64 + 72, 359, 667 - 80, "margins guide at rest")
    scrollView.contentOffset = CGPoint(x: 0, y: offsetY)
    root.layoutIfNeeded()
    expectFrame(info, 8, offsetY + 72, 22, 22)
    expectRect(b2FrameInRoot(info), 8, 72, 22, 22, "info on screen")
    // The content does not move in content coordinates.
    expectFrame(content.container, 0, 0, 375, 457)
    expectFrame(content.label, 8, 8, 359, 67)
    #expect(scrollView.bounds.origin == CGPoint(x: 0, y: offsetY))
  }

  @Test("S34: a keyboard's content inset extends the scrollable range, and resetting it restores it")
  func s34KeyboardInset() {
    // A 10.5" iPad in landscape, half a split: the scroll view's bounds are 551 × 834.
    let root = makeRoot(551, 834)
    let scrollView = ScrollView(frame: root.bounds)
    root.addSubview(scrollView)
    scrollView.contentSize = CGSize(width: 551, height: 900)
    root.layoutIfNeeded()
    expectSize(scrollView.contentSize, 551, 900, "contentSize")
    #expect(scrollView.maximumContentOffset.y == 66)
    // keyboardDidShow: a 398-point keyboard.
    scrollView.contentInset.bottom = 398
    scrollView.scrollIndicatorInsets = scrollView.contentInset
    root.layoutIfNeeded()
    #expect(scrollView.maximumContentOffset.y == 464)
    scrollView.contentOffset = scrollView.maximumContentOffset
    #expect(scrollView.visibleRect == CGRect(x: 0, y: 464, width: 551, height: 834))
    // keyboardWillHide.
    scrollView.contentInset = .zero
    scrollView.scrollIndicatorInsets = .zero
    root.layoutIfNeeded()
    #expect(scrollView.maximumContentOffset.y == 66)
    #expect(scrollView.minimumContentOffset == .zero)
  }
}

extension View {
  /// Whether any view of the subtree is ambiguous on either axis.
  var hasAmbiguousLayoutInSubtree: Bool {
    var ambiguous = false
    forEachInSubtree { view in
      if view.hasAmbiguousLayout { ambiguous = true }
    }
    return ambiguous
  }
}
