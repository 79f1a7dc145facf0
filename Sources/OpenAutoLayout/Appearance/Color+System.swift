import Foundation

// UIKit's system colours in the light appearance (the model has no dark mode), so
// `label.textColor = .secondaryLabel` and `view.backgroundColor = .systemBackground` compile and
// draw as on an iPhone in light mode.
//
// Sources: the standard colours are Apple's Human Interface Guidelines ("Color", iOS light
// values; systemTeal is iOS 15's #30B0C7, not iOS 13's #5AC8FA), the same values the layout
// documents' colour names use. The element colours (labels, fills, backgrounds, separators) are
// the iOS 13 light values Noah Gilmore printed from UIKit ("Backwards compatibility for iOS 13
// system colors", noahgilmore.com, 2019): the label greys are #3C3C43 at an opacity, the fills
// #787880 and #767680 at an opacity.

extension Color {
  /// A colour from 0–255 components, as design tools give them.
  static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> Color {
    Color(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
  }

  // MARK: Standard colours

  /// #FF3B30.
  public static let systemRed = rgb(255, 59, 48)
  /// #FF9500.
  public static let systemOrange = rgb(255, 149, 0)
  /// #FFCC00.
  public static let systemYellow = rgb(255, 204, 0)
  /// #34C759.
  public static let systemGreen = rgb(52, 199, 89)
  /// #00C7BE (iOS 15).
  public static let systemMint = rgb(0, 199, 190)
  /// #30B0C7 (iOS 15).
  public static let systemTeal = rgb(48, 176, 199)
  /// #32ADE6 (iOS 15).
  public static let systemCyan = rgb(50, 173, 230)
  /// #007AFF: the default tint, of buttons and links.
  public static let systemBlue = rgb(0, 122, 255)
  /// #5856D6.
  public static let systemIndigo = rgb(88, 86, 214)
  /// #AF52DE.
  public static let systemPurple = rgb(175, 82, 222)
  /// #FF2D55.
  public static let systemPink = rgb(255, 45, 85)
  /// #A2845E.
  public static let systemBrown = rgb(162, 132, 94)
  /// #8E8E93.
  public static let systemGray = rgb(142, 142, 147)
  /// #AEAEB2.
  public static let systemGray2 = rgb(174, 174, 178)
  /// #C7C7CC.
  public static let systemGray3 = rgb(199, 199, 204)
  /// #D1D1D6.
  public static let systemGray4 = rgb(209, 209, 214)
  /// #E5E5EA.
  public static let systemGray5 = rgb(229, 229, 234)
  /// #F2F2F7.
  public static let systemGray6 = rgb(242, 242, 247)
  /// The default tint, as `UIColor.tintColor` resolves without a view: ``systemBlue``.
  public static let tintColor = systemBlue

  // MARK: Text

  /// Primary text: opaque black.
  public static let label = rgb(0, 0, 0)
  /// Secondary text: #3C3C43 at 60 %.
  public static let secondaryLabel = rgb(60, 60, 67, 0.6)
  /// Tertiary text: #3C3C43 at 30 %.
  public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
  /// Quaternary text: #3C3C43 at 18 %.
  public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
  /// Placeholder text in text fields: #3C3C43 at 30 %.
  public static let placeholderText = rgb(60, 60, 67, 0.3)
  /// Links: #007AFF.
  public static let link = rgb(0, 122, 255)
  /// Text on light backgrounds in either appearance: opaque black.
  public static let darkText = rgb(0, 0, 0)
  /// Text on dark backgrounds in either appearance: white at 60 %.
  public static let lightText = rgb(255, 255, 255, 0.6)

  // MARK: Backgrounds

  /// The main background: white.
  public static let systemBackground = rgb(255, 255, 255)
  /// Content layered on the main background: #F2F2F7.
  public static let secondarySystemBackground = rgb(242, 242, 247)
  /// Content layered on secondary backgrounds: white.
  public static let tertiarySystemBackground = rgb(255, 255, 255)
  /// The background of grouped content (grouped tables): #F2F2F7.
  public static let systemGroupedBackground = rgb(242, 242, 247)
  /// Content layered on the grouped background: white.
  public static let secondarySystemGroupedBackground = rgb(255, 255, 255)
  /// Content layered on secondary grouped backgrounds: #F2F2F7.
  public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)

  // MARK: Fills and separators

  /// Thin, small shapes (a switch's track): #787880 at 20 %.
  public static let systemFill = rgb(120, 120, 128, 0.2)
  /// Medium shapes: #787880 at 16 %.
  public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
  /// Large shapes (text fields, search bars): #767680 at 12 %.
  public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
  /// Large areas: #747480 at 8 %.
  public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
  /// Thin separators, showing some of what is behind: #3C3C43 at 29 %.
  public static let separator = rgb(60, 60, 67, 0.29)
  /// Opaque separators: #C6C6C8.
  public static let opaqueSeparator = rgb(198, 198, 200)
}
