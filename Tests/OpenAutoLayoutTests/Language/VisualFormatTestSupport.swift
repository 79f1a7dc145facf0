import Foundation
import Testing

@testable import OpenAutoLayout

/// Helpers for the Visual Format Language tests, in a namespace of their own.
enum VFL {
  /// One expected constraint: `first.firstAttribute REL second.secondAttribute + constant @priority`,
  /// multiplier 1.
  struct Expected: CustomStringConvertible {
    let first: LayoutItem
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: LayoutItem?
    let secondAttribute: LayoutAttribute
    let constant: CGFloat
    let priority: Float

    var description: String {
      let right = second.map { "\($0.layoutName).\(secondAttribute)" } ?? "nil"
      return "\(first.layoutName).\(firstAttribute) \(relation) \(right) + \(constant) @\(priority)"
    }

    func matches(_ constraint: LayoutConstraint) -> Bool {
      constraint.firstItem === first && constraint.firstAttribute == firstAttribute && constraint.relation == relation
        && constraint.secondItem === second && constraint.secondAttribute == secondAttribute
        && constraint.multiplier == 1 && constraint.constant == constant && constraint.priority.rawValue == priority
    }
  }

  /// `first.a1 REL second.a2 + constant`, required unless `priority` says otherwise.
  static func c(
    _ first: LayoutItem, _ a1: LayoutAttribute, _ relation: LayoutRelation, _ second: LayoutItem?,
    _ a2: LayoutAttribute, _ constant: CGFloat = 0, priority: Float = 1000
  ) -> Expected {
    Expected(
      first: first, firstAttribute: a1, relation: relation, second: second, secondAttribute: a2, constant: constant,
      priority: priority)
  }

  /// A size constraint against a constant: `item.attribute REL constant`.
  static func size(
    _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ constant: CGFloat,
    priority: Float = 1000
  ) -> Expected {
    c(item, attribute, relation, nil, .notAnAttribute, constant, priority: priority)
  }

  /// Asserts the constraints, in order, and that each is inactive and the user's.
  static func expect(
    _ actual: [LayoutConstraint], _ expected: [Expected], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let text = actual.map(describe).joined(separator: "\n")
    #expect(actual.count == expected.count, "got:\n\(text)", sourceLocation: sourceLocation)
    for (index, (constraint, wanted)) in zip(actual, expected).enumerated() {
      #expect(
        wanted.matches(constraint), "#\(index): expected \(wanted), got \(describe(constraint))",
        sourceLocation: sourceLocation)
      #expect(!constraint.isActive && constraint.origin == .user, sourceLocation: sourceLocation)
    }
  }

  static func describe(_ constraint: LayoutConstraint) -> String {
    let first = constraint.firstItem?.layoutName ?? "nil"
    let second = constraint.secondItem.map { "\($0.layoutName).\(constraint.secondAttribute)" } ?? "nil"
    let right = "\(second) × \(constraint.multiplier) + \(constraint.constant)"
    return "\(first).\(constraint.firstAttribute) \(constraint.relation) \(right) @\(constraint.priority.rawValue)"
  }

  /// The error a format throws, or nil (with a failed expectation) when it parses.
  static func error(
    _ format: String, options: VisualFormatOptions = [], metrics: [String: CGFloat] = [:],
    views: [String: LayoutItem], sourceLocation: SourceLocation = #_sourceLocation
  ) -> VisualFormatError? {
    do {
      let constraints = try LayoutConstraint.constraints(
        visualFormat: format, options: options, metrics: metrics, views: views)
      Issue.record("\(format) parsed into \(constraints.count) constraints", sourceLocation: sourceLocation)
      return nil
    } catch {
      return error
    }
  }
}
