import Foundation

/// A reading of a TrueType file's tables, written from the OpenType specification, independent of
/// FreeType: the reference the FreeType-backed face is checked against.
struct TrueTypeTables {
  let data: Data
  private var tables: [String: (offset: Int, length: Int)] = [:]

  init(file: String) throws {
    data = try Data(contentsOf: URL(fileURLWithPath: file))
    let count = Int(u16(4))
    for index in 0..<count {
      let record = 12 + 16 * index
      let tag = String(decoding: data[data.startIndex + record..<data.startIndex + record + 4], as: UTF8.self)
      tables[tag] = (Int(u32(record + 8)), Int(u32(record + 12)))
    }
  }

  func u16(_ at: Int) -> UInt16 { UInt16(data[data.startIndex + at]) << 8 | UInt16(data[data.startIndex + at + 1]) }
  func i16(_ at: Int) -> Int { Int(Int16(bitPattern: u16(at))) }
  func u32(_ at: Int) -> UInt32 { UInt32(u16(at)) << 16 | UInt32(u16(at + 2)) }

  func table(_ tag: String) -> Int? { tables[tag]?.offset }

  /// head.unitsPerEm.
  var unitsPerEm: Int { Int(u16(table("head")! + 18)) }
  /// hhea.ascender, descender and lineGap.
  var ascender: Int { i16(table("hhea")! + 4) }
  var descender: Int { i16(table("hhea")! + 6) }
  var lineGap: Int { i16(table("hhea")! + 8) }
  /// hhea.numberOfHMetrics.
  var numberOfHMetrics: Int { Int(u16(table("hhea")! + 34)) }

  /// hmtx's advance width of glyph `glyph` (the last long metric's for glyphs past them).
  func advance(ofGlyph glyph: Int) -> Int {
    let index = min(glyph, numberOfHMetrics - 1)
    return Int(u16(table("hmtx")! + 4 * index))
  }

  /// The top of glyph `glyph`'s outline (its glyf header's yMax), found through loca (short or
  /// long offsets, as head.indexToLocFormat says).
  func yMax(ofGlyph glyph: Int) -> Int {
    let loca = table("loca")!
    let offset = i16(table("head")! + 50) == 0 ? Int(u16(loca + 2 * glyph)) * 2 : Int(u32(loca + 4 * glyph))
    return i16(table("glyf")! + offset + 8)
  }
}
