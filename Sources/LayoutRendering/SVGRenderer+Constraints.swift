import Foundation
import OpenAutoLayout

/// Constraint marks, drawn as Xcode draws constraints: I-beams for spacing and sizes, lines for
/// alignments, badges for equal sizes; dashed when optional, red when broken, purple when an
/// item they involve is ambiguous.
extension SVGRenderer {
  /// Half the length of an I-beam's end caps.
  static let capLength: CGFloat = 4

  /// The marks in order. Labels that would cover earlier ones move down until they are clear,
  /// as happens when a required inequality and an optional equality pin the same edge.
  static func constraintElements(_ marks: [ConstraintMark]) -> [String] {
    var placed = PlacedLabels()
    return marks.map { markElement($0, placed: &placed) }
  }

  /// One mark as a `<g class="constraint">` with the constraint as its tooltip; `placed` holds
  /// the labels drawn so far and gains this mark's.
  static func markElement(_ mark: ConstraintMark, placed: inout PlacedLabels) -> String {
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
      if !label.isEmpty {
        parts.append(contentsOf: labelElements(label, at: midpoint(mark), color: color, placed: &placed))
      }
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
      if !label.isEmpty {
        parts.append(contentsOf: labelElements(label, at: midpoint(mark), color: color, placed: &placed))
      }
    case .equalSize:
      let text = label.isEmpty ? "=" : label
      for point in mark.to == mark.from ? [mark.from] : [mark.from, mark.to] {
        parts.append(
          contentsOf: badge(
            text, at: clear(point, size: badgeSize(text), placed: &placed), color: color, dashed: mark.isOptional))
      }
    }
    let flags = [
      mark.isOptional ? "optional" : nil, mark.isBroken ? "broken" : nil, mark.isAmbiguousItem ? "ambiguous-item" : nil,
    ]
    .compactMap { $0 }
    let className = (["constraint", kindName(mark.kind)] + flags).joined(separator: " ")
    return Element("g", [("class", className)]).wrapping(parts.joined())
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

  /// `point`, moved down in steps of a label's height until a `size` box centred on it covers
  /// none of `placed` (five steps at most); the box is added to `placed`.
  static func clear(_ point: CGPoint, size: CGSize, placed: inout PlacedLabels) -> CGPoint {
    var point = point
    func box(_ p: CGPoint) -> CGRect {
      CGRect(x: p.x - size.width / 2, y: p.y - size.height / 2, width: size.width, height: size.height)
    }
    for _ in 0..<5 where placed.intersects(box(point).insetBy(dx: 0.5, dy: 0.5)) {
      point.y += size.height + 1
    }
    placed.insert(box(point))
    return point
  }

  /// A label centred on `point` (moved clear of `placed`), over a pale backing so that it reads
  /// on any fill.
  static func labelElements(_ text: String, at point: CGPoint, color: String, placed: inout PlacedLabels) -> [String] {
    let width = Markup.estimatedWidth(of: text, fontSize: 10) + 4
    let point = clear(point, size: CGSize(width: width, height: 13), placed: &placed)
    return [
      rect(
        CGRect(x: point.x - width / 2, y: point.y - 6.5, width: width, height: 13),
        ("fill", "#ffffff"), ("fill-opacity", "0.85"), ("rx", "2")),
      Element(
        "text",
        [
          ("x", Markup.number(point.x)), ("y", Markup.number(point.y + 3.5)), ("font-size", "10"),
          ("text-anchor", "middle"), ("fill", color),
        ]
      ).wrapping(Markup.escape(text)),
    ]
  }

  /// The size of the badge showing `text`.
  static func badgeSize(_ text: String) -> CGSize {
    CGSize(width: max(14, Markup.estimatedWidth(of: text, fontSize: 10) + 6), height: 14)
  }

  /// A small rounded badge with `text`, centred on `point` (equal and proportional sizes).
  static func badge(_ text: String, at point: CGPoint, color: String, dashed: Bool) -> [String] {
    let width = badgeSize(text).width
    var attributes = [("fill", "#ffffff"), ("stroke", color), ("stroke-width", "1"), ("rx", "3")]
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

/// The labels drawn so far, in buckets of a coarse grid, so that finding a clear place for each
/// of thousands of labels looks only at its neighbours.
struct PlacedLabels {
  private var buckets: [Int64: [CGRect]] = [:]
  private let cell: CGFloat = 64

  func intersects(_ rect: CGRect) -> Bool {
    keys(of: rect).contains { key in buckets[key]?.contains { $0.intersects(rect) } ?? false }
  }

  mutating func insert(_ rect: CGRect) {
    for key in keys(of: rect) { buckets[key, default: []].append(rect) }
  }

  private func keys(of rect: CGRect) -> [Int64] {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return [0] }
    let columns = Int64((rect.minX / cell).rounded(.down))...Int64((rect.maxX / cell).rounded(.down))
    let rows = Int64((rect.minY / cell).rounded(.down))...Int64((rect.maxY / cell).rounded(.down))
    return rows.flatMap { row in columns.map { row &* 1_000_003 &+ $0 } }
  }
}

