import Foundation

/// Printing constraints in the constraint language (layout-document.md §2).
///
/// Every constraint prints, however it was made, and the text parses back to an equivalent
/// constraint (``LayoutConstraint/isEquivalent(to:)``) when its items are named:
/// - numbers in the shortest form that parses back to the same `Double` (`8`, `0.75`,
///   `0.30000000000000004`, `1e-07`);
/// - the multiplier only when it is not 1, the constant only when it is not 0, its sign as the
///   operator (`- 8`, never `+ -8`);
/// - the priority as a number (`@750`), omitted when required;
/// - offset anchors as `(red.leading - blue.trailing)` (extension a);
/// - the position an autoresizing mask or a root's encapsulated frame sets as `midX`, `midY`,
///   `minX`, `minY` (extension b), as Apple's logs do.
extension LayoutConstraint {
  /// The constraint in the constraint language, such as `red.leading == blue.trailing + 8 @750`.
  var languageText: String {
    var text = "\(languageText(of: firstValue, isFirst: true)) \(relation) "
    if let second = secondValue {
      if multiplier != 1 { text += "\(multiplier.layoutText) * " }
      text += languageText(of: second, isFirst: false)
      if constant > 0 { text += " + \(constant.layoutText)" }
      if constant < 0 { text += " - \((-constant).layoutText)" }
      // NaN is neither: print it rather than lose it (it does not parse, as it is illegal).
      if constant.isNaN { text += " + \(constant.layoutText)" }
    } else {
      text += constant.layoutText
    }
    if !storedPriority.isRequired { text += " @\(storedPriority)" }
    return text
  }

  /// Whether the first attribute prints under its frame name (`midX`): the system's frame
  /// constraints measure a position against a constant or the superview's size.
  private var printsFrameAttribute: Bool {
    origin == .autoresizingMask || origin == .encapsulatedLayout
  }


  private func languageText(of value: AnchorValue, isFirst: Bool) -> String {
    switch value {
    case .attribute(let item, let attribute):
      let name = isFirst && printsFrameAttribute ? frameAttributeName(attribute) ?? "\(attribute)" : "\(attribute)"
      return "\(item.object?.layoutName ?? "nil").\(name)"
    case .offset(let from, let to):
      return "(\(languageText(of: to, isFirst: false)) - \(languageText(of: from, isFirst: false)))"
    }
  }
}
