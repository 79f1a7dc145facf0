import Foundation

/// What happened when a control sent its actions, as UIKit's `UIEvent`: the argument of
/// ``Control/sendAction(_:to:for:)``.
///
/// The model has no touches, so ``Control/sendActions(for:)`` passes nil, as UIKit does when
/// code rather than a touch sends the actions; code that needs an event may make one.
open class InteractionEvent {
  /// The kind of event, as UIKit's `UIEvent.EventType`, with its raw values.
  public enum EventType: Int, Sendable, Hashable {
    /// Touches on the screen.
    case touches = 0
    /// Motion of the device.
    case motion = 1
    /// A remote control's buttons.
    case remoteControl = 2
    /// Physical buttons pressed.
    case presses = 3
  }

  /// The kind of event; ``EventType/touches`` by default.
  public let type: EventType
  /// When the event happened, in seconds since an arbitrary start (UIKit counts from boot).
  public let timestamp: TimeInterval

  /// An event of `type` at `timestamp`.
  public init(type: EventType = .touches, timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime) {
    self.type = type
    self.timestamp = timestamp
  }
}
