import Testing
import UIKit

// UIView's hierarchy methods are `open` in UIKit, and layout libraries override them from their
// own modules (to track the views they manage). This file is such a module.

/// A view that records every hierarchy call it receives and still lets UIKit do the work.
final class RecordingView: UIView {
  var log: [String] = []
  let name: String

  init(_ name: String) {
    self.name = name
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    name = "coded"
    super.init(coder: coder)
  }

  override func addSubview(_ view: UIView) {
    log.append("\(name).addSubview")
    super.addSubview(view)
  }
  override func insertSubview(_ view: UIView, at index: Int) {
    log.append("\(name).insertSubview(at: \(index))")
    super.insertSubview(view, at: index)
  }
  override func removeFromSuperview() {
    log.append("\(name).removeFromSuperview")
    super.removeFromSuperview()
  }
  override func didAddSubview(_ subview: UIView) {
    log.append("\(name).didAddSubview(\((subview as? RecordingView)?.name ?? "?"))")
  }
  override func willRemoveSubview(_ subview: UIView) {
    log.append("\(name).willRemoveSubview(\((subview as? RecordingView)?.name ?? "?"))")
  }
  override func willMove(toSuperview newSuperview: UIView?) {
    log.append("\(name).willMove(toSuperview: \((newSuperview as? RecordingView)?.name ?? "nil"))")
  }
  override func didMoveToSuperview() {
    log.append("\(name).didMoveToSuperview(\((superview as? RecordingView)?.name ?? "nil"))")
  }
}

@Suite("UIView's hierarchy methods are open, with UIKit's notifications")
struct ViewHierarchyOverrideTests {
  @Test("addSubview: the override runs, then the child's will/did move and the parent's didAddSubview, in UIKit's order")
  func addSubviewNotifies() {
    let parent = RecordingView("parent")
    let child = RecordingView("child")
    parent.addSubview(child)
    // UIKit's order (logged on iOS): willMoveToSuperview:, didMoveToSuperview, then the
    // superview's didAddSubview:. addSubview does not go through insertSubview(_:at:).
    #expect(parent.log == ["parent.addSubview", "parent.didAddSubview(child)"])
    #expect(child.log == ["child.willMove(toSuperview: parent)", "child.didMoveToSuperview(parent)"])
    #expect(child.superview === parent && parent.subviews.count == 1)
  }

  @Test("removeFromSuperview: the override runs and the superview hears of it before the child leaves")
  func removeNotifies() {
    let parent = RecordingView("parent")
    let child = RecordingView("child")
    parent.addSubview(child)
    parent.log.removeAll()
    child.log.removeAll()
    child.removeFromSuperview()
    #expect(parent.log == ["parent.willRemoveSubview(child)"])
    #expect(
      child.log == [
        "child.removeFromSuperview", "child.willMove(toSuperview: nil)", "child.didMoveToSuperview(nil)",
      ])
    #expect(child.superview == nil && parent.subviews.isEmpty)
  }

  @Test("Moving a view to another superview tells the old one, and moves the view once")
  func moveBetweenSuperviews() {
    let first = RecordingView("first")
    let second = RecordingView("second")
    let child = RecordingView("child")
    first.addSubview(child)
    child.log.removeAll()
    second.insertSubview(child, at: 0)
    #expect(first.log.last == "first.willRemoveSubview(child)")
    #expect(second.log == ["second.insertSubview(at: 0)", "second.didAddSubview(child)"])
    // No removeFromSuperview call: UIKit moves the view without going through the override.
    #expect(child.log == ["child.willMove(toSuperview: second)", "child.didMoveToSuperview(second)"])
    #expect(first.subviews.isEmpty && second.subviews.first === child)
  }

  @Test("Reordering a subview does not notify; constraints and frames survive an overridden addSubview")
  func reorderAndLayout() {
    let root = RecordingView("root")
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let a = RecordingView("a")
    let b = RecordingView("b")
    root.addSubview(a)
    root.addSubview(b)
    root.log.removeAll()
    root.bringSubviewToFront(a)
    #expect(root.log.isEmpty)
    #expect(root.subviews.map { ($0 as? RecordingView)?.name } == ["b", "a"])
    a.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      a.widthAnchor.constraint(equalToConstant: 30),
      a.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }
}
