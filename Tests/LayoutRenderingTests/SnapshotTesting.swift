import Foundation
import Testing

/// Compares `actual` with the committed snapshot `name`; with `RECORD_SNAPSHOTS=1` in the
/// environment, writes it instead (into the source tree, found from this file's path).
func expectSnapshot(
  _ actual: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let sourceDirectory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try Data(actual.utf8).write(to: sourceDirectory.appendingPathComponent(name))
    return
  }
  // The copy bundled as a test resource; the source tree's when the bundle has none (a snapshot
  // recorded since the last build).
  let bundled = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Snapshots")
  let url = bundled ?? sourceDirectory.appendingPathComponent(name)
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record("no snapshot \(name); run with RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
    return
  }
  if actual != expected {
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let index =
      zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(actualLines.count, expectedLines.count)
    let got = index < actualLines.count ? String(actualLines[index]) : "(end)"
    let wanted = index < expectedLines.count ? String(expectedLines[index]) : "(end)"
    let message =
      "\(name) differs at line \(index + 1):\n  expected: \(wanted)\n  actual:   \(got)\n"
      + "(RECORD_SNAPSHOTS=1 rewrites it)"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
