import Foundation
import Testing

@testable import LayoutRendering

/// PNG export through rsvg-convert (PNGExport).
@Suite("PNG export", .timeLimit(.minutes(10)))
struct PNGExportTests {
  static var hasConverter: Bool { PNGExport.locateTool(searchPath: ProcessInfo.processInfo.environment["PATH"]) != nil }

  static func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("png-export-\(UUID().uuidString)-\(name)").path
  }

  @Test("Without rsvg-convert it throws toolMissing, says how to install it, and writes nothing")
  func missingTool() throws {
    let path = Self.temporaryPath("missing.png")
    #expect(throws: PNGExportError.toolMissing) {
      try PNGExport.write(
        svg: "<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: path, searchPath: "/nonexistent:/also/not")
    }
    #expect(!FileManager.default.fileExists(atPath: path))
    let message = PNGExportError.toolMissing.description
    #expect(message.contains("rsvg-convert"))
    #expect(message.contains("apt-get install librsvg2-bin"))
    #expect(message.contains("brew install librsvg"))
  }

  @Test("An empty or missing search path finds nothing")
  func noSearchPath() {
    #expect(PNGExport.locateTool(searchPath: nil) == nil)
    #expect(PNGExport.locateTool(searchPath: "") == nil)
  }

  @Test("With rsvg-convert, the PNG starts with the PNG signature", .enabled(if: hasConverter))
  func writesPNG() throws {
    let path = Self.temporaryPath("scene.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try PNGExport.write(svg: SVGRenderer.render(SceneFixtures.twoViews, overlays: .all), to: path)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    // The IHDR chunk holds the size: the viewBox, 624 wide, at zoom 1.
    let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 624)
    // Writing again replaces the file.
    try PNGExport.write(svg: SVGRenderer.render(SceneFixtures.labelAndField, overlays: []), to: path)
    let second = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(second.prefix(8) == data.prefix(8))
    #expect(second.count != data.count)
    // Nothing partial is left beside it.
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
      $0.contains(".partial") && $0.contains("scene.png")
    }
    #expect(leftovers.isEmpty)
  }

  @Test("With rsvg-convert, zoom 2 doubles the pixel size", .enabled(if: hasConverter))
  func zoom() throws {
    let path = Self.temporaryPath("zoom.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try PNGExport.write(svg: SVGRenderer.render(SceneFixtures.twoViews, overlays: []), to: path, zoom: 2)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(data[16..<20].reduce(0) { $0 << 8 | Int($1) } == 1248)
  }

  @Test("A missing directory is a write failure naming the path", .enabled(if: hasConverter))
  func missingDirectory() {
    let path = "/nonexistent-\(UUID().uuidString)/out.png"
    #expect(throws: PNGExportError.writeFailed(path: path, message: "no such directory")) {
      try PNGExport.write(svg: SVGRenderer.render(SceneFixtures.twoViews, overlays: []), to: path)
    }
    #expect(
      PNGExportError.writeFailed(path: path, message: "no such directory").description
        == "cannot write '\(path)': no such directory")
  }

  @Test(
    "Invalid SVG fails with the converter's message and leaves an existing file untouched", .enabled(if: hasConverter))
  func conversionFails() throws {
    let path = Self.temporaryPath("keep.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    #expect {
      try PNGExport.write(svg: "this is not svg", to: path)
    } throws: { error in
      guard case .conversionFailed(let status, _) = error as? PNGExportError else { return false }
      return status != 0
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
  }
}
