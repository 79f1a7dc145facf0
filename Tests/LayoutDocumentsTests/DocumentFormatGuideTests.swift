import Foundation
import Testing

@testable import LayoutDocuments

/// Guides/DocumentFormat.md, the format's reference: every example it shows is read and laid
/// out, soundly, and every key the parser takes is in it.
@Suite("Guides/DocumentFormat.md: its examples read and its keys are all there", .timeLimit(.minutes(10)))
struct DocumentFormatGuideTests {
  static let guide = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Guides/DocumentFormat.md")

  /// The guide's fenced blocks in `language` (```yaml, ```json), in order.
  static func blocks(_ language: String) throws -> [String] {
    let text = try String(contentsOf: guide, encoding: .utf8)
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```\(language)" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append((current ?? []).joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// A block as the guide says the test reads it: with `version` and a canvas when it has none.
  static func document(_ block: String) -> String {
    block.contains("version:") || block.contains("\"version\"")
      ? block : "version: 1\ncanvas: {width: 375, height: 667}\n" + block
  }

  @Test("The guide has its examples: eleven YAML documents and one JSON")
  func counted() throws {
    #expect(try Self.blocks("yaml").count == 11)
    #expect(try Self.blocks("json").count == 1)
  }

  @Test("Every YAML and JSON example reads, lays out, and is sound")
  func examples() throws {
    for (index, block) in try (Self.blocks("yaml") + Self.blocks("json")).enumerated() {
      let file = "example-\(index + 1).yaml"
      let document = try ParserFixtures.parse(Self.document(block), file: file)
      let layout = try DocumentLayout(document)
      let check = layout.check()
      #expect(check.status == .sound, "\(file):\n\(block)\n\(check.report)")
    }
  }

  @Test("Every key of every map the parser reads is in the guide, as `key`")
  func everyKey() throws {
    let text = try String(contentsOf: Self.guide, encoding: .utf8)
    typealias Keys = DocumentParser.Keys
    let keys =
      Keys.document + Keys.view + Keys.traits + Keys.constraint + Keys.guide + Keys.size + Keys.frame + Keys.edges
      + Keys.directionalEdges + Keys.axes + Keys.baselines + Keys.font
    // The words inside `…` spans: `key`, `{width, height}`, `font: {size: 28}`.
    let spans = text.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    let words = Set(spans.flatMap { $0.split { !($0.isLetter || $0.isNumber) }.map(String.init) })
    let missing = Set(keys).subtracting(words)
    #expect(missing.isEmpty, "not in the guide: \(missing.sorted())")
    // And every kind, and every colour name.
    let kinds = LayoutDocument.ViewKind.allCases.map(\.rawValue).filter { !text.contains("`\($0)`") }
    #expect(kinds.isEmpty, "kinds not in the guide: \(kinds)")
    let colours = DocumentParser.namedColors.keys.filter {
      !text.contains("`\($0)`") && !["systemGray2", "systemGray3", "systemGray4", "systemGray5"].contains($0)
        && !["secondarySystemFill", "tertiarySystemFill"].contains($0)
    }
    #expect(colours.isEmpty, "colours not in the guide: \(colours.sorted())")
  }
}
