import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a PNG could not be written.
public enum PNGExportError: Error, Equatable, CustomStringConvertible {
  /// `rsvg-convert` is not on the search path.
  case toolMissing
  /// `rsvg-convert` ran and failed, with its exit status and what it printed.
  case conversionFailed(status: Int32, message: String)
  /// A file could not be written or moved into place.
  case writeFailed(path: String, message: String)

  public var description: String {
    switch self {
    case .toolMissing:
      "writing PNG needs rsvg-convert, which is not installed: install it with "
        + "'apt-get install librsvg2-bin' on Debian or Ubuntu, 'brew install librsvg' on macOS, "
        + "or write SVG instead (-o FILE.svg)"
    case .conversionFailed(let status, let message):
      "rsvg-convert failed (exit status \(status))" + (message.isEmpty ? "" : ": \(message)")
    case .writeFailed(let path, let message):
      "cannot write '\(path)': \(message)"
    }
  }
}

/// Writes SVG as PNG through `rsvg-convert` (librsvg), the converter most systems package.
public enum PNGExport {
  /// The converter's name.
  public static let toolName = "rsvg-convert"

  /// Converts `svg` and writes the PNG to `path`, all or nothing: the PNG is made in a temporary
  /// file beside `path` and moved over it only when complete, so a failure leaves no partial
  /// file (and an existing file untouched).
  ///
  /// - Parameters:
  ///   - svg: An SVG document, as ``SVGRenderer/render(_:overlays:)`` makes.
  ///   - path: Where to write the PNG.
  ///   - zoom: Pixels per SVG unit (point): 2 gives a retina-sized image.
  ///   - searchPath: Directories to look for `rsvg-convert` in, `:`-separated; the `PATH`
  ///     environment variable by default (tests pass another to simulate a missing tool).
  /// - Throws: ``PNGExportError/toolMissing`` when the converter is not found;
  ///   ``PNGExportError/conversionFailed(status:message:)`` when it fails;
  ///   ``PNGExportError/writeFailed(path:message:)`` when `path`'s directory does not exist or a
  ///   file cannot be written or moved.
  public static func write(
    svg: String, to path: String, zoom: Double = 1,
    searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
  ) throws(PNGExportError) {
    guard let tool = locateTool(searchPath: searchPath) else { throw .toolMissing }
    let fileManager = FileManager.default
    let destination = URL(fileURLWithPath: path)
    let token = UUID().uuidString
    let input = fileManager.temporaryDirectory.appendingPathComponent("autolayout-\(token).svg")
    let partial = destination.deletingLastPathComponent()
      .appendingPathComponent(".\(destination.lastPathComponent).\(token).partial")
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: partial.deletingLastPathComponent().path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw .writeFailed(path: path, message: "no such directory")
    }
    defer {
      try? fileManager.removeItem(at: input)
      try? fileManager.removeItem(at: partial)
    }
    do {
      try Data(svg.utf8).write(to: input)
    } catch {
      throw .writeFailed(path: input.path, message: "\(error.localizedDescription)")
    }
    try run(tool, arguments: ["--format", "png", "--zoom", String(zoom), "--output", partial.path, input.path])
    // rename(2) replaces an existing file atomically, where FileManager has no portable way to.
    guard rename(partial.path, destination.path) == 0 else {
      throw .writeFailed(path: path, message: String(cString: strerror(errno)))
    }
  }

  /// Converts `svg` and returns the PNG's bytes (made in a temporary file, removed after).
  ///
  /// - Parameters:
  ///   - svg: An SVG document.
  ///   - zoom: Pixels per SVG unit (point).
  ///   - searchPath: Directories to look for `rsvg-convert` in; the `PATH` variable by default.
  /// - Throws: As ``write(svg:to:zoom:searchPath:)``.
  public static func data(
    svg: String, zoom: Double = 1, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
  ) throws(PNGExportError) -> Data {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try write(svg: svg, to: path, zoom: zoom, searchPath: searchPath)
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .writeFailed(path: path, message: "\(error.localizedDescription)")
    }
  }

  /// The full path of `rsvg-convert` in the first directory of `searchPath` that has an
  /// executable one; nil when none has.
  public static func locateTool(searchPath: String?) -> String? {
    guard let searchPath else { return nil }
    for directory in searchPath.split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(toolName).path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs `tool` and waits; throws with its standard error when it exits non-zero.
  private static func run(_ tool: String, arguments: [String]) throws(PNGExportError) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw .conversionFailed(status: -1, message: "\(error.localizedDescription)")
    }
    // Read before waiting: a converter that fills the pipe would otherwise never exit.
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw .conversionFailed(
        status: process.terminationStatus, message: message.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }
}
