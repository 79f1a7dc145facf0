import UIKit

// A small maker-style layout DSL, written here in the way such libraries are written: a closure
// receives a maker, attributes chain (`make.left.top.equalTo(…)`), relations take views, numbers,
// sizes or insets, and the constraints a view was given are kept on the view through associated
// objects so that `remake` and `update` can find them. Used by MakerDSLTests.

/// A constraint the DSL made: its NSLayoutConstraint subclass points back here.
final class MadeConstraint {
  let layoutConstraints: [DSLLayoutConstraint]
  init(_ layoutConstraints: [DSLLayoutConstraint]) {
    self.layoutConstraints = layoutConstraints
    for constraint in layoutConstraints { constraint.made = self }
  }

  func activate() { NSLayoutConstraint.activate(layoutConstraints) }
  func deactivate() { NSLayoutConstraint.deactivate(layoutConstraints) }

  /// Moves every constant, keeping each part's sign (a trailing inset is negative).
  func update(offset: CGFloat) {
    for constraint in layoutConstraints { constraint.constant = constraint.sign * offset }
  }
}

/// The DSL's constraint class: a label and a weak back-reference, as DSLs subclass it.
final class DSLLayoutConstraint: NSLayoutConstraint {
  weak var made: MadeConstraint?
  var sign: CGFloat = 1
  var label: String? {
    get { identifier }
    set { identifier = newValue }
  }
}

/// The attributes one chain names.
struct DSLAttributes: OptionSet {
  let rawValue: UInt
  static let left = DSLAttributes(rawValue: 1 << 0)
  static let right = DSLAttributes(rawValue: 1 << 1)
  static let top = DSLAttributes(rawValue: 1 << 2)
  static let bottom = DSLAttributes(rawValue: 1 << 3)
  static let width = DSLAttributes(rawValue: 1 << 4)
  static let height = DSLAttributes(rawValue: 1 << 5)
  static let centerX = DSLAttributes(rawValue: 1 << 6)
  static let centerY = DSLAttributes(rawValue: 1 << 7)
  static let edges: DSLAttributes = [.left, .right, .top, .bottom]
  static let size: DSLAttributes = [.width, .height]
  static let center: DSLAttributes = [.centerX, .centerY]

  var layoutAttributes: [NSLayoutConstraint.Attribute] {
    let all: [(DSLAttributes, NSLayoutConstraint.Attribute)] = [
      (.left, .left), (.right, .right), (.top, .top), (.bottom, .bottom), (.width, .width), (.height, .height),
      (.centerX, .centerX), (.centerY, .centerY),
    ]
    return all.filter { contains($0.0) }.map(\.1)
  }
}

/// What a chain relates to.
enum DSLTarget {
  case view(UIView)
  case superview
  case constant(CGFloat)
  case size(CGSize)
}

/// One chain: `make.left.top.equalTo(view).offset(8).priority(.defaultHigh)`.
final class DSLDescription {
  private(set) var attributes: DSLAttributes
  var relation = NSLayoutConstraint.Relation.equal
  var target: DSLTarget?
  var offset: CGFloat = 0
  var insets: UIEdgeInsets?
  var priority = UILayoutPriority.required
  var multiplier: CGFloat = 1
  var label: String?

  init(_ attributes: DSLAttributes) { self.attributes = attributes }

  var left: DSLDescription { attributes.insert(.left); return self }
  var top: DSLDescription { attributes.insert(.top); return self }
  var right: DSLDescription { attributes.insert(.right); return self }
  var bottom: DSLDescription { attributes.insert(.bottom); return self }
  var width: DSLDescription { attributes.insert(.width); return self }
  var height: DSLDescription { attributes.insert(.height); return self }

  @discardableResult func equalTo(_ view: UIView) -> DSLDescription { relate(.equal, .view(view)) }
  @discardableResult func equalTo(_ value: CGFloat) -> DSLDescription { relate(.equal, .constant(value)) }
  @discardableResult func equalTo(_ size: CGSize) -> DSLDescription { relate(.equal, .size(size)) }
  @discardableResult func equalToSuperview() -> DSLDescription { relate(.equal, .superview) }
  @discardableResult func lessThanOrEqualTo(_ value: CGFloat) -> DSLDescription { relate(.lessThanOrEqual, .constant(value)) }
  @discardableResult func greaterThanOrEqualTo(_ view: UIView) -> DSLDescription {
    relate(.greaterThanOrEqual, .view(view))
  }
  @discardableResult func offset(_ value: CGFloat) -> DSLDescription { offset = value; return self }
  @discardableResult func inset(_ value: UIEdgeInsets) -> DSLDescription { insets = value; return self }
  @discardableResult func multipliedBy(_ value: CGFloat) -> DSLDescription { multiplier = value; return self }
  @discardableResult func priority(_ value: UILayoutPriority) -> DSLDescription { priority = value; return self }
  @discardableResult func labeled(_ value: String) -> DSLDescription { label = value; return self }

  private func relate(_ relation: NSLayoutConstraint.Relation, _ target: DSLTarget) -> DSLDescription {
    self.relation = relation
    self.target = target
    return self
  }

  /// The constraints of the chain, built with the item initialiser from `Any` items.
  func constraints(for view: UIView) -> MadeConstraint {
    let made = attributes.layoutAttributes.map { attribute -> DSLLayoutConstraint in
      var toItem: Any? = nil
      var toAttribute = attribute
      var constant = offset
      var sign: CGFloat = 1
      switch target {
      case .view(let other): toItem = other
      case .superview: toItem = view.superview
      case .constant(let value):
        toItem = attribute == .width || attribute == .height ? nil : view.superview
        constant = value + offset
      case .size(let size):
        toItem = nil
        constant = attribute == .width ? size.width : size.height
      case nil: toItem = nil
      }
      if toItem == nil { toAttribute = .notAnAttribute }
      if let insets {
        switch attribute {
        case .left: constant = insets.left
        case .top: constant = insets.top
        case .right: constant = -insets.right; sign = -1
        case .bottom: constant = -insets.bottom; sign = -1
        default: break
        }
      }
      let constraint = DSLLayoutConstraint(
        item: view, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: toAttribute,
        multiplier: multiplier, constant: constant)
      constraint.priority = priority
      constraint.sign = sign
      constraint.label = label
      return constraint
    }
    return MadeConstraint(made)
  }
}

/// The maker a closure receives.
final class DSLMaker {
  let view: UIView
  private(set) var descriptions: [DSLDescription] = []
  init(view: UIView) { self.view = view }

  private func start(_ attributes: DSLAttributes) -> DSLDescription {
    let description = DSLDescription(attributes)
    descriptions.append(description)
    return description
  }
  var left: DSLDescription { start(.left) }
  var right: DSLDescription { start(.right) }
  var top: DSLDescription { start(.top) }
  var bottom: DSLDescription { start(.bottom) }
  var width: DSLDescription { start(.width) }
  var height: DSLDescription { start(.height) }
  var centerX: DSLDescription { start(.centerX) }
  var centerY: DSLDescription { start(.centerY) }
  var edges: DSLDescription { start(.edges) }
  var size: DSLDescription { start(.size) }
  var center: DSLDescription { start(.center) }
}

nonisolated(unsafe) private var madeConstraintsKey: UInt8 = 0

/// The namespace DSLs hang off views (`view.dsl.makeConstraints { … }`).
struct ViewDSL {
  let view: UIView

  /// The constraints made for the view so far, kept on the view with an associated object.
  var made: [MadeConstraint] {
    get { objc_getAssociatedObject(view, &madeConstraintsKey) as? [MadeConstraint] ?? [] }
    nonmutating set { objc_setAssociatedObject(view, &madeConstraintsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
  }

  @discardableResult
  func makeConstraints(_ closure: (DSLMaker) -> Void) -> [MadeConstraint] {
    view.translatesAutoresizingMaskIntoConstraints = false
    let maker = DSLMaker(view: view)
    closure(maker)
    let new = maker.descriptions.map { $0.constraints(for: view) }
    for constraint in new { constraint.activate() }
    made += new
    return new
  }

  func remakeConstraints(_ closure: (DSLMaker) -> Void) {
    removeConstraints()
    makeConstraints(closure)
  }

  /// Changes the constants of constraints made before with the same attributes, relation and
  /// second item; makes the others.
  func updateConstraints(_ closure: (DSLMaker) -> Void) {
    let maker = DSLMaker(view: view)
    closure(maker)
    for description in maker.descriptions {
      let fresh = description.constraints(for: view)
      for constraint in fresh.layoutConstraints {
        let existing = made.flatMap(\.layoutConstraints).first {
          $0.firstAttribute == constraint.firstAttribute && $0.relation == constraint.relation
            && $0.secondItem === constraint.secondItem && $0.secondAttribute == constraint.secondAttribute
        }
        if let existing {
          existing.constant = constraint.constant
        } else {
          constraint.isActive = true
          made.append(MadeConstraint([constraint]))
        }
      }
    }
  }

  func removeConstraints() {
    for constraint in made { constraint.deactivate() }
    made = []
  }
}

extension UIView {
  var dsl: ViewDSL { ViewDSL(view: self) }
}
