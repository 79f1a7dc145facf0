import Foundation
import OpenAutoLayoutUIKit
import Testing

// The book's stack-view code (chapter 8), written as UIKit code and compiled unchanged, with
// the spec's expected frames (behaviour-2 S02, S11, S15, S17, S21). Labels, buttons, switches and
// images are `ContentView`s with the spec's intrinsic sizes (assumption A1).

/// StackViews-v3: a title over a row of three buttons, centred in the safe area (S01, S02).
final class StackViewsViewController: UIViewController {
  let titleLabel = ContentView(width: 131, height: 29)
  let redButton = ContentView(width: 45, height: 29)
  let greenButton = ContentView(width: 70, height: 29)
  let blueButton = ContentView(width: 53, height: 29)

  private(set) lazy var buttonStackView: UIStackView = {
    let stackView = UIStackView(arrangedSubviews: [redButton, greenButton, blueButton])
    stackView.axis = .horizontal
    stackView.distribution = .fillEqually
    stackView.alignment = .fill
    stackView.spacing = 16
    return stackView
  }()

  private(set) lazy var rootStackView: UIStackView = {
    let stackView = UIStackView(arrangedSubviews: [titleLabel, buttonStackView])
    stackView.translatesAutoresizingMaskIntoConstraints = false
    stackView.axis = .vertical
    stackView.alignment = .center
    stackView.spacing = 16
    return stackView
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(rootStackView)
    NSLayoutConstraint.activate([
      rootStackView.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
      rootStackView.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
    ])
  }
}

/// AnimatingStack: a switch over a stack of three images that turns horizontal and hides the
/// last image when the switch is off (S15), with a background view behind the stack (S16).
final class AnimatingStackViewController: UIViewController {
  let toggle = ContentView(width: 51, height: 31)
  let images = (1...3).map { _ in ContentView(width: 100, height: 100) }
  let background = UIView()

  private(set) lazy var imageStackView: UIStackView = {
    let stackView = UIStackView(arrangedSubviews: images)
    stackView.axis = .vertical
    stackView.spacing = UIStackView.spacingUseSystem
    return stackView
  }()

  private(set) lazy var stackView: UIStackView = {
    let stackView = UIStackView(arrangedSubviews: [toggle, imageStackView])
    stackView.translatesAutoresizingMaskIntoConstraints = false
    stackView.axis = .vertical
    stackView.alignment = .center
    stackView.spacing = 16
    stackView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    stackView.isLayoutMarginsRelativeArrangement = true
    return stackView
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    toggle.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    toggle.setContentHuggingPriority(.defaultHigh, for: .vertical)
    view.addSubview(stackView)
    background.translatesAutoresizingMaskIntoConstraints = false
    stackView.insertSubview(background, at: 0)
    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      stackView.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
      background.leadingAnchor.constraint(equalTo: stackView.leadingAnchor),
      background.trailingAnchor.constraint(equalTo: stackView.trailingAnchor),
      background.topAnchor.constraint(equalTo: stackView.topAnchor),
      background.bottomAnchor.constraint(equalTo: stackView.bottomAnchor),
    ])
  }

  /// The switch's action.
  func switchChanged(isOn: Bool) {
    UIView.animate(withDuration: 0.25) {
      self.imageStackView.axis = isOn ? .vertical : .horizontal
      self.images[2].isHidden = !isOn
      self.view.layoutIfNeeded()
    }
  }
}

/// A label that wraps its text to its width, standing in for a `UILabel` with
/// `numberOfLines = 0` (S17): 20.5 points per line, 600 points of text.
final class WrappingTextView: UIView, MultilineTextLayout {
  private var wrappedWidth: CGFloat = 600
  var isMultilineText: Bool { true }

  override var intrinsicContentSize: CGSize {
    CGSize(width: 600, height: wrappedWidth >= 600 ? 20.5 : wrappedWidth >= 250 ? 41 : 61.5)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    if wrappedWidth != bounds.width {
      wrappedWidth = bounds.width
      invalidateIntrinsicContentSize()
    }
  }
}

@Suite("UIStackView: the book's code", .timeLimit(.minutes(10)))
struct StackViewBookTests {
  /// A controller's root view on an iPhone 8 in portrait (375 × 667 at 2x), with a safe-area top.
  static func load(_ controller: UIViewController, safeAreaTop: CGFloat) {
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.overrideTraitCollection = UITraitCollection(displayScale: 2)
    controller.view.rootSafeAreaInsets = UIEdgeInsets(top: safeAreaTop, left: 0, bottom: 0, right: 0)
    controller.view.layoutIfNeeded()
  }

  @Test("StackViews-v3 centres a title over three equal buttons (S02)")
  func buttonRow() {
    let controller = StackViewsViewController()
    Self.load(controller, safeAreaTop: 20)
    expectFrame(controller.rootStackView, 66.5, 306.5, 242, 74, "rootStackView")
    expectFrame(controller.titleLabel, 55.5, 0, 131, 29, "titleLabel")
    expectFrame(controller.buttonStackView, 0, 45, 242, 29, "buttonStackView")
    for (button, x) in zip([controller.redButton, controller.greenButton, controller.blueButton], [0.0, 86, 172]) {
      expectFrame(button, x, 0, 70, 29, "button")
    }
    #expect(controller.buttonStackView.distribution == UIStackView.Distribution.fillEqually)
    #expect(!controller.rootStackView.hasAmbiguousLayout)
  }

  @Test("AnimatingStack switches axis and hides the last image (S15, S16)")
  func animatingStack() {
    let controller = AnimatingStackViewController()
    Self.load(controller, safeAreaTop: 64)
    expectFrame(controller.stackView, 121.5, 64, 132, 395, "stackView")
    expectFrame(controller.toggle, 40.5, 16, 51, 31, "switch")
    expectFrame(controller.imageStackView, 16, 63, 100, 316, "imageStackView")
    expectFrame(controller.background, 0, 0, 132, 395, "background")
    #expect(controller.stackView.arrangedSubviews.count == 2 && controller.stackView.subviews.count == 3)

    controller.switchChanged(isOn: false)
    expectFrame(controller.stackView, 67.5, 64, 240, 179, "stackView")
    expectFrame(controller.toggle, 94.5, 16, 51, 31, "switch")
    expectFrame(controller.imageStackView, 16, 63, 208, 100, "imageStackView")
    expectFrame(controller.background, 0, 0, 240, 179, "background")

    controller.switchChanged(isOn: true)
    expectFrame(controller.stackView, 121.5, 64, 132, 395, "stackView")
  }

  @Test("Custom spacing after a view, and back to the default (S11)")
  func customSpacing() {
    let labels = (1...5).map { _ in ContentView(width: 100, height: 20) }
    let stackView = UIStackView(arrangedSubviews: labels)
    stackView.translatesAutoresizingMaskIntoConstraints = false
    stackView.axis = .vertical
    stackView.spacing = 8
    stackView.setCustomSpacing(32, after: labels[0])
    stackView.setCustomSpacing(32, after: labels[3])
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.addSubview(stackView)
    NSLayoutConstraint.activate([
      stackView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stackView.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(labels.map(\.frame.minY) == [0, 52, 80, 108, 160])
    stackView.setCustomSpacing(UIStackView.spacingUseDefault, after: labels[0])
    root.layoutIfNeeded()
    #expect(labels.map(\.frame.minY) == [0, 28, 56, 84, 136])
  }

  @Test("A multi-line label stretches the switch beside it until its hugging beats 759 (S17)")
  func multilineLabelAndSwitch() {
    let label = WrappingTextView()
    label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    label.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    let toggle = ContentView(width: 51, height: 31)
    toggle.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    let stackView = UIStackView(arrangedSubviews: [label, toggle])
    stackView.translatesAutoresizingMaskIntoConstraints = false
    stackView.distribution = .fill
    stackView.alignment = .top
    stackView.spacing = UIStackView.spacingUseSystem
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.overrideTraitCollection = UITraitCollection(displayScale: 2)
    root.addSubview(stackView)
    NSLayoutConstraint.activate([
      stackView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      stackView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      stackView.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    expectFrame(label, 0, 0, 171.5, 61.5, "label")
    expectFrame(toggle, 179.5, 0, 163.5, 31, "switch")

    toggle.setContentHuggingPriority(UILayoutPriority(rawValue: 760), for: .horizontal)
    root.layoutIfNeeded()
    expectFrame(label, 0, 0, 284, 41, "label")
    expectFrame(toggle, 292, 0, 51, 31, "switch")
  }

  @Test("Challenge 8.3: the secret code row inside a margin-relative stack (S21)")
  func secretCode() {
    let digits = (1...3).map { _ in ContentView(width: 25, height: 48) }
    let codeStackView = UIStackView(arrangedSubviews: digits)
    codeStackView.distribution = .fillEqually
    codeStackView.spacing = 16
    let toggle = ContentView(width: 51, height: 31)
    let stackView = UIStackView(arrangedSubviews: [toggle, codeStackView])
    stackView.translatesAutoresizingMaskIntoConstraints = false
    stackView.axis = .vertical
    stackView.alignment = .center
    stackView.spacing = 16
    stackView.isLayoutMarginsRelativeArrangement = true
    stackView.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.overrideTraitCollection = UITraitCollection(displayScale: 2)
    root.layoutMargins = UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16)
    root.addSubview(stackView)
    let margins = root.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: margins.topAnchor),
      stackView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stackView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(stackView, 16, 20, 343, 127, "stackView")
    expectFrame(toggle, 146, 16, 51, 31, "switch")
    expectFrame(codeStackView, 118, 63, 107, 48, "code")
    #expect(digits.map(\.frame.minX) == [0, 41, 82])
    let identifiers = Set(codeStackView.constraints.compactMap(\.identifier))
    #expect(identifiers == ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally", "UISV-alignment"])
  }
}
