import Foundation
import OpenAutoLayout
import Testing

@testable import TextMeasurement

/// AppKit's target–action: one target and one action per control, delivered through
/// `ActionTarget` as UIKit's controls deliver theirs.
@Suite("AppKit target–action")
struct AppKitControlActionTests {
  final class Recorder: ActionTarget {
    var received: [(String, AnyObject?)] = []
    func perform(_ action: Selector, sender: Any?) { received.append((action.name, sender as AnyObject?)) }
  }

  /// A container that receives actions sent up the responder chain.
  final class Container: AppKitView, ActionTarget {
    var received: [String] = []
    func perform(_ action: Selector, sender: Any?) { received.append(action.name) }
  }

  @Test("performClick sends the action to the target, with the control as the sender")
  func performClick() {
    let recorder = Recorder()
    let button = AppKitButton(title: "Save", target: recorder, action: Selector("save:"))
    button.performClick(nil)
    #expect(recorder.received.map(\.0) == ["save:"])
    #expect(recorder.received.first?.1 === button)
    button.isEnabled = false
    button.performClick(nil)
    #expect(recorder.received.count == 1)
    // sendAction(_:to:) reports whether a target performed it; a nil action sends nothing.
    #expect(button.sendAction(Selector("other:"), to: recorder))
    #expect(!button.sendAction(nil, to: recorder))
    #expect(recorder.received.map(\.0) == ["save:", "other:"])
  }

  @Test("A nil target is the first ActionTarget up the superviews")
  func responderChain() {
    let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let slider = AppKitSlider(value: 0, minValue: 0, maxValue: 1, target: nil, action: "changed:")
    container.addSubview(slider)
    slider.performClick(nil)
    #expect(container.received == ["changed:"])
  }

  @Test("Check boxes toggle, through mixed when allowed; radio buttons beside each other are exclusive")
  func states() {
    let box = AppKitButton(checkboxWithTitle: "Remember", target: nil, action: nil)
    #expect(box.state == .off)
    box.performClick(nil)
    #expect(box.state == .on && box.isOn)
    box.allowsMixedState = true
    box.performClick(nil)
    #expect(box.state == .mixed)
    box.performClick(nil)
    #expect(box.state == .off)
    #expect(AppKitControlStateValue.mixed.rawValue == -1)

    let group = AppKitView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let first = AppKitButton(radioButtonWithTitle: "A", target: nil, action: "pick:")
    let second = AppKitButton(radioButtonWithTitle: "B", target: nil, action: "pick:")
    let other = AppKitButton(radioButtonWithTitle: "C", target: nil, action: "elsewhere:")
    for button in [first, second, other] { group.addSubview(button) }
    other.state = .on
    first.performClick(nil)
    second.performClick(nil)
    // The same action groups the first two; the third keeps its state.
    #expect(first.state == .off && second.state == .on && other.state == .on)
  }
}
