import Foundation
import OpenAutoLayoutUIKit
import Testing

// UIImage as UIKit code makes it: by name from a bundle (scale variants and asset catalogues),
// from a file or data, and from SF Symbols names with a configuration. The PNG files are written
// here: the signature and an IHDR chunk, which is all an image's size is read from.

/// The start of a PNG file `width` × `height` pixels: the signature, then the IHDR chunk
/// (length 13, type, width and height as big-endian 32-bit numbers, depth, colour type,
/// compression, filter, interlace) and a CRC left at zero, which the size does not need.
private func pngHeader(width: UInt32, height: UInt32) -> Data {
  var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
  for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
  bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
  return Data(bytes)
}

/// A folder standing in for a bundle's resources, with `files` (relative path → contents).
private func resourceFolder(_ files: [String: Data]) throws -> String {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)").path
  for (path, contents) in files {
    let file = (folder as NSString).appendingPathComponent(path)
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try contents.write(to: URL(fileURLWithPath: file))
  }
  return folder
}

@Suite("UIImage by name, file, data and symbol", .timeLimit(.minutes(10)))
struct ImageUIKitTests {
  @Test("The IHDR header gives the size in pixels; the scale divides it into points")
  func data() throws {
    let image = try #require(UIImage(data: pngHeader(width: 10, height: 12)))
    #expect(image.size == CGSize(width: 10, height: 12))
    #expect(image.scale == 1)
    #expect(UIImage(data: pngHeader(width: 90, height: 30), scale: 3)?.size == CGSize(width: 30, height: 10))
    #expect(UIImage(data: Data("GIF89a, not a PNG at all".utf8)) == nil)
    #expect(UIImage(data: pngHeader(width: 0, height: 12)) == nil)
  }

  @Test("By name: the variant for the display scale first, then larger, then smaller; nil when missing")
  func named() throws {
    let folder = try resourceFolder([
      "icon.png": pngHeader(width: 40, height: 20),
      "icon@2x.png": pngHeader(width: 80, height: 40),
      "icon@3x.png": pngHeader(width: 120, height: 60),
      "badge@2x.png": pngHeader(width: 30, height: 30),
    ])
    let bundle = try #require(Bundle(path: folder))
    let plain = try #require(UIImage(named: "icon", in: bundle, compatibleWith: nil))
    #expect(plain.size == CGSize(width: 40, height: 20))
    #expect(plain.scale == 1)
    let retina = try #require(UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
    #expect(retina.size == CGSize(width: 40, height: 20))
    #expect(retina.scale == 3)
    #expect(UIImage(named: "icon.png", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))?.scale == 2)
    // Only a 2x file: used at 1x too, 30 pixels at scale 2 being 15 points.
    #expect(UIImage(named: "badge", in: bundle, compatibleWith: nil)?.size == CGSize(width: 15, height: 15))
    #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
    #expect(UIImage(named: "missing") == nil)
    // A path to a file works as a name.
    #expect(UIImage(named: (folder as NSString).appendingPathComponent("icon@2x.png"))?.scale == 2)
  }

  @Test("An asset catalogue's image set names its files by scale")
  func assetCatalogue() throws {
    let contents = Data(
      """
      {"images":[{"idiom":"universal","scale":"1x"},
      {"filename":"logo@2x.png","idiom":"universal","scale":"2x"},
      {"filename":"logo@3x.png","idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}
      """.utf8)
    let folder = try resourceFolder([
      "Assets.xcassets/Contents.json": Data("{}".utf8),
      "Assets.xcassets/Brand/Logo.imageset/Contents.json": contents,
      "Assets.xcassets/Brand/Logo.imageset/logo@2x.png": pngHeader(width: 100, height: 50),
      "Assets.xcassets/Brand/Logo.imageset/logo@3x.png": pngHeader(width: 150, height: 75),
    ])
    let bundle = try #require(Bundle(path: folder))
    let logo = try #require(UIImage(named: "Logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
    #expect(logo.size == CGSize(width: 50, height: 25))
    #expect(logo.scale == 2)
    // At 1x the set has no file: the larger ones are tried, 2x first.
    #expect(UIImage(named: "Logo", in: bundle, compatibleWith: nil)?.scale == 2)
  }

  @Test("contentsOfFile reads the scale from the file name")
  func contentsOfFile() throws {
    let folder = try resourceFolder(["tile@3x.png": pngHeader(width: 120, height: 60), "notes.txt": Data("text".utf8)])
    let image = try #require(UIImage(contentsOfFile: (folder as NSString).appendingPathComponent("tile@3x.png")))
    #expect(image.size == CGSize(width: 40, height: 20))
    #expect(image.scale == 3)
    #expect(UIImage(contentsOfFile: (folder as NSString).appendingPathComponent("notes.txt")) == nil)
    #expect(UIImage(contentsOfFile: (folder as NSString).appendingPathComponent("nothing.png")) == nil)
  }

  @Test("Symbols are sized by their configuration: the point size times the scale's factor")
  func symbols() throws {
    let star = try #require(UIImage(systemName: "star.fill"))
    // No configuration: the body style's 17 points, medium.
    #expect(star.size == CGSize(width: 17, height: 17))
    #expect(star.isSymbolImage)
    let large = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))
    // About 30 % larger than medium: 26.
    #expect(large?.size == CGSize(width: 26, height: 26))
    let small = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .regular, scale: .small))
    #expect(small?.size == CGSize(width: 16, height: 16))
    // A text style's size at the category: large title is 34 at Large, 40 at XXXL.
    #expect(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle))?.size.width == 34)
    let category = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    #expect(UIImage(systemName: "star", compatibleWith: category)?.size.width == 23)
    #expect(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(font: .systemFont(ofSize: 12)))?.size.width == 12)
    #expect(star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 30)).size.width == 30)
    #expect(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large))?.size.width == 17 * 1.3)
    #expect(UIImage(systemName: "") == nil)
  }

  @Test("Variants keep the size; images are objects that caches and image views hold")
  func variants() throws {
    let image = UIImage(size: CGSize(width: 24, height: 12))
    let template = image.withRenderingMode(.alwaysTemplate)
    #expect(template.renderingMode == .alwaysTemplate)
    #expect(template.size == image.size)
    #expect(image.withTintColor(.systemRed).tintColor == .systemRed)
    let stretchable = image.resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4), resizingMode: .stretch)
    #expect(stretchable.capInsets == UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4))
    #expect(stretchable.size == image.size)
    #expect(image == UIImage(size: CGSize(width: 24, height: 12)))
    #expect(image != template)
    let cache = NSCache<NSString, UIImage>()
    cache.setObject(image, forKey: "row")
    #expect(cache.object(forKey: "row") === image)
    let imageView = UIImageView(image: image)
    #expect(imageView.intrinsicContentSize == CGSize(width: 24, height: 12))
    imageView.image = UIImage(systemName: "heart")
    #expect(imageView.intrinsicContentSize == CGSize(width: 17, height: 17))
  }
}
