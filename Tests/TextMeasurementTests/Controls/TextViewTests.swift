import Foundation
import OpenAutoLayout
import Testing

@testable import TextMeasurement

/// Text views: no intrinsic size while scrolling; otherwise a multi-line label's size plus the
/// text container inset (8 above and below) and the line fragment padding (5 each side). The
/// fixed measurer at 10 points: a character 5 wide, a line 12 tall.
@Suite("Text views", .timeLimit(.minutes(10)))
struct TextViewTests {
  func textView(_ text: String, scrolls: Bool = false) -> TextView {
    let view = TextView(text, font: .systemFont(ofSize: 10))
    view.measurer = ControlFixtures.fixed
    view.isScrollEnabled = scrolls
    return view
  }

  @Test("Scrolling (the default): no intrinsic size, and not multi-line text for stacks")
  func scrolling() {
    let view = TextView("Hello")
    #expect(view.isScrollEnabled)
    #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    #expect(!view.isMultilineText)
    #expect(view.font.pointSize == 12)
    #expect(ControlFixtures.priorities(of: view) == [250, 250, 750, 750])
  }

  @Test("Not scrolling, before layout: one line per paragraph, padded and inset")
  func unwrapped() {
    // "Hello World": 55 + 5 + 5 wide, 12 + 8 + 8 tall.
    let view = textView("Hello World")
    #expect(view.isMultilineText)
    #expect(view.intrinsicContentSize == CGSize(width: 65, height: 28))
    // Two paragraphs: the wider line, two lines.
    view.text = "ab\nabcd"
    #expect(view.intrinsicContentSize == CGSize(width: 30, height: 40))
    // Empty text keeps the caret's line.
    view.text = ""
    #expect(view.intrinsicContentSize == CGSize(width: 10, height: 28))
    // Without padding or inset it is a label's size.
    view.text = "Hello World"
    view.lineFragmentPadding = 0
    view.textContainerInset = .zero
    #expect(view.intrinsicContentSize == CGSize(width: 55, height: 12))
    // Scrolling again: no size.
    view.isScrollEnabled = true
    #expect(view.intrinsicContentSize.width == View.noIntrinsicMetric)
  }

  @Test("Laid out at a width, the text wraps inside the insets and the height follows")
  func wrapsAtItsWidth() {
    let root = ControlFixtures.root(100, 300)
    let view = textView("aaa bbb ccc ddd eee fff")
    root.addSubview(view)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    // 80 wide, less 5 + 5 padding: 70 points, 14 characters a line: "aaa bbb ccc" / "ddd eee fff".
    #expect(view.frame == CGRect(x: 10, y: 20, width: 80, height: 40))
    #expect(view.textWidth(forBoundsWidth: 80) == 70)
    // Narrower: 40 points (8 characters): "aaa bbb" / "ccc ddd" / "eee fff".
    root.frame.size.width = 70
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 50, height: 52))
  }
}
