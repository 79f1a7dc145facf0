import Foundation
import OpenAutoLayout

/// A view that turns interaction into actions, as UIKit's `UIControl`: the common superclass of
/// ``Button``, ``Switch``, ``Slider``, ``Stepper``, ``SegmentedControl`` and ``TextField``.
///
/// **State.** ``isEnabled``, ``isSelected`` and ``isHighlighted`` make up ``state``; a button
/// shows the title and image set for its current state, so they can change its size.
///
/// **Actions.** Register closures with ``addAction(_:for:)`` (UIKit's `UIAction`) or
/// target–action pairs with ``addTarget(_:action:for:)``; ``sendActions(for:)`` delivers every
/// registration whose events match, in the order they were registered (there are no touches:
/// code, or a test, says which events happened). A closure is called directly. A selector cannot
/// be called by name without an Objective-C runtime, so ``sendAction(_:to:for:)`` (UIKit's,
/// `open` as there) hands a target–action pair to a target that adopts `ActionTarget`; a nil
/// target is looked for along the responder chain (the control, its superviews and their view
/// controllers). Targets are held weakly, as UIKit holds them.
open class Control: View {
  /// Whether the control takes interaction; true by default. False adds `.disabled`
  /// to ``state``.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { stateDidChange() } }
  }
  /// Whether the control is selected; false by default. True adds `.selected`.
  open var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }
  /// Whether a touch is down inside the control; false by default. True adds
  /// `.highlighted`.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }
  /// How content sits across the bounds; ``ContentHorizontalAlignment/center`` by default. A
  /// button places its title and image by it.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
    didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
  }
  /// How content sits up and down the bounds; ``ContentVerticalAlignment/center`` by default.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center {
    didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
  }

  /// The target–action pairs and actions, in the order they were registered
  /// (Control+Targets.swift, Control+Actions.swift).
  var registrations: [ControlRegistration] = []

  /// A control with `frame`, which translates its autoresizing mask into constraints, as every
  /// UIKit view made with `init(frame:)` does.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the control as a storyboard would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Delivers `action` to `target`, as UIKit's `sendAction(_:to:for:)`; ``sendActions(for:)``
  /// calls it for each matching target–action pair, so a subclass can override it to watch or
  /// redirect actions.
  ///
  /// The default hands the action to `target`'s `ActionTarget/perform(_:sender:)` with this
  /// control as the sender. A nil target is the first `ActionTarget` along the responder chain
  /// (this control, then up its superviews, each followed by its view controller). A target
  /// that does not adopt `ActionTarget` cannot be called: UIKit's "unrecognized selector"
  /// message is written to standard error and nothing else happens.
  open func sendAction(_ action: Selector, to target: Any?, for event: InteractionEvent?) {
    ActionDelivery.deliver(action, to: target, from: self)
  }

  /// Calls `action`'s handler with this control as its ``Action/sender``, as UIKit's
  /// `sendAction(_:)` (iOS 14); ``sendActions(for:)`` calls it for each matching action.
  open func sendAction(_ action: Action) {
    action.sender = self
    action.handler(action)
  }

  /// Called when ``isEnabled``, ``isSelected`` or ``isHighlighted`` changed; controls whose
  /// content depends on the state show the new state's.
  func stateDidChange() {}
}
