import Foundation

// The keyboard settings of a text field, as UIKit's `UITextInputTraits` properties. Stored for
// code that sets and reads them; they change nothing here (there is no keyboard).
extension TextField {
  /// The keyboard asked for; ``KeyboardType/default`` by default.
  public var keyboardType: KeyboardType {
    get { inputTraits.keyboardType }
    set { inputTraits.keyboardType = newValue }
  }
  /// The keyboard's look; ``KeyboardAppearance/default`` by default.
  public var keyboardAppearance: KeyboardAppearance {
    get { inputTraits.keyboardAppearance }
    set { inputTraits.keyboardAppearance = newValue }
  }
  /// The return key's title; ``ReturnKeyType/default`` by default.
  public var returnKeyType: ReturnKeyType {
    get { inputTraits.returnKeyType }
    set { inputTraits.returnKeyType = newValue }
  }
  /// Whether the return key is disabled while the text is empty; false by default.
  public var enablesReturnKeyAutomatically: Bool {
    get { inputTraits.enablesReturnKeyAutomatically }
    set { inputTraits.enablesReturnKeyAutomatically = newValue }
  }
  /// Which letters are capitalised; ``TextAutocapitalizationType/sentences`` by default, as UIKit's.
  public var autocapitalizationType: TextAutocapitalizationType {
    get { inputTraits.autocapitalizationType }
    set { inputTraits.autocapitalizationType = newValue }
  }
  /// Whether words are corrected; ``TextAutocorrectionType/default`` by default.
  public var autocorrectionType: TextAutocorrectionType {
    get { inputTraits.autocorrectionType }
    set { inputTraits.autocorrectionType = newValue }
  }
  /// Whether misspellings are marked; ``TextSpellCheckingType/default`` by default.
  public var spellCheckingType: TextSpellCheckingType {
    get { inputTraits.spellCheckingType }
    set { inputTraits.spellCheckingType = newValue }
  }
  /// What the text is, for AutoFill; nil by default.
  public var textContentType: TextContentType! {
    get { inputTraits.textContentType }
    set { inputTraits.textContentType = newValue }
  }
}
