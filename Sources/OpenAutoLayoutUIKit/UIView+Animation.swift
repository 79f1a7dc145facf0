import Foundation
import OpenAutoLayout

/// UIKit's block animations, reduced to their end state: the changes are made at once and the
/// completion is called with `true`.
///
/// Layout only needs the before and after frames (behaviour-2 §1.13): change constraints, then
/// call `layoutIfNeeded()` inside the block, as UIKit code does, and the new frames are in place
/// when the call returns. Durations, delays, springs and options are accepted and ignored.
extension View {
  /// Options for block animations, as UIKit's `UIView.AnimationOptions`. They have no effect
  /// here: changes are not animated.
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The option bits, as UIKit numbers them.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews at commit time.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats indefinitely.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs backwards and forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Eases in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Eases in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Eases out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Moves at a constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  /// Makes the changes in `animations` at once, as UIKit's `UIView.animate(withDuration:animations:)`.
  public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
    animations()
  }

  /// Makes the changes in `animations` at once, then calls `completion` with `true`, as UIKit's
  /// `UIView.animate(withDuration:animations:completion:)`.
  public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Makes the changes in `animations` at once, then calls `completion` with `true`, as UIKit's
  /// `UIView.animate(withDuration:delay:options:animations:completion:)`; the delay is ignored.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Makes the changes in `animations` at once, then calls `completion` with `true`, as UIKit's
  /// spring animation `UIView.animate(withDuration:delay:usingSpringWithDamping:…)`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }
}
