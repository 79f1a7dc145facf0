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
  }

  var id: Int32
  var kind: Kind

  var index: Int { Int(id) }

  /// Slacks and errors are restricted to non-negative values.
  var isRestricted: Bool { kind == .slack || kind == .error }

  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

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
