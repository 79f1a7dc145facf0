import Foundation
import LayoutDocuments
import OpenAutoLayout

/// The views: fills, a sketch of each control, and text clipped to the view.
extension SVGRenderer {
  /// Every visible view, parents before children, as the scene orders them; the clip paths and
  /// filters they use go into `definitions`.
  ///
  /// A view's border is drawn over its subviews, as Core Animation composites a layer's border
  /// over its sublayers: after the items that follow it deeper in the tree.
  static func viewElements(_ scene: RenderScene, definitions: inout Definitions) -> [String] {
    var elements: [String] = []
    var borders: [(depth: Int, elements: [String])] = []
    for item in scene.items where !item.isGuide && !item.isHidden {
      while let last = borders.last, last.depth >= item.style.depth {
        elements.append(contentsOf: last.elements)
        borders.removeLast()
      }
      let own = viewElement(item, outlined: scene.outlinesClearViews, definitions: &definitions)
      elements.append(contentsOf: clipped(item, styled(item, own, definitions: &definitions)))
      if let border = borderElement(item) {
        borders.append((item.style.depth, clipped(item, styled(item, [border], definitions: &definitions))))
      }
    }
    elements.append(contentsOf: borders.reversed().flatMap(\.elements))
    return elements
  }

  /// `elements`, drawn for `item`, inside a nested `<svg>` viewport at the item's clip rectangle
  /// when a scroll view cuts it (clip paths would need ids, unique in an HTML page); nothing when
  /// it is scrolled out of sight; as they are when nothing clips it.
  static func clipped(_ item: RenderItem, _ elements: [String]) -> [String] {
    guard let clip = item.clip, !clip.contains(item.rect.standardized) else { return elements }
    let visible = clip.intersection(item.rect.standardized)
    guard !visible.isNull, visible.width > 0, visible.height > 0 else { return [] }
    // The viewport's user space starts at its own corner: the viewBox maps it back to the root's.
    let box = [clip.minX, clip.minY, clip.width, clip.height].map(Markup.number).joined(separator: " ")
    return [
      Element(
        "svg",
        [
          ("x", Markup.number(clip.minX)), ("y", Markup.number(clip.minY)), ("width", Markup.number(clip.width)),
          ("height", Markup.number(clip.height)), ("viewBox", box), ("overflow", "hidden"),
        ]
      ).wrapping(elements.joined())
    ]
  }

  /// The purple fill and outline of each visible ambiguous item; guides count only when the
  /// guides overlay shows them.
  static func ambiguousElements(_ scene: RenderScene, overlays: RenderOverlays) -> [String] {
    scene.items.filter { $0.isAmbiguous && !$0.isHidden && (!$0.isGuide || overlays.contains(.guides)) }.flatMap {
      clipped(
        $0,
        [
          rect(
            $0.rect,
            [
              ("fill", RenderPalette.ambiguous), ("fill-opacity", "0.18"), ("stroke", RenderPalette.ambiguous),
              ("stroke-width", "2"),
            ] + ($0.isGuide ? [("stroke-dasharray", "4 3")] : []))
        ])
    }
  }

  /// A view's own drawing: its shadow, its fill (or a placeholder, or an outline when `outlined`),
  /// its image, the sketch of its control and its text, in the shape of its rounded corners.
  static func viewElement(_ item: RenderItem, outlined: Bool, definitions: inout Definitions) -> [String] {
    var elements: [String] = []
    if let shadow = shadowElement(item, definitions: &definitions) { elements.append(shadow) }
    if let color = item.color, color.alpha > 0 {
      elements.append(shapeElement(outline(of: item), paint(color)))
    } else if item.kind == .imageView && item.style.imageRect == nil {
      // An empty image view: Interface Builder's grey placeholder with a cross.
      elements.append(contentsOf: imageBox(item.rect, clippedTo: nil))
    } else if outlined && item.style.border == nil && (item.kind != .imageView || item.style.imageRect != item.rect) {
      // A view without a colour is invisible in UIKit; a thin outline shows where it is.
      elements.append(
        shapeElement(outline(of: item), [("fill", "none"), ("stroke", RenderPalette.outline), ("stroke-width", "0.5")]))
    }
    if let image = item.style.imageRect {
      let box = imageBox(image, clippedTo: item.style.clipsOwnContent ? item.rect : nil)
      // A layer that masks to its bounds cuts its content at its rounded corners too.
      if item.style.clipsOwnContent && outline(of: item).clampedRadius > 0 && !box.isEmpty {
        elements.append(clipGroup(outline(of: item), box, definitions: &definitions))
      } else {
        elements.append(contentsOf: box)
      }
    }
    elements.append(contentsOf: controlSketch(item))
    if let text = textElement(item) { elements.append(text) }
    return elements
  }

  /// The outline of a control that has one in UIKit: a text field's rounded border, a switch's
  /// track, a slider's track and knob.
  static func controlSketch(_ item: RenderItem) -> [String] {
    let r = item.rect
    switch item.kind {
    case .textField:
      return [rect(r, ("fill", "none"), ("stroke", "#c7c7cc"), ("stroke-width", "1"), ("rx", "5"))]
    case .switch:
      // On: a green track, the knob on the right; off: a grey track, the knob on the left.
      let isOn = item.style.isOn ?? true
      let radius = Markup.number(min(r.width, r.height) / 2)
      let knob = min(r.width, r.height) / 2 - 2
      return [
        rect(r, ("fill", isOn ? "#34c759" : "#e9e9eb"), ("rx", radius)),
        Element(
          "circle",
          [
            ("cx", Markup.number(isOn ? r.maxX - knob - 2 : r.minX + knob + 2)), ("cy", Markup.number(r.midY)),
            ("r", Markup.number(knob)), ("fill", "#ffffff"),
          ]
        ).empty,
      ]
    case .segmentedControl:
      // A rounded outline, divided into equal segments (the titles sit in theirs).
      let count = max(1, (item.textLines?.count ?? 1))
      var sketch = [rect(r, ("fill", "none"), ("stroke", tint(item)), ("stroke-width", "1"), ("rx", "4"))]
      for index in 1..<count {
        let x = r.minX + r.width * CGFloat(index) / CGFloat(count)
        sketch.append(line(CGPoint(x: x, y: r.minY), CGPoint(x: x, y: r.maxY), [("stroke", tint(item))]))
      }
      return sketch
    case .slider:
      return [
        line(
          CGPoint(x: r.minX, y: r.midY), CGPoint(x: r.maxX, y: r.midY),
          [("stroke", tint(item)), ("stroke-width", "2")]),
        Element(
          "circle",
          [
            ("cx", Markup.number(r.midX)), ("cy", Markup.number(r.midY)), ("r", Markup.number(min(r.height / 2, 14))),
            ("fill", "#ffffff"), ("stroke", "#c7c7cc"),
          ]
        ).empty,
      ]
    default:
      return []
    }
  }

  /// The view's text (or a text field's placeholder), in a nested `<svg>` whose viewport clips it
  /// to the view: clip paths would need ids, which must be unique in an HTML page. The lines the
  /// control laid out are drawn where it put them, in its font; a scene made from values has its
  /// text wrapped by an estimate.
  static func textElement(_ item: RenderItem) -> String? {
    if let lines = item.textLines { return laidOutTextElement(item, lines) }
    let content: String
    let color: String
    if let text = item.text, !text.isEmpty {
      content = text
      color = item.style.textColor.map(Markup.hex) ?? (item.kind == .button ? tint(item) : RenderPalette.text)
    } else if let placeholder = item.placeholder, !placeholder.isEmpty {
      content = placeholder
      color = RenderPalette.placeholder
    } else {
      return nil
    }
    let r = item.rect.standardized
    guard r.width > 0, r.height > 0 else { return nil }
    let size = item.fontSize
    let lineHeight = item.fontSize * 1.2
    // UITextField insets its text 7 points (rounded-rect style); UITextView 5 and 8.
    let inset: CGFloat = item.kind == .textField ? 7 : item.kind == .textView ? 5 : 0
    let maxLines = max(1, Int((r.height / lineHeight).rounded(.down)))
    let lines = wrap(content, width: r.width - 2 * inset, fontSize: size, maxLines: maxLines)
    // Labels, buttons and fields centre their text vertically; text views start at the top.
    let blockTop = item.kind == .textView ? 8 : (r.height - CGFloat(lines.count) * lineHeight) / 2
    let anchor = item.kind == .button ? "middle" : "start"
    let x = item.kind == .button ? r.width / 2 : inset
    var attributes = [
      ("x", Markup.number(x)), ("font-size", Markup.number(size)), ("fill", color), ("text-anchor", anchor),
    ]
    if item.fontWeight != 400 { attributes.append(("font-weight", String(item.fontWeight))) }
    let spans = lines.enumerated().map { index, text in
      // The baseline sits about 0.8 of the line's height below its top in common sans fonts.
      let baseline = blockTop + CGFloat(index) * lineHeight + lineHeight * 0.78
      return Element("tspan", [("x", Markup.number(x)), ("y", Markup.number(baseline))]).wrapping(Markup.escape(text))
    }
    return Element(
      "svg",
      [
        ("x", Markup.number(r.minX)), ("y", Markup.number(r.minY)), ("width", Markup.number(r.width)),
        ("height", Markup.number(r.height)), ("overflow", "hidden"),
      ]
    ).wrapping(Element("text", attributes).wrapping(spans.joined()))
  }

  /// The lines a control laid out, at its positions and baselines, in its font.
  static func laidOutTextElement(_ item: RenderItem, _ lines: [RenderTextLine]) -> String? {
    let r = item.rect.standardized
    guard !lines.isEmpty, r.width > 0, r.height > 0 else { return nil }
    let paint: [(String, String)] =
      if item.textIsPlaceholder {
        [("fill", RenderPalette.placeholder)]
      } else if item.kind == .button, item.style.textColor == nil {
        [("fill", tint(item))]
      } else {
        item.style.textColor.map { SVGRenderer.paint($0) } ?? [("fill", RenderPalette.text)]
      }
    var attributes = [("font-size", Markup.number(item.fontSize))] + paint
    if let family = item.fontFamily { attributes.append(("font-family", "\(family), sans-serif")) }
    if item.fontWeight != 400 { attributes.append(("font-weight", String(item.fontWeight))) }
    // Centred and right-aligned lines are anchored where the control put their middle or end, so
    // they stay aligned in whatever font the viewer draws them.
    let anchor = item.style.textAnchor
    if anchor != .start { attributes.append(("text-anchor", anchor.rawValue)) }
    let spans = lines.map { line in
      let width = line.width ?? 0
      let x = anchor == .middle ? line.x + width / 2 : anchor == .end ? line.x + width : line.x
      return Element("tspan", [("x", Markup.number(x)), ("y", Markup.number(line.baseline))]).wrapping(
        Markup.escape(line.text))
    }
    return Element(
      "svg",
      [
        ("x", Markup.number(r.minX)), ("y", Markup.number(r.minY)), ("width", Markup.number(r.width)),
        ("height", Markup.number(r.height)), ("overflow", "hidden"),
      ]
    ).wrapping(Element("text", attributes).wrapping(spans.joined()))
  }

  /// `text` broken into at most `maxLines` lines at spaces, by estimated width. What does not fit
  /// goes on the last line, and a word longer than a line stays whole: the view clips both, as
  /// a label truncates.
  static func wrap(_ text: String, width: CGFloat, fontSize: CGFloat, maxLines: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if line.isEmpty || Markup.estimatedWidth(of: candidate, fontSize: fontSize) <= width {
          line = candidate
        } else {
          lines.append(line)
          line = String(word)
        }
      }
      lines.append(line)
    }
    guard lines.count > maxLines, maxLines > 0 else { return lines }
    return Array(lines.prefix(maxLines - 1)) + [lines.dropFirst(maxLines - 1).joined(separator: " ")]
  }
}
