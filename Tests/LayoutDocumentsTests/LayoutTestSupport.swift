import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutDocuments

/// Builds layout documents in code, with a source text in which constraint `i` is written as
/// `  - TEXT` on line `firstConstraintLine + i`, so that error positions can be checked exactly.
struct TestDocument {
  static let file = "test.yaml"
  /// The line of the first constraint in ``source``.
  static let firstConstraintLine = 3
  /// The column of each constraint's first character (after `  - `).
  static let constraintColumn = 5

  var name: String?
  var canvas: CGSize? = CGSize(width: 600, height: 600)
  var device: String?
  var orientation: LayoutDocument.Orientation?
  var multitasking: Multitasking?
  /// Nil leaves it to the device (or the default).
  var scale: CGFloat? = 2
  /// The cookbook's: a 20-pt status bar under the top layout guide. Nil leaves it to the device.
  var safeArea: EdgeInsets? = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
  var traits = DocumentTraits()
  var metrics: [String: CGFloat] = [:]
  var root: ViewSpec = TestDocument.cookbookRoot([])
  var guides: [GuideSpec] = []
  var constraints: [ConstraintSpec] = []

  /// The cookbook's root: margins 20 leading and trailing, 0 top and bottom.
  static func cookbookRoot(_ subviews: [ViewSpec]) -> ViewSpec {
    var root = ViewSpec(id: "root")
    root.layoutMargins = .directional(DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    root.subviews = subviews
    return root
  }

  init(_ subviews: [ViewSpec] = []) {
    root = Self.cookbookRoot(subviews)
  }

  /// Adds constraint-language or VFL lines.
  mutating func constrain(_ first: String, _ second: String, _ rest: String...) {
    for text in [first, second] + rest { constrain(text) }
  }

  /// Adds one `constraints:` entry.
  mutating func constrain(
    _ text: String, id: String? = nil, when: DocumentTraits? = nil, unless: DocumentTraits? = nil, active: Bool = true
  ) {
    let line = Self.firstConstraintLine + constraints.count
    constraints.append(
      ConstraintSpec(
        text: text, id: id, condition: InstallCondition(when: when, unless: unless), isActive: active,
        location: LayoutDocuments.SourceLocation(line: line, column: 3),
        textLocation: LayoutDocuments.SourceLocation(line: line, column: Self.constraintColumn)))
  }

  /// The source line of constraint `index`.
  func sourceLine(_ index: Int) -> String { "  - \(constraints[index].text)" }

  var document: LayoutDocument {
    let source = (["version: 1", "constraints:"] + constraints.indices.map(sourceLine)).joined(separator: "\n")
    return LayoutDocument(
      file: Self.file, source: source, name: name, canvas: canvas, device: device, orientation: orientation,
      multitasking: multitasking, scale: scale, safeArea: safeArea, traits: traits,
      metrics: metrics, root: root, guides: guides, constraints: constraints)
  }

  func layout(_ options: LayoutOptions = LayoutOptions()) throws -> DocumentLayout {
    try DocumentLayout(document, options: options)
  }

  /// The error laying the document out throws; nil (and a failed expectation) when it lays out.
  func error(sourceLocation: Testing.SourceLocation = #_sourceLocation) -> DocumentError? {
    do {
      _ = try DocumentLayout(document)
      Issue.record("expected a DocumentError", sourceLocation: sourceLocation)
      return nil
    } catch {
      return error
    }
  }
}

/// A view spec, as a document would write it.
func viewSpec(
  _ id: String, kind: ViewSpec.Kind = .view, intrinsic: (CGFloat?, CGFloat?)? = nil,
  hugging: (LayoutPriority, LayoutPriority)? = nil, baselines: CGFloat? = nil, subviews: [ViewSpec] = []
) -> ViewSpec {
  var spec = ViewSpec(id: id, kind: kind)
  if let intrinsic { spec.intrinsicSize = IntrinsicSizeSpec(width: intrinsic.0, height: intrinsic.1) }
  if let hugging { spec.hugging = AxisPrioritySpec(horizontal: hugging.0, vertical: hugging.1) }
  if let baselines { spec.baselines = BaselinesSpec(first: baselines, last: baselines) }
  spec.subviews = subviews
  return spec
}

/// Frames by id, for comparing with hand-derived values.
extension SolveResult {
  func frame(_ id: String) -> CGRect? {
    (views + guides).first { $0.id == id }?.result.frame
  }

  func isAmbiguous(_ id: String) -> Bool? {
    (views + guides).first { $0.id == id }?.result.ambiguous
  }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// The cookbook's documents, as bundled with the command (Sources/autolayout/Resources/cookbook).
enum Cookbook {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/autolayout/Resources/cookbook")

  static func source(_ name: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent("\(name).yaml"), encoding: .utf8)
  }
}

extension DocumentError {
  /// The constraint language's reason, when the constraint language refused a line.
  var syntaxReason: ConstraintSyntaxError.Reason? {
    if case .constraintLanguage(let error) = reason { error.reason } else { nil }
  }

  /// The Visual Format Language's reason, when it refused a line.
  var visualFormatReason: VisualFormatError.Reason? {
    if case .visualFormat(let error) = reason { error.reason } else { nil }
  }
}
