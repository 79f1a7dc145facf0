import OpenAutoLayout
import TextMeasurement

/// A value of the model that documents write by UIKit's name for it: `axis: vertical`,
/// `distribution: fillEqually`, `contentMode: scaleAspectFit`, `font: {weight: semibold}`.
///
/// The names are derived once, from the type's cases, whose Swift names are UIKit's: the parser
/// checks and suggests among ``documentNames``, and whatever prints a value writes
/// ``documentName``, so the two cannot drift apart.
package protocol DocumentNamed: CaseIterable, Hashable, Sendable {
  /// Every name a document may write, in the order messages list them, with the value each
  /// names. By default each case under its own name; a type with other spellings adds them.
  static var documentNames: [(name: String, value: Self)] { get }
}

extension DocumentNamed {
  package static var documentNames: [(name: String, value: Self)] {
    allCases.map { ("\($0)", $0) }
  }

  /// The value a document writes as `name` (UIKit's spelling, case-sensitive); nil for any other
  /// name.
  package static func named(_ name: String) -> Self? {
    documentNames.first { $0.name == name }?.value
  }

  /// The name a document writes for the value: the first of its names.
  package var documentName: String {
    Self.documentNames.first { $0.value == self }?.name ?? "\(self)"
  }
}

// `stack`'s keys.
extension LayoutAxis: DocumentNamed {}
extension StackView.Distribution: DocumentNamed {}

extension StackView.Alignment: DocumentNamed {
  /// UIKit's names, with `top` and `bottom` after the cases they stand for (UIKit's
  /// `UIStackView.Alignment.top` is `leading`, `bottom` is `trailing`).
  package static var documentNames: [(name: String, value: Self)] {
    allCases.flatMap { alignment -> [(name: String, value: Self)] in
      switch alignment {
      case .leading: [("leading", .leading), ("top", .top)]
      case .trailing: [("trailing", .trailing), ("bottom", .bottom)]
      default: [("\(alignment)", alignment)]
      }
    }
  }
}

// `font`'s keys.
extension FontWeight: DocumentNamed {}
extension TextStyle: DocumentNamed {}

// The control keys.
extension ContentMode: DocumentNamed {}
extension LineBreakMode: DocumentNamed {}
extension TextField.BorderStyle: DocumentNamed {}

extension TextAlignment: DocumentNamed {
  /// UIKit's names, `natural` (the default) first.
  package static var documentNames: [(name: String, value: Self)] {
    [("natural", .natural), ("left", .left), ("center", .center), ("right", .right), ("justified", .justified)]
  }
}
