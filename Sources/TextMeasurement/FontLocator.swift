import CFontconfig
import Foundation
import Synchronization

/// Finds font files with fontconfig, as the system finds the font a name and weight stand for.
///
/// DejaVu Sans stands in for the system font (San Francisco is not on Linux): ``systemFamily``.
public enum FontLocator {
  /// The family that stands in for UIKit's system font.
  public static let systemFamily = "DejaVu Sans"

  /// fontconfig's configuration (its font list, read once: reading it scans every font
  /// folder) and the answers given so far. fontconfig is not thread-safe on every version, so
  /// every call goes through this lock.
  private struct State {
    var config: OpaquePointer?
    var files: [String: String?] = [:]
  }
  private static let state = Mutex(State())

  /// The file of fontconfig's best match for `family` at `weight` (CSS's scale: 400 regular,
  /// 700 bold), or nil when fontconfig knows no font at all.
  ///
  /// fontconfig always answers with its closest font, so a family it lacks gives another family's
  /// file: check ``FontFace/familyName`` when that matters.
  public static func file(family: String = systemFamily, weight: Int = 400, italic: Bool = false) -> String? {
    let key = "\(family)|\(weight)|\(italic)"
    return state.withLock { state in
      if let known = state.files[key] { return known }
      if state.config == nil { state.config = FcInitLoadConfigAndFonts() }
      let found = state.config.flatMap { match(family: family, weight: weight, italic: italic, in: $0) }
      state.files[key] = .some(found)
      return found
    }
  }

  private static func match(family: String, weight: Int, italic: Bool, in config: OpaquePointer) -> String? {
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    _ = family.withCString { name in
      name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { FcPatternAddString(pattern, FC_FAMILY, $0) }
    }
    FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight)))
    FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let matched = FcFontMatch(config, pattern, &result) else { return nil }
    defer { FcPatternDestroy(matched) }
    var file: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(matched, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
    let path = String(cString: file)
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }
}
