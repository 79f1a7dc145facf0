import Foundation
import OpenAutoLayout
import Testing

@testable import TextMeasurement

/// Labels: intrinsic sizes, wrapping and baselines with the fixed-advance measurer (a character
/// half an em; a line 1.2 em, the baseline 0.95 em below its top), so every number is counted by
/// hand; then a few with DejaVu Sans against the font file's own tables.
@MainActor @Suite("Labels", .timeLimit(.minutes(10)))
struct LabelTests {
  static let fixed = FixedAdvanceTextMeasurer()

  func label(_ text: String?, size: Double = 10, lines: Int = 1) -> Label {
    let label = Label(text, font: .systemFont(ofSize: size))
    label.measurer = Self.fixed
    label.numberOfLines = lines
    return label
  }

  func root(_ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.overrideTraitCollection = TraitCollection(displayScale: scale)
    return root
  }

  @Test("One line: the text's width and one line's height; no text, no size")
  func singleLine() {
    #expect(label("Hello World").intrinsicContentSize == CGSize(width: 55, height: 12))
    #expect(label("").intrinsicContentSize == .zero)
    #expect(label(nil).intrinsicContentSize == .zero)
    // A long text stays on one line whatever its width.
    #expect(label(String(repeating: "ab ", count: 40), lines: 1).intrinsicContentSize.width == 600)
  }

  @Test("Sizes are rounded up to whole pixels: 17-point lines are 20.4, so 20.5 at 2x and 21 at 1x")
  func pixelRounding() {
    let root2 = root(375, 667, scale: 2)
    let text = label("abc", size: 17)
    root2.addSubview(text)
    #expect(text.intrinsicContentSize == CGSize(width: 25.5, height: 20.5))
    let root1 = root(375, 667, scale: 1)
    root1.addSubview(text)
    #expect(text.intrinsicContentSize == CGSize(width: 26, height: 21))
  }

  @Test("Multi-line text wraps at preferredMaxLayoutWidth; numberOfLines caps the lines")
  func preferredWidth() {
    let text = label("aaa bbb ccc ddd", lines: 0)
    text.preferredMaxLayoutWidth = 40  // 8 characters a line
    #expect(text.intrinsicContentSize == CGSize(width: 35, height: 24))
    text.numberOfLines = 1
    #expect(text.intrinsicContentSize == CGSize(width: 75, height: 12))
    text.numberOfLines = 0
    text.preferredMaxLayoutWidth = 20
    #expect(text.intrinsicContentSize == CGSize(width: 15, height: 48))
    text.numberOfLines = 3
    #expect(text.intrinsicContentSize == CGSize(width: 15, height: 36))
  }

  @Test("Without a preferred width, a multi-line label's height follows the width it is laid out at")
  func heightFollowsWidth() {
    let root = root(100, 400)
    // 20 words of 3 letters: 80 characters with the spaces.
    let text = label(Array(repeating: "abc", count: 20).joined(separator: " "), lines: 0)
    root.addSubview(text)
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      text.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      text.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    // 80 points hold 16 characters: four words a line ("abc abc abc abc" is 15), five lines.
    #expect(text.frame == CGRect(x: 10, y: 20, width: 80, height: 60))
    // Narrower: 60 points hold 12 characters, three words a line, seven lines.
    root.frame.size.width = 80
    root.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 10, y: 20, width: 60, height: 84))
    #expect(text.isMultilineText)
  }

  @Test("Baselines: the first an ascender below the top, the last a descender above the bottom")
  func baselines() {
    let root = root(300, 200, scale: 2)
    let small = label("small", size: 10)
    let large = label("large", size: 20)
    for view in [small, large] { root.addSubview(view) }
    LayoutConstraint.activate([
      small.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      large.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
      large.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      small.firstBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    // large: top 50, baseline 50 + 19 = 69; small: baseline 69 − 9.5 = 59.5.
    #expect(large.frame == CGRect(x: 33, y: 50, width: 50, height: 24))
    #expect(small.frame == CGRect(x: 0, y: 59.5, width: 25, height: 12))
    // Two lines: the last baseline is 2.5 above the bottom, 24 − 2.5 below the top.
    let two = label("one\ntwo", size: 10, lines: 0)
    #expect(two.intrinsicContentSize.height == 24)
    #expect(two.firstBaselineOffsetFromTop == 9.5)
    #expect(two.lastBaselineOffsetFromBottom == 2.5)
  }

  @Test("With DejaVu Sans, a label is its text's hmtx advances wide and an hhea line tall, in pixels")
  func realFont() throws {
    let file = try #require(FontLocator.file(family: "DejaVu Sans"))
    let tables = try TrueTypeTables(file: file)
    let face = try FontFace(file: file)
    let root = root(375, 667, scale: 2)
    let text = Label("Auto Layout", font: .systemFont(ofSize: 17))
    root.addSubview(text)
    let units = "Auto Layout".unicodeScalars.map { tables.advance(ofGlyph: Int(face.glyphIndex(of: $0))) }.reduce(0, +)
    let width = Double(units) * 17 / Double(tables.unitsPerEm)
    let height = Double(tables.ascender - tables.descender + tables.lineGap) * 17 / Double(tables.unitsPerEm)
    #expect(text.intrinsicContentSize.width == CGFloat((width * 2).rounded(.up) / 2))
    #expect(text.intrinsicContentSize.height == CGFloat((height * 2).rounded(.up) / 2))
    let ascender = Double(tables.ascender) * 17 / Double(tables.unitsPerEm)
    let slack = ((height * 2).rounded(.up) / 2 - height) / 2
    #expect(abs(Double(text.firstBaselineOffsetFromTop ?? 0) - (slack + ascender)) < 1e-9)
  }

  @Test("A multi-line label whose text grows grows wider, up to the room it has, before it wraps")
  func growingText() {
    let root = root(300, 400)
    let text = label("ab", lines: 0)
    root.addSubview(text)
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      text.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
      text.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(text.frame.size == CGSize(width: 10, height: 12))
    // 14 characters of 5 points: 70 wide on one line, not wrapped at the old 10.
    text.text = "ab cd ef gh ij"
    root.layoutIfNeeded()
    #expect(text.frame.size == CGSize(width: 70, height: 12))
    // 80 characters: 400 points on one line, more than the 300 there is: wrapped at 300.
    text.text = String(repeating: "abc ", count: 20)
    root.layoutIfNeeded()
    #expect(text.frame.width <= 300)
    #expect(text.frame.height == 24)
  }
}
