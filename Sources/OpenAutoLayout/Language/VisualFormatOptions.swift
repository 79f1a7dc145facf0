/// How a visual format string aligns its views and which way it runs, as UIKit's
/// `NSLayoutConstraint.FormatOptions` (behaviour-1 §1.9).
///
/// The raw values are Apple's (`NSLayoutFormatOptions`): each alignment option is
/// `1 << attribute`, with UIKit's attribute numbers (left 1 … firstBaseline 12), so options
/// written as raw values in ported code keep their meaning. An alignment option adds, between
/// each pair of adjacent views, a constraint equating that attribute; it must lie on the axis
/// perpendicular to the format's (`alignAllTop` in an `H:` format, `alignAllLeading` in a `V:`
/// one), or parsing fails.
public struct VisualFormatOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Align the views' left edges (vertical formats).
  public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
  /// Align the views' right edges (vertical formats).
  public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
  /// Align the views' top edges (horizontal formats).
  public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
  /// Align the views' bottom edges (horizontal formats).
  public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
  /// Align the views' leading edges (vertical formats).
  public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
  /// Align the views' trailing edges (vertical formats).
  public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
  /// Align the views' horizontal centres (vertical formats).
  public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
  /// Align the views' vertical centres (horizontal formats).
  public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
  /// Align the views' last baselines (horizontal formats).
  public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
  /// UIKit's old name for ``alignAllLastBaseline``.
  public static let alignAllBaseline = alignAllLastBaseline
  /// Align the views' first baselines (horizontal formats).
  public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)
  /// Every alignment bit.
  public static let alignmentMask = VisualFormatOptions(rawValue: 0xFFFF)

  /// Views run from the leading to the trailing edge: `H:` formats use leading and trailing,
  /// which flip in right-to-left layouts. The default (raw value 0).
  public static let directionLeadingToTrailing = VisualFormatOptions([])
  /// Views run from left to right in every layout direction: `H:` formats use left and right.
  public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
  /// Views run from right to left in every layout direction: the first view is rightmost.
  public static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)
  /// Both direction bits.
  public static let directionMask = VisualFormatOptions(rawValue: 3 << 16)

  /// Spacing in `V:` formats runs between the views' edges. The default (raw value 0).
  public static let spacingEdgeToEdge = VisualFormatOptions([])
  /// Spacing in `V:` formats runs from the upper view's last baseline to the lower view's first
  /// baseline; not allowed in `H:` formats.
  public static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 19)
  /// The spacing bit.
  public static let spacingMask = VisualFormatOptions(rawValue: 1 << 19)
}

extension VisualFormatOptions {
  /// How `H:` formats name their sides: by reading direction, or physically.
  enum Direction { case leadingToTrailing, leftToRight, rightToLeft }

  /// Apple reads only "right to left" exactly; any other non-zero direction means left to right.
  var direction: Direction {
    switch rawValue & Self.directionMask.rawValue {
    case 0: .leadingToTrailing
    case Self.directionRightToLeft.rawValue: .rightToLeft
    default: .leftToRight
    }
  }

  /// The attributes of the alignment bits that are set, in Apple's order (bit 1 to bit 12).
  /// Bits 7 and 8 are width and height: not named options, but Apple honours them.
  var alignmentAttributes: [LayoutAttribute] {
    let byBit: [LayoutAttribute] = [
      .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
      .firstBaseline,
    ]
    return byBit.enumerated().compactMap { index, attribute in
      rawValue & (1 << UInt(index + 1)) != 0 ? attribute : nil
    }
  }
}
