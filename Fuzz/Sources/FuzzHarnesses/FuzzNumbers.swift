/// Which numbers the solver and model harnesses make from their bytes.
///
/// By default every number a caller can pass: NaN, ±infinity, the extremes of `Double`,
/// subnormals, 1e±300, huge and tiny multipliers, priorities outside (0, 1000] and infinite ones,
/// next to ordinary layout numbers. ``avoidingKnownSolverBugs`` (environment variable
/// `FUZZ_AVOID_KNOWN_SOLVER_BUGS=1`) keeps to numbers that do not reach the solver bugs known
/// when the harnesses were written (Guides/Fuzzing.md, "Known findings"), so that a run can get
/// past them to other code; a run to trust must use the default.
public enum NumberRange: Sendable {
  /// Every number.
  case everything
  /// Finite constants within ±1e6 (and NaN and ±infinity, which every layer must refuse),
  /// multipliers within ±[1e-2, 1e2] or 0, priorities within ±[1e-3, 1e6], 0 or NaN.
  case avoidingKnownSolverBugs

  /// The range the environment asks for: ``avoidingKnownSolverBugs`` when
  /// `FUZZ_AVOID_KNOWN_SOLVER_BUGS` is `1`. Read once.
  public static let fromEnvironment: NumberRange =
    environmentValue("FUZZ_AVOID_KNOWN_SOLVER_BUGS") == "1" ? .avoidingKnownSolverBugs : .everything

  /// Whether a constraint with this constant and multiplier may reach the solver: always with
  /// ``everything``; with ``avoidingKnownSolverBugs``, when both lie in its ranges. What the
  /// text harnesses ask before they lay out what a text made.
  public func admits(constant: Double, multiplier: Double) -> Bool {
    guard self == .avoidingKnownSolverBugs else { return true }
    let constantIsOrdinary = !constant.isFinite || abs(constant) <= 1e6
    let multiplierIsOrdinary = !multiplier.isFinite || multiplier == 0 || (abs(multiplier) >= 1e-2 && abs(multiplier) <= 1e2)
    return constantIsOrdinary && multiplierIsOrdinary
  }
}

/// The tags of ``FuzzInput/number(_:)``, in byte order (the byte modulo the count): how seeds
/// name a number.
public enum NumberTag: UInt8, CaseIterable, Sendable {
  /// The next byte as a signed integer, −128…127.
  case smallInteger
  /// The next two bytes as a signed 16-bit number of quarter points, −8192…8191.75.
  case quarterPoints
  case zero, negativeZero, standardSpacing, nan, infinity, negativeInfinity
  /// 1e300; the next byte's lowest bit makes it negative (the same for the tags below).
  case huge
  /// 1e-300.
  case tiny
  /// `Double.greatestFiniteMagnitude`.
  case greatest
  /// `Double.leastNonzeroMagnitude`, a subnormal.
  case leastNonzero
  /// 10 to the power of the next byte as a signed integer (clamped to ±308).
  case powerOfTen
  /// The next eight bytes as the bit pattern of a `Double`.
  case bitPattern
  /// 1e9.
  case billion
}

/// The tags of ``FuzzInput/priority(_:)``, in byte order.
public enum PriorityTag: UInt8, CaseIterable, Sendable {
  case required, high, low, fittingSize, almostRequired, lowest
  /// 1…1000 from the next two bytes.
  case anyValid
  /// 1000.5.
  case aboveRequired
  case zero, minusOne
  /// 1e-30.
  case tiny
  case nan, infinity
  /// The next four bytes as the bit pattern of a `Float`.
  case bitPattern
  /// 250.5: a fraction.
  case fraction
  case negativeInfinity
}

/// The tags of ``FuzzInput/coefficient(_:)``, in byte order.
public enum CoefficientTag: UInt8, CaseIterable, Sendable {
  case one, minusOne, two, half, zero
  /// Any number of ``FuzzInput/number(_:)``, read from the following bytes.
  case number
  /// 10^-n for n = the next byte modulo 40.
  case tiny
  /// 10^n for n = the next byte modulo 40.
  case huge
  /// The next two bytes as a signed 16-bit number of 256ths.
  case fraction
}

extension FuzzInput {
  /// A constant, a value or a distance: see ``NumberTag``.
  public mutating func number(_ range: NumberRange) -> Double {
    let tag = NumberTag(rawValue: byte() % UInt8(NumberTag.allCases.count)) ?? .zero
    let value = number(tag)
    guard range == .avoidingKnownSolverBugs, value.isFinite else { return value }
    return abs(value) <= 1e6 && (value == 0 || abs(value) >= 1e-3) ? value : Double(tag.rawValue) * 10
  }

  private mutating func number(_ tag: NumberTag) -> Double {
    switch tag {
    case .smallInteger: return Double(Int8(bitPattern: byte()))
    case .quarterPoints: return Double(Int16(bitPattern: uint16())) / 4
    case .zero: return 0
    case .negativeZero: return -0.0
    case .standardSpacing: return 8
    case .nan: return .nan
    case .infinity: return .infinity
    case .negativeInfinity: return -.infinity
    case .huge: return signed(1e300)
    case .tiny: return signed(1e-300)
    case .greatest: return signed(.greatestFiniteMagnitude)
    case .leastNonzero: return signed(.leastNonzeroMagnitude)
    case .powerOfTen:
      let exponent = max(-308, min(308, Int(Int8(bitPattern: byte())) * 3))
      return powerOfTen(exponent)
    case .bitPattern: return Double(bitPattern: uint64())
    case .billion: return signed(1e9)
    }
  }

  /// A priority: see ``PriorityTag``.
  public mutating func priority(_ range: NumberRange) -> Float {
    let tag = PriorityTag(rawValue: byte() % UInt8(PriorityTag.allCases.count)) ?? .required
    let value: Float
    switch tag {
    case .required: value = 1000
    case .high: value = 750
    case .low: value = 250
    case .fittingSize: value = 50
    case .almostRequired: value = 999
    case .lowest: value = 1
    case .anyValid: value = Float(uint16() % 1000 + 1)
    case .aboveRequired: value = 1000.5
    case .zero: value = 0
    case .minusOne: value = -1
    case .tiny: value = 1e-30
    case .nan: value = .nan
    case .infinity: value = .infinity
    case .bitPattern: value = Float(bitPattern: UInt32(truncatingIfNeeded: uint64() & 0xFFFF_FFFF))
    case .fraction: value = 250.5
    case .negativeInfinity: value = -.infinity
    }
    guard range == .avoidingKnownSolverBugs else { return value }
    // Priorities beyond Int's range trap in their description, 1e-30 hangs the solver
    // (Guides/Fuzzing.md, "Known findings"). NaN is refused everywhere, as it must be.
    return value.isNaN || value == 0 || (abs(value) >= 1e-3 && abs(value) <= 1e6) ? value : 500
  }

  /// A multiplier or a coefficient: see ``CoefficientTag``.
  public mutating func coefficient(_ range: NumberRange) -> Double {
    let tag = CoefficientTag(rawValue: byte() % UInt8(CoefficientTag.allCases.count)) ?? .one
    let value: Double
    switch tag {
    case .one: value = 1
    case .minusOne: value = -1
    case .two: value = 2
    case .half: value = 0.5
    case .zero: value = 0
    case .number: value = number(.everything)
    case .tiny: value = powerOfTen(-(Int(byte()) % 40))
    case .huge: value = powerOfTen(Int(byte()) % 40)
    case .fraction: value = Double(Int16(bitPattern: uint16())) / 256
    }
    guard range == .avoidingKnownSolverBugs, value.isFinite else { return value }
    return value == 0 || (abs(value) >= 1e-2 && abs(value) <= 1e2) ? value : 1
  }

  /// `magnitude`, negative when the next byte's lowest bit is set.
  private mutating func signed(_ magnitude: Double) -> Double {
    bool() ? -magnitude : magnitude
  }

  /// 10 to the power of `exponent`, exactly as a literal would be read for small exponents.
  private func powerOfTen(_ exponent: Int) -> Double {
    Double("1e\(exponent)") ?? 1
  }
}

extension FuzzInputWriter {
  /// Writes `value` so that ``FuzzInput/number(_:)`` reads it back: the shortest encoding that
  /// holds it exactly.
  public mutating func number(_ value: Double) {
    func tag(_ tag: NumberTag) { byte(tag.rawValue) }
    if value.isNaN {
      tag(.nan)
    } else if value == .infinity {
      tag(.infinity)
    } else if value == -.infinity {
      tag(.negativeInfinity)
    } else if value == 0 {
      tag(value.sign == .minus ? .negativeZero : .zero)
    } else if value == value.rounded(), abs(value) <= 127 || value == -128 {
      tag(.smallInteger)
      byte(UInt8(bitPattern: Int8(value)))
    } else if (value * 4) == (value * 4).rounded(), abs(value * 4) < 32767 {
      tag(.quarterPoints)
      uint16(UInt16(bitPattern: Int16(value * 4)))
    } else {
      tag(.bitPattern)
      uint64(value.bitPattern)
    }
  }

  /// Writes `value` so that ``FuzzInput/priority(_:)`` reads it back.
  public mutating func priority(_ value: Float) {
    switch value {
    case 1000: byte(PriorityTag.required.rawValue)
    case 750: byte(PriorityTag.high.rawValue)
    case 250: byte(PriorityTag.low.rawValue)
    case 50: byte(PriorityTag.fittingSize.rawValue)
    case 0: byte(PriorityTag.zero.rawValue)
    case _ where value.isNaN: byte(PriorityTag.nan.rawValue)
    case .infinity: byte(PriorityTag.infinity.rawValue)
    case _ where value == value.rounded() && value >= 1 && value <= 1000:
      byte(PriorityTag.anyValid.rawValue)
      uint16(UInt16(value) - 1)
    default:
      byte(PriorityTag.bitPattern.rawValue)
      uint64(UInt64(value.bitPattern))
    }
  }

  /// Writes `value` so that ``FuzzInput/coefficient(_:)`` reads it back.
  public mutating func coefficient(_ value: Double) {
    switch value {
    case 1: byte(CoefficientTag.one.rawValue)
    case -1: byte(CoefficientTag.minusOne.rawValue)
    case 2: byte(CoefficientTag.two.rawValue)
    case 0.5: byte(CoefficientTag.half.rawValue)
    case 0 where value.sign == .plus: byte(CoefficientTag.zero.rawValue)
    default:
      byte(CoefficientTag.number.rawValue)
      number(value)
    }
  }
}
