// Implementation-only: debug builds enable testing, which makes even an `internal import` a
// required dependency of this module, and a module that imports `UIKit` (another package's
// `#if canImport(UIKit)` included) would then need FreeType's module map. No C type appears in
// this module's interface or stored properties.
@_implementationOnly import CFreeType
import Synchronization

/// Why a font file could not be used.
public struct FontError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file.
  public let file: String
  /// FreeType's error code.
  public let code: Int32
  /// What went wrong, with the file.
  public var description: String { "cannot read the font \(file) (FreeType error \(code))" }
}

/// One font file's face, read with FreeType: its vertical metrics and its glyphs' advances, in
/// font units, unhinted (text is measured at fractional widths, as Core Text measures it).
///
/// Thread-safe: FreeType's face is used under a lock, and advances are remembered.
public final class FontFace: Sendable {
  /// The file the face was read from.
  public let file: String
  /// The family name the file declares ("DejaVu Sans").
  public let familyName: String
  /// Font units per em: metrics in points are font units × size / unitsPerEm.
  public let unitsPerEm: Int
  /// The typographic ascender (above the baseline), in font units, positive.
  public let ascender: Int
  /// The typographic descender (below the baseline), in font units, negative.
  public let descender: Int
  /// The distance between baselines of consecutive lines, in font units.
  public let lineSpacing: Int

  // The stored parts name no C type: FreeType is imported implementation-only, so that modules
  // importing this one (and `import UIKit`) never need FreeType's headers.
  private struct State {
    let library: OpaquePointer
    let facePointer: OpaquePointer
    var advances: [UInt32: Int] = [:]

    var face: FT_Face { FT_Face(facePointer) }
  }
  private let state: Mutex<State>

  /// Reads the first face of `file`.
  public init(file: String) throws(FontError) {
    var library: FT_Library?
    var error = FT_Init_FreeType(&library)
    guard error == 0, let library else { throw FontError(file: file, code: error) }
    var face: FT_Face?
    error = FT_New_Face(library, file, 0, &face)
    guard error == 0, let face else {
      FT_Done_FreeType(library)
      throw FontError(file: file, code: error)
    }
    self.file = file
    familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
    unitsPerEm = Int(face.pointee.units_per_EM)
    ascender = Int(face.pointee.ascender)
    descender = Int(face.pointee.descender)
    lineSpacing = Int(face.pointee.height)
    state = Mutex(State(library: library, facePointer: OpaquePointer(face)))
  }

  deinit {
    state.withLock { state in
      FT_Done_Face(state.face)
      FT_Done_FreeType(state.library)
    }
  }

  /// The glyph that draws `scalar`, 0 (the missing glyph) when the font has none.
  public func glyphIndex(of scalar: Unicode.Scalar) -> UInt32 {
    state.withLock { FT_Get_Char_Index($0.face, FT_ULong(scalar.value)) }
  }

  /// The horizontal advance of `scalar`'s glyph, in font units.
  public func advance(of scalar: Unicode.Scalar) -> Int {
    advance(of: CollectionOfOne(scalar))
  }

  /// The sum of the horizontal advances of `scalars`' glyphs, in font units: one lock for the
  /// whole run, each glyph loaded once for the face's lifetime.
  public func advance(of scalars: some Sequence<Unicode.Scalar>) -> Int {
    state.withLock { state in
      var total = 0
      for scalar in scalars {
        let glyph = FT_Get_Char_Index(state.face, FT_ULong(scalar.value))
        if let known = state.advances[glyph] {
          total += known
          continue
        }
        // FT_LOAD_NO_SCALE (1): font units, no hinting.
        let advance = FT_Load_Glyph(state.face, glyph, 1) == 0 ? Int(state.face.pointee.glyph.pointee.advance.x) : 0
        state.advances[glyph] = advance
        total += advance
      }
      return total
    }
  }

  /// How far `scalar`'s glyph reaches above the baseline, in font units (its top bearing): the
  /// cap height for "H", the x-height for "x". Zero when the font has no such glyph.
  public func top(of scalar: Unicode.Scalar) -> Int {
    state.withLock { state in
      let glyph = FT_Get_Char_Index(state.face, FT_ULong(scalar.value))
      guard glyph != 0, FT_Load_Glyph(state.face, glyph, 1) == 0 else { return 0 }
      return Int(state.face.pointee.glyph.pointee.metrics.horiBearingY)
    }
  }
}
