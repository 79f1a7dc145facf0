import Foundation
import OpenAutoLayoutUIKit
import Testing

// Chapter 5: the Visual Format Language with UIKit's spelling, as the book writes it
// (behaviour-1 §1.9, S-23).

/// The book's VFL example: red over green, 50 points inside the root, 25 apart (S-23).
final class VisualFormatViewController: UIViewController {
  let redView = UIView.makeView(color: .red)
  let greenView = UIView.makeView(color: .green)
  private(set) var madeConstraints: [NSLayoutConstraint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(redView)
    view.addSubview(greenView)
    let views: [String: Any] = ["redView": redView, "greenView": greenView]
    let metrics = ["padding": 50.0, "spacing": 25.0]
    let formats = [
      "H:|-(padding)-[redView]-(padding)-|",
      "H:|-(padding)-[greenView]-(padding)-|",
      "V:|-(padding)-[redView(==greenView)]-(spacing)-[greenView]-(padding)-|",
    ]
    for format in formats {
      madeConstraints += NSLayoutConstraint.constraints(
        withVisualFormat: format, options: [], metrics: metrics, views: views)
    }
    NSLayoutConstraint.activate(madeConstraints)
  }
}

@Suite("Chapter 5: the Visual Format Language", .timeLimit(.minutes(10)))
struct VisualFormatUIKitTests {
  @Test("S-23: the book's three strings make eight constraints and stack red over green")
  func redOverGreen() {
    let controller = VisualFormatViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.layoutIfNeeded()
    #expect(controller.madeConstraints.count == 8)
    #expect(controller.madeConstraints.allSatisfy { $0.isActive })
    expectFrame(controller.redView, 50, 50, 275, 271, "red")
    expectFrame(controller.greenView, 50, 346, 275, 271, "green")

    controller.view.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    controller.view.layoutIfNeeded()
    expectFrame(controller.redView, 50, 50, 567, 125, "red, landscape")
    expectFrame(controller.greenView, 50, 200, 567, 125, "green, landscape")
  }

  @Test("Metrics of any numeric type")
  func mixedMetrics() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let box = UIView.makeView(color: .blue)
    root.addSubview(box)
    let metrics: [String: Any] = [
      "int": 10, "double": 2.5, "cgfloat": CGFloat(30), "float": Float(0.25), "number": NSNumber(value: 250),
      "uint8": UInt8(7), "text": "12",
    ]
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "|-int-[box(>=double@number,cgfloat,float,uint8)]-text-|", options: [], metrics: metrics,
      views: ["box": box])
    #expect(constraints.map(\.constant) == [10, 2.5, 30, 0.25, 7, 12])
    #expect(constraints.map(\.priority) == [.required, UILayoutPriority(250), .required, .required, .required, .required])
    #expect(constraints.map(\.firstAttribute) == [.leading, .width, .width, .width, .width, .trailing])
    #expect(constraints.allSatisfy { !$0.isActive })
  }

  @Test("UIKit's option names, and nil metrics")
  func formatOptions() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let a = UIView.makeView(color: .red), b = UIView.makeView(color: .green)
    root.addSubview(a)
    root.addSubview(b)
    let options: NSLayoutConstraint.FormatOptions = [.alignAllCenterY, .directionLeftToRight]
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "[a]-[b]", options: options, metrics: nil, views: ["a": a, "b": b])
    #expect(constraints.count == 2)
    #expect(constraints.first?.firstItem === b && constraints.first?.firstAttribute == .left)
    #expect(constraints.first?.secondItem === a && constraints.first?.secondAttribute == .right)
    #expect(constraints.first?.constant == 8)
    #expect(constraints.last?.firstItem === a && constraints.last?.firstAttribute == .centerY)
    #expect(constraints.last?.secondItem === b && constraints.last?.secondAttribute == .centerY)
  }

  @Test("Layout guides are views to VFL")
  func layoutGuide() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[guide]", options: [], metrics: nil, views: ["guide": guide])
    #expect(constraints.count == 1)
    #expect(constraints.first?.firstItem === guide && constraints.first?.secondItem === root)
    #expect(constraints.first?.constant == 20)
  }

  @Test(
    "A malformed format returns no constraints instead of raising",
    arguments: ["V|[red]|", "[red]-[missing]", "[red(10@2000)]", "", "|-[orphan]", "[red] "])
  func malformed(format: String) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let red = UIView.makeView(color: .red)
    root.addSubview(red)
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: format, options: [], metrics: ["m": 1],
      views: ["red": red, "orphan": UIView(), "notAView": "text"])
    #expect(constraints.isEmpty)
    #expect(root.constraints.isEmpty)
  }

  @Test("A value that is neither a view nor a guide is left out of the views")
  func nonViewValue() {
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "[label]", options: [], metrics: nil, views: ["label": "not a view"])
    #expect(constraints.isEmpty)
  }
}
