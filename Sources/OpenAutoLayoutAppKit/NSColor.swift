import Foundation
import OpenAutoLayout

// AppKit's semantic colours in the light appearance (the model has no dark mode), so Mac code's
// `label.textColor = .secondaryLabelColor` compiles and draws as on a Mac in light mode. The
// values are those macOS 10.14 and later resolve to in the light appearance, as read from
// AppKit's colour panel (the label colours are black at an opacity); the accent colour is the
// default blue. They are close, not exact: AppKit's catalog colours are not published as numbers.
extension Color {
  /// Text of labels, black at 85 %: `NSColor.labelColor`.
  public static let labelColor = Color(white: 0, alpha: 0.85)
  /// Secondary text, black at 50 %: `NSColor.secondaryLabelColor`.
  public static let secondaryLabelColor = Color(white: 0, alpha: 0.5)
  /// Tertiary text (disabled), black at 26 %: `NSColor.tertiaryLabelColor`.
  public static let tertiaryLabelColor = Color(white: 0, alpha: 0.26)
  /// Quaternary text, black at 10 %: `NSColor.quaternaryLabelColor`.
  public static let quaternaryLabelColor = Color(white: 0, alpha: 0.1)
  /// Text in documents and fields, black: `NSColor.textColor`.
  public static let textColor = Color(white: 0, alpha: 1)
  /// A text field's placeholder, black at 25 %: `NSColor.placeholderTextColor`.
  public static let placeholderTextColor = Color(white: 0, alpha: 0.25)
  /// Behind text in documents and fields, white: `NSColor.textBackgroundColor`.
  public static let textBackgroundColor = Color(white: 1, alpha: 1)
  /// A control's face, white: `NSColor.controlColor`.
  public static let controlColor = Color(white: 1, alpha: 1)
  /// Behind large controls (tables, browsers), white: `NSColor.controlBackgroundColor`.
  public static let controlBackgroundColor = Color(white: 1, alpha: 1)
  /// Text on controls, black at 85 %: `NSColor.controlTextColor`.
  public static let controlTextColor = Color(white: 0, alpha: 0.85)
  /// Text on disabled controls, black at 25 %: `NSColor.disabledControlTextColor`.
  public static let disabledControlTextColor = Color(white: 0, alpha: 0.25)
  /// A window's background, #ECECEC: `NSColor.windowBackgroundColor`.
  public static let windowBackgroundColor = rgb(236, 236, 236)
  /// Behind a document's pages, #969696: `NSColor.underPageBackgroundColor`.
  public static let underPageBackgroundColor = rgb(150, 150, 150)
  /// The user's accent colour, the default blue #007AFF: `NSColor.controlAccentColor`.
  public static let controlAccentColor = rgb(0, 122, 255)
  /// Lines between content, black at 10 %: `NSColor.separatorColor`.
  public static let separatorColor = Color(white: 0, alpha: 0.1)
  /// Behind selected content in a key window, #0064E1: `NSColor.selectedContentBackgroundColor`.
  public static let selectedContentBackgroundColor = rgb(0, 100, 225)
  /// Behind selected content in a window that is not key, #DCDCDC:
  /// `NSColor.unemphasizedSelectedContentBackgroundColor`.
  public static let unemphasizedSelectedContentBackgroundColor = rgb(220, 220, 220)
  /// Behind selected text, #B3D7FF: `NSColor.selectedTextBackgroundColor`.
  public static let selectedTextBackgroundColor = rgb(179, 215, 255)
  /// A table's grid lines, #E6E6E6: `NSColor.gridColor`.
  public static let gridColor = rgb(230, 230, 230)
  /// Text of table headers, black at 85 %: `NSColor.headerTextColor`.
  public static let headerTextColor = Color(white: 0, alpha: 0.85)
  /// Links, #0068DA: `NSColor.linkColor`.
  public static let linkColor = rgb(0, 104, 218)
  /// The rows of a table in turn, white and #F4F5F5: `NSColor.alternatingContentBackgroundColors`.
  public static let alternatingContentBackgroundColors = [Color.white, rgb(244, 245, 245)]

  /// A colour from its components in the calibrated RGB space, as
  /// `NSColor(calibratedRed:green:blue:alpha:)`: the model has one space, sRGB.
  public init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A colour from its sRGB components, as `NSColor(srgbRed:green:blue:alpha:)`.
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A colour from its device RGB components, as `NSColor(deviceRed:green:blue:alpha:)` (sRGB
  /// here).
  public init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey in the calibrated space, as `NSColor(calibratedWhite:alpha:)` (sRGB here).
  public init(calibratedWhite white: CGFloat, alpha: CGFloat) {
    self.init(white: white, alpha: alpha)
  }

  /// A grey in the device space, as `NSColor(deviceWhite:alpha:)` (sRGB here).
  public init(deviceWhite white: CGFloat, alpha: CGFloat) {
    self.init(white: white, alpha: alpha)
  }

  /// A grey, as `NSColor(genericGamma22White:alpha:)` (sRGB here).
  public init(genericGamma22White white: CGFloat, alpha: CGFloat) {
    self.init(white: white, alpha: alpha)
  }

  /// A colour from 0–255 components.
  fileprivate static func rgb(_ red: Int, _ green: Int, _ blue: Int) -> Color {
    Color(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
  }
}
