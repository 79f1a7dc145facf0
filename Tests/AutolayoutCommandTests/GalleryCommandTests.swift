import Foundation
import Testing

/// What the gallery pages promise a reader: each card's full-size drawing comes with the command
/// that draws it again, byte for byte; problem cards name what is wrong once. And `render` writes
/// PNG at the layout's scale.
@Suite("Gallery commands and PNG scale", .serialized)
struct GalleryCommandTests {
  /// The words of a command as a POSIX shell splits them: spaces between words, single quotes
  /// around words with other characters (`'\''` for a quote inside).
  static func words(_ command: String) -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quoted = false
    for character in command {
      if quoted {
        if character == "'" { quoted = false } else { word.append(character) }
      } else if character == "'" {
        quoted = true
        inWord = true
      } else if character == " " {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else if character == "\\" {
        // Only in `'\''`: the backslash escapes the quote that follows.
        continue
      } else {
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }

  /// The page's HTML entities undone, as a browser shows the text.
  static func unescaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  /// Each card's command and full drawing, in page order.
  static func cards(in page: String) -> [(command: String, full: String)] {
    page.components(separatedBy: "<figure class=\"card").dropFirst().compactMap { card in
      guard let templateStart = card.range(of: "<template class=\"full\">\n"),
        let templateEnd = card.range(of: "</template>"),
        let commandStart = card.range(of: "<pre class=\"command\" hidden=\"hidden\">"),
        let commandEnd = card.range(of: "</pre>", range: commandStart.upperBound..<card.endIndex)
      else { return nil }
      return (
        unescaped(String(card[commandStart.upperBound..<commandEnd.lowerBound])),
        String(card[templateStart.upperBound..<templateEnd.lowerBound])
      )
    }
  }

  /// Runs the cards' commands (`autolayout` being the built one) in `folder` and compares what
  /// each writes with the card's full drawing.
  static func expectCommandsReproduce(_ cards: [(command: String, full: String)], in folder: TemporaryFolder) throws {
    for card in cards {
      let words = Self.words(card.command)
      #expect(words.first == "autolayout")
      #expect(words.suffix(4).prefix(2) == ["--overlay", "all"], "\(card.command)")
      let result = try Autolayout.run(Array(words.dropFirst()), in: folder.url)
      #expect(result.status == 0, "\(card.command): \(result.standardError)")
      let written = try String(contentsOfFile: folder.path(words[words.count - 1]), encoding: .utf8)
      #expect(written == card.full, "\(card.command) draws something else")
    }
  }

  @Test("The demo's cards: each command draws the card's full drawing again; statuses say each thing once")
  func demoCommandsReproduceTheirDrawings() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let result = try Autolayout.run(["demo", "--output", "gallery"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let page = try String(contentsOfFile: folder.path("gallery/index.html"), encoding: .utf8)
    let cards = Self.cards(in: page)
    // Every card of the 24 recipes on 3 devices and the 4 scenes in 2 orientations.
    #expect(cards.count == 24 * 3 + 4 * 2)
    // The first recipe on its three devices, a recipe with an iPad's quote in the device's name,
    // and the storyboard's last scene (`--scene`).
    let iPad = try #require(cards.first { $0.command.contains("iPad Pro 9.7\"") })
    try Self.expectCommandsReproduce(Array(cards.prefix(3)) + [iPad, try #require(cards.last)], in: folder)
    // The size-class recipe leaves four views unconstrained in compact width: named once.
    #expect(
      page.contains(
        "ambiguous: blueView, blueLabel, yellowView, yellowLabel can each take more than one frame in landscape"))
    #expect(!page.contains("ambiguous: Ambiguous"))
    #expect(!page.contains(". ;"))
    // The cookbook's labels and buttons have the sizes Interface Builder gave them
    // (intrinsicSize): none is drawn as an ellipsis, as none was in Xcode.
    #expect(!page.contains("…"))
  }

  @Test("A broken constraint is named on its card, with the orientation; the matrix's commands draw its cards again")
  func brokenConstraintNamed() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    // 400 points cannot hold a 500-point box: box.width == 500 is broken to recover.
    let file = try folder.file(
      "narrow.yaml",
      """
      version: 1
      name: Narrow
      canvas: {width: 375, height: 667}
      root:
        subviews:
          - {id: box, color: red}
      constraints:
        - box.leading == root.leading
        - box.top == root.top
        - box.height == 40
        - box.width == 500
        - box.trailing <= root.trailing
      """)
    let result = try Autolayout.run([
      "render", file, "--matrix", "-o", "matrix.html", "--devices", "iPhone 8", "--categories", "large",
    ], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let page = try String(contentsOfFile: folder.path("matrix.html"), encoding: .utf8)
    // iPhone 8: 375 points wide in portrait, 667 in landscape, where 500 fits.
    // The engine breaks one of the two that conflict; the card names it as the document wrote it.
    #expect(
      page.contains("unsatisfiable: box.width == 500 broken in portrait")
        || page.contains("unsatisfiable: box.trailing &lt;= root.trailing broken in portrait"))
    #expect(!page.contains("broken in landscape"))
    #expect(!page.contains("unsatisfiable: Unsatisfiable"))
    let cards = Self.cards(in: page)
    #expect(cards.count == 2)
    try Self.expectCommandsReproduce(cards, in: folder)
  }

  /// A PNG's width in pixels, from its header (IHDR, bytes 16…19, big-endian).
  static func pngWidth(_ path: String) throws -> Int {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    try #require(data.count > 24)
    return data[16..<20].reduce(0) { $0 << 8 | Int($1) }
  }

  @Test("PNG at the layout's scale: 2 pixels a point on an iPhone 8, 3 for a document's scale 3, --scale overrides")
  func pngScale() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    // A 300-point canvas without a legend, its title narrower: 300 + 2 × 12 = 324 points wide.
    let file = try folder.file(
      "small.yaml",
      """
      version: 1
      name: S
      canvas: {width: 300, height: 50}
      scale: 3
      root: {color: white}
      """)
    let three = try Autolayout.run(["render", file, "-o", "three.png"], in: folder.url)
    try #require(three.status == 0, "\(three.standardError)")
    #expect(three.standardOutput.contains("at 3x"))
    #expect(try Self.pngWidth(folder.path("three.png")) == 972)
    let one = try Autolayout.run(["render", file, "-o", "one.png", "--scale", "1"], in: folder.url)
    #expect(one.status == 0)
    #expect(try Self.pngWidth(folder.path("one.png")) == 324)
    // On an iPhone 8 (2x), the canvas is its 375-point window: the drawing 399 points, 798 pixels.
    let phone = try Autolayout.run(["render", file, "-o", "phone.png", "--device", "iPhone 8"], in: folder.url)
    #expect(phone.status == 0)
    #expect(try Self.pngWidth(folder.path("phone.png")) == 798)
    let wrong = try Autolayout.run(["render", file, "-o", "x.png", "--scale", "0"], in: folder.url)
    #expect(wrong.status == 64)
  }
}
