import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutRendering

/// Number formatting and escaping that keep the output deterministic and well formed.
@Suite("Markup", .timeLimit(.minutes(10)))
struct MarkupTests {
  @Test(
    "Numbers have at most two decimals and no trailing zeros",
    arguments: [
      (0.0, "0"), (-0.0, "0"), (20, "20"), (12.5, "12.5"), (1.0 / 3, "0.33"), (2.0 / 3, "0.67"), (-4.25, "-4.25"),
      (0.004, "0"), (-0.004, "0"), (100.05, "100.05"), (7.1, "7.1"), (.infinity, "0"),
      // Past 1e13 points hundredths would leave Int (a fuzzed document reached 1e17): whole points.
      (9_999_999_999_999.994, "9999999999999.99"), (1e17, "1e+17"), (-2.5e20, "-2.5e+20"), (1e300, "1e+300"),
    ])
  func numbers(value: Double, expected: String) {
    #expect(Markup.number(CGFloat(value)) == expected)
  }

  @Test("XML's special characters are escaped")
  func escaping() {
    #expect(Markup.escape("a & b < c > d \"e\" 'f'") == "a &amp; b &lt; c &gt; d &quot;e&quot; &#39;f&#39;")
    #expect(Markup.escape("tab\tok\u{1}") == "tab\tok\u{FFFD}")
    #expect(Markup.escape("≥ 150 — ok") == "≥ 150 — ok")
  }

  @Test("Colours are written as #rrggbb")
  func colours() {
    #expect(Markup.hex(.red) == "#ff0000")
    #expect(Markup.hex(Color(red: 0.8, green: 0.2, blue: 0, alpha: 1)) == "#cc3300")
    #expect(Markup.hex(Color(white: 0.5, alpha: 0.3)) == "#808080")
    #expect(Markup.hex(Color(red: 2, green: -1, blue: 0.5, alpha: 1)) == "#ff0080")
  }

  @Test("Text wraps at spaces by estimated width; the last line takes the rest")
  func wrapping() {
    // 10-point text is estimated at 5.6 points a character: 50 points hold 8 characters.
    #expect(SVGRenderer.wrap("one two three", width: 50, fontSize: 10, maxLines: 5) == ["one two", "three"])
    #expect(SVGRenderer.wrap("one two three", width: 50, fontSize: 10, maxLines: 1) == ["one two three"])
    #expect(SVGRenderer.wrap("a b c d e f g h", width: 12, fontSize: 10, maxLines: 2) == ["a", "b c d e f g h"])
    #expect(SVGRenderer.wrap("unbreakable", width: 10, fontSize: 10, maxLines: 3) == ["unbreakable"])
    #expect(SVGRenderer.wrap("a\nb", width: 100, fontSize: 10, maxLines: 3) == ["a", "b"])
  }
}
