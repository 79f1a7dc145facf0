import Foundation
import OpenAutoLayout
import Yams

/// The top level of a document (layout-document.md §1).
extension DocumentParser.Reader {
  /// The largest canvas side: anything bigger is a mistake, and would strain the solver's
  /// tolerances.
  static let maximumCanvasSide = 100_000.0
  /// The largest `scale` (pixels per point).
  static let maximumScale = 10.0

  /// Reads the whole document. Keys are read in the order written; what depends on several keys
  /// (a root, a canvas or device, guides' owners) is checked at the end.
  mutating func document(from node: Node?) throws(DocumentError) -> LayoutDocument {
    // No document, or an empty one (`---` alone, `~`).
    guard let node, !isNull(node) else {
      throw source.error(.emptyDocument, at: SourceLocation(line: 1, column: 1))
    }
    guard case .mapping = node else {
      throw typeError("a layout document", expected: "a map of keys (version, canvas, root, …)", node)
    }
    let fields = try fields(of: node, subject: "a layout document", context: "at the top level", allowed: Keys.document)
    var document = LayoutDocument(
      file: source.file, source: source.text, canvas: nil, root: ViewSpec(id: "root", location: fields.location))
    var hasRoot = false
    for entry in fields.entries {
      let value = entry.value
      switch entry.key {
      case "version":
        document.version = try integer(value, key: "version")
        guard document.version == 1 else {
          throw source.error(.unsupportedVersion(document.version), at: value)
        }
      case "name": document.name = try string(value, key: "name")
      case "canvas": document.canvas = try canvas(value)
      case "device":
        let device = try string(value, key: "device")
        guard !device.isEmpty else { throw source.error(.emptyValue(key: "device"), at: value) }
        guard Device.named(device) != nil else { throw source.error(DeviceSettings.unknownDevice(device), at: value) }
        document.device = device
        document.deviceLocation = source.location(of: value)
      case "orientation":
        let names = LayoutDocument.Orientation.allCases.map(\.rawValue)
        document.orientation = LayoutDocument.Orientation(rawValue: try name(value, key: "orientation", among: names))
      case "multitasking":
        document.multitasking = Multitasking(rawValue: try name(value, key: "multitasking", among: Names.multitasking))
      case "scale":
        document.scale = CGFloat(
          try number(value, key: "scale", "greater than 0 and at most \(Int(Self.maximumScale))") {
            $0 > 0 && $0 <= Self.maximumScale
          })
      case "safeArea": document.safeArea = try edgeInsets(value, key: "safeArea", nonNegative: true)
      case "traits": document.traits = try traits(value, key: "traits")
      case "metrics": document.metrics = try metrics(value)
      case "root":
        document.root = try view(value, isRoot: true)
        hasRoot = true
      case "guides": document.guides = try guides(value)
      case "constraints": document.constraints = try constraints(value)
      default: break  // `fields(of:)` admitted only the keys above.
      }
    }
    guard hasRoot else { throw source.error(.missingRoot, at: fields.location) }
    if document.canvas == nil, document.device == nil {
      throw source.error(.missingCanvas, at: fields.location)
    }
    for key in ["orientation", "multitasking"] {
      if let entry = fields.entry(key), document.device == nil {
        throw source.error(.needsDevice(key), at: entry.keyLocation)
      }
    }
    if let entry = fields.entry("multitasking"), let problem = DeviceSettings.multitaskingProblem(in: document) {
      throw source.error(problem, at: entry.value)
    }
    try checkOwners(of: document.guides)
    return document
  }

  /// `canvas: {width, height}`: both given, positive, at most ``maximumCanvasSide``.
  private func canvas(_ node: Node) throws(DocumentError) -> CGSize {
    let fields = try fields(of: node, subject: "'canvas'", context: "in 'canvas'", allowed: Keys.size)
    func side(_ key: String) throws(DocumentError) -> CGFloat {
      let entry = try require(key, in: fields, of: "'canvas'")
      let value = try number(entry.value, key: key, "greater than 0") { $0 > 0 }
      guard value <= Self.maximumCanvasSide else {
        let requirement = "at most \(Int(Self.maximumCanvasSide)) points"
        let found = self.value(of: entry.value)
        throw source.error(.outOfRange(key: key, requirement: requirement, found: found), at: entry.value)
      }
      return CGFloat(value)
    }
    return CGSize(width: try side("width"), height: try side("height"))
  }

  /// `metrics: {name: number}`: C identifiers (but `standard`, the standard spacing).
  private func metrics(_ node: Node) throws(DocumentError) -> [String: CGFloat] {
    let fields = try fields(of: node, subject: "'metrics'", context: "in 'metrics'", allowed: nil)
    var metrics: [String: CGFloat] = [:]
    for entry in fields.entries {
      guard DocumentParser.isIdentifier(entry.key) else {
        throw source.error(.notAnIdentifier(entry.key, role: .metricName), at: entry.keyLocation)
      }
      if Names.reservedMetrics.contains(entry.key) {
        throw source.error(.reservedWord(entry.key, role: .metricName), at: entry.keyLocation)
      }
      metrics[entry.key] = CGFloat(try number(entry.value, key: entry.key))
    }
    return metrics
  }
}
