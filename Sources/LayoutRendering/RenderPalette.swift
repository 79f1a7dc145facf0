/// The colours of marks and overlays, close to Xcode's canvas: constraints blue, conflicts red,
/// ambiguity purple (the choice), margins and safe area as translucent bands.
enum RenderPalette {
  static let constraint = "#1e6fe0"
  static let broken = "#e0201b"
  static let ambiguous = "#9b30d9"
  static let frame = "#6e6e73"
  static let guide = "#0a8f8f"
  static let margins = "#34c759"
  static let marginsOpacity = "0.22"
  static let safeArea = "#ff9500"
  static let safeAreaOpacity = "0.2"
  static let text = "#000000"
  /// UIKit's system tint, for button titles.
  static let tint = "#007aff"
  /// UIKit's placeholder grey.
  static let placeholder = "#a0a0a8"
  static let outline = "#8e8e93"
  static let canvasBackground = "#ffffff"
  static let chrome = "#3a3a3c"
}
