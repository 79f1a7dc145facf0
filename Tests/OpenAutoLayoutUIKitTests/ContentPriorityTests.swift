import Foundation
import OpenAutoLayoutUIKit
import Testing

// Chapter 7: content hugging and compression resistance, as the book's CHCR-v2 code sets them.
// Expected frames: behaviour-1 S-44 and S-45.

/// The book's CHCR-v2: an image view and a label side by side between the root's margins; the
/// image view hugs and resists compression one step harder than the label.
final class ContentPriorityViewController: UIViewController {
  let imageView = ContentView(width: 100, height: 100)
  let captionLabel: ContentView
  private let adjustsPriorities: Bool

  init(labelWidth: CGFloat, adjustsPriorities: Bool = true) {
    captionLabel = ContentView(width: labelWidth, height: 40)
    self.adjustsPriorities = adjustsPriorities
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    imageView.translatesAutoresizingMaskIntoConstraints = false
    captionLabel.translatesAutoresizingMaskIntoConstraints = false
    if adjustsPriorities {
      imageView.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
      imageView.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
    }
    view.addSubview(imageView)
    view.addSubview(captionLabel)

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      imageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      captionLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      captionLabel.leadingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: 8.0),
      imageView.topAnchor.constraint(equalTo: margins.topAnchor),
      captionLabel.topAnchor.constraint(equalTo: margins.topAnchor),
    ])
  }
}

@Suite("Chapter 7: content hugging and compression resistance", .timeLimit(.minutes(10)))
struct ContentPriorityTests {
  /// The controller's view laid out at 375 × 667, with no safe-area insets: the root's margins
  /// are (0, 16, 0, 16).
  private func laidOut(_ controller: ContentPriorityViewController) -> ContentPriorityViewController {
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.layoutIfNeeded()
    return controller
  }

  @Test("S-44: the label, hugging less, stretches")
  func stretch() {
    let controller = laidOut(ContentPriorityViewController(labelWidth: 150))
    #expect(controller.imageView.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
    expectFrame(controller.imageView, 16, 0, 100, 100, "image")
    expectFrame(controller.captionLabel, 124, 0, 235, 40, "label")
    #expect(!controller.imageView.hasAmbiguousLayout)
    #expect(!controller.captionLabel.hasAmbiguousLayout)
  }

  @Test("S-44: with equal hugging (the code defaults) the stretch is ambiguous")
  func stretchAmbiguity() {
    let controller = laidOut(ContentPriorityViewController(labelWidth: 150, adjustsPriorities: false))
    #expect(controller.captionLabel.hasAmbiguousLayout)
    #expect(controller.imageView.hasAmbiguousLayout)
  }

  @Test("S-45: the label, resisting compression less, is squeezed")
  func squeeze() {
    let controller = laidOut(ContentPriorityViewController(labelWidth: 400))
    #expect(controller.imageView.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(751))
    expectFrame(controller.imageView, 16, 0, 100, 100, "image")
    expectFrame(controller.captionLabel, 124, 0, 235, 40, "label")
    #expect(!controller.captionLabel.hasAmbiguousLayout)
  }

  @Test("S-45: with equal compression resistance the squeeze is ambiguous")
  func squeezeAmbiguity() {
    let controller = laidOut(ContentPriorityViewController(labelWidth: 400, adjustsPriorities: false))
    #expect(controller.captionLabel.hasAmbiguousLayout)
    #expect(controller.imageView.hasAmbiguousLayout)
  }
}
