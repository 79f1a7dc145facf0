import Foundation
import Testing

@testable import OpenAutoLayout


/// A root view named `root` whose diagnostics are collected rather than printed.
func languageRoot(width: CGFloat = 375, height: CGFloat = 667) -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
  root.accessibilityIdentifier = "root"
  root.layoutDiagnostics.handler = { _ in true }
  return root
}

/// A named Auto Layout view added to `parent`.
@discardableResult
func languageView(_ name: String, in parent: View) -> View {
  let view = View()
  view.accessibilityIdentifier = name
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

/// A guide with `identifier`, added to `owner`.
@discardableResult
func languageGuide(_ identifier: String, in owner: View) -> LayoutGuide {
  let guide = LayoutGuide()
  guide.identifier = identifier
  owner.addLayoutGuide(guide)
  return guide
}

/// Asserts every field the language carries, items by identity.
func expectConstraint(
  _ constraint: LayoutConstraint, _ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute,
  _ relation: LayoutRelation, _ secondItem: LayoutItem?, _ secondAttribute: LayoutAttribute,
  multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(constraint.firstItem === firstItem, "first item", sourceLocation: sourceLocation)
  #expect(constraint.firstAttribute == firstAttribute, sourceLocation: sourceLocation)
  #expect(constraint.relation == relation, sourceLocation: sourceLocation)
  #expect(constraint.secondItem === secondItem, "second item", sourceLocation: sourceLocation)
  #expect(constraint.secondAttribute == secondAttribute, sourceLocation: sourceLocation)
  #expect(constraint.multiplier == multiplier, sourceLocation: sourceLocation)
  #expect(constraint.constant == constant, sourceLocation: sourceLocation)
  #expect(constraint.priority == priority, sourceLocation: sourceLocation)
  #expect(constraint.origin == .user, sourceLocation: sourceLocation)
  #expect(!constraint.isActive, sourceLocation: sourceLocation)
}
