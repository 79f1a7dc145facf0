/// XML forbids `--` inside a comment (XML 1.0 §2.5). libxml2 2.9 reports that error once for
/// every `--` of the comment and, recovering, copies the whole comment read so far into each
/// report: quadratic time (a few hundred kilobytes of `<!--` took minutes). Its parser cannot
/// be stopped safely from the error callback (with an unsupported encoding declared it then
/// crashes), so the reader finds the first such `--` itself, in one linear pass, and gives
/// libxml2 only the text before it.
extension SourceText {
  /// The offset of the first `--` inside a comment that does not end it (`-->`), or nil.
  ///
  /// Reads markup as XML does: comments, CDATA sections, processing instructions and tags (with
  /// their quoted values) are skipped whole, so `--` in text, in a value or in a CDATA section is
  /// not taken for a comment's.
  package var firstDoubleHyphenInComment: Int? {
    let count = bytes.count
    var position = 0
    while let open = firstIndex(of: UInt8(ascii: "<"), from: position) {
      if matches("<!--", at: open) {
        guard let hyphens = firstIndex(of: "--", from: open + 4) else { return nil }
        guard hyphens + 2 < count, bytes[hyphens + 2] == UInt8(ascii: ">") else { return hyphens }
        position = hyphens + 3
      } else if matches("<![CDATA[", at: open) {
        guard let end = firstIndex(of: "]]>", from: open + 9) else { return nil }
        position = end + 3
      } else if matches("<?", at: open) {
        guard let end = firstIndex(of: "?>", from: open + 2) else { return nil }
        position = end + 2
      } else if matches("<!", at: open) {
        // A declaration (`<!DOCTYPE`): its internal subset's comments are read as comments.
        position = open + 2
      } else {
        guard let end = tagEnd(from: open + 1, before: count) else { return nil }
        position = end
      }
    }
    return nil
  }

  private func matches(_ text: StaticString, at offset: Int) -> Bool {
    let length = text.utf8CodeUnitCount
    guard offset + length <= bytes.count else { return false }
    for index in 0..<length where bytes[offset + index] != text.utf8Start[index] { return false }
    return true
  }

  private func firstIndex(of byte: UInt8, from offset: Int) -> Int? {
    var position = offset
    while position < bytes.count {
      if bytes[position] == byte { return position }
      position += 1
    }
    return nil
  }

  private func firstIndex(of text: StaticString, from offset: Int) -> Int? {
    guard text.utf8CodeUnitCount > 0 else { return offset }
    var position = offset
    while let candidate = firstIndex(of: text.utf8Start[0], from: position) {
      if matches(text, at: candidate) { return candidate }
      position = candidate + 1
    }
    return nil
  }
}
