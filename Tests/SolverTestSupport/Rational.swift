/// Thrown when a ``Rational`` computation leaves the range of `Int`: the exact reference cannot
/// decide this system, and a test should skip it rather than trust a wrong answer.
public struct ReferenceOverflow: Error, Sendable, Equatable, CustomStringConvertible {
  public init() {}
  public var description: String { "the exact reference overflowed Int" }
}

/// An exact rational number `numerator / denominator`, always in lowest terms with a positive
/// denominator. Every operation checks for overflow and throws ``ReferenceOverflow`` instead of
/// trapping or rounding.
public struct Rational: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
  public let numerator: Int
  /// Always positive.
  public let denominator: Int

  public static let zero = Rational(0)
  public static let one = Rational(1)

  /// An integer.
  public init(_ value: Int) {
    numerator = value
    denominator = 1
  }

  public init(integerLiteral value: Int) { self.init(value) }

  /// Already normalised parts.
  private init(normalised numerator: Int, _ denominator: Int) {
    self.numerator = numerator
    self.denominator = denominator
  }

  /// `numerator / denominator` in lowest terms. `denominator` must not be zero.
  public init(_ numerator: Int, _ denominator: Int) throws(ReferenceOverflow) {
    precondition(denominator != 0, "zero denominator")
    let divisor = gcd(numerator.magnitude, denominator.magnitude)
    guard let n = Int(exactly: numerator.magnitude / divisor),
      let d = Int(exactly: denominator.magnitude / divisor)
    else { throw ReferenceOverflow() }
    let negative = (numerator < 0) != (denominator < 0)
    self.init(normalised: negative ? -n : n, d)
  }

  /// The exact value of a double that is a whole number or a multiple of 1/2^k with small k
  /// (as the tests' suggested values are), nil otherwise.
  public init?(exactly value: Double) {
    guard value.isFinite else { return nil }
    var scaled = value
    var denominator = 1
    while scaled != scaled.rounded() {
      guard denominator < 1 << 20 else { return nil }
      scaled *= 2
      denominator *= 2
    }
    guard let n = Int(exactly: scaled), let r = try? Rational(n, denominator) else { return nil }
    self = r
  }

  public var isZero: Bool { numerator == 0 }
  public var signum: Int { numerator.signum() }
  public var doubleValue: Double { Double(numerator) / Double(denominator) }

  public var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

  public static prefix func - (operand: Rational) throws(ReferenceOverflow) -> Rational {
    guard operand.numerator != .min else { throw ReferenceOverflow() }
    return Rational(normalised: -operand.numerator, operand.denominator)
  }

  public static func + (lhs: Rational, rhs: Rational) throws(ReferenceOverflow) -> Rational {
    if rhs.numerator == 0 { return lhs }
    if lhs.numerator == 0 { return rhs }
    if lhs.denominator == 1 && rhs.denominator == 1 {
      let (sum, overflow) = lhs.numerator.addingReportingOverflow(rhs.numerator)
      guard !overflow else { throw ReferenceOverflow() }
      return Rational(sum)
    }
    let divisor = Int(gcd(lhs.denominator.magnitude, rhs.denominator.magnitude))
    let lhsFactor = rhs.denominator / divisor
    let rhsFactor = lhs.denominator / divisor
    let (a, o1) = lhs.numerator.multipliedReportingOverflow(by: lhsFactor)
    let (b, o2) = rhs.numerator.multipliedReportingOverflow(by: rhsFactor)
    let (sum, o3) = a.addingReportingOverflow(b)
    let (denominator, o4) = lhs.denominator.multipliedReportingOverflow(by: lhsFactor)
    guard !(o1 || o2 || o3 || o4) else { throw ReferenceOverflow() }
    return try Rational(sum, denominator)
  }

  public static func - (lhs: Rational, rhs: Rational) throws(ReferenceOverflow) -> Rational {
    try lhs + (-rhs)
  }

  public static func * (lhs: Rational, rhs: Rational) throws(ReferenceOverflow) -> Rational {
    if lhs.numerator == 0 || rhs.numerator == 0 { return .zero }
    // Cross-cancel first so that the products are already in lowest terms.
    let g1 = Int(gcd(lhs.numerator.magnitude, rhs.denominator.magnitude))
    let g2 = Int(gcd(rhs.numerator.magnitude, lhs.denominator.magnitude))
    let (n, o1) = (lhs.numerator / g1).multipliedReportingOverflow(by: rhs.numerator / g2)
    let (d, o2) = (lhs.denominator / g2).multipliedReportingOverflow(by: rhs.denominator / g1)
    guard !(o1 || o2) else { throw ReferenceOverflow() }
    return Rational(normalised: n, d)
  }

  public static func / (lhs: Rational, rhs: Rational) throws(ReferenceOverflow) -> Rational {
    precondition(rhs.numerator != 0, "division by zero")
    guard rhs.numerator != .min else { throw ReferenceOverflow() }
    let reciprocal = rhs.numerator < 0
      ? Rational(normalised: -rhs.denominator, -rhs.numerator)
      : Rational(normalised: rhs.denominator, rhs.numerator)
    return try lhs * reciprocal
  }

  /// Exact comparison through 128-bit products: never overflows.
  public static func < (lhs: Rational, rhs: Rational) -> Bool {
    let a = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
    let b = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
    return a.high != b.high ? a.high < b.high : a.low < b.low
  }
}

private func gcd(_ a: UInt, _ b: UInt) -> UInt {
  var (a, b) = (a, b)
  while b != 0 { (a, b) = (b, a % b) }
  return a
}
