import OpenAutoLayoutUIKit

/// A program for the model harness, written call by call: how its seeds are made. Views are
/// numbered as the harness numbers them (`v0` is the root), constraints likewise.
public struct ModelProgram {
  public private(set) var writer = FuzzInputWriter()
  public var bytes: [UInt8] { writer.bytes }
  private var viewCount = 1
  private var constraintCount = 0

  public init() {}

  /// A view or one of its guides, as an item byte.
  public enum Item {
    case view(Int)
    case safeArea(Int), margins(Int), readableContent(Int), ownGuide(Int), content(Int), frame(Int)

    var byte: UInt8 {
      switch self {
      case .view(let v): UInt8(v)
      case .safeArea(let v): 0x80 | UInt8(v)
      case .margins(let v): 0x90 | UInt8(v)
      case .readableContent(let v): 0xA0 | UInt8(v)
      case .ownGuide(let v): 0xB0 | UInt8(v)
      case .content(let v): 0xC0 | UInt8(v)
      case .frame(let v): 0xD0 | UInt8(v)
      }
    }
  }

  public enum Relation: UInt8 { case equal, lessThanOrEqual, greaterThanOrEqual }
  public enum Kind: UInt8 { case view, sized, stack, scroll, label, button }

  private mutating func op(_ operation: ModelHarness.Operation) { writer.byte(operation.rawValue) }
  private mutating func bytes(_ values: UInt8...) { writer.bytes(values) }
  private mutating func made() -> Int {
    constraintCount += 1
    return constraintCount - 1
  }

  /// Makes a view (for a sized view, `size`; for a label or button, the text choice in `size.width`
  /// and lines in `size.height`); returns its number.
  @discardableResult
  public mutating func makeView(_ kind: Kind, size: CGSize = .zero, translates: Bool = false) -> Int {
    op(.makeView)
    writer.byte(kind.rawValue)
    switch kind {
    case .sized:
      writer.number(size.width)
      writer.number(size.height)
    case .label:
      bytes(UInt8(size.width), UInt8(size.height))
    case .button:
      bytes(UInt8(size.width))
    default: break
    }
    writer.bool(translates)
    viewCount += 1
    return viewCount - 1
  }

  public mutating func addSubview(_ child: Int, to parent: Int) { op(.addSubview); bytes(UInt8(parent), UInt8(child)) }
  public mutating func removeFromSuperview(_ view: Int) { op(.removeFromSuperview); bytes(UInt8(view)) }

  /// `first.xAnchor(a) REL second.xAnchor(b) + constant`, with the anchors in
  /// ``ModelHarness``'s order (leading, trailing, left, right, centerX).
  @discardableResult
  public mutating func x(_ first: Item, _ a: Int, _ second: Item, _ b: Int, _ constant: Double = 0, relation: Relation = .equal) -> Int {
    op(.anchorConstraint)
    bytes(0, first.byte, UInt8(a), relation.rawValue, second.byte, UInt8(b), 0)
    writer.number(constant)
    return made()
  }

  /// The same for Y anchors (top, bottom, centerY, firstBaseline, lastBaseline).
  @discardableResult
  public mutating func y(_ first: Item, _ a: Int, _ second: Item, _ b: Int, _ constant: Double = 0, relation: Relation = .equal) -> Int {
    op(.anchorConstraint)
    bytes(1, first.byte, UInt8(a), relation.rawValue, second.byte, UInt8(b), 0)
    writer.number(constant)
    return made()
  }

  /// `item.width (or height) REL constant`.
  @discardableResult
  public mutating func size(_ item: Item, height: Bool, _ constant: Double, relation: Relation = .equal) -> Int {
    op(.anchorConstraint)
    bytes(2, item.byte, height ? 1 : 0, relation.rawValue, 0)
    writer.number(constant)
    return made()
  }

  /// `first.dimension REL multiplier × second.dimension + constant`.
  @discardableResult
  public mutating func size(
    _ first: Item, height: Bool, to second: Item, secondHeight: Bool, multiplier: Double, _ constant: Double = 0,
    relation: Relation = .equal
  ) -> Int {
    op(.anchorConstraint)
    bytes(2, first.byte, height ? 1 : 0, relation.rawValue, 1, second.byte, secondHeight ? 1 : 0)
    writer.coefficient(multiplier)
    writer.number(constant)
    return made()
  }

  /// `NSLayoutConstraint(item:attribute:…)` with attributes by their index in `allCases`.
  @discardableResult
  public mutating func item(
    _ first: Item, _ a: NSLayoutConstraint.Attribute, _ relation: Relation, _ second: Item?, _ b: NSLayoutConstraint.Attribute,
    multiplier: Double, _ constant: Double
  ) -> Int {
    let attributes = NSLayoutConstraint.Attribute.allCases
    op(.itemConstraint)
    bytes(first.byte, UInt8(attributes.firstIndex(of: a) ?? 0), relation.rawValue)
    if let second {
      bytes(0, second.byte)
    } else {
      bytes(0xFF)
    }
    bytes(UInt8(attributes.firstIndex(of: b) ?? 0))
    writer.coefficient(multiplier)
    writer.number(constant)
    return made()
  }

  public mutating func activate(_ constraints: [Int]) {
    op(.activateBatch)
    writer.byte(UInt8(constraints.count))
    constraints.forEach { writer.byte(UInt8($0)) }
  }
  public mutating func deactivate(_ constraint: Int) { op(.deactivate); bytes(UInt8(constraint)) }
  public mutating func setConstant(_ constraint: Int, _ value: Double) {
    op(.setConstant); bytes(UInt8(constraint)); writer.number(value)
  }
  public mutating func setPriority(_ constraint: Int, _ value: Float) {
    op(.setPriority); bytes(UInt8(constraint)); writer.priority(value)
  }
  public mutating func setHugging(_ view: Int, vertical: Bool, _ value: Float) {
    op(.setHugging); bytes(UInt8(view), vertical ? 1 : 0); writer.priority(value)
  }
  public mutating func setCompressionResistance(_ view: Int, vertical: Bool, _ value: Float) {
    op(.setCompressionResistance); bytes(UInt8(view), vertical ? 1 : 0); writer.priority(value)
  }
  public mutating func setIntrinsicSize(_ view: Int, _ width: Double, _ height: Double) {
    op(.setIntrinsicSize); bytes(UInt8(view)); writer.number(width); writer.number(height)
  }
  public mutating func addArrangedSubview(_ view: Int, to stack: Int) { op(.addArrangedSubview); bytes(UInt8(stack), UInt8(view)) }
  public mutating func removeArrangedSubview(_ view: Int, from stack: Int) {
    op(.removeArrangedSubview); bytes(UInt8(stack), UInt8(view))
  }
  /// A stack property by its number in ``ModelHarness``'s list, with its value's bytes.
  public mutating func setStackProperty(_ stack: Int, _ property: UInt8, _ value: [UInt8]) {
    op(.setStackProperty); bytes(UInt8(stack), property); writer.bytes(value)
  }
  public mutating func setHidden(_ view: Int, _ hidden: Bool) { op(.setHidden); bytes(UInt8(view), hidden ? 1 : 0) }
  public mutating func layoutIfNeeded(_ view: Int = 0) { op(.layoutIfNeeded); bytes(UInt8(view)) }
  public mutating func hasAmbiguousLayout(_ view: Int) { op(.hasAmbiguousLayout); bytes(UInt8(view)) }
  public mutating func exerciseAmbiguity(_ view: Int) { op(.exerciseAmbiguity); bytes(UInt8(view)) }
  public mutating func constraintsAffectingLayout(_ view: Int, vertical: Bool) {
    op(.constraintsAffectingLayout); bytes(UInt8(view), vertical ? 1 : 0)
  }
  public mutating func autolayoutTrace(_ view: Int = 0) { op(.autolayoutTrace); bytes(UInt8(view)) }
  public mutating func explain(_ view: Int, vertical: Bool) { op(.explain); bytes(UInt8(view), vertical ? 1 : 0) }
  public mutating func setLayoutMargins(_ view: Int, _ inset: Double) {
    op(.setMargins); bytes(UInt8(view), 0)
    for _ in 0..<4 { writer.number(inset) }
  }
  public mutating func fittingSize(_ view: Int, _ width: Double, _ height: Double, _ horizontal: Float, _ vertical: Float) {
    op(.fittingSize); bytes(UInt8(view)); writer.number(width); writer.number(height)
    writer.priority(horizontal); writer.priority(vertical)
  }
  public mutating func addLayoutGuide(_ view: Int) { op(.addLayoutGuide); bytes(UInt8(view)) }
  public mutating func setFrame(_ view: Int, _ rect: CGRect) {
    op(.setFrame); bytes(UInt8(view))
    for value in [rect.minX, rect.minY, rect.width, rect.height] { writer.number(value) }
  }
  public mutating func setRightToLeft(_ view: Int) { op(.setSemanticContent); bytes(UInt8(view), 1) }
  public mutating func setNeeds(_ view: Int, _ which: UInt8) { op(.setNeeds); bytes(UInt8(view), which) }
}

extension ModelProgram {
  /// The seeds of the model harness, by file name. Anchor numbers: x leading 0, trailing 1,
  /// left 2, right 3, centerX 4; y top 0, bottom 1, centerY 2, firstBaseline 3, lastBaseline 4.
  public static var seeds: [(String, [UInt8])] {
    var seeds: [(String, [UInt8])] = []

    // README's "Why is my layout wrong?": a box without a horizontal position, then fixed.
    var readme = ModelProgram()
    let box = readme.makeView(.view)
    readme.addSubview(box, to: 0)
    let top = readme.y(.view(box), 0, .view(0), 0, 20)
    let width = readme.size(.view(box), height: false, 100)
    let height = readme.size(.view(box), height: true, 40)
    readme.activate([top, width, height])
    readme.layoutIfNeeded()
    readme.autolayoutTrace()
    readme.hasAmbiguousLayout(box)
    readme.exerciseAmbiguity(box)
    readme.explain(box, vertical: false)
    readme.activate([readme.x(.view(box), 2, .view(0), 2)])
    readme.layoutIfNeeded()
    seeds.append(("readme", readme.bytes))

    // Two views side by side in the margins, the second twice as wide at 750; then resized.
    var pair = ModelProgram()
    let blue = pair.makeView(.view), red = pair.makeView(.view)
    pair.addSubview(blue, to: 0)
    pair.addSubview(red, to: 0)
    pair.activate([
      pair.x(.view(blue), 0, .margins(0), 0), pair.x(.view(red), 0, .view(blue), 1, 8),
      pair.x(.view(red), 1, .margins(0), 1), pair.y(.view(blue), 0, .safeArea(0), 0, 20),
      pair.y(.view(red), 0, .view(blue), 0),
    ])
    pair.activate([
      pair.y(.safeArea(0), 1, .view(blue), 1, 20), pair.y(.view(red), 1, .view(blue), 1),
      pair.size(.view(blue), height: false, 150, relation: .greaterThanOrEqual),
    ])
    let ratio = pair.size(.view(red), height: false, to: .view(blue), secondHeight: false, multiplier: 2)
    pair.setPriority(ratio, 750)
    pair.activate([ratio])
    pair.layoutIfNeeded()
    pair.setFrame(0, CGRect(x: 0, y: 0, width: 667, height: 375))
    pair.layoutIfNeeded()
    pair.setRightToLeft(0)
    pair.setNeeds(0, 0)
    pair.layoutIfNeeded()
    seeds.append(("side-by-side", pair.bytes))

    // A stack view of sized views: distribution, alignment, axis and spacing changed, one hidden.
    var stack = ModelProgram()
    let stackView = stack.makeView(.stack)
    stack.addSubview(stackView, to: 0)
    stack.activate([
      stack.x(.view(stackView), 0, .safeArea(0), 0), stack.x(.view(stackView), 1, .safeArea(0), 1),
      stack.y(.view(stackView), 0, .safeArea(0), 0, 8),
    ])
    for (width, height) in [(40.0, 30.0), (80, 21), (120, 44)] {
      stack.addArrangedSubview(stack.makeView(.sized, size: CGSize(width: width, height: height)), to: stackView)
    }
    stack.addArrangedSubview(stack.makeView(.label, size: CGSize(width: 2, height: 0)), to: stackView)
    stack.layoutIfNeeded()
    stack.setStackProperty(stackView, 1, [1])  // fillEqually
    stack.setStackProperty(stackView, 2, [3])  // center
    stack.setStackProperty(stackView, 3, [NumberTag.standardSpacing.rawValue])
    stack.layoutIfNeeded()
    stack.setHidden(stackView + 2, true)
    stack.setStackProperty(stackView, 0, [1])  // vertical
    stack.setStackProperty(stackView, 1, [4])  // equalCentering
    stack.layoutIfNeeded()
    stack.removeArrangedSubview(stackView + 1, from: stackView)
    stack.setIntrinsicSize(stackView + 3, 200, 10)
    stack.layoutIfNeeded()
    seeds.append(("stack-view", stack.bytes))

    // Hugging and compression resistance deciding between two labels in too little room.
    var content = ModelProgram()
    let name = content.makeView(.label, size: CGSize(width: 1, height: 1))
    let value = content.makeView(.label, size: CGSize(width: 2, height: 0))
    content.addSubview(name, to: 0)
    content.addSubview(value, to: 0)
    content.activate([
      content.x(.view(name), 0, .margins(0), 0), content.x(.view(value), 0, .view(name), 1, 8),
      content.x(.view(value), 1, .margins(0), 1), content.y(.view(name), 3, .view(value), 3),
      content.y(.view(name), 0, .safeArea(0), 0, 8),
    ])
    content.setHugging(name, vertical: false, 251)
    content.setCompressionResistance(value, vertical: false, 749)
    content.layoutIfNeeded()
    content.setLayoutMargins(0, 100)
    content.layoutIfNeeded()
    content.constraintsAffectingLayout(value, vertical: false)
    content.fittingSize(value, 0, 0, 50, 50)
    seeds.append(("content-priorities", content.bytes))

    // Required constraints that conflict: one is broken and logged; then a constant changes and
    // a view leaves and comes back.
    var conflict = ModelProgram()
    let wide = conflict.makeView(.view)
    conflict.addSubview(wide, to: 0)
    let fixed = conflict.size(.view(wide), height: false, 100)
    let other = conflict.size(.view(wide), height: false, 200)
    conflict.activate([fixed, other, conflict.x(.view(wide), 4, .view(0), 4), conflict.y(.view(wide), 2, .view(0), 2)])
    conflict.layoutIfNeeded()
    conflict.setConstant(other, 100)
    conflict.layoutIfNeeded()
    conflict.removeFromSuperview(wide)
    conflict.addSubview(wide, to: 0)
    conflict.deactivate(fixed)
    conflict.layoutIfNeeded()
    seeds.append(("conflict", conflict.bytes))

    // A scroll view's content guide sized by its content; a guide of the root's own; the item
    // initialiser with an illegal pair (refused and reported).
    var scroll = ModelProgram()
    let scrollView = scroll.makeView(.scroll)
    let inside = scroll.makeView(.sized, size: CGSize(width: 300, height: 900))
    scroll.addSubview(scrollView, to: 0)
    scroll.addSubview(inside, to: scrollView)
    scroll.addLayoutGuide(0)
    scroll.activate([
      scroll.x(.view(scrollView), 0, .ownGuide(0), 0), scroll.x(.view(scrollView), 1, .ownGuide(0), 1),
      scroll.y(.view(scrollView), 0, .view(0), 0), scroll.y(.view(scrollView), 1, .view(0), 1),
      scroll.x(.view(inside), 0, .content(scrollView), 0), scroll.y(.view(inside), 0, .content(scrollView), 0),
      scroll.x(.view(inside), 1, .content(scrollView), 1), scroll.y(.view(inside), 1, .content(scrollView), 1),
    ])
    scroll.activate([
      scroll.item(.ownGuide(0), .leading, .equal, .view(0), .leading, multiplier: 1, 0),
      scroll.item(.ownGuide(0), .width, .equal, .view(0), .width, multiplier: 0.5, 0),
      scroll.item(.view(inside), .top, .equal, .view(0), .width, multiplier: 1, 0),
      scroll.item(.view(inside), .width, .equal, nil, .notAnAttribute, multiplier: 1, 300),
    ])
    scroll.layoutIfNeeded()
    scroll.hasAmbiguousLayout(inside)
    scroll.autolayoutTrace()
    seeds.append(("scroll-view", scroll.bytes))
    return seeds
  }
}
