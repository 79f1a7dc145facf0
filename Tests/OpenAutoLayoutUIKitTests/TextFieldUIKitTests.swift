import OpenAutoLayoutUIKit
import Testing
import TextMeasurement

// UITextField's overlay views, clear button, secure entry, editing and keyboard settings, as
// UIKit code sets them. Text is measured with the fixed-advance measurer: at the default 17
// points a character is 8.5 wide and a line 20.4 tall (21 in whole points, at scale 1).

/// A delegate that records what it was told, and may refuse to begin editing.
private final class FieldDelegate: UITextFieldDelegate {
  var log: [String] = []
  var allowsEditing = true

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { allowsEditing }
  func textFieldDidBeginEditing(_ textField: UITextField) { log.append("began") }
  func textFieldDidEndEditing(_ textField: UITextField) { log.append("ended") }
}

@Suite("UITextField overlays, editing and input traits", .timeLimit(.minutes(10)))
struct TextFieldUIKitTests {
  private func field(_ text: String? = "abcd") -> UITextField {
    let field = UITextField()
    field.measurer = FixedAdvanceTextMeasurer()
    field.borderStyle = .roundedRect
    field.text = text
    return field
  }

  @Test("A left padding view takes its width from the text rect and adds it to the intrinsic width")
  func leftView() {
    let field = field()
    // "abcd": 34 wide, 7 + 7 of rounded-rect inset; 21 + 6 + 6 = 33 tall (above 30).
    #expect(field.intrinsicContentSize == CGSize(width: 48, height: 33))
    field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 30))
    #expect(field.intrinsicContentSize.width == 48, "never shown by default")
    field.leftViewMode = .always
    // The view's 20 replaces the 7-point inset: 20 + 34 + 7.
    #expect(field.intrinsicContentSize == CGSize(width: 61, height: 33))
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 40)
    // At x = 0, centred vertically at its frame's size.
    #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 5, width: 20, height: 30))
    #expect(field.textRect(forBounds: bounds) == CGRect(x: 20, y: 6, width: 173, height: 28))
    field.frame = bounds
    field.layoutIfNeeded()
    #expect(field.leftView?.frame == CGRect(x: 0, y: 5, width: 20, height: 30))
  }

  @Test("A right view and the clear button take their places from the right; the text ends before them")
  func rightViewAndClearButton() {
    let field = field()
    let icon = UIImageView(image: UIImage(size: CGSize(width: 16, height: 16)))
    field.rightView = icon
    field.rightViewMode = .always
    field.clearButtonMode = .always
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 40)
    // An image view without a frame is sized by its image; against the right edge.
    #expect(field.rightViewRect(forBounds: bounds) == CGRect(x: 184, y: 12, width: 16, height: 16))
    // The 19-point clear button just before it, centred vertically.
    #expect(field.clearButtonRect(forBounds: bounds) == CGRect(x: 165, y: 10.5, width: 19, height: 19))
    #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 6, width: 158, height: 28))
    // 7 + 34 + 16 + 19.
    #expect(field.intrinsicContentSize == CGSize(width: 76, height: 33))
    // No text, no clear button.
    field.text = ""
    #expect(field.textRect(forBounds: bounds).maxX == 184)
  }

  @Test("While-editing overlays show between becomeFirstResponder and resignFirstResponder")
  func editingModes() {
    let field = field()
    let delegate = FieldDelegate()
    field.delegate = delegate
    field.clearButtonMode = .whileEditing
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 40)
    #expect(field.textRect(forBounds: bounds).maxX == 193)
    #expect(field.editingRect(forBounds: bounds).maxX == 174)
    let counter = EventCounter()
    field.addAction(UIAction { _ in counter.count += 1 }, for: [.editingDidBegin, .editingDidEnd])
    #expect(field.becomeFirstResponder())
    #expect(field.isEditing && field.isFirstResponder)
    // 7 + 34 + 19.
    #expect(field.intrinsicContentSize.width == 60)
    #expect(field.resignFirstResponder())
    #expect(!field.isEditing)
    #expect(delegate.log == ["began", "ended"])
    #expect(counter.count == 2)
    delegate.allowsEditing = false
    #expect(!field.becomeFirstResponder())
    #expect(!field.isEditing)
  }

  @Test("Secure entry shows a bullet per character; the placeholder shows as it is")
  func secureEntry() {
    let field = field("secret")
    field.isSecureTextEntry = true
    field.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    #expect(field.displayedLine?.text == String(repeating: "\u{2022}", count: 6))
    field.text = nil
    field.placeholder = "Password"
    #expect(field.displayedLine?.text == "Password")
  }

  @Test("Keyboard settings have UIKit's raw values and defaults, and are kept")
  func inputTraits() {
    #expect(UIKeyboardType.emailAddress.rawValue == 7)
    #expect(UIKeyboardType.numberPad.rawValue == 4)
    #expect(UIKeyboardType.decimalPad.rawValue == 8)
    #expect(UIReturnKeyType.done.rawValue == 9)
    #expect(UITextField.ViewMode.unlessEditing.rawValue == 2)
    let field = UITextField()
    #expect(field.autocapitalizationType == .sentences)
    #expect(field.keyboardType == .default)
    field.keyboardType = .emailAddress
    field.returnKeyType = .next
    field.autocorrectionType = .no
    field.textContentType = .emailAddress
    #expect(field.keyboardType == .emailAddress)
    #expect(field.returnKeyType == .next)
    #expect(field.autocorrectionType == .no)
    #expect(field.textContentType == .emailAddress)
    #expect(field.textContentType.rawValue == "email")
  }
}

/// A count closures can share.
private final class EventCounter {
  var count = 0
}
