import Foundation
import LayoutDocuments
import OpenAutoLayout

/// One thing `autolayout lint` warns about, as Xcode's Interface Builder does, at the element
/// concerned.
public struct LintFinding: Sendable, Hashable {
  public enum Kind: String, Sendable, CaseIterable {
    /// A view whose stored frame is not the one the constraints give (Xcode's "Misplaced Views").
    case misplacedView = "misplaced-view"
    /// A view or guide the constraints leave free on an axis.
    case ambiguousLayout = "ambiguous-layout"
    /// Required constraints that cannot all hold.
    case conflictingConstraints = "conflicting-constraints"
    /// A constraint naming an id the scene does not have.
    case missingItem = "missing-item"
    /// Constraints that conflict only in some size class.
    case sizeClassConflict = "size-class-conflict"
    /// An element the reader does not know, laid out as a plain view.
    case unsupportedElement = "unsupported-element"
    /// A font that is not installed here, measured in another.
    case fontFallback = "font-fallback"
    /// Something the reader could only approximate (a size-class mask, an unknown device).
    case approximation

    /// What the rule checks, for SARIF's rule list.
    public var summary: String {
      switch self {
      case .misplacedView: "A view's frame in the file is not the frame its constraints give at run time."
      case .ambiguousLayout: "The constraints leave a view's position or size free."
      case .conflictingConstraints: "Required constraints cannot all hold; one is broken at run time."
      case .missingItem: "A constraint refers to a view or guide that is not in its scene."
      case .sizeClassConflict: "Constraints conflict in a size class other than the document's."
      case .unsupportedElement: "An element this tool does not know; it is laid out as a plain view."
      case .fontFallback: "A font that is not installed here; text in it is measured in another font."
      case .approximation: "Something this tool reads only approximately, such as a size-class mask."
      }
    }
  }

  public var kind: Kind
  public var file: String
  public var location: SourceLocation
  public var message: String
  /// The scene and view concerned, when one is.
  public var sceneID: String?
  public var viewID: String?
  /// For a misplaced view: the frame at run time, which `--update-frames` writes.
  public var solvedFrame: CGRect?

  /// `FILE:LINE:COLUMN: warning: message`, as compilers print.
  public var description: String { "\(file):\(location.line):\(location.column): warning: \(message)" }
}

/// The checks of `autolayout lint` over a read document.
public enum InterfaceBuilderLint {
  /// Every finding of `document` laid out under `options`, in file order.
  public static func findings(
    _ document: InterfaceBuilderDocument, options: LayoutOptions = LayoutOptions(),
    textMetrics: InterfaceBuilderSceneLayout.TextMetrics = .stored
  ) -> [LintFinding] {
    var findings: [LintFinding] = []
    for broken in document.brokenReferences {
      findings.append(LintFinding(kind: .missingItem, file: document.file, location: broken.location, message: broken.message))
    }
    for warning in document.warnings {
      findings.append(
        LintFinding(
          kind: LintFinding.Kind(rawValue: warning.kind.rawValue) ?? .unsupportedElement, file: document.file,
          location: warning.location, message: warning.message))
    }
    for scene in document.scenes {
      findings += self.findings(in: scene, of: document, options: options, textMetrics: textMetrics)
    }
    return findings.sorted { ($0.location, $0.kind.rawValue) < ($1.location, $1.kind.rawValue) }
  }

  static func findings(
    in scene: InterfaceBuilderScene, of document: InterfaceBuilderDocument, options: LayoutOptions,
    textMetrics: InterfaceBuilderSceneLayout.TextMetrics
  ) -> [LintFinding] {
    let layout: InterfaceBuilderSceneLayout
    do {
      layout = try InterfaceBuilderSceneLayout(scene, options: options, textMetrics: textMetrics)
    } catch {
      return [
        LintFinding(
          kind: .conflictingConstraints, file: document.file, location: error.location, message: error.message,
          sceneID: scene.id)
      ]
    }
    var findings: [LintFinding] = []
    let viewsByID = Dictionary(scene.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let ambiguities = layout.layout.ambiguities()
    let ambiguousIDs = Set(ambiguities.map(\.id))
    for ambiguity in ambiguities {
      let name = viewsByID[ambiguity.id].map(displayName) ?? "'\(ambiguity.id)'"
      let location = viewsByID[ambiguity.id]?.location ?? guideLocation(ambiguity.id, in: scene) ?? scene.location
      let axis = ambiguity.axis == .horizontal ? "horizontal position or width" : "vertical position or height"
      findings.append(
        LintFinding(
          kind: .ambiguousLayout, file: document.file, location: location,
          message: "\(name) has ambiguous layout: its \(axis) is not decided. \(ambiguity.explanation)",
          sceneID: scene.id, viewID: ambiguity.id))
    }
    let conflicts = layout.layout.conflicts()
    for conflict in conflicts {
      let location = constraintLocation(conflict.brokenIdentifier, in: scene) ?? scene.location
      findings.append(
        LintFinding(
          kind: .conflictingConstraints, file: document.file, location: location,
          message: "conflicting constraints in scene '\(scene.title)'. " + oneLine(conflict.explanation),
          sceneID: scene.id))
    }
    for view in scene.views where !view.isPlacedByContainer && !ambiguousIDs.contains(view.id) {
      guard let stored = view.storedFrame, let solved = layout.frame(of: view), differs(stored, solved) else { continue }
      findings.append(
        LintFinding(
          kind: .misplacedView, file: document.file, location: view.location,
          message: "Frame for \(displayName(view)) will be different at run time: \(describe(stored)) in the file, \(describe(solved)) at run time (\(difference(stored, solved))).",
          sceneID: scene.id, viewID: view.id, solvedFrame: solved))
    }
    findings += sizeClassConflicts(in: scene, of: document, options: options, known: Set(conflicts.map(\.explanation)), textMetrics: textMetrics)
    return findings
  }

  /// Conflicts that appear only in another size class, for scenes with size-class variations.
  static func sizeClassConflicts(
    in scene: InterfaceBuilderScene, of document: InterfaceBuilderDocument, options: LayoutOptions, known: Set<String>,
    textMetrics: InterfaceBuilderSceneLayout.TextMetrics
  ) -> [LintFinding] {
    let varies =
      scene.document.constraints.contains { !$0.condition.isUnconditional }
      || scene.document.allViews.contains { !$0.condition.isUnconditional }
    guard varies else { return [] }
    var findings: [LintFinding] = []
    var seen = known
    for width in DocumentTraits.SizeClass.allCases {
      for height in DocumentTraits.SizeClass.allCases {
        var variant = options
        variant.traits.horizontalSizeClass = width
        variant.traits.verticalSizeClass = height
        guard let layout = try? InterfaceBuilderSceneLayout(scene, options: variant, textMetrics: textMetrics) else { continue }
        for conflict in layout.layout.conflicts() where seen.insert(conflict.explanation).inserted {
          let sizeClass = "w\(width == .compact ? "C" : "R") h\(height == .compact ? "C" : "R")"
          findings.append(
            LintFinding(
              kind: .sizeClassConflict, file: document.file,
              location: constraintLocation(conflict.brokenIdentifier, in: scene) ?? scene.location,
              message: "conflicting constraints in scene '\(scene.title)' in size class \(sizeClass). " + oneLine(conflict.explanation),
              sceneID: scene.id))
        }
      }
    }
    return findings
  }

  // MARK: Helpers

  /// Xcode's name for a view in messages: its label in the outline (`userLabel`), else its text,
  /// else its class.
  package static func displayName(_ view: InterfaceBuilderView) -> String {
    if let label = view.userLabel { return "'\(label)'" }
    let words = view.element.reduce(into: "") { text, character in
      if character.isUppercase { text += " " }
      text.append(character)
    }
    return "'\(words.prefix(1).uppercased() + words.dropFirst())' (\(view.id))"
  }

  static func differs(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) > 0.5 || abs(a.minY - b.minY) > 0.5 || abs(a.width - b.width) > 0.5
      || abs(a.height - b.height) > 0.5
  }

  static func describe(_ frame: CGRect) -> String {
    let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(jsonNumber)
    return "(\(numbers[0]), \(numbers[1]), \(numbers[2]) × \(numbers[3]))"
  }

  static func difference(_ stored: CGRect, _ solved: CGRect) -> String {
    var parts: [String] = []
    for (name, a, b) in [
      ("x", stored.minX, solved.minX), ("y", stored.minY, solved.minY), ("width", stored.width, solved.width),
      ("height", stored.height, solved.height),
    ] where abs(a - b) > 0.5 {
      let delta = b - a
      parts.append("\(name) \(delta > 0 ? "+" : "−")\(jsonNumber(abs(delta)))")
    }
    return parts.joined(separator: ", ")
  }

  static func oneLine(_ text: String) -> String {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
  }

  static func constraintLocation(_ identifier: String?, in scene: InterfaceBuilderScene) -> SourceLocation? {
    guard let identifier else { return nil }
    return scene.document.constraints.first { $0.id == identifier }?.location
  }

  static func guideLocation(_ id: String, in scene: InterfaceBuilderScene) -> SourceLocation? {
    scene.document.guides.first { $0.id == id }?.location
  }
}
