import OpenAutoLayoutUIKit
import Testing
import TextMeasurement

// UIButton as UIKit code configures it: titles and colours by state, the title label's font,
// images and background images, and iOS 15 configurations. Text is measured with the
// fixed-advance measurer (a character is half an em, a line 1.2 em), so every size follows from
// the character count and the font size; a detached button has scale 1, so sizes round up to
// whole points.

@Suite("UIButton states, title label and configurations", .timeLimit(.minutes(10)))
struct ButtonUIKitTests {
  private func button(_ title: String, type: UIButton.ButtonType = .system) -> UIButton {
    let button = UIButton(type: type)
    button.measurer = FixedAdvanceTextMeasurer()
    button.setTitle(title, for: .normal)
    return button
  }

  @Test("The current state's title sizes the button; other states fall back to the normal title")
  func titlesByState() {
    let button = button("Go")
    button.setTitle("Going now", for: .selected)
    // "Go" at 15 points: 2 × 7.5 = 15 wide; an 18-point line plus 6 above and below.
    #expect(button.intrinsicContentSize == CGSize(width: 15, height: 30))
    #expect(button.title(for: .highlighted) == "Go")
    #expect(button.title(for: .selected) == "Going now")
    button.isSelected = true
    #expect(button.currentTitle == "Going now")
    // 9 × 7.5 = 67.5, 68 in whole points.
    #expect(button.intrinsicContentSize == CGSize(width: 68, height: 30))
    #expect(button.titleLabel?.text == "Going now")
    button.isSelected = false
    #expect(button.intrinsicContentSize.width == 15)
    button.setTitle(nil, for: .normal)
    #expect(button.currentTitle == nil)
    #expect(button.intrinsicContentSize == .zero)
  }

  @Test("Title colours: the system tint or white by type, then what is set, by state with fallback")
  func titleColors() {
    #expect(UIButton(type: .system).titleColor(for: .normal) == .systemBlue)
    #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
    let button = UIButton(type: .system)
    button.setTitleColor(.red, for: .normal)
    button.setTitleColor(.gray, for: .disabled)
    #expect(button.titleColor(for: .highlighted) == .red)
    #expect(button.currentTitleColor == .red)
    button.isEnabled = false
    #expect(button.currentTitleColor == .gray)
  }

  @Test("Setting titleLabel's font resizes the button, as in UIKit")
  func titleLabelFont() {
    let button = button("Go")
    button.titleLabel?.font = .boldSystemFont(ofSize: 20)
    // 2 × 10 = 20 wide; a 24-point line plus 6 and 6.
    #expect(button.intrinsicContentSize == CGSize(width: 20, height: 36))
    #expect(button.font.weight == 700)
  }

  @Test("A title label that adjusts to the content size category follows the button's traits")
  func titleLabelDynamicType() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.overrideTraitCollection = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    let button = button("Go")
    root.addSubview(button)
    button.titleLabel?.font = .preferredFont(forTextStyle: .body)
    button.titleLabel?.adjustsFontForContentSizeCategory = true
    root.layoutIfNeeded()
    // Body is 23 points at XXXL: 2 × 11.5 = 23 wide, a 27.6-point line (28) plus 12.
    #expect(button.titleLabel?.font.pointSize == 23)
    #expect(button.intrinsicContentSize == CGSize(width: 23, height: 40))
  }

  @Test("An image goes before the title; a background image is the least size")
  func images() {
    let button = button("Go")
    button.setImage(UIImage(systemName: "star"), for: .normal)
    // A body-sized symbol is 17 × 17: 17 + 15 wide, max(18, 17) + 12 tall.
    #expect(button.intrinsicContentSize == CGSize(width: 32, height: 30))
    #expect(button.currentImage?.isSymbolImage == true)
    #expect(button.imageView?.image == button.currentImage)
    button.setBackgroundImage(UIImage(size: CGSize(width: 60, height: 44)), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 60, height: 44))
    #expect(button.currentBackgroundImage?.size == CGSize(width: 60, height: 44))
  }

  @Test("contentHorizontalAlignment puts the title against an edge; titleLabel takes its frame")
  func alignment() {
    let button = button("Go")
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 30)
    #expect(button.titleRect(in: bounds) == CGRect(x: 42.5, y: 6, width: 15, height: 18))
    button.contentHorizontalAlignment = .leading
    #expect(button.titleRect(in: bounds) == CGRect(x: 0, y: 6, width: 15, height: 18))
    button.contentHorizontalAlignment = .right
    button.contentVerticalAlignment = .bottom
    #expect(button.titleRect(in: bounds) == CGRect(x: 85, y: 12, width: 15, height: 18))
    button.frame = bounds
    button.layoutIfNeeded()
    #expect(button.titleLabel?.frame == CGRect(x: 85, y: 12, width: 15, height: 18))
  }

  @Test("A filled configuration: UIKit's 7 and 12 point insets around a body-style title")
  func configuration() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Button"
    let button = UIButton(configuration: configuration)
    button.measurer = FixedAdvanceTextMeasurer()
    // "Button" in body (17 points): 6 × 8.5 = 51 wide, a 20.4-point line (21); plus 12 + 12 and 7 + 7.
    #expect(button.intrinsicContentSize == CGSize(width: 75, height: 35))
    #expect(button.titleRect(in: CGRect(x: 0, y: 0, width: 75, height: 35)) == CGRect(x: 12, y: 7, width: 51, height: 21))
    #expect(button.configuration?.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    // The title label's font does not apply to a configuration button, as in UIKit.
    button.titleLabel?.font = .boldSystemFont(ofSize: 40)
    #expect(button.intrinsicContentSize == CGSize(width: 75, height: 35))
    // Zero insets: the title alone.
    button.configuration?.contentInsets = .zero
    #expect(button.intrinsicContentSize == CGSize(width: 51, height: 21))
    button.configuration?.setDefaultContentInsets()
    button.configuration?.buttonSize = .large
    // Large: 14 and 20.
    #expect(button.intrinsicContentSize == CGSize(width: 91, height: 49))
    // Without a configuration the title was the configuration's: none. The classic rule then
    // measures "Button" at the label's 40 points: 6 × 20 = 120 by a 48-point line plus 12.
    button.configuration = nil
    #expect(button.intrinsicContentSize == .zero)
    button.setTitle("Button", for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 120, height: 60))
  }

  @Test("A configuration's subtitle goes under the title; the image beside or above them, padded")
  func configurationImageAndSubtitle() {
    var configuration = UIButton.Configuration.tinted()
    configuration.title = "Button"
    configuration.subtitle = "Sub"
    configuration.image = UIImage(size: CGSize(width: 20, height: 20))
    configuration.imagePadding = 8
    let button = UIButton(configuration: configuration)
    button.measurer = FixedAdvanceTextMeasurer()
    // Title 51 × 21 over the subheadline subtitle, 3 × 7.5 = 22.5 (23) by 18: a 51 × 39 block.
    // Beside a 20-point image, 8 apart: 20 + 8 + 51 = 79, max(20, 39) = 39; plus the insets.
    #expect(button.intrinsicContentSize == CGSize(width: 103, height: 53))
    let bounds = CGRect(x: 0, y: 0, width: 103, height: 53)
    #expect(button.imageRect(in: bounds) == CGRect(x: 12, y: 16.5, width: 20, height: 20))
    #expect(button.titleRect(in: bounds) == CGRect(x: 40, y: 7, width: 51, height: 21))
    #expect(button.subtitleRect(in: bounds) == CGRect(x: 54, y: 28, width: 23, height: 18))
    // The image on top: max(20, 51) wide, 20 + 8 + 39 tall.
    button.configuration?.imagePlacement = .top
    #expect(button.intrinsicContentSize == CGSize(width: 75, height: 81))
    // On the trailing side, the image is right of the title.
    button.configuration?.imagePlacement = .trailing
    #expect(button.imageRect(in: bounds)?.minX == 71)
  }

  @Test("A configuration's symbol image is sized for its title's style and the content size category")
  func configurationSymbolsAndDynamicType() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.overrideTraitCollection = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Button"
    let button = UIButton(configuration: configuration)
    button.measurer = FixedAdvanceTextMeasurer()
    root.addSubview(button)
    // Body at XXXL is 23 points: 6 × 11.5 = 69 wide, a 27.6-point line (28).
    #expect(button.intrinsicContentSize == CGSize(width: 93, height: 42))
    button.configuration?.image = UIImage(systemName: "star")
    // The symbol at body's 23 points, beside the title with no padding.
    #expect(button.intrinsicContentSize == CGSize(width: 116, height: 42))
    #expect(button.displayedTitleFont.pointSize == 23)
  }

  @Test("A title transformer's font, or an attributed title's, measures a configuration's title")
  func configurationFonts() {
    var configuration = UIButton.Configuration.gray()
    configuration.title = "Button"
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFont.boldSystemFont(ofSize: 20)
      return outgoing
    }
    let button = UIButton(configuration: configuration)
    button.measurer = FixedAdvanceTextMeasurer()
    // 6 × 10 = 60 by a 24-point line, plus the insets.
    #expect(button.intrinsicContentSize == CGSize(width: 84, height: 38))
    #expect(button.displayedTitleFont.weight == 700)
    var attributed = UIButton.Configuration.plain()
    attributed.attributedTitle = AttributedString("Send", attributes: AttributeContainer().font(.systemFont(ofSize: 10)))
    button.configuration = attributed
    // 4 × 5 = 20 by 12, plus the insets.
    #expect(button.currentTitle == "Send")
    #expect(button.intrinsicContentSize == CGSize(width: 44, height: 26))
  }
}
