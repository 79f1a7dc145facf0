import Foundation

/// One screen design, shared by every model built around it: the numbers a row of the device
/// catalogue names (``Device/all``).
///
/// The constructors encode the two families of each idiom, so that a catalogue row states only
/// what differs: a home-button iPhone has a 20-point status bar in portrait and no insets in
/// landscape; a notched iPhone hides its status bar in landscape and keeps the same inset on
/// both sides, whichever side the notch is on (behaviour-1 §1.14); an iPad keeps its status bar
/// in both orientations.
struct DeviceScreen: Sendable {
  /// Width and height in points, portrait.
  let portraitSize: CGSize
  /// UIKit's scale: points to rendered pixels (`UIScreen.scale`).
  let scale: CGFloat
  /// Rendered pixels to physical pixels (`UIScreen.nativeScale`): below `scale` where the
  /// rendering is downsampled (the Plus models, the minis).
  let nativeScale: CGFloat
  /// The physical pixels, portrait, where they are not the size times ``nativeScale`` rounded:
  /// the minis' panels are 1080 × 2340, not 2339 (their downsampling is not exactly uniform).
  var nativePixels: CGSize? = nil
  /// Root safe-area insets with only the status bar, in each orientation.
  let portraitInsets: EdgeInsets
  let landscapeInsets: EdgeInsets
  /// Status bar heights; 0 where hidden.
  let portraitStatusBar: CGFloat
  let landscapeStatusBar: CGFloat
  /// The horizontal size class of a full-screen app in landscape: regular on iPads and on the
  /// iPhones 414 points wide or more, compact on the other iPhones (behaviour-2 §2.2; the HIG's
  /// size-class table for the later models).
  let landscapeWidthClass: UserInterfaceSizeClass
  /// iPad only: the window widths of each multitasking mode; nil on iPhones.
  let multitasking: MultitaskingWidths?

  /// An iPhone with a home button: status bar 20 in portrait, hidden in landscape, no other
  /// insets (behaviour-1 §2.3).
  static func homeButtonPhone(
    _ width: CGFloat, _ height: CGFloat, scale: CGFloat, nativeScale: CGFloat? = nil,
    landscape landscapeWidthClass: UserInterfaceSizeClass
  ) -> DeviceScreen {
    DeviceScreen(
      portraitSize: CGSize(width: width, height: height), scale: scale, nativeScale: nativeScale ?? scale,
      portraitInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: .zero,
      portraitStatusBar: 20, landscapeStatusBar: 0, landscapeWidthClass: landscapeWidthClass, multitasking: nil)
  }

  /// An iPhone with a notch or Dynamic Island and a home indicator: `top` and a 34-point
  /// bottom in portrait; in landscape no status bar, `top` on both sides and a 21-point bottom.
  /// The status bar is `top` tall, except around a Dynamic Island, whose safe area reaches
  /// below the bar (`statusBar`).
  static func notchedPhone(
    _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 3, nativeScale: CGFloat? = nil, nativePixels: CGSize? = nil,
    top: CGFloat, statusBar: CGFloat? = nil, landscape landscapeWidthClass: UserInterfaceSizeClass
  ) -> DeviceScreen {
    DeviceScreen(
      portraitSize: CGSize(width: width, height: height), scale: scale, nativeScale: nativeScale ?? scale,
      nativePixels: nativePixels, portraitInsets: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
      landscapeInsets: EdgeInsets(top: 0, left: top, bottom: 21, right: top),
      portraitStatusBar: statusBar ?? top, landscapeStatusBar: 0, landscapeWidthClass: landscapeWidthClass,
      multitasking: nil)
  }

  /// An iPad with a home button: a 20-point status bar on top in both orientations.
  static func homeButtonPad(_ width: CGFloat, _ height: CGFloat, multitasking: MultitaskingWidths) -> DeviceScreen {
    pad(width, height, top: 20, bottom: 0, multitasking: multitasking)
  }

  /// An iPad with a home indicator (Face ID, or Touch ID in the top button): a 24-point status
  /// bar and a 20-point bottom inset in both orientations.
  static func homeIndicatorPad(_ width: CGFloat, _ height: CGFloat, multitasking: MultitaskingWidths) -> DeviceScreen
  {
    pad(width, height, top: 24, bottom: 20, multitasking: multitasking)
  }

  private static func pad(
    _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat, multitasking: MultitaskingWidths
  ) -> DeviceScreen {
    let insets = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    return DeviceScreen(
      portraitSize: CGSize(width: width, height: height), scale: 2, nativeScale: 2, portraitInsets: insets,
      landscapeInsets: insets, portraitStatusBar: top, landscapeStatusBar: top, landscapeWidthClass: .regular,
      multitasking: multitasking)
  }
}

/// An iPad's window width in each multitasking mode and orientation; a missing entry is a mode
/// the iPad does not offer (behaviour-2 §2.2).
struct MultitaskingWidths: Sendable {
  let landscape: [Multitasking: CGFloat]
  let portrait: [Multitasking: CGFloat]
  /// Whether the landscape half split is regular width: only on the 12.9- and 13-inch screens
  /// (behaviour-2 §2.2: "Landscape 1/2: Compact for both apps, EXCEPT on the 12.9" iPad Pro").
  let halfIsRegular: Bool

  /// Split View and Slide Over. Slide Over is as wide as the one-third column (§2.2's table
  /// heads that column "1/3 (and Slide Over)"). Portrait has no half split.
  static func splitView(
    landscape: (twoThirds: CGFloat, half: CGFloat, oneThird: CGFloat),
    portrait: (twoThirds: CGFloat, oneThird: CGFloat), halfIsRegular: Bool = false
  ) -> MultitaskingWidths {
    MultitaskingWidths(
      landscape: [
        .twoThirds: landscape.twoThirds, .half: landscape.half, .oneThird: landscape.oneThird,
        .slideOver: landscape.oneThird,
      ],
      portrait: [.twoThirds: portrait.twoThirds, .oneThird: portrait.oneThird, .slideOver: portrait.oneThird],
      halfIsRegular: halfIsRegular)
  }

  /// Slide Over only: the iPads before the iPad Air 2 and iPad mini 4 have no Split View.
  static let slideOverOnly = MultitaskingWidths(
    landscape: [.slideOver: 320], portrait: [.slideOver: 320], halfIsRegular: false)

  /// The width in `mode` and `orientation`, nil where the mode does not exist.
  func width(_ mode: Multitasking, _ orientation: Orientation) -> CGFloat? {
    (orientation == .landscape ? landscape : portrait)[mode]
  }
}
