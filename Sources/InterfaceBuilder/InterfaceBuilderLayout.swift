import Foundation
import LayoutDocuments
import OpenAutoLayout

/// A scene laid out: the layout of its document and each view's frame as Interface Builder
/// stores frames (relative to the superview; views placed by their container at their stored
/// frame).
public struct InterfaceBuilderSceneLayout {
  public let scene: InterfaceBuilderScene
  public let layout: DocumentLayout
  public let result: SolveResult

  /// Lays `scene` out under `options`.
  public init(_ scene: InterfaceBuilderScene, options: LayoutOptions = LayoutOptions()) throws(DocumentError) {
    self.scene = scene
    layout = try DocumentLayout(scene.document, options: options)
    layout.settleScrollViews()
    result = layout.solve()
  }

  /// The frame `view` has: its stored frame when its container places it (the root, cells), else
  /// the solved one; nil when the view is not installed under these traits.
  public func frame(of view: InterfaceBuilderView) -> CGRect? {
    if view.isPlacedByContainer, let stored = view.storedFrame {
      // The root keeps its stored origin; another layout size moves nothing but its size.
      if view.superview == nil { return CGRect(origin: stored.origin, size: layout.canvas) }
      return stored
    }
    return result.views.first { $0.id == view.id }?.result.frame
  }

  /// Whether the layout leaves `view` free to move or resize.
  public func isAmbiguous(_ view: InterfaceBuilderView) -> Bool {
    result.views.first { $0.id == view.id }?.result.ambiguous ?? false
  }
}

/// The JSON of `autolayout solve` for Interface Builder files (`../shared/ib/README.md`):
/// `{"scenes": {SCENE: {"views": {IB_ID: {"frame": [x, y, width, height], …}}}}}`.
public enum InterfaceBuilderJSON {
  /// The laid-out scenes as one JSON object: scenes by scene id, views by IB id, each with its
  /// frame, its class, whether the layout is ambiguous for it and whether IB marked it misplaced.
  /// Keys sorted; one line per view.
  public static func json(_ scenes: [InterfaceBuilderSceneLayout]) -> String {
    var byScene: [(id: String, lines: [String])] = []
    for sceneLayout in scenes {
      var lines: [String] = []
      for view in sceneLayout.scene.views.sorted(by: { $0.id < $1.id }) {
        guard let frame = sceneLayout.frame(of: view) else { continue }
        let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(number).joined(separator: ", ")
        lines.append(
          "\(string(view.id)): {\"ambiguous\": \(sceneLayout.isAmbiguous(view)), \"class\": \(string(view.className)), \"frame\": [\(numbers)], \"misplaced\": \(view.isMisplaced)}")
      }
      if let index = byScene.firstIndex(where: { $0.id == sceneLayout.scene.id }) {
        byScene[index].lines = (byScene[index].lines + lines).sorted()
      } else {
        byScene.append((sceneLayout.scene.id, lines))
      }
    }
    byScene.sort { $0.id < $1.id }
    var out = ["{", "  \"scenes\": {"]
    for (sceneIndex, scene) in byScene.enumerated() {
      out.append("    \(string(scene.id)): {\"views\": {")
      for (index, line) in scene.lines.enumerated() {
        out.append("      " + line + (index == scene.lines.count - 1 ? "" : ","))
      }
      out.append("    }}" + (sceneIndex == byScene.count - 1 ? "" : ","))
    }
    out += ["  }", "}"]
    return out.joined(separator: "\n")
  }

  /// A number as JSON: whole values without a fraction, -0 as 0, others in the shortest form
  /// that reads back the same.
  static func number(_ value: CGFloat) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(Double(value))"
  }

  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
