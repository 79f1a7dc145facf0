import TextMeasurement

// A text field's keyboard settings and delegate under UIKit's names. They are stored, not acted
// on (there is no keyboard); `UITextField.ViewMode`, `UITextField.BorderStyle` and
// `UITextField.DidEndEditingReason` are the model's nested types.

/// The keyboard a text field asks for: UIKit's `UIKeyboardType`, with its raw values.
public typealias UIKeyboardType = KeyboardType
/// The return key's title: UIKit's `UIReturnKeyType`, with its raw values.
public typealias UIReturnKeyType = ReturnKeyType
/// Which letters are capitalised: UIKit's `UITextAutocapitalizationType`.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
/// Whether words are corrected: UIKit's `UITextAutocorrectionType`.
public typealias UITextAutocorrectionType = TextAutocorrectionType
/// Whether misspellings are marked: UIKit's `UITextSpellCheckingType`.
public typealias UITextSpellCheckingType = TextSpellCheckingType
/// The keyboard's look: UIKit's `UIKeyboardAppearance`.
public typealias UIKeyboardAppearance = KeyboardAppearance
/// What a field's text is, for AutoFill: UIKit's `UITextContentType`.
public typealias UITextContentType = TextContentType
/// Told when a text field's editing begins and ends: UIKit's `UITextFieldDelegate`, the model's
/// `TextFieldDelegate` (every method optional).
public typealias UITextFieldDelegate = TextFieldDelegate
