import OpenAutoLayout

/// A device's screen: UIKit's `UIScreen`, the model's `Screen`.
///
/// `UIScreen.main` is the iPhone 8's screen in portrait (375 × 667 at 2x) unless set:
/// `UIScreen.main = UIScreen(device: Device.named("iPhone 15 Pro")!, orientation: .landscape)`.
/// `bounds`, `nativeBounds`, `scale`, `nativeScale`, `traitCollection` and `coordinateSpace`
/// work as in UIKit. `UIScreen.main` takes a lock rather than the main actor, so it may be read
/// from any context.
public typealias UIScreen = Screen

/// A rectangle with its own coordinates, as UIKit's `UICoordinateSpace`: what layout code reads
/// of it is the bounds.
public protocol UICoordinateSpace: AnyObject {
  /// The space's rectangle in its own coordinates.
  var bounds: CGRect { get }
}

extension View: UICoordinateSpace {}

extension Screen: UICoordinateSpace {
  /// The screen's coordinate space, as `UIScreen.coordinateSpace`: its bounds, which turn with
  /// the device.
  public var coordinateSpace: any UICoordinateSpace { self }
}
