import Foundation
import OpenAutoLayout

/// Constraint marks, drawn as Xcode draws constraints: I-beams for spacing and sizes, lines for
/// alignments, badges for equal sizes; dashed when optional, red when broken, purple when an
/// item they involve is ambiguous.
extension SVGRenderer {
  /// Half the length of an I-beam's end caps.
  static let capLength: CGFloat = 4

  /// The marks in order, then their labels where `labels` placed them (clear of each other, of
  /// the views' text and of the canvas's edges; a label left out is not drawn). The labels come
  /// after every mark, so that no mark's line crosses another mark's label (two constraints on
  /// one gap, a `>=` and an `@750`, draw their I-beams on top of each other).
  /// Leader lines go before every label too: a leader starts at its mark, which may lie under
  /// another label.
  static func constraintElements(_ marks: [ConstraintMark], labels: SceneLabels) -> (marks: [String], labels: [String]) {
    let drawn = marks.enumerated().map { index, mark in
      markElement(mark, number: index, placements: labels.marks[index] ?? [])
    }
    let leaders = drawn.flatMap(\.leaders)
    return (drawn.map(\.mark), (leaders.isEmpty ? [] : [group("leaders", leaders)]) + drawn.compactMap(\.labels))
  }

  /// One mark as a `<g class="constraint">` with the constraint as its tooltip; and its labels
  /// at `placements` as a `<g class="constraint-label">` with the same tooltip, nil when none
  /// is drawn. Both carry `data-mark="number"`, which pairs them.
  static func markElement(
    _ mark: ConstraintMark, number: Int, placements: [LabelPlacement.Placement?]
  ) -> (mark: String, leaders: [String], labels: String?) {
    let color = markColor(mark)
    var stroke = [("stroke", color), ("stroke-width", "1.5")]
    if mark.isOptional { stroke.append(("stroke-dasharray", "4 2")) }
    let label = markLabel(mark)

    var parts: [String] = []
    if !mark.constraint.isEmpty { parts.append(Element("title").wrapping(Markup.escape(mark.constraint))) }
    switch mark.kind {
    case .spacing, .size:
      parts.append(line(mark.from, mark.to, stroke))
      parts.append(contentsOf: caps(mark, stroke: stroke.filter { $0.0 != "stroke-dasharray" }))
    case .alignment, .centering, .baseline:
      parts.append(line(mark.from, mark.to, stroke))
      if mark.kind == .centering {
        for point in [mark.from, mark.to] {
          parts.append(
            Element(
              "circle", [("cx", Markup.number(point.x)), ("cy", Markup.number(point.y)), ("r", "2"), ("fill", color)]
            ).empty)
        }
      } else if mark.kind == .baseline {
        // A baseline line ends in short downward ticks, like the descender space it stands on.
        for point in [mark.from, mark.to] {
          parts.append(line(point, CGPoint(x: point.x, y: point.y + capLength), stroke))
        }
      }
    case .equalSize:
      break
    }
    var labelParts: [String] = []
    var leaders: [String] = []
    for case let placement? in placements {
      if let anchor = placement.leader { leaders.append(leaderLine(from: anchor, to: placement.box, color: color)) }
      if mark.kind == .equalSize {
        labelParts.append(
          contentsOf: badge(label.isEmpty ? "=" : label, at: placement.center, color: color, dashed: mark.isOptional))
      } else {
        labelParts.append(contentsOf: labelElements(label, in: placement.box, color: color))
      }
    }
    let flags = [
      mark.isOptional ? "optional" : nil, mark.isBroken ? "broken" : nil, mark.isAmbiguousItem ? "ambiguous-item" : nil,
    ]
    .compactMap { $0 }
    let className = (["constraint", kindName(mark.kind)] + flags).joined(separator: " ")
    let pairing = ("data-mark", String(number))
    let title = mark.constraint.isEmpty ? "" : parts[0]
    let labelGroup = labelParts.isEmpty
      ? nil : Element("g", [("class", "constraint-label"), pairing]).wrapping(title + labelParts.joined())
    return (Element("g", [("class", className), pairing]).wrapping(parts.joined()), leaders, labelGroup)
  }

  /// Red when broken, else purple when it touches an ambiguous item, else blue.
  static func markColor(_ mark: ConstraintMark) -> String {
    mark.isBroken ? RenderPalette.broken : mark.isAmbiguousItem ? RenderPalette.ambiguous : RenderPalette.constraint
  }

  /// The mark's label with the priority of an optional constraint (`20 @750`).
  static func markLabel(_ mark: ConstraintMark) -> String {
    guard mark.isOptional else { return mark.label }
    let priority = "@" + Markup.number(CGFloat(mark.priority))
    return mark.label.isEmpty ? priority : mark.label + " " + priority
  }

  static func kindName(_ kind: ConstraintMark.Kind) -> String {
    switch kind {
    case .spacing: "spacing"
    case .size: "size"
    case .centering: "centering"
    case .alignment: "alignment"
    case .baseline: "baseline"
    case .equalSize: "equal-size"
    }
  }

  static func midpoint(_ mark: ConstraintMark) -> CGPoint {
    CGPoint(x: (mark.from.x + mark.to.x) / 2, y: (mark.from.y + mark.to.y) / 2)
  }

  /// The two perpendicular end caps of an I-beam. A zero-length beam has no direction: its caps
  /// cross the mark's axis (vertical caps when it has none).
  static func caps(_ mark: ConstraintMark, stroke: [(String, String)]) -> [String] {
    let dx = mark.to.x - mark.from.x
    let dy = mark.to.y - mark.from.y
    let length = (dx * dx + dy * dy).squareRoot()
    let (ux, uy): (CGFloat, CGFloat) =
      length > 0 ? (dx / length, dy / length) : mark.axis == .vertical ? (0, 1) : (1, 0)
    // The perpendicular of the beam's direction.
    let px = -uy * capLength
    let py = ux * capLength
    return [mark.from, mark.to].map { point in
      line(CGPoint(x: point.x - px, y: point.y - py), CGPoint(x: point.x + px, y: point.y + py), stroke)
    }
  }

  /// A label in `box`, over a pale backing so that it reads on any fill.
  static func labelElements(_ text: String, in box: CGRect, color: String) -> [String] {
    [
      rect(box, ("class", "label"), ("fill", "#ffffff"), ("fill-opacity", "0.85"), ("rx", "2")),
      Element(
        "text",
        [
          ("x", Markup.number(box.midX)), ("y", Markup.number(box.midY + 3.5)),
          ("font-size", Markup.number(SceneLabels.markFontSize)), ("text-anchor", "middle"), ("fill", color),
        ]
      ).wrapping(Markup.escape(text)),
    ]
  }

  /// A thin line from the point a label belongs to, to the nearest point of the label's `box`
  /// (where the label had to move away to find room).
  static func leaderLine(from anchor: CGPoint, to box: CGRect, color: String) -> String {
    let end = CGPoint(x: min(max(anchor.x, box.minX), box.maxX), y: min(max(anchor.y, box.minY), box.maxY))
    return line(anchor, end, [("class", "leader"), ("stroke", color), ("stroke-width", "0.75")])
  }

  /// The size of the badge showing `text`.
  static func badgeSize(_ text: String) -> CGSize {
    CGSize(width: max(14, SceneLabels.labelWidth(of: text, fontSize: 10) + 6), height: 14)
  }

  /// A small rounded badge with `text`, centred on `point` (equal and proportional sizes); of
  /// class `label` on the canvas, where it is one of the placed labels.
  static func badge(_ text: String, at point: CGPoint, color: String, dashed: Bool, onCanvas: Bool = true) -> [String] {
    let width = badgeSize(text).width
    var attributes = onCanvas ? [("class", "label")] : []
    attributes += [("fill", "#ffffff"), ("stroke", color), ("stroke-width", "1"), ("rx", "3")]
    if dashed { attributes.append(("stroke-dasharray", "3 2")) }
    return [
      rect(CGRect(x: point.x - width / 2, y: point.y - 7, width: width, height: 14), attributes),
      Element(
        "text",
        [
          ("x", Markup.number(point.x)), ("y", Markup.number(point.y + 3.5)), ("font-size", "10"),
          ("text-anchor", "middle"), ("fill", color),
        ]
      ).wrapping(Markup.escape(text)),
    ]
  }
}
