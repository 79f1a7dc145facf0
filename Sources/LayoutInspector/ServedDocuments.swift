import Foundation
import InterfaceBuilder
import LayoutDocuments
import OpenAutoLayout

/// A file the inspector serves, named by its place in the list: requests name documents by
/// this index, never by a path, so nothing a request says reaches the file system.
public struct ServedFile: Sendable, Equatable {
  /// Its index in the list.
  public var id: Int
  /// The path given on the command line (or to ``InspectorServer``).
  public var path: String
  /// The file's name, shown in the page's list.
  public var name: String
  /// Whether it is a storyboard or xib rather than a layout document.
  public var isInterfaceBuilder: Bool

  init(id: Int, path: String) {
    self.id = id
    self.path = path
    name = URL(fileURLWithPath: path).lastPathComponent
    isInterfaceBuilder = InterfaceBuilderReader.isInterfaceBuilderFile(path)
  }

  var entry: DocumentEntry {
    DocumentEntry(id: id, name: name, kind: isInterfaceBuilder ? "interfaceBuilder" : "document")
  }
}

/// A document that could not be read or laid out, in the words the command prints: for a
/// mistake in the file, `FILE:LINE:COLUMN: message`, the line and a caret under the column.
struct DocumentLoadFailure: Error, Sendable {
  var message: String
}

/// One laid-out scene of a served file.
struct LoadedDocument {
  var layout: DocumentLayout
  /// The scenes' titles (one, the document's name, for a layout document).
  var scenes: [String]
  var title: String
}

/// Reading a served file and laying it out, with every failure as data: a document that does not
/// load never takes the server down.
enum DocumentLoading {
  /// The `scene`th scene of `file` (0 for a layout document) laid out under `options`.
  static func load(_ file: ServedFile, scene: Int, options: LayoutOptions) -> Result<LoadedDocument, DocumentLoadFailure> {
    file.isInterfaceBuilder ? loadInterfaceBuilder(file, scene: scene, options: options) : loadDocument(file, options: options)
  }

  private static func loadDocument(_ file: ServedFile, options: LayoutOptions) -> Result<LoadedDocument, DocumentLoadFailure> {
    let document: LayoutDocument
    do {
      document = try DocumentParser.parse(contentsOf: file.path)
    } catch {
      return .failure(DocumentLoadFailure(message: error.description))
    }
    if let problem = options.problem(with: document) {
      return .failure(DocumentLoadFailure(message: "\(file.name): \(problem)"))
    }
    do {
      let layout = try DocumentLayout(document, options: options)
      let title = document.name ?? file.name
      return .success(LoadedDocument(layout: layout, scenes: [title], title: title))
    } catch {
      return .failure(DocumentLoadFailure(message: error.description))
    }
  }

  private static func loadInterfaceBuilder(
    _ file: ServedFile, scene: Int, options: LayoutOptions
  ) -> Result<LoadedDocument, DocumentLoadFailure> {
    let document: InterfaceBuilderDocument
    do {
      document = try InterfaceBuilderReader.read(contentsOf: file.path, for: options)
    } catch {
      return .failure(DocumentLoadFailure(message: error.description))
    }
    if let problem = document.layoutProblem() {
      return .failure(DocumentLoadFailure(message: problem))
    }
    guard !document.scenes.isEmpty else {
      return .failure(DocumentLoadFailure(message: "\(file.path): has no scene with views to lay out"))
    }
    let titles = document.scenes.map(\.title)
    let chosen = document.scenes[min(max(scene, 0), document.scenes.count - 1)]
    do {
      let layout = try InterfaceBuilderSceneLayout(chosen, options: options).layout
      return .success(LoadedDocument(layout: layout, scenes: titles, title: "\(file.name) — \(chosen.title)"))
    } catch {
      return .failure(DocumentLoadFailure(message: error.description))
    }
  }
}

/// The page's pickers: device, orientation, text size and pseudolanguage, and a canvas size
/// from the resize handle.
struct PickerOptions: Sendable, Equatable {
  var device: String?
  var orientation: String?
  var contentSize: String?
  var pseudoLanguage: String?
  var canvas: CGSize?

  /// The pickers of `request`, or what is wrong with them.
  static func from(_ request: InspectorRequest) -> Result<PickerOptions, DocumentLoadFailure> {
    func nonEmpty(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }
    let options = PickerOptions(
      device: nonEmpty(request.device), orientation: nonEmpty(request.orientation),
      contentSize: nonEmpty(request.contentSize), pseudoLanguage: nonEmpty(request.pseudoLanguage))
    if let device = options.device, Device.named(device) == nil {
      return .failure(DocumentLoadFailure(message: "unknown device '\(device)'"))
    }
    if let orientation = options.orientation, LayoutDocument.Orientation(rawValue: orientation) == nil {
      return .failure(DocumentLoadFailure(message: "orientation must be portrait or landscape; got '\(orientation)'"))
    }
    if let size = options.contentSize, !DocumentTraits.contentSizeCategories.contains(size) {
      return .failure(DocumentLoadFailure(message: "unknown text size '\(size)'"))
    }
    if let language = options.pseudoLanguage, PseudoLanguage(rawValue: language) == nil {
      return .failure(DocumentLoadFailure(message: "unknown pseudolanguage '\(language)'"))
    }
    return .success(options)
  }

  /// The layout options these pickers stand for.
  var layoutOptions: LayoutOptions {
    var traits = DocumentTraits()
    traits.contentSizeCategory = contentSize
    return LayoutOptions(
      canvas: canvas, traits: traits, device: device, orientation: orientation.flatMap(LayoutDocument.Orientation.init),
      pseudoLanguage: pseudoLanguage.flatMap(PseudoLanguage.init))
  }
}
