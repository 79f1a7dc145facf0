/// Why a constraint cannot be made, activated or changed (behaviour-1 §1.5, §1.6, §1.17).
///
/// Each case names the constraint, in the constraint language, and the rule it breaks. Throwing
/// APIs throw these; UIKit-shaped APIs that cannot throw report them through the hierarchy's
/// ``LayoutDiagnostics`` and change nothing.
public enum LayoutError: Error, Equatable, CustomStringConvertible, Sendable {
  /// A horizontal attribute related to a vertical one (rule 1).
  case mixedAxes(String)
  /// A size related to an edge, a centre or a baseline (rule 2).
  case sizeAgainstPosition(String)
  /// An edge, centre or baseline set to a constant: no second item, or a multiplier of 0 (rule 3).
  case positionAgainstConstant(String)
  /// Leading or trailing related to left or right (rule 4).
  case leadingTrailingAgainstLeftRight(String)
  /// The attributes do not fit the items: `notAnAttribute` on an item, an attribute without one.
  case invalidAttribute(String, reason: String)
  /// An item that is not a view or a layout guide, given to the item initialiser as `Any`.
  case invalidItem(String, reason: String)
  /// A baseline of a layout guide, which has none.
  case baselineOfGuide(String)
  /// A constant or multiplier that is not a finite number.
  case nonFinite(String)
  /// A constant beyond ±10¹⁵, or a multiplier other than 0 outside ±[10⁻⁶, 10⁶]: numbers no
  /// layout uses, whose precision the solver cannot keep (`Solver.largestMagnitude`,
  /// `Solver.coefficientMagnitudes`).
  case outOfRange(String)
  /// The items are in different hierarchies (activated before `addSubview`, typically).
  case noCommonAncestor(String)
  /// An item is not in any hierarchy: a guide not added to a view, or an item that is gone.
  case notInHierarchy(String)
  /// A priority outside (0, 1000] (spec decision 2).
  case invalidPriority(Float, constraint: String)
  /// A priority changed between required and optional on an active constraint.
  case requiredOptionalMutation(from: Float, to: Float, constraint: String)

  /// The constraint in the constraint language, then the rule it breaks.
  public var description: String { "\(constraint): \(rule)" }

  /// The constraint at fault, in the constraint language.
  public var constraint: String {
    switch self {
    case .mixedAxes(let c), .sizeAgainstPosition(let c), .positionAgainstConstant(let c),
      .leadingTrailingAgainstLeftRight(let c), .invalidAttribute(let c, _), .invalidItem(let c, _), .baselineOfGuide(let c), .nonFinite(let c),
      .outOfRange(let c), .noCommonAncestor(let c), .notInHierarchy(let c), .invalidPriority(_, let c),
      .requiredOptionalMutation(_, _, let c):
      c
    }
  }

  /// The rule the constraint breaks, in words, without the constraint: what the constraint
  /// language says at the part of the text at fault.
  public var rule: String {
    switch self {
    case .mixedAxes:
      "a horizontal attribute cannot be related to a vertical one"
    case .sizeAgainstPosition:
      "a size (width or height) cannot be related to a position (an edge, centre or baseline)"
    case .positionAgainstConstant:
      "a position cannot be set to a constant; only width and height can stand alone"
    case .leadingTrailingAgainstLeftRight:
      "leading/trailing cannot be related to left/right; use leading/trailing for both or neither"
    case .invalidAttribute(_, let reason), .invalidItem(_, let reason):
      reason
    case .baselineOfGuide:
      "a layout guide has no baselines"
    case .nonFinite:
      "the multiplier and constant must be finite numbers"
    case .outOfRange:
      "the constant must be within ±1e15 and the multiplier 0 or within ±[1e-6, 1e6]; no layout needs more"
    case .noCommonAncestor:
      "the items have no common ancestor; add them to the same view hierarchy before activating"
    case .notInHierarchy:
      "an item is not in a view hierarchy; add the guide to a view before activating"
    case .invalidPriority(let p, _):
      "priority \(LayoutPriority(p)) is outside (0, 1000]"
    case .requiredOptionalMutation(let from, let to, _):
      "an active constraint cannot change from \(from == 1000 ? "required" : "optional") to "
        + "\(to == 1000 ? "required" : "optional") (\(LayoutPriority(from)) to \(LayoutPriority(to))); "
        + "deactivate it first"
    }
  }
}
