/// One render on the gallery page: a recipe at one canvas size, and its check result.
package struct GalleryCard: Sendable, Equatable {
  /// The card's heading, such as the recipe's name.
  package var title: String
  /// The canvas it was laid out on, such as `iPhone portrait 375 × 667`.
  package var canvasName: String
  /// The render, inline; nil when there is nothing to draw (the document could not be laid out).
  package var svg: String?
  /// The check result, or why there is no render: `sound`, `ambiguous: …`, `unsatisfiable: …`,
  /// `needs text measurement … (issue 7)`, an error message.
  package var status: String
  /// Whether the status is a problem, shown in red rather than green.
  package var isProblem: Bool

  /// A card from its parts; `svg` is inlined as it is, so it must be a whole `<svg>` element.
  package init(title: String, canvasName: String, svg: String?, status: String, isProblem: Bool) {
    self.title = title
    self.canvasName = canvasName
    self.svg = svg
    self.status = status
    self.isProblem = isProblem
  }
}

/// The `autolayout demo` page: every recipe's renders side by side, each with its check result.
package enum GalleryPage {
  /// One self-contained HTML page (no scripts, no external files): a section per recipe with its
  /// summary and its cards in a row, the SVGs inline, the status under each, and a legend.
  ///
  /// - Parameters:
  ///   - title: The page's title and heading.
  ///   - sections: Each recipe's name, a one-line summary, and its cards in order.
  ///   - sectionNoun: What a section is, in the page's summary line: recipes, or devices for a
  ///     matrix of one document.
  /// - Returns: The HTML document.
  package static func html(
    title: String, sections: [(recipe: String, summary: String, cards: [GalleryCard])], sectionNoun: String = "recipes"
  ) -> String {
    var html = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<title>\(Markup.escape(title))</title>",
      "<style>\(style)</style>",
      "</head>",
      "<body>",
      "<h1>\(Markup.escape(title))</h1>",
      legend,
    ]
    let problems = sections.flatMap(\.cards).filter(\.isProblem).count
    let total = sections.reduce(0) { $0 + $1.cards.count }
    html.append("<p class=\"summary\">\(sections.count) \(sectionNoun), \(total) renders, \(problems) with problems.</p>")
    if !sections.isEmpty {
      html.append("<nav><ul>")
      for (index, section) in sections.enumerated() {
        let flagged = section.cards.contains(where: \.isProblem) ? " class=\"problem\"" : ""
        html.append("<li\(flagged)><a href=\"#recipe-\(index + 1)\">\(Markup.escape(section.recipe))</a></li>")
      }
      html.append("</ul></nav>")
    }
    for (index, section) in sections.enumerated() {
      html.append("<section id=\"recipe-\(index + 1)\">")
      html.append("<h2>\(Markup.escape(section.recipe))</h2>")
      if !section.summary.isEmpty { html.append("<p>\(Markup.escape(section.summary))</p>") }
      html.append("<div class=\"cards\">")
      html.append(contentsOf: section.cards.map(card))
      html.append("</div>")
      html.append("</section>")
    }
    html.append(contentsOf: ["</body>", "</html>"])
    return html.joined(separator: "\n") + "\n"
  }

  /// A card: the render (or a blank frame), the canvas, the title and the status.
  static func card(_ card: GalleryCard) -> String {
    let state = card.isProblem ? "problem" : "ok"
    let drawing = card.svg.map { "<div class=\"render\">\n\($0)</div>" } ?? "<div class=\"render none\">no render</div>"
    return [
      "<figure class=\"card \(state)\">",
      drawing,
      "<figcaption>",
      "<div class=\"title\">\(Markup.escape(card.title))</div>",
      "<div class=\"canvas\">\(Markup.escape(card.canvasName))</div>",
      "<div class=\"status \(state)\">\(Markup.escape(card.status))</div>",
      "</figcaption>",
      "</figure>",
    ].joined(separator: "\n")
  }

  /// What the colours of the renders mean, once for the page.
  static let legend = """
    <div class="legend">
    <span><i style="background:#1e6fe0"></i>constraint (I-beam: spacing or size; line: alignment)</span>
    <span><i style="border:1px dashed #1e6fe0"></i>optional constraint, @priority</span>
    <span><i style="background:#e0201b"></i>broken constraint (conflict)</span>
    <span><i style="background:#9b30d9"></i>ambiguous layout</span>
    <span><i style="background:rgba(52,199,89,.35)"></i>layout margins</span>
    <span><i style="background:rgba(255,149,0,.3)"></i>outside the safe area</span>
    <span><i style="border:1px dashed #0a8f8f"></i>layout guide</span>
    </div>
    """

  /// Every render is drawn 360 px tall, so that a recipe's portrait, landscape and tablet cards
  /// sit in one row at about one scale; each card is as wide as its render.
  static let style = """
    body{font-family:-apple-system,"Helvetica Neue",Arial,sans-serif;margin:24px;color:#1c1c1e;background:#fafafa}
    h1{font-size:24px;margin:0 0 8px}h2{font-size:18px;margin:28px 0 4px}
    nav ul{columns:3;padding-left:18px;font-size:13px}nav li.problem a{color:#c0392b}
    .summary{color:#555}
    .legend{display:flex;flex-wrap:wrap;gap:6px 16px;font-size:12px;margin:8px 0}
    .legend i{display:inline-block;width:14px;height:10px;margin-right:5px;vertical-align:middle}
    .cards{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
    .card{margin:0;background:#fff;border:1px solid #ddd;border-radius:8px;padding:8px}
    .card{width:min-content;min-width:240px;max-width:100%}
    .card.problem{border-color:#e0a0a0}
    .render svg{height:360px;width:auto;max-width:100%;display:block}
    .render.none{height:360px;width:260px;display:flex;align-items:center;justify-content:center}
    .render.none{color:#999;background:#f2f2f7}
    figcaption{font-size:13px;margin-top:6px;overflow-wrap:anywhere}.title{font-weight:600}.canvas{color:#666}
    .status.ok{color:#1e7b34}.status.problem{color:#c0392b;white-space:pre-wrap}
    """
}
