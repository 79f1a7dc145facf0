import Foundation
import Testing

@testable import TextMeasurement

/// The FreeType-backed face against the font file's own tables, read independently
/// (TrueTypeTables), with DejaVu Sans, the system font's stand-in.
@Suite("Fonts: DejaVu Sans through FreeType and fontconfig", .timeLimit(.minutes(10)))
struct FontFaceTests {
  static let regular = FontLocator.file(family: "DejaVu Sans", weight: 400)

  @Test("fontconfig finds DejaVu Sans, its bold at 700, and some font for an unknown family")
  func locatesFonts() throws {
    let regular = try #require(Self.regular)
    #expect(regular.hasSuffix("DejaVuSans.ttf"))
    let bold = try #require(FontLocator.file(family: "DejaVu Sans", weight: 700))
    #expect(bold.hasSuffix("DejaVuSans-Bold.ttf"))
    #expect(FontLocator.file(family: "No Such Family 42") != nil)
    #expect(try FontFace(file: regular).familyName == "DejaVu Sans")
  }

  @Test("Units per em, ascender, descender and line spacing are the file's hhea values")
  func verticalMetrics() throws {
    let file = try #require(Self.regular)
    let face = try FontFace(file: file)
    let tables = try TrueTypeTables(file: file)
    #expect(face.unitsPerEm == tables.unitsPerEm)
    #expect(face.ascender == tables.ascender)
    #expect(face.descender == tables.descender)
    #expect(face.lineSpacing == tables.ascender - tables.descender + tables.lineGap)
    let metrics = FontTextMeasurer(face: face).lineMetrics(pointSize: 17)
    let scale = 17 / Double(tables.unitsPerEm)
    #expect(abs(metrics.ascender - Double(tables.ascender) * scale) < 1e-9)
    #expect(abs(metrics.descender + Double(tables.descender) * scale) < 1e-9)
  }

  @Test("Each printable ASCII character advances by its glyph's hmtx width")
  func advancesAreTheFilesWidths() throws {
    let file = try #require(Self.regular)
    let face = try FontFace(file: file)
    let tables = try TrueTypeTables(file: file)
    for value in UInt32(0x20)...UInt32(0x7E) {
      let scalar = Unicode.Scalar(value)!
      let glyph = face.glyphIndex(of: scalar)
      #expect(glyph != 0, "no glyph for \(scalar)")
      #expect(face.advance(of: scalar) == tables.advance(ofGlyph: Int(glyph)), "advance of \(scalar)")
    }
  }

  @Test("A string's width is the sum of its characters' advances at the point size")
  func stringWidths() throws {
    let file = try #require(Self.regular)
    let measurer = FontTextMeasurer(face: try FontFace(file: file))
    let tables = try TrueTypeTables(file: file)
    for text in ["Hello, world", "Auto Layout", "iiii", "WWWW", ""] {
      let units = text.unicodeScalars.map { tables.advance(ofGlyph: Int(measurer.face.glyphIndex(of: $0))) }.reduce(0, +)
      let expected = Double(units) * 17 / Double(tables.unitsPerEm)
      #expect(abs(measurer.width(of: text, pointSize: 17) - expected) < 1e-9, "\(text)")
    }
    // Proportional: four i's are narrower than four W's.
    #expect(measurer.width(of: "iiii", pointSize: 17) < measurer.width(of: "WWWW", pointSize: 17) / 2)
  }

  @Test("Faces are shared across threads")
  func concurrentMeasuring() async throws {
    let measurer = try #require(FontTextMeasurer.system())
    let expected = measurer.width(of: "The quick brown fox", pointSize: 13)
    let widths = await withTaskGroup(of: Double.self) { group in
      for _ in 0..<8 { group.addTask { measurer.width(of: "The quick brown fox", pointSize: 13) } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(widths == Array(repeating: expected, count: 8))
  }

  // The documents fuzz harness held some 8 MB at exit: a face (about 300 KB) per family and
  // weight asked for, although fontconfig answers them all with a few files.
  @Test("Fonts whose names resolve to the same file share one face")
  func facesAreSharedPerFile() throws {
    let names = ["No Such Family A", "No Such Family B", FontLocator.systemFamily]
    let files = names.map { FontLocator.file(family: $0) }
    try #require(files.allSatisfy { $0 != nil && $0 == files[0] }, "fontconfig resolves them apart: \(files)")
    let faces = names.compactMap { (FontMeasurers.measurer(for: Font(family: $0, pointSize: 17)) as? FontTextMeasurer)?.face }
    #expect(faces.count == names.count)
    #expect(faces.allSatisfy { $0 === faces[0] })
    // Another weight of another file has its own face.
    let bold = try #require(FontMeasurers.measurer(for: Font(family: FontLocator.systemFamily, pointSize: 17, weight: 700)) as? FontTextMeasurer)
    #expect(FontLocator.file(weight: 700) != files[0] && bold.face !== faces[0])
  }
}
