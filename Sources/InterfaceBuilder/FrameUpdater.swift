import Foundation
import OpenAutoLayout

/// Xcode's "Update Frames": the solved frames of misplaced views written into their
/// `<rect key="frame">` elements. Only those elements' `x`, `y`, `width` and `height` values
/// change; every other byte of the file stays as it was.
public enum FrameUpdater {
  /// The document's text with each finding's view frame replaced by its solved frame; findings
  /// without a solved frame, or whose view has no `<rect key="frame">`, change nothing.
  public static func updatedText(of document: InterfaceBuilderDocument, with findings: [LintFinding]) -> [UInt8] {
    var frames: [(range: Range<Int>, frame: CGRect)] = []
    for finding in findings {
      guard let frame = finding.solvedFrame, let id = finding.viewID, let scene = finding.sceneID else { continue }
      let view = document.scenes.lazy.filter { $0.id == scene }.flatMap(\.views).first { $0.id == id }
      guard let range = view?.frameTag else { continue }
      frames.append((range, frame))
    }
    var bytes = document.text.bytes
    // From the end, so that earlier offsets stay valid.
    for (range, frame) in frames.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      guard range.upperBound <= bytes.count else { continue }
      let tag = String(decoding: bytes[range], as: UTF8.self)
      let values = [("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height)]
      let rewritten = values.reduce(tag) { text, pair in replacing(attribute: pair.0, in: text, with: number(pair.1)) }
      bytes.replaceSubrange(range, with: Array(rewritten.utf8))
    }
    return bytes
  }

  /// Writes `bytes` to `path` atomically: into a temporary file beside it, then renamed over it.
  public static func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  /// `name="…"` in a start tag with its value replaced, or added before the tag's end when absent
  /// (IB leaves out zero origins in some versions).
  static func replacing(attribute name: String, in tag: String, with value: String) -> String {
    if let range = tag.range(of: " \(name)=\"") {
      guard let close = tag[range.upperBound...].firstIndex(of: "\"") else { return tag }
      return tag[..<range.upperBound] + value + tag[close...]
    }
    guard let end = tag.range(of: "/>", options: .backwards) ?? tag.range(of: ">", options: .backwards) else { return tag }
    return tag[..<end.lowerBound].trimmingCharacters(in: .init(charactersIn: " ")) + " \(name)=\"\(value)\"" + tag[end.lowerBound...]
  }

  /// A coordinate as Interface Builder writes it: `0.0` for zero, whole numbers bare, others in
  /// the shortest form that reads back the same.
  static func number(_ value: CGFloat) -> String {
    if value == 0 { return "0.0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(Double(value))"
  }
}
