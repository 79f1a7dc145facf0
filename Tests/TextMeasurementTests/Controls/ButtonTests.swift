import Foundation
import OpenAutoLayout
import Testing

@testable import TextMeasurement

/// Buttons: the title's size plus the content insets, or UIKit's 6-point padding above and below
/// when they are zero (behaviour-1 §1.18, §2.2).
@Suite("Buttons", .timeLimit(.minutes(10)))
struct ButtonTests {
  /// A measurer that makes "Hello" at 16 points 42 × 22, the title the book's button has:
  /// 5 × 0.525 × 16 = 42 wide, (1.0625 + 0.3125) × 16 = 22 tall, the baseline 17 below its top
  /// and 5 above its bottom (the em fractions are exact in binary, so the baselines are too).
  static let book = FixedAdvanceTextMeasurer(advance: 0.525, ascender: 1.0625, descender: 0.3125)

  func bookButton() -> Button {
    let button = Button(title: "Hello", font: .systemFont(ofSize: 16))
    button.measurer = Self.book
    return button
  }

  @Test("The book's numbers: 42 × 34, and 82 × 42 with content insets (10, 20, 10, 20)")
  func bookNumbers() {
    let button = bookButton()
    // 22 + 6 + 6 = 34.
    #expect(button.intrinsicContentSize == CGSize(width: 42, height: 34))
    // The insets replace the padding: 42 + 20 + 20 = 82 wide, 22 + 10 + 10 = 42 tall.
    button.contentEdgeInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    #expect(button.intrinsicContentSize == CGSize(width: 82, height: 42))
    // Any non-zero inset replaces it, even a horizontal one: 22 tall.
    button.contentEdgeInsets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    #expect(button.intrinsicContentSize == CGSize(width: 82, height: 22))
  }

  @Test("Title and image edge insets move the title and image but never change the intrinsic size")
  func titleAndImageInsets() {
    let button = bookButton()
    button.titleEdgeInsets = EdgeInsets(top: 4, left: 30, bottom: 0, right: 0)
    button.imageEdgeInsets = EdgeInsets(all: 50)
    #expect(button.intrinsicContentSize == CGSize(width: 42, height: 34))
    // In 100 × 34 bounds the 42-wide title is centred at x 29, moved right by 30 / 2 and down
    // by 4 / 2: (44, 6 + 2).
    #expect(button.titleRect(in: CGRect(x: 0, y: 0, width: 100, height: 34)) == CGRect(x: 44, y: 8, width: 42, height: 22))
    // Squeezed: 42 − 30 leaves 12 for the title, centred at 15 then moved by 15.
    #expect(button.titleRect(in: CGRect(x: 0, y: 0, width: 42, height: 34)) == CGRect(x: 30, y: 8, width: 12, height: 22))
    #expect(button.imageRect(in: CGRect(x: 0, y: 0, width: 42, height: 34)) == nil)
  }

  @Test("UIButton's 15-point title: \"Hello\" is 37.5 wide and 18 tall, so the button is 30 tall")
  func defaultFont() {
    let button = Button(title: "Hello")
    button.measurer = ControlFixtures.fixed
    #expect(button.font.pointSize == 15)
    let root = ControlFixtures.root(300, 100, scale: 2)
    root.addSubview(button)
    #expect(button.intrinsicContentSize == CGSize(width: 37.5, height: 30))
    // At 1x the title rounds up to 38 points.
    let root1 = ControlFixtures.root(300, 100, scale: 1)
    root1.addSubview(button)
    #expect(button.intrinsicContentSize == CGSize(width: 38, height: 30))
  }

  @Test("An image sits before the title; alone it is the button's size, with no padding")
  func images() {
    let button = bookButton()
    button.image = ImageContent(width: 20, height: 20)
    // 20 + 42 wide, max(22, 20) + 12 tall.
    #expect(button.intrinsicContentSize == CGSize(width: 62, height: 34))
    // Centred together in 100: the pair starts at 19; the image 7 down, the title 6.
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 34)
    #expect(button.imageRect(in: bounds) == CGRect(x: 19, y: 7, width: 20, height: 20))
    #expect(button.titleRect(in: bounds) == CGRect(x: 39, y: 6, width: 42, height: 22))
    button.title = nil
    #expect(button.intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(button.titleRect(in: bounds) == nil)
    #expect(button.firstBaselineOffsetFromTop == nil)
    // Nothing at all: the insets alone.
    let empty = Button()
    #expect(empty.intrinsicContentSize == .zero)
    empty.contentEdgeInsets = EdgeInsets(all: 5)
    #expect(empty.intrinsicContentSize == CGSize(width: 10, height: 10))
  }

  @Test("Baselines are the title's: 6 + 17 from the top, 6 + 5 from the bottom; the insets move them")
  func baselines() {
    let button = bookButton()
    #expect(button.firstBaselineOffsetFromTop == 23)
    #expect(button.lastBaselineOffsetFromBottom == 11)
    button.contentEdgeInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    #expect(button.firstBaselineOffsetFromTop == 27)
    #expect(button.lastBaselineOffsetFromBottom == 15)
  }

  @Test("A given intrinsic size is the box the baselines are measured in: 10 taller, 5 lower")
  func baselinesInAGivenSize() {
    let button = bookButton()
    button.givenIntrinsicContentSize = CGSize(width: 100, height: 44)
    // The 22-high title centred in 44: 11 down, so 11 + 17 from the top, 44 - 33 + 5 from the bottom.
    #expect(button.firstBaselineOffsetFromTop == 28)
    #expect(button.lastBaselineOffsetFromBottom == 16)
  }

  @Test("Laid out: the intrinsic frame, and a label lined up on the title's baseline")
  func laidOut() {
    let root = ControlFixtures.root(300, 200, scale: 2)
    let button = bookButton()
    let label = Label("OK", font: .systemFont(ofSize: 10))
    label.measurer = ControlFixtures.fixed
    root.addSubview(label)
    ControlFixtures.place(button, in: root, x: 20, y: 50)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8),
      label.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    #expect(button.frame == CGRect(x: 20, y: 50, width: 42, height: 34))
    // The title's baseline is at 50 + 23 = 73; the label's 9.5 below its top: 63.5.
    #expect(label.frame == CGRect(x: 70, y: 63.5, width: 10, height: 12))
    #expect(ControlFixtures.priorities(of: button) == [250, 250, 750, 750])
  }

  @Test("A title too wide for the button is truncated in the middle, as UIButton's title label is")
  func displayedTitle() {
    let root = ControlFixtures.root(300, 200)
    let button = bookButton()
    root.addSubview(button)
    LayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      button.topAnchor.constraint(equalTo: root.topAnchor),
      button.widthAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    // 30 points less "…" (8.4) leave 21.6: two characters of 8.4, the first from the front,
    // the second from the back.
    let title = button.displayedTitle
    #expect(title?.text == "H…o")
    #expect(title?.isTruncated == true)
    #expect(title?.x == 0)
    #expect(title?.baseline == 23)
  }

  @Test("With DejaVu Sans, a 15-point title is its hmtx advances wide and an hhea line plus 12 tall")
  func realFont() throws {
    let file = try #require(FontLocator.file(family: "DejaVu Sans"))
    let tables = try TrueTypeTables(file: file)
    let face = try FontFace(file: file)
    let root = ControlFixtures.root(375, 667, scale: 2)
    let button = Button(title: "Sign in")
    root.addSubview(button)
    let units = "Sign in".unicodeScalars.map { tables.advance(ofGlyph: Int(face.glyphIndex(of: $0))) }.reduce(0, +)
    let width = Double(units) * 15 / Double(tables.unitsPerEm)
    let line = Double(tables.ascender - tables.descender + tables.lineGap) * 15 / Double(tables.unitsPerEm)
    #expect(button.intrinsicContentSize.width == CGFloat((width * 2).rounded(.up) / 2))
    #expect(button.intrinsicContentSize.height == CGFloat((line * 2).rounded(.up) / 2) + 12)
  }
}
