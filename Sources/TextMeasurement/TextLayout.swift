/// How text that is wider than its line breaks or is cut, as UIKit's `NSLineBreakMode`.
///
/// A multi-line label wraps every line but its last by word (by character with
/// ``byCharWrapping``); the mode decides what the last visible line shows when text is left over:
/// nothing more (the wrapping modes), the rest of its paragraph cut at the edge (``byClipping``),
/// or an ellipsis ("…") where text is missing (the truncating modes). A single-line label's one
/// line follows the same rule. Truncation never changes a label's intrinsic size.
public enum LineBreakMode: Int, Sendable, CaseIterable {
  /// Break at word boundaries; a word wider than the line is broken between characters.
  case byWordWrapping
  /// Break between any two characters.
  case byCharWrapping
  /// Do not break the last line: it is drawn whole and cut at the edge of the bounds.
  case byClipping
  /// Show the end of the last line, with "…" where its beginning is missing.
  case byTruncatingHead
  /// Show the beginning of the last line, with "…" where its end is missing. UILabel's default.
  case byTruncatingTail
  /// Show both ends of the last line, with "…" where its middle is missing.
  case byTruncatingMiddle

  /// Whether lines break between characters rather than at words.
  public var wrapsByCharacter: Bool { self == .byCharWrapping }

  /// Whether the mode puts an ellipsis where text is missing.
  public var truncates: Bool {
    switch self {
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
    default: false
    }
  }
}

/// Text broken into lines at a width, as a label wraps it: by word (`NSLineBreakByWordWrapping`)
/// or, with ``LineBreakMode/byCharWrapping``, by character.
public struct TextLayout: Sendable, Equatable {
  /// The lines, without the spaces they were broken at. Each is a slice of the text laid out, so
  /// its indices locate it there.
  public var lines: [Substring]
  /// The widest line's width, in points.
  public var width: Double
  /// The lines' total height, in points: the line height times the count.
  public var height: Double

  /// Lays `text` out: hard line breaks first, then each paragraph broken greedily so that no line
  /// is wider than `maxWidth` (nil: no limit). By word, a word wider than a line is broken
  /// between characters, as UIKit does; by character (``LineBreakMode/byCharWrapping``), any
  /// character may start a line. Every line holds at least one character. With `numberOfLines`
  /// above 0, only that many lines. The other modes wrap by word: they only change how a label
  /// shows its last line, not its size.
  ///
  /// - Complexity: O(*n* · *w*) measurements for a text of *n* characters whose lines hold about
  ///   *w* characters (each line is measured as it grows).
  public init(
    _ text: String, measurer: some TextMeasurer, pointSize: Double, maxWidth: Double? = nil, numberOfLines: Int = 0,
    lineBreakMode: LineBreakMode = .byWordWrapping
  ) {
    var lines: [Substring] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let maxWidth else {
        lines.append(paragraph)
        continue
      }
      let fits = { (line: Substring) in measurer.width(of: line, pointSize: pointSize) <= maxWidth + 1e-9 }
      lines += lineBreakMode.wrapsByCharacter
        ? Self.wrapByCharacter(paragraph, fits: fits) : Self.wrapByWord(paragraph, fits: fits)
    }
    if numberOfLines > 0 && lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
    self.lines = lines
    width = lines.map { measurer.width(of: $0, pointSize: pointSize) }.max() ?? 0
    height = Double(lines.count) * measurer.lineMetrics(pointSize: pointSize).lineHeight
  }

  /// One paragraph's lines, broken at spaces.
  private static func wrapByWord(_ paragraph: Substring, fits: (Substring) -> Bool) -> [Substring] {
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
      start = skipSpaces(in: paragraph, from: end)
    }
    return lines.isEmpty ? [paragraph] : lines
  }

  /// One paragraph's lines, broken between characters: each line is the longest run that fits
  /// (at least one character), without the spaces at its end, which hang past the edge as they
  /// do when breaking by word.
  private static func wrapByCharacter(_ paragraph: Substring, fits: (Substring) -> Bool) -> [Substring] {
    var lines: [Substring] = []
    var start = paragraph.startIndex
    while start < paragraph.endIndex {
      var end = paragraph.index(after: start)
      while end < paragraph.endIndex && fits(paragraph[start...end]) { end = paragraph.index(after: end) }
      var lineEnd = end
      while lineEnd > start && paragraph[paragraph.index(before: lineEnd)] == " " {
        lineEnd = paragraph.index(before: lineEnd)
      }
      // A run of nothing but spaces (leading spaces of a paragraph) stays as it is.
      if lineEnd == start { lineEnd = end }
      lines.append(paragraph[start..<lineEnd])
      start = skipSpaces(in: paragraph, from: end)
    }
    return lines.isEmpty ? [paragraph] : lines
  }

  private static func skipSpaces(in paragraph: Substring, from index: String.Index) -> String.Index {
    var index = index
    while index < paragraph.endIndex && paragraph[index] == " " { index = paragraph.index(after: index) }
    return index
  }
}
