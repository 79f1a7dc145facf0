import Foundation

/// Findings written for people (`FILE:LINE:COLUMN: warning: …`), as JSON, or as SARIF 2.1.0,
/// which code-scanning tools read.
public enum LintReport {
  /// One line per finding, then a count.
  public static func text(_ findings: [LintFinding]) -> String {
    let count = findings.count == 1 ? "1 warning" : "\(findings.count) warnings"
    return (findings.map(\.description) + (findings.isEmpty ? [] : [count])).joined(separator: "\n")
  }

  /// `{"findings": [{"file", "line", "column", "rule", "message", "scene", "view", "frame"}]}`.
  public static func json(_ findings: [LintFinding]) -> String {
    let entries: [[String: Any]] = findings.map { finding in
      var entry: [String: Any] = [
        "file": finding.file, "line": finding.location.line, "column": finding.location.column,
        "rule": finding.kind.rawValue, "message": finding.message,
      ]
      if let scene = finding.sceneID { entry["scene"] = scene }
      if let view = finding.viewID { entry["view"] = view }
      if let frame = finding.solvedFrame {
        entry["frame"] = [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
      }
      return entry
    }
    return serialized(["findings": entries])
  }

  /// A SARIF 2.1.0 log with one run of the `autolayout` tool: its rules, and a result per finding.
  public static func sarif(_ findings: [LintFinding]) -> String {
    let rules: [[String: Any]] = LintFinding.Kind.allCases.map { kind in
      ["id": kind.rawValue, "shortDescription": ["text": kind.summary]]
    }
    let results: [[String: Any]] = findings.map { finding in
      [
        "ruleId": finding.kind.rawValue,
        "level": "warning",
        "message": ["text": finding.message],
        "locations": [
          [
            "physicalLocation": [
              "artifactLocation": ["uri": finding.file],
              "region": ["startLine": finding.location.line, "startColumn": finding.location.column],
            ]
          ]
        ],
      ]
    }
    let log: [String: Any] = [
      "version": "2.1.0",
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "runs": [["tool": ["driver": ["name": "autolayout", "rules": rules]], "results": results]],
    ]
    return serialized(log)
  }

  private static func serialized(_ object: Any) -> String {
    guard
      let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
