import Foundation
import LayoutDocuments
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@testable import LayoutRendering

/// Text whose size a document gives (`intrinsicSize`, measured by Interface Builder in San
/// Francisco, narrower than our DejaVu Sans) is drawn whole in a smaller font, never as an
/// ellipsis; text whose size we measured ourselves keeps its truncation.
@Suite("Text in a given size")
struct GivenSizeTextTests {
  /// Texts of 16 and 17 characters, about 0.6 em each in DejaVu Sans: at 17 points (the labels)
  /// about 160 points, at 15 (the button) about 150. The given sizes, 110 and 100, are narrower
  /// than that but wider than half of it (about 80 and 75), the least the drawing shrinks to; the
  /// measured label's 80 is narrower than its text at its own size.
  static let document = """
    version: 1
    name: Given sizes
    canvas: {width: 300, height: 120}
    root:
      subviews:
        - {id: given, kind: label, text: "Return to sender", intrinsicSize: {width: 110, height: 21}}
        - {id: measured, kind: label, text: "Return to sender"}
        - {id: button, kind: button, text: "Continue shopping", intrinsicSize: {width: 100, height: 30}}
    constraints:
      - given.leading == root.leading
      - given.top == root.top
      - measured.leading == root.leading
      - measured.top == root.top + 40
      - measured.width == 80
      - button.leading == root.leading
      - button.top == root.top + 80
    """

  /// Each view's drawn text (its tspans joined) and font size, by the view's top.
  static func texts() throws -> [String: (text: String, size: Double)] {
    let layout = try DocumentLayout(DocumentParser.parse(document, file: "given.yaml"))
    layout.solve()
    let svg = try SVGInspection(SVGRenderer.render(RenderScene(layout: layout), overlays: []))
    var texts: [String: (String, Double)] = [:]
    for text in try svg.elements("text", inGroup: "views") {
      let viewport = try #require(text.parent as? XMLElement)
      let top = try #require(viewport["y"])
      let size = try #require(Double(text["font-size"] ?? ""))
      texts[top] = (text.stringValue ?? "", size)
    }
    return texts
  }

  @Test("A label and a button with a given size show all their text, smaller; a measured label keeps its ellipsis")
  func givenSizesFitTheirText() throws {
    let texts = try Self.texts()
    let given = try #require(texts["0"])
    #expect(given.text == "Return to sender")
    // Shrunk to fit 110 points, never below half the size (8.5).
    #expect(given.size < 17)
    #expect(given.size >= 8.5)
    let button = try #require(texts["80"])
    #expect(button.text == "Continue shopping")
    #expect(button.size < 15 && button.size >= 7.5)
    // Our own measure: the label is 80 wide by its constraint and truncates, at its own size.
    let measured = try #require(texts["40"])
    #expect(measured.text.hasSuffix("…"))
    #expect(measured.size == 17)
  }
}
