import Foundation
import OpenAutoLayout
import Testing
import TextMeasurement

@testable import LayoutDocuments

/// Xcode's pseudolanguages on a document's text.
@Suite("Layout: pseudolanguages", .timeLimit(.minutes(10)))
struct PseudoLanguageTests {
  @Test("Each pseudolanguage changes text as Xcode's does")
  func localize() {
    #expect(PseudoLanguage.doubleLength.localize("Sign Up") == "Sign Up Sign Up")
    #expect(PseudoLanguage.doubleLength.localize("") == "")
    #expect(PseudoLanguage.bounded.localize("Sign Up") == "[# Sign Up #]")
    #expect(PseudoLanguage.rightToLeft.localize("Sign Up") == "Sign Up")
    let accented = PseudoLanguage.accented.localize("Sign Up, 42!")
    #expect(accented == "Šíĝñ Üp, 42!")
    #expect(accented.count == "Sign Up, 42!".count)
  }

  /// A label, a field's placeholder and a segmented control's titles, leading-aligned in a
  /// 400-point canvas with 8-point margins.
  static var form: TestDocument {
    var label = viewSpec("title", kind: .label)
    label.text = "Title"
    var field = viewSpec("field", kind: .textField)
    field.placeholder = "Name"
    var segments = viewSpec("choice", kind: .segmentedControl)
    segments.controls.segments = ["One", "Two"]
    var document = TestDocument([label, field, segments])
    document.canvas = CGSize(width: 400, height: 400)
    document.root.layoutMargins = .directional(DirectionalEdgeInsets(all: 8))
    for id in ["title", "field", "choice"] { document.constrain("\(id).leading == root.leadingMargin") }
    document.constrain("title.top == root.top + 40", "field.top == title.bottom + 8", "choice.top == field.bottom + 8")
    return document
  }

  /// What the same control says in code, at the document's 2x.
  static func measured(_ view: View) -> CGSize {
    view.overrideTraitCollection = TraitCollection(displayScale: 2)
    return view.intrinsicContentSize
  }

  @Test("The text is measured in the pseudolanguage: as wide as the same control showing it")
  func measuredInTheLanguage() throws {
    let layout = try Self.form.layout(LayoutOptions(pseudoLanguage: .doubleLength))
    let result = layout.solve()
    #expect(result.frame("title")?.size == Self.measured(Label("Title Title")))
    #expect(result.frame("field")?.size == Self.measured(TextField(placeholder: "Name Name", borderStyle: .roundedRect)))
    #expect(result.frame("choice")?.size == Self.measured(SegmentedControl(titles: ["One One", "Two Two"])))
    #expect((layout.view("title") as? Label)?.text == "Title Title")
    // The document itself is unchanged.
    #expect(layout.views.first { $0.id == "title" }?.spec.text == "Title")
  }

  @Test("The right-to-left pseudolanguage lays out right to left, unless a trait says otherwise")
  func rightToLeft() throws {
    let rtl = try Self.form.layout(LayoutOptions(pseudoLanguage: .rightToLeft)).solve()
    let width = try #require(rtl.frame("title")?.width)
    // Leading is the right margin: 400 − 8.
    #expect(rtl.frame("title")?.maxX == 392)
    #expect(width == Self.measured(Label("Title")).width)
    let forced = LayoutOptions(traits: DocumentTraits(layoutDirection: .leftToRight), pseudoLanguage: .rightToLeft)
    #expect(try Self.form.layout(forced).solve().frame("title")?.minX == 8)
  }

  @Test("A transition to another language shows the new text and lays it out as a fresh layout would")
  func transition() throws {
    let layout = try Self.form.layout()
    let plain = layout.solve()
    for language in PseudoLanguage.allCases + [nil] {
      try layout.transition(to: LayoutOptions(pseudoLanguage: language))
      let fresh = try Self.form.layout(LayoutOptions(pseudoLanguage: language)).solve()
      #expect(layout.solve().views.map(\.result) == fresh.views.map(\.result), "\(String(describing: language))")
      #expect(layout.pseudoLanguage == language)
    }
    #expect(layout.solve().views.map(\.result) == plain.views.map(\.result))
    #expect((layout.view("choice") as? SegmentedControl)?.titles == ["One", "Two"])
  }
}
