import Foundation
import OpenAutoLayout
import Testing
import TextMeasurement

@testable import LayoutDocuments

/// A document's control kinds are TextMeasurement's controls, configured from the view keys
/// (layout-document.md §1). Text-measuring controls are compared with the same control made in
/// code at the same scale (those are tested against the font file in TextMeasurementTests);
/// fixed-size controls against UIKit's sizes (behaviour-2 §2.6: a switch is 51 × 31).
@Suite("Layout: controls measure as the real controls", .timeLimit(.minutes(10)))
struct LayoutControlTests {
  /// `control` alone on the 600 × 600 canvas at scale 2, placed at (10, 10) and otherwise
  /// sized by its intrinsic size, with `extra` constraints.
  static func placed(_ control: ViewSpec, _ extra: String..., traits: DocumentTraits = .init()) -> TestDocument {
    var document = TestDocument([control])
    document.traits = traits
    document.constrain("\(control.id).leading == root.leading + 10", "\(control.id).top == root.top + 10")
    for text in extra { document.constrain(text) }
    return document
  }

  /// The frame `control` is laid out at, alone (``placed(_:_:traits:)``).
  static func frame(
    of control: ViewSpec, _ extra: String..., traits: DocumentTraits = DocumentTraits()
  ) throws -> CGRect? {
    var document = placed(control, traits: traits)
    for text in extra { document.constrain(text) }
    return try document.layout().solve().frame(control.id)
  }

  /// `control`'s intrinsic size at scale 2 and `category`, as UIKit's control would measure in a
  /// window of that scale.
  static func measured(_ control: View, category: ContentSizeCategory = .large) -> CGSize {
    control.overrideTraitCollection = TraitCollection(displayScale: 2, preferredContentSizeCategory: category)
    return control.intrinsicContentSize
  }

  static func spec(_ id: String, _ kind: ViewSpec.Kind, text: String? = nil, font: FontSpec? = nil) -> ViewSpec {
    var spec = ViewSpec(id: id, kind: kind)
    spec.text = text
    spec.font = font
    return spec
  }

  // MARK: Text

  @Test("A label measures its text in a 17-point system font by default")
  func label() throws {
    let expected = Self.measured(Label("Hi", font: .systemFont(ofSize: 17)))
    // A line of 17-point text, rounded up to the half-point pixels of scale 2. (UIKit's San
    // Francisco gives 20.5, behaviour-2 §2.6; DejaVu Sans, which stands in for it, 19.8 → 20.)
    #expect(expected.width > 0 && expected.height > 17 && expected.height < 21)
    #expect((expected.height * 2).rounded() == expected.height * 2)
    #expect(
      try Self.frame(of: Self.spec("name", .label, text: "Hi")) == CGRect(origin: CGPoint(x: 10, y: 10), size: expected)
    )
  }

  @Test("A label's font size and weight, lines, wrapping width and break mode")
  func configuredLabel() throws {
    let text = "Supercalifragilistic expialidocious words"
    var spec = Self.spec("body", .label, text: text, font: FontSpec(size: 24, weight: .bold))
    spec.numberOfLines = 0
    spec.controls.preferredMaxLayoutWidth = 120
    spec.controls.lineBreakMode = .byCharWrapping
    let reference = Label(text, font: .systemFont(ofSize: 24, weight: 700))
    reference.numberOfLines = 0
    reference.preferredMaxLayoutWidth = 120
    reference.lineBreakMode = .byCharWrapping
    let expected = Self.measured(reference)
    // Wrapped at 120: at most that wide, several lines tall.
    #expect(expected.width <= 120 && expected.height > 2 * 24)
    #expect(try Self.frame(of: spec)?.size == expected)
    let label = try #require(try Self.placed(spec).layout().view("body") as? Label)
    #expect(label.font.pointSize == 24 && label.font.weight == 700)
    #expect(label.lineBreakMode == .byCharWrapping && label.numberOfLines == 0)
  }

  @Test("A button: 15-point title with 6 points above and below; content insets replace that padding")
  func button() throws {
    let expected = Self.measured(Button(title: "Hello", font: .systemFont(ofSize: 15)))
    let plain = try #require(try Self.frame(of: Self.spec("go", .button, text: "Hello")))
    #expect(plain.size == expected)
    var inset = Self.spec("go", .button, text: "Hello")
    inset.controls.contentEdgeInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    let padded = try #require(try Self.frame(of: inset))
    // The book's 42 × 34 → 82 × 42: 40 wider, and 20 - 12 = 8 taller.
    #expect(padded.width == plain.width + 40)
    #expect(padded.height == plain.height + 8)
  }

  @Test("A button with an image and no title is the image's size")
  func imageButton() throws {
    var spec = Self.spec("icon", .button)
    spec.controls.image = CGSize(width: 30, height: 24)
    #expect(try Self.frame(of: spec) == rect(10, 10, 30, 24))
  }

  @Test("A text field: a rounded rectangle by default, or the border style given")
  func textField() throws {
    var spec = Self.spec("field", .textField)
    spec.placeholder = "Name"
    let rounded = Self.measured(TextField(placeholder: "Name", font: .body, borderStyle: .roundedRect))
    #expect(try Self.frame(of: spec)?.size == rounded)
    spec.controls.borderStyle = TextField.BorderStyle.none
    let bare = Self.measured(TextField(placeholder: "Name", font: .body, borderStyle: .none))
    #expect(try Self.frame(of: spec)?.size == bare)
    #expect(bare != rounded)
  }

  @Test("A text view has no intrinsic size while it scrolls; without scrolling it sizes to its text")
  func textView() throws {
    var spec = Self.spec("notes", .textView, text: "Hello world")
    let scrolling = try #require(try Self.placed(spec).layout().view("notes"))
    #expect(scrolling.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    spec.controls.isScrollEnabled = false
    let reference = TextView("Hello world", font: .systemFont(ofSize: 12))
    reference.isScrollEnabled = false
    #expect(try Self.frame(of: spec)?.size == Self.measured(reference))
  }

  @Test("A segmented control: a segment per title, 13-point titles")
  func segmentedControl() throws {
    var spec = Self.spec("picker", .segmentedControl)
    spec.controls.segments = ["One", "Two", "Three"]
    let expected = Self.measured(SegmentedControl(titles: ["One", "Two", "Three"]))
    #expect(expected.height == 28)
    #expect(try Self.frame(of: spec)?.size == expected)
  }

  // MARK: Standard sizes

  @Test("A switch is 51 × 31, a stepper 94 × 29, an activity indicator 20 × 20")
  func fixedSizes() throws {
    #expect(try Self.frame(of: Self.spec("toggle", .switch)) == rect(10, 10, 51, 31))
    #expect(try Self.frame(of: Self.spec("count", .stepper)) == rect(10, 10, 94, 29))
    #expect(try Self.frame(of: Self.spec("spinner", .activityIndicator)) == rect(10, 10, 20, 20))
    // A document shows what it declares: the indicator spins, so it is not hidden.
    let spinner = try #require(try Self.placed(Self.spec("spinner", .activityIndicator)).layout().view("spinner"))
    #expect(!spinner.isHidden)
    // behaviour-2 §2.7: the switch's hugging and compression resistance are 750.
    let toggle = try #require(try Self.placed(Self.spec("toggle", .switch)).layout().view("toggle"))
    #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(toggle.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
  }

  @Test("A slider is 30 tall and a progress view 2, neither with an intrinsic width")
  func barsTakeTheirWidthFromConstraints() throws {
    for (kind, height) in [(ViewSpec.Kind.slider, CGFloat(30)), (.progressView, 2)] {
      let layout = try Self.placed(Self.spec("bar", kind)).layout()
      #expect(layout.view("bar")?.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: height))
      #expect(try Self.frame(of: Self.spec("bar", kind), "bar.width == 200") == rect(10, 10, 200, height))
    }
  }

  @Test("An image view is its image's size, placed by its content mode; without an image it has no size")
  func imageView() throws {
    var spec = Self.spec("photo", .imageView)
    let empty = try #require(try Self.placed(spec).layout().view("photo"))
    #expect(empty.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    spec.controls.image = CGSize(width: 120, height: 80)
    spec.controls.contentMode = .scaleAspectFit
    #expect(try Self.frame(of: spec) == rect(10, 10, 120, 80))
    let view = try #require(try Self.placed(spec).layout().view("photo") as? ImageView)
    #expect(view.contentMode == .scaleAspectFit)
  }

  // MARK: What the document gives

  @Test("A given intrinsicSize replaces what the control measures")
  func givenIntrinsicSize() throws {
    var toggle = Self.spec("toggle", .switch)
    toggle.intrinsicSize = IntrinsicSizeSpec(width: 60, height: 40)
    #expect(try Self.frame(of: toggle) == rect(10, 10, 60, 40))
    var label = Self.spec("name", .label, text: "Hi")
    label.intrinsicSize = IntrinsicSizeSpec(width: 100, height: nil)
    let view = try #require(try Self.placed(label).layout().view("name"))
    #expect(view.effectiveIntrinsicContentSize == CGSize(width: 100, height: View.noIntrinsicMetric))
    // The label itself still measures its text.
    #expect(view.intrinsicContentSize.height > 0)
  }

  @Test("Given baselines replace the font's")
  func givenBaselines() throws {
    let reference = Label("Hi", font: .systemFont(ofSize: 17))
    _ = Self.measured(reference)
    let fontBaseline = try #require(reference.firstBaselineOffsetFromTop)
    for given: CGFloat? in [nil, 5] {
      var label = Self.spec("name", .label, text: "Hi")
      if let given { label.baselines = BaselinesSpec(first: given, last: given) }
      var document = Self.placed(
        label, "mark.leading == root.leading", "mark.top == name.firstBaseline", "mark.width == 4", "mark.height == 4")
      document.root.subviews.append(viewSpec("mark"))
      let top = try #require(document.layout().solve().frame("mark")?.minY)
      // Frames round to the half-point pixel grid at scale 2.
      #expect(abs(top - (10 + (given ?? fontBaseline))) <= 0.25)
    }
    #expect(fontBaseline > 5)
  }

  // MARK: Dynamic Type and readable width

  @Test("A body label follows the content size category: 17 points at Large, 28 at accessibilityMedium")
  func dynamicType() throws {
    for (category, points) in [("large", 17.0), ("accessibilityMedium", 28.0)] {
      let spec = Self.spec("title", .label, text: "Hi", font: FontSpec(textStyle: .body))
      let layout = try Self.placed(spec, traits: DocumentTraits(contentSizeCategory: category)).layout()
      let label = try #require(layout.view("title") as? Label)
      #expect(label.font.pointSize == points)
      let expected = Self.measured(Label("Hi", font: .systemFont(ofSize: points)))
      #expect(layout.solve().frame("title")?.size == expected)
    }
  }

  @Test("The options' content size category reaches buttons, segmented controls, fields and text views")
  func dynamicTypeFromOptions() throws {
    let button = Self.spec("go", .button, text: "Go", font: FontSpec(textStyle: .body))
    var picker = Self.spec("picker", .segmentedControl, font: FontSpec(textStyle: .footnote))
    picker.controls.segments = ["A", "B"]
    let field = Self.spec("field", .textField, text: "Hi", font: FontSpec(textStyle: .headline))
    let notes = Self.spec("notes", .textView, text: "Hi", font: FontSpec(textStyle: .caption1))
    let options = LayoutOptions(traits: DocumentTraits(contentSizeCategory: "accessibilityMedium"))
    let layout = try TestDocument([button, picker, field, notes]).layout(options)
    // behaviour-2 §2.5, AX1: body 28, footnote 23, headline 28 (semibold), caption 1 22.
    #expect((layout.view("go") as? Button)?.font.pointSize == 28)
    #expect((layout.view("picker") as? SegmentedControl)?.font.pointSize == 23)
    let fieldFont = try #require((layout.view("field") as? TextField)?.font)
    #expect(fieldFont.pointSize == 28 && fieldFont.weight == FontWeight.semibold.cssValue)
    #expect((layout.view("notes") as? TextView)?.font.pointSize == 22)
  }

  @Test("A text style with a size scales that size as the style scales")
  func scaledCustomSize() throws {
    let spec = Self.spec("title", .label, text: "Hi", font: FontSpec(size: 34, textStyle: .body))
    let layout = try Self.placed(spec, traits: DocumentTraits(contentSizeCategory: "accessibilityMedium")).layout()
    // 34 at Large, body's 17 → 28: twice 28.
    let size = try #require(layout.view("title") as? Label).font.pointSize
    #expect(abs(size - 56) < 1e-9)
  }

  /// An 834-wide view (the 10.5" iPad Pro in portrait) whose margins follow the readable width:
  /// 672 at Large, 560 at extra small (behaviour-2 §2.4), centred: (834 − 672) / 2 = 81,
  /// (834 − 560) / 2 = 137. Without the key, the cookbook root's 20.
  @Test(
    "layoutMarginsFollowReadableWidth narrows the margins to the readable width",
    arguments: [(true, "large", CGFloat(81)), (true, "extraSmall", 137), (false, "large", 20)])
  func readableWidth(follows: Bool, category: String, side: CGFloat) throws {
    var document = TestDocument([viewSpec("text")])
    document.canvas = CGSize(width: 834, height: 1112)
    document.traits = DocumentTraits(contentSizeCategory: category)
    document.root.layoutMarginsFollowReadableWidth = follows
    document.constrain(
      "text.leading == root.leadingMargin", "text.trailing == root.trailingMargin", "text.top == root.top",
      "text.height == 10")
    let layout = try document.layout()
    #expect(layout.solve().frame("text") == rect(side, 0, 834 - 2 * side, 10))
  }
}
