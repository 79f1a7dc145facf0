import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutDocuments
import LayoutRendering

/// `autolayout render FILE… -o OUT`: each document drawn to SVG (or PNG through `rsvg-convert`),
/// with overlays like Xcode's. Several files render in parallel, into the folder `-o` names.
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw documents to SVG or PNG.",
    discussion: """
      With one FILE, -o is the output file: .svg, or .png (needs rsvg-convert). With several, -o is \
      a folder, and each FILE becomes FOLDER/NAME.svg (or .png with --format png). With --matrix, \
      -o is an HTML page: the one FILE laid out on every device × orientation × text size.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable { case svg, png }

  @Argument(help: "The layout documents, storyboards or xibs (a storyboard's scenes side by side on one page).")
  var files: [String]
  @Option(name: .long, help: "Storyboards: only this scene, by scene id, storyboard identifier or controller class.")
  var scene: String?
  @Option(name: .shortAndLong, help: "The output file, or folder for several documents.") var output: String
  @Option(name: .long, help: "Overlays: frames, margins, safeArea, guides, constraints, all; comma-separated.")
  var overlay: String = ""
  @Option(name: .long, help: "svg or png, for several documents (one: from -o's extension).") var format: Format?
  @Option(
    name: .long,
    help: "PNG pixels per point (default: the layout's scale, 2 or 3 on a Retina device, else 1).")
  var scale: Double?
  @Option(name: .long, help: "How many documents to render at once.") var jobs: Int = Parallel.defaultJobs
  @Flag(name: .long, help: "Lay the one document out on devices × orientations × text sizes, into one HTML page.")
  var matrix = false
  @Option(name: .long, help: "With --matrix: the devices, comma-separated (default: seven phones and iPads).")
  var devices: String?
  @Option(name: .long, help: "With --matrix: the orientations, comma-separated.") var orientations = "portrait,landscape"
  @Option(name: .long, help: "With --matrix: the content size categories, comma-separated, or all.")
  var categories = "large,accessibilityExtraLarge"
  @Option(
    name: .long,
    help: "With --matrix: iPad windows, comma-separated, or all: fullScreen, twoThirds, half, oneThird, slideOver.")
  var splits = "fullScreen"
  @Option(
    name: .long,
    help: "With --matrix: base (the document's text) and pseudolanguages, comma-separated, or all: doubleLength, accented, bounded, rightToLeft.")
  var languages = "base"
  @OptionGroup var input: InputOptions
  @OptionGroup var timing: TimingOptions

  func validate() throws {
    guard !files.isEmpty else { throw ValidationError("name at least one document to render") }
    if matrix {
      guard files.count == 1 else { throw ValidationError("--matrix lays out one document; got \(files.count)") }
      guard input.canvas == nil, input.device == nil, input.orientation == nil, input.multitasking == nil else {
        throw ValidationError("--matrix chooses the devices itself: give --devices and --orientations instead of --canvas, --device, --orientation or --multitasking")
      }
      _ = try makeMatrix()
      guard input.pseudoLanguage == nil else { throw ValidationError("--matrix takes --languages, not --pseudo-language") }
    } else if devices != nil || splits != "fullScreen" || languages != "base" {
      throw ValidationError("--devices, --splits and --languages go with --matrix")
    }
    guard jobs > 0 else { throw ValidationError("--jobs must be at least 1") }
    if let scale, !(scale > 0 && scale <= 8) {
      throw ValidationError("--scale takes a number of pixels per point greater than 0 and at most 8; got \(scale)")
    }
    if let problem = Self.outputProblem(output, matrix: matrix, documents: files.count, format: format) {
      throw ValidationError(problem)
    }
    guard overlays != nil else {
      throw ValidationError("--overlay takes frames, margins, safeArea, guides, constraints or all; got '\(overlay)'")
    }
  }

  var overlays: RenderOverlays? { overlay.isEmpty ? [] : RenderOverlays(names: overlay) }

  func run() async throws {
    let options = try input.layoutOptions()
    if matrix { return try await renderMatrix(options) }
    let overlays = overlays ?? []
    let textMetrics = input.textMetrics
    let single = files.count == 1
    let outputFormat = format ?? (single && output.lowercased().hasSuffix(".png") ? .png : .svg)
    if !single { try OutputFile.makeFolder(output) }
    let folder = output
    let results = await Parallel.map(files, jobs: jobs, progress: { "rendered \($0)" }) { file in
      Self.render(file, options: options, overlays: overlays, scene: scene, textMetrics: textMetrics)
    }
    var failure: Int32?
    var times = PhaseTimes()
    for (file, result) in zip(files, results) {
      switch result {
      case .failure(let message, let code):
        Console.error(message)
        failure = failure ?? code
      case .success(let svg, let layoutScale, let fileTimes):
        times.add(fileTimes)
        let target = single ? folder : Self.outputPath(for: file, in: folder, format: outputFormat)
        let zoom = scale ?? Double(layoutScale)
        do {
          try times.measure("write") { try Self.write(svg, to: target, format: outputFormat, zoom: zoom) }
          let pixels = outputFormat == .png ? " at \(zoom == zoom.rounded() ? String(Int(zoom)) : String(zoom))x" : ""
          Console.print("Wrote \(file) to \(target)\(pixels)")
        } catch let exit as ExitCode {
          failure = failure ?? exit.rawValue
        }
      }
    }
    if timing.timings { Console.error(times.summary + " (summed over \(files.count) documents)") }
    if let failure { throw ExitCode(failure) }
  }

  private func makeMatrix() throws -> PreviewMatrix {
    try PreviewMatrix(
      devices: devices, orientations: orientations, categories: categories, splits: splits, languages: languages)
  }

  /// `--matrix`: the page of the one document on every device, orientation and text size.
  private func renderMatrix(_ options: LayoutOptions) async throws {
    let file = files[0]
    let document: LayoutDocument
    if InterfaceBuilderLoading.handles(file) {
      // One scene, measuring its text in our fonts on every device (the stored sizes are one
      // device's), laid out as a document.
      let storyboard = try InterfaceBuilderLoading.document(file, scene: scene, options: options)
      guard storyboard.scenes.count == 1, let only = storyboard.scenes.first else {
        let names = storyboard.scenes.map(\.title).joined(separator: ", ")
        Console.error("autolayout: --matrix lays out one scene; \(file) has \(storyboard.scenes.count) (\(names)): give --scene")
        throw ExitCode(64)
      }
      document = only.documentMeasuringText
    } else {
      do {
        document = try DocumentParser.parse(contentsOf: file)
      } catch {
        Console.error(error.description)
        throw ExitCode(error.exitCode)
      }
    }
    let matrix = try makeMatrix()
    // A document that cannot be laid out (an unknown id, a syntax error) fails on every device:
    // report it once, as for one render, and write nothing.
    var first = options
    first.device = matrix.devices[0].name
    do {
      _ = try DocumentLayout(document, options: first)
    } catch {
      Console.error(error.description)
      throw ExitCode(65)
    }
    let page = await matrix.page(for: document, file: file, base: options, jobs: jobs)
    try OutputFile.write(page.html, to: output)
    Console.print("Wrote the preview matrix of \(file): \(page.cards) layouts (\(page.problems) with problems) to \(output)")
  }

  enum Outcome: Sendable {
    /// The SVG, the layout's pixels per point (a PNG's default zoom), and the time it took.
    case success(String, CGFloat, PhaseTimes)
    case failure(String, Int32)
  }

  static func render(
    _ file: String, options: LayoutOptions, overlays: RenderOverlays, scene: String? = nil,
    textMetrics: InterfaceBuilderSceneLayout.TextMetrics = .stored
  ) -> Outcome {
    var times = PhaseTimes()
    if InterfaceBuilderReader.isInterfaceBuilderFile(file) {
      return renderInterfaceBuilder(
        file, options: options, overlays: overlays, scene: scene, textMetrics: textMetrics, times: &times)
    }
    let document: LayoutDocument
    do {
      document = try times.measure("parse") { () throws(DocumentLoadError) in try DocumentParser.parse(contentsOf: file) }
    } catch {
      return .failure(error.description, error.exitCode)
    }
    if let problem = options.problem(with: document) { return .failure("autolayout: \(problem)", 64) }
    do {
      let layout = try times.measure("build") { () throws(DocumentError) in try DocumentLayout(document, options: options) }
      _ = times.measure("solve") { layout.solve() }
      let scene = times.measure("render") { RenderScene(layout: layout) }
      let svg = times.measure("render") { SVGRenderer.render(scene, overlays: overlays) }
      return .success(svg, scene.scale, times)
    } catch {
      return .failure(error.description, 65)
    }
  }

  /// A storyboard's or xib's scenes, each drawn as a document is, side by side on one page.
  static func renderInterfaceBuilder(
    _ file: String, options: LayoutOptions, overlays: RenderOverlays, scene: String?,
    textMetrics: InterfaceBuilderSceneLayout.TextMetrics, times: inout PhaseTimes
  ) -> Outcome {
    let document: InterfaceBuilderDocument
    do {
      document = try times.measure("parse") { () throws(DocumentLoadError) in
        try InterfaceBuilderReader.read(contentsOf: file, for: options)
      }
    } catch {
      return .failure(error.description, error.exitCode)
    }
    if let why = document.platform.notLaidOut { return .failure("\(file): \(why)", 65) }
    if let broken = document.brokenReferences.first {
      return .failure(broken.description.replacingOccurrences(of: ": warning: ", with: ": "), 65)
    }
    let scenes = document.scenes.filter { candidate in scene.map(candidate.matches) ?? true }
    if scenes.isEmpty {
      let why = scene.map { "has no scene '\($0)'" } ?? "has no scene with views"
      return .failure("autolayout: \(file) \(why)", scene == nil ? 65 : 64)
    }
    var drawings: [String] = []
    var scale: CGFloat = 1
    for item in scenes {
      do {
        let layout = try times.measure("build") { () throws(DocumentError) in try InterfaceBuilderSceneLayout(item, options: options, textMetrics: textMetrics) }
        let drawn = times.measure("render") { RenderScene(layout: layout.layout) }
        scale = max(scale, drawn.scale)
        drawings.append(times.measure("render") { SVGRenderer.render(drawn, overlays: overlays) })
      } catch {
        return .failure(error.description, 65)
      }
    }
    let title = URL(fileURLWithPath: file).lastPathComponent
    return .success(drawings.count == 1 ? drawings[0] : StoryboardPage.compose(drawings, title: title), scale, times)
  }

  /// Why `-o` names something this command cannot write, or nil: one document is written to a
  /// `.svg` or `.png` file (or a file without an extension, as SVG), the matrix to an `.html` page;
  /// several documents go into a folder.
  static func outputProblem(_ output: String, matrix: Bool, documents: Int, format: Format?) -> String? {
    let fileExtension = (output as NSString).pathExtension.lowercased()
    if matrix {
      guard ["html", "htm"].contains(fileExtension) else {
        return "cannot write '\(output)': --matrix writes an HTML page; give -o a .html file"
      }
      return nil
    }
    guard documents == 1, format == nil, !fileExtension.isEmpty else { return nil }
    guard Format(rawValue: fileExtension) == nil else { return nil }
    return "cannot write .\(fileExtension) files ('\(output)'): -o takes a .svg or .png file (.png through rsvg-convert)"
  }

  static func outputPath(for file: String, in folder: String, format: Format) -> String {
    let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    return URL(fileURLWithPath: folder).appendingPathComponent("\(name).\(format.rawValue)").path
  }

  /// Writes `svg` to `path` as `format`; a PNG has `zoom` pixels per point.
  static func write(_ svg: String, to path: String, format: Format, zoom: Double = 1) throws {
    switch format {
    case .svg:
      try OutputFile.write(svg, to: path)
    case .png:
      do {
        try PNGExport.write(svg: svg, to: path, zoom: zoom)
      } catch {
        Console.error("autolayout: \(error)")
        throw ExitCode(OutputFile.cannotWrite)
      }
    }
  }
}
