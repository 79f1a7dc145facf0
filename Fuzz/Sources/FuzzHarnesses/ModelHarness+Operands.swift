import OpenAutoLayoutUIKit

// Reading the operands of the model harness's operations, with the Swift source each stands
// for in traces.

extension ModelHarness {
  /// A view the program made, and its name.
  func view(_ input: inout FuzzInput) -> (View, String) {
    let index = input.index(256) % views.count
    return (views[index], "v\(index)")
  }

  /// A view made as a stack view, or nil (reading its byte all the same).
  func stackView(_ input: inout FuzzInput) -> (StackView, String)? {
    let (view, name) = self.view(&input)
    return (view as? StackView).map { ($0, name) }
  }

  /// A constraint the program made, or nil (reading its byte all the same) when none was.
  func constraint(_ input: inout FuzzInput) -> (LayoutConstraint, String)? {
    let index = input.index(256)
    guard !constraints.isEmpty else { return nil }
    let constraint = constraints[index % constraints.count]
    return (constraint, constraint.identifier ?? "c?")
  }

  /// The kinds of guide an item byte from 0x80 on names, in the order of bits 4–6.
  private enum GuideKind: Int, CaseIterable {
    case safeArea, margins, readableContent, own, content, frame
  }

  /// A view or one of its guides (see the type's documentation), and its name.
  func item(_ input: inout FuzzInput) -> (LayoutItem, String) {
    let byte = Int(input.byte())
    let index = (byte & 0x7F) % views.count
    let view = views[index]
    let name = "v\(index)"
    guard byte >= 0x80 else { return (view, name) }
    let kind = GuideKind.allCases[((byte >> 4) & 7) % GuideKind.allCases.count]
    switch kind {
    case .safeArea: return (view.safeAreaLayoutGuide, "\(name).safeAreaLayoutGuide")
    case .margins: return (view.layoutMarginsGuide, "\(name).layoutMarginsGuide")
    case .readableContent: return (view.readableContentGuide, "\(name).readableContentGuide")
    case .own:
      guard let guide = ownGuides[ObjectIdentifier(view)] else { return (view, name) }
      return (guide, "\(name).layoutGuides.last!")
    case .content, .frame:
      guard let scroll = view as? ScrollView else { return (view.safeAreaLayoutGuide, "\(name).safeAreaLayoutGuide") }
      return kind == .content
        ? (scroll.contentLayoutGuide, "(\(name) as! UIScrollView).contentLayoutGuide")
        : (scroll.frameLayoutGuide, "(\(name) as! UIScrollView).frameLayoutGuide")
    }
  }

  /// An axis from a byte's lowest bit.
  func axis(_ input: inout FuzzInput) -> NSLayoutConstraint.Axis {
    input.bool() ? .vertical : .horizontal
  }

  func relation(_ input: inout FuzzInput) -> NSLayoutConstraint.Relation {
    input.choose([.equal, .lessThanOrEqual, .greaterThanOrEqual])
  }

  /// A priority as UIKit's type, and its source.
  func priority(_ input: inout FuzzInput) -> (UILayoutPriority, String) {
    let value = input.priority(range)
    return (UILayoutPriority(value), "UILayoutPriority(\(swiftLiteral(value)))")
  }

  /// A number and its source.
  func number(_ input: inout FuzzInput) -> (CGFloat, String) {
    let value = input.number(range)
    if value.isFinite && abs(value) > Self.largestOrdinaryNumber { magnitudes.sawHugeNumber = true }
    return (value, swiftLiteral(value))
  }

  /// A multiplier.
  func coefficient(_ input: inout FuzzInput) -> CGFloat {
    let value = input.coefficient(range)
    if value.isFinite && abs(value) > Self.largestOrdinaryMultiplier { magnitudes.sawHugeNumber = true }
    return value
  }

  /// Four numbers as insets, and their source.
  func insets(_ input: inout FuzzInput) -> (UIEdgeInsets, String) {
    let (top, t) = number(&input), (left, l) = number(&input)
    let (bottom, b) = number(&input), (right, r) = number(&input)
    return (UIEdgeInsets(top: top, left: left, bottom: bottom, right: right),
            "UIEdgeInsets(top: \(t), left: \(l), bottom: \(b), right: \(r))")
  }

  /// The Swift name of a relation's case.
  func relationName(_ relation: NSLayoutConstraint.Relation) -> String {
    switch relation {
    case .equal: "equal"
    case .lessThanOrEqual: "lessThanOrEqual"
    case .greaterThanOrEqual: "greaterThanOrEqual"
    }
  }

  /// The Swift spelling of a relation in an anchor method: `equalTo`, `lessThanOrEqualTo`, …
  func anchorLabel(_ relation: NSLayoutConstraint.Relation, _ suffix: String = "To") -> String {
    switch relation {
    case .equal: "equal\(suffix)"
    case .lessThanOrEqual: "lessThanOrEqual\(suffix)"
    case .greaterThanOrEqual: "greaterThanOrEqual\(suffix)"
    }
  }
}
