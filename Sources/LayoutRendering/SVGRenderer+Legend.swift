import Foundation

/// The legend under the canvas: a swatch for each kind of mark the render shows, then the
/// scene's notes (the device laid out on, hidden views).
struct Legend {
  /// One kind of mark the legend explains.
  enum Swatch: CaseIterable {
    case ambiguous, frame, margins, safeArea, guide, constraint, optional, broken, equalSize

    var label: String {
      switch self {
      case .ambiguous: "ambiguous layout"
      case .frame: "frame"
      case .margins: "layout margins"
      case .safeArea: "outside the safe area"
      case .guide: "layout guide"
      case .constraint: "constraint"
      case .optional: "optional constraint @priority"
      case .broken: "broken constraint (conflict)"
      case .equalSize: "equal or proportional size"
      }
    }
  }

  static let rowHeight: CGFloat = 16
  static let noteHeight: CGFloat = 14
  static let swatchWidth: CGFloat = 16
  static let fontSize: CGFloat = 11

  let swatches: [Swatch]
  let notes: [String]

  /// The swatches for what `overlays` make visible in `scene`, in a fixed order; the notes say
  /// how many of the overlays' labels (`omittedLabels`) were left out for want of room.
  init(scene: RenderScene, overlays: RenderOverlays, omittedLabels: Int = 0) {
    let visible = scene.items.filter { !$0.isHidden }
    let views = visible.filter { !$0.isGuide }
    let guides = overlays.contains(.guides) ? visible.filter(\.isGuide) : []
    let marks = overlays.contains(.constraints) ? scene.marks : []
    var present: Set<Swatch> = []
    if views.contains(where: \.isAmbiguous) || guides.contains(where: \.isAmbiguous)
      || marks.contains(where: { $0.isAmbiguousItem && !$0.isBroken })
    {
      present.insert(.ambiguous)
    }
    if overlays.contains(.frames), !views.isEmpty { present.insert(.frame) }
    if overlays.contains(.margins), views.contains(where: { $0.margins != nil && $0.margins != $0.rect }) {
      present.insert(.margins)
    }
    if overlays.contains(.safeArea), let root = views.first, let safe = root.safeArea, safe != root.rect {
      present.insert(.safeArea)
    }
    if !guides.isEmpty { present.insert(.guide) }
    if marks.contains(where: { !$0.isBroken && !$0.isAmbiguousItem }) { present.insert(.constraint) }
    if marks.contains(where: \.isOptional) { present.insert(.optional) }
    if marks.contains(where: \.isBroken) { present.insert(.broken) }
    if marks.contains(where: { $0.kind == .equalSize }) { present.insert(.equalSize) }
    swatches = Swatch.allCases.filter(present.contains)

    var notes = scene.notes
    let hidden = scene.items.filter { $0.isHidden && !$0.isGuide }.map(\.id)
    if !hidden.isEmpty { notes.append("Hidden, not drawn: " + hidden.joined(separator: ", ")) }
    if omittedLabels > 0 {
      notes.append("\(omittedLabels) label\(omittedLabels == 1 ? "" : "s") left out for want of room")
    }
    self.notes = notes
  }

  /// Where each swatch goes when the legend is `width` wide, and the lines of the notes.
  private func layout(width: CGFloat) -> (positions: [(Swatch, CGPoint)], rows: Int, noteLines: [String]) {
    var positions: [(Swatch, CGPoint)] = []
    var x: CGFloat = 0
    var row = 0
    for swatch in swatches {
      let entryWidth = Legend.swatchWidth + 4 + Markup.estimatedWidth(of: swatch.label, fontSize: Legend.fontSize)
      if x > 0, x + entryWidth > width {
        x = 0
        row += 1
      }
      positions.append((swatch, CGPoint(x: x, y: CGFloat(row) * Legend.rowHeight)))
      x += entryWidth + 14
    }
    let noteLines = notes.flatMap {
      SVGRenderer.wrap($0, width: width, fontSize: Legend.fontSize, maxLines: Int.max)
    }
    return (positions, swatches.isEmpty ? 0 : row + 1, noteLines)
  }

  /// The legend's height when it is `width` wide; 0 when it has nothing to show.
  func height(width: CGFloat) -> CGFloat {
    let laidOut = layout(width: width)
    return CGFloat(laidOut.rows) * Legend.rowHeight + CGFloat(laidOut.noteLines.count) * Legend.noteHeight
  }

  /// The legend's elements, its top-left corner at the origin.
  func elements(width: CGFloat) -> [String] {
    let laidOut = layout(width: width)
    var elements: [String] = []
    for (swatch, origin) in laidOut.positions {
      elements.append(contentsOf: Legend.draw(swatch, at: CGPoint(x: origin.x, y: origin.y + 3)))
      elements.append(
        Element(
          "text",
          [
            ("x", Markup.number(origin.x + Legend.swatchWidth + 4)), ("y", Markup.number(origin.y + 12)),
            ("font-size", Markup.number(Legend.fontSize)), ("fill", RenderPalette.chrome),
          ]
        ).wrapping(Markup.escape(swatch.label)))
    }
    let notesTop = CGFloat(laidOut.rows) * Legend.rowHeight
    for (index, note) in laidOut.noteLines.enumerated() {
      elements.append(
        Element(
          "text",
          [
            ("x", "0"), ("y", Markup.number(notesTop + CGFloat(index) * Legend.noteHeight + 11)),
            ("font-size", Markup.number(Legend.fontSize)), ("fill", RenderPalette.text),
          ]
        ).wrapping(Markup.escape(note)))
    }
    return elements
  }

  /// A 16 × 10 sample of `swatch` with its top-left corner at `origin`.
  static func draw(_ swatch: Swatch, at origin: CGPoint) -> [String] {
    let box = CGRect(x: origin.x, y: origin.y, width: swatchWidth, height: 10)
    let left = CGPoint(x: box.minX + 1, y: box.midY)
    let right = CGPoint(x: box.maxX - 1, y: box.midY)
    func beam(_ color: String, dashed: Bool) -> [String] {
      let stroke = [("stroke", color), ("stroke-width", "1.5")]
      return [
        SVGRenderer.line(left, right, stroke + (dashed ? [("stroke-dasharray", "4 2")] : [])),
        SVGRenderer.line(CGPoint(x: left.x, y: box.minY), CGPoint(x: left.x, y: box.maxY), stroke),
        SVGRenderer.line(CGPoint(x: right.x, y: box.minY), CGPoint(x: right.x, y: box.maxY), stroke),
      ]
    }
    switch swatch {
    case .ambiguous:
      return [
        SVGRenderer.rect(
          box, ("fill", RenderPalette.ambiguous), ("fill-opacity", "0.18"), ("stroke", RenderPalette.ambiguous),
          ("stroke-width", "2"))
      ]
    case .frame:
      return [SVGRenderer.rect(box, ("fill", "none"), ("stroke", RenderPalette.frame), ("stroke-width", "1"))]
    case .margins:
      return [SVGRenderer.rect(box, ("fill", RenderPalette.margins), ("fill-opacity", RenderPalette.marginsOpacity))]
    case .safeArea:
      return [SVGRenderer.rect(box, ("fill", RenderPalette.safeArea), ("fill-opacity", RenderPalette.safeAreaOpacity))]
    case .guide:
      return [
        SVGRenderer.rect(
          box, ("fill", "none"), ("stroke", RenderPalette.guide), ("stroke-width", "1.5"), ("stroke-dasharray", "4 3"))
      ]
    case .constraint: return beam(RenderPalette.constraint, dashed: false)
    case .optional: return beam(RenderPalette.constraint, dashed: true)
    case .broken: return beam(RenderPalette.broken, dashed: false)
    case .equalSize:
      return SVGRenderer.badge(
        "=", at: CGPoint(x: box.midX, y: box.midY), color: RenderPalette.constraint, dashed: false, onCanvas: false)
    }
  }
}
