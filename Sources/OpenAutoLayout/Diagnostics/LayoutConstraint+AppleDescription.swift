import Foundation

/// Constraints described as UIKit describes them in the console (behaviour-2 §1.17):
///
/// ```
/// <NSLayoutConstraint:0x600000000010 'id' UIButton:0x7f8000000020.centerY == UIView:0x7f8000000030.centerY   (active)>
/// <NSAutoresizingMaskLayoutConstraint:0x600000000040 h=--& v=--& UIButton:0x7f8000000020.midY == 0   (active)>
/// <NSContentSizeLayoutConstraint:0x600000000050 okButton.width == 84 Hug:250 CompressionResistance:750   (active, names: okButton:0x7f8000000020 )>
/// ```
///
/// Items go by their accessibility identifier when they have one (listed with their address
/// under `names:`), otherwise by class and address; a system guide carries UIKit's identifier
/// (`UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`); an autoresizing constraint's superview is
/// `'|'`. Addresses are ``DebugAddress``es: stable for an object's lifetime.
extension LayoutConstraint {
  /// The constraint as a line of UIKit's logs.
  public var logDescription: String {
    var names = DescriptionNames()
    var text = "<\(appleClassName):\(debugAddress)"
    if origin == .autoresizingMask, let view = firstItem as? View { text += " \(view.autoresizingMaskText)" }
    // UIKit pins a root's origin with autoresizing constraints of a flexible-size mask.
    if isEncapsulatedOrigin { text += " h=-&- v=-&-" }
    if let identifier { text += " '\(identifier)'" }
    text += " " + appleExpression(names: &names)
    // The root's constraints belong to its hierarchy rather than to a view, and are always on.
    let active = isActive || origin == .encapsulatedLayout
    text += "   (\(active ? "active" : "inactive")\(names.suffix))>"
    return text
  }

  /// The class UIKit would have made the constraint with; a subclass's own name, qualified by
  /// its module as Swift classes are named in Objective-C (`SnapKit.LayoutConstraint`).
  var appleClassName: String {
    switch origin {
    case .autoresizingMask: "NSAutoresizingMaskLayoutConstraint"
    case .contentSize: "NSContentSizeLayoutConstraint"
    case .encapsulatedLayout where isEncapsulatedOrigin: "NSAutoresizingMaskLayoutConstraint"
    default: type(of: self) == LayoutConstraint.self ? "NSLayoutConstraint" : String(reflecting: type(of: self))
    }
  }

  /// Whether it is `UIView-Encapsulated-Layout-Left` or `-Top`, which UIKit makes from a mask.
  private var isEncapsulatedOrigin: Bool {
    origin == .encapsulatedLayout && (firstAttribute == .left || firstAttribute == .top)
  }

  /// The address descriptions show. The two content-size constraints of one axis are one
  /// constraint in UIKit (with both priorities), so they share the first one's address.
  var debugAddress: DebugAddress {
    if origin == .contentSize, let view = firstItem as? View,
      let first = view.contentSizeConstraints.first(where: { $0.firstAttribute == firstAttribute }), first !== self
    {
      return first.debugAddress
    }
    return ownDebugAddress
  }

  private func appleExpression(names: inout DescriptionNames) -> String {
    let superview = origin == .autoresizingMask ? (firstItem as? View)?.superview : nil
    var text = appleValue(firstValue, superview: superview, names: &names)
    if origin == .contentSize, let view = firstItem as? View, let axis = firstAttribute.axis {
      // UIKit's one content-size constraint per axis: the size equals the intrinsic size.
      return text + " == \(constant.appleText) Hug:\(view.contentHuggingPriority(for: axis))"
        + " CompressionResistance:\(view.contentCompressionResistancePriority(for: axis))"
    }
    text += " \(relation)"
    if let second = secondValue {
      text += " "
      if multiplier != 1 { text += "\(multiplier.appleText)*" }
      text += appleValue(second, superview: superview, names: &names)
      if constant > 0 { text += " + \(constant.appleText)" }
      if constant < 0 { text += " - \((-constant).appleText)" }
    } else {
      text += " \(constant.appleText)"
    }
    if !priority.isRequired { text += " @\(priority)" }
    return text
  }

  private func appleValue(_ value: AnchorValue, superview: View?, names: inout DescriptionNames) -> String {
    switch value {
    case .attribute(let weak, let attribute):
      guard let item = weak.object else { return "nil.\(attribute)" }
      let name = item === superview ? names.superview(item) : names.name(of: item)
      return "\(name).\(appleAttributeName(attribute))"
    case .offset(let from, let to):
      return "(\(appleValue(to, superview: superview, names: &names)) - "
        + "\(appleValue(from, superview: superview, names: &names)))"
    }
  }

  /// Autoresizing constraints fix the frame's mid point, which UIKit calls midX and midY.
  private func appleAttributeName(_ attribute: LayoutAttribute) -> String {
    guard origin == .autoresizingMask || isEncapsulatedOrigin else { return "\(attribute)" }
    switch attribute {
    case .centerX: return "midX"
    case .centerY: return "midY"
    case .left: return "minX"
    case .top: return "minY"
    default: return "\(attribute)"
    }
  }
}

/// The `names:` part of a description: each item named by an identifier, with its address.
struct DescriptionNames {
  private var entries: [String] = []

  /// The item's name in the expression, noting it in `names:` when it is an identifier.
  mutating func name(of item: LayoutItem) -> String {
    if let view = item as? View {
      guard let identifier = view.accessibilityIdentifier else { return view.layoutName }
      note("\(identifier):\(view.debugAddress)")
      return identifier
    }
    if let guide = item as? LayoutGuide {
      let quoted = guide.identifier.isEmpty ? "" : "'\(guide.identifier)'"
      return "\(appleClassName(of: guide)):\(guide.debugAddress)\(quoted)"
    }
    return item.layoutName
  }

  /// A superview as autoresizing constraints name it: `'|'`.
  mutating func superview(_ item: LayoutItem) -> String {
    if let view = item as? View { note("'|':\(appleClassName(of: view)):\(view.debugAddress)") }
    return "'|'"
  }

  private mutating func note(_ entry: String) {
    if !entries.contains(entry) { entries.append(entry) }
  }

  /// `, names: a:0x…, b:0x… ` — or nothing when no item needs a name.
  var suffix: String { entries.isEmpty ? "" : ", names: " + entries.joined(separator: ", ") + " " }
}

extension CGFloat {
  /// A number as UIKit's descriptions print it (`%g`: `84`, `151.5`, `0.333333`).
  var appleText: String { String(format: "%g", Double(self)) }
}
