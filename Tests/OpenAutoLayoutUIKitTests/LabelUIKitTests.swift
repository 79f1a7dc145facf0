import OpenAutoLayoutUIKit
import Testing
import TextMeasurement

// UILabel's attributed text and font shrinking, as UIKit code sets them. The fixed-advance
// measurer measures every run at its own size (a character is half an em, a line 1.2 em), so
// the sizes follow from the character counts and font sizes; a detached label has scale 1.

@Suite("UILabel attributed text and font size fitting", .timeLimit(.minutes(10)))
struct LabelUIKitTests {
  private func label() -> UILabel {
    let label = UILabel()
    label.measurer = FixedAdvanceTextMeasurer()
    return label
  }

  @Test("An attributed string's font measures the label; the label's text is its string")
  func attributedFont() {
    let label = label()
    label.attributedText = NSAttributedString(
      string: "Hello", attributes: [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.label])
    // 5 × 15 wide, a 36-point line.
    #expect(label.intrinsicContentSize == CGSize(width: 75, height: 36))
    #expect(label.text == "Hello")
    #expect(label.attributedText?.string == "Hello")
    // The label's font is the first character's, as UIKit's properties follow location 0.
    #expect(label.font == .boldSystemFont(ofSize: 30))
    // Plain text replaces the attributes, in the label's font: 2 × 15 by 36.
    label.text = "Hi"
    #expect(label.intrinsicContentSize == CGSize(width: 30, height: 36))
    #expect(label.attributedText?.string == "Hi")
  }

  @Test("Runs in different fonts: widths add up, the tallest font sets the line")
  func mixedRuns() {
    let label = label()
    let text = NSMutableAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 10)])
    text.append(NSAttributedString(string: "There", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
    label.attributedText = text
    // 2 × 5 + 5 × 10 = 60; the 20-point line is 24.
    #expect(label.intrinsicContentSize == CGSize(width: 60, height: 24))
    #expect(label.font.pointSize == 10)
    // Setting the font sets it on every run, as UIKit does: 7 × 6 = 42 by 14.4 (15).
    label.font = .systemFont(ofSize: 12)
    #expect(label.intrinsicContentSize == CGSize(width: 42, height: 15))
  }

  @Test("Kerning adds after every character; a run without a font takes the label's")
  func kern() {
    let label = label()
    label.attributedText = NSAttributedString(string: "Hello", attributes: [.kern: 2])
    // 5 × 8.5 + 5 × 2 = 52.5, 53 in whole points.
    #expect(label.intrinsicContentSize.width == 53)
  }

  @Test("A paragraph style's line spacing goes between lines; its line height multiple on each")
  func paragraphStyle() {
    let label = label()
    label.numberOfLines = 0
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 6
    label.attributedText = NSAttributedString(string: "A\nB", attributes: [.paragraphStyle: style])
    // Two 20.4-point lines and 6 between: 46.8, 47 in whole points.
    #expect(label.intrinsicContentSize.height == 47)
    // The usual way to start from the default style.
    let copy = NSParagraphStyle.default.mutableCopy()
    #expect(copy is NSMutableParagraphStyle)
    let tall = (copy as? NSMutableParagraphStyle) ?? NSMutableParagraphStyle()
    tall.lineHeightMultiple = 1.5
    label.attributedText = NSAttributedString(string: "A", attributes: [.paragraphStyle: tall])
    // One line of 20.4 × 1.5 = 30.6: 31.
    #expect(label.intrinsicContentSize.height == 31)
    #expect(tall.alignment == .natural)
  }

  @Test("adjustsFontSizeToFitWidth shrinks the drawn font to the width, never the intrinsic size")
  func fontSizeFitting() {
    let label = label()
    label.text = "Hello World"
    label.font = .systemFont(ofSize: 20)
    label.adjustsFontSizeToFitWidth = true
    let bounds = CGSize(width: 55, height: 24)
    // The default minimum scale factor, 0, means no shrinking (Apple's documentation).
    #expect(label.displayedFont(in: bounds).pointSize == 20)
    label.minimumScaleFactor = 0.25
    // 11 characters are 110 wide at 20 points: 55 holds them at 20 × 55 / 110 = 10.
    #expect(label.displayedFont(in: bounds).pointSize == 10)
    #expect(label.displayedLines(in: bounds).map(\.text) == ["Hello World"])
    #expect(label.intrinsicContentSize == CGSize(width: 110, height: 24))
    // No smaller than 0.75 × 20 = 15: then truncated.
    label.minimumScaleFactor = 0.75
    #expect(label.displayedFont(in: bounds).pointSize == 15)
    #expect(label.displayedLines(in: bounds).first?.isTruncated == true)
    label.frame = CGRect(origin: .zero, size: bounds)
    #expect(label.displayedFont.pointSize == 15)
  }

  @Test("Several lines shrink until they fit the line count and the height")
  func multilineFitting() {
    let label = label()
    label.text = "aaaa bbbb cccc"
    label.font = .systemFont(ofSize: 20)
    label.numberOfLines = 2
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    // At size s a character is s / 2 wide: "aaaa bbbb" (9) fits 60 up to s = 13.33, leaving two
    // lines 2.4 s = 32 tall, inside 48.
    let size = label.displayedFont(in: CGSize(width: 60, height: 48)).pointSize
    #expect(abs(size - 40.0 / 3) < 0.02)
  }
}
