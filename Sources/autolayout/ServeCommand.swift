import ArgumentParser
import Foundation
import LayoutInspector

/// `autolayout serve`: the live inspector in the browser (Guides/Inspector.md). Serves the given
/// documents, storyboards and xibs (by default the bundled cookbook and storyboards) on a local
/// web server and prints its address; the page follows the files as they are saved.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Inspect documents live in the browser: resize, pick devices and text sizes, click views to explain them.",
    discussion: """
      Serves only the files given (by default the bundled cookbook and storyboards) and the page's \
      own assets, on 127.0.0.1 unless --host says otherwise. Saving a file updates every open page. \
      Stop it with Control-C.
      """)

  @Argument(help: "Layout documents, storyboards and xibs to serve instead of the bundled cookbook.")
  var files: [String] = []
  @Option(name: .long, help: "The address to listen on; 0.0.0.0 lets other machines in.") var host = "127.0.0.1"
  @Option(name: .long, help: "The port to listen on; 0 picks a free one.") var port = 8080

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535; got \(port)") }
  }

  func run() async throws {
    let paths = try files.isEmpty ? DemoCommand.cookbook() + DemoStoryboards.bundled() : files
    for path in paths where !FileManager.default.fileExists(atPath: path) {
      Console.error("\(path): no such file")
      throw ExitCode(66)
    }
    let server = InspectorServer(files: paths, configuration: InspectorConfiguration(host: host, port: port))
    let count = paths.count
    do {
      try await server.run { address in
        Console.print("Inspecting \(count) file\(count == 1 ? "" : "s") at \(address) (Control-C stops)")
      }
    } catch {
      Console.error("autolayout: cannot serve on \(host):\(port): \(error)")
      throw ExitCode(69)
    }
  }
}
