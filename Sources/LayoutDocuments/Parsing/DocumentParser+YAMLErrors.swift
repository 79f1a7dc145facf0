import Yams

extension DocumentParser.Source {
  /// A malformed-YAML (or JSON) error from Yams as a document error: libyaml's position, and its
  /// terse problem ("did not find expected ',' or ']'") said in the document's terms.
  func error(for yamlError: YamlError) -> DocumentError {
    switch yamlError {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      // At the end of the text, the end of its last line of content is the useful place: libyaml
      // gives the next line, empty or past the end.
      var place = location(of: mark)
      if isAtEnd(place) { place = endOfContent }
      return syntaxError(problem: problem, at: place, context: context)
    case .reader(let problem, let offset, _, _):
      let place = offset.map { location(ofCharacterOffset: $0) } ?? SourceLocation(line: 1, column: 1)
      return error(.yaml(.unreadable(problem)), at: place)
    case .duplicatedKeysInMapping(let duplicates, let context):
      let key = duplicates.first ?? ""
      let first = location(of: context.mark)
      let second = secondOccurrence(ofKey: key, firstAt: context.mark) ?? first
      return error(.duplicateKey(key, firstLine: first.line), at: second)
    default:
      return error(.yaml(.unreadable("\(yamlError)")), at: SourceLocation(line: 1, column: 1))
    }
  }

  /// The error for one of libyaml's scanner, parser or composer problems.
  private func syntaxError(problem: String, at location: SourceLocation, context: YamlError.Context?)
    -> DocumentError
  {
    let start = context.map { self.location(of: $0.mark) }
    func yaml(_ problem: DocumentError.YAMLProblem, at place: SourceLocation? = nil) -> DocumentError {
      error(.yaml(problem), at: place ?? location)
    }
    switch problem {
    case "found character that cannot start any token":
      if character(at: location) == "\t" { return yaml(.tabIndentation) }
      return yaml(.cannotStartValue(character(at: location)))
    case "found a tab character that violates indentation",
      "found a tab character where an indentation space is expected":
      return yaml(.tabIndentation)
    case "mapping values are not allowed in this context":
      return yaml(.unexpectedColon)
    case "block sequence entries are not allowed in this context":
      return yaml(.listEntryNotAllowed)
    case "did not find expected key":
      return yaml(.keyNotAligned(start: start))
    case "did not find expected '-' indicator":
      return yaml(.listEntryNotAligned(start: start))
    case "did not find expected ',' or ']'":
      return unclosed(.list, at: location, start: start)
    case "did not find expected ',' or '}'":
      return unclosed(.map, at: location, start: start)
    case "found unexpected end of stream" where context?.text.contains("quoted scalar") == true:
      return yaml(.unclosedString(quote: start.flatMap { character(at: $0) }), at: start ?? location)
    case "found unknown escape character":
      return yaml(.unknownEscape)
    case "found invalid Unicode character escape code":
      return yaml(.invalidUnicodeEscape)
    case "did not find expected <document start>":
      return yaml(.textAfterDocument)
    case "but found another document":
      return yaml(.secondDocument)
    case "did not find expected node content" where context?.text == "while parsing a flow node" && isAtEnd(location):
      return yaml(.endsInsideFlowCollection)
    case "did not find expected node content":
      return yaml(.expectedValue)
    case "found undefined alias":
      return error(.aliasesNotSupported, at: location)
    case let problem where problem.hasPrefix("Maximum nesting level reached"):
      return yaml(.nestedTooDeeply)
    default:
      return yaml(.other(problem, context: context?.text, start: start))
    }
  }

  /// A flow collection that is not closed, or an entry of one not followed by a comma: at the
  /// end of the text the opening bracket is the useful place to point at.
  private func unclosed(_ collection: DocumentError.FlowCollection, at location: SourceLocation, start: SourceLocation?)
    -> DocumentError
  {
    if let start, isAtEnd(location) { return error(.yaml(.neverClosed(collection)), at: start) }
    if let end = endOfEntryMissingComma(before: location, after: start) {
      return error(.yaml(.missingCommaAfterEntry(collection, start: start)), at: end)
    }
    return error(.yaml(.missingComma(collection, start: start)), at: location)
  }

  /// Where a comma (or closing bracket) is missing when an entry ends a line without one and the
  /// next entry is on a later line, as in JSON written one entry a line: libyaml notices only
  /// further on (a plain value may run on over lines), but the mistake is at the end of the
  /// earlier line.
  private func endOfEntryMissingComma(before location: SourceLocation, after start: SourceLocation?)
    -> SourceLocation?
  {
    guard let start, location.line > start.line, location.line <= lines.count else { return nil }
    let current = lines[location.line - 1]
    // The problem is in the first entry of its line.
    let lead = current.prefix(max(0, location.column - 1))
    guard !lead.contains(",") else { return nil }
    var number = location.line - 1
    while number >= start.line {
      let trimmed = lines[number - 1].reversed().drop(while: \.isWhitespace)
      if let last = trimmed.first {
        guard !",[{".contains(last) else { return nil }
        return SourceLocation(line: number, column: trimmed.count + 1)
      }
      number -= 1
    }
    return nil
  }

  /// Where `key` appears for the second time in the map where it first appears at `first`.
  ///
  /// Yams reports a duplicate key at its first appearance, but the second is the mistake to
  /// point at. Renaming the first appearance (one character, so that no position moves) and
  /// reading the text again finds it: either that map's entries, or Yams' next duplicate report
  /// (a third appearance). Nil when that does not work out (a key that is not plain text).
  func secondOccurrence(ofKey key: String, firstAt first: Mark) -> SourceLocation? {
    guard first.line >= 1, first.line <= lines.count, !key.isEmpty else { return nil }
    var scalars = Array(lines[first.line - 1].unicodeScalars)
    var index = first.column - 1
    guard index >= 0, index < scalars.count else { return nil }
    if scalars[index] == "\"" || scalars[index] == "'" { index += 1 }
    guard index < scalars.count, scalars[index] == key.unicodeScalars.first else { return nil }
    // A private-use character is printable YAML and no key of any document.
    scalars[index] = "\u{E000}"
    var renamed = lines
    renamed[first.line - 1] = Substring(String(String.UnicodeScalarView(scalars)))
    let text = renamed.joined(separator: "\n")
    do {
      let parser = try Yams.Parser(yaml: text, encoding: .utf8)
      guard let root = try parser.singleRoot() else { return nil }
      return secondKey(key, firstAt: first, in: root).map { location(of: $0) }
    } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
      guard duplicates.first == key,
        context.mark.line > first.line
          || (context.mark.line == first.line && context.mark.column > first.column)
      else { return nil }
      return location(of: context.mark)
    } catch {
      return nil
    }
  }

  /// The mark of the key named `key` in the map that has a key at `first`.
  private func secondKey(_ key: String, firstAt first: Mark, in node: Node) -> Mark? {
    switch node {
    case .mapping(let mapping):
      if mapping.keys.contains(where: { $0.mark?.line == first.line && $0.mark?.column == first.column }),
        let second = mapping.keys.first(where: { $0.scalar?.string == key })
      {
        return second.mark
      }
      for (entryKey, value) in mapping {
        if let found = secondKey(key, firstAt: first, in: entryKey) ?? secondKey(key, firstAt: first, in: value) {
          return found
        }
      }
      return nil
    case .sequence(let sequence):
      for element in sequence {
        if let found = secondKey(key, firstAt: first, in: element) { return found }
      }
      return nil
    case .scalar, .alias:
      return nil
    }
  }
}
