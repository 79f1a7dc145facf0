import Foundation
import Synchronization

/// A device's screen held one way up, as UIKit's `UIScreen`: its bounds in points, its pixels,
/// and the traits and safe area an app's full-screen window gets on it.
///
/// ``main`` is the iPhone 8's screen in portrait unless set (``defaultDevice`` says why);
/// set it to lay out as on another device:
///
/// ```swift
/// Screen.main = Screen(device: Device.named("iPhone 15 Pro")!, orientation: .landscape)
/// let window = Window()            // 852 × 393, safe area 59 on both sides, 21 at the bottom
/// ```
///
/// A screen does not change: rotating is making the landscape screen main. It may be read from
/// any thread.
public final class Screen: NSObject, Sendable {
  /// The device whose screen this is.
  public let device: Device
  /// How the device is held.
  public let orientation: Orientation
  /// The address descriptions show, taken on first use (as views take theirs).
  private let address = Mutex<DebugAddress?>(nil)

  /// The screen of `device` held in `orientation`.
  public init(device: Device, orientation: Orientation = .portrait) {
    self.device = device
    self.orientation = orientation
    super.init()
  }

  /// The device ``main`` shows unless set: the iPhone 8, the catalogue's reference for the
  /// book's measurements (behaviour-1 §2.3) and the device of the command's demo and of
  /// Interface Builder's default 4.7-inch canvas. Its metrics are round numbers (375 × 667 at
  /// 2x, a 20-point status bar, no home indicator), which keeps frames easy to derive by hand.
  public static var defaultDevice: Device {
    // The catalogue always holds it; the fallback keeps the lookup free of a force unwrap.
    Device.named("iPhone 8") ?? Device.iPhones[0]
  }

  /// The device's screen, as `UIScreen.main`: the shared application's (``Application``), the
  /// iPhone 8's in portrait unless set. Setting it changes the screen of windows made
  /// afterwards; windows already made keep theirs.
  ///
  /// Reading and setting take a lock, so `UIScreen.main.bounds` compiles and works from any
  /// context, isolated to the main actor or not.
  public static var main: Screen {
    get { Application.shared.mainScreen }
    set { Application.shared.mainScreen = newValue }
  }

  /// The screens attached, as `UIScreen.screens`: the main one.
  public static var screens: [Screen] { [main] }

  /// The screen's rectangle in points, as `UIScreen.bounds`: the device's size in this
  /// orientation, at the origin.
  public var bounds: CGRect { CGRect(origin: .zero, size: metrics.size) }

  /// The screen's rectangle in physical pixels, as `UIScreen.nativeBounds`: always portrait, as
  /// UIKit gives it whichever way the device is held.
  public var nativeBounds: CGRect { CGRect(origin: .zero, size: device.nativePixelSize) }

  /// Points to rendered pixels, as `UIScreen.scale`: 2 or 3.
  public var scale: CGFloat { device.scale }

  /// Points to physical pixels, as `UIScreen.nativeScale`: below ``scale`` where the rendering
  /// is downsampled (the Plus models and the minis).
  public var nativeScale: CGFloat { device.nativeScale }

  /// The traits of a full-screen app on this screen, as `UIScreen.traitCollection`: the
  /// device's size classes, scale and idiom, with the shared application's layout direction and
  /// text size.
  public var traitCollection: TraitCollection {
    let application = Application.shared
    return device.traits(
      orientation, contentSizeCategory: application.preferredContentSizeCategory,
      layoutDirection: application.userInterfaceLayoutDirection)
  }

  /// The safe-area insets of a full-screen window with only the status bar showing: the status
  /// bar (or the notch and home indicator) in this orientation.
  public var safeAreaInsets: EdgeInsets { metrics.safeAreaInsets }

  /// The screen's size, insets and status bar in this orientation.
  public var metrics: ScreenMetrics { device.screen(orientation) }

  /// The screen as UIKit describes it: `<UIScreen: 0x…; bounds = {{0, 0}, {375, 667}}>`.
  public override var description: String {
    let address = address.withLock { stored in
      if let stored { return stored }
      let new = DebugAddress.next(.item)
      stored = new
      return new
    }
    let size = metrics.size
    return "<\(appleClassName(of: self)): \(address); bounds = {{0, 0}, {\(size.width.appleText), \(size.height.appleText)}}>"
  }
}
