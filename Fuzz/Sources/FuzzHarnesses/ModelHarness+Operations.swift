import OpenAutoLayoutUIKit

// The model harness's operations: each reads its operands, prints its call when tracing, and
// makes it.

extension ModelHarness {
  static let labelTexts = ["", "Name", "A longer label that wraps over several lines when it is narrow", "مرحبا", "😀 é"]

  mutating func perform(_ operation: Operation, reading input: inout FuzzInput) {
    switch operation {
    case .makeView: makeView(&input)
    case .addSubview:
      let (parent, p) = view(&input), (child, c) = view(&input)
      FuzzTrace.emit("\(p).addSubview(\(c))")
      parent.addSubview(child)
    case .insertSubview:
      let (parent, p) = view(&input), (child, c) = view(&input)
      let index = Int(Int8(bitPattern: input.byte()))
      FuzzTrace.emit("\(p).insertSubview(\(c), at: \(index))")
      parent.insertSubview(child, at: index)
    case .removeFromSuperview:
      let (view, v) = self.view(&input)
      FuzzTrace.emit("\(v).removeFromSuperview()")
      view.removeFromSuperview()
    case .exchangeSubviews:
      let (view, v) = self.view(&input)
      let first = input.index(8), second = input.index(8)
      FuzzTrace.emit("\(v).exchangeSubview(at: \(first), withSubviewAt: \(second))")
      view.exchangeSubview(at: first, withSubviewAt: second)
    case .anchorConstraint: makeAnchorConstraint(&input)
    case .itemConstraint: makeItemConstraint(&input)
    case .activate, .deactivate:
      guard let (constraint, c) = self.constraint(&input) else { return }
      FuzzTrace.emit("\(c).isActive = \(operation == .activate)")
      constraint.isActive = operation == .activate
    case .activateBatch, .deactivateBatch:
      let batch = (0..<input.index(6)).compactMap { _ in self.constraint(&input) }
      let list = "[\(batch.map(\.1).joined(separator: ", "))]"
      if operation == .activateBatch {
        FuzzTrace.emit("NSLayoutConstraint.activate(\(list))")
        NSLayoutConstraint.activate(batch.map(\.0))
      } else {
        FuzzTrace.emit("NSLayoutConstraint.deactivate(\(list))")
        NSLayoutConstraint.deactivate(batch.map(\.0))
      }
    case .setConstant:
      guard let (constraint, c) = self.constraint(&input) else { return }
      let (constant, text) = number(&input)
      FuzzTrace.emit("\(c).constant = \(text)")
      constraint.constant = constant
    case .setPriority:
      guard let (constraint, c) = self.constraint(&input) else { return }
      let (priority, text) = self.priority(&input)
      FuzzTrace.emit("\(c).priority = \(text)")
      constraint.priority = priority
    case .setHugging, .setCompressionResistance:
      let (view, v) = self.view(&input)
      let axis = self.axis(&input)
      let (priority, text) = self.priority(&input)
      if operation == .setHugging {
        FuzzTrace.emit("\(v).setContentHuggingPriority(\(text), for: .\(axis))")
        view.setContentHuggingPriority(priority, for: axis)
      } else {
        FuzzTrace.emit("\(v).setContentCompressionResistancePriority(\(text), for: .\(axis))")
        view.setContentCompressionResistancePriority(priority, for: axis)
      }
    case .setIntrinsicSize:
      let (view, v) = self.view(&input)
      let (width, w) = number(&input), (height, h) = number(&input)
      guard let sized = view as? SizedView else { return }
      FuzzTrace.emit("(\(v) as! SizedView).size = CGSize(width: \(w), height: \(h)); \(v).invalidateIntrinsicContentSize()")
      sized.size = CGSize(width: width, height: height)
      sized.invalidateIntrinsicContentSize()
    case .addArrangedSubview:
      let stack = stackView(&input), (view, v) = self.view(&input)
      guard let (stack, s) = stack else { return }
      FuzzTrace.emit("(\(s) as! UIStackView).addArrangedSubview(\(v))")
      stack.addArrangedSubview(view)
    case .insertArrangedSubview:
      let stack = stackView(&input), (view, v) = self.view(&input)
      let index = Int(Int8(bitPattern: input.byte()))
      guard let (stack, s) = stack else { return }
      FuzzTrace.emit("(\(s) as! UIStackView).insertArrangedSubview(\(v), at: \(index))")
      stack.insertArrangedSubview(view, at: index)
    case .removeArrangedSubview:
      let stack = stackView(&input), (view, v) = self.view(&input)
      guard let (stack, s) = stack else { return }
      FuzzTrace.emit("(\(s) as! UIStackView).removeArrangedSubview(\(v))")
      stack.removeArrangedSubview(view)
    case .setStackProperty: setStackProperty(&input)
    case .setHidden:
      let (view, v) = self.view(&input)
      let hidden = input.bool()
      FuzzTrace.emit("\(v).isHidden = \(hidden)")
      view.isHidden = hidden
    case .layoutIfNeeded:
      let (view, v) = self.view(&input)
      FuzzTrace.emit("\(v).layoutIfNeeded()")
      layOut(view)
    case .hasAmbiguousLayout:
      let (view, v) = self.view(&input)
      FuzzTrace.emit("_ = \(v).hasAmbiguousLayout")
      _ = view.hasAmbiguousLayout
    case .exerciseAmbiguity:
      let (view, v) = self.view(&input)
      FuzzTrace.emit("\(v).exerciseAmbiguityInLayout()")
      view.exerciseAmbiguityInLayout()
      layOut(view)
    case .constraintsAffectingLayout:
      let (view, v) = self.view(&input)
      let axis = self.axis(&input)
      FuzzTrace.emit("_ = \(v).constraintsAffectingLayout(for: .\(axis))")
      _ = view.constraintsAffectingLayout(for: axis).map(\.description)
    case .autolayoutTrace:
      let (view, v) = self.view(&input)
      FuzzTrace.emit("_ = \(v).autolayoutTrace()")
      _ = view.autolayoutTrace()
    case .explain:
      let (view, v) = self.view(&input)
      let axis = self.axis(&input)
      FuzzTrace.emit("_ = \(v).explainLayout(for: .\(axis)); _ = \(v).explainAmbiguity(for: .\(axis))")
      _ = view.explainLayout(for: axis)?.description
      _ = view.explainAmbiguity(for: axis)?.description
    case .setMargins: setMargins(&input)
    case .setSafeArea:
      let (view, v) = self.view(&input)
      let (insets, text) = self.insets(&input)
      FuzzTrace.emit("\(v).rootSafeAreaInsets = \(text)")
      view.rootSafeAreaInsets = insets
    case .fittingSize:
      let (view, v) = self.view(&input)
      let (width, w) = number(&input), (height, h) = number(&input)
      let (horizontal, hp) = priority(&input), (vertical, vp) = priority(&input)
      FuzzTrace.emit("_ = \(v).systemLayoutSizeFitting(CGSize(width: \(w), height: \(h)), "
        + "withHorizontalFittingPriority: \(hp), verticalFittingPriority: \(vp))")
      _ = view.systemLayoutSizeFitting(
        CGSize(width: width, height: height), withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    case .addLayoutGuide:
      let (view, v) = self.view(&input)
      let guide = UILayoutGuide()
      FuzzTrace.emit("\(v).addLayoutGuide(UILayoutGuide())")
      view.addLayoutGuide(guide)
      ownGuides[ObjectIdentifier(view)] = guide
      lifetimes.watch(guide, "a guide of \(v)")
    case .removeLayoutGuide:
      let (view, v) = self.view(&input)
      guard let guide = ownGuides[ObjectIdentifier(view)] else { return }
      FuzzTrace.emit("\(v).removeLayoutGuide(\(v).layoutGuides.last!)")
      view.removeLayoutGuide(guide)
    case .setFrame:
      let (view, v) = self.view(&input)
      let (x, xs) = number(&input), (y, ys) = number(&input), (width, w) = number(&input), (height, h) = number(&input)
      FuzzTrace.emit("\(v).frame = CGRect(x: \(xs), y: \(ys), width: \(w), height: \(h))")
      view.frame = CGRect(x: x, y: y, width: width, height: height)
      if ![x, y, width, height].allSatisfy(\.isFinite) { setNonFiniteFrame = true }
    case .setAutoresizing:
      let (view, v) = self.view(&input)
      let translates = input.bool()
      let mask = UIView.AutoresizingMask(rawValue: UInt(input.byte() & 0x3F))
      FuzzTrace.emit("\(v).translatesAutoresizingMaskIntoConstraints = \(translates); "
        + "\(v).autoresizingMask = UIView.AutoresizingMask(rawValue: \(mask.rawValue))")
      view.translatesAutoresizingMaskIntoConstraints = translates
      view.autoresizingMask = mask
    case .setSemanticContent:
      let (view, v) = self.view(&input)
      let rightToLeft = input.bool()
      FuzzTrace.emit("\(v).semanticContentAttribute = .\(rightToLeft ? "forceRightToLeft" : "forceLeftToRight")")
      view.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
    case .setNeeds:
      let (view, v) = self.view(&input)
      switch input.index(4) {
      case 0: FuzzTrace.emit("\(v).setNeedsLayout()"); view.setNeedsLayout()
      case 1: FuzzTrace.emit("\(v).setNeedsUpdateConstraints()"); view.setNeedsUpdateConstraints()
      case 2: FuzzTrace.emit("\(v).updateConstraintsIfNeeded()"); view.updateConstraintsIfNeeded()
      default: FuzzTrace.emit("\(v).invalidateIntrinsicContentSize()"); view.invalidateIntrinsicContentSize()
      }
    case .setScrollProperty: setScrollProperty(&input)
    case .showRows: showRows(&input)
    }
  }

  /// A kind (byte modulo 6), its operands, then whether it translates its autoresizing mask.
  /// A superview, a count and that many views: a new list in the superview showing the views as
  /// its rows (``Operation/showRows``).
  private mutating func showRows(_ input: inout FuzzInput) {
    let (parent, p) = view(&input)
    let rows = (0..<input.index(5)).map { _ in view(&input) }
    guard views.count < Self.viewLimit else { return }
    let name = "v\(views.count)"
    let source = Rows(rows.map(\.0))
    FuzzTrace.emit("let \(name) = ListView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))")
    FuzzTrace.emit("\(name).dataSource = Rows([\(rows.map(\.1).joined(separator: ", "))]); \(p).addSubview(\(name))")
    let list = ListView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
    rowSources.append(source)
    list.dataSource = source
    adopt(list)
    parent.addSubview(list)
    FuzzTrace.emit("\(p).layoutIfNeeded()")
    layOut(parent)
  }

  private mutating func makeView(_ input: inout FuzzInput) {
    let name = "v\(views.count)"
    let view: View
    let source: String
    switch input.index(6) {
    case 0: (view, source) = (UIView(), "UIView()")
    case 1:
      let (width, w) = number(&input), (height, h) = number(&input)
      (view, source) = (SizedView(CGSize(width: width, height: height)), "SizedView(CGSize(width: \(w), height: \(h)))")
    case 2: (view, source) = (UIStackView(), "UIStackView()")
    case 3: (view, source) = (UIScrollView(), "UIScrollView()")
    case 4:
      let text = input.choose(Self.labelTexts)
      let lines = input.index(4)
      let label = UILabel()
      label.text = text
      label.numberOfLines = lines
      (view, source) = (label, "UILabel(); \(name).text = \(swiftLiteral(text)); (\(name) as! UILabel).numberOfLines = \(lines)")
    default:
      let button = UIButton(type: .system)
      let title = input.choose(Self.labelTexts)
      button.setTitle(title, for: .normal)
      (view, source) = (button, "UIButton(type: .system); (\(name) as! UIButton).setTitle(\(swiftLiteral(title)), for: .normal)")
    }
    let translates = input.bool()
    guard views.count < Self.viewLimit else { return }
    FuzzTrace.emit("let \(name) = \(source)")
    FuzzTrace.emit("\(name).translatesAutoresizingMaskIntoConstraints = \(translates)")
    view.translatesAutoresizingMaskIntoConstraints = translates
    adopt(view)
  }

  /// A stack view, then a property (byte modulo 8) and its value; nothing happens when the view
  /// is not a stack view.
  private func setStackProperty(_ input: inout FuzzInput) {
    let stack = stackView(&input)
    let s = stack.map { "(\($0.1) as! UIStackView)" } ?? ""
    // Each case reads its operands whether or not there is a stack view, so that the bytes
    // after it mean the same either way.
    let change: (call: String, apply: (StackView) -> Void)
    switch input.index(8) {
    case 0:
      let axis = self.axis(&input)
      change = ("\(s).axis = .\(axis)", { $0.axis = axis })
    case 1:
      let distribution = input.choose(UIStackView.Distribution.allCases)
      change = ("\(s).distribution = .\(distribution)", { $0.distribution = distribution })
    case 2:
      let alignment = input.choose(UIStackView.Alignment.allCases)
      change = ("\(s).alignment = .\(alignment)", { $0.alignment = alignment })
    case 3:
      let (spacing, text) = number(&input)
      change = ("\(s).spacing = \(text)", { $0.spacing = spacing })
    case 4:
      let relative = input.bool()
      change = ("\(s).isBaselineRelativeArrangement = \(relative)", { $0.isBaselineRelativeArrangement = relative })
    case 5:
      let relative = input.bool()
      change = ("\(s).isLayoutMarginsRelativeArrangement = \(relative)", { $0.isLayoutMarginsRelativeArrangement = relative })
    case 6:
      let (view, v) = self.view(&input)
      let (spacing, text) = number(&input)
      change = ("\(s).setCustomSpacing(\(text), after: \(v))", { $0.setCustomSpacing(spacing, after: view) })
    default:
      let system = input.bool()
      let name = system ? "UIStackView.spacingUseSystem" : "UIStackView.spacingUseDefault"
      change = ("\(s).spacing = \(name)", { $0.spacing = system ? UIStackView.spacingUseSystem : UIStackView.spacingUseDefault })
    }
    guard let (stackView, _) = stack else { return }
    FuzzTrace.emit(change.call)
    change.apply(stackView)
  }

  /// A view, a kind (byte modulo 5) and its value.
  private func setMargins(_ input: inout FuzzInput) {
    let (view, v) = self.view(&input)
    switch input.index(5) {
    case 0:
      let (insets, text) = self.insets(&input)
      FuzzTrace.emit("\(v).layoutMargins = \(text)")
      view.layoutMargins = insets
    case 1:
      let (top, t) = number(&input), (leading, l) = number(&input)
      let (bottom, b) = number(&input), (trailing, r) = number(&input)
      FuzzTrace.emit("\(v).directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(t), leading: \(l), bottom: \(b), trailing: \(r))")
      view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    case 2:
      let flag = input.bool()
      FuzzTrace.emit("\(v).preservesSuperviewLayoutMargins = \(flag)")
      view.preservesSuperviewLayoutMargins = flag
    case 3:
      let flag = input.bool()
      FuzzTrace.emit("\(v).insetsLayoutMarginsFromSafeArea = \(flag)")
      view.insetsLayoutMarginsFromSafeArea = flag
    default:
      let flag = input.bool()
      FuzzTrace.emit("\(v).layoutMarginsFollowReadableWidth = \(flag)")
      view.layoutMarginsFollowReadableWidth = flag
    }
  }

  /// A view, then a choice (byte modulo 3): content insets (four numbers), a content offset (two
  /// numbers), or `alwaysBounceVertical` (a Boolean).
  private func setScrollProperty(_ input: inout FuzzInput) {
    let (view, v) = self.view(&input)
    let scroll = view as? UIScrollView
    let s = "(\(v) as! UIScrollView)"
    switch input.index(3) {
    case 0:
      let (insets, text) = self.insets(&input)
      guard let scroll else { return }
      FuzzTrace.emit("\(s).contentInset = \(text)")
      scroll.contentInset = insets
    case 1:
      let (x, xs) = number(&input), (y, ys) = number(&input)
      guard let scroll else { return }
      FuzzTrace.emit("\(s).contentOffset = CGPoint(x: \(xs), y: \(ys))")
      scroll.contentOffset = CGPoint(x: x, y: y)
    default:
      let flag = input.bool()
      guard let scroll else { return }
      FuzzTrace.emit("\(s).alwaysBounceVertical = \(flag)")
      scroll.alwaysBounceVertical = flag
    }
  }
}
