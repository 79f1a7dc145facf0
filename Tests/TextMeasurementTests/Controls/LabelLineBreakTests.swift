import Foundation
import OpenAutoLayout
import Testing

@testable import TextMeasurement

/// Labels' line-break modes and the lines they show, with the fixed-advance measurer at 10
/// points: a character (and "…") 5 wide, a line 12 tall, the baseline 9.5 below its top. Every
/// line is counted by hand.
@Suite("Labels: line-break modes and displayed lines", .timeLimit(.minutes(10)))
struct LabelLineBreakTests {
  func label(_ text: String, lines: Int = 1, mode: LineBreakMode = .byTruncatingTail) -> Label {
    let label = Label(text, font: .systemFont(ofSize: 10))
    label.measurer = ControlFixtures.fixed
    label.numberOfLines = lines
    label.lineBreakMode = mode
    return label
  }

  @Test(
    "One line too wide for its bounds, by each mode: 40 points hold 8 characters, or 7 and \"…\"",
    arguments: [
      (LineBreakMode.byTruncatingTail, "Hello W…", true),
      (.byTruncatingHead, "…o World", true),
      // Middle: 7 characters taken front first in turn, 4 from the front and 3 from the back.
      (.byTruncatingMiddle, "Hell…rld", true),
      // Clipping draws the whole line; the renderer cuts it at the edge.
      (.byClipping, "Hello World", false),
      // Wrapping modes show what fits whole: a word, or 8 characters.
      (.byWordWrapping, "Hello", false),
      (.byCharWrapping, "Hello Wo", false),
    ])
  func singleLine(mode: LineBreakMode, shown: String, truncated: Bool) {
    let text = label("Hello World", mode: mode)
    let lines = text.displayedLines(in: CGSize(width: 40, height: 12))
    #expect(lines.map(\.text) == [shown])
    #expect(lines.map(\.isTruncated) == [truncated])
    #expect(lines.map(\.width) == [Double(shown.count) * 5])
    #expect(lines.map(\.baseline) == [9.5])
    #expect(lines.map(\.x) == [0])
    // Truncation never changes the intrinsic size: 11 characters on one line.
    #expect(text.intrinsicContentSize == CGSize(width: 55, height: 12))
  }

  @Test(
    "Two lines of three: the first wraps by word, the last shows the rest of its paragraph by the mode",
    arguments: [
      // "aaa bbb ccc ddd eee" at 8 characters a line: "aaa bbb" / "ccc ddd" / "eee". The last
      // shown line's paragraph rest is "ccc ddd eee" (11 characters).
      (LineBreakMode.byTruncatingTail, "ccc ddd…"),
      (.byTruncatingHead, "…ddd eee"),
      (.byTruncatingMiddle, "ccc …eee"),
      (.byClipping, "ccc ddd eee"),
      (.byWordWrapping, "ccc ddd"),
    ])
  func multiLine(mode: LineBreakMode, last: String) {
    let text = label("aaa bbb ccc ddd eee", lines: 2, mode: mode)
    let lines = text.displayedLines(in: CGSize(width: 40, height: 24))
    #expect(lines.map(\.text) == ["aaa bbb", last])
    #expect(lines.map(\.baseline) == [9.5, 21.5])
  }

  @Test("The bounds' height limits the lines too, and the block is centred in it")
  func heightLimitsLines() {
    let text = label("aaa bbb ccc ddd eee", lines: 0)
    // 30 points hold two 12-point lines; the 24-point block starts 3 down.
    let lines = text.displayedLines(in: CGSize(width: 40, height: 30))
    #expect(lines.map(\.text) == ["aaa bbb", "ccc ddd…"])
    #expect(lines.map(\.baseline) == [12.5, 24.5])
    // Tall enough: all three lines, nothing truncated; 36 points in 40 start 2 down.
    let all = text.displayedLines(in: CGSize(width: 40, height: 40))
    #expect(all.map(\.text) == ["aaa bbb", "ccc ddd", "eee"])
    #expect(all.allSatisfy { !$0.isTruncated })
    #expect(all.map(\.baseline) == [11.5, 23.5, 35.5])
    // Shorter than a line: one line all the same, centred (−1 + 9.5).
    #expect(text.displayedLines(in: CGSize(width: 40, height: 10)).map(\.baseline) == [8.5])
  }

  @Test("Text that fits is shown as it is; a hidden paragraph puts \"…\" at the end whatever the mode")
  func hiddenParagraphs() {
    #expect(label("abc").displayedLines(in: CGSize(width: 40, height: 12)).map(\.text) == ["abc"])
    for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
      let lines = label("abc\ndef", mode: mode).displayedLines(in: CGSize(width: 40, height: 12))
      #expect(lines.map(\.text) == ["abc…"], "\(mode)")
    }
    // Trailing spaces hide nothing.
    #expect(label("abc   ").displayedLines(in: CGSize(width: 15, height: 12)).map(\.isTruncated) == [false])
  }

  @Test("Narrower than \"…\": only \"…\"; no text or no width: no lines")
  func degenerateBounds() {
    #expect(label("Hello").displayedLines(in: CGSize(width: 4, height: 12)).map(\.text) == ["…"])
    #expect(label("Hello").displayedLines(in: CGSize(width: 0, height: 12)).isEmpty)
    #expect(label("").displayedLines(in: CGSize(width: 40, height: 12)).isEmpty)
    #expect(Label(nil).displayedLines.isEmpty)
  }

  @Test("Character wrapping changes a multi-line label's size; the truncating modes do not")
  func charWrappingSize() {
    // "a bcd efg" at 20 points (4 characters). By word: "a" / "bcd" / "efg", 15 wide.
    // By character: "a bc" / "d ef" / "g", 20 wide.
    let text = label("a bcd efg", lines: 0, mode: .byWordWrapping)
    text.preferredMaxLayoutWidth = 20
    #expect(text.intrinsicContentSize == CGSize(width: 15, height: 36))
    text.lineBreakMode = .byCharWrapping
    #expect(text.intrinsicContentSize == CGSize(width: 20, height: 36))
    text.lineBreakMode = .byTruncatingMiddle
    #expect(text.intrinsicContentSize == CGSize(width: 15, height: 36))
    #expect(Label("x").lineBreakMode == .byTruncatingTail)
  }

  @Test("A laid-out label shows its lines in its own bounds; in its intrinsic height the baseline is its first")
  func laidOut() {
    let root = ControlFixtures.root(200, 100, scale: 2)
    let text = label("Hello World")
    root.addSubview(text)
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      text.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      text.widthAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 10, y: 10, width: 40, height: 12))
    #expect(text.displayedLines.map(\.text) == ["Hello W…"])
    #expect(text.displayedLines.first?.baseline == text.firstBaselineOffsetFromTop)
  }

  @Test("Baselines follow the display scale the label is shown at")
  func baselinesFollowScale() {
    // 17-point lines are 20.4 tall: 21 at 1x (0.3 above and below), 20.5 at 2x (0.05).
    let text = label("abc")
    text.font = .systemFont(ofSize: 17)
    let root1 = ControlFixtures.root(300, 100, scale: 1)
    root1.addSubview(text)
    #expect(abs(Double(text.firstBaselineOffsetFromTop ?? 0) - (0.3 + 16.15)) < 1e-9)
    let root2 = ControlFixtures.root(300, 100, scale: 2)
    root2.addSubview(text)
    #expect(abs(Double(text.firstBaselineOffsetFromTop ?? 0) - (0.05 + 16.15)) < 1e-9)
    #expect(abs(Double(text.lastBaselineOffsetFromBottom ?? 0) - (0.05 + 4.25)) < 1e-9)
    // A value set pins it.
    text.firstBaselineOffsetFromTop = 3
    #expect(text.firstBaselineOffsetFromTop == 3)
  }

  @Test("With DejaVu Sans, a truncated line fits its bounds and would not fit with one more character")
  func realFontTruncation() throws {
    let measurer = try #require(FontTextMeasurer.system())
    let text = Label("Auto Layout on Linux", font: .systemFont(ofSize: 17))
    text.measurer = measurer
    let line = try #require(text.displayedLines(in: CGSize(width: 100, height: 21)).first)
    #expect(line.isTruncated && line.text.hasSuffix("…"))
    #expect(line.width <= 100)
    let kept = line.text.dropLast()
    let oneMore = "Auto Layout on Linux".prefix(kept.count + 1) + "…"
    #expect(measurer.width(of: oneMore, pointSize: 17) > 100)
    #expect(measurer.width(of: "…", pointSize: 17) > 0)
  }
}
