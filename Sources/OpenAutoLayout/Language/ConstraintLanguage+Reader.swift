import Foundation

/// One pass of recursive descent over a constraint's tokens, following the grammar of
/// layout-document.md §2 (extended with offset anchors and frame attributes).
struct ConstraintReader {
  let parser: ConstraintParser
  let text: String
  let tokens: [ConstraintToken]
  var position = 0
  /// The first item named on the left, which `superview` is relative to.
  var leftItem: LayoutItem?

  init(parser: ConstraintParser, text: String) {
    self.parser = parser
    self.text = text
    tokens = constraintTokens(Array(text))
  }

  /// An attribute of an item, as written.
  struct Anchor {
    var item: LayoutItem
    var attribute: LayoutAttribute
    /// Whether it was written as a frame attribute (`midX`, extension b).
    var isFrame: Bool
    var span: Range<Int>
  }

  /// One side's anchor: an attribute, or an offset between two (extension a).
  struct Side {
    var anchors: [Anchor]
    var value: AnchorValue
    var span: Range<Int>
    var isOffset: Bool { anchors.count == 2 }
  }

  /// `rhs` when it is `[multiplier *] side [(+|-) constant]`.
  struct Term {
    var multiplier: CGFloat
    var multiplierSpan: Range<Int>?
    var side: Side
  }

  /// `lhs relation rhs [@priority]`.
  mutating func constraint() throws(ConstraintSyntaxError) -> LayoutConstraint {
    let lhs = try side(isLeft: true)
    guard case .relation(let relation) = current.kind else {
      throw unexpected(.relation(after: source(lhs.span)))
    }
    advance()
    var term: Term?
    var constant: CGFloat = 0
    // Where the constant was written; the term's side when there is none, for errors that point at it.
    var constantSpan: Range<Int>
    var hasAddedConstant = false
    if let lone = try loneConstant() {
      (constant, constantSpan) = lone
    } else {
      let found = try self.term()
      term = found
      constantSpan = found.side.span
      if let added = try addedConstant(between: lhs, and: found.side) {
        (constant, constantSpan) = added
        hasAddedConstant = true
      }
    }
    let hasPriority = isSymbol("@")
    let priority = try self.priority()
    guard case .end = current.kind else {
      if case .symbol("*") = current.kind, term != nil, !hasAddedConstant, !hasPriority {
        throw error(.multiplierAfterItem, at: span(of: current))
      }
      if hasPriority { throw unexpected(.endAfterPriority) }
      throw unexpected(.end(afterTerm: term != nil && !hasAddedConstant))
    }
    return try build(
      lhs: lhs, relation: relation, term: term, constant: constant, constantSpan: constantSpan, priority: priority)
  }

  // MARK: Sides and items

  /// `item.attribute`, or `(item.attribute - item.attribute)`.
  mutating func side(isLeft: Bool) throws(ConstraintSyntaxError) -> Side {
    let start = current.offset
    guard case .symbol("(") = current.kind else {
      let anchor = try self.anchor(isLeft: isLeft)
      return Side(anchors: [anchor], value: .attribute(WeakItem(anchor.item), anchor.attribute), span: anchor.span)
    }
    advance()
    let to = try anchor(isLeft: isLeft)
    guard case .symbol("-") = current.kind else {
      throw unexpected(.offsetMinus)
    }
    advance()
    let from = try anchor(isLeft: isLeft)
    guard case .symbol(")") = current.kind else { throw unexpected(.offsetClose) }
    let end = current.offset + 1
    advance()
    for anchor in [to, from] where anchor.isFrame {
      throw error(.framePositionInOffset(source(anchor.span)), at: anchor.span)
    }
    return Side(
      anchors: [to, from],
      value: .offset(
        from: .attribute(WeakItem(from.item), from.attribute), to: .attribute(WeakItem(to.item), to.attribute)),
      span: start..<end)
  }

  /// `item ('.' guide)* '.' attribute`.
  mutating func anchor(isLeft: Bool) throws(ConstraintSyntaxError) -> Anchor {
    let start = current.offset
    guard case .identifier(let name) = current.kind else {
      throw unexpected(.anchor)
    }
    var item = try namedItem(name, at: span(of: current))
    advance()
    while true {
      guard case .symbol(".") = current.kind else {
        throw unexpected(.dotAndAttribute(after: source(start..<previousEnd)))
      }
      advance()
      guard case .identifier(let member) = current.kind else {
        throw unexpected(.attribute(after: source(start..<previousEnd)))
      }
      let memberSpan = span(of: current)
      advance()
      if let guideName = LanguageGuideName(rawValue: member) {
        item = try guide(guideName, of: item, at: memberSpan)
      } else if let attribute = languageAttributes[member] {
        return try checkedAnchor(item, attribute, isLeft: isLeft, span: start..<memberSpan.upperBound)
      } else {
        let names = Array(languageAttributes.keys) + LanguageGuideName.allCases.map(\.rawValue)
        throw error(.unknownAttribute(member, suggestion: NameSuggestion.closest(to: member, in: names)), at: memberSpan)
      }
    }
  }

  /// An item by id, or `superview`: the container of the first item named on the left.
  mutating func namedItem(_ name: String, at span: Range<Int>) throws(ConstraintSyntaxError) -> LayoutItem {
    if name == LanguageKeyword.superview {
      guard let left = leftItem else {
        throw error(.superviewBeforeItem, at: span)
      }
      guard let container = container(of: left) else {
        throw error(.noSuperview(item: left.layoutName), at: span)
      }
      return container
    }
    guard let item = parser.items[name] else {
      throw error(.unknownItem(name, suggestion: NameSuggestion.closest(to: name, in: parser.items.keys)), at: span)
    }
    if leftItem == nil { leftItem = item }
    return item
  }

  /// What `superview` means after `item`: a view's superview, a guide's owning view.
  private func container(of item: LayoutItem) -> View? {
    if let view = item as? View { return view.superview }
    return (item as? LayoutGuide)?.owningView
  }

  private func guide(
    _ name: LanguageGuideName, of item: LayoutItem, at span: Range<Int>
  ) throws(ConstraintSyntaxError) -> LayoutItem {
    guard let view = item as? View else {
      throw error(.guideOfLayoutGuide(item.layoutName, guide: name.rawValue), at: span)
    }
    guard let guide = name.guide(of: view) else {
      throw error(.noScrollViewGuide(view: view.layoutName, guide: name.rawValue), at: span)
    }
    return guide
  }

  /// Refuses what an item cannot have: margins on a guide, frame attributes on the right or on a
  /// guide. (The model's own rules are checked on the whole constraint, in `build`.)
  private func checkedAnchor(
    _ item: LayoutItem, _ attribute: LanguageAttribute, isLeft: Bool, span: Range<Int>
  ) throws(ConstraintSyntaxError) -> Anchor {
    switch attribute {
    case .plain(let plain):
      if item is LayoutGuide, let edge = plain.withoutMargin {
        throw error(.marginOfLayoutGuide(item.layoutName, edge: edge), at: span)
      }
      return Anchor(item: item, attribute: plain, isFrame: false, span: span)
    case .frame(let stored):
      let name = frameAttributeName(stored) ?? "\(stored)"
      guard isLeft else {
        throw error(.framePositionOnRight(name), at: span)
      }
      guard item is View else {
        throw error(.framePositionOfLayoutGuide(name), at: span)
      }
      return Anchor(item: item, attribute: stored, isFrame: true, span: span)
    }
  }

  // MARK: The right-hand side

  /// `[multiplier '*'] side`.
  mutating func term() throws(ConstraintSyntaxError) -> Term {
    let start = current.offset
    var multiplier: CGFloat = 1
    var multiplierSpan: Range<Int>?
    let negative = isSymbol("-")
    if negative { advance() }
    if case .number(let value) = current.kind {
      advance()
      multiplier = CGFloat(negative ? -value : value)
      if isSymbol(":") {
        advance()
        guard case .number(let denominator) = current.kind else { throw unexpected(.ratioDenominator) }
        advance()
        let ratio = (negative ? -value : value) / denominator
        guard ratio.isFinite else {
          throw error(.ratioDividesByZero(source(start..<previousEnd)), at: start..<previousEnd)
        }
        multiplier = CGFloat(ratio)
      }
      multiplierSpan = start..<previousEnd
      guard isSymbol("*") else {
        throw unexpected(.multiplierStar(after: source(start..<previousEnd)))
      }
      advance()
    } else if negative {
      try rejectBadNumber()
      throw unexpected(.numberAfterMinus)
    }
    try rejectBadNumber()
    if case .identifier(let name) = current.kind, isSymbol("*", at: position + 1) {
      throw error(.multiplierNotANumber(name), at: span(of: current))
    }
    guard isSymbol("(") || isIdentifier(at: position) else {
      throw unexpected(.rightSide)
    }
    return Term(multiplier: multiplier, multiplierSpan: multiplierSpan, side: try side(isLeft: false))
  }

  /// A constant standing alone on the right: `['-'] (number | metric)`. Nil when the right side
  /// is a term instead (a multiplier, an item or an offset comes next).
  mutating func loneConstant() throws(ConstraintSyntaxError) -> (CGFloat, Range<Int>)? {
    let start = current.offset
    let negative = isSymbol("-")
    let next = negative ? position + 1 : position
    let sign: CGFloat = negative ? -1 : 1
    switch tokens[next].kind {
    case .number(let value):
      if isSymbol("*", at: next + 1) || isSymbol(":", at: next + 1) { return nil }
      position = next + 1
      return (sign * CGFloat(value), start..<previousEnd)
    case .identifier(let name):
      // An item is followed by '.', or is `superview`; anything else names a number.
      if isSymbol(".", at: next + 1) || isSymbol("*", at: next + 1) || name == LanguageKeyword.superview { return nil }
      position = next
      if name == LanguageKeyword.standard {
        throw error(.standardAlone, at: span(of: current))
      }
      let value = try metric(name, at: span(of: current))
      advance()
      return (sign * value, start..<previousEnd)
    default:
      return nil
    }
  }

  /// `('+' | '-') (number | metric | 'standard')` after a term, or nil when there is none.
  mutating func addedConstant(
    between lhs: Side, and rhs: Side
  ) throws(ConstraintSyntaxError) -> (CGFloat, Range<Int>)? {
    guard isSymbol("+") || isSymbol("-") else { return nil }
    let sign: CGFloat = isSymbol("-") ? -1 : 1
    let operatorText = current.text
    advance()
    let start = current.offset
    switch current.kind {
    case .number(let value):
      advance()
      return (sign * CGFloat(value), start..<previousEnd)
    case .identifier(LanguageKeyword.standard):
      advance()
      let spacing = standardSpacing(between: lhs.anchors[0].item, and: rhs.anchors[0].item)
      return (sign * spacing, start..<previousEnd)
    case .identifier(let name):
      let value = try metric(name, at: span(of: current))
      advance()
      return (sign * value, start..<previousEnd)
    case .symbol("+"), .symbol("-"):
      throw error(.signedConstant, at: span(of: current))
    default:
      try rejectBadNumber()
      throw unexpected(.addedConstant(after: operatorText))
    }
  }

  private func metric(_ name: String, at span: Range<Int>) throws(ConstraintSyntaxError) -> CGFloat {
    if let value = parser.metrics[name] { return value }
    if let item = parser.items[name] {
      throw error(.itemAsConstant(name, isGuide: !(item is View)), at: span)
    }
    throw error(.unknownMetric(name, suggestion: NameSuggestion.closest(to: name, in: parser.metrics.keys)), at: span)
  }

  /// `['@' priority]`: required when absent.
  mutating func priority() throws(ConstraintSyntaxError) -> LayoutPriority {
    guard isSymbol("@") else { return .required }
    advance()
    let start = current.offset
    if case .identifier(let name) = current.kind {
      guard let priority = languagePriorities[name] else {
        let suggestion = NameSuggestion.closest(to: name, in: languagePriorities.keys)
        throw error(.unknownPriority(name, suggestion: suggestion), at: span(of: current))
      }
      advance()
      return priority
    }
    let negative = isSymbol("-")
    if negative { advance() }
    try rejectBadNumber()
    guard case .number(let value) = current.kind else { throw unexpected(.priority) }
    // Read as a Float from the text, not through a Double, so that a printed priority (the
    // shortest text for its Float) reads back exactly.
    let magnitude = Float(current.text) ?? Float(value)
    advance()
    let written = source(start..<previousEnd)
    let priority = LayoutPriority(negative ? -magnitude : magnitude)
    guard value > 0, !negative, priority.isValid else {
      throw error(.priorityOutOfRange(written), at: start..<previousEnd)
    }
    return priority
  }

  // MARK: Tokens and errors

  var current: ConstraintToken { tokens[position] }
  /// Where the last consumed token ends.
  var previousEnd: Int { position > 0 ? tokens[position - 1].offset + tokens[position - 1].length : 0 }
  mutating func advance() { if position < tokens.count - 1 { position += 1 } }

  func isSymbol(_ symbol: Character, at index: Int? = nil) -> Bool {
    let index = index ?? position
    guard index < tokens.count, case .symbol(let found) = tokens[index].kind else { return false }
    return found == symbol
  }

  func isIdentifier(at index: Int) -> Bool {
    guard index < tokens.count, case .identifier = tokens[index].kind else { return false }
    return true
  }

  func span(of token: ConstraintToken) -> Range<Int> { token.offset..<(token.offset + token.length) }

  /// The text of `span`, as written.
  func source(_ span: Range<Int>) -> String {
    let characters = Array(text)
    return String(characters[max(0, span.lowerBound)..<min(characters.count, span.upperBound)])
  }

  func error(_ reason: ConstraintSyntaxError.Reason, at span: Range<Int>) -> ConstraintSyntaxError {
    ConstraintSyntaxError(reason, text: text, column: span.lowerBound + 1, length: span.count)
  }

  /// "unexpected 'x'; expected …" at the current token; a bad number is reported as such.
  func unexpected(_ expected: ConstraintSyntaxError.Expected) -> ConstraintSyntaxError {
    if case .badNumber(let written) = current.kind { return error(.notANumber(written), at: span(of: current)) }
    let found: ConstraintSyntaxError.Found = if case .end = current.kind { .end } else { .token(current.text) }
    return error(.unexpected(found, expected: expected), at: span(of: current))
  }

  /// Reports a bad number where a number may stand, before a more general message would hide it.
  func rejectBadNumber() throws(ConstraintSyntaxError) {
    if case .badNumber(let written) = current.kind {
      throw error(.notANumber(written), at: span(of: current))
    }
  }
}
