import OpenAutoLayoutUIKit
import Testing

// UIControl's targets and actions, written as UIKit code writes them: `Selector("name")` where
// Apple's code has `#selector(name)`, and a target that adopts `ActionTarget` to run the method
// a selector names.

/// A target that records the actions it is sent, by name, and their senders.
private final class Recorder: ActionTarget {
  var received: [String] = []
  var senders: [AnyObject?] = []

  func perform(_ action: Selector, sender: Any?) {
    received.append(action.name)
    senders.append(sender as AnyObject?)
  }
}

/// A view controller that handles a nil-targeted action, as the responder chain delivers it.
private final class EditorController: UIViewController, ActionTarget {
  var saves = 0

  func perform(_ action: Selector, sender: Any?) {
    if action == Selector("save") { saves += 1 }
  }
}

/// A button subclass that sees every pair delivered, as UIKit subclasses override
/// `sendAction(_:to:for:)`.
private final class WatchedButton: UIButton {
  var delivered: [String] = []

  override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    delivered.append(action.name)
    super.sendAction(action, to: target, for: event)
  }
}

/// A counter closures can share.
private final class Counter {
  var log: [String] = []
}

@Suite("UIControl targets and actions", .timeLimit(.minutes(10)))
struct ControlActionsUIKitTests {
  @Test("UIControl.State and UIControl.Event have UIKit's bit values")
  func rawValues() {
    #expect(UIControl.State.normal.rawValue == 0)
    #expect(UIControl.State.highlighted.rawValue == 1)
    #expect(UIControl.State.disabled.rawValue == 2)
    #expect(UIControl.State.selected.rawValue == 4)
    #expect(UIControl.State.focused.rawValue == 8)
    #expect(UIControl.State.application.rawValue == 0x00FF_0000)
    #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
    #expect(UIControl.Event.touchDown.rawValue == 1)
    #expect(UIControl.Event.touchUpInside.rawValue == 64)
    #expect(UIControl.Event.valueChanged.rawValue == 4096)
    #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
    #expect(UIControl.Event.editingChanged.rawValue == 131_072)
    #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF)
    #expect(UIControl.Event.allEditingEvents.rawValue == 0xF_0000)
    #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
  }

  @Test("The state follows isEnabled, isSelected and isHighlighted")
  func state() {
    let control = UIControl(frame: .zero)
    #expect(control.state == .normal)
    control.isSelected = true
    control.isEnabled = false
    #expect(control.state == [.selected, .disabled])
    control.isHighlighted = true
    #expect(control.state.rawValue == 1 | 2 | 4)
  }

  @Test("A target–action pair fires for its events only, once however many of them are sent")
  func targetAction() {
    let button = UIButton(type: .system)
    let recorder = Recorder()
    button.addTarget(recorder, action: Selector("tapped"), for: .touchUpInside)
    button.sendActions(for: .valueChanged)
    #expect(recorder.received.isEmpty)
    button.sendActions(for: .touchUpInside)
    #expect(recorder.received == ["tapped"])
    #expect(recorder.senders.first.flatMap { $0 } === button)
    button.sendActions(for: [.touchDown, .touchUpInside])
    #expect(recorder.received == ["tapped", "tapped"])
  }

  @Test("Adding a pair again adds its events; removing events removes the pair once it has none")
  func addAndRemove() {
    let button = UIButton(type: .system)
    let recorder = Recorder()
    button.addTarget(recorder, action: "tapped", for: .touchUpInside)
    button.addTarget(recorder, action: "tapped", for: .touchDown)
    button.addTarget(recorder, action: "changed", for: .valueChanged)
    #expect(button.actions(forTarget: recorder, forControlEvent: .touchDown) == ["tapped"])
    #expect(button.actions(forTarget: recorder, forControlEvent: .valueChanged) == ["changed"])
    #expect(button.actions(forTarget: recorder, forControlEvent: .editingChanged) == nil)
    #expect(button.allControlEvents == [.touchDown, .touchUpInside, .valueChanged])
    #expect(button.allTargets == [AnyHashable(ObjectIdentifier(recorder))])
    // One pair for both touch events: called once.
    button.sendActions(for: .allTouchEvents)
    #expect(recorder.received == ["tapped"])
    button.removeTarget(recorder, action: "tapped", for: .touchUpInside)
    #expect(button.allControlEvents == [.touchDown, .valueChanged])
    button.removeTarget(recorder, action: nil, for: .allEvents)
    #expect(button.allTargets.isEmpty)
    #expect(button.allControlEvents.isEmpty)
    button.sendActions(for: .allEvents)
    #expect(recorder.received == ["tapped"])
  }

  @Test("A nil target in removeTarget removes every target's pairs")
  func removeEveryTarget() {
    let slider = UISlider()
    let first = Recorder()
    let second = Recorder()
    slider.addTarget(first, action: "moved", for: .valueChanged)
    slider.addTarget(second, action: "moved", for: .valueChanged)
    #expect(slider.allTargets.count == 2)
    slider.removeTarget(nil, action: nil, for: .valueChanged)
    #expect(slider.allTargets.isEmpty)
  }

  @Test("Targets are held weakly: a freed target is forgotten")
  func weakTargets() {
    let button = UIButton(type: .system)
    weak var freed: Recorder?
    do {
      let recorder = Recorder()
      freed = recorder
      button.addTarget(recorder, action: "tapped", for: .touchUpInside)
      #expect(button.allTargets.count == 1)
    }
    #expect(freed == nil)
    #expect(button.allTargets.isEmpty)
    #expect(button.allControlEvents.isEmpty)
    button.sendActions(for: .touchUpInside)
  }

  @Test("A nil target is the first ActionTarget up the responder chain: the view controller")
  func responderChain() {
    let controller = EditorController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    let container = UIView()
    controller.view.addSubview(container)
    let button = UIButton(type: .system)
    container.addSubview(button)
    button.addTarget(nil, action: "save", for: .touchUpInside)
    // NSNull stands for the nil target, as in UIKit (Foundation on Linux makes a new NSNull each
    // time, so the set is compared by its member's type).
    #expect(button.allTargets.count == 1 && button.allTargets.first?.base is NSNull)
    #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["save"])
    button.sendActions(for: .touchUpInside)
    #expect(controller.saves == 1)
  }

  @Test("sendActions goes through an overridden sendAction(_:to:for:), in registration order")
  func overriddenSendAction() {
    let button = WatchedButton(type: .system)
    let recorder = Recorder()
    button.addTarget(recorder, action: "first", for: .touchUpInside)
    button.addTarget(recorder, action: "second", for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(button.delivered == ["first", "second"])
    #expect(recorder.received == ["first", "second"])
  }

  @Test("UIAction handlers fire with the control as sender, in order with target–action pairs")
  func actions() {
    let button = UIButton(type: .system)
    let counter = Counter()
    let recorder = Recorder()
    button.addAction(UIAction { action in counter.log.append(action.sender === button ? "action" : "?") }, for: .touchUpInside)
    button.addTarget(recorder, action: "pair", for: .touchUpInside)
    button.addAction(UIAction(title: "Later") { _ in counter.log.append("later") }, for: [.touchUpInside, .valueChanged])
    button.sendActions(for: .touchUpInside)
    #expect(counter.log == ["action", "later"])
    #expect(recorder.received == ["pair"])
    button.sendActions(for: .valueChanged)
    #expect(counter.log == ["action", "later", "later"])
  }

  @Test("An action with the identifier of one already added replaces it; removing by identifier")
  func actionIdentifiers() {
    let toggle = UISwitch()
    let counter = Counter()
    let identifier = UIAction.Identifier("toggle")
    toggle.addAction(UIAction(identifier: identifier) { _ in counter.log.append("old") }, for: .valueChanged)
    toggle.addAction(UIAction(identifier: identifier) { _ in counter.log.append("new") }, for: .valueChanged)
    toggle.sendActions(for: .valueChanged)
    #expect(counter.log == ["new"])
    toggle.removeAction(identifiedBy: identifier, for: .valueChanged)
    toggle.sendActions(for: .valueChanged)
    #expect(counter.log == ["new"])
    #expect(toggle.allControlEvents.isEmpty)
  }

  @Test("A primary action fires on performPrimaryAction, not on touchUpInside; a button takes its title")
  func primaryAction() {
    let counter = Counter()
    let button = UIButton(primaryAction: UIAction(title: "Save") { _ in counter.log.append("save") })
    #expect(button.title(for: .normal) == "Save")
    #expect(button.buttonType == .system)
    button.sendActions(for: .touchUpInside)
    #expect(counter.log.isEmpty)
    button.performPrimaryAction()
    #expect(counter.log == ["save"])
    // Every control has UIKit's init(frame:primaryAction:), which translates its mask.
    let toggle = UISwitch(frame: .zero, primaryAction: UIAction { _ in counter.log.append("toggle") })
    #expect(toggle.translatesAutoresizingMaskIntoConstraints)
    toggle.sendActions(for: .primaryActionTriggered)
    #expect(counter.log == ["save", "toggle"])
  }

  @Test("Made in code, controls translate the autoresizing mask as UIKit's; the model's initialisers take part in Auto Layout")
  func initialisers() {
    let frame = CGRect(x: 10, y: 20, width: 100, height: 40)
    for control in [UIButton(frame: frame), UILabel(frame: frame), UITextField(frame: frame), UISlider(frame: frame)] as [UIView] {
      #expect(control.translatesAutoresizingMaskIntoConstraints)
      #expect(control.frame == frame)
    }
    for control in [UIButton(), UILabel(), UITextField(), UISwitch(), UISlider(), UIStepper(), UIImageView()] as [UIView] {
      #expect(control.translatesAutoresizingMaskIntoConstraints)
    }
    for control in [UIButton(title: "Go"), UILabel("Name"), UITextField(text: "x"), UISwitch(isOn: true)] as [UIView] {
      #expect(!control.translatesAutoresizingMaskIntoConstraints)
    }
    #expect(UISwitch(frame: frame).intrinsicContentSize == CGSize(width: 51, height: 31))
  }

  @Test("setOn(_:animated:) and setValue(_:animated:) change the value and send nothing")
  func valueSetters() {
    let toggle = UISwitch()
    let slider = UISlider()
    let recorder = Recorder()
    toggle.addTarget(recorder, action: "changed", for: .valueChanged)
    slider.addTarget(recorder, action: "changed", for: .valueChanged)
    toggle.setOn(true, animated: true)
    slider.setValue(3, animated: false)
    #expect(toggle.isOn)
    #expect(slider.value == 1, "clamped to the maximum")
    #expect(recorder.received.isEmpty)
  }
}
