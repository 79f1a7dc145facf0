import Foundation
import OpenAutoLayout

/// AppKit's control metrics: its system fonts' sizes and its controls' alignment-rectangle
/// insets, as Interface Builder's stored frames show them (Guides/TextAndControls.md, AppKit).
///
/// Insets are top-down (top, left, bottom, right): the frame reaches that far past the
/// rectangle constraints act on.
public enum AppKitControlMetrics {
  /// `NSFont.systemFontSize`: 13 points, the regular control size's font.
  public static let systemFontSize: CGFloat = 13
  /// `NSFont.smallSystemFontSize`: 11 points, the small control size's font.
  public static let smallSystemFontSize: CGFloat = 11
  /// `NSFont.labelFontSize`: 10 points.
  public static let labelFontSize: CGFloat = 10
  /// `NSFont.menuFont(ofSize: 0)`'s size: 14 points (13 in older releases).
  public static let menuFontSize: CGFloat = 14

  /// A text field's frame reaches 2 points past its text at each side (Sparkle's labels pinned
  /// to a leading edge are stored at x = −2).
  public static let textFieldInsets = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
  /// A push button (rounded bezel): a 32-point frame around a 20-point bezel, 5 above, 7 below and
  /// 7 at each side (Sparkle's buttons pinned 20 from a window's edges are stored 13 from them, and
  /// 12 below a check box, 5 further).
  public static let pushButtonInsets = EdgeInsets(top: 5, left: 7, bottom: 7, right: 7)
  /// A push button's bezel height, the alignment rectangle's: 20 points.
  public static let pushButtonHeight: CGFloat = 20
  /// A check box or radio button: 1 point around its 14-point box above, below and before it
  /// (Sparkle's check boxes pinned 105 from an edge are stored at 104, 6 from a top at 5).
  public static let checkBoxInsets = EdgeInsets(top: 1, left: 1, bottom: 1, right: 0)
  /// A check box's box, the alignment rectangle's height: 14 points.
  public static let checkBoxSize: CGFloat = 14
  /// A pop-up button: a 25-point frame, 2 above, 3 at the sides and below (approximate).
  public static let popUpButtonInsets = EdgeInsets(top: 2, left: 3, bottom: 3, right: 3)
  /// A bar progress indicator: a 20-point frame, 1 point above and below its bar (Sparkle's bar
  /// 9 below a label is stored 8 below it).
  public static let progressBarInsets = EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
  /// A separator box's (`NSBox.BoxType.separator`) frame around its 1-point line: 2 points
  /// each side across the line (a horizontal separator's frame is 5 tall, its alignment
  /// rectangle 1), none along it.
  public static let separatorOutset: CGFloat = 2
  /// The thickness of a separator box's line, its alignment rectangle across it.
  public static let separatorThickness: CGFloat = 1

  /// The font size of a control size (`NSControl.ControlSize`): regular 13, small 11, mini 9.
  public static func fontSize(for controlSize: AppKitControlSize) -> CGFloat {
    switch controlSize {
    case .regular, .large: systemFontSize
    case .small: smallSystemFontSize
    case .mini: 9
    }
  }
}

/// `NSControl.ControlSize`, with AppKit's raw values: how big a control is drawn, and its font
/// (``AppKitControlMetrics/fontSize(for:)``).
public enum AppKitControlSize: UInt, Sendable, CaseIterable {
  /// The default size: 13-point text.
  case regular = 0
  /// 11-point text.
  case small = 1
  /// 9-point text.
  case mini = 2
  /// macOS 11's large size: 13-point text in a taller bezel.
  case large = 3
}

extension View {
  /// `width` × `height` of text in `font` on one line, rounded up to whole points as AppKit
  /// measures its controls' titles.
  func appKitTextSize(_ text: String, font: Font, measurer given: (any TextMeasurer)? = nil) -> CGSize {
    let measurer = font.resolved(given)
    let width = text.isEmpty ? 0 : measurer.width(of: text, pointSize: font.pointSize)
    let metrics = measurer.lineMetrics(pointSize: font.pointSize)
    return CGSize(width: CGFloat(width).rounded(.up), height: CGFloat(metrics.lineHeight).rounded(.up))
  }

  /// The first baseline of one line of `font` whose top is `top` points below the frame's top:
  /// its ascender, rounded up to a whole point.
  func appKitBaseline(of font: Font, lineTop top: CGFloat, measurer: (any TextMeasurer)? = nil) -> CGFloat {
    top + CGFloat(font.resolved(measurer).lineMetrics(pointSize: font.pointSize).ascender).rounded(.up)
  }
}
