import Foundation
import OpenAutoLayout

/// Text helpers shared by the SVG and HTML writers. Everything here is locale-free and exact, so
/// the same scene always gives the same bytes (snapshot tests depend on it).
enum Markup {
  /// `text` with XML's five special characters escaped, safe in element content and in
  /// attribute values quoted with `"` or `'`.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default:
        // Control characters other than tab and line breaks are not allowed in XML 1.0.
        if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
          scalar.value < 0x20, scalar != "\t", scalar != "\n", scalar != "\r"
        {
          result += "\u{FFFD}"
        } else {
          result.append(character)
        }
      }
    }
    return result
  }

  /// A number with at most two decimals and no trailing zeros: `20`, `12.5`, `0.33`, never `-0`.
  static func number(_ value: CGFloat) -> String {
    guard value.isFinite else { return "0" }
    // Hundredths of 1e17 points leave Int's range: whole points (in SVG's exponent form when
    // they need it, `1e+20`) are all a drawing that large can show.
    guard abs(Double(value)) < 1e13 else { return "\(Double(value).rounded())" }
    let hundredths = Int((Double(value) * 100).rounded())
    if hundredths == 0 { return "0" }
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// A colour as `#rrggbb` (opacity is written separately, as SVG 1.1 readers expect).
  static func hex(_ color: Color) -> String {
    let digits = Array("0123456789abcdef")
    var text = "#"
    for component in [color.red, color.green, color.blue] {
      let byte = Int((min(max(component, 0), 1) * 255).rounded())
      text.append(digits[byte / 16])
      text.append(digits[byte % 16])
    }
    return text
  }

  /// An estimate of a line's width in a sans-serif font, for placing labels and the legend
  /// (real metrics are not needed: the estimate only spaces things out).
  static func estimatedWidth(of text: String, fontSize: CGFloat) -> CGFloat {
    CGFloat(text.count) * fontSize * 0.56
  }
}

/// An SVG element written as text: a name and attributes in the order given.
struct Element {
  var name: String
  var attributes: [(String, String)]

  init(_ name: String, _ attributes: [(String, String)] = []) {
    self.name = name
    self.attributes = attributes
  }

  /// The element's start, without its closing `>`.
  private var start: String {
    "<\(name)" + attributes.map { " \($0.0)=\"\(Markup.escape($0.1))\"" }.joined()
  }

  /// An empty element: `<rect … />`.
  var empty: String { start + "/>" }

  /// The element around already-written `content` (escaped text or child elements).
  func wrapping(_ content: String) -> String { start + ">" + content + "</\(name)>" }
}
