import Foundation
import OpenAutoLayout

/// Draws a ``RenderScene`` as SVG, the way Xcode's canvas shows a layout: each view's rectangle
/// in its colour with its text, and the chosen overlays on top (frames, margins, safe area,
/// guides, constraints), with a title above and a legend below.
///
/// The SVG's coordinates are the canvas's points (its `viewBox` is the canvas plus room for the
/// title and the legend), so a viewer scales it to fit. The output is deterministic: numbers
/// have at most two decimals, nothing depends on the date or the locale, and no element has an
/// `id`, so several renders can be inlined in one HTML page.
public enum SVGRenderer {
  /// Renders `scene` with `overlays`.
  ///
  /// Each overlay is one `<g class="…">` group (`frames`, `margins`, `safe-area`, `guides`,
  /// `constraints`), present exactly when the overlay is chosen; views are in `views`, the
  /// purple marks of ambiguous items in `ambiguous`, the legend in `legend`.
  /// - Returns: A complete SVG document, without an XML declaration.
  /// - Complexity: O(*v* + *m*), where *v* is the scene's items and *m* its marks.
  public static func render(_ scene: RenderScene, overlays: RenderOverlays) -> String {
    // Labels are placed first: the legend says how many had no room.
    let labels = SceneLabels(scene: scene, overlays: overlays)
    let legend = Legend(scene: scene, overlays: overlays, omittedLabels: labels.omitted)
    // A title wider than a narrow canvas widens the drawing rather than being cut off.
    // (Estimated a tenth larger: the title is semibold.)
    let contentWidth = max(
      scene.canvas.width, Markup.estimatedWidth(of: titleLine(scene), fontSize: Metrics.titleFontSize * 1.1))
    let metrics = Metrics(
      canvas: scene.canvas, contentWidth: contentWidth, legendHeight: legend.height(width: contentWidth))
    let width = Markup.number(metrics.size.width)
    let height = Markup.number(metrics.size.height)

    var svg = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
        + " viewBox=\"0 0 \(width) \(height)\" font-family=\"sans-serif\">",
      Element("title").wrapping(Markup.escape(scene.title)),
      rect(CGRect(origin: .zero, size: metrics.size), ("fill", "#f2f2f7")),
      Element(
        "text",
        [
          ("x", Markup.number(Metrics.padding)), ("y", Markup.number(Metrics.padding + 16)),
          ("font-size", Markup.number(Metrics.titleFontSize)), ("font-weight", "600"), ("fill", RenderPalette.chrome),
        ]
      ).wrapping(Markup.escape(titleLine(scene))),
    ]
    svg.append(openGroup("canvas", at: metrics.canvasOrigin))
    // The canvas itself: white, like Interface Builder's scene, under the root view.
    svg.append(
      rect(
        CGRect(origin: .zero, size: scene.canvas), ("fill", RenderPalette.canvasBackground), ("stroke", "#c7c7cc"),
        ("stroke-width", "1")))
    // Drawn once with a stand-in prefix; when the views need definitions, drawn again with ids
    // made from that drawing (Definitions), which does not depend on anything but what is drawn.
    var definitions = Definitions(prefix: "d")
    var views = viewElements(scene, definitions: &definitions)
    if !definitions.elements.isEmpty {
      definitions = Definitions(prefix: Definitions.prefix(hashing: (definitions.elements + views).joined()))
      views = viewElements(scene, definitions: &definitions)
      svg.append(Element("defs").wrapping(definitions.elements.joined()))
    }
    svg.append(group("views", views))
    let ambiguous = ambiguousElements(scene, overlays: overlays)
    if !ambiguous.isEmpty { svg.append(group("ambiguous", ambiguous)) }
    if overlays.contains(.safeArea) { svg.append(group("safe-area", safeAreaElements(scene))) }
    if overlays.contains(.margins) { svg.append(group("margins", marginElements(scene))) }
    if overlays.contains(.guides) { svg.append(group("guides", guideElements(scene, labels: labels))) }
    if overlays.contains(.frames) { svg.append(group("frames", frameElements(scene, labels: labels))) }
    if overlays.contains(.constraints) {
      let constraints = constraintElements(scene.marks, labels: labels)
      svg.append(group("constraints", constraints.marks))
      if !constraints.labels.isEmpty { svg.append(group("constraint-labels", constraints.labels)) }
    }
    svg.append("</g>")
    let legendElements = legend.elements(width: contentWidth)
    if !legendElements.isEmpty {
      svg.append(openGroup("legend", at: CGPoint(x: Metrics.padding, y: metrics.legendTop)))
      svg.append(contentsOf: legendElements)
      svg.append("</g>")
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
  }

  /// The title with the canvas size, as Interface Builder names a scene's size.
  static func titleLine(_ scene: RenderScene) -> String {
    "\(scene.title) — \(Markup.number(scene.canvas.width)) × \(Markup.number(scene.canvas.height)) pt"
  }

  /// The start of a group whose contents are drawn with their origin at `origin`.
  static func openGroup(_ name: String, at origin: CGPoint) -> String {
    "<g class=\"\(name)\" transform=\"translate(\(Markup.number(origin.x)),\(Markup.number(origin.y)))\">"
  }

  /// A group of elements, one per line.
  static func group(_ name: String, _ elements: [String]) -> String {
    (["<g class=\"\(name)\">"] + elements + ["</g>"]).joined(separator: "\n")
  }

  /// A `<rect>` for `frame` with `attributes` after its geometry.
  static func rect(_ frame: CGRect, _ attributes: (String, String)...) -> String {
    rect(frame, attributes)
  }

  static func rect(_ frame: CGRect, _ attributes: [(String, String)]) -> String {
    let frame = frame.standardized
    return Element(
      "rect",
      [
        ("x", Markup.number(frame.minX)), ("y", Markup.number(frame.minY)),
        ("width", Markup.number(frame.width)), ("height", Markup.number(frame.height)),
      ] + attributes
    ).empty
  }

  /// A `<line>` from `a` to `b`.
  static func line(_ a: CGPoint, _ b: CGPoint, _ attributes: [(String, String)]) -> String {
    Element(
      "line",
      [
        ("x1", Markup.number(a.x)), ("y1", Markup.number(a.y)),
        ("x2", Markup.number(b.x)), ("y2", Markup.number(b.y)),
      ] + attributes
    ).empty
  }

  /// A closed path around the band between `outer` and `inner` (`inner` inside `outer`), filled
  /// with the even-odd rule so that the inside stays clear.
  static func band(outer: CGRect, inner: CGRect, _ attributes: [(String, String)]) -> String {
    func subpath(_ r: CGRect) -> String {
      let r = r.standardized
      return "M\(Markup.number(r.minX)) \(Markup.number(r.minY))H\(Markup.number(r.maxX))"
        + "V\(Markup.number(r.maxY))H\(Markup.number(r.minX))Z"
    }
    return Element("path", [("d", subpath(outer) + subpath(inner)), ("fill-rule", "evenodd")] + attributes).empty
  }
}

/// Where the parts of the drawing go: the title band, the canvas, the legend.
struct Metrics {
  static let padding: CGFloat = 12
  static let titleHeight: CGFloat = 28
  static let legendGap: CGFloat = 12
  static let titleFontSize: CGFloat = 15

  let canvas: CGSize
  /// The canvas's width, or the title's when it is wider.
  let contentWidth: CGFloat
  let legendHeight: CGFloat

  var canvasOrigin: CGPoint { CGPoint(x: Metrics.padding, y: Metrics.padding + Metrics.titleHeight) }
  var legendTop: CGFloat { canvasOrigin.y + canvas.height + Metrics.legendGap }
  var size: CGSize {
    CGSize(
      width: contentWidth + 2 * Metrics.padding,
      height: legendTop + legendHeight + Metrics.padding - (legendHeight == 0 ? Metrics.legendGap : 0))
  }
}
