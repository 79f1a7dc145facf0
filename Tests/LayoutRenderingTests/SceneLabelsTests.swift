import Foundation
import LayoutDocuments
import OpenAutoLayout
import Testing

@testable import LayoutRendering

/// The labels of whole drawings, from the placement's output: over every recipe of the bundled
/// cookbook on the demo's devices with every overlay, no placed label covers another, covers a
/// view's own text, or reaches off the canvas; and every label the overlays ask for is either
/// drawn or counted in the legend.
@Suite("Scene labels")
struct SceneLabelsTests {
  static let cookbook = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/autolayout/Resources/cookbook")

  @Test("The cookbook with every overlay: labels clear of each other, of the views' text and of the edges")
  func cookbookLabelsAreClear() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.cookbook.path).filter { $0.hasSuffix(".yaml") }
    #expect(files.count == 24)
    var drawn = 0
    for file in files.sorted() {
      let document = try DocumentParser.parse(contentsOf: Self.cookbook.appendingPathComponent(file).path)
      for (device, orientation) in [("iPhone 8", LayoutDocument.Orientation.portrait), ("iPhone 8", .landscape)] {
        let layout = try DocumentLayout(document, options: LayoutOptions(device: device, orientation: orientation))
        _ = layout.solve()
        let scene = RenderScene(layout: layout)
        let labels = SceneLabels(scene: scene, overlays: .all)
        let placement = labels.placement
        let text = scene.items.filter { !$0.isGuide && !$0.isHidden }.flatMap(SceneLabels.textBoxes)
        let canvas = CGRect(origin: .zero, size: scene.canvas)
        for (index, box) in placement.placed.enumerated() {
          #expect(canvas.contains(box), "\(file): \(box) off the canvas")
          for other in placement.placed[(index + 1)...] + text {
            #expect(!box.insetBy(dx: 0.01, dy: 0.01).intersects(other), "\(file): \(box) covers \(other)")
          }
        }
        // Asked for: an id per visible view and guide, a label per labelled mark (two badges
        // for an equal size between two points).
        let ids = scene.items.filter { !$0.isHidden && SceneLabels.visibleRect(of: $0) != nil }.count
        let marks = scene.marks.reduce(0) { count, mark in
          count + (mark.kind == .equalSize ? (mark.from == mark.to ? 1 : 2) : SVGRenderer.markLabel(mark).isEmpty ? 0 : 1)
        }
        #expect(placement.placed.count + placement.omitted == ids + marks, "\(file)")
        drawn += placement.placed.count
      }
    }
    // Hundreds of labels are placed over the 48 drawings (about 16 each): the checks above are not vacuous.
    #expect(drawn > 500)
  }
}
