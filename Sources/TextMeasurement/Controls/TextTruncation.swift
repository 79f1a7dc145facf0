import Foundation

/// The lines of a text that fit a width and a number of lines, the last one broken, clipped or
/// truncated by a ``LineBreakMode`` (behaviour-2 §1.23).
enum TextTruncation {
  /// The character that stands for missing text.
  static let ellipsis = "…"

  /// The lines of `text` shown at `width`, at most `maxLines` (at least one).
  ///
  /// Every line but the last is wrapped by word (by character for
  /// ``LineBreakMode/byCharWrapping``). When text is left over (more lines, or more paragraphs;
  /// spaces do not count), the last line follows `mode`:
  /// - the wrapping modes show it as wrapped and drop the rest;
  /// - ``LineBreakMode/byClipping`` shows the rest of its paragraph unbroken, to be clipped;
  /// - the truncating modes cut the rest of its paragraph to fit with "…": at the end (tail), the
  ///   beginning (head) or in the middle. When that rest fits but later paragraphs are hidden,
  ///   "…" goes at its end whatever the mode, since that is where the text is missing.
  ///
  /// - Returns: Each line's text and whether it was truncated; empty for empty text.
  static func lines(
    of text: String, measurer: some TextMeasurer, pointSize: Double, width: Double, maxLines: Int,
    mode: LineBreakMode
  ) -> [(text: String, isTruncated: Bool)] {
    guard !text.isEmpty else { return [] }
    let wrapped = TextLayout(
      text, measurer: measurer, pointSize: pointSize, maxWidth: max(width, 0),
      lineBreakMode: mode.wrapsByCharacter ? .byCharWrapping : .byWordWrapping
    ).lines
    guard let lastShown = wrapped.prefix(max(maxLines, 1)).last else { return [] }
    var shown = wrapped.prefix(max(maxLines, 1)).map { (text: String($0), isTruncated: false) }
    let base = lastShown.base
    let hasHiddenText = base[lastShown.endIndex...].contains { !$0.isWhitespace }
    guard hasHiddenText else { return shown }
    let paragraphEnd = base[lastShown.startIndex...].firstIndex(of: "\n") ?? base.endIndex
    let rest = base[lastShown.startIndex..<paragraphEnd]
    switch mode {
    case .byWordWrapping, .byCharWrapping:
      break
    case .byClipping:
      shown[shown.count - 1].text = String(rest)
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
      let fitsWhole = measurer.width(of: rest, pointSize: pointSize) <= width + 1e-9
      shown[shown.count - 1] = (
        truncate(rest, mode: fitsWhole ? .byTruncatingTail : mode, measurer: measurer, pointSize: pointSize, width: width),
        true
      )
    }
    return shown
  }

  /// `line` cut to fit `width` with "…" at the place `mode` says; "…" alone when nothing else fits.
  ///
  /// - Complexity: O(*n* log *n*) measurements for the head and tail, O(*n*) for the middle, for
  ///   a line of *n* characters.
  static func truncate(
    _ line: Substring, mode: LineBreakMode, measurer: some TextMeasurer, pointSize: Double, width: Double
  ) -> String {
    let available = width - measurer.width(of: ellipsis, pointSize: pointSize) + 1e-9
    let bounds = Array(line.indices) + [line.endIndex]
    let count = bounds.count - 1
    func prefix(_ k: Int) -> Substring { line[line.startIndex..<bounds[k]] }
    func suffix(_ k: Int) -> Substring { line[bounds[count - k]..<line.endIndex] }
    func fits(_ text: Substring) -> Bool { measurer.width(of: text, pointSize: pointSize) <= available }
    guard available >= 0 else { return ellipsis }
    switch mode {
    case .byTruncatingHead:
      return ellipsis + suffix(longest(count, fits: { fits(suffix($0)) }))
    case .byTruncatingMiddle:
      // Characters are taken from the front and the back in turn, the front first, so the two
      // ends stay balanced as Core Text balances them.
      var front = 0
      var back = 0
      while front + back < count {
        let (nextFront, nextBack) = front == back ? (front + 1, back) : (front, back + 1)
        let width = measurer.width(of: prefix(nextFront), pointSize: pointSize)
          + measurer.width(of: suffix(nextBack), pointSize: pointSize)
        guard width <= available else { break }
        front = nextFront
        back = nextBack
      }
      return prefix(front) + ellipsis + suffix(back)
    default:
      return prefix(longest(count, fits: { fits(prefix($0)) })) + ellipsis
    }
  }

  /// The largest `k` in 0...`count` for which `fits(k)` holds, `fits` being true up to some `k`
  /// and false after (widths grow with the characters taken).
  private static func longest(_ count: Int, fits: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high + 1) / 2
      if fits(middle) { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
