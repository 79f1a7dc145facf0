import Foundation

extension SolveResult {
  /// `solve --format json` (layout-document.md §3), laid out as the contract's sample:
  ///
  /// ```json
  /// {
  ///   "canvas": {"height": 667, "width": 375},
  ///   "guides": {"spacer": {"ambiguous": true, "frame": {"height": 0, "width": 0, "x": 0, "y": 0}}},
  ///   "unsatisfiable": [],
  ///   "views": {
  ///     "blue": {"ambiguous": false, "frame": {"height": 607, "width": 150, "x": 16, "y": 40}},
  ///     "red":  {"ambiguous": false, "frame": {"height": 607, "width": 185, "x": 174, "y": 40}},
  ///     "root": {"ambiguous": false, "frame": {"height": 667, "width": 375, "x": 0, "y": 0}}
  ///   }
  /// }
  /// ```
  ///
  /// Keys are sorted at every level, as the contract says — so the top level reads canvas,
  /// guides, unsatisfiable, views (the contract's sample lists views second) — and views and
  /// guides by id, in code-point order, as JSON tools sort.
  /// One line per view, ids padded so that the values line up, as in the sample; guides the
  /// same, on the key's own line when there is only one (as in the sample), `{}` when none.
  /// Broken constraints one per line, `[]` when none. Numbers are points: whole values without
  /// a fraction, others in the shortest form that reads back the same; -0 prints 0. No final line
  /// break: print it with `print`.
  public func json() -> String {
    var lines = ["{"]
    lines.append("  \"canvas\": {\"height\": \(jsonNumber(canvas.height)), \"width\": \(jsonNumber(canvas.width))},")
    lines += object("guides", guides, inline: guides.count <= 1, last: false)
    if unsatisfiable.isEmpty {
      lines.append("  \"unsatisfiable\": [],")
    } else {
      lines.append("  \"unsatisfiable\": [")
      for (index, entry) in unsatisfiable.enumerated() {
        let conflicting = entry.conflicting.map(jsonString).joined(separator: ", ")
        let comma = index == unsatisfiable.count - 1 ? "" : ","
        lines.append("    {\"broken\": \(jsonString(entry.broken)), \"conflicting\": [\(conflicting)]}\(comma)")
      }
      lines.append("  ],")
    }
    lines += object("views", views, inline: false, last: true)
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// `"key": {…}` with one entry per line (or all on the key's line), sorted by id.
  private func object(
    _ key: String, _ items: [(id: String, result: ItemResult)], inline: Bool, last: Bool
  ) -> [String] {
    let comma = last ? "" : ","
    let sorted = items.sorted { $0.id.unicodeScalars.lexicographicallyPrecedes($1.id.unicodeScalars) }
    if inline {
      let entries = sorted.map { "\(jsonString($0.id)): \(itemJSON($0.result))" }.joined(separator: ", ")
      return ["  \(jsonString(key)): {\(entries)}\(comma)"]
    }
    let keys = sorted.map { jsonString($0.id) + ":" }
    let width = keys.map(\.count).max() ?? 0
    var lines = ["  \(jsonString(key)): {"]
    for (index, (key, entry)) in zip(keys, sorted).enumerated() {
      let padding = String(repeating: " ", count: width - key.count + 1)
      let separator = index == sorted.count - 1 ? "" : ","
      lines.append("    \(key)\(padding)\(itemJSON(entry.result))\(separator)")
    }
    lines.append("  }\(comma)")
    return lines
  }

  private func itemJSON(_ result: ItemResult) -> String {
    let frame = result.frame
    return "{\"ambiguous\": \(result.ambiguous), \"frame\": {\"height\": \(jsonNumber(frame.height)), "
      + "\"width\": \(jsonNumber(frame.width)), \"x\": \(jsonNumber(frame.minX)), \"y\": \(jsonNumber(frame.minY))}}"
  }
}

/// A number as the contract prints it: `607`, not `607.0`; otherwise the shortest text that reads
/// back as the same `Double` (`151.5`, `0.25`); `-0` as `0`. JSON has no infinities or NaN: those
/// print as `null`.
package func jsonNumber(_ value: CGFloat) -> String {
  let value = Double(value)
  guard value.isFinite else { return "null" }
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return "\(value)"
}

/// `text` as a JSON string: quotes, backslashes and control characters escaped.
package func jsonString(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case "\u{8}": result += "\\b"
    case "\u{c}": result += "\\f"
    case _ where scalar.value < 0x20:
      let hex = String(scalar.value, radix: 16)
      result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}
