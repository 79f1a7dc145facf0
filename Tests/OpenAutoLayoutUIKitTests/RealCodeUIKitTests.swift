import Foundation
import OpenAutoLayoutUIKit
import Testing
import TextMeasurement

// A login screen written as UIKit code writes it: each view configured in the closure that makes
// it, then stacked and constrained in viewDidLoad. It compiles unchanged but for
// `Selector("…")` in place of `#selector(…)` and the controller's `perform(_:sender:)`, which maps
// that selector to its method. Measured with the fonts that draw it (DejaVu Sans for the system
// font) at 2x.

private final class LoginViewController: UIViewController, ActionTarget, UITextFieldDelegate {
  private(set) var logIns = 0
  private(set) var resets = 0

  let titleLabel: UILabel = {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.attributedText = NSAttributedString(
      string: "Welcome back",
      attributes: [.font: UIFont.boldSystemFont(ofSize: 34), .kern: 0.5, .foregroundColor: UIColor.label])
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    return label
  }()

  let emailField: UITextField = {
    let field = UITextField()
    field.translatesAutoresizingMaskIntoConstraints = false
    field.borderStyle = .roundedRect
    field.placeholder = "Email"
    field.keyboardType = .emailAddress
    field.autocapitalizationType = .none
    field.autocorrectionType = .no
    field.textContentType = .emailAddress
    field.returnKeyType = .next
    field.clearButtonMode = .whileEditing
    field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
    field.leftViewMode = .always
    return field
  }()

  let passwordField: UITextField = {
    let field = UITextField()
    field.translatesAutoresizingMaskIntoConstraints = false
    field.borderStyle = .roundedRect
    field.placeholder = "Password"
    field.isSecureTextEntry = true
    field.textContentType = .password
    field.returnKeyType = .go
    let eye = UIImageView(image: UIImage(systemName: "eye.slash"))
    field.rightView = eye
    field.rightViewMode = .always
    return field
  }()

  lazy var logInButton: UIButton = {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Log In"
    configuration.image = UIImage(systemName: "arrow.right")
    configuration.imagePlacement = .trailing
    configuration.imagePadding = 8
    configuration.cornerStyle = .capsule
    configuration.baseBackgroundColor = .systemBlue
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 24)
    let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.logIn() })
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }()

  let forgotButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Forgot password?", for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 15, weight: .medium)
    button.setTitleColor(.secondaryLabel, for: .normal)
    button.contentHorizontalAlignment = .trailing
    return button
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let stack = UIStackView(arrangedSubviews: [titleLabel, emailField, passwordField, logInButton, forgotButton])
    stack.axis = .vertical
    stack.spacing = 12
    stack.setCustomSpacing(24, after: passwordField)
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      emailField.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
    ])
    emailField.delegate = self
    passwordField.delegate = self
    forgotButton.addTarget(self, action: Selector("forgotPassword"), for: .touchUpInside)
  }

  func perform(_ action: Selector, sender: Any?) {
    if action == Selector("forgotPassword") { forgotPassword() }
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === emailField {
      passwordField.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
      logIn()
    }
    return true
  }

  func logIn() { logIns += 1 }
  func forgotPassword() { resets += 1 }
}

@Suite("UIKit code that configures its views as it constrains them", .timeLimit(.minutes(10)))
struct RealCodeUIKitTests {
  /// The system font's line height at `size` (hhea's ascender, descender and gap), in points.
  private func lineHeight(_ size: Double) throws -> Double {
    let face = try FontFace(file: try #require(FontLocator.file(family: "DejaVu Sans")))
    return Double(face.lineSpacing) * size / Double(face.unitsPerEm)
  }

  /// `value` rounded up to half points (2x).
  private func half(_ value: Double) -> CGFloat { CGFloat((value * 2).rounded(.up) / 2) }

  @Test("The login screen lays out, and its actions reach the controller")
  func loginScreen() throws {
    let controller = LoginViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.overrideTraitCollection = UITraitCollection(displayScale: 2)
    controller.view.layoutIfNeeded()
    let body = try lineHeight(17)
    // Every arranged view is the margins' 375 − 16 − 16 = 343 wide.
    #expect(controller.logInButton.frame.width == 343)
    // The configuration's 12 + 12 around a body line (the 17-point symbol is shorter).
    #expect(controller.logInButton.frame.height == 24 + half(body))
    // The email field is held to 44; the password field is its rounded rectangle's natural
    // height: a body line and 6 + 6, at least 30.
    #expect(controller.emailField.frame.height == 44)
    #expect(controller.passwordField.frame.height == max(30, half(body) + 12))
    // The padding view is at x = 0; the eye against the right edge, 17 points wide.
    let email = controller.emailField
    #expect(email.leftViewRect(forBounds: email.bounds).width == 12)
    #expect(email.textRect(forBounds: email.bounds).minX == 12)
    let password = controller.passwordField
    #expect(password.rightViewRect(forBounds: password.bounds) == CGRect(x: 326, y: (password.bounds.height - 17) / 2, width: 17, height: 17))
    // The title fits at its own size: no shrinking.
    #expect(controller.titleLabel.displayedFont.pointSize == 34)
    // The stack: title, 12, email, 12, password, 24, button, 12, forgot.
    #expect(controller.logInButton.frame.minY == controller.passwordField.frame.maxY + 24)

    controller.logInButton.performPrimaryAction()
    controller.forgotButton.sendActions(for: .touchUpInside)
    #expect(controller.logIns == 1)
    #expect(controller.resets == 1)

    // Return in the email field moves editing to the password field, which ends the email's.
    #expect(email.becomeFirstResponder())
    _ = controller.textFieldShouldReturn(email)
    #expect(!email.isEditing && password.isEditing)
    _ = controller.textFieldShouldReturn(password)
    #expect(!password.isEditing)
    #expect(controller.logIns == 2)
    #expect(email.keyboardType == .emailAddress && password.returnKeyType == .go)
  }
}
