import Foundation
import OpenAutoLayout

/// How lines of text sit across their area, as UIKit's `NSTextAlignment`, with its raw values.
///
/// Alignment places the lines a control shows (``Label/displayedLines``,
/// ``TextField/displayedLine``); it never changes a control's size or its layout.
public enum TextAlignment: Int, Sendable, Hashable, CaseIterable {
  /// Each line starts at the left edge.
  case left = 0
  /// Each line is centred.
  case center = 1
  /// Each line ends at the right edge.
  case right = 2
  /// Lines fill the width, the last one aligned naturally. Drawn here as ``natural``: the
  /// spaces are not stretched.
  case justified = 3
  /// Left in a left-to-right layout, right in a right-to-left one. UILabel's default.
  case natural = 4

  /// The x where a line of `lineWidth` starts in an area from `minX`, `width` wide, in a view
  /// that lays out in `direction`. A line wider than the area (clipped text) starts at the
  /// area's left edge, whatever the alignment.
  public func lineStart(
    lineWidth: CGFloat, minX: CGFloat = 0, width: CGFloat, direction: UserInterfaceLayoutDirection = .leftToRight
  ) -> CGFloat {
    let room = max(0, width - lineWidth)
    switch self {
    case .left: return minX
    case .center: return minX + room / 2
    case .right: return minX + room
    case .justified, .natural: return direction == .rightToLeft ? minX + room : minX
    }
  }
}
