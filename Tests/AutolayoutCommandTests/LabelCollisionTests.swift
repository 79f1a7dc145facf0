import Foundation
import Testing

/// Every drawing a user sees — the demo's gallery (the bundled cookbook on three devices and the
/// bundled storyboard's scenes, with the overlays the demo draws), the storyboard's page of
/// scenes, the preview matrix of `Examples/`, and the cookbook with every overlay — read back
/// from the SVG: no two label boxes (`<rect class="label">`: constraint labels, badges, ids)
/// overlap, and none reaches outside its canvas.
@Suite("Labels never collide", .serialized)
struct LabelCollisionTests {
  /// A drawing's labels, read from its canvas group.
  struct Canvas {
    var size: CGSize
    var labels: [CGRect]
  }

  /// Each drawing in `text` (a page may inline several): its canvas (the first rectangle of
  /// `<g class="canvas">`, at its origin) and the label boxes in it. Labels are only drawn in a
  /// canvas group, so each part from one canvas group to the next holds that canvas's labels.
  static func canvases(in text: String) -> [Canvas] {
    text.components(separatedBy: "<g class=\"canvas\"").dropFirst().compactMap { part in
      let rects = part.components(separatedBy: "<rect").dropFirst()
      guard let first = rects.first, let canvas = box(first) else { return nil }
      let labels = rects.filter { rect in
        rect.prefix(while: { $0 != ">" }).contains("class=\"label\"")
      }.compactMap(box)
      return Canvas(size: canvas.size, labels: labels)
    }
  }

  /// The box of a `<rect`'s attributes.
  static func box(_ attributes: String) -> CGRect? {
    func value(_ name: String) -> CGFloat? {
      guard let start = attributes.range(of: " \(name)=\"") else { return nil }
      let rest = attributes[start.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { return nil }
      return Double(rest[..<end]).map { CGFloat($0) }
    }
    guard let x = value("x"), let y = value("y"), let width = value("width"), let height = value("height") else {
      return nil
    }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// The overlapping pairs and the boxes off the canvas, over `canvases`. Numbers are written with
  /// two decimals: a hundredth is rounding.
  static func problems(_ canvases: [Canvas]) -> (overlaps: [String], offCanvas: [String]) {
    var overlaps: [String] = []
    var offCanvas: [String] = []
    for canvas in canvases {
      let bounds = CGRect(origin: .zero, size: canvas.size).insetBy(dx: -0.01, dy: -0.01)
      for (index, a) in canvas.labels.enumerated() {
        if !bounds.contains(a) { offCanvas.append("\(a) outside \(canvas.size)") }
        for b in canvas.labels[(index + 1)...] where a.insetBy(dx: 0.02, dy: 0.02).intersects(b) {
          overlaps.append("\(a) and \(b)")
        }
      }
    }
    return (overlaps, offCanvas)
  }

  @Test("The demo's gallery and its page of storyboard scenes")
  func demo() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let result = try Autolayout.run(["demo", "--output", "gallery"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let page = try String(contentsOfFile: folder.path("gallery/index.html"), encoding: .utf8)
    let scenes = try String(contentsOfFile: folder.path("gallery/Demo.storyboard.svg"), encoding: .utf8)
    let canvases = Self.canvases(in: page) + Self.canvases(in: scenes)
    // 24 recipes × 3 devices and 4 scenes × 2 orientations on the page, each card's drawing
    // twice (with the demo's overlays, and with every overlay for its full-size view), and the 4
    // scenes again.
    #expect(canvases.count == (24 * 3 + 4 * 2) * 2 + 4)
    let labels = canvases.map(\.labels.count).reduce(0, +)
    // The cookbook's constraints carry hundreds of labels: the reading finds them.
    #expect(labels > 500)
    let (overlaps, offCanvas) = Self.problems(canvases)
    #expect(overlaps.isEmpty, "\(overlaps.count) overlapping labels: \(overlaps.prefix(5))")
    #expect(offCanvas.isEmpty, "\(offCanvas.count) labels off the canvas: \(offCanvas.prefix(5))")
  }

  @Test("The preview matrix of Examples/documents/sign-up-form.yaml")
  func matrix() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let document = URL(fileURLWithPath: cookbookPath(""))
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/documents/sign-up-form.yaml").path
    let result = try Autolayout.run(["render", document, "--matrix", "-o", "matrix.html"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let canvases = Self.canvases(in: try String(contentsOfFile: folder.path("matrix.html"), encoding: .utf8))
    // Seven devices × two orientations × two text sizes, each drawn with the constraints and
    // with every overlay.
    #expect(canvases.count == 28 * 2)
    #expect(canvases.map(\.labels.count).reduce(0, +) > 100)
    let (overlaps, offCanvas) = Self.problems(canvases)
    #expect(overlaps.isEmpty, "\(overlaps.count) overlapping labels: \(overlaps.prefix(5))")
    #expect(offCanvas.isEmpty, "\(offCanvas.count) labels off the canvas: \(offCanvas.prefix(5))")
  }

  @Test("The cookbook with every overlay: ids, guides and constraints together")
  func cookbookWithEveryOverlay() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let cookbook = URL(fileURLWithPath: cookbookPath(""))
    let files = try FileManager.default.contentsOfDirectory(atPath: cookbook.path).filter { $0.hasSuffix(".yaml") }
      .sorted().map { cookbook.appendingPathComponent($0).path }
    let result = try Autolayout.run(
      ["render"] + files + ["--overlay", "all", "--device", "iPhone 8", "-o", "drawings"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let drawings = try FileManager.default.contentsOfDirectory(atPath: folder.path("drawings")).sorted()
    #expect(drawings.count == files.count)
    let canvases = try drawings.flatMap {
      Self.canvases(in: try String(contentsOfFile: folder.path("drawings/\($0)"), encoding: .utf8))
    }
    #expect(canvases.count == files.count)
    let (overlaps, offCanvas) = Self.problems(canvases)
    #expect(overlaps.isEmpty, "\(overlaps.count) overlapping labels: \(overlaps.prefix(5))")
    #expect(offCanvas.isEmpty, "\(offCanvas.count) labels off the canvas: \(offCanvas.prefix(5))")
  }
}
