import Foundation
import Testing

@testable import LayoutDocuments

/// Inputs of the parser tests: the cookbook's documents (the bundled copy, so that the tests run
/// on a fresh clone) and small documents written in the tests.
enum ParserFixtures {
  static let cookbookDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/autolayout/Resources/cookbook")

  /// The cookbook's document names, without `.yaml`, sorted.
  static let cookbookNames: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: cookbookDirectory.path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
  }()

  static func cookbookPath(_ name: String) -> String {
    cookbookDirectory.appendingPathComponent("\(name).yaml").path
  }

  static func cookbookText(_ name: String) throws -> String {
    try String(contentsOfFile: cookbookPath(name), encoding: .utf8)
  }

  /// The smallest valid document's top, to which tests append a root and constraints.
  static let header = "version: 1\ncanvas: {width: 375, height: 667}\n"

  /// The error `text` makes; nil when it parses.
  static func error(_ text: String, file: String = "doc.yaml") -> DocumentError? {
    do {
      _ = try DocumentParser.parse(text, file: file)
      return nil
    } catch {
      return error
    }
  }

  /// Parses `text`, recording the error as a test failure.
  static func parse(
    _ text: String, file: String = "doc.yaml", sourceLocation: Testing.SourceLocation = #_sourceLocation
  )
    throws -> LayoutDocument
  {
    do {
      return try DocumentParser.parse(text, file: file)
    } catch {
      Issue.record("unexpected error: \(error.description)", sourceLocation: sourceLocation)
      throw error
    }
  }
}
