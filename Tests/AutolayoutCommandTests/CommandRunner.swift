import Foundation
import Testing

/// What the built `autolayout` executable printed, and its exit status.
struct CommandResult {
  var status: Int32
  var standardOutput: String
  var standardError: String
}

/// Runs the built `autolayout` executable, as a user would.
enum Autolayout {
  /// The built executable, next to the test bundle in the build folder.
  static let executable: URL? = {
    var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(), Bundle.main.bundleURL]
    candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    for folder in candidates {
      let url = folder.appendingPathComponent("autolayout")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }()

  /// Runs `autolayout arguments…` in `directory` and waits for it.
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> CommandResult {
    let executable = try #require(Self.executable, "the autolayout executable was not built next to the tests")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Standard error is drained on another thread, so that neither pipe can fill up and block it.
    let errorReader = PipeReader(error.fileHandleForReading)
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(
      status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
      standardError: String(decoding: errorReader.wait(), as: UTF8.self))
  }
}

/// Reads a pipe to its end on a thread of its own.
final class PipeReader: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}

/// A fresh temporary folder; `cleanUp()` removes it.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `text` to `name` in the folder and returns its path.
  func file(_ name: String, _ text: String) throws -> String {
    let path = self.path(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  func cleanUp() { try? FileManager.default.removeItem(at: url) }
}

/// A document of the bundled cookbook (Sources/autolayout/Resources/cookbook).
func cookbookPath(_ name: String) -> String {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/autolayout/Resources/cookbook/\(name)").path
}
