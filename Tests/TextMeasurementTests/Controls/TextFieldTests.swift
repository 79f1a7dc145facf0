import Foundation
import OpenAutoLayout
import Testing

@testable import TextMeasurement

/// Text fields: one line of text (or placeholder) plus the border's padding, with the fixed
/// measurer at 10 points (a character 5 wide, a line 12 tall, the baseline 9.5 down).
@Suite("Text fields", .timeLimit(.minutes(10)))
struct TextFieldTests {
  func field(_ text: String?, placeholder: String? = nil, border: TextField.BorderStyle = .none) -> TextField {
    let field = TextField(text: text, placeholder: placeholder, font: .systemFont(ofSize: 10), borderStyle: border)
    field.measurer = ControlFixtures.fixed
    return field
  }

  @Test(
    "The text's size plus each border's padding; the rounded rectangle at least 30 tall",
    arguments: [
      // "Hello" is 25 × 12.
      (TextField.BorderStyle.none, CGSize(width: 25, height: 12)),
      (.line, CGSize(width: 29, height: 16)),
      (.bezel, CGSize(width: 29, height: 16)),
      // 25 + 7 + 7 wide; 12 + 6 + 6 = 24 is below the minimum of 30.
      (.roundedRect, CGSize(width: 39, height: 30)),
    ])
  func borders(style: TextField.BorderStyle, size: CGSize) {
    #expect(field("Hello", border: style).intrinsicContentSize == size)
  }

  @Test("The placeholder sizes an empty field; the text replaces it; nothing leaves the padding alone")
  func placeholder() {
    let name = field(nil, placeholder: "Name", border: .roundedRect)
    #expect(name.intrinsicContentSize == CGSize(width: 34, height: 30))
    #expect(name.isShowingPlaceholder)
    name.text = "Jo"
    #expect(name.intrinsicContentSize == CGSize(width: 24, height: 30))
    #expect(!name.isShowingPlaceholder)
    #expect(field("", border: .roundedRect).intrinsicContentSize == CGSize(width: 14, height: 30))
    // A 20-point font: 24 + 12 = 36, above the minimum.
    name.font = .systemFont(ofSize: 20)
    #expect(name.intrinsicContentSize == CGSize(width: 34, height: 36))
  }

  @Test("Defaults are UIKit's: body font, no border, priorities 250 / 750")
  func defaults() {
    let plain = TextField()
    #expect(plain.font == .body)
    #expect(plain.borderStyle == .none)
    // Made in code with UIKit's `UITextField()`, it translates its mask, as in UIKit.
    #expect(plain.translatesAutoresizingMaskIntoConstraints)
    #expect(ControlFixtures.priorities(of: plain) == [250, 250, 750, 750])
  }

  @Test("The baseline is the text's, centred in the text rectangle: 6 + 3 + 9.5 in a rounded rect")
  func baselines() {
    let rounded = field("Hello", border: .roundedRect)
    // The text rectangle is 6…24 (18 tall); the 12-point line sits 3 down in it.
    #expect(rounded.firstBaselineOffsetFromTop == 18.5)
    #expect(rounded.lastBaselineOffsetFromBottom == 11.5)
    let bare = field("Hello")
    #expect(bare.firstBaselineOffsetFromTop == 9.5)
    #expect(bare.lastBaselineOffsetFromBottom == 2.5)
  }

  @Test("A given intrinsic size is the box the baseline is measured in: 10 taller, 5 lower")
  func baselinesInAGivenSize() {
    let rounded = field("Hello", border: .roundedRect)
    rounded.givenIntrinsicContentSize = CGSize(width: 80, height: 40)
    // The text rectangle is 6…34 (28 tall); the 12-point line sits 8 down in it.
    #expect(rounded.firstBaselineOffsetFromTop == 23.5)
    #expect(rounded.lastBaselineOffsetFromBottom == 16.5)
  }

  @Test("Laid out next to a label on the first baseline; a long text is truncated at its tail")
  func laidOut() {
    let root = ControlFixtures.root(300, 200, scale: 2)
    let name = field("Hello World", border: .roundedRect)
    let caption = Label("Name", font: .systemFont(ofSize: 10))
    caption.measurer = ControlFixtures.fixed
    ControlFixtures.place(caption, in: root, x: 20, y: 40)
    root.addSubview(name)
    LayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: caption.trailingAnchor, constant: 8),
      name.firstBaselineAnchor.constraint(equalTo: caption.firstBaselineAnchor),
      name.widthAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    // The caption's baseline is 40 + 9.5 = 49.5, the field's 18.5 below its top: 31.
    #expect(name.frame == CGRect(x: 48, y: 31, width: 40, height: 30))
    // The text rectangle is 40 − 14 = 26 wide: 21 for the text before "…", 4 characters.
    let line = name.displayedLine
    #expect(line?.text == "Hell…")
    #expect(line?.x == 7)
    #expect(line?.baseline == 18.5)
    #expect(name.textRect(forBounds: name.bounds) == CGRect(x: 7, y: 6, width: 26, height: 18))
    name.text = nil
    #expect(name.displayedLine == nil)
  }

  @Test("With DejaVu Sans at 17 points, a rounded-rect field is an hhea line plus 12 (above 30)")
  func realFont() throws {
    let file = try #require(FontLocator.file(family: "DejaVu Sans"))
    let tables = try TrueTypeTables(file: file)
    let root = ControlFixtures.root(375, 667, scale: 2)
    let name = TextField(placeholder: "Name", borderStyle: .roundedRect)
    root.addSubview(name)
    let line = Double(tables.ascender - tables.descender + tables.lineGap) * 17 / Double(tables.unitsPerEm)
    #expect(name.intrinsicContentSize.height == max(30, CGFloat((line * 2).rounded(.up) / 2) + 12))
  }
}
