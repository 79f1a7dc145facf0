import OpenAutoLayout
import Testing
import TextMeasurement

@testable import LayoutDocuments

/// The names documents write for the model's enums (``DocumentNamed``): UIKit's, in UIKit's
/// order, each read back as its value. The expected lists are UIKit's documentation's, written
/// out by hand.
@Suite("Document names of the model's values")
struct DocumentNamedTests {
  @Test("Each enum's names are UIKit's, in the order messages list them")
  func namesAreUIKits() {
    #expect(LayoutAxis.documentNames.map(\.name) == ["horizontal", "vertical"])
    #expect(
      StackView.Distribution.documentNames.map(\.name)
        == ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
    #expect(
      StackView.Alignment.documentNames.map(\.name)
        == ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"])
    #expect(
      FontWeight.documentNames.map(\.name)
        == ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"])
    #expect(
      TextStyle.documentNames.map(\.name)
        == [
          "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
          "caption1", "caption2",
        ])
    #expect(
      ContentMode.documentNames.map(\.name)
        == [
          "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
          "topLeft", "topRight", "bottomLeft", "bottomRight",
        ])
    #expect(
      LineBreakMode.documentNames.map(\.name)
        == ["byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail", "byTruncatingMiddle"])
    #expect(TextField.BorderStyle.documentNames.map(\.name) == ["none", "line", "bezel", "roundedRect"])
  }

  @Test("A name reads back as its value, and a value prints as its first name")
  func namesReadBack() {
    // A text style's raw value is UIKit's constant (UICTFontTextStyleTitle0); documents write
    // the case name.
    #expect(TextStyle.named("largeTitle") == .largeTitle)
    #expect(TextStyle.largeTitle.documentName == "largeTitle")
    #expect(TextStyle.named("UICTFontTextStyleTitle0") == nil)
    #expect(StackView.Distribution.named("fillEqually") == .fillEqually)
    #expect(LineBreakMode.byTruncatingTail.documentName == "byTruncatingTail")
    // Names are case-sensitive, as UIKit's.
    #expect(FontWeight.named("Bold") == nil)
    // UIKit's `top` and `bottom` alignments are `leading` and `trailing`, which print as such.
    #expect(StackView.Alignment.named("top") == .leading)
    #expect(StackView.Alignment.named("bottom") == .trailing)
    #expect(StackView.Alignment.named("top")?.documentName == "leading")
  }

  @Test("The parser gives the model's values")
  func parserGivesValues() throws {
    let document = try ParserFixtures.parse(
      ParserFixtures.header + """
        root:
          subviews:
            - {id: row, kind: stack, axis: vertical, distribution: fillProportionally, alignment: bottom}
            - {id: title, kind: label, lineBreakMode: byClipping, font: {weight: heavy, textStyle: title3}}

        """)
    let stack = try #require(document.root.subviews.first?.stack)
    #expect(stack.axis == .vertical && stack.distribution == .fillProportionally && stack.alignment == .trailing)
    let label = try #require(document.root.subviews.last)
    #expect(label.controls.lineBreakMode == .byClipping)
    #expect(label.font == FontSpec(weight: .heavy, textStyle: .title3))
  }
}
