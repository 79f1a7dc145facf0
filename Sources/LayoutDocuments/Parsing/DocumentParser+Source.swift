import Yams

extension DocumentParser {
  /// A document's text as the reader sees it, and the way from Yams' marks to the positions that
  /// messages give.
  ///
  /// Line breaks are normalised to `\n` before anything reads the text. libyaml counts `\r\n`, a
  /// lone `\r`, NEL and the Unicode line and paragraph separators as line breaks, while
  /// ``DocumentError`` (and every later error, through ``LayoutDocument/error(_:at:)``) quotes
  /// lines split at `\n` — and Swift sees `\r\n` as one character that is not `\n` — so with any
  /// other break, the line a message names and the line it quotes would disagree.
  struct Source {
    /// The name messages give the document.
    let file: String
    /// The normalised text: no byte order mark, `\n` line breaks.
    let text: String
    /// `text` split at `\n`.
    let lines: [Substring]

    init(file: String, text: String) {
      self.file = file
      self.text = Source.normalized(text)
      self.lines = self.text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// `text` without a leading byte order mark and with every line break `\n`.
    static func normalized(_ text: String) -> String {
      let breaks: Set<UInt32> = [0x0D, 0x85, 0x2028, 0x2029]
      var scalars = Substring(text).unicodeScalars
      if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
      guard scalars.contains(where: { breaks.contains($0.value) }) else { return String(scalars) }
      var result = String.UnicodeScalarView()
      var afterCarriageReturn = false
      for scalar in scalars {
        defer { afterCarriageReturn = scalar == "\r" }
        if scalar == "\n" && afterCarriageReturn { continue }
        result.append(breaks.contains(scalar.value) ? "\n" : scalar)
      }
      return String(result)
    }

    // MARK: Positions

    /// Where `mark` is, with the column in characters. libyaml counts columns in Unicode scalars;
    /// messages, carets and ``ConstraintSpec/location(ofCharacter:)`` count characters.
    func location(of mark: Mark?) -> SourceLocation {
      guard let mark else { return SourceLocation(line: 1, column: 1) }
      return location(line: mark.line, scalarColumn: mark.column)
    }

    /// Where `node` starts (its anchor or tag, if it has one; for a quoted scalar, the quote).
    func location(of node: Node) -> SourceLocation { location(of: node.mark) }

    /// The character column of the `scalarColumn`th Unicode scalar of line `line` (both 1-based).
    func location(line: Int, scalarColumn: Int) -> SourceLocation {
      // libyaml ends a text without a final line break with one of its own: its last marks can
      // be on the line after the last. They are the end of the last line.
      if line > lines.count { return SourceLocation(line: lines.count, column: (lines.last?.count ?? 0) + 1) }
      guard line >= 1, scalarColumn >= 1 else { return SourceLocation(line: 1, column: 1) }
      let text = lines[line - 1]
      let scalars = text.unicodeScalars
      var index = scalars.startIndex
      var remaining = scalarColumn - 1
      while remaining > 0, index < scalars.endIndex {
        scalars.formIndex(after: &index)
        remaining -= 1
      }
      // A scalar inside a character (a combining mark) counts as that character.
      let characters = text[..<index].count
      return SourceLocation(line: line, column: characters + remaining + 1)
    }

    /// The location `offset` characters into the text.
    func location(ofCharacterOffset offset: Int) -> SourceLocation {
      var remaining = max(0, offset)
      for (number, line) in lines.enumerated() {
        if remaining <= line.count { return SourceLocation(line: number + 1, column: remaining + 1) }
        remaining -= line.count + 1
      }
      return SourceLocation(line: lines.count, column: (lines.last?.count ?? 0) + 1)
    }

    /// The text of line `location.line` from column `location.column` on; empty outside the text.
    func rest(of location: SourceLocation) -> Substring {
      guard location.line >= 1, location.line <= lines.count else { return "" }
      return lines[location.line - 1].dropFirst(max(0, location.column - 1))
    }

    /// The character at `location`, if there is one.
    func character(at location: SourceLocation) -> Character? { rest(of: location).first }

    /// Just after the last character that is not white space (1:1 in a blank text).
    var endOfContent: SourceLocation {
      guard let index = lines.lastIndex(where: { $0.contains { !$0.isWhitespace } }) else {
        return SourceLocation(line: 1, column: 1)
      }
      let line = lines[index]
      let trimmed = line.reversed().drop(while: \.isWhitespace)
      return SourceLocation(line: index + 1, column: trimmed.count + 1)
    }

    /// Whether nothing but white space follows `location` to the end of the text.
    func isAtEnd(_ location: SourceLocation) -> Bool {
      guard location.line >= 1, location.line <= lines.count else { return true }
      if rest(of: location).contains(where: { !$0.isWhitespace }) { return false }
      return lines[location.line...].allSatisfy { $0.allSatisfy(\.isWhitespace) }
    }

    // MARK: Errors

    /// An error at `location`, quoting its line.
    func error(_ reason: DocumentError.Reason, at location: SourceLocation) -> DocumentError {
      let line = location.line >= 1 && location.line <= lines.count ? String(lines[location.line - 1]) : ""
      return DocumentError(file: file, location: location, reason: reason, sourceLine: line)
    }

    /// An error at the start of `node`.
    func error(_ reason: DocumentError.Reason, at node: Node) -> DocumentError {
      error(reason, at: location(of: node))
    }

    /// Refuses characters that YAML does not allow anywhere, even quoted (YAML 1.2 §5.1), at
    /// their place; libyaml would report them by offset only.
    func checkCharacters() throws(DocumentError) {
      for (number, line) in lines.enumerated() {
        var column = 0
        for scalar in line.unicodeScalars {
          column += 1
          guard !Source.isPrintable(scalar) else { continue }
          throw error(.yaml(.characterNotAllowed(scalar)), at: location(line: number + 1, scalarColumn: column))
        }
      }
    }

    /// YAML's printable characters (c-printable): what may appear in a document.
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
      default: false
      }
    }
  }
}
