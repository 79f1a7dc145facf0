/// Xcode's pseudolanguages: a document's text changed the way a translation may change it, to
/// find the layouts that truncate, clip or overlap before a translator does (behaviour-2: "test
/// across … pseudo-localisations").
///
/// `doubleLength` repeats each text ("Sign Up Sign Up"), as long as a German or Finnish
/// translation can be; `accented` puts a diacritic on every letter it can ("Šíĝñ Ûþ"-like), taller
/// glyphs that show vertical clipping; `bounded` marks both ends ("[# Sign Up #]"), so that a cut
/// end shows; `rightToLeft` keeps the text and lays the document out right to left.
public enum PseudoLanguage: String, CaseIterable, Sendable, Hashable {
  case doubleLength, accented, bounded, rightToLeft

  /// `text` in this pseudolanguage.
  public func localize(_ text: String) -> String {
    switch self {
    case .doubleLength: text.isEmpty ? text : text + " " + text
    case .accented: String(text.map { Self.accents[$0] ?? $0 })
    case .bounded: "[# " + text + " #]"
    case .rightToLeft: text
    }
  }

  /// Each plain Latin letter and an accented one of the same letter (in DejaVu Sans).
  private static let accents: [Character: Character] = {
    let plain = Array("aceginorsuyzACEGINORSUYZ")
    let accented = Array("áçéĝíñöŕšüýžÁÇÉĜÍÑÖŔŠÜÝŽ")
    return Dictionary(uniqueKeysWithValues: zip(plain, accented))
  }()
}

extension ViewSpec {
  /// The spec with its text, placeholder and segment titles in `language`; as it is for nil.
  package func localized(_ language: PseudoLanguage?) -> ViewSpec {
    guard let language else { return self }
    var spec = self
    spec.text = text.map(language.localize)
    spec.placeholder = placeholder.map(language.localize)
    spec.controls.segments = controls.segments?.map(language.localize)
    return spec
  }
}
