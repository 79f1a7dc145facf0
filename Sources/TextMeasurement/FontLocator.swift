// Implementation-only, as FreeType in FontFace.swift (which says why).
@_implementationOnly import CFontconfig
import Foundation
import Synchronization

/// Finds font files with fontconfig, as the system finds the font a name and weight stand for.
///
/// DejaVu Sans stands in for the system font (San Francisco is not on Linux): ``systemFamily``.
public enum FontLocator {
  /// The family that stands in for UIKit's system font: San Francisco when fontconfig has it
  /// (from ``addFontDirectory(_:)``, say), else DejaVu Sans.
  public static var systemFamily: String {
    state.withLock { state in
      if let chosen = state.systemFamily { return chosen }
      if state.config == nil { state.config = FcInitLoadConfigAndFonts() }
      let chosen =
        sanFranciscoFamilies.first { family in state.config.map { hasFamily(family, in: $0) } ?? false } ?? fallbackFamily
      state.systemFamily = chosen
      return chosen
    }
  }

  /// The family used when San Francisco is not installed.
  public static let fallbackFamily = "DejaVu Sans"
  /// The family that stands in for UIKit's monospaced system font (SF Mono): SF Mono when
  /// fontconfig has it, else DejaVu Sans Mono.
  public static var monospacedFamily: String {
    isInstalled(family: "SF Mono") ? "SF Mono" : "DejaVu Sans Mono"
  }
  /// San Francisco's family names, as Apple's font files name them.
  static let sanFranciscoFamilies = ["SF Pro Text", "SF Pro", "SF Pro Display"]

  /// Whether fontconfig has `family` itself, rather than a substitute for it.
  public static func isInstalled(family: String) -> Bool {
    state.withLock { state in
      if state.config == nil { state.config = FcInitLoadConfigAndFonts() }
      return state.config.map { hasFamily(family, in: $0) } ?? false
    }
  }

  /// Adds the fonts of the folder at `path` to those this process finds (`--font-dir`): Apple's
  /// San Francisco files there become the system font. False when fontconfig refuses the folder.
  @discardableResult
  public static func addFontDirectory(_ path: String) -> Bool {
    state.withLock { state in
      if state.config == nil { state.config = FcInitLoadConfigAndFonts() }
      guard let config = state.config else { return false }
      let added = path.withCString { name in
        name.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcConfigAppFontAddDir(config, $0) }
      }
      // Answers given so far may change.
      state.files = [:]
      state.systemFamily = nil
      return added != 0
    }
  }

  /// fontconfig's configuration (its font list, read once: reading it scans every font
  /// folder) and the answers given so far. fontconfig is not thread-safe on every version, so
  /// every call goes through this lock.
  private struct State {
    var config: OpaquePointer?
    var files: [String: String?] = [:]
    var systemFamily: String?
  }
  private static let state = Mutex(State())

  /// The installed family `name` names, ignoring case and spaces ("DejaVuSans" is "DejaVu
  /// Sans", as PostScript names drop the spaces); nil when fontconfig's best match for it is
  /// another family.
  public static func installedFamily(named name: String) -> String? {
    state.withLock { state in
      if state.config == nil { state.config = FcInitLoadConfigAndFonts() }
      guard let config = state.config, let matched = bestFamily(for: name, in: config) else { return nil }
      func key(_ text: String) -> String { text.lowercased().filter { $0 != " " } }
      return key(matched) == key(name) ? matched : nil
    }
  }

  /// Whether fontconfig's best match for `family` is that family itself.
  private static func hasFamily(_ family: String, in config: OpaquePointer) -> Bool {
    bestFamily(for: family, in: config)?.lowercased() == family.lowercased()
  }

  /// The family of fontconfig's best match for `family`.
  private static func bestFamily(for family: String, in config: OpaquePointer) -> String? {
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    _ = family.withCString { name in
      name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { FcPatternAddString(pattern, FC_FAMILY, $0) }
    }
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let matched = FcFontMatch(config, pattern, &result) else { return nil }
    defer { FcPatternDestroy(matched) }
    var name: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(matched, FC_FAMILY, 0, &name) == FcResultMatch, let name else { return nil }
    return String(cString: name)
  }

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
