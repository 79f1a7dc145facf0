import Testing
import UIKit

// The members UIKit subclasses override, called as UIKit calls them.

/// Records the hierarchy callbacks in the order they arrive.
final class HookRecordingView: UIView {
  var log: [String] = []
  var frameSets = 0

  override var frame: CGRect {
    didSet { frameSets += 1 }
  }

  override func willMove(toSuperview newSuperview: UIView?) {
    super.willMove(toSuperview: newSuperview)
    log.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
  }

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    log.append("didMoveToSuperview(\(superview == nil ? "nil" : "view"))")
  }

  override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    log.append("didAddSubview")
  }

  override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    log.append("willRemoveSubview")
  }

  override func draw(_ rect: CGRect) {
    super.draw(rect)
  }

  override class var requiresConstraintBasedLayout: Bool { true }
}

@Suite("UIView's overridable members, as subclasses use them")
struct ViewSubclassHookTests {
  @Test("Adding and removing call willMove, didMove, didAdd and willRemove in UIKit's order")
  func hierarchyCallbacks() {
    let parent = HookRecordingView(), child = HookRecordingView(), other = HookRecordingView()
    parent.addSubview(child)
    #expect(child.log == ["willMove(toSuperview: view)", "didMoveToSuperview(view)"])
    #expect(parent.log == ["didAddSubview"])
    // Moving to another superview: the old parent hears of the removal first.
    child.log = []
    other.addSubview(child)
    #expect(parent.log == ["didAddSubview", "willRemoveSubview"])
    #expect(child.log == ["willMove(toSuperview: view)", "didMoveToSuperview(view)"])
    child.log = []
    child.removeFromSuperview()
    #expect(other.log == ["didAddSubview", "willRemoveSubview"])
    #expect(child.log == ["willMove(toSuperview: nil)", "didMoveToSuperview(nil)"])
    // Reordering inside the same superview is not a move.
    other.addSubview(child)
    other.addSubview(HookRecordingView())
    child.log = []
    other.bringSubviewToFront(child)
    #expect(child.log.isEmpty)
    // UIView's answer is false; a subclass's override is the one the class reports.
    #expect(!UIView.requiresConstraintBasedLayout)
    #expect(HookRecordingView.requiresConstraintBasedLayout)
  }

  @Test("An overridden frame sees frames set in code")
  func frameOverride() {
    let view = HookRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
    #expect(view.frameSets == 1)
    #expect(view.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(view.center == CGPoint(x: 15, y: 15))
  }

  @Test("sizeToFit: a plain view keeps its size, a switch takes UIKit's 51 × 31")
  func sizeToFit() {
    let plain = UIView(frame: CGRect(x: 3, y: 4, width: 30, height: 40))
    plain.sizeToFit()
    #expect(plain.frame == CGRect(x: 3, y: 4, width: 30, height: 40))
    let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
    #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
    toggle.sizeToFit()
    #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    // A slider has a natural height only: its width stays.
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 0))
    slider.sizeToFit()
    #expect(slider.frame.size == CGSize(width: 200, height: 30))
  }
}
