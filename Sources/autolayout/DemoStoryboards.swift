import Foundation
import InterfaceBuilder
import LayoutDocuments
import LayoutRendering

/// The demo's storyboards: each scene laid out and checked in portrait and landscape on the
/// storyboard's own device, as gallery cards, and the whole storyboard drawn as one page of
/// scenes side by side, as Xcode's canvas shows it.
enum DemoStoryboards {
  /// The bundled storyboard written for the demo.
  static func bundled() -> [String] {
    guard let folder = Bundle.module.url(forResource: "storyboards", withExtension: nil),
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return [] }
    return names.filter(InterfaceBuilderReader.isInterfaceBuilderFile).sorted().map { folder.appendingPathComponent($0).path }
  }

  /// The gallery section of `file` and its page of scenes (SVG), or the error that stopped it.
  static func section(for file: String, times: inout PhaseTimes) -> (section: GallerySection, page: String?) {
    let name = URL(fileURLWithPath: file).lastPathComponent
    // Read once per orientation, as `render --orientation` reads it: the values Interface
    // Builder varies by size class (a landscape phone is compact in height) are resolved then.
    let orientations: [LayoutDocument.Orientation] = [.portrait, .landscape]
    var read: [InterfaceBuilderDocument] = []
    do {
      for orientation in orientations {
        var options = LayoutOptions()
        options.orientation = orientation
        read.append(
          try times.measure("parse") { () throws(DocumentLoadError) in
            try InterfaceBuilderReader.read(contentsOf: file, for: options)
          })
      }
    } catch {
      let card = GalleryCard(
        title: name, canvasName: "", svg: nil, status: GalleryCards.short(error.description, file: file), isProblem: true)
      return ((name, "could not be read", [card]), nil)
    }
    var cards: [GalleryCard] = []
    var drawings: [String] = []
    let document = read[0]
    for (index, portraitScene) in document.scenes.enumerated() {
      for (orientation, documentRead) in zip(orientations, read) {
        var options = LayoutOptions()
        options.orientation = orientation
        let scene = documentRead.scenes.indices.contains(index) ? documentRead.scenes[index] : portraitScene
        let canvasName = "\(scene.document.device ?? "canvas") \(orientation.rawValue)"
        do {
          let layout = try times.measure("build") { () throws(DocumentError) in try InterfaceBuilderSceneLayout(scene, options: options) }
          let check = times.measure("check") { layout.layout.check() }
          let drawn = times.measure("render") { RenderScene(layout: layout.layout) }
          let svg = times.measure("render") {
            SVGRenderer.render(drawn, overlays: orientation == .portrait ? [] : [.constraints])
          }
          let full = times.measure("render") { SVGRenderer.render(drawn, overlays: .all) }
          if orientation == .portrait { drawings.append(svg) }
          let status = GalleryCards.status(check, scene: drawn, orientation: orientation.rawValue)
          cards.append(
            GalleryCard(
              title: scene.title, canvasName: canvasName, svg: svg, status: status, isProblem: check.status != .sound,
              fullSVG: full, command: GalleryCards.command(file: file, options: options, scene: scene.title),
              report: check.report))
        } catch {
          cards.append(
            GalleryCard(
              title: scene.title, canvasName: canvasName, svg: nil, status: GalleryCards.short(error.description, file: file),
              isProblem: true))
        }
      }
    }
    let page = times.measure("render") { StoryboardPage.compose(drawings, title: name) }
    let summary = "\(name): \(document.scenes.count) scenes, laid out in portrait and landscape"
    return ((name, summary, cards), page)
  }
}

typealias GallerySection = (recipe: String, summary: String, cards: [GalleryCard])
