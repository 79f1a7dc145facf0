import Foundation
import LayoutDocuments
import OpenAutoLayout

/// Interface Builder's size-class variations: `<variation key="heightClass=compact">` with
/// `<mask key="constraints">` (or `subviews`) listing `<include reference=>` and
/// `<exclude reference=>`. The most specific variation that matches the size classes and names
/// an object decides; `default` (Any/Any) decides otherwise; an object no variation names is
/// always installed.
enum Variations {
  typealias SizeClasses = (width: DocumentTraits.SizeClass, height: DocumentTraits.SizeClass)

  /// When each object that `element`'s variations name is installed, by id.
  static func conditions(of element: XMLElementNode, file: String, warnings: inout [InterfaceBuilderWarning])
    -> [String: InstallCondition]
  {
    let variations = element.children(named: "variation")
    guard !variations.isEmpty else { return [:] }
    // Per variation: its size classes (nil: any) and what it includes or excludes.
    var parsed: [(width: DocumentTraits.SizeClass?, height: DocumentTraits.SizeClass?, decisions: [String: Bool])] = []
    for variation in variations {
      guard let key = variation["key"] else { continue }
      var width: DocumentTraits.SizeClass?
      var height: DocumentTraits.SizeClass?
      if key != "default" {
        var understood = true
        for part in key.split(separator: "-") {
          let pair = part.split(separator: "=").map(String.init)
          guard pair.count == 2, let value = DocumentTraits.SizeClass(rawValue: pair[1]) else {
            understood = false
            continue
          }
          if pair[0] == "widthClass" { width = value } else if pair[0] == "heightClass" { height = value } else { understood = false }
        }
        // A variation for something else than size classes (`userInterfaceIdiom=mac`) does not
        // apply to an iPhone or iPad layout.
        if !understood { continue }
      }
      var decisions: [String: Bool] = [:]
      for mask in variation.children(named: "mask") {
        for entry in mask.children {
          guard let reference = entry["reference"] else { continue }
          decisions[reference] = entry.name == "include"
        }
      }
      parsed.append((width, height, decisions))
    }
    let ids = Set(parsed.flatMap { $0.decisions.keys })
    let combinations: [SizeClasses] = [(.compact, .compact), (.compact, .regular), (.regular, .compact), (.regular, .regular)]
    var result: [String: InstallCondition] = [:]
    for id in ids {
      let table = combinations.map { sizeClasses in
        // Most specific first: both classes set, then one, then default.
        let matching = parsed.filter {
          ($0.width == nil || $0.width == sizeClasses.width) && ($0.height == nil || $0.height == sizeClasses.height)
            && $0.decisions[id] != nil
        }
        let best = matching.max { specificity($0.width, $0.height) < specificity($1.width, $1.height) }
        return best?.decisions[id] ?? true
      }
      let (condition, exact) = condition(for: table, combinations: combinations)
      if !exact {
        warnings.append(
          InterfaceBuilderWarning(
            kind: .approximation, file: file, location: element.location,
            message: "the size classes that install '\(id)' cannot be written as one condition; approximated"))
      }
      if !condition.isUnconditional { result[id] = condition }
    }
    return result
  }

  private static func specificity(_ width: DocumentTraits.SizeClass?, _ height: DocumentTraits.SizeClass?) -> Int {
    (width == nil ? 0 : 1) + (height == nil ? 0 : 1)
  }

  /// The simplest `when`/`unless` that installs exactly where `table` says, and whether one exists
  /// (else the one right in the most size classes).
  static func condition(for table: [Bool], combinations: [SizeClasses]) -> (InstallCondition, Bool) {
    let classes: [DocumentTraits.SizeClass?] = [nil, .compact, .regular]
    var tests: [DocumentTraits?] = [nil]
    for width in classes {
      for height in classes where width != nil || height != nil {
        tests.append(DocumentTraits(horizontalSizeClass: width, verticalSizeClass: height))
      }
    }
    var best: (InstallCondition, Int, Int)?
    for when in tests {
      for unless in tests {
        let condition = InstallCondition(when: when, unless: unless)
        let right = zip(combinations, table).filter { sizeClasses, installed in
          condition.installs(under: DocumentTraits(horizontalSizeClass: sizeClasses.width, verticalSizeClass: sizeClasses.height))
            == installed
        }.count
        let cost = (when == nil ? 0 : 1) + (unless == nil ? 0 : 1)
        if let current = best, right < current.1 || (right == current.1 && cost >= current.2) { continue }
        best = (condition, right, cost)
      }
    }
    guard let best else { return (InstallCondition(), true) }
    return (best.0, best.1 == table.count)
  }

  /// `element` with the attributes its most specific `<variation>` for `sizeClasses` overrides
  /// (`<variation key="widthClass=compact" axis="vertical"/>` on a stack view, a constraint's
  /// `constant`); unchanged without size classes (Any/Any) or without such a variation.
  static func resolvingAttributes(of element: XMLElementNode, for sizeClasses: SizeClasses?) -> XMLElementNode {
    guard let sizeClasses else { return element }
    var best: (XMLElementNode, Int)?
    for variation in element.children(named: "variation") where variation.attributes.count > 1 {
      guard let key = variation["key"], key != "default" else { continue }
      var matches = true
      var specificity = 0
      for part in key.split(separator: "-") {
        let pair = part.split(separator: "=").map(String.init)
        guard pair.count == 2, let value = DocumentTraits.SizeClass(rawValue: pair[1]),
          ["widthClass", "heightClass"].contains(pair[0])
        else {
          matches = false
          continue
        }
        let actual = pair[0] == "widthClass" ? sizeClasses.width : sizeClasses.height
        if value != actual { matches = false }
        specificity += 1
      }
      if matches, specificity > (best?.1 ?? 0) { best = (variation, specificity) }
    }
    guard let variation = best?.0 else { return element }
    var resolved = element
    for (name, value) in variation.attributes where name != "key" { resolved.attributes[name] = value }
    return resolved
  }
}
