/// A document that cannot be read or laid out: why (``reason``), where (file, line, column), and
/// the offending line, to show with a caret under the column (layout-document.md §3: exit
/// status 65).
///
/// ```
/// doc.yaml:12:25: no view or guide named 'blu'; did you mean 'blue'?
///   - blu.leading == root.leadingMargin
///     ^
/// ```
///
/// The reason is data, one case per failure with the user's values (``Reason``); its words are
/// in one place, ``Reason/message`` (DocumentError+Messages.swift).
public struct DocumentError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file's path as the user gave it.
  public var file: String
  public var location: SourceLocation
  /// What is wrong.
  public var reason: Reason
  /// The text of the offending line, without its line break; empty when unknown.
  public var sourceLine: String

  /// Makes an error at `location`, quoting `sourceLine`.
  package init(file: String, location: SourceLocation, reason: Reason, sourceLine: String) {
    self.file = file
    self.location = location
    self.reason = reason
    self.sourceLine = sourceLine
  }

  /// Makes an error at `location` in `source`, quoting the line.
  package init(file: String, source: String, location: SourceLocation, reason: Reason) {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let line = location.line >= 1 && location.line <= lines.count ? String(lines[location.line - 1]) : ""
    let sourceLine = line.hasSuffix("\r") ? String(line.dropLast()) : line
    self.init(file: file, location: location, reason: reason, sourceLine: sourceLine)
  }

  /// What is wrong, in words, quoting the user's values: ``Reason/message``.
  public var message: String { reason.message }

  /// `FILE:LINE:COLUMN: message`, the line, and a caret under the column. Tabs before the column
  /// are kept so that the caret lines up.
  public var description: String {
    var text = "\(file):\(location.line):\(location.column): \(message)"
    guard !sourceLine.isEmpty else { return text }
    let prefix = sourceLine.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
    text += "\n\(sourceLine)\n\(prefix)^"
    return text
  }
}
