import OpenAutoLayoutUIKit
import Testing
import TextMeasurement

// UIKit code with controls, fonts and traits, spelled as in UIKit, laid out for real.

/// A row that adapts to the text size as AdaptType does (behaviour-2 S37), written in UIKit.
private final class SettingRow: UIView {
  let label = UILabel()
  let toggle = UISwitch()
  let stack: UIStackView

  init(title: String) {
    stack = UIStackView(arrangedSubviews: [label, toggle])
    super.init(frame: .zero)
    label.text = title
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.measurer = FixedAdvanceTextMeasurer()
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.spacing = 8
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    let category = traitCollection.preferredContentSizeCategory
    guard previousTraitCollection?.preferredContentSizeCategory != category else { return }
    stack.axis = category.isAccessibilityCategory ? .vertical : .horizontal
    stack.alignment = category.isAccessibilityCategory ? .leading : .center
  }
}

@MainActor @Suite("UIKit controls, fonts and traits", .timeLimit(.minutes(10)))
struct ControlsUIKitTests {
  @Test("UIKit's control names size as UIKit's: a switch 51 × 31, a slider with no width, icon buttons 22 × 22")
  func controlSizes() {
    #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(UISlider().intrinsicContentSize.width == UIView.noIntrinsicMetric)
    #expect(UIButton(type: .infoDark).intrinsicContentSize == CGSize(width: 22, height: 22))
    #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(UISegmentedControl(items: ["One", "Two"]).numberOfSegments == 2)
    #expect(UIImageView(image: UIImage(width: 100, height: 100)).intrinsicContentSize == CGSize(width: 100, height: 100))
    #expect(UISwitch().contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(UILabel().contentHuggingPriority(for: .horizontal) == .defaultLow)
  }

  @Test("A button's normal title sizes it; other states' titles do not")
  func buttonTitles() {
    let button = UIButton(type: .system)
    button.setTitle("Hello", for: .highlighted)
    #expect(button.title(for: .normal) == nil)
    button.setTitle("Hello", for: .normal)
    #expect(button.title == "Hello")
    let measurer = FixedAdvanceTextMeasurer()
    button.measurer = measurer
    // 5 characters at 15 points: 37.5 wide, 38 in whole pixels at scale 1; an 18-point line plus
    // UIKit's 6 above and below.
    #expect(button.intrinsicContentSize == CGSize(width: 38, height: 30))
  }

  @Test("UIFont and UIFontMetrics: system, bold, preferred and scaled fonts")
  func fonts() {
    #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).weight == 600)
    #expect(UIFont.boldSystemFont(ofSize: 17).weight == 700)
    let body = UIFont.preferredFont(forTextStyle: .body)
    #expect(body.pointSize == 17)
    #expect(body.withSize(20).pointSize == 20)
    #expect(body.withSize(20).adjusted(to: .extraSmall).pointSize == 20, "withSize gives a fixed size")
    let traits = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    let scaled = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 34), compatibleWith: traits)
    #expect(scaled.pointSize == 34 * 14 / 17)
    #expect(UIContentSizeCategory.accessibilityExtraLarge.isAccessibilityCategory)
    let mode: UIView.ContentMode = .scaleAspectFit
    let fitted = mode.contentRect(forContentSize: CGSize(width: 200, height: 100), in: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(fitted == CGRect(x: 0, y: 25, width: 100, height: 50))
  }

  @Test("A UIView subclass re-arranges in traitCollectionDidChange when the text size becomes an accessibility size")
  func adaptingRow() {
    let controller = UIViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.overrideTraitCollection = UITraitCollection(displayScale: 2)
    let row = SettingRow(title: "Wi-Fi")
    row.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(row)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
      row.topAnchor.constraint(equalTo: controller.view.topAnchor),
      row.heightAnchor.constraint(equalToConstant: 200),
    ])
    controller.view.layoutIfNeeded()
    #expect(row.stack.axis == .horizontal)
    // "Wi-Fi" at 17 points: 42.5 × 20.5, centred on the switch; the switch 8 after it.
    #expect(row.toggle.frame.minX == 50.5)
    controller.view.overrideTraitCollection = UITraitCollection(
      displayScale: 2, preferredContentSizeCategory: .accessibilityExtraLarge)
    controller.view.layoutIfNeeded()
    #expect(row.stack.axis == .vertical)
    #expect(row.label.font.pointSize == 40)
    // 40 points: 5 × 20 = 100 wide, 48 tall; the switch under it, 8 below.
    #expect(row.label.frame.size == CGSize(width: 100, height: 48))
    #expect(row.toggle.frame.origin == CGPoint(x: 0, y: 56))
  }

  // Found by the model fuzz harness (Guides/Fuzzing.md): a multi-line label measures its width
  // in layoutSubviews and invalidates its own size, and the hierarchy's record of that held the
  // label, which as a root holds the record: neither was ever freed.
  @Test("A multi-line label laid out as the root of a hierarchy is freed with its subviews")
  func multilineLabelRootIsFreed() {
    weak var freedLabel: UILabel?
    weak var freedChild: UIView?
    do {
      let label = UILabel()
      label.text = "😀 é"
      label.numberOfLines = 3
      let child = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      label.addSubview(child)
      child.layoutIfNeeded()
      #expect(label.frame.size == .zero)
      freedLabel = label
      freedChild = child
    }
    #expect(freedLabel == nil, "the label is still alive")
    #expect(freedChild == nil, "its subview is still alive")
  }
}
