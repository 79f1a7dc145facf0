import OpenAutoLayout

/// The words of document errors: the one place a reason becomes text. Messages quote the user's
/// values (``DocumentError/quoted(_:)``: line breaks escaped, at most 40 characters) and suggest
/// the nearest name (style.md, "Errors").
extension DocumentError.Reason {
  /// The reason in words, without the position: `unknown key 'colour' in a view; did you mean 'color'?`.
  public var message: String {
    switch self {
    case .yaml(let problem): problem.message
    case .emptyDocument:
      "the document is empty; a layout document is a map with 'version', 'canvas', 'root' and 'constraints'"
    case .anchorsNotSupported: "anchors (&name) and aliases (*name) are not supported; write the value out"
    case .aliasesNotSupported: "aliases (*name) are not supported; write the value out"
    case .tagsNotSupported: "tags (such as !!str) are not supported; write the plain value"

    case .keyNotAName(let found): "keys must be names, not \(found.words)"
    case .duplicateKey(let key, let firstLine): "duplicate key '\(quoted(key))' (already given at line \(firstLine))"
    case .unknownKey(let key, let context, let suggestion):
      "unknown key '\(quoted(key))' \(context)" + didYouMean(suggestion)
    case .missingSpaceAfterColon(let key, let context):
      "unknown key '\(quoted(key))' \(context); put a space after ':' ('\(Self.spaced(key))')"
    case .missingKey(let key, let subject): "\(subject) needs \(Self.article(key)) '\(key)'"
    case .notOnRoot(let key):
      "'\(key)' is not allowed on the root view: it is always installed and its frame is the canvas"
    case .stackKeyOnOtherKind(let key, let view, let kind):
      "'\(key)' is a stack view key, but view '\(view)' has kind '\(kind.rawValue)'; add 'kind: stack'"
    case .controlKeyOnOtherKind(let key, let kinds, let view, let kind):
      "'\(key)' applies to kind \(DocumentError.list(kinds.map { "'\($0.rawValue)'" })), "
        + "but view '\(view)' has kind '\(kind.rawValue)'"
    case .bothMarginKeys: "give either 'layoutMargins' or 'directionalLayoutMargins', not both"
    case .mixedMarginEdges(let edge, let earlier):
      "'\(edge)' cannot be mixed with '\(earlier)' in 'layoutMargins': "
        + "use top, left, bottom, right or top, leading, bottom, trailing"
    case .frameRequired: "'translatesAutoresizingMask: true' needs a 'frame' ({x, y, width, height})"
    case .autoresizingKeyWithoutTranslation(let key):
      "'\(key)' applies only with 'translatesAutoresizingMask: true' (views in documents use Auto Layout)"
    case .needsDevice(let key): "'\(key)' applies only with a 'device'"
    case .missingRoot: "the document has no 'root' (the root view)"
    case .missingCanvas: "the document needs a 'canvas' ({width, height}) or a 'device'"
    case .unsupportedVersion(let version): "unsupported version \(version); this program reads version 1"

    case .wrongType(let subject, let expected, let found): "\(subject) must be \(expected), not \(found.words)"
    case .missingValue(let subject, let expected): "\(subject) has no value; expected \(expected)"
    case .notFinite(let key, let found): "'\(key)' must be a finite number, not \(found.words)"
    case .outOfRange(let key, let requirement, let found): "'\(key)' must be \(requirement), not \(found.words)"
    case .emptyValue(let key): "'\(key)' must not be empty"
    case .unknownName(let value, let key, let suggestion, let names):
      "unknown \(key) '\(quoted(value))'"
        + (suggestion == nil ? " (expected \(DocumentError.list(names)))" : didYouMean(suggestion))
    case .notAnIdentifier(let name, let role):
      "'\(quoted(name))' is not a valid \(role.words): use letters, digits and underscores, not starting with a digit"
    case .reservedWord(let name, let role):
      "'\(name)' is a word of the constraint language and cannot be \(Self.article(role.words)) \(role.words)"
    case .colorIsComment(let key):
      "'\(key)' has no value: '#' starts a comment in YAML, so put hexadecimal colours in quotes (\(key): \"#cc3300\")"
    case .notAHexColor(let text): "'\(quoted(text))' is not a colour: write #rgb, #rrggbb or #rrggbbaa in hexadecimal"
    case .unknownColor(let text, let suggestion):
      "unknown colour '\(quoted(text))'"
        + (suggestion == nil ? " (expected a name such as red or systemBlue, or \"#rrggbb\")" : didYouMean(suggestion))
    case .unknownDevice(let name, let suggestion):
      "unknown device '\(quoted(name))'"
        + (suggestion == nil
          ? " (devices are named as Apple names them, such as 'iPhone 8', 'iPhone X' or 'iPad Air 2')"
          : didYouMean(suggestion))
    case .fullScreenOnly(let device, let mode): "'\(device)' runs apps full screen only, not '\(mode.rawValue)'"
    case .noMultitaskingWindow(let device, let mode, let orientation):
      "'\(device)' has no '\(mode.rawValue)' window in \(orientation.rawValue)"
    case .orientationWithoutDevice: "an orientation applies only with a device, and the document names none"
    case .multitaskingWithoutDevice: "a multitasking mode applies only with a device, and the document names none"
    case .contentPriorityOutOfRange(let key, let priority, let view):
      "\(key) priority \(priority) of '\(view)' is outside (0, 1000]"

    case .duplicateId(let id, let firstLine):
      "duplicate id '\(id)' (first declared at line \(firstLine)); ids must be unique across views and guides"
    case .customSpacingNotArranged(let name, let stack, let suggestion):
      "customSpacing names '\(quoted(name))', which is not an arranged subview of '\(stack)'" + didYouMean(suggestion)
    case .unknownGuideOwner(let owner, let guide, let suggestion):
      "no view named '\(quoted(owner))' to own guide '\(guide)'" + didYouMean(suggestion)
    case .guideOwnerIsGuide(let owner): "'\(owner)' is a guide; a guide's owner must be a view"
    case .emptyConstraint: "this constraint is empty"
    case .priorityGivenTwice:
      "the constraint gives its priority twice: give either 'priority' or '@' in the constraint, not both"
    case .unknownConstraintItem(let id): "no view or guide with id '\(id)'"
    case .constraintLanguage(let error): error.message
    case .visualFormat(let error):
      // Apple's messages stand, except that a document has no "views dictionary".
      if case .unknownView(let name) = error.reason { "no view or guide named '\(name)'" } else { error.message }
    case .layout(let error): error.description
    case .reader(let reason): reason.description
    }
  }

  private func quoted(_ value: String) -> String { DocumentError.quoted(value) }

  /// `; did you mean 'color'?`, or nothing without a suggestion.
  private func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }

  /// `a` or `an`, for `needs an 'id'`.
  static func article(_ word: String) -> String {
    guard let first = word.lowercased().first else { return "a" }
    return "aeiou".contains(first) ? "an" : "a"
  }

  /// `width: 600` for the key `width:600`.
  private static func spaced(_ key: String) -> String {
    guard let colon = key.firstIndex(of: ":") else { return key }
    return "\(key[..<colon]): \(key[key.index(after: colon)...])"
  }
}

extension DocumentError {
  /// `value` as messages quote it: line breaks and tabs escaped, at most 40 characters.
  static func quoted(_ value: String) -> String {
    var text = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
      .replacingOccurrences(of: "\t", with: "\\t")
    if text.count > 40 { text = text.prefix(39) + "…" }
    return text
  }

  /// `a, b or c`.
  static func list(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }
}

extension DocumentError.Value {
  /// The value as messages quote it: `'abc'`, `42`, `null`, `the string '42'`, `a map`, `a list`.
  var words: String {
    switch self {
    case .map: "a map"
    case .list: "a list"
    case .alias: "an alias"
    case .null: "null"
    case .number(let text): DocumentError.quoted(text)
    case .plain(let text): "'\(DocumentError.quoted(text))'"
    case .string(let text): "the string '\(DocumentError.quoted(text))'"
    }
  }
}

extension DocumentError.IdentifierRole {
  var words: String {
    switch self {
    case .id: "id"
    case .metricName: "metric name"
    }
  }
}

extension DocumentError.FlowCollection {
  var open: String { self == .list ? "[" : "{" }
  var close: String { self == .list ? "]" : "}" }
  var noun: String { self == .list ? "list" : "map" }
}

extension DocumentError.YAMLProblem {
  /// The problem in words.
  var message: String {
    switch self {
    case .characterNotAllowed(let scalar):
      let code = String(scalar.value, radix: 16, uppercase: true)
      let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
      return "the character U+\(padded) is not allowed in a YAML document"
    case .tabIndentation: return "tabs cannot indent YAML; indent with spaces"
    case .cannotStartValue(let character):
      return "\(character.map { "'\($0)'" } ?? "this character") cannot start a value; put the value in quotes"
    case .unexpectedColon:
      return "unexpected ':'; check this line's indentation, or put a value that contains ': ' in quotes"
    case .listEntryNotAllowed: return "a list entry ('- ') cannot start here; start the list on a new line"
    case .keyNotAligned(let start):
      return "expected a key ('name: value') lined up with the other keys of the map\(Self.starting(start)); "
        + "check the indentation"
    case .listEntryNotAligned(let start):
      return "expected a list entry ('- …') lined up with the other entries of the list\(Self.starting(start)); "
        + "check the indentation"
    case .neverClosed(let collection):
      return "this '\(collection.open)' is never closed: the \(collection.noun) needs a '\(collection.close)'"
    case .missingCommaAfterEntry(let collection, let start):
      return "expected ',' or '\(collection.close)' after this entry of the \(collection.noun)\(Self.starting(start))"
    case .missingComma(let collection, let start):
      return "expected ',' or '\(collection.close)' in the \(collection.noun)\(Self.starting(start))"
    case .unclosedString(let quote): return "this string has no closing \(quote.map { "\($0)" } ?? "quote")"
    case .unknownEscape:
      return "unknown escape sequence in a double-quoted string; write '\\\\' for a backslash, or use single quotes"
    case .invalidUnicodeEscape: return "this escape sequence is not a Unicode character"
    case .textAfterDocument: return "unexpected text after the end of the document"
    case .secondDocument: return "a file holds one layout document; this starts a second one"
    case .endsInsideFlowCollection: return "the text ends inside a '[' or '{' that is never closed"
    case .expectedValue: return "expected a value here"
    case .nestedTooDeeply: return "the document nests too deeply (more than 1000 levels)"
    case .other(let problem, let context, let start):
      return "invalid YAML: \(problem)\(context.map { " (\($0)\(Self.starting(start)))" } ?? "")"
    case .unreadable(let problem): return "cannot read the document: \(problem)"
    }
  }

  /// ` that starts at 3:5`, or nothing.
  private static func starting(_ start: SourceLocation?) -> String {
    start.map { " that starts at \($0.line):\($0.column)" } ?? ""
  }
}
