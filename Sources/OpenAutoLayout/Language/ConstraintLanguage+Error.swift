/// Why a text is not a constraint of the constraint language (layout-document.md §2), and where.
///
/// The position is a 1-based ``column`` and a ``length`` in Characters of ``text``, so that a
/// document reader can turn it into `FILE:LINE:COLUMN` by adding the column at which the
/// constraint starts in its line. The ``description`` shows the message, the text and a caret
/// under the column:
///
/// ```
/// no view or guide named 'blu'; did you mean 'blue'?
/// red.leading == blu.trailing + 8
///                ^
/// ```
public struct ConstraintSyntaxError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What is wrong, quoting the user's token, without the position.
  public var message: String
  /// The constraint as it was given to the parser.
  public var text: String
  /// The 1-based column, in Characters, of the first character at fault; one past the last
  /// character when the text ended too early.
  public var column: Int
  /// How many Characters are at fault; 0 when the text ended too early.
  public var length: Int

  /// Creates an error at `column` (1-based) spanning `length` Characters of `text`.
  public init(message: String, text: String, column: Int, length: Int) {
    self.message = message
    self.text = text
    self.column = column
    self.length = length
  }

  /// The message, then the text on its own line, then a caret under ``column``.
  public var description: String {
    // Newlines are whitespace in the language; shown as spaces they keep the caret aligned.
    let line = String(text.map { $0.isNewline ? " " : $0 })
    // Tabs before the column stay tabs, so that the caret lines up however tabs are shown.
    let padding = String(line.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
    return "\(message)\n\(line)\n\(padding)^"
  }
}

/// `; did you mean 'x'?` when a close name exists, else nothing.
func suggestion(for name: String, in candidates: some Sequence<String>) -> String {
  NameSuggestion.closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
}
