import Foundation
import OpenAutoLayout

/// A constraint given as its parts, `first.attribute REL multiplier × second.attribute + constant`,
/// as Interface Builder stores one (`<constraint firstItem= firstAttribute= …>`), rather than as
/// constraint-language text. Items are view or guide ids of the document.
package struct ItemConstraintSpec: Sendable, Hashable {
  package var firstItem: String
  package var firstAttribute: LayoutAttribute
  package var relation: LayoutRelation
  /// Nil for a constant constraint (a width or height alone).
  package var secondItem: String?
  package var secondAttribute: LayoutAttribute
  package var multiplier: CGFloat
  package var constant: CGFloat
  package var priority: LayoutPriority

  package init(
    firstItem: String, firstAttribute: LayoutAttribute, relation: LayoutRelation = .equal, secondItem: String? = nil,
    secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: LayoutPriority = .required
  ) {
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }

  /// The constraint in the constraint language, for messages and listings
  /// (`title.top == safeArea.top + 8 @750`); `name` gives the name shown for an id.
  package func text(naming name: (String) -> String = { $0 }) -> String {
    var text = "\(name(firstItem)).\(firstAttribute) \(relation) "
    var hasTerm = false
    if let secondItem {
      if multiplier != 1 { text += "\(Self.number(multiplier)) * " }
      text += "\(name(secondItem)).\(secondAttribute)"
      hasTerm = true
    }
    if !hasTerm {
      text += Self.number(constant)
    } else if constant != 0 {
      text += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))"
    }
    if priority != .required { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
    return text
  }

  private static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
  }
}
