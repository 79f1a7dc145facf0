import Foundation
import OpenAutoLayout
import Testing

@testable import TextMeasurement

/// A font's vertical metrics under UIKit's names, checked against the font file's own tables
/// (hhea for the line, the glyf outlines of "H" and "x" for the cap and x heights).
@Suite("Font metrics", .timeLimit(.minutes(10)))
struct FontMetricsTests {
  @Test("lineHeight, ascender, descender and leading are hhea's at the size; cap and x heights the outlines'")
  func metrics() throws {
    let file = try #require(FontLocator.file(family: "DejaVu Sans"))
    let tables = try TrueTypeTables(file: file)
    let face = try FontFace(file: file)
    let font = Font.systemFont(ofSize: 17)
    let scale = 17 / Double(tables.unitsPerEm)
    func close(_ value: CGFloat, _ expected: Double) -> Bool { abs(Double(value) - expected) < 1e-9 }
    #expect(close(font.lineHeight, Double(tables.ascender - tables.descender + tables.lineGap) * scale))
    #expect(close(font.ascender, Double(tables.ascender) * scale))
    #expect(close(font.descender, Double(tables.descender) * scale), "negative, as UIKit's")
    #expect(font.descender < 0)
    #expect(close(font.leading, Double(tables.lineGap) * scale))
    let capital = tables.yMax(ofGlyph: Int(face.glyphIndex(of: "H")))
    let lowercase = tables.yMax(ofGlyph: Int(face.glyphIndex(of: "x")))
    #expect(close(font.capHeight, Double(capital) * scale))
    #expect(close(font.xHeight, Double(lowercase) * scale))
    #expect(font.xHeight < font.capHeight && font.capHeight < font.ascender)
  }

  @Test("An italic font is measured with the family's italic file")
  func italic() throws {
    var font = Font.systemFont(ofSize: 17)
    font.isItalic = true
    let italicFile = try #require(FontLocator.file(family: "DejaVu Sans", italic: true))
    let measurer = try #require(FontMeasurers.measurer(for: font) as? FontTextMeasurer)
    #expect(measurer.face.file == italicFile)
    #expect(italicFile != FontLocator.file(family: "DejaVu Sans"))
    #expect(font.fontName == "DejaVu Sans-Italic")
  }
}
