import Foundation

/// One render on the gallery page: a recipe at one canvas size, and its check result.
package struct GalleryCard: Sendable, Equatable {
  /// The card's heading, such as the recipe's name.
  package var title: String
  /// The canvas it was laid out on, such as `iPhone portrait 375 × 667`.
  package var canvasName: String
  /// The render, inline; nil when there is nothing to draw (the document could not be laid out).
  package var svg: String?
  /// The check result, or why there is no render, said once: `sound`, `ambiguous: a, b can take
  /// more than one frame`, `unsatisfiable: form.width <= 400 broken in landscape`, an error.
  package var status: String
  /// Whether the status is a problem, shown in red rather than green.
  package var isProblem: Bool
  /// The render with every overlay, shown when the card is opened at full size; nil shows `svg`.
  package var fullSVG: String?
  /// The command that makes `fullSVG` (or `svg`) again, shown when the card is opened.
  package var command: String?
  /// The whole check report (every broken constraint's conflict, every ambiguity's fix), shown
  /// when a problem card is opened.
  package var report: String?

  /// A card from its parts; `svg` and `fullSVG` are inlined as they are, so each must be a whole
  /// `<svg>` element.
  package init(
    title: String, canvasName: String, svg: String?, status: String, isProblem: Bool, fullSVG: String? = nil,
    command: String? = nil, report: String? = nil
  ) {
    self.title = title
    self.canvasName = canvasName
    self.svg = svg
    self.status = status
    self.isProblem = isProblem
    self.fullSVG = fullSVG
    self.command = command
    self.report = report
  }
}

/// The `autolayout demo` page: every recipe's renders side by side, each with its check result.
package enum GalleryPage {
  /// One self-contained HTML page (its style and script inline, nothing loaded from elsewhere):
  /// a section per recipe with its summary and its cards in a grid two to a row on a laptop's
  /// screen, the SVGs inline, the status under each, and a legend. Clicking a card (or Enter on
  /// it) opens it at full size with every overlay, switches for each, the command that draws it
  /// again, and for a problem the whole check report.
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
    html.append(
      "<p class=\"summary\">\(sections.count) \(sectionNoun), \(total) renders, \(problems) with problems."
        + " Click a card to open it at full size.</p>")
    if !sections.isEmpty {
      html.append("<nav><ul>")
      for (index, section) in sections.enumerated() {
        let flagged = section.cards.contains(where: \.isProblem) ? " class=\"problem\"" : ""
        html.append("<li\(flagged)><a href=\"#recipe-\(index + 1)\">\(Markup.escape(section.recipe))</a></li>")
      }
      html.append("</ul></nav>")
    }
    var cardNumber = 0
    for (index, section) in sections.enumerated() {
      html.append("<section id=\"recipe-\(index + 1)\">")
      html.append("<h2>\(Markup.escape(section.recipe))</h2>")
      if !section.summary.isEmpty { html.append("<p>\(Markup.escape(section.summary))</p>") }
      html.append("<div class=\"cards\">")
      for item in section.cards {
        cardNumber += 1
        html.append(card(item, number: cardNumber))
      }
      html.append("</div>")
      html.append("</section>")
    }
    html.append(contentsOf: [viewer, "<script>//<![CDATA[\n\(script)\n//]]></script>", "</body>", "</html>"])
    return html.joined(separator: "\n") + "\n"
  }

  /// A card: the render (or a blank frame), the canvas, the title and the status; then, hidden
  /// until the card is opened, the render with every overlay, the command and the report. Its
  /// id, `card-NUMBER`, opens it from the page's address (`index.html#card-3`).
  static func card(_ card: GalleryCard, number: Int) -> String {
    let state = card.isProblem ? "problem" : "ok"
    let drawing = card.svg.map { "<div class=\"render\">\n\($0)</div>" } ?? "<div class=\"render none\">no render</div>"
    // Each card is as wide as its drawing at the page's zoom (at most the page's width), so that
    // every drawing is shown at one scale: a recipe's phone in portrait and in landscape side by
    // side on a laptop's screen, its tablet on the next row.
    let width = card.svg.map { StoryboardPage.size(of: $0).width } ?? 0
    let sized = width > 0 ? " style=\"width:\(Markup.number(CGFloat(width) * zoom + 22))px\"" : ""
    var lines = [
      "<figure class=\"card \(state)\" id=\"card-\(number)\" tabindex=\"0\"\(sized)>",
      drawing,
      "<figcaption>",
      "<div class=\"title\">\(Markup.escape(card.title))</div>",
      "<div class=\"canvas\">\(Markup.escape(card.canvasName))</div>",
      "<div class=\"status \(state)\">\(Markup.escape(card.status))</div>",
      "</figcaption>",
    ]
    // A template's content is not drawn (nor its SVG's layout done) until the card is opened.
    if let full = card.fullSVG { lines.append("<template class=\"full\">\n\(full)</template>") }
    if let command = card.command { lines.append("<pre class=\"command\" hidden=\"hidden\">\(Markup.escape(command))</pre>") }
    if let report = card.report, card.isProblem {
      lines.append("<pre class=\"report\" hidden=\"hidden\">\(Markup.escape(report))</pre>")
    }
    lines.append("</figure>")
    return lines.joined(separator: "\n")
  }

  /// Pixels per point of the cards' drawings: Xcode's canvas at 100 %. A phone's portrait drawing
  /// (about 400 points with its padding) and its landscape one (about 690) then share a row of a
  /// 1280-pixel screen, and a card is no taller than the screen; a click opens it larger.
  static let zoom: CGFloat = 1

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

  /// The full-size view a card opens in: the drawing on the left, what it is on the right.
  static let viewer = """
    <div class="viewer" hidden="hidden" role="dialog" aria-modal="true">
    <div class="viewer-drawing"></div>
    <aside>
    <button type="button" class="close" title="Close (Esc)">Close</button>
    <div class="viewer-caption"></div>
    <div class="viewer-overlays"></div>
    <div class="viewer-command"><div class="label">Draw it again</div><pre></pre></div>
    <div class="viewer-report"><div class="label">Check report</div><pre></pre></div>
    </aside>
    </div>
    """

  /// Opens a card in the viewer: a copy of its full drawing (or its card drawing), its caption,
  /// a switch per overlay group the drawing has (the command follows them), the report.
  static let script = """
    (function () {
      var viewer = document.querySelector('.viewer');
      var overlays = [['frames', 'frames'], ['margins', 'margins'], ['safe-area', 'safeArea'], ['guides', 'guides'],
        ['constraints', 'constraints']];
      var command = '';
      function shown(svg) {
        return overlays.filter(function (o) {
          var group = svg.querySelector('g.' + o[0]);
          return group && group.style.display !== 'none';
        }).map(function (o) { return o[1]; });
      }
      function updateCommand(svg) {
        var names = shown(svg);
        var list = names.length === overlays.length ? 'all' : names.join(',');
        var text = command.replace(/ --overlay [^ ]+/, names.length ? ' --overlay ' + list : '');
        viewer.querySelector('.viewer-command pre').textContent = text;
      }
      function open(card) {
        var template = card.querySelector('template.full');
        var source = template ? template.content.querySelector('svg') : card.querySelector('.render > svg');
        var drawing = viewer.querySelector('.viewer-drawing');
        drawing.textContent = '';
        if (source) { drawing.appendChild(source.cloneNode(true)); }
        var svg = drawing.querySelector(':scope > svg');
        viewer.querySelector('.viewer-caption').innerHTML = card.querySelector('figcaption').innerHTML;
        var switches = viewer.querySelector('.viewer-overlays');
        switches.textContent = '';
        overlays.forEach(function (o) {
          var group = svg ? svg.querySelector('g.' + o[0]) : null;
          if (!group) { return; }
          var label = document.createElement('label');
          var box = document.createElement('input');
          box.type = 'checkbox';
          box.checked = true;
          box.addEventListener('change', function () {
            group.style.display = box.checked ? '' : 'none';
            updateCommand(svg);
          });
          label.appendChild(box);
          label.appendChild(document.createTextNode(' ' + o[1]));
          switches.appendChild(label);
        });
        var commandText = card.querySelector('pre.command');
        command = commandText ? commandText.textContent : '';
        viewer.querySelector('.viewer-command').hidden = !command;
        if (svg) { updateCommand(svg); } else { viewer.querySelector('.viewer-command pre').textContent = command; }
        var report = card.querySelector('pre.report');
        viewer.querySelector('.viewer-report').hidden = !report;
        viewer.querySelector('.viewer-report pre').textContent = report ? report.textContent : '';
        viewer.hidden = false;
        if (location.hash !== '#' + card.id) { history.replaceState(null, '', '#' + card.id); }
        document.body.classList.add('viewing');
        viewer.querySelector('.close').focus();
      }
      function close() {
        viewer.hidden = true;
        document.body.classList.remove('viewing');
        viewer.querySelector('.viewer-drawing').textContent = '';
        history.replaceState(null, '', location.pathname + location.search);
      }
      document.querySelectorAll('figure.card').forEach(function (card) {
        card.addEventListener('click', function () { open(card); });
        card.addEventListener('keydown', function (event) {
          if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); open(card); }
        });
      });
      viewer.querySelector('.close').addEventListener('click', close);
      viewer.addEventListener('click', function (event) { if (event.target === viewer) { close(); } });
      document.addEventListener('keydown', function (event) { if (event.key === 'Escape' && !viewer.hidden) { close(); } });
      // An address ending in #card-N opens that card.
      var linked = /^#card-[0-9]+$/.test(location.hash) ? document.querySelector(location.hash) : null;
      if (linked) { open(linked); }
    })();
    """

  /// Cards in rows that wrap, each drawing as wide as its card (``zoom`` times its size, at most
  /// the page's width); the viewer covers the page, its drawing as large as the window allows.
  static let style = """
    body{font-family:-apple-system,"Helvetica Neue",Arial,sans-serif;margin:24px;color:#1c1c1e;background:#fafafa}
    h1{font-size:24px;margin:0 0 8px}h2{font-size:18px;margin:28px 0 4px}
    nav ul{columns:3;padding-left:18px;font-size:13px}nav li.problem a{color:#c0392b}
    .summary{color:#555}
    .legend{display:flex;flex-wrap:wrap;gap:6px 16px;font-size:12px;margin:8px 0}
    .legend i{display:inline-block;width:14px;height:10px;margin-right:5px;vertical-align:middle}
    .cards{display:flex;flex-wrap:wrap;gap:20px;align-items:flex-start}
    .card{margin:0;background:#fff;border:1px solid #ddd;border-radius:8px;padding:10px;cursor:zoom-in}
    .card{box-sizing:border-box;min-width:min(300px,100%);max-width:100%}
    .card:hover,.card:focus{border-color:#1e6fe0;outline:none;box-shadow:0 0 0 2px rgba(30,111,224,.25)}
    .card.problem{border-color:#e0a0a0}
    .render>svg{width:100%;height:auto;display:block}
    .render.none{height:360px;display:flex;align-items:center;justify-content:center}
    .render.none{color:#999;background:#f2f2f7}
    figcaption{font-size:15px;margin-top:8px;overflow-wrap:anywhere}.title{font-weight:600}.canvas{color:#666}
    .status.ok{color:#1e7b34}.status.problem{color:#c0392b;white-space:pre-wrap}
    body.viewing{overflow:hidden}
    .viewer{position:fixed;inset:0;background:rgba(28,28,30,.82);display:flex;gap:16px;padding:16px;z-index:10}
    .viewer[hidden]{display:none}
    .viewer-drawing{flex:1 1 auto;min-width:0;background:#fff;border-radius:8px}
    .viewer-drawing>svg{width:100%;height:100%;display:block}
    .viewer aside{flex:0 0 340px;background:#fff;border-radius:8px;padding:14px;overflow:auto;font-size:14px}
    .viewer .close{float:right;font-size:14px;padding:4px 10px;cursor:pointer}
    .viewer-overlays{margin:12px 0;display:flex;flex-wrap:wrap;gap:6px 14px}
    .viewer .label{font-weight:600;margin-top:12px}
    .viewer pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f2f2f7;padding:8px;border-radius:6px;font-size:12px}
    .viewer-command[hidden],.viewer-report[hidden]{display:none}
    """
}
