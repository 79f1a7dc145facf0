import Foundation
import LayoutDocuments
import OpenAutoLayout
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@testable import LayoutRendering

/// Layout documents drawn with the constraints overlay, checked element by element: every view's
/// rectangle, and every constraint's mark — its kind and flags (the group's class), its lines
/// (beam, end caps, ticks) with their dash patterns and stroke, and its label or badges.
///
/// Each expected value is derived by hand below from the document: its frames by solving the
/// constraints, its marks by the rules ConstraintMark(_:root:ambiguity:) documents (a spacing is
/// an I-beam from the second item's edge to the first's, across the middle of where they
/// overlap; a size an I-beam 6 points inside the view's bottom or trailing side; two
/// coincident edges a line along them; an equal size a badge 10 points inside each view), and
/// SVGRenderer's drawing of them (caps 4 points either side of each end, the beam dashed 4 2 when
/// optional, badges dashed 3 2, labels with `@priority` when optional). The SVG snapshots are a
/// second line: they were recorded by the renderer itself.
// The marks' strokes (RenderPalette): constraints blue, broken ones red, ambiguous items purple.
private let blue = "#1e6fe0", red = "#e0201b", purple = "#9b30d9"

@Suite("SVG rendering of laid-out documents", .timeLimit(.minutes(10)))
struct SVGDocumentDrawingTests {
  // MARK: Spacing, sizes, alignment, centring, equal sizes

  /// Frames by hand: a (20, 30) 100 × 40; b 8 (standard, between siblings) after a: (128, 30),
  /// as wide as a (100), twice as tall (80); c centred under a (centre 70) 20 below it, 30 × 30:
  /// (55, 90).
  static let shapes = """
    version: 1
    name: Shapes
    canvas: {width: 300, height: 200}
    root:
      color: white
      subviews:
        - {id: a, color: red}
        - {id: b, color: blue}
        - {id: c, color: "#008000"}
    constraints:
      - a.leading == root.leading + 20
      - a.top == root.top + 30
      - a.width == 100
      - a.height == 40
      - b.leading == a.trailing + standard
      - b.top == a.top
      - b.width == a.width
      - b.height == 2 * a.height
      - c.centerX == a.centerX
      - c.top == a.bottom + 20
      - c.width == 30
      - c.height == c.width
      - c.width >= 10
    """

  @Test("Views are their frames, filled in their colours")
  func shapesViews() throws {
    let svg = try Self.drawing(Self.shapes)
    let views = try Self.views(svg)
    #expect(
      views == [
        DrawnView(fill: "#ffffff", geometry: ["0", "0", "300", "200"]),
        DrawnView(fill: "#ff0000", geometry: ["20", "30", "100", "40"]),
        DrawnView(fill: "#0000ff", geometry: ["128", "30", "100", "80"]),
        DrawnView(fill: "#008000", geometry: ["55", "90", "30", "30"]),
      ])
  }

  @Test("Spacings and sizes are I-beams, aligned edges and centres lines, equal sizes badges")
  func shapesMarks() throws {
    let marks = try Self.marks(Self.drawing(Self.shapes))
    let expected: [DrawnMark] = [
      // a's leading edge (20) from the root's (0), across the middle of a's height (30…70): y 50.
      .beam(
        "spacing", "a.leading == root.leading + 20", from: (0, 50), to: (20, 50), label: "20"),
      // a's top (30) from the root's (0), across the middle of a's width (20…120): x 70.
      .beam("spacing", "a.top == root.top + 30", from: (70, 0), to: (70, 30), label: "30"),
      // Widths along the bottom, 6 in (70 − 6 = 64); heights along the trailing side (120 − 6).
      .beam("size", "a.width == 100", from: (20, 64), to: (120, 64), label: "100"),
      .beam("size", "a.height == 40", from: (114, 30), to: (114, 70), label: "40"),
      // 8 from a's trailing edge (120) to b's leading edge (128), across their common 30…70: y 50.
      .beam("spacing", "b.leading == a.trailing + 8", from: (120, 50), to: (128, 50), label: "8"),
      // Tops at 30: neither view spans the other across, so the line runs over both, 20…228.
      DrawnMark(
        classes: "constraint alignment", constraint: "b.top == a.top", lines: ["20 30 228 30"], strokes: [blue]),
      // Badges 10 points inside the bottom of each width (b at (178, 100), a at (70, 60)) and
      // inside the trailing side of each height.
      DrawnMark(
        classes: "constraint equal-size", constraint: "b.width == a.width", badges: ["=", "="], strokes: [blue]),
      DrawnMark(
        classes: "constraint equal-size", constraint: "b.height == 2 * a.height", badges: ["= 2×", "= 2×"],
        strokes: [blue]),
      // Centres at x 70: c's 90…120 and a's 30…70 do not nest, so the line spans 30…120, with a
      // dot at each end.
      DrawnMark(
        classes: "constraint centering", constraint: "c.centerX == a.centerX", lines: ["70 30 70 120"],
        circles: ["70 30", "70 120"], strokes: [blue]),
      // c's top (90) 20 below a's bottom (70), across their common 55…85: x 70.
      .beam("spacing", "c.top == a.bottom + 20", from: (70, 70), to: (70, 90), label: "20"),
      .beam("size", "c.width == 30", from: (55, 114), to: (85, 114), label: "30"),
      // A view's height against its own width: one badge, at its centre.
      DrawnMark(classes: "constraint equal-size", constraint: "c.height == c.width", badges: ["1:1"], strokes: [blue]),
      .beam("size", "c.width >= 10", from: (55, 114), to: (85, 114), label: "≥ 10"),
    ]
    #expect(marks.count == expected.count)
    for (mark, wanted) in zip(marks, expected) { #expect(mark == wanted) }
  }

  // MARK: Baselines, optional and broken constraints

  /// Frames by hand: p (10, 10) 50 × 20, its baseline 15 from its top (25); `p.width == 70`
  /// conflicts with `p.width == 50` and, activated last, is broken (decision 3). q follows p by
  /// the optional 12 (72); it is 60 wide, the required width beating the optional `2 × p`; its
  /// baseline, 20 from its top, sits on p's at 25, so its top is 5: (72, 5) 60 × 30.
  static let optional = """
    version: 1
    name: Optional
    canvas: {width: 300, height: 120}
    root:
      color: white
      subviews:
        - {id: p, color: red, baselines: {first: 15, last: 15}}
        - {id: q, color: blue, baselines: {first: 20, last: 20}}
    constraints:
      - p.leading == root.leading + 10
      - p.top == root.top + 10
      - p.width == 50
      - p.height == 20
      - q.leading == p.trailing + 12 @750
      - q.lastBaseline == p.lastBaseline
      - q.width == 2 * p.width @750
      - q.height == 30
      - q.width == 60
      - p.width == 70
    """

  @Test("Optional marks are dashed and labelled with their priority; a broken one is red; baselines have ticks")
  func optionalMarks() throws {
    let svg = try Self.drawing(Self.optional)
    let views = try Self.views(svg)
    #expect(
      views == [
        DrawnView(fill: "#ffffff", geometry: ["0", "0", "300", "120"]),
        DrawnView(fill: "#ff0000", geometry: ["10", "10", "50", "20"]),
        DrawnView(fill: "#0000ff", geometry: ["72", "5", "60", "30"]),
      ])
    let marks = try Self.marks(svg)
    let expected: [DrawnMark] = [
      // Across p's height (10…30): y 20; across p's width (10…60): x 35.
      .beam("spacing", "p.leading == root.leading + 10", from: (0, 20), to: (10, 20), label: "10"),
      .beam("spacing", "p.top == root.top + 10", from: (35, 0), to: (35, 10), label: "10"),
      .beam("size", "p.width == 50", from: (10, 24), to: (60, 24), label: "50"),
      .beam("size", "p.height == 20", from: (54, 10), to: (54, 30), label: "20"),
      // Optional: the beam dashed 4 2, the caps solid, the priority in the label. Across the
      // common height of q (5…35) and p (10…30): y 20.
      .beam(
        "spacing", "q.leading == p.trailing + 12 @750", from: (60, 20), to: (72, 20),
        label: "12 @750", dashed: true),
      // Baselines at 25, along both views (10…132), each end a 4-point tick down.
      DrawnMark(
        classes: "constraint baseline", constraint: "q.lastBaseline == p.lastBaseline",
        lines: ["10 25 132 25", "10 25 10 29", "132 25 132 29"], strokes: [blue]),
      // An optional equal size: both badges dashed 3 2, labelled with the priority.
      DrawnMark(
        classes: "constraint equal-size optional", constraint: "q.width == 2 * p.width @750",
        badges: ["= 2× @750", "= 2× @750"], badgeDashes: ["3 2", "3 2"], strokes: [blue]),
      .beam("size", "q.height == 30", from: (126, 5), to: (126, 35), label: "30"),
      .beam("size", "q.width == 60", from: (72, 29), to: (132, 29), label: "60"),
      // Broken: red, drawn on p's actual width (50).
      .beam(
        "size", "p.width == 70", from: (10, 24), to: (60, 24), label: "70", broken: true),
    ]
    #expect(marks.count == expected.count)
    for (mark, wanted) in zip(marks, expected) { #expect(mark == wanted) }
  }

  // MARK: Right to left, and ambiguity

  /// Right to left, leading is the right edge: r's leading (right) edge is 20 from the
  /// root's (200), so r is (120, 10) 60 × 30. u, 40 × 20 and 10 below r (top 50), has no
  /// horizontal position: ambiguous, and a variable nothing pins rests at 0, so u is (0, 50).
  static let rightToLeft = """
    version: 1
    name: Right to left
    canvas: {width: 200, height: 100}
    traits: {layoutDirection: rightToLeft}
    root:
      color: white
      subviews:
        - {id: r, color: red}
        - {id: u, color: blue}
    constraints:
      - r.leading == root.leading + 20
      - r.top == root.top + 10
      - r.width == 60
      - r.height == 30
      - u.top == r.bottom + 10
      - u.width == 40
      - u.height == 20
    """

  @Test("Right to left, a leading spacing runs from the right edges; an ambiguous view and its marks are purple")
  func rightToLeftAndAmbiguous() throws {
    let svg = try Self.drawing(Self.rightToLeft)
    let views = try Self.views(svg)
    #expect(
      views == [
        DrawnView(fill: "#ffffff", geometry: ["0", "0", "200", "100"]),
        DrawnView(fill: "#ff0000", geometry: ["120", "10", "60", "30"]),
        DrawnView(fill: "#0000ff", geometry: ["0", "50", "40", "20"]),
      ])
    let ambiguous = try svg.elements("rect", inGroup: "ambiguous")
    #expect(ambiguous.map(\.geometry) == [["0", "50", "40", "20"]])
    #expect(ambiguous.map { $0["fill"] } == [purple])
    let marks = try Self.marks(svg)
    let expected: [DrawnMark] = [
      // From the root's leading (right) edge, 200, to r's, 180, across r's height (10…40): y 25.
      .beam("spacing", "r.leading == root.leading + 20", from: (200, 25), to: (180, 25), label: "20"),
      .beam("spacing", "r.top == root.top + 10", from: (150, 0), to: (150, 10), label: "10"),
      .beam("size", "r.width == 60", from: (120, 34), to: (180, 34), label: "60"),
      .beam("size", "r.height == 30", from: (174, 10), to: (174, 40), label: "30"),
      // u (0…40) and r (120…180) do not overlap across: the beam runs through u's middle, x 20.
      // Vertically u is not ambiguous, so the mark is blue.
      .beam("spacing", "u.top == r.bottom + 10", from: (20, 40), to: (20, 50), label: "10"),
      // u's width is a horizontal constraint on a view ambiguous horizontally: purple.
      .beam("size", "u.width == 40", from: (0, 64), to: (40, 64), label: "40", ambiguous: true),
      .beam("size", "u.height == 20", from: (34, 50), to: (34, 70), label: "20"),
    ]
    #expect(marks.count == expected.count)
    for (mark, wanted) in zip(marks, expected) { #expect(mark == wanted) }
  }

  @Test("Every kind of mark is covered by these documents")
  func everyKindCovered() throws {
    var classes: Set<String> = []
    for document in [Self.shapes, Self.optional, Self.rightToLeft] {
      for mark in try Self.marks(Self.drawing(document)) {
        classes.formUnion(mark.classes.split(separator: " ").map(String.init))
      }
    }
    let kinds = ConstraintMark.Kind.allCases.map(SVGRenderer.kindName)
    #expect(kinds.count == 6)
    #expect(Set(kinds).isSubset(of: classes))
    #expect(["optional", "broken", "ambiguous-item"].allSatisfy(classes.contains))
  }

  // MARK: Reading the drawing

  /// Lays the document out and draws it with the constraints overlay.
  static func drawing(_ yaml: String) throws -> SVGInspection {
    let layout = try DocumentLayout(DocumentParser.parse(yaml, file: "drawing.yaml"))
    return try SVGInspection(SVGRenderer.render(RenderScene(layout: layout), overlays: .constraints))
  }

  /// The `<rect>` of each view, in drawing order.
  static func views(_ svg: SVGInspection) throws -> [DrawnView] {
    try svg.elements("rect", inGroup: "views").map { DrawnView(fill: $0["fill"], geometry: $0.geometry) }
  }

  /// Each constraint's `<g>`, in order, with its labels from the `<g class="constraint-label">`
  /// of the same `data-mark` (drawn after every mark, so that no line crosses a label).
  static func marks(_ svg: SVGInspection) throws -> [DrawnMark] {
    let labelGroups = try svg.groups("constraint-label")
    return try svg.groups("constraint").map { group in
      try DrawnMark(group, labels: labelGroups.first { $0["data-mark"] == group["data-mark"] })
    }
  }
}

/// A view as drawn: its fill and its x, y, width and height.
struct DrawnView: Equatable, CustomStringConvertible {
  var fill: String?
  var geometry: [String?]
  var description: String { "\(fill ?? "none") \(geometry.map { $0 ?? "-" }.joined(separator: " "))" }
}

/// A constraint's mark as drawn.
struct DrawnMark: Equatable, CustomStringConvertible {
  /// The group's class: `constraint`, the kind, and `optional`, `broken`, `ambiguous-item`.
  var classes: String
  /// Its tooltip: the constraint in the constraint language.
  var constraint: String
  /// Each line as `x1 y1 x2 y2`, with `[dashes]` after it when dashed.
  var lines: [String] = []
  /// The centres of a centring line's dots.
  var circles: [String] = []
  /// The texts of its label (spacing, size) — one, or none.
  var labels: [String] = []
  /// The texts of its badges (equal sizes).
  var badges: [String] = []
  /// Each badge's dash pattern, nil when solid.
  var badgeDashes: [String?] = []
  /// The strokes of its lines and badges (one colour per mark).
  var strokes: Set<String> = []

  /// An I-beam from `from` to `to` with its label: the beam, then a cap at each end, 4 points
  /// either side of it, across the beam (its direction turned a quarter turn: a beam running
  /// right has caps from y − 4 to y + 4, one running down from x + 4 to x − 4).
  static func beam(
    _ kind: String, _ constraint: String, from: (Int, Int), to: (Int, Int), label: String,
    dashed: Bool = false, broken: Bool = false, ambiguous: Bool = false
  ) -> DrawnMark {
    let (dx, dy) = ((to.0 - from.0).signum(), (to.1 - from.1).signum())
    func cap(_ point: (Int, Int)) -> String {
      "\(point.0 + 4 * dy) \(point.1 - 4 * dx) \(point.0 - 4 * dy) \(point.1 + 4 * dx)"
    }
    let flags = [dashed ? "optional" : nil, broken ? "broken" : nil, ambiguous ? "ambiguous-item" : nil]
    return DrawnMark(
      classes: (["constraint", kind] + flags.compactMap { $0 }).joined(separator: " "), constraint: constraint,
      lines: ["\(from.0) \(from.1) \(to.0) \(to.1)" + (dashed ? " [4 2]" : ""), cap(from), cap(to)],
      labels: [label],
      strokes: [broken ? red : ambiguous ? purple : blue])
  }

  init(
    classes: String, constraint: String, lines: [String] = [], circles: [String] = [], labels: [String] = [],
    badges: [String] = [], badgeDashes: [String?]? = nil, strokes: Set<String>
  ) {
    self.classes = classes
    self.constraint = constraint
    self.lines = lines
    self.circles = circles
    self.labels = labels
    self.badges = badges
    self.badgeDashes = badgeDashes ?? badges.map { _ in nil }
    self.strokes = strokes
  }

  /// Reads a `<g class="constraint …">` and its `<g class="constraint-label">`. A label is a white backing `<rect>` and a `<text>`; a
  /// badge a stroked `<rect>` and a `<text>`.
  init(_ group: XMLElement, labels labelGroup: XMLElement?) throws {
    func children(_ name: String) throws -> [XMLElement] {
      try ([group] + (labelGroup.map { [$0] } ?? [])).flatMap { element in
        try element.nodes(forXPath: "./*[local-name()='\(name)']").compactMap { $0 as? XMLElement }
      }
    }
    classes = group["class"] ?? ""
    constraint = try children("title").first?.stringValue ?? ""
    // A leader line (to a label moved away for room) is the label's, not the mark's.
    lines = try children("line").filter { $0["class"] != "leader" }.map { line in
      [line["x1"], line["y1"], line["x2"], line["y2"]].map { $0 ?? "-" }.joined(separator: " ")
        + (line["stroke-dasharray"].map { " [\($0)]" } ?? "")
    }
    circles = try children("circle").map { "\($0["cx"] ?? "-") \($0["cy"] ?? "-")" }
    let rects = try children("rect")
    let texts = try children("text").map { $0.stringValue ?? "" }
    // Badges are stroked; label backings are not.
    let isBadge = rects.map { $0["stroke"] != nil }
    labels = zip(texts, isBadge).filter { !$0.1 }.map(\.0)
    badges = zip(texts, isBadge).filter { $0.1 }.map(\.0)
    badgeDashes = rects.filter { $0["stroke"] != nil }.map { $0["stroke-dasharray"] }
    strokes = Set((try children("line").filter { $0["class"] != "leader" } + rects.filter { $0["stroke"] != nil }).compactMap { $0["stroke"] })
  }

  var description: String {
    "[\(classes)] \(constraint): lines \(lines), circles \(circles), labels \(labels), badges \(badges) "
      + "\(badgeDashes.map { $0 ?? "solid" }), strokes \(strokes.sorted())"
  }
}
