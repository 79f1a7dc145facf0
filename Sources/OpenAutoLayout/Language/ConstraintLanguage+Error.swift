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

/// The candidate closest to `name` by edit distance, if it is at most 2 edits away and not
/// `name` itself; ties go to the alphabetically first, so that suggestions are deterministic.
///
/// - Complexity: O(*c* · *n* · *m*) for *c* candidates of length about *m* and a name of length *n*.
func closestName(to name: String, in candidates: some Sequence<String>) -> String? {
  let target = Array(name)
  var best: (distance: Int, name: String)?
  for candidate in candidates where candidate != name {
    let distance = editDistance(target, Array(candidate))
    guard distance <= 2 else { continue }
    if let current = best, current.distance < distance || (current.distance == distance && current.name < candidate) {
      continue
    }
    best = (distance, candidate)
  }
  return best?.name
}

/// Edit distance counting insertions, deletions, substitutions and swaps of neighbours as one
/// edit each (optimal string alignment), so that the typo `widht` is nearer `width` than `right`.
private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  var beforePrevious: [Int] = []
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...b.count {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        current[j] = min(current[j], beforePrevious[j - 2] + 1)
      }
    }
    beforePrevious = previous
    previous = current
  }
  return previous[b.count]
}

/// `; did you mean 'x'?` when a close name exists, else nothing.
func suggestion(for name: String, in candidates: some Sequence<String>) -> String {
  closestName(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
}
