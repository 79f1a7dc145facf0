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
    // Self-contained: nothing is loaded from elsewhere.
    #expect(!html.contains("src="))
    #expect(!html.contains("<link"))
    #expect(!html.contains("<script"))
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
