import Foundation

extension GravityStackView {
  /// The direction a stack arranges its views in, as AppKit's `NSUserInterfaceLayoutOrientation`
  /// (AppKit's raw values).
  public enum Orientation: Int, Sendable, Hashable, CaseIterable {
    /// Left to right (right to left in a right-to-left layout).
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1

    /// The layout axis the views are arranged along.
    public var axis: LayoutAxis { self == .horizontal ? .horizontal : .vertical }
  }

  /// The three areas a stack arranges its views in, as AppKit's `NSStackView.Gravity` (AppKit's
  /// raw values): ``leading`` (``top`` in a vertical stack), ``center`` and ``trailing``
  /// (``bottom``). Only ``Distribution/gravityAreas`` places the areas apart; the other
  /// distributions arrange the views of all three in order.
  public enum Gravity: Int, Sendable, Hashable, CaseIterable {
    /// The leading area of a horizontal stack (its left in a left-to-right layout), or the top
    /// area of a vertical one.
    case leading = 1
    /// The middle area, centred in the stack when the other areas leave room.
    case center = 2
    /// The trailing area of a horizontal stack, or the bottom area of a vertical one.
    case trailing = 3

    /// The top area of a vertical stack: ``leading``.
    public static var top: Gravity { .leading }
    /// The bottom area of a vertical stack: ``trailing``.
    public static var bottom: Gravity { .trailing }
  }

  /// How a stack sizes and places its views along its orientation, as AppKit's
  /// `NSStackView.Distribution` (AppKit's raw values).
  public enum Distribution: Int, Sendable, Hashable, CaseIterable {
    /// The default: the gravity areas are placed at the leading edge, in the centre and at the
    /// trailing edge, at least ``GravityStackView/spacing`` apart; the stack's hugging priority
    /// decides whether it shrinks onto them.
    case gravityAreas = -1
    /// The views fill the stack with exact spacing (required hugging along the orientation); the
    /// view with the lowest hugging priority stretches.
    case fill = 0
    /// The views fill the stack with exact spacing and are all the same length.
    case fillEqually = 1
    /// The views fill the stack with exact spacing, in proportion to their intrinsic lengths.
    case fillProportionally = 2
    /// The views keep their lengths; the gaps between them are equal, at least the spacing.
    case equalSpacing = 3
    /// The distances between the views' centres are equal while the gaps stay at least the spacing.
    case equalCentering = 4
  }

  /// How strongly a view stays attached when the stack becomes too small for it, as AppKit's
  /// `NSStackView.VisibilityPriority`: an Auto Layout priority.
  ///
  /// The stack detaches views in order of increasing visibility priority (among equal ones, the
  /// later view first) when it cannot hold them all; ``mustHold`` never detaches, ``notVisible``
  /// always does.
  public struct VisibilityPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
  {
    /// The priority, from 0 to 1000.
    public var rawValue: Float
    /// A visibility priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A visibility priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A visibility priority of `value`.
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// A visibility priority of `value`.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000, the default: the view never detaches.
    public static let mustHold = VisibilityPriority(1000)
    /// 900: the view detaches only when the stack cannot show it fully.
    public static let detachOnlyIfNecessary = VisibilityPriority(900)
    /// 0: the view is always detached.
    public static let notVisible = VisibilityPriority(0)

    /// Whether `lhs` holds a view less strongly than `rhs`.
    public static func < (lhs: VisibilityPriority, rhs: VisibilityPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}

/// Told when a ``GravityStackView`` detaches views it cannot hold or reattaches them, as
/// AppKit's `NSStackViewDelegate`. Not told of views detached because they are hidden, nor of
/// views the code removes.
public protocol GravityStackViewDelegate: AnyObject {
  /// The stack is about to detach `views` (lowest visibility priority first).
  func stackView(_ stackView: GravityStackView, willDetach views: [View])
  /// The stack has reattached `views`.
  func stackView(_ stackView: GravityStackView, didReattach views: [View])
}

extension GravityStackViewDelegate {
  /// Does nothing.
  public func stackView(_ stackView: GravityStackView, willDetach views: [View]) {}
  /// Does nothing.
  public func stackView(_ stackView: GravityStackView, didReattach views: [View]) {}
}
