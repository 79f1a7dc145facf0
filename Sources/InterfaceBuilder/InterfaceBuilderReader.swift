import Foundation
import LayoutDocuments
import OpenAutoLayout

/// Reads Interface Builder's storyboards and xibs (`.storyboard`, `.xib`) into
/// ``InterfaceBuilderDocument``s: each scene a `LayoutDocument` that the layout, the renderer
/// and the command treat as they treat YAML documents.
///
/// ```swift
/// let storyboard = try InterfaceBuilderReader.read(contentsOf: "Main.storyboard")
/// for scene in storyboard.scenes {
///   let layout = try DocumentLayout(scene.document)
///   print(scene.id, layout.solve().json())
/// }
/// ```
///
/// A file that is not well-formed XML, or not an Interface Builder document, is a
/// `DocumentError` at its line and column. Anything the reader does not know inside a document
/// (an element, an attribute value) is taken as a plain view at its stored frame, or ignored, and
/// listed in ``InterfaceBuilderDocument/warnings``: a real file always loads.
public enum InterfaceBuilderReader {
  /// Whether `path` names an Interface Builder file, by its extension.
  public static func isInterfaceBuilderFile(_ path: String) -> Bool {
    let lowered = path.lowercased()
    return lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib")
  }

  /// Reads the file at `path` for laying out under `options`. Size-class variations of
  /// attributes (a stack view's axis, a constraint's constant) take the values of the size
  /// classes `options` give (their traits, else their device's or the document's device's in
  /// their orientation); without a device or traits, the base (Any/Any) values. Which views and
  /// constraints are installed is decided at layout time, for any traits.
  ///
  /// - Throws: `DocumentLoadError`: a missing or unreadable file, or an invalid document (with
  ///   its line, column and caret).
  public static func read(contentsOf path: String, for options: LayoutOptions = LayoutOptions()) throws(DocumentLoadError)
    -> InterfaceBuilderDocument
  {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .missingFile(path: path)
    }
    if isDirectory.boolValue { throw .unreadable(path: path, reason: "it is a directory") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadable(path: path, reason: "the file cannot be read")
    }
    do throws(DocumentError) {
      return try read(data, file: path, for: options)
    } catch {
      throw .invalid(error)
    }
  }

  /// Reads a document from `data`; `file` names it in messages.
  public static func read(_ data: Data, file: String, for options: LayoutOptions = LayoutOptions()) throws(DocumentError)
    -> InterfaceBuilderDocument
  {
    let text = SourceText(data)
    let source = String(decoding: text.bytes, as: UTF8.self)
    func failure(_ reason: InterfaceBuilderReason, at location: SourceLocation) -> DocumentError {
      DocumentError(file: file, source: source, location: location, reason)
    }
    let root: XMLElementNode
    switch XMLTreeReader.read(data) {
    case .success(let element): root = element
    case .failure(let problem): throw failure(.xml(problem.message), at: problem.location)
    }
    guard root.name == "document", let type = root["type"], type.hasPrefix("com.apple.InterfaceBuilder") else {
      throw failure(.notAnInterfaceBuilderDocument(element: root.name), at: root.location)
    }
    let isStoryboard = type.contains("Storyboard")
    let runtime = root["targetRuntime"] ?? ""
    let platform: InterfaceBuilderDocument.Platform =
      type.contains("WatchKit") || runtime.hasPrefix("watchKit") ? .watchOS
      : type.contains("AppleTV") || runtime.hasPrefix("AppleTV") ? .tvOS
      : type.contains("CocoaTouch") || runtime.hasPrefix("iOS") ? .iOS : .macOS
    var device: InterfaceBuilderDevice?
    if let element = root.child("device"), let id = element["id"] {
      let orientation: LayoutDocument.Orientation = element["orientation"] == "landscape" ? .landscape : .portrait
      device = InterfaceBuilderDevice(id: id, orientation: orientation)
    }
    var document = InterfaceBuilderDocument(
      file: file, kind: isStoryboard ? .storyboard : .xib, platform: platform, device: device, scenes: [],
      warnings: [], text: text)
    guard platform == .iOS || platform == .macOS else { return document }
    if let device, device.device == nil, let element = root.child("device") {
      document.warnings.append(
        InterfaceBuilderWarning(
          kind: .approximation, file: file, location: element.location,
          message: "device '\(device.id)' is not in the catalogue; scenes are laid out at their stored sizes"))
    }
    let sizeClasses = Self.sizeClasses(for: options, device: device)
    var reader = SceneReader(file: file, source: source, root: root, device: device, sizeClasses: sizeClasses)
    reader.isAppKit = platform == .macOS
    if isStoryboard {
      for scene in root.child("scenes")?.children(named: "scene") ?? [] {
        try reader.readStoryboardScene(scene, into: &document)
      }
    } else if let objects = root.child("objects") {
      try reader.readXibObjects(objects, into: &document)
    }
    document.warnings += reader.warnings
    return document
  }

  /// The size classes attribute variations are read for: `options`' traits, else those of their
  /// device (or the document's) in their orientation and window; nil for Any/Any.
  static func sizeClasses(for options: LayoutOptions, device: InterfaceBuilderDevice?) -> Variations.SizeClasses? {
    var implied: Variations.SizeClasses?
    if let named = options.device.flatMap(Device.named) ?? device?.device {
      let orientation = (options.orientation ?? device?.orientation ?? .portrait).model
      let traits = named.traits(orientation, multitasking: options.multitasking ?? .fullScreen) ?? named.traits(orientation)
      implied = (
        traits.horizontalSizeClass == .compact ? .compact : .regular,
        traits.verticalSizeClass == .compact ? .compact : .regular
      )
    }
    guard let width = options.traits.horizontalSizeClass ?? implied?.width,
      let height = options.traits.verticalSizeClass ?? implied?.height
    else { return implied }
    return (width, height)
  }
}
