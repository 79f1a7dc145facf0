/// A token of the constraint language (layout-document.md §2), with where it stands in the text.
struct ConstraintToken: Equatable {
  enum Kind: Equatable {
    /// A name: an item, a guide, an attribute, a metric or a keyword.
    case identifier(String)
    /// A number as written (`8`, `0.75`, `1e-05`), already checked to be finite.
    case number(Double)
    /// Something that starts like a number but is not one (`1.5.3`, `12px`, `1e400`).
    case badNumber(String)
    /// `.`, `(`, `)`, `*`, `:`, `+`, `-`, `@`.
    case symbol(Character)
    case relation(LayoutRelation)
    /// A character the language has no use for; kept as a token so that the parser can say
    /// what it expected instead.
    case unexpected(Character)
    case end
  }

  var kind: Kind
  /// The text as written.
  var text: String
  /// 0-based offset of the first character, in Characters.
  var offset: Int
  /// How many Characters it spans; 0 for the end.
  var length: Int
}

/// Splits a constraint into tokens. Whitespace (including newlines) separates tokens and is
/// otherwise free.
///
/// - Complexity: O(*n*) in the length of the text.
func constraintTokens(_ characters: [Character]) -> [ConstraintToken] {
  var tokens: [ConstraintToken] = []
  var index = 0
  func token(_ kind: ConstraintToken.Kind, from start: Int) {
    tokens.append(
      ConstraintToken(kind: kind, text: String(characters[start..<index]), offset: start, length: index - start))
  }
  while index < characters.count {
    let character = characters[index]
    let start = index
    if character.isWhitespace {
      index += 1
    } else if character.isLetter || character == "_" {
      while index < characters.count, characters[index].isIdentifierPart { index += 1 }
      token(.identifier(String(characters[start..<index])), from: start)
    } else if character.isASCIIDigit {
      token(scanNumber(characters, &index), from: start)
    } else if character == "=" || character == ">" || character == "<" {
      index += 1
      let followedByEquals = index < characters.count && characters[index] == "="
      if followedByEquals { index += 1 }
      switch (character, followedByEquals) {
      case ("=", _): token(.relation(.equal), from: start)
      case (">", true): token(.relation(.greaterThanOrEqual), from: start)
      case ("<", true): token(.relation(.lessThanOrEqual), from: start)
      default: token(.unexpected(character), from: start)
      }
    } else if ".()*:+-@".contains(character) {
      index += 1
      token(.symbol(character), from: start)
    } else {
      index += 1
      token(.unexpected(character), from: start)
    }
  }
  tokens.append(ConstraintToken(kind: .end, text: "", offset: characters.count, length: 0))
  return tokens
}

/// Scans `digits ['.' digits] [('e'|'E') ['+'|'-'] digits]`. Letters, digits, dots and
/// underscores that follow are swallowed into a bad number, so that `12px` or `1.5.3` is reported
/// whole rather than as a number followed by a puzzling token.
private func scanNumber(_ characters: [Character], _ index: inout Int) -> ConstraintToken.Kind {
  let start = index
  var valid = true
  func digits() -> Bool {
    let first = index
    while index < characters.count, characters[index].isASCIIDigit { index += 1 }
    return index > first
  }
  _ = digits()
  if index < characters.count, characters[index] == "." {
    index += 1
    valid = digits()
  }
  if valid, index < characters.count, characters[index] == "e" || characters[index] == "E" {
    index += 1
    if index < characters.count, characters[index] == "+" || characters[index] == "-" { index += 1 }
    valid = digits()
  }
  while index < characters.count, characters[index].isIdentifierPart || characters[index] == "." {
    valid = false
    index += 1
  }
  let text = String(characters[start..<index])
  guard valid, let value = Double(text), value.isFinite else { return .badNumber(text) }
  return .number(value)
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
  fileprivate var isIdentifierPart: Bool { isLetter || isNumber || self == "_" }
}
