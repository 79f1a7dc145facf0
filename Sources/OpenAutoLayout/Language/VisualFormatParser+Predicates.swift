import Foundation

extension VisualFormatParser {
  /// One predicate of a connection or of a view's size: `(relation)? constant-or-view (@priority)?`.
  struct Predicate {
    var relation: LayoutRelation = .equal
    var constant: CGFloat = 0
    var priority: LayoutPriority = .required
    /// In a size predicate, the view whose size this view's size relates to.
    var view: LayoutItem?
    /// A bare `-`: 8 points between views, 20 to the superview (spec decision 5), decided when
    /// the connection is finished.
    var isStandardSpacing = false
  }

  /// What a constant position holds: a number (literal or metric) or, in a size predicate, a view.
  enum Operand {
    case number(Double)
    case view(LayoutItem)
  }

  /// A connection's predicates: one bare predicate, or a parenthesised list.
  mutating func parseConnectionPredicates() throws(VisualFormatError) -> [Predicate] {
    // `--5-` could be a negative constant or a doubled dash; Apple refuses to guess.
    if peek(ASCII.dash) { throw error(.ambiguousMinus) }
    guard peek(ASCII.openParenthesis) else { return [try parsePredicate()] }
    position += 1
    let predicates = try parsePredicateList()
    guard peek(ASCII.closeParenthesis) else { throw error(.unterminatedConnectionPredicates) }
    position += 1
    return predicates
  }

  /// Predicates separated by commas.
  mutating func parsePredicateList() throws(VisualFormatError) -> [Predicate] {
    var predicates = [try parsePredicate()]
    while peek(ASCII.comma) {
      position += 1
      predicates.append(try parsePredicate())
    }
    return predicates
  }

  /// `(==|<=|>=)? (number | metric | view) (@ (number | metric))?`.
  mutating func parsePredicate() throws(VisualFormatError) -> Predicate {
    var predicate = Predicate()
    predicate.relation = try parseRelation()
    switch try parseOperand() {
    case .number(let value): predicate.constant = CGFloat(value)
    case .view(let view): predicate.view = view
    }
    guard peek(ASCII.at) else { return predicate }
    position += 1
    // A view where a priority stands counts as 0, which is refused below (as Apple does).
    let priority: Double
    switch try parseOperand() {
    case .number(let value): priority = value
    case .view: priority = 0
    }
    // `!(x > 0)` also refuses NaN, which Apple lets through (spec decision 2). A priority is a
    // Float: a positive Double below Float's range (1e-320) would be stored as 0.
    guard priority > 0, Float(priority) > 0 else { throw error(.priorityNotPositive(priority)) }
    guard priority <= 1000 else { throw error(.priorityAboveRequired(priority)) }
    predicate.priority = LayoutPriority(Float(priority))
    return predicate
  }

  /// `==`, `<=` or `>=`; none means `==`. A lone `=`, `<` or `>` is an error after it.
  mutating func parseRelation() throws(VisualFormatError) -> LayoutRelation {
    guard position < bytes.count else { throw error(.expectedMoreInput) }
    let relation: LayoutRelation
    switch bytes[position] {
    case ASCII.less: relation = .lessThanOrEqual
    case ASCII.greater: relation = .greaterThanOrEqual
    case ASCII.equal: relation = .equal
    default: return .equal
    }
    position += 1
    guard peek(ASCII.equal) else { throw error(.unknownRelation) }
    position += 1
    return relation
  }

  /// A number (when it starts with `-` or a digit), or a name: a metric first, then, in a size
  /// predicate only, a view.
  mutating func parseOperand() throws(VisualFormatError) -> Operand {
    guard position < bytes.count else { throw error(.expectedNumberOrMetric) }
    let first = bytes[position]
    if first == ASCII.dash || ASCII.isDigit(first) {
      guard let (value, length) = scanNumber() else { throw error(.malformedNumber) }
      position += length
      return .number(value)
    }
    guard ASCII.isNameStart(first) else { throw error(.expectedNumberOrMetric) }
    let name = scanName()
    if let metric = metrics[name] { return .number(Double(metric)) }
    guard let view = views[name] else { throw error(.unknownMetric(name)) }
    guard sizedView != nil else { throw error(.viewAsSpacing) }
    return .view(view)
  }

  /// The number C's `strtod` reads at the position, and its length; nil when it reads none.
  ///
  /// Apple calls `strtod`, so `1e3`, `0x10`, `1.` and `-inf` are numbers and `5px` reads as 5.
  /// The longest prefix that Swift's parser (itself `strtod`, but all-or-nothing) accepts is
  /// the same number.
  func scanNumber() -> (Double, Int)? {
    func mayContinue(_ c: UInt8) -> Bool {
      ASCII.isNameStart(c) || ASCII.isDigit(c) || c == UInt8(ascii: ".") || c == UInt8(ascii: "+") || c == ASCII.dash
    }
    var end = position
    while end < bytes.count, mayContinue(bytes[end]) { end += 1 }
    while end > position {
      if let value = Double(String(decoding: bytes[position..<end], as: UTF8.self)) { return (value, end - position) }
      end -= 1
    }
    return nil
  }
}
