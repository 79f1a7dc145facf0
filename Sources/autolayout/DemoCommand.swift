import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutDocuments
import LayoutRendering
import OpenAutoLayout

/// `autolayout demo`: the main job. Lays out every recipe of the Auto Layout Cookbook (bundled
/// with the command) at several canvas sizes, checks each, and writes one HTML gallery page with
/// the drawings side by side and each check's result.
struct DemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Lay out the Auto Layout Cookbook's recipes on phones and a tablet, into one HTML gallery page.")

  @Argument(help: "Documents to show instead of the bundled cookbook.") var files: [String] = []
  @Option(name: .shortAndLong, help: "The folder for the gallery page.") var output: String = "autolayout-demo"
  @Option(name: .long, help: "How many layouts to run at once.") var jobs: Int = Parallel.defaultJobs
  @OptionGroup var timing: TimingOptions

  func validate() throws {
    guard jobs > 0 else { throw ValidationError("--jobs must be at least 1") }
  }

  func run() async throws {
    let start = ContinuousClock.now
    let storyboards = files.isEmpty ? DemoStoryboards.bundled() : files.filter(InterfaceBuilderReader.isInterfaceBuilderFile)
    let documents = try files.isEmpty ? Self.cookbook() : files.filter { !InterfaceBuilderReader.isInterfaceBuilderFile($0) }
    // One job per document: it is read once and laid out on every canvas.
    let tasks = documents.map { DemoTask(file: $0, canvases: DemoCanvas.all) }
    let results = await Parallel.map(tasks, jobs: jobs, progress: { "\($0.name)" }) { task in task.run() }
    let sections = zip(documents, results).map { file, result in
      (recipe: result.recipe, summary: URL(fileURLWithPath: file).lastPathComponent, cards: result.cards)
    }
    var times = PhaseTimes()
    for result in results { times.add(result.times) }
    // Storyboards after the documents: a section of cards each, and a page of their scenes.
    var storyboardSections: [GallerySection] = []
    var pages: [(name: String, svg: String)] = []
    for file in storyboards {
      let (section, page) = DemoStoryboards.section(for: file, times: &times)
      storyboardSections.append(section)
      if let page { pages.append((URL(fileURLWithPath: file).lastPathComponent + ".svg", page)) }
    }
    let page = times.measure("page") {
      GalleryPage.html(title: "OpenAutoLayout — the Auto Layout Cookbook", sections: sections + storyboardSections)
    }
    try OutputFile.makeFolder(output)
    for (name, svg) in pages {
      try OutputFile.write(svg, to: URL(fileURLWithPath: output).appendingPathComponent(name).path)
    }
    let path = URL(fileURLWithPath: output).appendingPathComponent("index.html").path
    try times.measure("write") { try OutputFile.write(page, to: path) }
    if timing.timings {
      let layouts = documents.count * DemoCanvas.all.count
      Console.error(times.summary + " (summed over \(layouts) layouts); wall \(ContinuousClock.now - start)")
    }
    let problems = (results.flatMap(\.cards) + storyboardSections.flatMap(\.cards)).filter(\.isProblem).count
    let scenes = storyboardSections.map(\.cards.count).reduce(0, +) / 2
    let storyboardPart = storyboards.isEmpty ? "" : " and \(storyboards.count) storyboard\(storyboards.count == 1 ? "" : "s") (\(scenes) scenes)"
    Console.print(
      "Wrote the gallery of \(documents.count) recipes × \(DemoCanvas.all.count) canvases\(storyboardPart) (\(problems) cards with problems) to \(path)")
    for (name, _) in pages {
      Console.print("Wrote the scenes of \(name.dropLast(4)) side by side to \(URL(fileURLWithPath: output).appendingPathComponent(name).path)")
    }
  }

  /// The bundled cookbook's documents, sorted by name.
  static func cookbook() throws -> [String] {
    guard let folder = Bundle.module.url(forResource: "cookbook", withExtension: nil),
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else {
      Console.error("autolayout: the bundled cookbook is missing from \(Bundle.module.bundlePath)")
      throw ExitCode(66)
    }
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder.appendingPathComponent($0).path }
  }
}

/// A device of the catalogue the gallery shows every recipe on, in one orientation: its window,
/// scale, safe area and size classes replace the document's canvas (the cookbook's are
/// Interface Builder's 600 × 600 design canvas).
struct DemoCanvas: Sendable {
  let device: String
  let orientation: LayoutDocument.Orientation

  static let all = [
    DemoCanvas(device: "iPhone 8", orientation: .portrait),
    DemoCanvas(device: "iPhone 8", orientation: .landscape),
    DemoCanvas(device: "iPad Pro 9.7\"", orientation: .portrait),
  ]

  var options: LayoutOptions { LayoutOptions(device: device, orientation: orientation) }

  /// `iPhone 8 portrait, 375×667`.
  var name: String {
    let size = Device.named(device)?.windowSize(orientation.model) ?? .zero
    return "\(device) \(orientation.rawValue), \(Int(size.width))×\(Int(size.height))"
  }
}

/// One recipe on every canvas: read once, then laid out, checked and drawn on each.
struct DemoTask: Sendable {
  let file: String
  let canvases: [DemoCanvas]

  var name: String { URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent }

  func run() -> (recipe: String, cards: [GalleryCard], times: PhaseTimes) {
    var times = PhaseTimes()
    let document: LayoutDocument
    do {
      document = try times.measure("parse") { () throws(DocumentLoadError) in try DocumentParser.parse(contentsOf: file) }
    } catch {
      let status = Self.short(error.description, file: file)
      let cards = canvases.map {
        GalleryCard(title: name, canvasName: Self.name(of: $0), svg: nil, status: status, isProblem: true)
      }
      return (name, cards, times)
    }
    let cards = canvases.map { card(for: document, on: $0, times: &times) }
    return (document.name ?? name, cards, times)
  }

  private func card(for document: LayoutDocument, on canvas: DemoCanvas, times: inout PhaseTimes) -> GalleryCard {
    GalleryCards.card(
      for: document, file: file, title: document.name ?? name, canvasName: Self.name(of: canvas),
      options: canvas.options, times: &times)
  }

  static func name(of canvas: DemoCanvas) -> String { canvas.name }

  static func short(_ message: String, file: String) -> String { GalleryCards.short(message, file: file) }
}
