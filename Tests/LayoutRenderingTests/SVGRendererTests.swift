import Foundation
import LayoutDocuments
import OpenAutoLayout
import Testing

@testable import LayoutRendering

/// Structural checks of SVGRenderer's output: the elements, where they are, how they look.
/// Expected values are the fixtures' hand-written frames (SceneFixtures) and the colours.
@Suite("SVG rendering", .timeLimit(.minutes(10)))
struct SVGRendererTests {
  @Test("A red view is a red rect at exactly its frame, inside a canvas group offset by the title band")
  func redRectAtItsFrame() throws {
    let scene = RenderScene(
      canvas: CGSize(width: 300, height: 200), title: "t",
      items: [
        RenderItem(id: "root", rect: CGRect(x: 0, y: 0, width: 300, height: 200)),
        RenderItem(id: "red", rect: CGRect(x: 20, y: 40.5, width: 100, height: 50.25), color: .red),
      ])
    let svg = try SVGInspection(SVGRenderer.render(scene, overlays: []))
    let red = try svg.elements("rect", inGroup: "views").filter { $0["fill"] == "#ff0000" }
    #expect(red.count == 1)
    #expect(red.first?.geometry == ["20", "40.5", "100", "50.25"])
    // The canvas starts below the 12-point padding and the 28-point title band.
    #expect(try svg.groups("canvas").first?["transform"] == "translate(12,40)")
  }

  @Test("The viewBox is the canvas plus padding, title and legend; width and height match it")
  func viewBoxFitsCanvas() throws {
    let scene = RenderScene(
      canvas: CGSize(width: 300, height: 200), title: "t",
      items: [RenderItem(id: "root", rect: CGRect(x: 0, y: 0, width: 300, height: 200))])
    let svg = try SVGInspection(SVGRenderer.render(scene, overlays: []))
    // No legend: 12 + 300 + 12 wide; 12 + 28 + 200 + 12 tall.
    #expect(svg.rootAttribute("viewBox") == "0 0 324 252")
    #expect(svg.rootAttribute("width") == "324")
    #expect(svg.rootAttribute("height") == "252")
  }

  @Test("A translucent colour keeps its opacity; a view without colour is invisible unless asked to be outlined")
  func colourAndOutline() throws {
    let svg = try SVGInspection(SVGRenderer.render(SceneFixtures.ambiguousGuide, overlays: []))
    let views = try svg.elements("rect", inGroup: "views")
    let box = views.first { $0["fill"] == "#008000" }
    #expect(box?["fill-opacity"] == "0.5")
    // No view of labelAndField has a colour: the only rectangle drawn is the text field's
    // rounded border (UITextField's own), at the field's frame.
    let plain = try SVGInspection(SVGRenderer.render(SceneFixtures.labelAndField, overlays: []))
    #expect(try plain.elements("rect", inGroup: "views").map(\.geometry) == [["69", "20", "235", "30"]])
    // A scene that asks for outlines gets the root's thin one first.
    var outlinedScene = SceneFixtures.labelAndField
    outlinedScene.outlinesClearViews = true
    let outlined = try SVGInspection(SVGRenderer.render(outlinedScene, overlays: []))
    let root = try outlined.elements("rect", inGroup: "views").first
    #expect(root?.geometry == ["0", "0", "320", "200"])
    #expect(root?["fill"] == "none")
    #expect(root?["stroke-width"] == "0.5")
  }

  @Test("An optional constraint is dashed and labelled with its priority")
  func optionalConstraintDashed() throws {
    let svg = try SVGInspection(SVGRenderer.render(SceneFixtures.twoViews, overlays: .constraints))
    let optional = try svg.groups("optional")
    #expect(optional.count == 1)
    // The equal-size mark's two badges (in its label group), each dashed 3 2.
    let mark = try #require(try SVGDocumentDrawingTests.marks(svg).first { $0.classes.contains("optional") })
    #expect(mark.badgeDashes == ["3 2", "3 2"])
    #expect(mark.badges == ["= 2× @750", "= 2× @750"])
    // Required marks are solid: the two spacings, each a beam and two caps.
    let required = try svg.elements("line", inGroup: "spacing")
    #expect(required.map { $0["stroke-dasharray"] } == Array(repeating: nil, count: 6))
  }

  @Test("A broken constraint's stroke is red, others blue")
  func brokenConstraintRed() throws {
    let svg = try SVGInspection(SVGRenderer.render(SceneFixtures.labelAndField, overlays: .constraints))
    let broken = try svg.elements("line", inGroup: "broken")
    // The beam and its two caps.
    #expect(broken.map { $0["stroke"] } == ["#e0201b", "#e0201b", "#e0201b"])
    #expect(RenderPalette.broken == "#e0201b")
    // The one spacing (8 between the label and the field): a beam and two caps.
    let spacing = try svg.elements("line", inGroup: "spacing").filter { $0["class"] != "leader" }
    #expect(spacing.map { $0["stroke"] } == ["#1e6fe0", "#1e6fe0", "#1e6fe0"])
  }

  @Test("An ambiguous view is filled and outlined in purple; so are marks that touch it")
  func ambiguousPurple() throws {
    let svg = try SVGInspection(SVGRenderer.render(SceneFixtures.ambiguousGuide, overlays: [.constraints]))
    let ambiguous = try svg.elements("rect", inGroup: "ambiguous")
    // The guide is not shown without the guides overlay, so only the view.
    #expect(ambiguous.count == 1)
    #expect(ambiguous.first?.geometry == ["50", "0", "100", "0"])
    #expect(ambiguous.first?["stroke"] == "#9b30d9")
    #expect(ambiguous.first?["fill"] == "#9b30d9")
    let centring = try svg.elements("line", inGroup: "centering")
    #expect(centring.first?["stroke"] == "#9b30d9")
    let withGuides = try SVGInspection(SVGRenderer.render(SceneFixtures.ambiguousGuide, overlays: [.guides]))
    #expect(try withGuides.elements("rect", inGroup: "ambiguous").count == 2)
  }

  @Test("Text is escaped and parses back to the original")
  func textEscaped() throws {
    let text = SVGRenderer.render(SceneFixtures.labelAndField, overlays: .all)
    #expect(text.contains("Name &amp; &quot;title&quot;"))
    #expect(text.contains("Enter &lt;name&gt;"))
    #expect(text.contains("<title>Label &amp; &lt;Field&gt;</title>"))
    #expect(!text.contains("<Field>"))
    let svg = try SVGInspection(text)
    let strings = try svg.elements("tspan").map(\.stringValue)
    #expect(strings.contains("Name & \"title\""))
    #expect(strings.contains("Enter <name>"))
  }

  @Test("Text is drawn in a viewport the size of its view, placeholders grey, button titles tinted")
  func textClippedAndColoured() throws {
    let svg = try SVGInspection(SVGRenderer.render(SceneFixtures.labelAndField, overlays: []))
    let viewports = try svg.elements("svg", inGroup: "views")
    #expect(
      viewports.map(\.geometry) == [["16", "25", "45", "21"], ["69", "20", "235", "30"], ["120", "70", "80", "30"]])
    #expect(viewports.allSatisfy { $0["overflow"] == "hidden" })
    let texts = try svg.elements("text", inGroup: "views")
    #expect(texts.map { $0["fill"] } == ["#000000", "#a0a0a8", "#007aff"])
    #expect(texts.map { $0["font-size"] } == ["17", "14", "17"])
    #expect(texts[0]["font-weight"] == "600")
    #expect(texts[2]["text-anchor"] == "middle")
  }

  @Test("Hidden views are not drawn, and the legend says so")
  func hiddenNotDrawn() throws {
    let text = SVGRenderer.render(SceneFixtures.labelAndField, overlays: .frames)
    let svg = try SVGInspection(text)
    // The visible views have no colour, so the only rectangle is the field's rounded border
    // (the frames overlay outlines them all). The hidden red view's is not among them.
    let rects = try svg.elements("rect", inGroup: "views")
    #expect(rects.map(\.geometry) == [["69", "20", "235", "30"]])
    #expect(try svg.elements("rect", inGroup: "frames").filter { $0["class"] != "label" }.count == 4)
    #expect(!rects.contains { $0["fill"] == "#ff0000" })
    #expect(try !svg.elements("text", inGroup: "frames").map(\.stringValue).contains("secret"))
    #expect(try svg.elements("text", inGroup: "legend").map(\.stringValue).contains("Hidden, not drawn: secret"))
  }

  @Test("Spacing is an I-beam: a line and two perpendicular caps, the constant as its label")
  func spacingIBeam() throws {
    let scene = RenderScene(
      canvas: CGSize(width: 100, height: 100), title: "t",
      marks: [ConstraintMark(kind: .spacing, from: CGPoint(x: 10, y: 50), to: CGPoint(x: 30, y: 50), label: "20")])
    let svg = try SVGInspection(SVGRenderer.render(scene, overlays: .constraints))
    let lines = try svg.elements("line", inGroup: "spacing").map { [$0["x1"], $0["y1"], $0["x2"], $0["y2"]] }
    #expect(lines == [["10", "50", "30", "50"], ["10", "46", "10", "54"], ["30", "46", "30", "54"]])
    // The label is drawn after every mark, in the label group paired with the mark.
    #expect(try svg.elements("text", inGroup: "spacing").isEmpty)
    #expect(try SVGDocumentDrawingTests.marks(svg).map(\.labels) == [["20"]])
  }

  @Test("The legend lists exactly the marks present")
  func legendListsPresentMarks() throws {
    let labels = { (scene: RenderScene, overlays: RenderOverlays) in
      try SVGInspection(SVGRenderer.render(scene, overlays: overlays)).elements("text", inGroup: "legend").compactMap(
        \.stringValue)
    }
    // The equal-size swatch is a badge with its own "=".
    #expect(
      try labels(SceneFixtures.twoViews, .all) == [
        "frame", "layout margins", "outside the safe area", "constraint", "optional constraint @priority", "=",
        "equal or proportional size",
      ])
    #expect(try labels(SceneFixtures.twoViews, []) == [])
    #expect(
      try labels(SceneFixtures.labelAndField, .constraints) == [
        "constraint", "broken constraint (conflict)", "Hidden, not drawn: secret",
      ])
    let ambiguous = try labels(SceneFixtures.ambiguousGuide, .guides)
    #expect(ambiguous.prefix(2) == ["ambiguous layout", "layout guide"])
    // The note follows the swatches, wrapped to the canvas's width.
    #expect(ambiguous.dropFirst(2).first?.hasPrefix("iPhone 8, portrait") == true)
    #expect(ambiguous.count > 3)
  }

  @Test("Output is deterministic: rendering twice gives the same bytes")
  func deterministic() {
    #expect(
      SVGRenderer.render(SceneFixtures.twoViews, overlays: .all)
        == SVGRenderer.render(SceneFixtures.twoViews, overlays: .all))
  }

  @Test("No element has an id, so renders can share an HTML page")
  func noIDs() {
    for scene in [SceneFixtures.twoViews, SceneFixtures.labelAndField, SceneFixtures.ambiguousGuide] {
      #expect(!SVGRenderer.render(scene, overlays: .all).contains(" id="))
    }
  }
}
