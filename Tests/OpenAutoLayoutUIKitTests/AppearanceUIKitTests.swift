import OpenAutoLayoutUIKit
import Testing
import TextMeasurement

// View appearance spelled as UIKit code spells it: the settings compile, are kept, read back as
// UIKit answers, and leave layout alone.

/// A card as apps write them: rounded, bordered, shadowed, with a title and a tinted button.
private final class CardView: UIView {
  let titleLabel = UILabel()
  let actionButton = UIButton(type: .system)
  private(set) var tintChanges = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    layer.cornerRadius = 12
    layer.borderWidth = 1
    layer.borderColor = UIColor.lightGray.cgColor
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.2
    layer.shadowOffset = CGSize(width: 0, height: 2)
    layer.shadowRadius = 6
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    layer.cornerCurve = .continuous
    titleLabel.text = "Title"
    titleLabel.textColor = .darkGray
    titleLabel.textAlignment = .center
    titleLabel.measurer = FixedAdvanceTextMeasurer()
    titleLabel.accessibilityTraits.insert(.header)
    actionButton.setTitle("Go", for: .normal)
    actionButton.measurer = FixedAdvanceTextMeasurer()
    actionButton.tag = 7
    for view in [titleLabel, actionButton] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      actionButton.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
      actionButton.centerXAnchor.constraint(equalTo: centerXAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    tintChanges += 1
  }
}

/// A view that overrides UIKit's accessibility properties, as custom controls do.
private final class RatingView: UIView {
  var rating = 3
  override var isAccessibilityElement: Bool {
    get { true }
    set {}
  }
  override var accessibilityLabel: String? {
    get { "Rating" }
    set {}
  }
  override var accessibilityValue: String? {
    get { "\(rating) of 5" }
    set {}
  }
  override var accessibilityTraits: UIAccessibilityTraits {
    get { super.accessibilityTraits.union(.adjustable) }
    set { super.accessibilityTraits = newValue }
  }
}

@MainActor @Suite("UIKit view appearance", .timeLimit(.minutes(10)))
struct AppearanceUIKitTests {
  @Test("A view starts with UIKit's defaults: alpha 1, opaque, tag 0, no clipping, interactive, not an element")
  func viewDefaults() {
    let view = UIView()
    #expect(view.alpha == 1)
    #expect(view.isOpaque)
    #expect(view.tag == 0)
    #expect(!view.clipsToBounds)
    #expect(view.isUserInteractionEnabled)
    #expect(!view.isAccessibilityElement)
    #expect(view.accessibilityTraits == .none)
    #expect(view.accessibilityLabel == nil && view.accessibilityHint == nil && view.accessibilityValue == nil)
    #expect(view.tintAdjustmentMode == .normal)
    // Core Animation's documented defaults.
    let layer = view.layer
    #expect(layer.cornerRadius == 0 && layer.borderWidth == 0)
    #expect(layer.borderColor == UIColor.black.cgColor && layer.shadowColor == UIColor.black.cgColor)
    #expect(layer.shadowOpacity == 0)
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(layer.shadowRadius == 3)
    #expect(layer.opacity == 1)
    #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    #expect(layer.cornerCurve == .circular)
    // The same layer every time.
    #expect(view.layer === layer)
  }

  @Test("The layer's background colour, opacity and masking are the view's, in both directions")
  func layerMirrorsView() {
    let view = UIView()
    view.backgroundColor = .red
    #expect(view.layer.backgroundColor == UIColor.red.cgColor)
    view.layer.backgroundColor = UIColor.blue.cgColor
    #expect(view.backgroundColor == .blue)
    view.alpha = 0.5
    #expect(view.layer.opacity == 0.5)
    view.layer.opacity = 0.25
    #expect(view.alpha == 0.25)
    view.clipsToBounds = true
    #expect(view.layer.masksToBounds)
    view.layer.masksToBounds = false
    #expect(!view.clipsToBounds)
    #expect(UIColor(cgColor: UIColor.orange.cgColor) == .orange)
  }

  @Test("Controls answer UIKit's defaults: labels are static text without touches, buttons are buttons")
  func controlDefaults() {
    let label = UILabel()
    label.text = "Name"
    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityTraits == .staticText)
    #expect(label.accessibilityLabel == "Name")
    #expect(!label.isUserInteractionEnabled)
    #expect(label.textColor == .black)
    #expect(label.textAlignment == .natural)
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    #expect(button.isAccessibilityElement && button.accessibilityTraits == .button)
    #expect(button.accessibilityLabel == "Save")
    #expect(button.isUserInteractionEnabled)
    let image = UIImageView()
    #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image && !image.isUserInteractionEnabled)
    #expect(UISlider().accessibilityTraits == .adjustable)
    #expect(UISwitch().isAccessibilityElement && UITextField().isAccessibilityElement)
    let field = UITextField()
    #expect(field.textColor == nil && field.textAlignment == .left)
    #expect(UIScrollView().clipsToBounds)
    // What code sets wins over the defaults.
    label.isUserInteractionEnabled = true
    label.accessibilityLabel = "Full name"
    label.isAccessibilityElement = false
    #expect(label.isUserInteractionEnabled && label.accessibilityLabel == "Full name" && !label.isAccessibilityElement)
    // A label's colour is null-resettable: nil brings back black.
    label.textColor = .red
    #expect(label.textColor == .red)
    label.textColor = nil
    #expect(label.textColor == .black)
  }

  @Test("Overrides of the accessibility properties compile and answer, as in UIKit subclasses")
  func accessibilityOverrides() {
    let rating = RatingView()
    #expect(rating.isAccessibilityElement)
    #expect(rating.accessibilityLabel == "Rating")
    #expect(rating.accessibilityValue == "3 of 5")
    #expect(rating.accessibilityTraits == .adjustable)
    rating.accessibilityTraits = .button
    #expect(rating.accessibilityTraits == [.button, .adjustable])
    // UIKit's bit values: header is bit 16, adjustable bit 12, static text bit 6.
    #expect(UIAccessibilityTraits.header.rawValue == 65_536)
    #expect(UIAccessibilityTraits.adjustable.rawValue == 4096)
    #expect(UIAccessibilityTraits.staticText.rawValue == 64)
    #expect(NSTextAlignment(rawValue: 1) == .center && NSTextAlignment.natural.rawValue == 4)
    #expect(UIView.TintAdjustmentMode.dimmed.rawValue == 2)
  }

  @Test("viewWithTag searches depth first, the view itself first, then each subtree in order")
  func viewWithTag() {
    // root(1) ─ a(2) ─ a1(5)
    //         └ b(5) ─ b1(2)
    let root = UIView(), a = UIView(), a1 = UIView(), b = UIView(), b1 = UIView()
    root.addSubview(a)
    a.addSubview(a1)
    root.addSubview(b)
    b.addSubview(b1)
    (root.tag, a.tag, a1.tag, b.tag, b1.tag) = (1, 2, 5, 5, 2)
    #expect(root.viewWithTag(1) === root)
    // a1 comes before b: the first subtree is searched whole before the second.
    #expect(root.viewWithTag(5) === a1)
    #expect(root.viewWithTag(2) === a)
    #expect(b.viewWithTag(2) === b1)
    #expect(root.viewWithTag(9) == nil)
    // Tag 0 is every untagged view's: the view itself when it has it.
    #expect(a1.viewWithTag(0) == nil)
    #expect(UIView().viewWithTag(0) != nil)
  }

  @Test("The tint is inherited from the superview, system blue at the root, and changes are announced")
  func tintInheritance() {
    let card = CardView()
    let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    #expect(card.tintColor == systemBlue)
    #expect(card.actionButton.tintColor == systemBlue)
    let host = UIView()
    host.addSubview(card)
    host.tintColor = .purple
    #expect(card.tintColor == .purple)
    #expect(card.actionButton.tintColor == .purple)
    // The card inherits, so it heard of the change once.
    #expect(card.tintChanges == 1)
    card.tintColor = .orange
    #expect(card.tintChanges == 2)
    #expect(card.actionButton.tintColor == .orange)
    // The card has its own tint now: the host's change does not reach it.
    host.tintColor = .green
    #expect(card.tintChanges == 2 && card.tintColor == .orange)
    // Setting nil inherits again.
    card.tintColor = nil
    #expect(card.tintColor == .green && card.tintChanges == 3)
    // The adjustment mode is inherited the same way.
    host.tintAdjustmentMode = .dimmed
    #expect(card.tintAdjustmentMode == .dimmed && card.tintChanges == 4)
    card.tintAdjustmentMode = .normal
    #expect(card.tintAdjustmentMode == .normal && card.tintChanges == 5)
  }

  @Test("None of the appearance changes layout: every frame is the same after changing all of it")
  func appearanceDoesNotChangeLayout() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let card = CardView()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      card.bottomAnchor.constraint(equalTo: card.actionButton.bottomAnchor, constant: 16),
    ])
    root.layoutIfNeeded()
    let views = [root, card, card.titleLabel, card.actionButton]
    let before = views.map(\.frame)
    // By hand: the card is 280 wide at (20, 20); the title 248 wide at (16, 16), one 17-point
    // line of the fixed measurer, 1.2 × 17 = 20.4 tall, rounded up to 21 at scale 1.
    #expect(before[1] == CGRect(x: 20, y: 20, width: 280, height: before[1].height))
    #expect(before[2] == CGRect(x: 16, y: 16, width: 248, height: 21))

    card.alpha = 0.3
    card.isOpaque = false
    card.tag = 3
    card.clipsToBounds = true
    card.tintColor = .red
    card.tintAdjustmentMode = .dimmed
    card.isUserInteractionEnabled = false
    card.accessibilityLabel = "Card"
    card.accessibilityHint = "Opens the card"
    card.accessibilityValue = "1"
    card.isAccessibilityElement = true
    card.accessibilityTraits = .button
    card.layer.cornerRadius = 30
    card.layer.borderWidth = 5
    card.layer.shadowRadius = 40
    card.layer.shadowOffset = CGSize(width: 10, height: 10)
    card.titleLabel.textAlignment = .right
    card.titleLabel.textColor = .blue
    root.backgroundColor = .black
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(views.map(\.frame) == before)
    // "Title" is 5 × 8.5 = 42.5 wide, rounded up to 43, whatever its alignment.
    #expect(card.titleLabel.intrinsicContentSize == CGSize(width: 43, height: 21))
  }
}
