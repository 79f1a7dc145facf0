import Foundation
import LayoutDocuments
import OpenAutoLayout

/// Reads `<constraint>` elements: `firstItem` (the owning view when omitted), the attributes,
/// `relation`, `multiplier` (a number or a ratio, `375:229`), `constant`, `priority`,
/// `identifier`; `placeholder="YES"` constraints are left out, as Xcode removes them at build time.
enum ConstraintReader {
  /// IB's attribute names: the model's, and `baseline` for the last baseline.
  static let attributes: [String: LayoutAttribute] = {
    var names: [String: LayoutAttribute] = ["baseline": .lastBaseline]
    let all: [LayoutAttribute] = [
      .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
      .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins,
    ]
    for attribute in all { names["\(attribute)"] = attribute }
    return names
  }()

  static func read(
    _ element: XMLElementNode, owner: String, condition: InstallCondition?, file: String, source: String
  ) throws(DocumentError) -> ViewReader.PendingConstraint? {
    if element["placeholder"] == "YES" { return nil }
    let id = element["id"] ?? "constraint@\(element.location.line)"
    func failure(_ reason: InterfaceBuilderReason) -> DocumentError {
      DocumentError(file: file, source: source, location: element.location, reason)
    }
    func attribute(_ name: String) throws(DocumentError) -> LayoutAttribute {
      guard let text = element[name] else { throw failure(.missingConstraintAttribute(name, constraint: id)) }
      guard let attribute = attributes[text] else {
        throw failure(.notALayoutAttribute(attribute: name, value: text, constraint: id))
      }
      return attribute
    }
    func number(_ name: String, default value: CGFloat) throws(DocumentError) -> CGFloat {
      guard let text = element[name] else { return value }
      guard let number = Double(text), number.isFinite, abs(number) <= 1e7 else {
        throw failure(.constraintNotANumber(attribute: name, value: text, constraint: id))
      }
      return CGFloat(number)
    }
    let first = element["firstItem"] ?? owner
    let firstAttribute = try attribute("firstAttribute")
    let second = element["secondItem"]
    let secondAttribute: LayoutAttribute = second == nil ? .notAnAttribute : try attribute("secondAttribute")
    let relation: LayoutRelation
    switch element["relation"] {
    case nil, "equal"?: relation = .equal
    case "lessThanOrEqual"?: relation = .lessThanOrEqual
    case "greaterThanOrEqual"?: relation = .greaterThanOrEqual
    case let other?: throw failure(.unknownRelation(other, constraint: id))
    }
    var multiplier: CGFloat = 1
    if let text = element["multiplier"] {
      let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
      let values = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
      guard values.count == parts.count, (1...2).contains(values.count), values.allSatisfy({ $0.isFinite }),
        values.count == 1 || values[1] != 0
      else {
        throw failure(.malformedMultiplier(text, constraint: id))
      }
      multiplier = CGFloat(values.count == 2 ? values[0] / values[1] : values[0])
      guard multiplier != 0, abs(multiplier) <= 1e6 else {
        throw failure(.unusableMultiplier(text, constraint: id))
      }
    }
    let constant = try number("constant", default: 0)
    let priority = try number("priority", default: 1000)
    guard priority > 0, priority <= 1000 else {
      throw failure(.constraintPriorityOutOfRange(element["priority"] ?? "", constraint: id))
    }
    let parts = ItemConstraintSpec(
      firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
      secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
      priority: LayoutPriority(rawValue: Float(priority)))
    let spec = ConstraintSpec(
      parts: parts, id: element["identifier"] ?? id, condition: condition ?? InstallCondition(), location: element.location)
    return ViewReader.PendingConstraint(
      spec: spec, id: id, items: [first] + (second.map { [$0] } ?? []), location: element.location,
      isStandardSpacing: element["symbolic"] == "YES")
  }
}
