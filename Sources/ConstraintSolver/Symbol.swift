/// A column of the tableau: a user variable or one of the variables the simplex method adds.
///
/// Ids are small integers reused after a symbol is released, so per-symbol data lives in arrays.
struct Symbol: Hashable, Comparable, Sendable, CustomStringConvertible {
  enum Kind: UInt8, Sendable {
    /// A user ``Variable``: unrestricted in sign.
    case external
    /// The slack of an inequality, or an artificial variable: never negative.
    case slack
    /// The error of an optional constraint: never negative, and costs at its priority.
    case error
    /// The marker of a required equality: always zero, never chosen to enter the basis.
    case dummy

    // Declared, not synthesized: the synthesized `==` of an enum with raw values is the generic
    // `RawRepresentable` one, which the optimizer treats as an unknown call, so that a loop over
    // a row's terms comparing kinds retained and released the row's storage on every visit.
    @inline(__always)
    static func == (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue == rhs.rawValue }
  }

  /// The id, with the top bit set for every kind but a variable's: the key a row sorts its terms
  /// by (``rowOrder``), kept whole so that a merge compares it without computing it.
  private let word: UInt32
  let kind: Kind

  init(id: Int32, kind: Kind) {
    assert(id >= 0, "a symbol id is never negative")
    word = UInt32(bitPattern: id) | (kind == .external ? 0 : 0x8000_0000)
    self.kind = kind
  }

  var id: Int32 { Int32(bitPattern: word & 0x7FFF_FFFF) }

  var index: Int { Int(id) }

  /// Slacks and errors are restricted to non-negative values.
  var isRestricted: Bool { kind == .slack || kind == .error }

  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

  /// The key a row's terms are sorted by: variables first, then the other symbols, each group by
  /// id. A variable's value is its row's constant plus its variables' terms (every other symbol
  /// is parametric, at zero), so a refresh of values reads the head of each row and stops.
  @inline(__always)
  var rowOrder: UInt32 { word }

  // Symbols key the objectives' dictionaries, looked up on every pivot. The id alone identifies a
  // symbol, and ids are small and dense: a multiplication spreads them over the buckets, where
  // the standard SipHash took a fifth of a build's instructions. `_rawHashValue(seed:)` is how
  // `Dictionary` and `Set` ask for a hash; the seed still varies the order between instances.
  func hash(into hasher: inout Hasher) { hasher.combine(id) }

  @inline(__always)
  func _rawHashValue(seed: Int) -> Int { foldedHash(UInt64(UInt32(bitPattern: id)), seed: seed) }

  var description: String {
    switch kind {
    case .external: "v\(id)"
    case .slack: "s\(id)"
    case .error: "e\(id)"
    case .dummy: "d\(id)"
    }
  }
}

/// The tolerance under which a coefficient or a constant counts as zero.
let epsilon = 1e-9

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// Sums that cancel to rounding count as zero.
///
/// Pivots multiply magnitudes (a constant of 5 605 over a coefficient of 1.4e-6 is 4e9), and the
/// difference of two such numbers that are equal in exact arithmetic is rounding at their scale,
/// 1e-7 or more: far above `epsilon`, it would read as a real reduced cost, a real dependency or
/// an infeasible row, and send the simplex method after a direction that does not exist (an
/// "unbounded" objective, or a cycle of pivots that each trade a rounding gain at one priority
/// for a real loss at the next).
///
/// Coefficients are cancelled generously, below 1e-11 of the operands: they come from
/// multipliers within 1e-6…1e6, where no real difference is that fine. Constants are points, and
/// only what is within a few units in the last place goes (1e-15), so that 1e15 + 5 − 1e15 is
/// still 5.
enum Cancellation {
  static let coefficient = 1e-11
  static let constant = 1e-15
}

/// `a + b` for coefficients, or exactly 0 when the sum is rounding at the operands' scale.
@inline(__always) func sum(_ a: Double, _ b: Double) -> Double {
  let result = a + b
  return abs(result) <= Cancellation.coefficient * max(abs(a), abs(b)) ? 0 : result
}

/// `a + b` for constants, or exactly 0 when the sum is a few units in the operands' last place.
@inline(__always) func constantSum(_ a: Double, _ b: Double) -> Double {
  let result = a + b
  return abs(result) <= Cancellation.constant * max(abs(a), abs(b)) ? 0 : result
}

/// A hash for `Dictionary` and `Set` (`_rawHashValue(seed:)`) in one multiplication: the buckets
/// come from the low bits, so the product's high half is folded into them, and keys with a common
/// stride (symbol ids in pairs, 16-byte-aligned addresses) still spread.
@inline(__always) func foldedHash(_ key: UInt64, seed: Int) -> Int {
  let product = (key ^ UInt64(UInt(bitPattern: seed))) &* 0x9E37_79B9_7F4A_7C15
  return Int(truncatingIfNeeded: product ^ (product >> 32))
}
