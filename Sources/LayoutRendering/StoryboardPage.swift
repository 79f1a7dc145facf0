import Foundation

/// A storyboard's scenes drawn side by side on one page, as Xcode's canvas shows them: each
/// scene's own drawing (``SVGRenderer``), in rows of at most `columns`, under the file's name.
public enum StoryboardPage {
  /// One SVG holding `drawings` (complete SVG documents) in rows, left to right.
  public static func compose(_ drawings: [String], title: String, columns: Int = 4) -> String {
    let gap = 24.0
    let header = 44.0
    var placed: [(svg: String, x: Double, y: Double)] = []
    var x = gap
    var y = header
    var rowHeight = 0.0
    var width = 0.0
    for (index, drawing) in drawings.enumerated() {
      let size = Self.size(of: drawing)
      if index > 0, index % max(1, columns) == 0 {
        x = gap
        y += rowHeight + gap
        rowHeight = 0
      }
      placed.append((drawing, x, y))
      x += size.width + gap
      width = max(width, x)
      rowHeight = max(rowHeight, size.height)
    }
    let height = y + rowHeight + gap
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\" font-family=\"sans-serif\">",
      "<title>\(escaped(title))</title>",
      "<rect x=\"0\" y=\"0\" width=\"\(number(width))\" height=\"\(number(height))\" fill=\"#e5e5ea\"/>",
      "<text x=\"\(number(gap))\" y=\"30\" font-size=\"18\" font-weight=\"700\" fill=\"#1c1c1e\">\(escaped(title)) — \(drawings.count) scene\(drawings.count == 1 ? "" : "s")</text>",
    ]
    for item in placed {
      lines.append(nested(item.svg, x: item.x, y: item.y))
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The `width` and `height` of an SVG document's root element.
  static func size(of svg: String) -> (width: Double, height: Double) {
    func attribute(_ name: String) -> Double {
      guard let tagEnd = svg.firstIndex(of: ">"), let range = svg[..<tagEnd].range(of: " \(name)=\"") else { return 0 }
      let rest = svg[range.upperBound...]
      guard let close = rest.firstIndex(of: "\"") else { return 0 }
      return Double(rest[..<close]) ?? 0
    }
    return (attribute("width"), attribute("height"))
  }

  /// `svg` placed at (`x`, `y`) as a nested `<svg>` element.
  static func nested(_ svg: String, x: Double, y: Double) -> String {
    var body = svg
    if body.hasPrefix("<?xml"), let end = body.range(of: "?>") { body = String(body[end.upperBound...]) }
    body = body.trimmingCharacters(in: .whitespacesAndNewlines)
    guard body.hasPrefix("<svg") else { return "" }
    return "<svg x=\"\(number(x))\" y=\"\(number(y))\"" + body.dropFirst(4)
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
