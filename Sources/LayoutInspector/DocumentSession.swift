import Foundation
import LayoutDocuments
import OpenAutoLayout

/// What one page's connection talks to: it answers requests and says what a change means.
protocol ConnectionSession: Sendable {
  /// The first message: the document list and the pickers' choices.
  func hello() async -> String
  /// The replies to one well-formed request.
  func handle(_ request: InspectorRequest) async -> [String]
  /// The replies when source `id` changed (a served file; -1 for the live program's views).
  func changed(_ id: Int) async -> [String]
}

/// One page's view of the served documents: the document it shows, laid out once and kept, so
/// that a resize or a picker moves the same hierarchy through the incremental engine instead of
/// rebuilding it.
actor DocumentSession: ConnectionSession {
  let files: [ServedFile]
  private var documentID: Int?
  private var scene = 0
  private var pickers = PickerOptions()
  private var inspection: DocumentInspection?
  private var scenes: [String] = []
  private var title = ""

  init(files: [ServedFile]) {
    self.files = files
  }

  func hello() -> String {
    MessageCoding.text(
      HelloMessage(
        live: false, documents: files.map(\.entry), devices: Device.all.map(\.name),
        contentSizes: DocumentTraits.contentSizeCategories, pseudoLanguages: PseudoLanguage.allCases.map(\.rawValue)))
  }

  func handle(_ request: InspectorRequest) -> [String] {
    switch request.type {
    case "open":
      guard let id = request.document, files.indices.contains(id) else {
        return [error("open needs a document between 0 and \(files.count - 1)")]
      }
      switch PickerOptions.from(request) {
      case .failure(let failure): return [error(failure.message)]
      case .success(let options): pickers = options
      }
      (documentID, scene) = (id, max(0, request.scene ?? 0))
      return load(reason: "open")
    case "options":
      guard documentID != nil else { return [error("open a document first")] }
      switch PickerOptions.from(request) {
      case .failure(let failure): return [error(failure.message)]
      case .success(let options): return transition(to: options, reason: "options")
      }
    case "resize":
      guard let width = request.width, let height = request.height, width.isFinite, height.isFinite,
        width > 0, height > 0, width <= 10_000, height <= 10_000
      else { return [error("resize needs a width and a height in (0, 10000]")] }
      guard documentID != nil else { return [error("open a document first")] }
      var options = pickers
      options.canvas = CGSize(width: width, height: height)
      return transition(to: options, reason: "resize")
    case "select":
      guard let key = request.view else { return [error("select needs a view")] }
      guard let inspection else { return [error("open a document first")] }
      guard let details = inspection.details(of: key) else { return [error("no view '\(key)' in this document")] }
      return [MessageCoding.text(details)]
    case "apply":
      guard let key = request.view else { return [error("apply needs a view")] }
      guard let inspection, documentID != nil else { return [error("open a document first")] }
      guard inspection.view(forKey: key) != nil else { return [error("no view '\(key)' in this document")] }
      let fixes = inspection.applyFixes(for: key)
      guard !fixes.isEmpty else { return [error("\(key) is not ambiguous: nothing to apply")] }
      var replies = [MessageCoding.text(AppliedMessage(view: key, fixes: fixes)), drawingMessage(reason: "apply")]
      if let details = inspection.details(of: key) { replies.append(MessageCoding.text(details)) }
      return replies
    default:
      return [error("unknown message type '\(request.type)'; the types are open, options, resize, select and apply")]
    }
  }

  func changed(_ id: Int) -> [String] {
    guard id == documentID else { return [] }
    return load(reason: "file")
  }

  /// Reads and lays out the open document afresh. On failure the last good layout stays, so
  /// resizing goes on working on it while the page shows the error.
  private func load(reason: String) -> [String] {
    guard let id = documentID else { return [] }
    switch DocumentLoading.load(files[id], scene: scene, options: pickers.layoutOptions) {
    case .failure(let failure):
      // A saved file with an error keeps its last good layout; a document just opened has none,
      // and the previous document's must not answer for it.
      if reason == "open" { (inspection, scenes, title) = (nil, [], "") }
      return [MessageCoding.text(DocumentErrorMessage(document: id, message: failure.message))]
    case .success(let loaded):
      inspection = DocumentInspection(loaded.layout)
      (scenes, title) = (loaded.scenes, loaded.title)
      scene = min(scene, max(0, scenes.count - 1))
      return [drawingMessage(reason: reason)]
    }
  }

  /// Moves the kept hierarchy to `options` (incrementally: the root takes the new size and
  /// traits); a document that failed to load has nothing to move.
  private func transition(to options: PickerOptions, reason: String) -> [String] {
    guard let inspection else { return [error("the document has no good layout yet")] }
    do {
      try inspection.layout.transition(to: options.layoutOptions)
    } catch {
      return [self.error(error.description)]
    }
    pickers = options
    return [drawingMessage(reason: reason)]
  }

  private func drawingMessage(reason: String) -> String {
    guard let inspection, let id = documentID else { return error("open a document first") }
    return MessageCoding.text(
      DrawingMessage(
        document: id, title: title, scenes: scenes, scene: scene, device: pickers.device, orientation: pickers.orientation,
        contentSize: pickers.contentSize, pseudoLanguage: pickers.pseudoLanguage, reason: reason,
        drawing: inspection.drawing()))
  }

  private func error(_ message: String) -> String {
    MessageCoding.text(ErrorMessage(message: message))
  }
}
