/// The part of a layout item's alignment rectangle that a constraint relates, as UIKit's
/// `NSLayoutConstraint.Attribute`. The raw values are UIKit's (`LayoutAttribute(rawValue: 1)` is
/// ``left``).
public enum LayoutAttribute: Int, Sendable, CaseIterable, CustomStringConvertible {
  case left = 1, right, top, bottom, leading, trailing
  case width, height
  case centerX, centerY
  case lastBaseline, firstBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins
  /// The placeholder for the missing second item of a constant constraint.
  case notAnAttribute = 0

  /// UIKit's old name for `lastBaseline`.
  public static let baseline = LayoutAttribute.lastBaseline

  /// The attribute's class: horizontal position, vertical position or size.
  public enum Kind: Sendable, Hashable {
    case xPosition, yPosition, dimension, none
  }

  /// Whether the attribute is a horizontal or vertical position, or a size.
  public var kind: Kind {
    switch self {
    case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      .xPosition
    case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      .yPosition
    case .width, .height: .dimension
    case .notAnAttribute: .none
    }
  }

  /// The axis the attribute belongs to; nil for `notAnAttribute`.
  public var axis: LayoutAxis? {
    switch self {
    case .width: .horizontal
    case .height: .vertical
    case .notAnAttribute: nil
    default: kind == .xPosition ? .horizontal : .vertical
    }
  }

  /// Whether it is a position (an edge, a centre or a baseline) rather than a size.
  public var isPosition: Bool { kind == .xPosition || kind == .yPosition }

  /// Whether it names a side by reading direction (leading, trailing and their margins).
  public var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }

  /// Whether it names a physical side (left, right and their margins).
  public var isAbsoluteHorizontal: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: true
    default: false
    }
  }

  /// Whether it is a baseline, which only views have.
  public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

  /// For a margin attribute, the plain attribute of the margins guide it stands for.
  public var withoutMargin: LayoutAttribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }

  /// The name used in the constraint language (layout-document.md §2) and in UIKit's logs.
  public var description: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }
}

/// How the two sides of a constraint relate, as UIKit's `NSLayoutConstraint.Relation`, with its
/// raw values.
public enum LayoutRelation: Int, Sendable, CustomStringConvertible {
  case lessThanOrEqual = -1
  case equal = 0
  case greaterThanOrEqual = 1

  public var description: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}

/// A layout axis, as UIKit's `NSLayoutConstraint.Axis` (horizontal 0, vertical 1).
public enum LayoutAxis: Int, Sendable, CaseIterable {
  case horizontal
  case vertical
}
