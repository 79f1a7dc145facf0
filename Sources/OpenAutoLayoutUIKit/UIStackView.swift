import OpenAutoLayout

/// A view that arranges a row or a column of views: UIKit's `UIStackView`, the model's
/// `StackView`.
///
/// UIKit's nested names are the model's: `UIStackView.Distribution` (`.fill`, `.fillEqually`,
/// `.fillProportionally`, `.equalSpacing`, `.equalCentering`), `UIStackView.Alignment` (with
/// `.top` and `.bottom` as `.leading` and `.trailing`), `UIStackView.spacingUseDefault` and
/// `UIStackView.spacingUseSystem`; `axis` is an `NSLayoutConstraint.Axis`. So
///
/// ```swift
/// let stackView = UIStackView(arrangedSubviews: [redButton, greenButton, blueButton])
/// stackView.translatesAutoresizingMaskIntoConstraints = false
/// stackView.axis = .horizontal
/// stackView.distribution = .fillEqually
/// stackView.spacing = UIStackView.spacingUseSystem
/// ```
///
/// compiles unchanged. The stack's constraints carry UIKit's `UISV-…` identifiers.
public typealias UIStackView = StackView
