import Foundation
import LayoutDocuments
import LayoutRendering
import OpenAutoLayout

/// Gallery cards: a document laid out, checked and drawn under some options.
enum GalleryCards {
  /// The card of `document` laid out with `options`: its drawing with the constraints overlay
  /// and, for the full-size view, with every overlay and the command that draws it; its check
  /// result — with the views that reach off the screen, a problem too — or the error that
  /// stopped it.
  static func card(
    for document: LayoutDocument, file: String, title: String, canvasName: String, options: LayoutOptions,
    times: inout PhaseTimes
  ) -> GalleryCard {
    do {
      let layout = try times.measure("build") { () throws(DocumentError) in try DocumentLayout(document, options: options) }
      _ = times.measure("solve") { layout.solve() }
      let check = times.measure("check") { layout.check() }
      let scene = times.measure("render") { RenderScene(layout: layout) }
      let svg = times.measure("render") { SVGRenderer.render(scene, overlays: [.constraints]) }
      let full = times.measure("render") { SVGRenderer.render(scene, overlays: .all) }
      var status = Self.status(check, scene: scene, orientation: layout.device == nil ? nil : layout.orientation.rawValue)
      // What Auto Layout accepts may still not fit the screen: the matrix's reason to exist.
      let offscreen = scene.offscreenViewIDs
      if !offscreen.isEmpty {
        status += (check.status == .sound ? ", but" : ";") + " off screen: " + offscreen.joined(separator: ", ")
      }
      return GalleryCard(
        title: title, canvasName: canvasName, svg: svg, status: status,
        isProblem: check.status != .sound || !offscreen.isEmpty, fullSVG: full,
        command: command(file: file, options: options), report: check.report)
    } catch {
      return GalleryCard(title: title, canvasName: canvasName, svg: nil, status: short(error.description, file: file), isProblem: true)
    }
  }

  /// The check result in a few words, each thing said once: `sound`; `unsatisfiable: a.width
  /// <= 400 broken in landscape` naming the document's broken constraints; `ambiguous: a, b can
  /// take more than one frame in landscape` naming the ambiguous views and guides. Without a
  /// device (`orientation` nil) the place is left out. When the broken constraint is not one the
  /// document wrote, the report's first line says what happened.
  static func status(_ check: CheckResult, scene: RenderScene, orientation: String?) -> String {
    let place = orientation.map { " in \($0)" } ?? ""
    switch check.status {
    case .sound:
      return "sound"
    case .unsatisfiable:
      var broken: [String] = []
      for mark in scene.marks where mark.isBroken && !mark.constraint.isEmpty && !broken.contains(mark.constraint) {
        broken.append(mark.constraint)
      }
      guard !broken.isEmpty else { return "unsatisfiable: " + reportSummary(check.report, dropping: "Unsatisfiable: ") }
      return "unsatisfiable: " + broken.joined(separator: ", ") + " broken" + place
    case .ambiguous:
      let ids = scene.items.filter(\.isAmbiguous).map(\.id)
      guard !ids.isEmpty else { return "ambiguous: " + reportSummary(check.report, dropping: "Ambiguous: ") }
      return "ambiguous: " + ids.joined(separator: ", ") + (ids.count == 1 ? " can" : " can each")
        + " take more than one frame" + place
    }
  }

  /// The report's first line without its heading and its final full stop.
  static func reportSummary(_ report: String, dropping heading: String) -> String {
    var line = firstLine(report)
    if line.hasPrefix(heading) { line.removeFirst(heading.count) }
    if line.hasSuffix(".") { line.removeLast() }
    return line
  }

  /// `autolayout render FILE --device … --overlay all -o NAME.svg`: the command that draws
  /// `file` laid out with `options`, every overlay on, each argument quoted for a POSIX shell
  /// where it needs to be.
  static func command(file: String, options: LayoutOptions, scene: String? = nil) -> String {
    var words = ["autolayout", "render", relativeToWorkingDirectory(file)]
    if let scene { words += ["--scene", scene] }
    if let device = options.device { words += ["--device", device] }
    if let orientation = options.orientation { words += ["--orientation", orientation.rawValue] }
    if let multitasking = options.multitasking, multitasking != .fullScreen {
      words += ["--multitasking", multitasking.rawValue]
    }
    let traits = options.traits
    let named: [(String, String?)] = [
      ("layoutDirection", traits.layoutDirection?.rawValue), ("horizontalSizeClass", traits.horizontalSizeClass?.rawValue),
      ("verticalSizeClass", traits.verticalSizeClass?.rawValue), ("contentSizeCategory", traits.contentSizeCategory),
    ]
    for case let (name, value?) in named { words += ["--trait", "\(name)=\(value)"] }
    if let language = options.pseudoLanguage { words += ["--pseudo-language", language.rawValue] }
    let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    // The file's name, then the scene, device and orientation, in letters, digits and dashes.
    let parts = [name, scene, options.device, options.orientation?.rawValue].compactMap(\.self)
    let output = parts.joined(separator: "-").map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
      .split(separator: "-").joined(separator: "-")
    words += ["--overlay", "all", "-o", output + ".svg"]
    return words.map(shellQuoted).joined(separator: " ")
  }

  /// `file` from the working directory when it lies under it (the bundled cookbook, inside the
  /// clone's `.build`, for `demo` run in the clone), so that the command works as shown there.
  static func relativeToWorkingDirectory(_ file: String) -> String {
    let directory = FileManager.default.currentDirectoryPath
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
  }

  /// `word` as a POSIX shell reads it back: as it is when it has only safe characters, else in
  /// single quotes.
  static func shellQuoted(_ word: String) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=,:@+%")
    guard !word.isEmpty, !word.contains(where: { !safe.contains($0) }) else {
      return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    return word
  }

  /// An error message with the file named by its name only: the bundled cookbook's path is long.
  static func short(_ message: String, file: String) -> String {
    message.replacingOccurrences(of: file, with: URL(fileURLWithPath: file).lastPathComponent)
  }

  static func firstLine(_ text: String) -> String {
    text.split(separator: "\n").first.map(String.init) ?? ""
  }
}
