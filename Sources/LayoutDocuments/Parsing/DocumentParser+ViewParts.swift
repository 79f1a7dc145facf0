import Foundation
import OpenAutoLayout
import Yams

/// The small maps inside views and at the top level: insets, sizes, priorities, fonts, frames,
/// traits and colours.
extension DocumentParser.Reader {
  typealias Keys = DocumentParser.Keys
  typealias Names = DocumentParser.Names

  // MARK: Insets

  /// `{top, left, bottom, right}`, missing sides 0; `nonNegative` for the safe area.
  func edgeInsets(_ node: Node, key: String, nonNegative: Bool = false) throws(DocumentError) -> EdgeInsets {
    let sides = try insetValues(node, key: key, sides: Keys.edges, nonNegative: nonNegative)
    return EdgeInsets(
      top: sides["top"] ?? 0, left: sides["left"] ?? 0, bottom: sides["bottom"] ?? 0, right: sides["right"] ?? 0)
  }

  /// `{top, leading, bottom, trailing}`, missing sides 0.
  func directionalInsets(_ node: Node, key: String) throws(DocumentError) -> DirectionalEdgeInsets {
    let sides = try insetValues(node, key: key, sides: Keys.directionalEdges)
    return directional(sides)
  }

  /// `layoutMargins`: physical (`left`, `right`) or directional (`leading`, `trailing`) by the
  /// keys it uses; mixing the two is an error. With only `top` and `bottom` (or nothing) it is
  /// physical.
  func layoutMargins(_ node: Node) throws(DocumentError) -> MarginsSpec {
    let key = "layoutMargins"
    let fields = try fields(
      of: node, subject: "'\(key)'", context: "in '\(key)'",
      allowed: ["top", "left", "bottom", "right", "leading", "trailing"])
    let physical = fields.entries.first { $0.key == "left" || $0.key == "right" }
    let directional = fields.entries.first { $0.key == "leading" || $0.key == "trailing" }
    if let physical, let directional {
      let later = physical.keyLocation < directional.keyLocation ? directional : physical
      let earlier = later.key == physical.key ? directional : physical
      throw source.error(.mixedMarginEdges(later.key, with: earlier.key), at: later.keyLocation)
    }
    let sides = try insetValues(fields, key: key, nonNegative: false)
    if directional != nil { return .directional(self.directional(sides)) }
    return .physical(
      EdgeInsets(
        top: sides["top"] ?? 0, left: sides["left"] ?? 0, bottom: sides["bottom"] ?? 0, right: sides["right"] ?? 0))
  }

  private func directional(_ sides: [String: CGFloat]) -> DirectionalEdgeInsets {
    DirectionalEdgeInsets(
      top: sides["top"] ?? 0, leading: sides["leading"] ?? 0, bottom: sides["bottom"] ?? 0,
      trailing: sides["trailing"] ?? 0)
  }

  private func insetValues(_ node: Node, key: String, sides: [String], nonNegative: Bool = false)
    throws(DocumentError) -> [String: CGFloat]
  {
    try insetValues(
      fields(of: node, subject: "'\(key)'", context: "in '\(key)'", allowed: sides), key: key, nonNegative: nonNegative)
  }

  private func insetValues(_ fields: Fields, key: String, nonNegative: Bool) throws(DocumentError) -> [String: CGFloat]
  {
    var values: [String: CGFloat] = [:]
    for entry in fields.entries {
      let value =
        nonNegative ? try self.nonNegative(entry.value, key: entry.key) : try number(entry.value, key: entry.key)
      values[entry.key] = CGFloat(value)
    }
    return values
  }

  // MARK: Sizes and frames

  /// `intrinsicSize: {width, height}`: each a number ≥ 0, or null (or left out) for no
  /// intrinsic metric on that axis.
  func intrinsicSize(_ node: Node) throws(DocumentError) -> IntrinsicSizeSpec {
    let fields = try fields(of: node, subject: "'intrinsicSize'", context: "in 'intrinsicSize'", allowed: Keys.size)
    func dimension(_ key: String) throws(DocumentError) -> CGFloat? {
      guard let value = fields[key], !isNull(value) else { return nil }
      return CGFloat(try nonNegative(value, key: key))
    }
    return IntrinsicSizeSpec(width: try dimension("width"), height: try dimension("height"))
  }

  /// `image: {width, height}`: an image's size in points, both given, each ≥ 0.
  func imageSize(_ node: Node) throws(DocumentError) -> CGSize {
    let fields = try fields(of: node, subject: "'image'", context: "in 'image'", allowed: Keys.size)
    func side(_ key: String) throws(DocumentError) -> CGFloat {
      CGFloat(try nonNegative(try require(key, in: fields, of: "'image'").value, key: key))
    }
    return CGSize(width: try side("width"), height: try side("height"))
  }

  /// `frame: {x, y, width, height}`: all four, the size ≥ 0.
  func frame(_ node: Node) throws(DocumentError) -> CGRect {
    let fields = try fields(of: node, subject: "'frame'", context: "in 'frame'", allowed: Keys.frame)
    var values: [String: CGFloat] = [:]
    for key in Keys.frame {
      let entry = try require(key, in: fields, of: "'frame'")
      let isSize = key == "width" || key == "height"
      values[key] = CGFloat(isSize ? try nonNegative(entry.value, key: key) : try number(entry.value, key: key))
    }
    return CGRect(x: values["x"] ?? 0, y: values["y"] ?? 0, width: values["width"] ?? 0, height: values["height"] ?? 0)
  }

  /// `autoresizingMask: [flexibleWidth, …]`: UIKit's names.
  func autoresizingMask(_ node: Node) throws(DocumentError) -> AutoresizingMask {
    var mask: AutoresizingMask = []
    for element in try list(node, subject: "'autoresizingMask'") {
      let name = try name(element, key: "autoresizingMask", among: Names.autoresizing.map(\.name))
      for option in Names.autoresizing where option.name == name { mask.insert(option.mask) }
    }
    return mask
  }

  /// `baselines: {first, last}`: offsets from the view's top.
  func baselines(_ node: Node) throws(DocumentError) -> BaselinesSpec {
    let fields = try fields(of: node, subject: "'baselines'", context: "in 'baselines'", allowed: Keys.baselines)
    return BaselinesSpec(
      first: try fields["first"].map { (value) throws(DocumentError) in CGFloat(try number(value, key: "first")) },
      last: try fields["last"].map { (value) throws(DocumentError) in CGFloat(try number(value, key: "last")) })
  }

  // MARK: Priorities

  /// `hugging` or `compressionResistance`: `{horizontal, vertical}`, each a priority.
  func axisPriorities(_ node: Node, key: String) throws(DocumentError) -> AxisPrioritySpec {
    let fields = try fields(of: node, subject: "'\(key)'", context: "in '\(key)'", allowed: Keys.axes)
    return AxisPrioritySpec(
      horizontal: try fields["horizontal"].map { (value) throws(DocumentError) in try priority(value, key: "horizontal")
      },
      vertical: try fields["vertical"].map { (value) throws(DocumentError) in try priority(value, key: "vertical") })
  }

  /// A priority in (0, 1000] (decision 2), or a name of the constraint language (`high`, …),
  /// quoted or not.
  func priority(_ node: Node, key: String) throws(DocumentError) -> LayoutPriority {
    let expected = "a priority in (0, 1000] or required, high, low, fittingSize"
    guard case .scalar(let scalar) = node else { throw typeError("'\(key)'", expected: expected, node) }
    // A name may be quoted, as JSON quotes every string; a number may not: "750" is text.
    if let named = Names.priorities[scalar.string] { return LayoutPriority(named) }
    guard scalar.style == .plain else { throw typeError("'\(key)'", expected: expected, node) }
    // Checked as the Float it is stored as: 1e-320 is positive as a Double, 0 as a Float.
    guard let value = DocumentParser.decimal(scalar.string), LayoutPriority(Float(value)).isValid, value <= 1000 else {
      throw typeError("'\(key)'", expected: expected, node)
    }
    return LayoutPriority(Float(value))
  }

  // MARK: Text

  /// `font: {size, weight, textStyle}`: a positive size, UIKit's weight and text style names.
  func font(_ node: Node) throws(DocumentError) -> FontSpec {
    let fields = try fields(of: node, subject: "'font'", context: "in 'font'", allowed: Keys.font)
    var font = FontSpec()
    for entry in fields.entries {
      switch entry.key {
      case "size": font.size = CGFloat(try number(entry.value, key: "size", "greater than 0") { $0 > 0 })
      case "weight": font.weight = try named(entry.value, key: "weight")
      default: font.textStyle = try named(entry.value, key: "textStyle")
      }
    }
    return font
  }

  // MARK: Traits

  /// `traits`, `when` or `unless`: trait names and UIKit's values.
  func traits(_ node: Node, key: String) throws(DocumentError) -> DocumentTraits {
    let fields = try fields(of: node, subject: "'\(key)'", context: "in '\(key)'", allowed: Keys.traits)
    var traits = DocumentTraits()
    let sizeClasses = DocumentTraits.SizeClass.allCases.map(\.rawValue)
    for entry in fields.entries {
      switch entry.key {
      case "layoutDirection":
        let name = try name(entry.value, key: entry.key, among: DocumentTraits.LayoutDirection.allCases.map(\.rawValue))
        traits.layoutDirection = DocumentTraits.LayoutDirection(rawValue: name)
      case "horizontalSizeClass":
        traits.horizontalSizeClass = DocumentTraits.SizeClass(
          rawValue: try name(entry.value, key: entry.key, among: sizeClasses))
      case "verticalSizeClass":
        traits.verticalSizeClass = DocumentTraits.SizeClass(
          rawValue: try name(entry.value, key: entry.key, among: sizeClasses))
      default:
        traits.contentSizeCategory = try name(entry.value, key: entry.key, among: DocumentTraits.contentSizeCategories)
      }
    }
    return traits
  }

  // MARK: Colours

  /// `color` or `textColor` (`key`): a colour name or `#rgb`, `#rrggbb`, `#rrggbbaa`. An
  /// unquoted `#…` is a YAML comment, which leaves the key without a value: the message says so.
  func color(_ node: Node, key: String, keyLocation: SourceLocation) throws(DocumentError) -> Color {
    let expected = "a colour: a name such as red or systemBlue, or \"#rrggbb\""
    if isNull(node) {
      if source.rest(of: keyLocation).contains("#") {
        throw source.error(.colorIsComment(key: key), at: keyLocation)
      }
      throw typeError("'\(key)'", expected: expected, node)
    }
    let text = try string(node, key: key)
    if let color = DocumentParser.color(text) { return color }
    if text.hasPrefix("#") {
      throw source.error(.notAHexColor(text), at: node)
    }
    let suggestion = DocumentParser.suggestion(for: text, among: DocumentParser.namedColors.keys.sorted())
    throw source.error(.unknownColor(text, suggestion: suggestion), at: node)
  }
}
