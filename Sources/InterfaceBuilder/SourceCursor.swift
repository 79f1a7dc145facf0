import LayoutDocuments

/// Converts between byte offsets and (line, column in characters) positions of a ``SourceText``,
/// going on from the last position asked about when the next lies further along the same line.
///
/// Columns count characters (UTF-8 lead bytes), as libxml2 and our messages do, so converting
/// needs the line's bytes up to the column: from the line's start each time, a document written
/// on one long line would cost O(n) per element. Reading tags in document order, each conversion
/// costs only the bytes since the previous one.
struct SourceCursor {
  let source: SourceText
  /// A known position: the byte at `offset` is on `line` at `column`.
  private var line = 1
  private var column = 1
  private var offset = 0

  init(source: SourceText) { self.source = source }

  /// The offset of 1-based `line` and `column` (in characters), clamped into the line (its
  /// newline included) and the text.
  mutating func offset(line requestedLine: Int, column requestedColumn: Int) -> Int {
    let line = min(max(requestedLine, 1), source.lineStarts.count)
    let column = max(requestedColumn, 1)
    if line != self.line || column < self.column { moveToStart(ofLine: line) }
    let end = lineEnd(line)
    let bytes = source.bytes
    while self.column < column, offset < end {
      offset += 1
      while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      self.column += 1
    }
    return offset
  }

  /// The line and column (in characters) of `offset`, clamped into the text.
  mutating func location(of requestedOffset: Int) -> SourceLocation {
    let target = min(max(requestedOffset, 0), source.bytes.count)
    if target < offset || target > lineEnd(line) {
      let location = source.location(of: target)
      (line, column, offset) = (location.line, location.column, target)
      return location
    }
    let bytes = source.bytes
    while offset < target {
      if bytes[offset] & 0xC0 != 0x80 { column += 1 }
      offset += 1
    }
    return SourceLocation(line: line, column: column)
  }

  private mutating func moveToStart(ofLine line: Int) {
    (self.line, column, offset) = (line, 1, source.lineStarts[line - 1])
  }

  /// The offset of `line`'s newline, or the text's end for the last line.
  private func lineEnd(_ line: Int) -> Int {
    line < source.lineStarts.count ? source.lineStarts[line] - 1 : source.bytes.count
  }
}
