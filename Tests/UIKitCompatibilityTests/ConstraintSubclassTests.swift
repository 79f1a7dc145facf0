import Testing
import UIKit

// NSLayoutConstraint as layout libraries use it: subclassed, built from `Any` items, compared by
// raw values. Written as a library would write it, against `import UIKit`.

/// What a DSL's constraint points back at (SnapKit's `Constraint` plays this part).
final class ConstraintRecord {
  let name: String
  init(name: String) { self.name = name }
}

/// A constraint that carries a label and a weak back-reference, as DSLs subclass it. It declares
/// no initialiser, so it inherits `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
final class LabeledConstraint: NSLayoutConstraint {
  var label: String? {
    get { identifier }
    set { identifier = newValue }
  }
  weak var record: ConstraintRecord?

  override var description: String { "labeled(\(label ?? "?")): " + super.description }
}

/// A subclass that watches its constant, as some DSLs do to animate.
final class CountingConstraint: NSLayoutConstraint {
  private(set) var constantChanges = 0
  override var constant: CGFloat {
    didSet { constantChanges += 1 }
  }
}

@Suite("NSLayoutConstraint subclassed and built from Any, as libraries do")
struct ConstraintSubclassTests {
  private func container() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.layoutDiagnostics.handler = { _ in true }
    return root
  }

  @Test("A subclass made with the item initialiser is installed, solved and keeps its label")
  func subclassIsInstalled() {
    let root = container()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let record = ConstraintRecord(name: "left")
    let items: [Any] = [box, root]
    let left = LabeledConstraint(
      item: items[0], attribute: .left, relatedBy: .equal, toItem: items[1], attribute: .left, multiplier: 1,
      constant: 24)
    left.label = "box.left"
    left.record = record
    // A nil second item with a size is a constant, whatever second attribute is passed.
    let width = LabeledConstraint(
      item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .width, multiplier: 1, constant: 120)
    let height = LabeledConstraint(
      item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
      constant: 60)
    let top = LabeledConstraint(
      item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 10)
    NSLayoutConstraint.activate([left, width, height, top])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 24, y: 10, width: 120, height: 60))
    #expect(root.layoutDiagnostics.reports.isEmpty)
    #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
    // The installed constraints are the subclass's instances, found again through the view.
    let installed = root.constraints.compactMap { $0 as? LabeledConstraint }
    #expect(installed.contains { $0 === left })
    #expect(installed.first { $0.label == "box.left" }?.record?.name == "left")
    #expect(left.description.hasPrefix("labeled(box.left): "))
  }

  @Test("An overridden constant still reaches the engine")
  func overriddenConstant() {
    let root = container()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let leading = CountingConstraint(
      item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading, multiplier: 1, constant: 0)
    NSLayoutConstraint.activate([
      leading,
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    leading.constant = 40
    root.layoutIfNeeded()
    #expect(box.frame.minX == 40)
    #expect(leading.constantChanges == 1)
  }

  @Test("An item that is not a view or a guide is reported and nothing is installed")
  func invalidItem() {
    let root = container()
    let constraint = NSLayoutConstraint(
      item: "not a view", attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 10)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(throws: LayoutError.self) { try constraint.activate() }
    do {
      try constraint.activate()
    } catch {
      #expect(error.rule == "the first item (String) is not a view or a layout guide")
    }
    _ = root
  }

  @Test("A position with a nil second item is still refused: only sizes stand alone")
  func positionAgainstNil() {
    let root = container()
    let box = UIView()
    root.addSubview(box)
    let constraint = NSLayoutConstraint(
      item: box, attribute: .centerX, relatedBy: .equal, toItem: nil, attribute: .centerX, multiplier: 1, constant: 100)
    #expect(throws: LayoutError.positionAgainstConstant(constraint.description)) { try constraint.activate() }
  }

  @Test("Enumerations carry UIKit's raw values")
  func rawValues() {
    #expect(NSLayoutConstraint.Attribute(rawValue: 1) == .left)
    #expect(NSLayoutConstraint.Attribute(rawValue: 0) == .notAnAttribute)
    #expect(NSLayoutConstraint.Attribute.centerY.rawValue == 10)
    #expect(NSLayoutConstraint.Attribute.lastBaseline.rawValue == 11)
    #expect(NSLayoutConstraint.Attribute.firstBaseline.rawValue == 12)
    #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
    #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
    #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1)
    #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
    #expect(UIStackView.Alignment.lastBaseline.rawValue == 5)
    #expect(UIView.ContentMode.bottomRight.rawValue == 12)
    #expect(UIView.ContentMode(rawValue: 1) == .scaleAspectFit)
    #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
    #expect(NSLineBreakMode.byTruncatingMiddle.rawValue == 5)
    #expect(UITextField.BorderStyle.roundedRect.rawValue == 3)
    #expect(UIActivityIndicatorView.Style.large.rawValue == 101)
    #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
  }

  @Test("Views, guides and constraints are NSObjects, equal only to themselves")
  func objects() {
    let view = UIView(), other = UIView()
    let objects: [NSObject] = [view, UILayoutGuide(), view.widthAnchor.constraint(equalToConstant: 1), UIViewController()]
    #expect(objects.count == 4)
    #expect(view.isEqual(view) && !view.isEqual(other))
    #expect(view.hash == view.hash)
    #expect(Set([view, other, view]).count == 2)
    #expect(view.description.hasPrefix("<UIView: 0x"))
  }
}
