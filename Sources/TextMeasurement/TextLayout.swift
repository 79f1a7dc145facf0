/// Text broken into lines at a width, as a label wraps it by word (`NSLineBreakByWordWrapping`).
public struct TextLayout: Sendable, Equatable {
  /// The lines, without the spaces they were broken at.
  public var lines: [Substring]
  /// The widest line's width, in points.
  public var width: Double
  /// The lines' total height, in points: the line height times the count.
  public var height: Double

  /// Lays `text` out: hard line breaks first, then each paragraph broken greedily at spaces so
  /// that no line is wider than `maxWidth` (nil: no limit); a word wider than a line is broken
  /// between characters, as UIKit does. With `numberOfLines` above 0, only that many lines.
  public init(
    _ text: String, measurer: some TextMeasurer, pointSize: Double, maxWidth: Double? = nil, numberOfLines: Int = 0
  ) {
    var lines: [Substring] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += Self.wrap(paragraph, measurer: measurer, pointSize: pointSize, maxWidth: maxWidth)
    }
    if numberOfLines > 0 && lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
    self.lines = lines
    width = lines.map { measurer.width(of: $0, pointSize: pointSize) }.max() ?? 0
    height = Double(lines.count) * measurer.lineMetrics(pointSize: pointSize).lineHeight
  }

  /// One paragraph's lines.
  private static func wrap(
    _ paragraph: Substring, measurer: some TextMeasurer, pointSize: Double, maxWidth: Double?
  ) -> [Substring] {
    guard let maxWidth else { return [paragraph] }
    func fits(_ text: Substring) -> Bool { measurer.width(of: text, pointSize: pointSize) <= maxWidth + 1e-9 }
    var lines: [Substring] = []
    var start = paragraph.startIndex
    // Leading spaces of a paragraph stay; spaces at a break are dropped.
    while start < paragraph.endIndex {
      var end = start
      var lastFit: String.Index?
      var index = start
      // Extend word by word while the line fits.
      while index < paragraph.endIndex {
        var wordEnd = index
        while wordEnd < paragraph.endIndex && paragraph[wordEnd] == " " { wordEnd = paragraph.index(after: wordEnd) }
        while wordEnd < paragraph.endIndex && paragraph[wordEnd] != " " { wordEnd = paragraph.index(after: wordEnd) }
        if fits(paragraph[start..<wordEnd]) {
          lastFit = wordEnd
          index = wordEnd
        } else {
          break
        }
      }
      if let lastFit {
        end = lastFit
      } else {
        // The first word alone is too wide: as many characters as fit, at least one.
        end = paragraph.index(after: start)
        while end < paragraph.endIndex && paragraph[end] != " " && fits(paragraph[start...end]) {
          end = paragraph.index(after: end)
        }
      }
      lines.append(paragraph[start..<end])
      start = end
      while start < paragraph.endIndex && paragraph[start] == " " { start = paragraph.index(after: start) }
    }
    return lines.isEmpty ? [paragraph] : lines
  }
}
