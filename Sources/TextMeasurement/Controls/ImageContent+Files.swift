import Foundation
import OpenAutoLayout

// Images from PNG files and data, as UIKit's `UIImage(named:)`, `UIImage(contentsOfFile:)` and
// `UIImage(data:)`: only the size is read, from the PNG's IHDR chunk (the first 24 bytes: the
// 8-byte signature, the chunk's length and type, then the width and height in pixels as
// big-endian 32-bit numbers), so no image library is needed. Other formats give nil.
//
// A file's scale is its name's `@2x` or `@3x` suffix (1 without one), and its size in points is
// its pixels divided by the scale, as UIKit reads them.

extension ImageContent {
  /// The image named `name` in the main bundle, as UIKit's `UIImage(named:)`; nil when there is
  /// none. See ``init(named:in:compatibleWith:)``.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The image named `name` in `bundle` (the main bundle when nil), as UIKit's
  /// `UIImage(named:in:compatibleWith:)`; nil when there is none.
  ///
  /// `name` may carry an extension ("Star.png") or not ("Star", read as a PNG). The variant for
  /// the traits' display scale is preferred (`Star@2x.png` at 2x; the plain file at 1x and
  /// without traits), then the larger ones, then the smaller, as UIKit falls back. The bundle's
  /// resources are searched, then its asset catalogues (`*.xcassets/…/Star.imageset`, whose
  /// `Contents.json` names the file of each scale). A path to a PNG file works too.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: TraitCollection?) {
    guard let found = ImageFiles.find(named: name, in: bundle ?? .main, scale: traits?.displayScale ?? 1),
      let image = ImageContent(contentsOfFile: found.path, scale: found.scale, name: name)
    else { return nil }
    self.init(image)
  }

  /// The PNG image at `path`, as UIKit's `UIImage(contentsOfFile:)`: its scale from an `@2x` or
  /// `@3x` suffix of the file name; nil when the file cannot be read or is not a PNG.
  public convenience init?(contentsOfFile path: String) {
    let scale = ImageFiles.scale(ofFileName: (path as NSString).lastPathComponent)
    let name = ImageFiles.baseName(of: (path as NSString).lastPathComponent).name
    guard let image = ImageContent(contentsOfFile: path, scale: scale, name: name) else { return nil }
    self.init(image)
  }

  /// The PNG image in `data` at scale 1, as UIKit's `UIImage(data:)`; nil when it is not a PNG.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// The PNG image in `data` at `scale`, as UIKit's `UIImage(data:scale:)`; nil when it is not a
  /// PNG or the scale is not positive.
  public convenience init?(data: Data, scale: CGFloat) {
    guard scale > 0, scale.isFinite, let pixels = ImageFiles.pngPixelSize(data) else { return nil }
    self.init(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale)
  }

  /// The PNG at `path` at `scale`, named `name`.
  private convenience init?(contentsOfFile path: String, scale: CGFloat, name: String?) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let header = try? handle.read(upToCount: 24), let pixels = ImageFiles.pngPixelSize(header) else { return nil }
    self.init(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale, name: name)
  }
}

/// Finding image files and reading their sizes.
enum ImageFiles {
  /// The PNG signature.
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The width and height in pixels of the PNG that `data` starts with; nil when it does not
  /// start with a PNG signature and an IHDR chunk, or a side is zero.
  static func pngPixelSize(_ data: Data) -> CGSize? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      return nil
    }
    func number(at offset: Int) -> UInt32 {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
    let width = number(at: 16)
    let height = number(at: 20)
    guard width > 0, height > 0 else { return nil }
    return CGSize(width: CGFloat(width), height: CGFloat(height))
  }

  /// The scale a file name says: 2 for `@2x`, 3 for `@3x`, 1 otherwise.
  static func scale(ofFileName fileName: String) -> CGFloat {
    baseName(of: fileName).scale ?? 1
  }

  /// A file name without its extension and scale suffix, and the scale the suffix says.
  static func baseName(of fileName: String) -> (name: String, scale: CGFloat?) {
    var name = (fileName as NSString).deletingPathExtension
    for scale in 1...3 where name.hasSuffix("@\(scale)x") {
      name.removeLast(3)
      return (name, CGFloat(scale))
    }
    return (name, nil)
  }

  /// The file for image `name` in `bundle`, preferring `scale`; see
  /// ``ImageContent/init(named:in:compatibleWith:)``.
  static func find(named name: String, in bundle: Bundle, scale: CGFloat) -> (path: String, scale: CGFloat)? {
    guard !name.isEmpty else { return nil }
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if name.contains("/"), manager.fileExists(atPath: name, isDirectory: &isDirectory), !isDirectory.boolValue {
      return (name, Self.scale(ofFileName: (name as NSString).lastPathComponent))
    }
    let given = (name as NSString).pathExtension
    let base = given.isEmpty ? name : (name as NSString).deletingPathExtension
    let fileExtension = given.isEmpty ? "png" : given
    let scales = preferredScales(for: scale)
    for folder in AssetCatalogs.resourceFolders(of: bundle) {
      for candidate in scales {
        let suffix = candidate == 1 ? "" : "@\(Int(candidate))x"
        for fileName in ["\(base)\(suffix).\(fileExtension)"] + (candidate == 1 ? ["\(base)@1x.\(fileExtension)"] : []) {
          let path = (folder as NSString).appendingPathComponent(fileName)
          if manager.fileExists(atPath: path) { return (path, candidate) }
        }
      }
      if let found = findInAssetCatalogs(named: base, under: folder, scales: scales) { return found }
    }
    return nil
  }

  /// The scales to try for a display of `scale`: it, then the larger, then the smaller (1, 2, 3).
  static func preferredScales(for scale: CGFloat) -> [CGFloat] {
    let wanted = min(max(scale.rounded(), 1), 3)
    return [wanted] + [1, 2, 3].filter { $0 > wanted } + [3, 2, 1].filter { $0 < wanted }
  }

  /// An image set named `name` in an asset catalogue under `folder`, and its file for the first
  /// of `scales` it has.
  private static func findInAssetCatalogs(named name: String, under folder: String, scales: [CGFloat])
    -> (path: String, scale: CGFloat)?
  {
    guard let set = AssetCatalogs.set(named: name, kind: "imageset", under: folder) else { return nil }
    return imageSetFile(in: set, scales: scales)
  }

  /// The file an image set's `Contents.json` names for the first of `scales` it has (an entry
  /// without a scale counts as 1).
  private static func imageSetFile(in set: String, scales: [CGFloat]) -> (path: String, scale: CGFloat)? {
    let contents = (set as NSString).appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: contents),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let images = json["images"] as? [[String: Any]]
    else { return nil }
    var files: [CGFloat: String] = [:]
    for image in images {
      guard let file = image["filename"] as? String else { continue }
      let scaleText = (image["scale"] as? String)?.replacingOccurrences(of: "x", with: "")
      let scale = scaleText.flatMap(Double.init).map { CGFloat($0) } ?? 1
      if files[scale] == nil { files[scale] = file }
    }
    for scale in scales {
      if let file = files[scale] { return ((set as NSString).appendingPathComponent(file), scale) }
    }
    return nil
  }
}

/// Asset catalogues (`*.xcassets` folders) copied into a bundle's resources, as Xcode projects
/// keep their images and colours.
package enum AssetCatalogs {
  /// The folder of the set `name` of `kind` ("imageset", "colorset") in an asset catalogue
  /// directly under `folder`, at any depth inside it; nil when there is none.
  package static func set(named name: String, kind: String, under folder: String) -> String? {
    let manager = FileManager.default
    guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { return nil }
    for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
      let root = (folder as NSString).appendingPathComponent(catalog)
      guard let walker = manager.enumerator(atPath: root) else { continue }
      while let relative = walker.nextObject() as? String {
        if (relative as NSString).lastPathComponent == "\(name).\(kind)" {
          return (root as NSString).appendingPathComponent(relative)
        }
      }
    }
    return nil
  }

  /// The folders of `bundle` its resources may be in: its resource path and its own path.
  package static func resourceFolders(of bundle: Bundle) -> [String] {
    Set([bundle.resourcePath, bundle.bundlePath].compactMap { $0 }).sorted()
  }
}
