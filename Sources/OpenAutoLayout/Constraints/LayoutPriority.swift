import ConstraintSolver

/// How strongly a constraint should hold, from 1 to 1000, as UIKit's `UILayoutPriority`.
///
/// It mirrors the solver's `Priority` on purpose: code that imports only the model (or the
/// UIKit names) must find `.defaultLow + 1` without importing the solver, and an operator is only
/// found in a module the code imports.
///
/// 1000 is required; anything lower is optional and is satisfied as closely as possible, higher
/// priorities strictly first (spec decisions 1 and 2). Arithmetic works as in UIKit:
/// `.defaultLow + 1` is 251.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible
{
  public var rawValue: Float

  public init(rawValue: Float) { self.rawValue = rawValue }
  /// A priority of `rawValue`; values outside (0, 1000] are refused where they are used.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// A priority from a literal such as `750`.
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }
  /// A priority from a literal such as `999.5`.
  public init(floatLiteral value: Double) { self.rawValue = Float(value) }

  /// 1000: the constraint must hold.
  public static let required: LayoutPriority = 1000
  /// 750: the compression resistance of views made in code.
  public static let defaultHigh: LayoutPriority = 750
  /// 510.
  public static let dragThatCanResizeScene: LayoutPriority = 510
  /// 500.
  public static let sceneSizeStayPut: LayoutPriority = 500
  /// 490.
  public static let dragThatCannotResizeScene: LayoutPriority = 490
  /// 250: the content hugging of views made in code.
  public static let defaultLow: LayoutPriority = 250
  /// 50: the level at which `systemLayoutSizeFitting` pulls a view towards the target size.
  public static let fittingSizeLevel: LayoutPriority = 50

  /// Whether the priority is in (0, 1000] (spec decision 2).
  public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }
  /// Whether the priority is 1000.
  public var isRequired: Bool { rawValue == 1000 }

  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  /// A priority `rhs` above: `.defaultLow + 1` is 251.
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
  /// A priority `rhs` below: `.defaultHigh - 1` is 749.
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

  /// The priority as UIKit prints it: `750`, `999.5`; also the ones it refuses (`inf`, `1e+30`).
  public var description: String {
    // Whole numbers beyond Int's range (and infinities) cannot go through Int.
    rawValue == rawValue.rounded() && Swift.abs(rawValue) < 1e15 ? String(Int64(rawValue)) : String(rawValue)
  }

  /// The solver's priority of the same value.
  var solverPriority: Priority { Priority(rawValue) }
}
