import Foundation
import Testing

@testable import LayoutDocuments

/// The words of document errors, as the command prints them, for a representative set: each
/// `Golden/NAME.yaml` is a broken document and `Golden/NAME.txt` the error it gives, written
/// out once and checked by hand (the caret under the offending key, value or token). The other
/// tests assert reasons and positions; these keep the wording from drifting.
@Suite("Golden: the wording of document errors", .timeLimit(.minutes(10)))
struct GoldenErrorTests {
  static let folder: URL? = Bundle.module.url(forResource: "Golden", withExtension: nil)

  /// The documents' names, without `.yaml`, sorted.
  static let names: [String] = {
    guard let folder else { return [] }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
  }()

  @Test("Each golden document gives the error written beside it", arguments: names)
  func wording(_ name: String) throws {
    let folder = try #require(Self.folder)
    let text = try String(contentsOf: folder.appendingPathComponent("\(name).yaml"), encoding: .utf8)
    let expected = try String(contentsOf: folder.appendingPathComponent("\(name).txt"), encoding: .utf8)
    let printed = try #require(Self.error(text, file: "\(name).yaml"), "\(name).yaml parsed and laid out")
    #expect(printed + "\n" == expected)
  }

  @Test("The golden set is the one written: parser errors and the layout step's")
  func goldenSet() {
    // Read off the folder: a missing resource would make the test above vacuous.
    #expect(
      Self.names == [
        "alias", "bad-stack-alignment", "constraint-mixed-axes", "constraint-priority-given-twice",
        "constraint-unexpected-token", "constraint-unknown-item", "constraint-unknown-priority",
        "control-key-of-two-kinds-on-a-third",
        "custom-spacing-after-a-view-not-arranged", "duplicate-id-view-and-guide", "half-split-in-portrait",
        "hex-colour-not-quoted", "id-starting-with-a-digit", "json-entry-without-a-comma", "key-run-into-its-value",
        "no-value", "quoted-number", "tab-indentation", "text-alignment-unknown", "unclosed-bracket", "unknown-colour",
        "unknown-device-no-suggestion", "unknown-top-level-key-suggested", "visual-format-unknown-view",
      ])
  }

  /// The error reading `text` and laying it out gives, as printed; nil when both succeed.
  static func error(_ text: String, file: String) -> String? {
    do {
      let document = try DocumentParser.parse(text, file: file)
      _ = try DocumentLayout(document)
      return nil
    } catch {
      return error.description
    }
  }
}
