import Testing
import UIKit

// What `import UIKit` brings on Apple's platforms beyond the classes, as libraries and their
// tests use it: public extensions on the controls, CoreGraphics' descriptions, Darwin's time
// constants.

/// A public extension on a control, as a layout library declares one. Swift 6 accepts it only
/// if the control's own module comes with `import UIKit`.
extension UILabel {
  /// The label with its text set, for chaining.
  public func styled(_ text: String) -> UILabel {
    self.text = text
    return self
  }
}

/// A constraint subclass with no behaviour of its own, as DSLs declare them.
final class PlainSubclassConstraint: NSLayoutConstraint {}

@Suite("What import UIKit brings besides the classes")
struct ImportedNamesTests {
  @Test("A public extension on UILabel compiles and works")
  func publicExtensionOnControl() {
    let label = UILabel().styled("Hello")
    #expect(label.text == "Hello")
  }

  @Test("CGRect, CGPoint and CGSize describe themselves as CoreGraphics does")
  func geometryDescriptions() {
    let rect = CGRect(x: 1, y: 2.5, width: 30, height: 40)
    // CoreGraphics' format: the four numbers as Swift prints CGFloat, in parentheses.
    #expect(rect.debugDescription == "(1.0, 2.5, 30.0, 40.0)")
    #expect("\(rect)" == "(1.0, 2.5, 30.0, 40.0)")
    #expect(String(reflecting: CGPoint(x: 3, y: -4)) == "(3.0, -4.0)")
    #expect(CGSize(width: 0.5, height: 8).debugDescription == "(0.5, 8.0)")
  }

  @Test("Darwin's time constants, as tests write sleeps with them")
  func timeConstants() {
    // Half a second in nanoseconds, as `UInt64(0.5 * Double(NSEC_PER_SEC))` is written.
    #expect(UInt64(0.5 * Double(NSEC_PER_SEC)) == 500_000_000)
    #expect(NSEC_PER_MSEC * 1000 == NSEC_PER_SEC)
    #expect(NSEC_PER_USEC * USEC_PER_SEC == NSEC_PER_SEC)
  }

  @Test("A constraint subclass is described with its own class name, as Objective-C names Swift classes")
  func subclassDescription() {
    let view = UIView()
    let constraint = PlainSubclassConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
      constant: 10)
    // UIKit's log form, which the model gives as debugDescription (description is the constraint language).
    #expect(constraint.debugDescription.hasPrefix("<UIKitCompatibilityTests.PlainSubclassConstraint:0x"))
    let plain = view.widthAnchor.constraint(equalToConstant: 10)
    #expect(plain.debugDescription.hasPrefix("<NSLayoutConstraint:0x"))
  }
}

@Suite("Core Animation's animation keys")
struct LayerAnimationKeyTests {
  @Test("A layer has no animations: removing one changes nothing, and the frame set after stays")
  func removingAnimations() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layer.removeAnimation(forKey: "bounds.size")
    view.layer.removeAllAnimations()
    #expect(view.layer.animationKeys() == nil)
    view.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
    #expect(view.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
  }
}
