import SolverTestSupport
import Testing

@testable import TextMeasurement

/// Word wrapping with the fixed-advance measurer (a character is half an em: 5 points at size
/// 10), so every expected line is counted by hand; then its invariants on seeded random text.
@Suite("Text layout: lines at a width", .timeLimit(.minutes(10)))
struct TextLayoutTests {
  let measurer = FixedAdvanceTextMeasurer()

  @Test("Words wrap greedily at spaces; the spaces at breaks are dropped")
  func wrapsAtSpaces() {
    // 50 points hold 10 characters.
    let layout = TextLayout("hello world foo bar", measurer: measurer, pointSize: 10, maxWidth: 50)
    #expect(layout.lines == ["hello", "world foo", "bar"])
    #expect(layout.width == 45)
    #expect(layout.height == 3 * 12)
  }

  @Test("No width: one line per paragraph; newlines break, and an empty paragraph is a line")
  func hardBreaks() {
    let layout = TextLayout("one two\n\nthree", measurer: measurer, pointSize: 10)
    #expect(layout.lines == ["one two", "", "three"])
    #expect(layout.width == 35)
    #expect(layout.height == 36)
  }

  @Test("A word wider than the line is broken between characters")
  func longWords() {
    let layout = TextLayout("abcdefghijklmnop qr", measurer: measurer, pointSize: 10, maxWidth: 30)
    #expect(layout.lines == ["abcdef", "ghijkl", "mnop", "qr"])
    // Narrower than one character: one character a line.
    #expect(TextLayout("abc", measurer: measurer, pointSize: 10, maxWidth: 2).lines == ["a", "b", "c"])
  }

  @Test("numberOfLines keeps the first lines")
  func lineLimit() {
    let layout = TextLayout("a b c d e f", measurer: measurer, pointSize: 10, maxWidth: 15, numberOfLines: 2)
    #expect(layout.lines == ["a b", "c d"])
    #expect(layout.height == 24)
  }

  @Test("By character, any character may start a line; spaces at a break hang and are dropped")
  func characterWrapping() {
    // 20 points hold 4 characters: "a bc" / "d ef" / "g" (by word it would be "a" / "bcd" / "efg").
    let layout = TextLayout("a bcd efg", measurer: measurer, pointSize: 10, maxWidth: 20, lineBreakMode: .byCharWrapping)
    #expect(layout.lines == ["a bc", "d ef", "g"])
    #expect(layout.width == 20)
    // 15 points hold "ab " (3): the space hangs, and the next line starts at "c".
    #expect(TextLayout("ab cd", measurer: measurer, pointSize: 10, maxWidth: 15, lineBreakMode: .byCharWrapping).lines
      == ["ab", "cd"])
    // The other modes wrap by word.
    for mode in [LineBreakMode.byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle] {
      let byWord = TextLayout("a bcd efg", measurer: measurer, pointSize: 10, maxWidth: 20, lineBreakMode: mode)
      #expect(byWord.lines == ["a", "bcd", "efg"], "\(mode)")
    }
  }

  @Test("Random text: no line too wide but a lone character, no word lost, every break needed")
  func wrappingInvariants() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<300 {
      let words = (0..<Int.random(in: 1...12, using: &random)).map { _ in
        String(repeating: "x", count: Int.random(in: 1...9, using: &random))
      }
      let text = words.joined(separator: " ")
      let maxWidth = Double(Int.random(in: 1...60, using: &random))
      let layout = TextLayout(text, measurer: measurer, pointSize: 10, maxWidth: maxWidth)
      for line in layout.lines {
        #expect(measurer.width(of: line, pointSize: 10) <= maxWidth || line.count == 1, "\(line) in \(maxWidth)")
        #expect(!line.hasPrefix(" ") && !line.hasSuffix(" "))
      }
      // Nothing lost: the characters other than spaces are all there, in order.
      #expect(layout.lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
      // Greedy: the line could not have taken the next word (or, inside a word, the next
      // character). Lines are slices of the text, so the text after each is at hand.
      for (line, next) in zip(layout.lines, layout.lines.dropFirst()) {
        let longer: Substring
        if text[line.endIndex] == " " {
          let nextWordEnd = next.firstIndex(of: " ") ?? next.endIndex
          longer = text[line.startIndex..<nextWordEnd]
        } else {
          longer = text[line.startIndex...line.endIndex]
        }
        #expect(measurer.width(of: longer, pointSize: 10) > maxWidth, "\(line) | \(next) in \(maxWidth)")
      }
    }
  }
}
