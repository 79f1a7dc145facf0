import Foundation
import SolverTestSupport
import Testing

@testable import LayoutDocuments

/// Mutated valid documents never crash the parser: each either parses or gives a document error
/// inside the text; a parsed one's constraint positions hold.
@Suite("Parser: fuzzing with mutated documents", .timeLimit(.minutes(10)))
struct ParserFuzzTests {
  /// Characters that matter to YAML and JSON, and a few that matter to positions.
  private static let alphabet: [Character] =
    Array(
      ":-[]{},\"'#&*!|>%@`?~=. \t\n\n\n0123456789abcxyzé") + [
      "\r", "\r\n", "\u{301}", "\u{0}", "\u{FEFF}", "\u{2028}", "😀",
    ]

  private static let seeds: [String] = {
    let cookbook = ParserFixtures.cookbookNames.compactMap { try? ParserFixtures.cookbookText($0) }
    return cookbook + [ParserContractTests.yaml, ParserContractTests.json]
  }()

  /// One random edit of `text`: characters or lines deleted, inserted, replaced, moved.
  private static func mutate(_ text: String, using rng: inout SplitMix64) -> String {
    var characters = Array(text)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let position = characters.isEmpty ? 0 : Int.random(in: 0..<characters.count, using: &rng)
    switch Int.random(in: 0..<8, using: &rng) {
    case 0:
      characters.removeSubrange(position..<min(characters.count, position + Int.random(in: 1...4, using: &rng)))
    case 1:
      characters.insert(alphabet.randomElement(using: &rng) ?? " ", at: position)
    case 2 where !characters.isEmpty:
      characters[position] = alphabet.randomElement(using: &rng) ?? " "
    case 3 where !lines.isEmpty:
      lines.remove(at: Int.random(in: 0..<lines.count, using: &rng))
      return lines.joined(separator: "\n")
    case 4 where !lines.isEmpty:
      let line = Int.random(in: 0..<lines.count, using: &rng)
      lines.insert(lines[line], at: Int.random(in: 0...lines.count, using: &rng))
      return lines.joined(separator: "\n")
    case 5 where lines.count > 1:
      lines.swapAt(Int.random(in: 0..<lines.count, using: &rng), Int.random(in: 0..<lines.count, using: &rng))
      return lines.joined(separator: "\n")
    case 6 where !lines.isEmpty:
      let line = Int.random(in: 0..<lines.count, using: &rng)
      lines[line] = Bool.random(using: &rng) ? " " + lines[line] : String(lines[line].dropFirst())
      return lines.joined(separator: "\n")
    default:
      // Keep a random slice: truncated and headless documents.
      let end = Int.random(in: position...characters.count, using: &rng)
      characters = Array(characters[(Bool.random(using: &rng) ? 0 : position)..<end])
    }
    return String(characters)
  }

  /// The text's lines as messages count them (libyaml's line breaks, no byte order mark).
  private static func lines(of text: String) -> [Substring] {
    var scalars = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      if scalar == "\u{FEFF}", previous == nil, scalars.isEmpty { continue }
      if scalar == "\n", previous == "\r" { continue }
      scalars.append(["\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) ? "\n" : scalar)
    }
    return String(scalars).split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test("Thousands of mutated documents parse or fail with an error inside the text", arguments: 0..<4)
  func mutatedDocuments(batch: UInt64) {
    let cases = 1_000
    var failures = 0
    var parsed = 0
    for index in 0..<UInt64(cases) {
      let seed = batch &* 1_000_003 &+ index
      var rng = SplitMix64(seed: seed)
      var text = Self.seeds[Int.random(in: 0..<Self.seeds.count, using: &rng)]
      for _ in 0..<Int.random(in: 1...4, using: &rng) { text = Self.mutate(text, using: &rng) }
      let lines = Self.lines(of: text)
      do {
        let document = try DocumentParser.parse(text, file: "fuzz.yaml")
        parsed += 1
        for constraint in document.constraints where constraint.textIsVerbatim {
          let line = lines[constraint.textLocation.line - 1]
          let found = line.dropFirst(constraint.textLocation.column - 1).hasPrefix(constraint.text)
          if !found { failures += 1 }
          #expect(found, "seed \(seed): \(constraint.text) is not at \(constraint.textLocation)")
        }
      } catch {
        let location = error.location
        let inside =
          error.file == "fuzz.yaml" && location.line >= 1 && location.line <= max(1, lines.count)
          && location.column >= 1
          && location.column <= (location.line <= lines.count ? lines[location.line - 1].count : 0) + 1
          && error.sourceLine == (location.line <= lines.count ? String(lines[location.line - 1]) : "")
        if !inside { failures += 1 }
        #expect(inside, "seed \(seed): \(error.description)")
      }
      if failures > 5 { break }
    }
    // The mutations are small: some documents must still parse, or the test checks only errors.
    #expect(parsed > cases / 20)
  }

  @Test("Deep nesting is refused without exhausting the stack")
  func deepNesting() {
    // Every bracket is on line 3; libyaml's scanner runs ahead of its parser through a flow
    // collection, so where on the line it stops is libyaml's business.
    let flow = ParserFixtures.header + "root: {subviews: " + String(repeating: "[", count: 5_000) + "\n"
    let flowError = ParserFixtures.error(flow)
    #expect(flowError?.location.line == 3, "\(flowError?.description ?? "parsed")")
    #expect(flowError?.reason == .yaml(.nestedTooDeeply))
    // Line 4 + k holds the key `a` at column k + 3. libyaml pushes an indentation level per
    // deeper block mapping: one for the top level, then one per `a`, so k + 2 levels at line
    // 4 + k. It refuses a mapping once 1000 are stacked: k = 998, line 1002, column 1001.
    let block =
      ParserFixtures.header + "root:\n" + (0..<3_000).map { String(repeating: " ", count: $0 + 2) + "a:\n" }.joined()
    let blockError = ParserFixtures.error(block)
    #expect(blockError?.reason == .yaml(.nestedTooDeeply))
    #expect(blockError?.location == LayoutDocuments.SourceLocation(line: 1002, column: 1001))
    // Just under libyaml's limit of 1000 levels: read in full, then refused as a name.
    let deep =
      ParserFixtures.header + "name: " + String(repeating: "[", count: 990) + String(repeating: "]", count: 990)
      + "\nroot: {}\n"
    let deepError = ParserFixtures.error(deep)
    #expect(deepError?.reason == .wrongType(subject: "'name'", expected: "a string", found: .list))
    #expect(deepError?.location == LayoutDocuments.SourceLocation(line: 3, column: 7))
  }

  @Test("A deep but legal view tree parses")
  func deepViewTree() throws {
    var text = ParserFixtures.header + "root:\n"
    var indent = "  "
    for depth in 0..<150 {
      text += indent + "subviews:\n" + indent + "  - id: v\(depth)\n"
      indent += "    "
    }
    let document = try ParserFixtures.parse(text)
    #expect(document.allViews.count == 151)
  }
}
