/// How much of an iPad's screen an app's window has: the whole screen, a share of it in Split
/// View, or the narrow Slide Over panel (behaviour-2 §2.2).
///
/// Split View (iOS 9 to iPadOS 18) gives an app 1/3, 1/2 or 2/3 of the width, with a 10-point
/// divider between the two apps; the half split exists in landscape only. The window keeps the
/// screen's full height. iPhones run every app full screen. iPadOS 26 replaced these fixed
/// fractions with freely resizable windows, which this model does not describe.
public enum Multitasking: String, CaseIterable, Sendable, Hashable {
  /// The whole screen.
  case fullScreen
  /// The wider share of an uneven Split View.
  case twoThirds
  /// Half of a landscape screen in Split View, less half the divider.
  case half
  /// The narrower share of an uneven Split View: an iPhone-sized column (320 or 375 points).
  case oneThird
  /// The floating panel over another app; as wide as the one-third column.
  case slideOver
}
