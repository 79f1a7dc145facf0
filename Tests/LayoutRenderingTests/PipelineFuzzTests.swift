import Foundation
import LayoutDocuments
import SolverTestSupport
import Testing

@testable import LayoutRendering

/// Broken and strange documents never crash the pipeline past the parser: mutated cookbook
/// documents that still parse are laid out, solved, checked, explained and drawn, or refused
/// with a document error inside the text — never a trap. (The parser's own fuzzing is in
/// LayoutDocumentsTests.)
@Suite(.timeLimit(.minutes(10))) struct PipelineFuzzTests {
  /// Edits aimed at what the layout step reads: constraint strings, numbers, ids and priorities.
  private static let replacements = [
    "0", "-1", "1e9", "-1e9", "0.0001", "1000", "@1", "@1000", "@0.5", " * 0", " * -2", "2:0", "standard",
    "superview", "root", "root.safeArea", "root.margins", "leading", "left", "firstBaseline", "width", "height",
    "centerX", "centerY", "==", ">=", "<=", "+", "-", "(", ")", "H:|-[", "]-|", "V:|[", "|",
  ]

  /// Edits a few constraint lines (`  - a.b == c.d`) so that the document stays YAML and the edit
  /// reaches the layout step: a line dropped (ambiguity), a number changed (odd sizes), a line
  /// doubled with another constant (a conflict), or a token replaced (mostly refused).
  private static func mutate(_ text: String, using random: inout SplitMix64) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for _ in 0..<random.int(in: 1...3) {
      let constraintLines = lines.indices.filter {
        lines[$0].hasPrefix("  - ") && !lines[$0].hasPrefix("  - {") && !lines[$0].hasPrefix("  - id:")
      }
      guard let index = constraintLines.isEmpty ? nil : random.element(of: constraintLines) else { break }
      var body = Substring(lines[index].dropFirst(4))
      if let comment = body.range(of: " #") { body = body[..<comment.lowerBound] }
      if body.hasPrefix("\""), body.hasSuffix("\""), body.count >= 2 { body = body.dropFirst().dropLast() }
      let mode = random.int(in: 0...9)
      if mode < 4 {
        lines.remove(at: index)
      } else if mode < 7 {
        let numbers = ["0", "-50", "1e6", "0.5", "333", "20"]
        let edited = body.replacing(/[0-9]+(\.[0-9]+)?/, maxReplacements: 1) { _ in random.element(of: numbers) }
        lines[index] = "  - " + quoted(String(edited))
      } else if mode < 9, !body.contains("@"), !body.hasPrefix("H:"), !body.hasPrefix("V:") {
        lines.insert("  - " + quoted(String(body) + " + 13"), at: index + 1)
      } else {
        var characters = Array(body)
        guard !characters.isEmpty else { continue }
        let position = random.int(in: 0...(characters.count - 1))
        let cut = min(characters.count, position + random.int(in: 0...6))
        characters.replaceSubrange(position..<cut, with: Array(random.element(of: replacements)))
        lines[index] = "  - " + quoted(String(characters))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A YAML double-quoted string.
  private static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  @Test func mutatedDocumentsAreLaidOutOrRefusedNeverCrash() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/autolayout/Resources/cookbook")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
    let texts = try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    #expect(texts.count >= 20)
    var random = SplitMix64(seed: 0x5EED_F022)
    var tally = (cases: 0, unparsed: 0, refused: 0, laidOut: 0, broken: 0, ambiguous: 0)
    let count = 600 * (Int(ProcessInfo.processInfo.environment["PROPERTY_SCALE"] ?? "") ?? 1)
    for _ in 0..<count {
      tally.cases += 1
      let text = Self.mutate(random.element(of: texts), using: &random)
      let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
      let document: LayoutDocument
      do {
        document = try DocumentParser.parse(text, file: "fuzz.yaml")
      } catch {
        tally.unparsed += 1
        continue
      }
      let layout: DocumentLayout
      do {
        layout = try DocumentLayout(document)
      } catch {
        tally.refused += 1
        #expect(error.location.line >= 1 && error.location.line <= lineCount, "\(error)")
        #expect(error.description.hasPrefix("fuzz.yaml:"))
        continue
      }
      tally.laidOut += 1
      let result = layout.solve()
      if !result.unsatisfiable.isEmpty { tally.broken += 1 }
      if result.views.contains(where: \.result.ambiguous) { tally.ambiguous += 1 }
      let frames = result.views.map(\.result.frame) + result.guides.map(\.result.frame)
      #expect(frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) }, "\(frames)")
      let json = result.json()
      #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "invalid JSON:\n\(json)")
      _ = layout.check()
      for view in layout.views.prefix(3) { _ = layout.explain(view.id) }
      let svg = SVGRenderer.render(RenderScene(layout: layout), overlays: .all)
      #expect(svg.hasSuffix("</svg>\n") || svg.hasSuffix("</svg>"))
    }
    print("PipelineFuzzTests: \(tally)")
    // The mutations must reach every stage often enough to prove something.
    #expect(tally.refused >= count / 20 && tally.laidOut >= count / 2, "\(tally)")
    #expect(tally.broken >= count / 20 && tally.ambiguous >= count / 10, "\(tally)")
  }
}
