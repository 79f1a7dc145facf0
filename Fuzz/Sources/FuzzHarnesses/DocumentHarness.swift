import Foundation
import LayoutDocuments
import LayoutRendering
import OpenAutoLayout

/// Layout documents (layout-document.md §1), YAML or JSON: read, laid out, checked, explained,
/// drawn, and laid out again after a rotation, as `autolayout solve`, `check`, `explain` and
/// `render` do.
///
/// Input: the document's text as UTF-8 (invalid sequences repaired).
///
/// Checks: a document error points inside the text (line and column at least 1, the line at most
/// one past the last) and starts with the file's name; a laid-out document's frames are finite;
/// its JSON is valid JSON; its drawing is a whole SVG document; and the layout, its views and its
/// root are freed afterwards.
public enum DocumentHarness {
  public static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    var freed = LifetimeCheck("documents")
    do {
      let document: LayoutDocument
      do throws(DocumentError) {
        document = try DocumentParser.parse(text, file: "fuzz.yaml")
      } catch {
        expectInside(error, text)
        return
      }
      let layout: DocumentLayout
      do throws(DocumentError) {
        layout = try DocumentLayout(document)
      } catch {
        expectInside(error, text)
        return
      }
      let numbers = layout.constraints.flatMap(\.constraints).map { ($0.constant, $0.multiplier) }
      guard numbers.allSatisfy({ NumberRange.fromEnvironment.admits(constant: $0.0, multiplier: $0.1) }) else { return }
      freed.watch(layout, "the DocumentLayout")
      freed.watch(layout.root, "the root view")
      for view in layout.views { freed.watch(view.view, "view '\(view.id)'") }
      expectFinite(layout.solve(), "laid out")
      _ = layout.check()
      for view in layout.views.prefix(3) { _ = layout.explain(view.id) }
      let svg = SVGRenderer.render(RenderScene(layout: layout), overlays: .all)
      expect(svg.hasSuffix("</svg>\n") || svg.hasSuffix("</svg>"), "the drawing is not a whole SVG document")
      // A rotation with the largest text, in a pseudolanguage: what the preview matrix does.
      let rotated = LayoutOptions(
        canvas: CGSize(width: layout.canvas.height, height: layout.canvas.width),
        traits: DocumentTraits(contentSizeCategory: "accessibilityExtraExtraExtraLarge"),
        pseudoLanguage: .doubleLength)
      do throws(DocumentError) {
        try layout.transition(to: rotated)
      } catch {
        expectInside(error, text)
        return
      }
      expectFinite(layout.solve(), "rotated")
    }
    freed.expectFreed()
  }

  /// The frames are finite, and the result prints as valid JSON.
  private static func expectFinite(_ result: SolveResult, _ stage: String) {
    let frames = result.views.map(\.result.frame) + result.guides.map(\.result.frame)
    for frame in frames {
      let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
      expect(numbers.allSatisfy(\.isFinite), "a frame is \(frame) after the document was \(stage)")
    }
    let json = result.json()
    expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "invalid JSON:\n\(json)")
  }

  /// A document error points into the text and names the file.
  private static func expectInside(_ error: DocumentError, _ text: String) {
    // Lines as any reader may count them: every line break libyaml or Swift knows.
    let breaks = text.unicodeScalars.filter { ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($0) }.count
    let location = error.location
    expect(location.line >= 1 && location.line <= breaks + 2 && location.column >= 1,
      "error at \(location) outside the text's \(breaks + 1) lines: \(error.message)")
    expect(error.description.hasPrefix("fuzz.yaml:"), "error does not name the file: \(error)")
  }

  private static func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    fatalError("documents harness: \(message())")
  }
}
