import Foundation

/// A one-pass parser of Apple's Visual Format Language that makes constraints as it reads.
///
/// It follows Apple's `NSLayoutConstraintParser` step by step, because the order of the
/// constraints and which error wins when a string has several both depend on it: a connection
/// is finished (its constraint made, `|` resolved, alignment checked) only once the view after
/// it has been read, and a view's size constraints wait for that connection (behaviour-1 §1.9).
struct VisualFormatParser {
  let format: String
  let bytes: [UInt8]
  let options: VisualFormatOptions
  let metrics: [String: CGFloat]
  let views: [String: LayoutItem]
  /// The index of the next character to read; also where an error points.
  var position = 0
  var isHorizontal = true
  /// The view whose predicate list is being read: only there may a predicate name a view.
  var sizedView: LayoutItem?
  var constraints: [LayoutConstraint] = []
  /// Size constraints of the last view read, held until the connection before it is finished.
  var pendingSizeConstraints: [LayoutConstraint] = []
  /// Made while reading, returned after everything else, as Apple does.
  var alignmentConstraints: [LayoutConstraint] = []

  init(format: String, options: VisualFormatOptions, metrics: [String: CGFloat], views: [String: LayoutItem]) {
    self.format = format
    self.bytes = Array(format.utf8)
    self.options = options
    self.metrics = metrics
    self.views = views
  }

  /// Reads the whole format and returns its constraints.
  mutating func parse() throws(VisualFormatError) -> [LayoutConstraint] {
    guard !bytes.isEmpty else { throw VisualFormatError(reason: .emptyString, format: format, offset: nil) }
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      throw VisualFormatError(reason: .nonASCII, format: format, offset: nil)
    }
    try parseOrientation()

    var previous: LayoutItem
    if peek(ASCII.bar) {
      position += 1
      guard position < bytes.count else { throw error(.expectedConnectionAfterSuperview) }
      let connection = try parseConnection()
      let view = try parseView()
      try finish(connection, left: nil, right: view)
      flushSizeConstraints()
      previous = view
    } else {
      previous = try parseView()
      flushSizeConstraints()
    }

    while position < bytes.count {
      let connection = try parseConnection()
      if peek(ASCII.openBracket) {
        let view = try parseView()
        try finish(connection, left: previous, right: view)
        flushSizeConstraints()
        previous = view
      } else if peek(ASCII.bar) {
        position += 1
        try finish(connection, left: previous, right: nil)
        break
      } else {
        throw error(.expectedViewOrSuperview)
      }
    }
    guard position == bytes.count else { throw error(.expectedEnd) }
    return constraints + alignmentConstraints
  }

  /// `H:` or `V:`; without either the format is horizontal. Lower case is not an orientation.
  mutating func parseOrientation() throws(VisualFormatError) {
    guard let first = bytes.first, first == ASCII.h || first == ASCII.v else { return }
    isHorizontal = first == ASCII.h
    position = 1
    guard bytes.count >= 2, bytes[1] == ASCII.colon else {
      throw error(.expectedColon(vertical: !isHorizontal))
    }
    position = 2
  }

  /// A connection: nothing (flush), `-` before `[` or `|` (standard spacing), or
  /// `-predicate-` / `-(predicate, …)-`.
  mutating func parseConnection() throws(VisualFormatError) -> [Predicate] {
    guard peek(ASCII.dash) else { return [Predicate()] }
    position += 1
    if peek(ASCII.bar) || peek(ASCII.openBracket) { return [Predicate(isStandardSpacing: true)] }
    let predicates = try parseConnectionPredicates()
    if peek(ASCII.comma) { throw error(.expectedDash(list: true)) }
    guard peek(ASCII.dash) else { throw error(.expectedDash(list: false)) }
    position += 1
    return predicates
  }

  /// `[name]` or `[name(predicate, …)]`; size predicates are kept until the connection before
  /// the view is finished.
  mutating func parseView() throws(VisualFormatError) -> LayoutItem {
    guard peek(ASCII.openBracket) else { throw error(.expectedView) }
    position += 1
    guard position < bytes.count else { throw error(.expectedView) }
    let name = scanName()
    guard !name.isEmpty else { throw error(.invalidViewName) }
    guard let view = views[name] else { throw error(.unknownView(name)) }

    if peek(ASCII.closeBracket) {
      position += 1
      return view
    }
    guard peek(ASCII.openParenthesis) else { throw error(.expectedClosingBracket) }
    position += 1
    guard position < bytes.count else { throw error(.unexpectedEndInView) }
    sizedView = view
    defer { sizedView = nil }
    let predicates = try parsePredicateList()
    guard peek(ASCII.closeParenthesis) else { throw error(.unterminatedViewPredicates) }
    position += 1
    guard peek(ASCII.closeBracket) else { throw error(.expectedBracketAfterPredicates) }
    position += 1
    pendingSizeConstraints += predicates.map { sizeConstraint(view, $0) }
    return view
  }

  mutating func flushSizeConstraints() {
    constraints += pendingSizeConstraints
    pendingSizeConstraints = []
  }

  // MARK: Reading characters

  /// Whether the next character is `character`.
  func peek(_ character: UInt8) -> Bool { position < bytes.count && bytes[position] == character }

  /// A name at the position, `[A-Za-z_][A-Za-z0-9_]*`, read past; empty when there is none.
  mutating func scanName() -> String {
    let start = position
    guard position < bytes.count, ASCII.isNameStart(bytes[position]) else { return "" }
    position += 1
    while position < bytes.count, ASCII.isNameStart(bytes[position]) || ASCII.isDigit(bytes[position]) {
      position += 1
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// An error pointing at the current position.
  func error(_ reason: VisualFormatError.Reason) -> VisualFormatError {
    VisualFormatError(reason: reason, format: format, offset: position)
  }

  /// The ASCII characters of the language.
  enum ASCII {
    static let h = UInt8(ascii: "H"), v = UInt8(ascii: "V"), colon = UInt8(ascii: ":")
    static let bar = UInt8(ascii: "|"), dash = UInt8(ascii: "-"), comma = UInt8(ascii: ","), at = UInt8(ascii: "@")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let openParenthesis = UInt8(ascii: "("), closeParenthesis = UInt8(ascii: ")")
    static let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">"), equal = UInt8(ascii: "=")

    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    static func isNameStart(_ c: UInt8) -> Bool {
      (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
        || c == UInt8(ascii: "_")
    }
  }
}
