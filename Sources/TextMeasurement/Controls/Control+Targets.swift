import Foundation
import OpenAutoLayout

/// One registration of a control: a target–action pair or an action, with the events it is for.
struct ControlRegistration {
  enum Receiver {
    /// A target–action pair (``Control/addTarget(_:action:for:)``).
    case target(ActionTargetReference, Selector)
    /// A closure (``Control/addAction(_:for:)``).
    case action(Action)
  }

  var receiver: Receiver
  var events: Control.Event
}

/// A control's target: held weakly when it is an object, as UIKit holds targets; nil for the
/// responder chain.
struct ActionTargetReference {
  private weak var object: AnyObject?
  /// A value that is not an object (kept as it was given; UIKit's targets are always objects).
  private let value: Any?
  /// Whether the registration was made with a nil target.
  let isNil: Bool
  /// Whether the object it held has been freed.
  var isFreed: Bool { !isNil && object == nil && value == nil }

  init(_ target: Any?) {
    if let target, type(of: target as Any) is AnyClass {
      object = target as AnyObject
      value = nil
    } else {
      object = nil
      value = target
    }
    isNil = target == nil
  }

  /// The target to deliver to: the object, the value, or nil for the responder chain.
  var target: Any? { object ?? value }

  /// Whether `other` is this target: the same object, or both nil.
  func matches(_ other: Any?) -> Bool {
    guard let other else { return isNil }
    guard let object else { return false }
    return object === (other as AnyObject)
  }

  /// The target as a member of ``Control/allTargets``: the object itself when it is hashable,
  /// its identity otherwise, and `NSNull` for the responder chain, as UIKit reports a nil target.
  var hashable: AnyHashable? {
    if isNil { return AnyHashable(NSNull()) }
    if let hashable = object as? AnyHashable { return hashable }
    return object.map { AnyHashable(ObjectIdentifier($0)) }
  }
}

extension Control {
  /// Registers `action` on `target` for `controlEvents`, as UIKit's `addTarget(_:action:for:)`.
  ///
  /// The target is held weakly; a nil target means the first `ActionTarget` along the
  /// responder chain when the action is sent. Adding a pair that is already registered adds the
  /// events to it, so it is still called once per ``sendActions(for:)``.
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    pruneFreedTargets()
    if let index = registrations.firstIndex(where: { $0.isPair(target: target, action: action) }) {
      registrations[index].events.formUnion(controlEvents)
    } else {
      registrations.append(
        ControlRegistration(receiver: .target(ActionTargetReference(target), action), events: controlEvents))
    }
  }

  /// Unregisters target–action pairs for `controlEvents`, as UIKit's
  /// `removeTarget(_:action:for:)`: a nil `target` stands for every target and a nil `action`
  /// for every action of the target. A pair left with no events is removed.
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    for index in registrations.indices {
      guard case .target(let reference, let selector) = registrations[index].receiver else { continue }
      let targetMatches = target == nil || reference.matches(target)
      guard targetMatches, action == nil || action == selector else { continue }
      registrations[index].events.subtract(controlEvents)
    }
    registrations.removeAll { $0.events.isEmpty }
    pruneFreedTargets()
  }

  /// Every target with a registered action, as UIKit's `allTargets`: `NSNull()` stands for a nil
  /// target (the responder chain); an object that is not hashable is its `ObjectIdentifier`.
  public var allTargets: Set<AnyHashable> {
    Set(registrations.compactMap { registration in
      guard case .target(let reference, _) = registration.receiver, !reference.isFreed else { return nil }
      return reference.hashable
    })
  }

  /// Every event some target–action pair or action is registered for, as UIKit's
  /// `allControlEvents`.
  public var allControlEvents: Event {
    registrations.reduce(into: Event()) { events, registration in
      if case .target(let reference, _) = registration.receiver, reference.isFreed { return }
      events.formUnion(registration.events)
    }
  }

  /// The names of the actions registered on `target` for `controlEvent`, as UIKit's
  /// `actions(forTarget:forControlEvent:)`; nil when there are none. A nil target asks about the
  /// pairs registered with a nil target.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let names = registrations.compactMap { registration -> String? in
      guard case .target(let reference, let action) = registration.receiver, reference.matches(target),
        registration.events.contains(controlEvent)
      else { return nil }
      return action.name
    }
    return names.isEmpty ? nil : names
  }

  /// Sends the actions registered for any of `controlEvents`, as UIKit's `sendActions(for:)`:
  /// in registration order, each target–action pair through ``sendAction(_:to:for:)`` with no
  /// event and each ``Action`` through ``sendAction(_:)``. Pairs and actions added or removed by
  /// an action take effect from the next call.
  public func sendActions(for controlEvents: Event) {
    let matching = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
    for registration in matching {
      switch registration.receiver {
      case .target(let reference, let action):
        guard !reference.isFreed else { continue }
        sendAction(action, to: reference.target, for: nil)
      case .action(let action):
        sendAction(action)
      }
    }
  }

  /// Forgets pairs whose target has been freed.
  private func pruneFreedTargets() {
    registrations.removeAll { registration in
      if case .target(let reference, _) = registration.receiver { return reference.isFreed }
      return false
    }
  }
}

extension ControlRegistration {
  /// Whether this is the pair of `target` and `action`.
  func isPair(target: Any?, action: Selector) -> Bool {
    guard case .target(let reference, let selector) = receiver else { return false }
    return selector == action && reference.matches(target)
  }
}
