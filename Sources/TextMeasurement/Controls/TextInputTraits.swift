import Foundation

// The keyboard settings of text input, as UIKit's `UITextInputTraits`, with UIKit's raw values.
// There is no keyboard here: a text field stores them for code that reads them back, and only
// `isSecureTextEntry` changes what it shows (TextField+InputTraits.swift).

/// The keyboard a text field asks for, as UIKit's `UIKeyboardType`.
public enum KeyboardType: Int, Sendable, Hashable, CaseIterable {
  /// The default keyboard for the current input method.
  case `default` = 0
  /// ASCII characters only.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  /// For URLs: ".", "/" and ".com" keys.
  case URL = 3
  /// Digits 0–9.
  case numberPad = 4
  /// A telephone keypad: digits, "*", "#" and "+".
  case phonePad = 5
  /// Letters, switching to a phone pad.
  case namePhonePad = 6
  /// For email addresses: "@" and "." keys.
  case emailAddress = 7
  /// Digits and a decimal point.
  case decimalPad = 8
  /// For social posts: "@" and "#" keys.
  case twitter = 9
  /// For search terms and URLs.
  case webSearch = 10
  /// ASCII digits.
  case asciiCapableNumberPad = 11

  /// UIKit's older name for ``asciiCapable``.
  public static let alphabet = KeyboardType.asciiCapable
}

/// The title of the return key, as UIKit's `UIReturnKeyType`.
public enum ReturnKeyType: Int, Sendable, Hashable, CaseIterable {
  /// "return".
  case `default` = 0
  /// "Go".
  case go = 1
  /// "Google" (a search).
  case google = 2
  /// "Join".
  case join = 3
  /// "Next".
  case next = 4
  /// "Route".
  case route = 5
  /// "Search".
  case search = 6
  /// "Send".
  case send = 7
  /// "Yahoo" (a search).
  case yahoo = 8
  /// "Done".
  case done = 9
  /// "Emergency Call".
  case emergencyCall = 10
  /// "Continue".
  case `continue` = 11
}

/// Which letters the keyboard capitalises, as UIKit's `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Sendable, Hashable, CaseIterable {
  /// No capitals.
  case none = 0
  /// The first letter of each word.
  case words = 1
  /// The first letter of each sentence (the default).
  case sentences = 2
  /// Every letter.
  case allCharacters = 3
}

/// Whether the keyboard corrects words, as UIKit's `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Sendable, Hashable, CaseIterable {
  /// The keyboard's usual behaviour.
  case `default` = 0
  /// Never.
  case no = 1
  /// Always.
  case yes = 2
}

/// Whether misspellings are marked, as UIKit's `UITextSpellCheckingType`.
public enum TextSpellCheckingType: Int, Sendable, Hashable, CaseIterable {
  /// The keyboard's usual behaviour.
  case `default` = 0
  /// Never.
  case no = 1
  /// Always.
  case yes = 2
}

/// The keyboard's look, as UIKit's `UIKeyboardAppearance`.
public enum KeyboardAppearance: Int, Sendable, Hashable, CaseIterable {
  /// The system's look.
  case `default` = 0
  /// Dark keys.
  case dark = 1
  /// Light keys.
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

  /// A full name.
  public static let name = TextContentType("name")
  /// A first name.
  public static let givenName = TextContentType("given-name")
  /// A last name.
  public static let familyName = TextContentType("family-name")
  /// A nickname.
  public static let nickname = TextContentType("nickname")
  /// An organisation.
  public static let organizationName = TextContentType("organization")
  /// A job title.
  public static let jobTitle = TextContentType("job-title")
  /// A place.
  public static let location = TextContentType("location")
  /// A street address.
  public static let fullStreetAddress = TextContentType("street-address")
  /// A city.
  public static let addressCity = TextContentType("address-level2")
  /// A state or region.
  public static let addressState = TextContentType("address-level1")
  /// A postal code.
  public static let postalCode = TextContentType("postal-code")
  /// A country.
  public static let countryName = TextContentType("country-name")
  /// A telephone number.
  public static let telephoneNumber = TextContentType("tel")
  /// An email address.
  public static let emailAddress = TextContentType("email")
  /// A URL.
  public static let URL = TextContentType("url")
  /// A card number.
  public static let creditCardNumber = TextContentType("cc-number")
  /// An account name.
  public static let username = TextContentType("username")
  /// A password.
  public static let password = TextContentType("password")
  /// A new password.
  public static let newPassword = TextContentType("new-password")
  /// A one-time code.
  public static let oneTimeCode = TextContentType("one-time-code")
}

/// A text field's keyboard settings, kept together (UIKit's defaults).
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
