import Foundation
import Yams

extension DocumentParser {
  /// Reads Yams nodes into the document's values; every error points at the node (or key) that
  /// caused it. Ids are declared as they are read, so a duplicate is reported where it is
  /// written second.
  struct Reader {
    let source: Source
    /// Every view and guide id read so far, with where it was written and whether it is a guide.
    var declared: [String: (location: SourceLocation, isGuide: Bool)] = [:]

    init(source: Source) { self.source = source }
  }

  /// A map's entries, each key checked: a name, one of the keys allowed where the map is, and
  /// not given twice.
  struct Fields {
    struct Entry {
      let key: String
      let keyLocation: SourceLocation
      let value: Node
    }

    /// Where the map starts (its first key for a block map, its `{` for a flow map).
    let location: SourceLocation
    let entries: [Entry]

    subscript(key: String) -> Node? { entries.first { $0.key == key }?.value }
    func entry(_ key: String) -> Entry? { entries.first { $0.key == key } }
  }
}

// MARK: Maps and lists

extension DocumentParser.Reader {
  typealias Fields = DocumentParser.Fields

  /// The entries of map `node`, every key one of `allowed`. A null (a key with no value) is an
  /// empty map.
  ///
  /// - Parameters:
  ///   - subject: What the map is, for type errors: `'canvas'`, `a view`.
  ///   - context: Where its keys are, for unknown keys: `in 'canvas'`, `in a view`.
  ///   - allowed: The keys it may have; nil for maps keyed by names (`metrics`, `customSpacing`).
  func fields(of node: Node, subject: String, context: String, allowed: [String]?) throws(DocumentError) -> Fields {
    if isNull(node) { return Fields(location: source.location(of: node), entries: []) }
    guard case .mapping(let mapping) = node else { throw typeError(subject, expected: "a map", node) }
    var entries: [Fields.Entry] = []
    // Yams refuses keys that are equal as YAML values; `true` and "true" are not, but are the
    // same name here.
    var seen: [String: SourceLocation] = [:]
    for (keyNode, value) in mapping {
      let keyLocation = source.location(of: keyNode)
      guard case .scalar(let scalar) = keyNode, !scalar.string.isEmpty else {
        throw source.error(.keyNotAName(self.value(of: keyNode)), at: keyLocation)
      }
      let key = scalar.string
      if let first = seen.updateValue(keyLocation, forKey: key) {
        throw source.error(.duplicateKey(key, firstLine: first.line), at: keyLocation)
      }
      if let allowed, !allowed.contains(key) {
        throw source.error(unknownKey(key, context: context, allowed: allowed), at: keyLocation)
      }
      entries.append(Fields.Entry(key: key, keyLocation: keyLocation, value: value))
    }
    return Fields(location: source.location(of: node), entries: entries)
  }

  /// `unknown key 'colour' in a view; did you mean 'color'?`; a key run into its value
  /// (`width:600`, which YAML reads as one key) gets a hint instead.
  private func unknownKey(_ key: String, context: String, allowed: [String]) -> DocumentError.Reason {
    if let colon = key.firstIndex(of: ":"), allowed.contains(String(key[..<colon])) {
      return .missingSpaceAfterColon(key, context: context)
    }
    return .unknownKey(key, context: context, suggestion: DocumentParser.suggestion(for: key, among: allowed))
  }

  /// The elements of list `node`; a null (a key with no value) is an empty list.
  func list(_ node: Node, subject: String) throws(DocumentError) -> [Node] {
    if isNull(node) { return [] }
    guard case .sequence(let sequence) = node else { throw typeError(subject, expected: "a list", node) }
    return Array(sequence)
  }

  /// Throws when `fields` lacks `key`, at the map: `'canvas' needs a 'height'`.
  func require(_ key: String, in fields: Fields, of subject: String) throws(DocumentError) -> Fields.Entry {
    guard let entry = fields.entry(key) else {
      throw source.error(.missingKey(key, in: subject), at: fields.location)
    }
    return entry
  }
}

// MARK: Scalars

extension DocumentParser.Reader {
  /// A finite number; `key` names it in messages.
  func number(_ node: Node, key: String) throws(DocumentError) -> Double {
    guard case .scalar(let scalar) = node, scalar.style == .plain,
      let value = DocumentParser.decimal(scalar.string)
    else { throw typeError("'\(key)'", expected: "a number", node) }
    guard value.isFinite else {
      throw source.error(.notFinite(key: key, found: self.value(of: node)), at: node)
    }
    return value
  }

  /// A finite number that `isAllowed`, or an error saying `'key' must be <requirement>, not …`
  /// (``DocumentError/Reason/outOfRange(key:requirement:found:)``).
  func number(_ node: Node, key: String, _ requirement: String, _ isAllowed: (Double) -> Bool)
    throws(DocumentError) -> Double
  {
    let value = try number(node, key: key)
    guard isAllowed(value) else {
      throw source.error(.outOfRange(key: key, requirement: requirement, found: self.value(of: node)), at: node)
    }
    return value
  }

  /// A number ≥ 0.
  func nonNegative(_ node: Node, key: String) throws(DocumentError) -> Double {
    try number(node, key: key, "at least 0") { $0 >= 0 }
  }

  /// A whole number (`2`, or `2.0` as JSON writers may give it).
  func integer(_ node: Node, key: String) throws(DocumentError) -> Int {
    guard case .scalar(let scalar) = node, scalar.style == .plain,
      let value = DocumentParser.decimal(scalar.string), value == value.rounded(), abs(value) < 1e15
    else { throw typeError("'\(key)'", expected: "a whole number", node) }
    return Int(value)
  }

  /// `true` or `false` (YAML 1.2's spellings: also `True`, `TRUE`, …; not `yes` or `on`).
  func bool(_ node: Node, key: String) throws(DocumentError) -> Bool {
    if case .scalar(let scalar) = node, scalar.style == .plain {
      switch scalar.string {
      case "true", "True", "TRUE": return true
      case "false", "False", "FALSE": return false
      default: break
      }
    }
    throw typeError("'\(key)'", expected: "true or false", node)
  }

  /// Text: any scalar but null, as written (`text: 42` is the text "42").
  func string(_ node: Node, key: String) throws(DocumentError) -> String {
    guard case .scalar(let scalar) = node, !isNull(node) else {
      throw typeError("'\(key)'", expected: "a string", node)
    }
    return scalar.string
  }

  /// One of `names` (UIKit's spelling), or an error with the nearest or all of them.
  func name(_ node: Node, key: String, among names: [String]) throws(DocumentError) -> String {
    let value = try string(node, key: key)
    guard names.contains(value) else {
      throw source.error(DocumentParser.unknownName(value, of: key, among: names), at: node)
    }
    return value
  }

  /// The value of `Value` that `node` names (UIKit's spelling, ``DocumentNamed``), or an error
  /// with the nearest name or all of them.
  func named<Value: DocumentNamed>(_ node: Node, key: String) throws(DocumentError) -> Value {
    let text = try string(node, key: key)
    guard let value = Value.named(text) else {
      throw source.error(DocumentParser.unknownName(text, of: key, among: Value.documentNames.map(\.name)), at: node)
    }
    return value
  }

  /// A view, guide or metric id: a C identifier.
  func identifier(_ node: Node, key: String) throws(DocumentError) -> String {
    let value = try string(node, key: key)
    guard DocumentParser.isIdentifier(value) else {
      throw source.error(.notAnIdentifier(value, role: .id), at: node)
    }
    return value
  }

  // MARK: Describing values

  /// Whether `node` is YAML's null: `null`, `~`, or nothing at all.
  func isNull(_ node: Node) -> Bool {
    guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
    return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  /// `'width' must be a number, not 'abc'`, or `'width' has no value; expected a number`.
  func typeError(_ subject: String, expected: String, _ node: Node) -> DocumentError {
    if case .scalar(let scalar) = node, scalar.style == .plain, scalar.string.isEmpty {
      return source.error(.missingValue(subject: subject, expected: expected), at: node)
    }
    return source.error(.wrongType(subject: subject, expected: expected, found: value(of: node)), at: node)
  }

  /// `node` as messages quote it (``DocumentError/Value``): a map, a list, null, a number, text.
  func value(of node: Node) -> DocumentError.Value {
    switch node {
    case .mapping: return .map
    case .sequence: return .list
    case .alias: return .alias
    case .scalar(let scalar):
      guard scalar.style == .plain else { return .string(scalar.string) }
      if isNull(node) { return .null }
      if DocumentParser.decimal(scalar.string) != nil { return .number(scalar.string) }
      return .plain(scalar.string)
    }
  }
}

// MARK: Anchors, aliases and tags

extension DocumentParser.Reader {
  /// Refuses anchors (and so aliases, which Yams resolves to the anchored node) and explicit
  /// tags on values, at the first in document order: a layout document is plain data, and an
  /// alias of a view would declare its id twice.
  static func rejectAnchorsAndTags(in node: Node, source: DocumentParser.Source, isKey: Bool = false)
    throws(DocumentError)
  {
    if node.anchor != nil {
      throw source.error(.anchorsNotSupported, at: node)
    }
    // Yams resolves the tags of keys (and of everything inside them) while it checks them for
    // duplicates, so only values still show whether a tag was written; a tag on a key changes
    // nothing anyway.
    if !isKey, hasExplicitTag(node) {
      throw source.error(.tagsNotSupported, at: node)
    }
    switch node {
    case .mapping(let mapping):
      for (key, value) in mapping {
        try rejectAnchorsAndTags(in: key, source: source, isKey: true)
        try rejectAnchorsAndTags(in: value, source: source, isKey: isKey)
      }
    case .sequence(let sequence):
      for element in sequence { try rejectAnchorsAndTags(in: element, source: source, isKey: isKey) }
    case .scalar:
      break
    case .alias:
      throw source.error(.aliasesNotSupported, at: node)
    }
  }

  /// Whether a tag was written on `node`. Untagged plain scalars, maps and lists have the
  /// implicit tag (""); libyaml gives quoted and block scalars `!!str`.
  private static func hasExplicitTag(_ node: Node) -> Bool {
    switch node {
    case .scalar(let scalar):
      return scalar.tag.rawValue != (scalar.style == .plain ? "" : Tag.Name.str.rawValue)
    case .mapping(let mapping): return !mapping.tag.rawValue.isEmpty
    case .sequence(let sequence): return !sequence.tag.rawValue.isEmpty
    case .alias: return false
    }
  }
}

// MARK: Shared wording

extension DocumentParser {
  /// A number as YAML 1.2's core schema and JSON write it in decimal: `12`, `-0.5`, `.5`, `1e3`.
  /// Not `0x10`, `.inf` or `1_000`. Nil for anything else.
  static func decimal(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    var index = 0
    func digits() -> Int {
      let start = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
    var mantissa = digits()
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      mantissa += digits()
    }
    guard mantissa > 0 else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
      guard digits() > 0 else { return nil }
    }
    guard index == bytes.count else { return nil }
    return Double(text)
  }

  /// `unknown kind 'lable'; did you mean 'label'?`, or with every name when none is close.
  static func unknownName(_ value: String, of key: String, among names: [String]) -> DocumentError.Reason {
    .unknownName(value, key: key, suggestion: suggestion(for: value, among: names), names: names)
  }
}
