import Foundation
import Testing

@testable import LayoutRendering

/// The `autolayout demo` page (GalleryPage).
@Suite("Gallery page", .timeLimit(.minutes(10)))
struct GalleryPageTests {
  static let sound = GalleryCard(
    title: "Two Views", canvasName: "iPhone portrait 375 × 667",
    svg: SVGRenderer.render(SceneFixtures.twoViews, overlays: .all), status: "sound", isProblem: false)
  static let ambiguous = GalleryCard(
    title: "Ambiguous", canvasName: "iPad 1024 × 768",
    svg: SVGRenderer.render(SceneFixtures.ambiguousGuide, overlays: .all), status: "ambiguous: box (height)",
    isProblem: true)
  static let pending = GalleryCard(
    title: "Simple Stack View", canvasName: "iPhone landscape 667 × 375", svg: nil,
    status: "needs stack views (issue 6)", isProblem: true)

  static func page() -> String {
    GalleryPage.html(
      title: "Cookbook <gallery>",
      sections: [
        (recipe: "Two Views & co", summary: "Side by side.", cards: [sound, ambiguous]),
        (recipe: "Simple Stack View", summary: "", cards: [pending]),
      ])
  }

  @Test("Every card's title, canvas and status is on the page, escaped")
  func titlesAndStatuses() {
    let html = Self.page()
    for card in [Self.sound, Self.ambiguous, Self.pending] {
      #expect(html.contains("<div class=\"title\">\(card.title)</div>"))
      #expect(html.contains(card.canvasName))
    }
    #expect(html.contains("<div class=\"status ok\">sound</div>"))
    #expect(html.contains("<div class=\"status problem\">ambiguous: box (height)</div>"))
    #expect(html.contains("<div class=\"status problem\">needs stack views (issue 6)</div>"))
    #expect(html.contains("<h1>Cookbook &lt;gallery&gt;</h1>"))
    #expect(html.contains("<h2>Two Views &amp; co</h2>"))
  }

  @Test("SVGs are inline, whole; a card without one says so")
  func inlineSVG() throws {
    let html = Self.page()
    #expect(html.contains(try #require(Self.sound.svg)))
    #expect(html.contains(try #require(Self.ambiguous.svg)))
    #expect(html.components(separatedBy: "<svg xmlns=").count == 3)
    #expect(html.contains("<div class=\"render none\">no render</div>"))
    // Self-contained: nothing is loaded from elsewhere; the one script is inline.
    #expect(!html.contains("src="))
    #expect(!html.contains("<link"))
    // Every address on the page is an SVG's namespace, none a file to fetch.
    #expect(
      html.components(separatedBy: "http").count == html.components(separatedBy: "xmlns=\"http://www.w3.org/2000/svg\"").count)
    #expect(html.components(separatedBy: "<script").count == 2)
    #expect(html.contains("<script>//<![CDATA["))
  }

  @Test("A card opens at full size: its drawing with every overlay, the command and, for a problem, the report")
  func fullSizeView() throws {
    let full = SVGRenderer.render(SceneFixtures.ambiguousGuide, overlays: .all)
    var problem = Self.ambiguous
    problem.svg = SVGRenderer.render(SceneFixtures.ambiguousGuide, overlays: .constraints)
    problem.fullSVG = full
    problem.command = "autolayout render 'my file.yaml' --device 'iPad Air 2' --overlay all -o my-file.svg"
    problem.report = "Ambiguous: 1 item has more than one possible frame (box).\nbox, vertical: <free>"
    var sound = Self.sound
    sound.report = "Layout is sound."
    let html = GalleryPage.html(title: "t", sections: [(recipe: "r", summary: "", cards: [sound, problem])])
    // The full drawing waits in a template of the second card; its command and report are escaped.
    let second = try #require(html.range(of: "id=\"card-2\""))
    let template = try #require(html.range(of: "<template class=\"full\">\n" + full + "</template>"))
    #expect(second.lowerBound < template.lowerBound)
    #expect(html.contains("<pre class=\"command\" hidden=\"hidden\">autolayout render &#39;my file.yaml&#39;"))
    #expect(html.contains("box, vertical: &lt;free&gt;</pre>"))
    // A sound card's report is not shown.
    #expect(!html.contains("Layout is sound."))
    // The viewer is on the page once, hidden, and the cards can be focused and opened.
    #expect(html.components(separatedBy: "<div class=\"viewer\" hidden=\"hidden\"").count == 2)
    #expect(html.contains("<figure class=\"card ok\" id=\"card-1\" tabindex=\"0\""))
  }

  @Test("Each card is as wide as its drawing at the page's zoom: a phone's two orientations share a row")
  func cardWidths() throws {
    let html = Self.page()
    // twoViews is a 600-point canvas: its drawing is 600 + 2 × 12 = 624 points wide, at 1
    // pixel a point 624, plus the card's padding and border (22): 646.
    #expect(html.contains("<figure class=\"card ok\" id=\"card-1\" tabindex=\"0\" style=\"width:646px\">"))
    // A card without a drawing takes the style's minimum width.
    #expect(html.contains("<figure class=\"card problem\" id=\"card-3\" tabindex=\"0\">"))
    // An iPhone 8 in portrait (375 + 24 = 399 points) and in landscape (667 + 24 = 691), each
    // with its card's 22 pixels, and the 20-pixel gap: 1154, within a 1280-pixel screen less the
    // page's 2 × 24 margins (1232).
    #expect((399 + 22 + 20 + 691 + 22) * GalleryPage.zoom <= 1232)
  }

  @Test("Cards of a recipe sit in one row, in order; sections are in order and linked")
  func layoutOfSections() throws {
    let html = Self.page()
    let first = try #require(html.range(of: "<section id=\"recipe-1\">"))
    let second = try #require(html.range(of: "<section id=\"recipe-2\">"))
    let soundTitle = try #require(html.range(of: "<div class=\"title\">Two Views</div>"))
    let ambiguousTitle = try #require(html.range(of: "<div class=\"title\">Ambiguous</div>"))
    #expect(first.lowerBound < soundTitle.lowerBound)
    #expect(soundTitle.lowerBound < ambiguousTitle.lowerBound)
    #expect(ambiguousTitle.lowerBound < second.lowerBound)
    #expect(html.contains("<a href=\"#recipe-2\">Simple Stack View</a>"))
    #expect(html.contains("2 recipes, 3 renders, 2 with problems."))
  }

  @Test("The page has a legend and is well-formed enough to parse as XML")
  func legendAndWellFormed() throws {
    let html = Self.page()
    #expect(html.contains("<div class=\"legend\">"))
    #expect(html.contains("broken constraint"))
    // The page is XHTML-compatible apart from the doctype and the meta tag, so it parses.
    let body = html.replacingOccurrences(of: "<!DOCTYPE html>\n", with: "")
      .replacingOccurrences(of: "<meta charset=\"utf-8\">", with: "<meta charset=\"utf-8\"/>")
    _ = try SVGInspection(body)
  }
}
