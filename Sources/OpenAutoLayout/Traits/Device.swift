import Foundation

/// An iPhone or iPad model: its screen, and the traits, safe area and margins an app gets on it
/// in each orientation and multitasking mode.
///
/// The catalogue (``all``) holds every iPhone and iPad since the iPhone 5s; look one up by name
/// with ``named(_:)``. The numbers, and where each came from, are in `DeviceCatalogue+Screens.swift`;
/// where the spec lists a device its values win (they are the acceptance data, behaviour-2 §2),
/// so those devices show the iOS 12 values the book measured.
///
/// ```swift
/// let phone = Device.named("iPhone 8")!
/// phone.screen(.portrait).safeAreaInsets     // top 20
/// phone.traits(.landscape).verticalSizeClass // .compact
/// Device.named("iPad Pro 10.5\"")!.windowSize(.landscape, multitasking: .half)  // 551 × 834
/// ```
public struct Device: Sendable, Hashable, Identifiable, CustomStringConvertible {
  /// The marketing name, as Apple spells it: `iPhone 8`, `iPad Pro 10.5"`,
  /// `iPad (7th generation)`.
  public let name: String
  /// Other names the device is looked up by (``named(_:)``): `iPhone SE` for the first one.
  public let aliases: [String]
  /// Phone or pad.
  public let userInterfaceIdiom: UserInterfaceIdiom
  /// The screen design, shared with the other models built around it.
  let display: DeviceScreen

  init(_ name: String, aliases: [String] = [], _ idiom: UserInterfaceIdiom, _ display: DeviceScreen) {
    self.name = name
    self.aliases = aliases
    self.userInterfaceIdiom = idiom
    self.display = display
  }

  /// The name: a device is identified by it, as the catalogue holds one device per name.
  public var id: String { name }

  /// The name.
  public var description: String { name }

  /// The screen's width and height in points, portrait (behaviour-2 §2.1).
  public var portraitSize: CGSize { display.portraitSize }

  /// Points to rendered pixels, as `UIScreen.scale`: 2 or 3. Frames round to 1/`scale`.
  public var scale: CGFloat { display.scale }

  /// Points to physical pixels, as `UIScreen.nativeScale`: the Plus models render at 3x and
  /// downsample to about 2.608x, the 12 and 13 minis to 2.88x (behaviour-2 §2.1).
  public var nativeScale: CGFloat { display.nativeScale }

  /// The panel's physical pixels, portrait, as `UIScreen.nativeBounds`: the size in points
  /// times ``nativeScale`` (1080 × 1920 on the Plus models), except on the minis, whose panels
  /// are 1080 × 2340 (sources in `DeviceCatalogue+Screens.swift`).
  public var nativePixelSize: CGSize {
    if let pixels = display.nativePixels { return pixels }
    let size = display.portraitSize
    return CGSize(width: (size.width * nativeScale).rounded(), height: (size.height * nativeScale).rounded())
  }

  /// Whether the screen has a notch or Dynamic Island and a home indicator: insets on the
  /// bottom in portrait and on both sides in landscape.
  public var hasHomeIndicator: Bool { display.portraitInsets.bottom > 0 }

  /// The screen in `orientation`: size, safe-area insets with only the status bar, and the
  /// status bar's height (behaviour-1 §2.3, behaviour-2 §2.6).
  public func screen(_ orientation: Orientation) -> ScreenMetrics {
    ScreenMetrics(
      orientation: orientation, size: orientation.apply(to: display.portraitSize),
      safeAreaInsets: orientation == .portrait ? display.portraitInsets : display.landscapeInsets,
      statusBarHeight: orientation == .portrait ? display.portraitStatusBar : display.landscapeStatusBar)
  }

  /// The size of an app's window in `orientation` and `multitasking` mode, or nil where the
  /// device has no such mode: iPhones run full screen only, the half split is landscape only,
  /// and iPads before the Air 2 and mini 4 have Slide Over but no Split View.
  ///
  /// A Split View or Slide Over window keeps the screen's height (behaviour-2 §2.2).
  public func windowSize(_ orientation: Orientation, multitasking: Multitasking = .fullScreen) -> CGSize? {
    let screenSize = orientation.apply(to: display.portraitSize)
    if multitasking == .fullScreen { return screenSize }
    guard let width = display.multitasking?.width(multitasking, orientation) else { return nil }
    return CGSize(width: width, height: screenSize.height)
  }

  /// The traits of a full-screen app in `orientation` (behaviour-2 §2.2, S38): compact width and
  /// regular height in portrait on every iPhone; compact height in landscape, with regular
  /// width only on the iPhones 414 points wide or more (the Plus and Max models, the XR, 11 and
  /// Air); regular in both on every iPad.
  ///
  /// - Parameters:
  ///   - orientation: How the device is held.
  ///   - contentSizeCategory: The reader's text size.
  ///   - layoutDirection: Which way the app's language reads.
  public func traits(
    _ orientation: Orientation, contentSizeCategory: ContentSizeCategory = .large,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) -> TraitCollection {
    // Full screen exists on every device in both orientations.
    traits(
      orientation, multitasking: .fullScreen, contentSizeCategory: contentSizeCategory,
      layoutDirection: layoutDirection)!
  }

  /// The traits of an app in `orientation` and `multitasking` mode, or nil where the device has
  /// no such mode (as ``windowSize(_:multitasking:)``).
  ///
  /// An iPad window is always regular height. Its width class follows the book (behaviour-2
  /// §2.2), not its width alone: a 2/3 window is regular in landscape and compact in portrait;
  /// a landscape half is compact except on the 12.9- and 13-inch screens; 1/3 and Slide Over
  /// are compact.
  public func traits(
    _ orientation: Orientation, multitasking: Multitasking, contentSizeCategory: ContentSizeCategory = .large,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) -> TraitCollection? {
    guard windowSize(orientation, multitasking: multitasking) != nil else { return nil }
    let horizontal: UserInterfaceSizeClass
    let vertical: UserInterfaceSizeClass
    switch (userInterfaceIdiom, orientation) {
    case (.pad, _):
      horizontal = padWidthClass(orientation, multitasking)
      vertical = .regular
    case (_, .portrait):
      (horizontal, vertical) = (.compact, .regular)
    case (_, .landscape):
      (horizontal, vertical) = (display.landscapeWidthClass, .compact)
    }
    return TraitCollection(
      horizontalSizeClass: horizontal, verticalSizeClass: vertical, displayScale: display.scale,
      layoutDirection: layoutDirection, preferredContentSizeCategory: contentSizeCategory,
      userInterfaceIdiom: userInterfaceIdiom)
  }

  private func padWidthClass(_ orientation: Orientation, _ mode: Multitasking) -> UserInterfaceSizeClass {
    switch (mode, orientation) {
    case (.fullScreen, _), (.twoThirds, .landscape): .regular
    case (.half, .landscape): display.multitasking?.halfIsRegular == true ? .regular : .compact
    default: .compact
    }
  }

  /// The root view's system minimum layout margins, as `UIViewController.systemMinimumLayoutMargins`:
  /// 16 points on the leading and trailing edges; 20 on the large iPhones (those regular width
  /// in landscape: the Plus, XR and XS Max in §2.6) and wherever the width is regular; 0 on top
  /// and bottom, as the safe area supplies those (spec decision 6, behaviour-2 §2.6).
  ///
  /// - Parameter traits: The traits the root is laid out with, usually this device's
  ///   ``traits(_:contentSizeCategory:layoutDirection:)``.
  public func systemMinimumLayoutMargins(for traits: TraitCollection) -> DirectionalEdgeInsets {
    let isLargePhone = userInterfaceIdiom == .phone && display.landscapeWidthClass == .regular
    let side: CGFloat = isLargePhone || traits.horizontalSizeClass == .regular ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The screen's width in ems in `orientation`, for choosing a variable-width string
  /// (behaviour-2 §1.29, §2.3).
  public func emWidth(_ orientation: Orientation) -> Int {
    EmWidth.ems(in: orientation.apply(to: display.portraitSize).width)
  }

  /// Whether two devices have the same name; the catalogue holds one device per name.
  public static func == (lhs: Device, rhs: Device) -> Bool { lhs.name == rhs.name }

  /// Hashes the name, which identifies a device.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
