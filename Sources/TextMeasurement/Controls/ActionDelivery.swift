import Foundation
import OpenAutoLayout

/// How a target–action pair reaches its target, shared by UIKit's controls (``Control``) and
/// AppKit's (``AppKitControl``): there is no Objective-C runtime to call a selector by name, so
/// the target adopts `ActionTarget`.
enum ActionDelivery {
  /// Hands `action` to `target`'s `ActionTarget/perform(_:sender:)` with `sender` as the sender;
  /// a nil target is the first `ActionTarget` along `sender`'s responder chain (the view, up its
  /// superviews, each followed by its view controller). A target that does not adopt
  /// `ActionTarget` cannot be called: Objective-C's "unrecognized selector" message is written to
  /// standard error instead.
  ///
  /// - Returns: Whether a target performed the action.
  @discardableResult
  static func deliver(_ action: Selector, to target: Any?, from sender: View) -> Bool {
    let receiver: AnyObject? =
      if let target { target as AnyObject } else { sender.responderChain.first { $0 is ActionTarget } }
    if let receiver = receiver as? ActionTarget {
      receiver.perform(action, sender: sender)
      return true
    }
    let name = receiver.map { String(describing: type(of: $0)) } ?? "nil"
    FileHandle.standardError.write(
      Data("-[\(name) \(action.name)]: unrecognized selector sent to instance (adopt ActionTarget)\n".utf8))
    return false
  }
}
