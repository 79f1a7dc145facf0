import Foundation
import LayoutDocuments
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@testable import LayoutRendering

/// A document's `textColor` and `textAlignment` show in its drawing: the text is filled in the
/// colour, and anchored where the control aligned it.
@Suite("SVG: a document's text colour and alignment", .timeLimit(.minutes(10)))
struct SVGTextAppearanceTests {
  /// Frames by hand: title 0…320 wide; the button 200 wide at x 0; the field 0…320; the text
  /// view 60…260 (200 wide).
  static let document = """
    version: 1
    canvas: {width: 320, height: 300}
    root:
      subviews:
        - {id: title, kind: label, text: Hello, textColor: "#336699", textAlignment: center}
        - {id: go, kind: button, text: Go, textColor: systemRed, textAlignment: left}
        - {id: name, kind: textField, text: Ann, textColor: purple, textAlignment: right}
        - {id: notes, kind: textView, text: Notes, textColor: "#993366", textAlignment: center}
        - {id: plain, kind: button, text: Plain}
    constraints:
      - title.leading == root.leading
      - title.trailing == root.trailing
      - title.top == root.top + 20
      - go.leading == root.leading
      - go.width == 200
      - go.top == title.bottom + 8
      - name.leading == root.leading
      - name.trailing == root.trailing
      - name.top == go.bottom + 8
      - notes.leading == root.leading + 60
      - notes.trailing == root.trailing - 60
      - notes.top == name.bottom + 8
      - notes.height == 100
      - plain.leading == root.leading
      - plain.top == notes.bottom + 8

    """

  /// The `<text>` element that shows `content`.
  static func text(_ content: String, in svg: SVGInspection) throws -> XMLElement? {
    try svg.elements("text").first { $0.stringValue == content }
  }

  @Test("Each control's text is filled in its textColor and anchored by its textAlignment")
  func colourAndAlignment() throws {
    let layout = try DocumentLayout(DocumentParser.parse(Self.document, file: "text.yaml"))
    let svg = try SVGInspection(SVGRenderer.render(RenderScene(layout: layout), overlays: []))

    // A centred label: anchored at its middle, the label's centre x (320 / 2).
    let title = try #require(try Self.text("Hello", in: svg))
    #expect(title["fill"] == "#336699" && title["text-anchor"] == "middle")
    #expect((title.children?.first as? XMLElement)?["x"] == "160")
    // The button's title in UIKit's systemRed (255, 59, 48), not the tint; left-aligned, it
    // starts at the button's left edge (no content insets), x 0.
    let go = try #require(try Self.text("Go", in: svg))
    #expect(go["fill"] == "#ff3b30" && go["text-anchor"] == nil)
    #expect((go.children?.first as? XMLElement)?["x"] == "0")
    // A right-aligned field: anchored at the end of its text, inside its 320 points.
    let name = try #require(try Self.text("Ann", in: svg))
    #expect(name["fill"] == "#800080" && name["text-anchor"] == "end")
    let end = try #require(Double((name.children?.first as? XMLElement)?["x"] ?? ""))
    #expect(end > 300 && end < 320)
    // A centred text view: anchored at its middle, 100 in its own 200-point-wide viewport.
    let notes = try #require(try Self.text("Notes", in: svg))
    #expect(notes["fill"] == "#993366" && notes["text-anchor"] == "middle")
    #expect((notes.children?.first as? XMLElement)?["x"] == "100")
    // A button without textColor keeps the tint (RenderPalette's blue).
    let plain = try #require(try Self.text("Plain", in: svg))
    #expect(plain["fill"] == RenderPalette.tint)
  }
}
