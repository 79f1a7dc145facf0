import Foundation
import OpenAutoLayout
import TextMeasurement

// AppKit's system fonts, NSFont's class members, over the text layer's `Font` (`NSFont` names
// it; DejaVu Sans stands in for San Francisco). `systemFont(ofSize:)`, `systemFont(ofSize:weight:)`,
// `boldSystemFont(ofSize:)`, `monospacedSystemFont(ofSize:weight:)` and
// `monospacedDigitSystemFont(ofSize:weight:)` are the text layer's own (UIKit has them too). The
// sizes are AppKit's (13, 11, 10), not UIKit's (14, 12, 17): a program importing both UIKit and
// AppKit must say which it means.
extension Font {
  /// The regular control size's font size, 13 points (`NSFont.systemFontSize`).
  public static var systemFontSize: CGFloat { AppKitControlMetrics.systemFontSize }
  /// The small control size's font size, 11 points (`NSFont.smallSystemFontSize`).
  public static var smallSystemFontSize: CGFloat { AppKitControlMetrics.smallSystemFontSize }
  /// The size of labels' font, 10 points (`NSFont.labelFontSize`).
  public static var labelFontSize: CGFloat { AppKitControlMetrics.labelFontSize }

  /// The font size of `controlSize`: 13 regular and large, 11 small, 9 mini, as AppKit's
  /// `systemFontSize(for:)`.
  public static func systemFontSize(for controlSize: AppKitControlSize) -> CGFloat {
    AppKitControlMetrics.fontSize(for: controlSize)
  }

  /// The system font at `size`, or at `fallback` for 0.
  private static func systemFont(ofSize size: CGFloat, fallback: CGFloat) -> Font {
    systemFont(ofSize: Double(size > 0 ? size : fallback))
  }

  /// The font of labels (the system font), 10 points for 0, as `labelFont(ofSize:)`.
  public static func labelFont(ofSize size: CGFloat) -> Font { systemFont(ofSize: size, fallback: labelFontSize) }
  /// The font of alerts' and panels' messages (the system font), 13 points for 0, as
  /// `messageFont(ofSize:)`.
  public static func messageFont(ofSize size: CGFloat) -> Font { systemFont(ofSize: size, fallback: systemFontSize) }
  /// The font of menus (the system font), 14 points for 0 (`AppKitControlMetrics.menuFontSize`),
  /// as `menuFont(ofSize:)`.
  public static func menuFont(ofSize size: CGFloat) -> Font {
    systemFont(ofSize: size, fallback: AppKitControlMetrics.menuFontSize)
  }
  /// The font of the menu bar (the system font), 14 points for 0, as `menuBarFont(ofSize:)`.
  public static func menuBarFont(ofSize size: CGFloat) -> Font { menuFont(ofSize: size) }
  /// The font of controls' content (the system font), 13 points for 0, as
  /// `controlContentFont(ofSize:)`.
  public static func controlContentFont(ofSize size: CGFloat) -> Font { systemFont(ofSize: size, fallback: systemFontSize) }
  /// The font of window titles (the bold system font), 13 points for 0, as
  /// `titleBarFont(ofSize:)`.
  public static func titleBarFont(ofSize size: CGFloat) -> Font { boldSystemFont(ofSize: size > 0 ? size : systemFontSize) }
  /// The font of tool tips (the system font), 11 points for 0, as `toolTipsFont(ofSize:)`.
  public static func toolTipsFont(ofSize size: CGFloat) -> Font { systemFont(ofSize: size, fallback: smallSystemFontSize) }
  /// The font of palettes (the system font), 13 points for 0, as `paletteFont(ofSize:)`.
  public static func paletteFont(ofSize size: CGFloat) -> Font { systemFont(ofSize: size, fallback: systemFontSize) }
  /// The user's default font for documents (the system font), 12 points for 0, as
  /// `userFont(ofSize:)`.
  public static func userFont(ofSize size: CGFloat) -> Font? { systemFont(ofSize: size, fallback: 12) }
  /// The user's default fixed-pitch font (the monospaced system font), 10 points for 0, as
  /// `userFixedPitchFont(ofSize:)`.
  public static func userFixedPitchFont(ofSize size: CGFloat) -> Font? {
    monospacedSystemFont(ofSize: size > 0 ? size : 10, weight: .regular)
  }
}
