import Foundation
import Testing

@testable import OpenAutoLayout

/// `adjustedContentInset` and `contentInsetAdjustmentBehavior` (behaviour-2 §1.19, §1.20), with
/// UIKit's documented rules: `.never` adds nothing, `.always` the whole safe area,
/// `.scrollableAxes` the safe area of an axis whose content is larger than the scroll view (or
/// that always bounces), `.automatic` as `.scrollableAxes` plus the vertical insets always in a
/// navigation or tab bar controller.
@Suite("Scroll views: adjusted content inset", .timeLimit(.minutes(10)))
struct ScrollViewInsetTests {
  struct Case: Sendable, CustomStringConvertible {
    var behavior: ScrollView.ContentInsetAdjustmentBehavior
    var content: CGSize
    var landscape = false
    var inNavigationController = false
    var bouncesVertically = false
    var expected: EdgeInsets

    var description: String {
      "\(behavior) \(content) \(landscape ? "landscape" : "portrait")\(inNavigationController ? " nav" : "")"
        + (bouncesVertically ? " bounce" : "")
    }
  }

  /// iPhone X: safe area (44, 0, 34, 0) in portrait 375 × 812, (0, 44, 21, 44) in landscape.
  static let portraitSafeArea = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
  static let landscapeSafeArea = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
  static let short = CGSize(width: 300, height: 300)
  static let tall = CGSize(width: 300, height: 2000)
  static let wide = CGSize(width: 2000, height: 300)
  static let big = CGSize(width: 2000, height: 2000)
  static let vertical = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)

  static let cases: [Case] = [
    Case(behavior: .never, content: big, expected: .zero),
    Case(behavior: .always, content: short, expected: portraitSafeArea),
    Case(behavior: .always, content: short, landscape: true, expected: landscapeSafeArea),
    Case(behavior: .scrollableAxes, content: short, expected: .zero),
    Case(behavior: .scrollableAxes, content: tall, expected: portraitSafeArea),
    Case(behavior: .scrollableAxes, content: short, bouncesVertically: true, expected: portraitSafeArea),
    Case(behavior: .scrollableAxes, content: short, inNavigationController: true, expected: .zero),
    Case(
      behavior: .scrollableAxes, content: wide, landscape: true,
      expected: EdgeInsets(top: 0, left: 44, bottom: 0, right: 44)),
    Case(behavior: .automatic, content: short, expected: .zero),
    Case(behavior: .automatic, content: short, inNavigationController: true, expected: portraitSafeArea),
    Case(behavior: .automatic, content: tall, expected: portraitSafeArea),
    Case(
      behavior: .automatic, content: tall, landscape: true,
      expected: EdgeInsets(top: 0, left: 0, bottom: 21, right: 0)),
    Case(behavior: .automatic, content: big, landscape: true, expected: landscapeSafeArea),
  ]

  @Test("adjustedContentInset per behaviour", arguments: cases)
  func adjustedInset(_ testCase: Case) {
    let (width, height): (CGFloat, CGFloat) = testCase.landscape ? (812, 375) : (375, 812)
    let safeArea = testCase.landscape ? Self.landscapeSafeArea : Self.portraitSafeArea
    let (root, scrollView) = scrollScene(
      width, height, safeArea: safeArea, inNavigationController: testCase.inNavigationController)
    scrollView.contentInsetAdjustmentBehavior = testCase.behavior
    scrollView.alwaysBounceVertical = testCase.bouncesVertically
    scrollView.contentSize = testCase.content
    root.layoutIfNeeded()
    #expect(scrollView.safeAreaInsets == safeArea)
    #expect(scrollView.adjustedContentInset == testCase.expected)
    // The content rests at the top-left of the area the inset leaves.
    #expect(scrollView.contentOffset == CGPoint(x: -testCase.expected.left, y: -testCase.expected.top))

    // The content inset adds to the adjustment.
    scrollView.contentInset = EdgeInsets(top: 10, left: 1, bottom: 20, right: 2)
    root.layoutIfNeeded()
    let expected = testCase.expected
    #expect(
      scrollView.adjustedContentInset
        == EdgeInsets(
          top: expected.top + 10, left: expected.left + 1, bottom: expected.bottom + 20, right: expected.right + 2))
  }

  @Test("A subview's safe area excludes what the adjusted inset absorbed, and otherwise follows the offset")
  func subviewSafeArea() {
    let (root, scrollView) = scrollScene(375, 812, safeArea: Self.portraitSafeArea)
    let content = addView("content", to: scrollView)
    pinEdges(of: content, to: scrollView.contentLayoutGuide)
    LayoutConstraint.activate([
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 2000),
    ])
    // Tall content: the vertical safe area is in the inset, so the content is not inset again.
    root.layoutIfNeeded()
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: -44))
    #expect(content.safeAreaInsets == .zero)
    #expect(content.layoutMargins == EdgeInsets(all: 8))

    // Never adjusted: the content is under the 44-point strip at the top while it is there.
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentOffset = .zero
    root.layoutIfNeeded()
    #expect(content.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(content.layoutMargins == EdgeInsets(top: 52, left: 8, bottom: 42, right: 8))
    // Pulled down 30 points, the content's top is 30 below the scroll view's: 14 of the strip.
    scrollView.contentOffset = CGPoint(x: 0, y: -30)
    root.layoutIfNeeded()
    #expect(content.safeAreaInsets == EdgeInsets(top: 14, left: 0, bottom: 34, right: 0))
    scrollView.contentOffset = CGPoint(x: 0, y: 1200)
    root.layoutIfNeeded()
    // The content ends 12 points above the scroll view's bottom, 22 into the 34-point strip.
    #expect(content.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 22, right: 0))
  }

  @Test("adjustedContentInsetDidChange is called when the inset changes, and only then")
  func didChangeCallback() {
    final class Recorder: ScrollView {
      var changes: [EdgeInsets] = []
      override func adjustedContentInsetDidChange() { changes.append(adjustedContentInset) }
    }
    let root = makeRoot(375, 812)
    root.rootSafeAreaInsets = Self.portraitSafeArea
    let scrollView = Recorder(frame: root.bounds)
    scrollView.contentInsetAdjustmentBehavior = .always
    root.addSubview(scrollView)
    root.layoutIfNeeded()
    root.layoutIfNeeded()
    scrollView.contentInset.bottom = 100
    root.layoutIfNeeded()
    #expect(
      scrollView.changes == [Self.portraitSafeArea, EdgeInsets(top: 44, left: 0, bottom: 134, right: 0)])
  }
}
