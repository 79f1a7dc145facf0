import Foundation
import OpenAutoLayout
import Testing

@testable import TextMeasurement

/// Text alignment places the lines a label or a text field shows, never their size. With the
/// fixed measurer at 10 points a character is 5 wide (ControlFixtures).
@Suite("Text alignment", .timeLimit(.minutes(10)))
struct TextAlignmentTests {
  /// A one-line label "Hi there" made 100 wide: 8 characters, 40 wide, with 60 of room. The root
  /// comes back too: a superview is held weakly, and the label's direction comes from it.
  func label(_ alignment: TextAlignment, rightToLeft: Bool = false) -> (root: View, label: Label) {
    let root = ControlFixtures.root(200, 100)
    if rightToLeft { root.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft) }
    let label = Label("Hi there", font: .systemFont(ofSize: 10))
    label.measurer = ControlFixtures.fixed
    label.textAlignment = alignment
    ControlFixtures.place(label, in: root, x: 0, y: 0)
    label.widthAnchor.constraint(equalToConstant: 100).isActive = true
    root.layoutIfNeeded()
    return (root, label)
  }

  @Test(
    "Each alignment starts the line where UIKit draws it: left 0, centred 30, right 60",
    arguments: [
      (TextAlignment.left, CGFloat(0)), (.center, 30), (.right, 60), (.natural, 0), (.justified, 0),
    ])
  func labelAlignments(alignment: TextAlignment, x: CGFloat) throws {
    let (root, label) = label(alignment)
    #expect(root.subviews.count == 1 && label.frame.width == 100)
    let line = try #require(label.displayedLines.first)
    #expect(line.text == "Hi there" && line.width == 40)
    #expect(line.x == x)
  }

  @Test("Natural alignment is right aligned in a right-to-left environment; left stays left")
  func naturalFollowsDirection() throws {
    let natural = label(.natural, rightToLeft: true)
    #expect(try #require(natural.label.displayedLines.first).x == 60)
    let left = label(.left, rightToLeft: true)
    #expect(try #require(left.label.displayedLines.first).x == 0)
  }

  @Test("Each line of a wrapped label is aligned on its own")
  func wrappedLines() {
    let root = ControlFixtures.root(200, 100)
    let label = Label("Hi there", font: .systemFont(ofSize: 10))
    label.measurer = ControlFixtures.fixed
    label.numberOfLines = 0
    label.textAlignment = .center
    ControlFixtures.place(label, in: root, x: 0, y: 0)
    label.widthAnchor.constraint(equalToConstant: 30).isActive = true
    root.layoutIfNeeded()
    // "Hi" (10 wide) and "there" (25 wide) in 30: starts at (30 − 10) / 2 and (30 − 25) / 2.
    #expect(label.displayedLines.map(\.text) == ["Hi", "there"])
    #expect(label.displayedLines.map(\.x) == [10, 2.5])
  }

  @Test("A text field aligns its text inside the border's insets")
  func textField() throws {
    let root = ControlFixtures.root(200, 100)
    let field = TextField(text: "Hello", font: .systemFont(ofSize: 10), borderStyle: .roundedRect)
    field.measurer = ControlFixtures.fixed
    ControlFixtures.place(field, in: root, x: 0, y: 0)
    field.widthAnchor.constraint(equalToConstant: 100).isActive = true
    root.layoutIfNeeded()
    // The text rectangle is 7…93 (86 wide); "Hello" is 25 wide.
    #expect(try #require(field.displayedLine).x == 7)
    field.textAlignment = .right
    #expect(try #require(field.displayedLine).x == 93 - 25)
    field.textAlignment = .center
    #expect(try #require(field.displayedLine).x == 7 + (86 - 25) / 2)
  }

  @Test("A text view aligns its lines inside the container inset and the line fragment padding")
  func textView() throws {
    let root = ControlFixtures.root(200, 100)
    let textView = TextView("Hello", font: .systemFont(ofSize: 10))
    textView.measurer = ControlFixtures.fixed
    ControlFixtures.place(textView, in: root, x: 0, y: 0)
    textView.widthAnchor.constraint(equalToConstant: 100).isActive = true
    textView.heightAnchor.constraint(equalToConstant: 50).isActive = true
    root.layoutIfNeeded()
    // Lines run from 5 to 95 (padding 5 each side, no side inset); "Hello" is 25 wide.
    #expect(textView.textAlignment == .natural && textView.textColor == nil)
    #expect(try #require(textView.displayedLines.first).x == 5)
    textView.textAlignment = .right
    #expect(try #require(textView.displayedLines.first).x == 95 - 25)
    textView.textAlignment = .center
    #expect(try #require(textView.displayedLines.first).x == 5 + (90 - 25) / 2)
    textView.semanticContentAttribute = .forceRightToLeft
    textView.textAlignment = .natural
    #expect(try #require(textView.displayedLines.first).x == 95 - 25)
  }

  @Test("Alignment and colour change no size: the intrinsic size and the frame stay")
  func noLayoutChange() {
    let (root, label) = label(.left)
    let before = (label.intrinsicContentSize, label.frame)
    for alignment in TextAlignment.allCases {
      label.textAlignment = alignment
      label.textColor = .red
      root.layoutIfNeeded()
      // "Hi there" is 8 × 5 = 40 wide and one 12-point line tall.
      #expect(label.intrinsicContentSize == CGSize(width: 40, height: 12))
      #expect(label.intrinsicContentSize == before.0 && label.frame == before.1)
    }
  }

  @Test("UIKit's raw values: left 0, center 1, right 2, justified 3, natural 4")
  func rawValues() {
    #expect(TextAlignment.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect(TextAlignment.allCases == [.left, .center, .right, .justified, .natural])
  }
}
