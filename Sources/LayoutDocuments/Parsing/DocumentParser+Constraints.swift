import Foundation
import Yams

/// `constraints:` and `guides:`.
extension DocumentParser.Reader {
  // MARK: Constraints

  /// `constraints:`: strings, or maps with `constraint` and optional `id`, `priority`, `when`,
  /// `unless`, `active`. The strings are kept as written; the layout step parses them.
  func constraints(_ node: Node) throws(DocumentError) -> [ConstraintSpec] {
    var constraints: [ConstraintSpec] = []
    for element in try list(node, subject: "'constraints'") { constraints.append(try constraint(element)) }
    return constraints
  }

  private func constraint(_ node: Node) throws(DocumentError) -> ConstraintSpec {
    let location = source.location(of: node)
    guard case .mapping = node else {
      let text = try constraintText(node, subject: "a constraint", expected: "a string or a map with 'constraint'")
      return ConstraintSpec(
        text: text.text, location: location, textLocation: text.location, textIsVerbatim: text.isVerbatim)
    }
    let fields = try fields(of: node, subject: "a constraint", context: "in a constraint", allowed: Keys.constraint)
    let entry = try require("constraint", in: fields, of: "a constraint map")
    let text = try constraintText(entry.value, subject: "'constraint'", expected: "a string")
    var spec = ConstraintSpec(
      text: text.text, location: location, textLocation: text.location, textIsVerbatim: text.isVerbatim)
    for entry in fields.entries {
      switch entry.key {
      case "id":
        let id = try string(entry.value, key: "id")
        guard !id.isEmpty else { throw source.error(.emptyValue(key: "id"), at: entry.value) }
        spec.id = id
      case "when": spec.condition.when = try traits(entry.value, key: "when")
      case "unless": spec.condition.unless = try traits(entry.value, key: "unless")
      case "active": spec.isActive = try bool(entry.value, key: "active")
      case "priority":
        // The same as `@` in the text; both would leave it unclear which one holds. `@` has no
        // other use in the constraint language or in VFL, where it gives a predicate's priority.
        guard !text.text.contains("@") else { throw source.error(.priorityGivenTwice, at: entry.keyLocation) }
        spec.priority = try priority(entry.value, key: "priority")
      default: break  // `constraint`, read above.
      }
    }
    return spec
  }

  /// A constraint's text and where its first character is in the file.
  ///
  /// Yams marks a quoted scalar at its quote, so the text starts one column later. The text is
  /// verbatim — character *i* at column `location.column + i` — exactly when the file has it on
  /// that line as is: one line, no escape sequences, no doubled quotes. Checking the line itself
  /// covers every way a scalar can differ from its text.
  private func constraintText(_ node: Node, subject: String, expected: String) throws(DocumentError)
    -> (text: String, location: SourceLocation, isVerbatim: Bool)
  {
    // A number, true or null is not a constraint, whatever YAML would make of it as a string.
    guard case .scalar(let scalar) = node, !isNull(node),
      scalar.style != .plain
        || (DocumentParser.decimal(scalar.string) == nil
          && !["true", "True", "TRUE", "false", "False", "FALSE"].contains(scalar.string))
    else { throw typeError(subject, expected: expected, node) }
    let text = scalar.string
    let start = source.location(of: node)
    guard text.contains(where: { !$0.isWhitespace }) else { throw source.error(.emptyConstraint, at: start) }
    let location: SourceLocation
    switch scalar.style {
    case .singleQuoted, .doubleQuoted: location = SourceLocation(line: start.line, column: start.column + 1)
    case .literal, .folded: return (text, firstContent(after: start), false)
    default: location = start
    }
    let isVerbatim = !text.contains("\n") && source.rest(of: location).hasPrefix(text)
    return (text, location, isVerbatim)
  }

  /// The first character after the line of a block scalar's `|` or `>`: where its text starts.
  private func firstContent(after start: SourceLocation) -> SourceLocation {
    guard start.line < source.lines.count else { return start }
    for number in start.line..<source.lines.count {
      if let column = source.lines[number].firstIndex(where: { !$0.isWhitespace }) {
        let line = source.lines[number]
        return SourceLocation(line: number + 1, column: line.distance(from: line.startIndex, to: column) + 1)
      }
    }
    return start
  }

  // MARK: Guides

  /// `guides:`: `{id, owner}` maps; ids are declared with the views'.
  mutating func guides(_ node: Node) throws(DocumentError) -> [GuideSpec] {
    var guides: [GuideSpec] = []
    for element in try list(node, subject: "'guides'") {
      guard case .mapping = element else { throw typeError("a guide", expected: "a map {id, owner}", element) }
      let fields = try fields(of: element, subject: "a guide", context: "in a guide", allowed: Keys.guide)
      let idEntry = try require("id", in: fields, of: "a guide")
      let id = try identifier(idEntry.value, key: "id")
      try declare(id, at: source.location(of: idEntry.value), isGuide: true)
      let ownerEntry = try require("owner", in: fields, of: "guide '\(id)'")
      let owner = try string(ownerEntry.value, key: "owner")
      guides.append(
        GuideSpec(id: id, owner: owner, location: fields.location, ownerLocation: source.location(of: ownerEntry.value))
      )
    }
    return guides
  }

  /// Every guide's owner is a view of the document.
  func checkOwners(of guides: [GuideSpec]) throws(DocumentError) {
    let views = declared.filter { !$0.value.isGuide }.map(\.key).sorted()
    for guide in guides {
      guard let owner = declared[guide.owner] else {
        let suggestion = DocumentParser.suggestion(for: guide.owner, among: views)
        throw source.error(
          .unknownGuideOwner(guide.owner, guide: guide.id, suggestion: suggestion), at: guide.ownerLocation)
      }
      if owner.isGuide {
        throw source.error(.guideOwnerIsGuide(guide.owner), at: guide.ownerLocation)
      }
    }
  }
}
