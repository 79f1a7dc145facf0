import Foundation
import LayoutRendering
import OpenAutoLayout

/// A running program's own view hierarchy, shared by every page that inspects it. It lives on
/// the main actor, where a program's views are changed, and is read there between the
/// program's own work.
@MainActor
final class LiveHierarchy {
  let inspection: ViewInspection
  private var lastFingerprint: [Double] = []

  init(view: View) {
    inspection = ViewInspection(view)
  }

  /// Whether the views changed since the last call: their number, classes, frames, hidden
  /// flags and constraint counts, read after a layout pass (the program's next one).
  func hasChanged() -> Bool {
    inspection.root.layoutIfNeeded()
    var fingerprint: [Double] = []
    for (key, view) in inspection.keyedViews() {
      let frame = view.frame
      fingerprint += [
        Double(key.hashValue), Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height),
        view.isHidden ? 1 : 0, Double(view.constraints.count), Double(view.backgroundColor.hashValue),
        // A label's new text changes the drawing even where no frame moves.
        Double(RenderItem.drawnText(of: view).text?.hashValue ?? 0),
      ]
    }
    defer { lastFingerprint = fingerprint }
    return !lastFingerprint.isEmpty && fingerprint != lastFingerprint
  }

  func drawingMessage(reason: String) -> String {
    MessageCoding.text(
      DrawingMessage(
        document: -1, title: inspection.root.drawingName, scenes: [], scene: 0, reason: reason,
        drawing: inspection.drawing()))
  }
}

/// One page's connection to the live hierarchy: it asks on the main actor.
struct LiveSession: ConnectionSession {
  let hierarchy: LiveHierarchy

  func hello() async -> String {
    MessageCoding.text(HelloMessage(live: true, documents: [], devices: [], contentSizes: [], pseudoLanguages: []))
  }

  func handle(_ request: InspectorRequest) async -> [String] {
    await MainActor.run { Self.handle(request, hierarchy) }
  }

  func changed(_ id: Int) async -> [String] {
    guard id == -1 else { return [] }
    return await MainActor.run { [hierarchy.drawingMessage(reason: "live")] }
  }

  @MainActor
  private static func handle(_ request: InspectorRequest, _ hierarchy: LiveHierarchy) -> [String] {
    let inspection = hierarchy.inspection
    func error(_ message: String) -> String { MessageCoding.text(ErrorMessage(message: message)) }
    switch request.type {
    case "open", "options":
      return [hierarchy.drawingMessage(reason: request.type)]
    case "resize":
      guard let width = request.width, let height = request.height, width.isFinite, height.isFinite,
        width > 0, height > 0, width <= 10_000, height <= 10_000
      else { return [error("resize needs a width and a height in (0, 10000]")] }
      // The root keeps its origin and takes the new size, as a window resized by its user.
      var frame = inspection.root.frame
      frame.size = CGSize(width: width, height: height)
      inspection.root.frame = frame
      return [hierarchy.drawingMessage(reason: "resize")]
    case "select":
      guard let key = request.view else { return [error("select needs a view")] }
      guard let details = inspection.details(of: key) else { return [error("no view '\(key)' in this hierarchy")] }
      return [MessageCoding.text(details)]
    case "apply":
      guard let key = request.view else { return [error("apply needs a view")] }
      guard inspection.view(forKey: key) != nil else { return [error("no view '\(key)' in this hierarchy")] }
      let fixes = inspection.applyFixes(for: key)
      guard !fixes.isEmpty else { return [error("\(key) is not ambiguous: nothing to apply")] }
      var replies = [MessageCoding.text(AppliedMessage(view: key, fixes: fixes)), hierarchy.drawingMessage(reason: "apply")]
      if let details = inspection.details(of: key) { replies.append(MessageCoding.text(details)) }
      return replies
    default:
      return [error("unknown message type '\(request.type)'; the types are open, options, resize, select and apply")]
    }
  }
}
