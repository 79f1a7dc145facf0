/// How much a constraint matters, on Auto Layout's scale (0, 1000].
///
/// Priorities form a strict hierarchy (spec decision 1): required constraints (1000) always hold,
/// and no amount of error at a lower priority may buy any reduction of error at a higher one.
/// Within one priority the solver minimises the sum of the absolute errors.
///
/// Any number can be written (`Priority(1200)`, `.init(rawValue: .nan)`); the solver rejects
/// values outside (0, 1000] with ``SolverError/invalidPriority(_:)`` when they are used
/// (spec decision 2).
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible
{
  /// The priority on the scale (0, 1000].
  public var rawValue: Float

  /// Creates a priority; the solver checks that it is in (0, 1000] when it is used.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority; the solver checks that it is in (0, 1000] when it is used.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority from a literal such as `750`.
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }
  /// Creates a priority from a literal such as `999.5`.
  public init(floatLiteral value: Double) { self.rawValue = Float(value) }

  /// 1000: the constraint must hold.
  public static let required: Priority = 1000
  /// 750: UIKit's `defaultHigh`, the default compression resistance.
  public static let defaultHigh: Priority = 750
  /// 510: UIKit's `dragThatCanResizeScene`.
  public static let dragThatCanResizeScene: Priority = 510
  /// 500: UIKit's `sceneSizeStayPut`.
  public static let sceneSizeStayPut: Priority = 500
  /// 490: UIKit's `dragThatCannotResizeScene`.
  public static let dragThatCannotResizeScene: Priority = 490
  /// 250: UIKit's `defaultLow`, the default content hugging.
  public static let defaultLow: Priority = 250
  /// 50: UIKit's `fittingSizeLevel`.
  public static let fittingSizeLevel: Priority = 50

  /// Whether this is a priority the solver accepts: a number in (0, 1000].
  public var isValid: Bool { rawValue > 0 && rawValue <= Self.required.rawValue }

  /// Whether this is the required priority, 1000.
  public var isRequired: Bool { rawValue == Self.required.rawValue }

  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
  /// A priority `rhs` above this one, as UIKit allows: `.defaultLow + 1` is 251.
  public static func + (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue + rhs) }
  /// A priority `rhs` below this one: `.defaultHigh - 1` is 749.
  public static func - (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue - rhs) }

  public var description: String { formatNumber(Double(rawValue)) }
}
