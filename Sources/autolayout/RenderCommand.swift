import ArgumentParser
import Foundation
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
      a folder, and each FILE becomes FOLDER/NAME.svg (or .png with --format png).
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable { case svg, png }

  @Argument(help: "The layout documents.") var files: [String]
  @Option(name: .shortAndLong, help: "The output file, or folder for several documents.") var output: String
  @Option(name: .long, help: "Overlays: frames, margins, safeArea, guides, constraints, all; comma-separated.")
  var overlay: String = ""
  @Option(name: .long, help: "svg or png, for several documents (one: from -o's extension).") var format: Format?
  @Option(name: .long, help: "How many documents to render at once.") var jobs: Int = Parallel.defaultJobs
  @OptionGroup var input: InputOptions
  @OptionGroup var timing: TimingOptions

  func validate() throws {
    guard !files.isEmpty else { throw ValidationError("name at least one document to render") }
    guard jobs > 0 else { throw ValidationError("--jobs must be at least 1") }
    guard overlays != nil else {
      throw ValidationError("--overlay takes frames, margins, safeArea, guides, constraints or all; got '\(overlay)'")
    }
  }

  var overlays: RenderOverlays? { overlay.isEmpty ? [] : RenderOverlays(names: overlay) }

  func run() async throws {
    let options = try input.layoutOptions()
    let overlays = overlays ?? []
    let single = files.count == 1
    let outputFormat = format ?? (single && output.lowercased().hasSuffix(".png") ? .png : .svg)
    if !single { try OutputFile.makeFolder(output) }
    let folder = output
    let results = await Parallel.map(files, jobs: jobs, progress: { "rendered \($0)" }) { file in
      Self.render(file, options: options, overlays: overlays)
    }
    var failure: Int32?
    var times = PhaseTimes()
    for (file, result) in zip(files, results) {
      switch result {
      case .failure(let message, let code):
        Console.error(message)
        failure = failure ?? code
      case .success(let svg, let fileTimes):
        times.add(fileTimes)
        let target = single ? folder : Self.outputPath(for: file, in: folder, format: outputFormat)
        do {
          try times.measure("write") { try Self.write(svg, to: target, format: outputFormat) }
        } catch let exit as ExitCode {
          failure = failure ?? exit.rawValue
        }
      }
    }
    if timing.timings { Console.error(times.summary + " (summed over \(files.count) documents)") }
    if let failure { throw ExitCode(failure) }
  }

  enum Outcome: Sendable {
    case success(String, PhaseTimes)
    case failure(String, Int32)
  }

  static func render(_ file: String, options: LayoutOptions, overlays: RenderOverlays) -> Outcome {
    var times = PhaseTimes()
    let document: LayoutDocument
    do {
      document = try times.measure("parse") { () throws(DocumentLoadError) in try DocumentParser.parse(contentsOf: file) }
    } catch {
      return .failure(error.description, error.exitCode)
    }
    do {
      let layout = try times.measure("build") { () throws(DocumentError) in try DocumentLayout(document, options: options) }
      _ = times.measure("solve") { layout.solve() }
      let svg = times.measure("render") { SVGRenderer.render(RenderScene(layout: layout), overlays: overlays) }
      return .success(svg, times)
    } catch {
      return .failure(error.description, 65)
    }
  }

  static func outputPath(for file: String, in folder: String, format: Format) -> String {
    let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    return URL(fileURLWithPath: folder).appendingPathComponent("\(name).\(format.rawValue)").path
  }

  static func write(_ svg: String, to path: String, format: Format) throws {
    switch format {
    case .svg:
      try OutputFile.write(svg, to: path)
    case .png:
      do {
        try PNGExport.write(svg: svg, to: path)
      } catch {
        Console.error("autolayout: \(error)")
        throw ExitCode(OutputFile.cannotWrite)
      }
    }
  }
}
