import Foundation

/// A device's screen in one orientation: its size in points, the safe-area insets a full-screen
/// root view has with only the status bar showing, and the status bar's height.
///
/// The insets are the system's alone: navigation, tab and tool bars add to them (behaviour-1
/// §2.3: a navigation bar adds 44 points in portrait, 32 in compact-height landscape).
public struct ScreenMetrics: Sendable, Hashable {
  /// The orientation these metrics are for.
  public var orientation: Orientation
  /// The screen's size in points, as `UIScreen.bounds` in this orientation.
  public var size: CGSize
  /// The root view's `safeAreaInsets` with only the status bar showing.
  public var safeAreaInsets: EdgeInsets
  /// The status bar's height; 0 where the system hides it (iPhones in landscape).
  public var statusBarHeight: CGFloat

  /// Metrics from their parts.
  public init(orientation: Orientation, size: CGSize, safeAreaInsets: EdgeInsets, statusBarHeight: CGFloat) {
    self.orientation = orientation
    self.size = size
    self.safeAreaInsets = safeAreaInsets
    self.statusBarHeight = statusBarHeight
  }

  /// Whether the status bar is hidden.
  public var isStatusBarHidden: Bool { statusBarHeight == 0 }

  /// The safe area in the screen's coordinates: the bounds inset by ``safeAreaInsets``.
  public var safeAreaFrame: CGRect {
    CGRect(
      x: safeAreaInsets.left, y: safeAreaInsets.top,
      width: size.width - safeAreaInsets.left - safeAreaInsets.right,
      height: size.height - safeAreaInsets.top - safeAreaInsets.bottom)
  }

  // CGSize is not Hashable in every Foundation, so equality and hashing spell out its parts.
  /// Whether two metrics agree in every part.
  public static func == (lhs: ScreenMetrics, rhs: ScreenMetrics) -> Bool {
    lhs.orientation == rhs.orientation && lhs.size.width == rhs.size.width && lhs.size.height == rhs.size.height
      && lhs.safeAreaInsets == rhs.safeAreaInsets && lhs.statusBarHeight == rhs.statusBarHeight
  }

  /// Hashes every part that `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(orientation)
    hasher.combine(size.width)
    hasher.combine(size.height)
    hasher.combine(safeAreaInsets)
    hasher.combine(statusBarHeight)
  }
}
