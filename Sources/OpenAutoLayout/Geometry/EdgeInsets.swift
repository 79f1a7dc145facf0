import Foundation

/// Insets on the four physical edges of a rectangle, as UIKit's `UIEdgeInsets` and AppKit's
/// `NSEdgeInsets`.
///
/// It is Foundation's `NSEdgeInsets` (Foundation declares it off Apple's platforms too), so that
/// the name `NSEdgeInsets` in Mac code means one type, the one every model API takes, and not two
/// that clash. Physical insets do not flip in right-to-left layouts (behaviour-1 §1.16).
public typealias EdgeInsets = NSEdgeInsets

extension EdgeInsets: @retroactive Equatable, @retroactive Hashable {
  /// Whether the four insets are equal.
  public static func == (lhs: EdgeInsets, rhs: EdgeInsets) -> Bool {
    lhs.top == rhs.top && lhs.left == rhs.left && lhs.bottom == rhs.bottom && lhs.right == rhs.right
  }

  /// Hashes the four insets.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(top)
    hasher.combine(left)
    hasher.combine(bottom)
    hasher.combine(right)
  }
}

extension EdgeInsets: @retroactive CustomStringConvertible {
  /// The same inset on every edge.
  public init(all inset: CGFloat) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets(all: 0)

  /// The insets as leading and trailing edges for `direction`: left is leading in left-to-right.
  public func directional(for direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
    direction == .leftToRight
      ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
      : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
  }

  /// Each edge the larger of the two.
  func maximum(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: max(top, other.top), left: max(left, other.left),
      bottom: max(bottom, other.bottom), right: max(right, other.right))
  }

  static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left,
      bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }

  /// The insets as Swift prints UIKit's: `UIEdgeInsets(top: 8.0, left: 16.0, bottom: 8.0, right: 16.0)`.
  public var description: String { "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

/// Insets on the top, bottom, leading and trailing edges, as UIKit's `NSDirectionalEdgeInsets`.
///
/// Leading is the left edge in left-to-right layouts and the right edge in right-to-left ones.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Creates insets from the four edges.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all inset: CGFloat) {
    self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// No inset on any edge.
  public static let zero = DirectionalEdgeInsets(all: 0)

  /// The insets on physical edges for `direction`.
  public func physical(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
    direction == .leftToRight
      ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
      : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
  }

  /// The insets as Swift prints UIKit's:
  /// `NSDirectionalEdgeInsets(top: 8.0, leading: 16.0, bottom: 8.0, trailing: 16.0)`.
  public var description: String {
    "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
  }
}

/// Which way a layout reads: leading is on the left in left-to-right layouts. The raw values
/// are UIKit's `UIUserInterfaceLayoutDirection`'s.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable {
  case leftToRight = 0
  case rightToLeft = 1
}

extension CGFloat {
  /// The number as layouts print it: no fraction when whole (`8`, not `8.0`).
  var layoutText: String {
    let value = Double(self)
    if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
