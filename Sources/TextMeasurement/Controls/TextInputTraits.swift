import Foundation

// The keyboard settings of text input, as UIKit's `UITextInputTraits`, with UIKit's raw values.
// There is no keyboard here: a text field stores them for code that reads them back, and only
// `isSecureTextEntry` changes what it shows (TextField+InputTraits.swift).

/// The keyboard a text field asks for, as UIKit's `UIKeyboardType`.
public enum KeyboardType: Int, Sendable, Hashable, CaseIterable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
  case decimalPad = 8
  case twitter = 9
  case webSearch = 10
  case asciiCapableNumberPad = 11

  /// UIKit's older name for ``asciiCapable``.
  public static let alphabet = KeyboardType.asciiCapable
}

/// The title of the return key, as UIKit's `UIReturnKeyType`.
public enum ReturnKeyType: Int, Sendable, Hashable, CaseIterable {
  case `default` = 0
  case go = 1
  case google = 2
  case join = 3
  case next = 4
  case route = 5
  case search = 6
  case send = 7
  case yahoo = 8
  case done = 9
  case emergencyCall = 10
  case `continue` = 11
}

/// Which letters the keyboard capitalises, as UIKit's `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Sendable, Hashable, CaseIterable {
  case none = 0
  case words = 1
  case sentences = 2
  case allCharacters = 3
}

/// Whether the keyboard corrects words, as UIKit's `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Sendable, Hashable, CaseIterable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// Whether misspellings are marked, as UIKit's `UITextSpellCheckingType`.
public enum TextSpellCheckingType: Int, Sendable, Hashable, CaseIterable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// The keyboard's look, as UIKit's `UIKeyboardAppearance`.
public enum KeyboardAppearance: Int, Sendable, Hashable, CaseIterable {
  case `default` = 0
  case dark = 1
  case light = 2

  /// UIKit's older name for ``dark``.
  public static let alert = KeyboardAppearance.dark
}

/// What a text field's text is, for AutoFill, as UIKit's `UITextContentType`, with UIKit's raw
/// strings.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
  /// The type's name.
  public let rawValue: String
  /// The type named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The type named `rawValue`.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let name = TextContentType("name")
  public static let givenName = TextContentType("given-name")
  public static let familyName = TextContentType("family-name")
  public static let nickname = TextContentType("nickname")
  public static let organizationName = TextContentType("organization")
  public static let jobTitle = TextContentType("job-title")
  public static let location = TextContentType("location")
  public static let fullStreetAddress = TextContentType("street-address")
  public static let addressCity = TextContentType("address-level2")
  public static let addressState = TextContentType("address-level1")
  public static let postalCode = TextContentType("postal-code")
  public static let countryName = TextContentType("country-name")
  public static let telephoneNumber = TextContentType("tel")
  public static let emailAddress = TextContentType("email")
  public static let URL = TextContentType("url")
  public static let creditCardNumber = TextContentType("cc-number")
  public static let username = TextContentType("username")
  public static let password = TextContentType("password")
  public static let newPassword = TextContentType("new-password")
  public static let oneTimeCode = TextContentType("one-time-code")
}

/// A text field's keyboard settings, kept together.
struct TextInputTraits {
  var keyboardType = KeyboardType.default
  var keyboardAppearance = KeyboardAppearance.default
  var returnKeyType = ReturnKeyType.default
  var enablesReturnKeyAutomatically = false
  var autocapitalizationType = TextAutocapitalizationType.sentences
  var autocorrectionType = TextAutocorrectionType.default
  var spellCheckingType = TextSpellCheckingType.default
  var textContentType: TextContentType?
}
