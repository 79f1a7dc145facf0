import Foundation
import OpenAutoLayout
import OpenAutoLayoutAppKit
import Testing

@Suite("AppKit's layout names")
struct AppKitLayoutNamesTests {
  @Test("NSLayoutConstraint.Priority has AppKit's values")
  func priorities() {
    // AppKit's NSLayoutConstraint.Priority header values.
    #expect(NSLayoutConstraint.Priority.required.rawValue == 1000)
    #expect(NSLayoutConstraint.Priority.defaultHigh.rawValue == 750)
    #expect(NSLayoutConstraint.Priority.dragThatCanResizeWindow.rawValue == 510)
    #expect(NSLayoutConstraint.Priority.windowSizeStayPut.rawValue == 500)
    #expect(NSLayoutConstraint.Priority.dragThatCannotResizeWindow.rawValue == 490)
    #expect(NSLayoutConstraint.Priority.defaultLow.rawValue == 250)
    #expect(NSLayoutConstraint.Priority.fittingSizeCompression.rawValue == 50)
  }

  @Test("AppKit's autoresizing names have AppKit's raw values")
  func autoresizingRawValues() {
    // NSViewMinXMargin = 1, WidthSizable = 2, MaxXMargin = 4, MinYMargin = 8, HeightSizable = 16,
    // MaxYMargin = 32.
    let masks: [NSView.AutoresizingMask] = [.minXMargin, .width, .maxXMargin, .minYMargin, .height, .maxYMargin]
    #expect(masks.map(\.rawValue) == [1, 2, 4, 8, 16, 32])
  }

  @Test("needsLayout is set by a change and cleared by a layout pass")
  func needsLayout() {
    let view = NSView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layoutSubtreeIfNeeded()
    #expect(!view.needsLayout)
    view.needsLayout = true
    #expect(view.needsLayout)
    view.layoutSubtreeIfNeeded()
    #expect(!view.needsLayout)
  }

  @Test("layout() is called by the layout pass, and super.layout() places the subviews")
  func layoutOverride() {
    final class Counting: NSView {
      var layouts = 0
      override func layout() {
        super.layout()
        layouts += 1
      }
    }
    let (root, child) = (Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 80)), NSView())
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 30),
      child.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutSubtreeIfNeeded()
    #expect(root.layouts == 1)
    // Top-aligned in an 80-high unflipped root: y = 80 − 30 = 50.
    #expect(child.frame == CGRect(x: 0, y: 50, width: 30, height: 30))
  }

  @Test("fittingSize is the smallest size the constraints allow")
  func fittingSize() {
    let root = NSView()
    let child = NSView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(withVisualFormat: "H:|-12-[child(80)]-12-|", options: [], metrics: nil, views: ["child": child])
        + NSLayoutConstraint.constraints(withVisualFormat: "V:|-(m)-[child(40)]-(m)-|", options: [], metrics: ["m": 6], views: ["child": child]))
    // 12 + 80 + 12 wide, 6 + 40 + 6 high.
    #expect(root.fittingSize == CGSize(width: 104, height: 52))
  }

  @Test("userInterfaceLayoutDirection flips leading and trailing")
  func layoutDirection() {
    let root = NSView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.userInterfaceLayoutDirection = .rightToLeft
    let child = NSView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    // As in UIKit's model, a view's direction is its own: the child's leading edge is set too.
    child.userInterfaceLayoutDirection = .rightToLeft
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutSubtreeIfNeeded()
    #expect(root.userInterfaceLayoutDirection == .rightToLeft)
    // Leading is the right edge: x = 200 − 10 − 50 = 140; top-aligned in 100: y = 80.
    #expect(child.frame == CGRect(x: 140, y: 80, width: 50, height: 20))
  }
}
