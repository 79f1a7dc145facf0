import Foundation
import OpenAutoLayout
import Testing

@testable import TextMeasurement

/// Dynamic Type on controls (behaviour-2 §1.21): text-style fonts follow the traits' content
/// size category, and S37's stack switches its axis at the accessibility sizes. Sizes are
/// counted by hand with the fixed-advance measurer (a character half an em, a line 1.2 em).
@MainActor @Suite("Dynamic Type on controls (behaviour-2 §1.21, S37)", .timeLimit(.minutes(10)))
struct DynamicTypeControlTests {
  static let fixed = FixedAdvanceTextMeasurer()

  func root(category: ContentSizeCategory) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.overrideTraitCollection = TraitCollection(displayScale: 2, preferredContentSizeCategory: category)
    return root
  }

  @Test("preferredFont reads Apple's table: Body 14 / 17 / 23 / 28 at XS / L / XXXL / AX1, Headline semibold")
  func preferredFonts() {
    #expect(Font.preferredFont(forTextStyle: .body).pointSize == 17)
    let xs = TraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: xs).pointSize == 14)
    let xxxl = TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    #expect(Font.preferredFont(forTextStyle: .headline, compatibleWith: xxxl).pointSize == 23)
    #expect(Font.preferredFont(forTextStyle: .headline).weight == 600)
    #expect(Font.preferredFont(forTextStyle: .body).adjusted(to: .accessibilityMedium).pointSize == 28)
    #expect(Font.systemFont(ofSize: 17).adjusted(to: .accessibilityMedium).pointSize == 17, "a fixed font stays")
  }

  @Test("A custom font scaled by UIFontMetrics follows its style's ratio: 20 points at Large is 20 × 23/17 at XXXL")
  func scaledCustomFont() {
    let custom = Font(family: "DejaVu Serif", pointSize: 20)
    let scaled = Font.scaled(custom, by: FontMetrics(forTextStyle: .body), compatibleWith: TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge))
    #expect(abs(scaled.pointSize - 20 * 23 / 17) < 1e-9)
    #expect(scaled.family == "DejaVu Serif")
  }

  @Test("A label adjusting its font resizes as the category changes; one that does not keeps its size")
  func labelFollowsTheCategory() {
    let root = root(category: .extraSmall)
    let adjusting = Label("Hello", font: .preferredFont(forTextStyle: .body))
    adjusting.measurer = Self.fixed
    adjusting.adjustsFontForContentSizeCategory = true
    let fixedLabel = Label("Hello", font: .preferredFont(forTextStyle: .body))
    fixedLabel.measurer = Self.fixed
    root.addSubview(adjusting)
    root.addSubview(fixedLabel)
    root.layoutIfNeeded()
    // 14 points: 5 × 7 = 35 wide, 1.2 × 14 = 16.8 tall, 17 at 2x.
    #expect(adjusting.font.pointSize == 14)
    #expect(adjusting.frame.size == CGSize(width: 35, height: 17))
    #expect(fixedLabel.font.pointSize == 17)
    root.overrideTraitCollection = TraitCollection(displayScale: 2, preferredContentSizeCategory: .accessibilityMedium)
    root.layoutIfNeeded()
    // 28 points: 5 × 14 = 70 wide, 1.2 × 28 = 33.6 tall, 34 at 2x.
    #expect(adjusting.frame.size == CGSize(width: 70, height: 34))
    #expect(fixedLabel.frame.size == CGSize(width: 42.5, height: 20.5))
  }

  @Test("Text fields and text views adjust too")
  func otherTextControls() {
    let root = root(category: .extraExtraExtraLarge)
    let field = TextField()
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    let textView = TextView()
    textView.font = .preferredFont(forTextStyle: .caption2)
    textView.adjustsFontForContentSizeCategory = true
    root.addSubview(field)
    root.addSubview(textView)
    #expect(field.font.pointSize == 23)
    #expect(textView.font.pointSize == 17)
  }

  /// AdaptType (S37): a horizontal stack of a label and a switch, centred, with an 8-point
  /// margin; at the accessibility sizes it turns vertical and leading-aligned.
  final class AdaptTypeStack: StackView {
    private(set) var policyRuns = 0

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
      else { return }
      policyRuns += 1
      let large = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
      axis = large ? .vertical : .horizontal
      alignment = large ? .leading : .center
    }
  }

  @Test("S37: an accessibility category stacks the switch under the label, at the stack's leading margin")
  func adaptType() {
    let root = root(category: .large)
    let label = Label("Notifications", font: .preferredFont(forTextStyle: .body))
    label.measurer = Self.fixed
    label.adjustsFontForContentSizeCategory = true
    let toggle = Switch()
    let stack = AdaptTypeStack(arrangedSubviews: [label, toggle])
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.spacing = 8
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = DirectionalEdgeInsets(all: 8)
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    #expect(stack.axis == .horizontal)
    #expect(stack.alignment == .center)
    // 13 characters at 17 points: 110.5 wide, 20.5 tall, centred on the 31-point switch at
    // y 13.25, whose edges round up to the half-point grid: 13.5 to 34.
    #expect(label.frame == CGRect(x: 8, y: 13.5, width: 110.5, height: 20.5))
    #expect(toggle.frame == CGRect(x: 126.5, y: 8, width: 51, height: 31))
    #expect(stack.policyRuns == 1)

    root.overrideTraitCollection = TraitCollection(displayScale: 2, preferredContentSizeCategory: .accessibilityLarge)
    root.layoutIfNeeded()
    #expect(stack.axis == .vertical)
    #expect(stack.alignment == .leading)
    // AX2 body is 33 points: 13 × 16.5 = 214.5 wide, 39.6 → 40 tall.
    #expect(label.frame == CGRect(x: 8, y: 8, width: 214.5, height: 40))
    #expect(toggle.frame == CGRect(x: 8, y: 56, width: 51, height: 31))

    // A change of size class alone does not run the policy.
    root.overrideTraitCollection = TraitCollection(
      horizontalSizeClass: .regular, displayScale: 2, preferredContentSizeCategory: .accessibilityLarge)
    #expect(stack.policyRuns == 2)
    root.overrideTraitCollection = TraitCollection(displayScale: 2, preferredContentSizeCategory: .large)
    root.layoutIfNeeded()
    #expect(stack.policyRuns == 3)
    #expect(stack.axis == .horizontal)
    #expect(toggle.frame == CGRect(x: 126.5, y: 8, width: 51, height: 31))
  }
}
