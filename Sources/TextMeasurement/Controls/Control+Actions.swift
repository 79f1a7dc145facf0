import Foundation
import OpenAutoLayout

extension Control {
  /// A control with `frame` whose primary action is `primaryAction`, as UIKit's
  /// `init(frame:primaryAction:)` (iOS 14): the action is registered for
  /// `.primaryActionTriggered`.
  public convenience init(frame: CGRect, primaryAction: Action?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Registers `action` for `controlEvents`, as UIKit's `addAction(_:for:)` (iOS 14). A control
  /// holds one action per identifier: an action with the identifier of one already registered
  /// replaces it (and its events).
  public func addAction(_ action: Action, for controlEvents: Event) {
    if let index = registrations.firstIndex(where: { $0.action?.identifier == action.identifier }) {
      registrations[index] = ControlRegistration(receiver: .action(action), events: controlEvents)
    } else {
      registrations.append(ControlRegistration(receiver: .action(action), events: controlEvents))
    }
  }

  /// Unregisters `action` for `controlEvents`, as UIKit's `removeAction(_:for:)`; it is
  /// removed once it has no events left.
  public func removeAction(_ action: Action, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Unregisters the action with `identifier` for `controlEvents`, as UIKit's
  /// `removeAction(identifiedBy:for:)`.
  public func removeAction(identifiedBy identifier: Action.Identifier, for controlEvents: Event) {
    for index in registrations.indices where registrations[index].action?.identifier == identifier {
      registrations[index].events.subtract(controlEvents)
    }
    registrations.removeAll { $0.events.isEmpty }
  }

  /// The registered action with `identifier` and the events it is for; nil when there is none.
  public func action(identifiedBy identifier: Action.Identifier) -> (action: Action, events: Event)? {
    for registration in registrations {
      if let action = registration.action, action.identifier == identifier { return (action, registration.events) }
    }
    return nil
  }

  /// Performs the control's primary action, as UIKit's `performPrimaryAction()` (iOS 17.4):
  /// sends the actions registered for `.primaryActionTriggered`.
  public func performPrimaryAction() {
    sendActions(for: .primaryActionTriggered)
  }
}

extension ControlRegistration {
  /// The action, when this registration is one.
  var action: Action? {
    if case .action(let action) = receiver { return action }
    return nil
  }
}
