import Foundation
import OpenAutoLayout
import TextMeasurement

// The controls of a document: the real controls of TextMeasurement, which measure their text in
// the font that draws it (DejaVu Sans stands in for the system font) or have UIKit's standard
// sizes, configured from the view keys. Where the document gives `intrinsicSize` or
// `baselines`, those replace what the control measures (``GivenContent``).
//
// Each kind is a subclass, since the overrides must be in a class body; they differ only in the
// control they configure.

extension View {
  /// The view a document's `spec` describes, configured from its keys: a control for the
  /// control kinds, a stack or scroll view, or a plain view.
  static func documentView(_ spec: ViewSpec, frame: CGRect) -> View {
    let view: View
    switch spec.kind {
    case .view: return DocumentItemView(spec: spec, frame: frame)
    case .stack: return DocumentStackView(spec: spec, frame: frame)
    case .scroll: return DocumentScrollView(spec: spec, frame: frame)
    case .label: view = DocumentLabel(spec)
    case .button: view = DocumentButton(spec)
    case .textField: view = DocumentTextField(spec)
    case .textView: view = DocumentTextView(spec)
    case .imageView: view = DocumentImageView(spec)
    case .switch: view = DocumentSwitch(spec)
    case .slider: view = DocumentSlider(spec)
    case .segmentedControl: view = DocumentSegmentedControl(spec)
    case .stepper: view = DocumentStepper(spec)
    case .progressView: view = DocumentProgressView(spec)
    case .activityIndicator: view = DocumentActivityIndicator(spec)
    }
    // The controls make themselves at a zero frame; one that translates its mask has its own.
    if spec.translatesAutoresizingMask { view.frame = frame }
    view.applyDocumentKeys(spec)
    GivenContent(spec).pinBaselines(of: view, spec: spec, frame: frame)
    return view
  }
}

/// A control whose text comes from the document: told the text again when the language
/// changes (``DocumentLayout/transition(to:)``).
protocol DocumentTextControl: View {
  /// Shows the text, placeholder or titles of `spec`.
  func showText(of spec: ViewSpec)
}

/// The fonts of `font: {size, weight, textStyle}` (layout-document.md §1).
enum DocumentFonts {
  /// The font `spec` names, for a control whose own default size is `defaultSize`:
  /// - `textStyle` alone: the style's Dynamic Type font (its size at Large; controls adjust it to
  ///   the traits' content size category);
  /// - `textStyle` and `size`: the system font at `size` at Large, scaled as the style scales
  ///   (`UIFontMetrics(forTextStyle:).scaledFont(for:)`);
  /// - `size` alone, or nothing: the system font at that size, or `defaultSize`.
  ///
  /// `weight` replaces the style's weight (or regular).
  static func font(_ spec: FontSpec?, defaultSize: Double) -> Font {
    let weight = spec?.weight
    if let style = spec?.textStyle {
      if let size = spec?.size {
        let base = Font.systemFont(ofSize: Double(size), weight: (weight ?? style.weight).cssValue)
        return Font.scaled(base, by: FontMetrics(forTextStyle: style))
      }
      var font = Font.preferredFont(forTextStyle: style)
      if let weight { font.weight = weight.cssValue }
      return font
    }
    return Font.systemFont(ofSize: spec?.size.map(Double.init) ?? defaultSize, weight: weight?.cssValue ?? 400)
  }
}

// MARK: Text

/// `kind: label`: a ``Label`` with `text`, `font` (17-point system font by default),
/// `numberOfLines`, `lineBreakMode` and `preferredMaxLayoutWidth`; a Dynamic Type font follows
/// the content size category.
final class DocumentLabel: Label, DocumentTextControl {
  private let given: GivenContent

  init(_ spec: ViewSpec) {
    given = GivenContent(spec)
    super.init(spec.text, font: DocumentFonts.font(spec.font, defaultSize: Font.body.pointSize))
    numberOfLines = spec.numberOfLines ?? 1
    if let mode = spec.controls.lineBreakMode { lineBreakMode = mode }
    if let width = spec.controls.preferredMaxLayoutWidth { preferredMaxLayoutWidth = width }
    adjustsFontForContentSizeCategory = font.dynamicType != nil
  }

  override var intrinsicContentSize: CGSize { given.intrinsicSize ?? super.intrinsicContentSize }

  func showText(of spec: ViewSpec) { text = spec.text }

  override func layoutSubviews() {
    super.layoutSubviews()
    given.keepLastBaselineFromTop(of: self)
  }
}

/// `kind: button`: a ``Button`` titled `text`, in `font` (15 points by default), with `image`
/// and `contentEdgeInsets`; a Dynamic Type font follows the content size category.
final class DocumentButton: Button, DocumentTextControl {
  private let given: GivenContent

  init(_ spec: ViewSpec) {
    given = GivenContent(spec)
    super.init(
      title: spec.text, font: DocumentFonts.font(spec.font, defaultSize: Button.defaultFontSize),
      image: spec.controls.image.map { ImageContent(size: $0) })
    if let insets = spec.controls.contentEdgeInsets { contentEdgeInsets = insets }
  }

  override var intrinsicContentSize: CGSize { given.intrinsicSize ?? super.intrinsicContentSize }

  func showText(of spec: ViewSpec) { title = spec.text }

  override func layoutSubviews() {
    super.layoutSubviews()
    given.keepLastBaselineFromTop(of: self)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    // UIButton's title label adjusts its font as a label does.
    font = font.adjusted(to: traitCollection.preferredContentSizeCategory)
  }
}

/// `kind: textField`: a ``TextField`` with `text`, `placeholder`, `font` (17 points by default)
/// and `borderStyle` (a rounded rectangle by default, as Interface Builder makes text fields).
final class DocumentTextField: TextField, DocumentTextControl {
  private let given: GivenContent

  init(_ spec: ViewSpec) {
    given = GivenContent(spec)
    let border = spec.controls.borderStyle ?? .roundedRect
    super.init(
      text: spec.text, placeholder: spec.placeholder, font: DocumentFonts.font(spec.font, defaultSize: Font.body.pointSize),
      borderStyle: border)
    adjustsFontForContentSizeCategory = font.dynamicType != nil
  }

  override var intrinsicContentSize: CGSize { given.intrinsicSize ?? super.intrinsicContentSize }

  func showText(of spec: ViewSpec) {
    text = spec.text
    placeholder = spec.placeholder
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    given.keepLastBaselineFromTop(of: self)
  }
}

/// `kind: textView`: a ``TextView`` with `text`, `font` (12 points by default, as UIKit's) and
/// `scrollEnabled` (true by default: no intrinsic size).
final class DocumentTextView: TextView, DocumentTextControl {
  private let given: GivenContent

  init(_ spec: ViewSpec) {
    given = GivenContent(spec)
    super.init(spec.text ?? "", font: DocumentFonts.font(spec.font, defaultSize: TextView.defaultFontSize))
    if let scrolls = spec.controls.isScrollEnabled { isScrollEnabled = scrolls }
    adjustsFontForContentSizeCategory = font.dynamicType != nil
  }

  override var intrinsicContentSize: CGSize { given.intrinsicSize ?? super.intrinsicContentSize }

  func showText(of spec: ViewSpec) { text = spec.text ?? "" }

  override func layoutSubviews() {
    super.layoutSubviews()
    given.keepLastBaselineFromTop(of: self)
  }
}

/// `kind: segmentedControl`: a ``SegmentedControl`` with a segment per `segments` title, in
/// `font` (13 points by default).
final class DocumentSegmentedControl: SegmentedControl, DocumentTextControl {
  private let given: GivenContent

  init(_ spec: ViewSpec) {
    given = GivenContent(spec)
    super.init(titles: spec.controls.segments ?? [])
    font = DocumentFonts.font(spec.font, defaultSize: SegmentedControl.defaultFontSize)
  }

  override var intrinsicContentSize: CGSize { given.intrinsicSize ?? super.intrinsicContentSize }

  func showText(of spec: ViewSpec) { titles = spec.controls.segments ?? [] }

  override func layoutSubviews() {
    super.layoutSubviews()
    given.keepLastBaselineFromTop(of: self)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    font = font.adjusted(to: traitCollection.preferredContentSizeCategory)
  }
}

// MARK: Images and standard sizes

/// `kind: imageView`: an ``ImageView`` showing an image of `image`'s size (none: no intrinsic
/// size), placed by `contentMode` (`scaleToFill` by default).
final class DocumentImageView: ImageView {
  private let given: GivenContent

  init(_ spec: ViewSpec) {
    given = GivenContent(spec)
    super.init(image: spec.controls.image.map { ImageContent(size: $0) })
    if let mode = spec.controls.contentMode { contentMode = mode }
  }

  override var intrinsicContentSize: CGSize { given.intrinsicSize ?? super.intrinsicContentSize }

  override func layoutSubviews() {
    super.layoutSubviews()
    given.keepLastBaselineFromTop(of: self)
  }
}

/// `kind: switch`: a ``Switch``, 51 × 31 points.
final class DocumentSwitch: Switch {
  private let given: GivenContent

  init(_ spec: ViewSpec) {
    given = GivenContent(spec)
    super.init()
  }

  override var intrinsicContentSize: CGSize { given.intrinsicSize ?? super.intrinsicContentSize }

  override func layoutSubviews() {
    super.layoutSubviews()
    given.keepLastBaselineFromTop(of: self)
  }
}

/// `kind: slider`: a ``Slider``, 30 points tall, as wide as its constraints make it.
final class DocumentSlider: Slider {
  private let given: GivenContent

  init(_ spec: ViewSpec) {
    given = GivenContent(spec)
    super.init()
  }

  override var intrinsicContentSize: CGSize { given.intrinsicSize ?? super.intrinsicContentSize }

  override func layoutSubviews() {
    super.layoutSubviews()
    given.keepLastBaselineFromTop(of: self)
  }
}

/// `kind: stepper`: a ``Stepper``, 94 × 29 points.
final class DocumentStepper: Stepper {
  private let given: GivenContent

  init(_ spec: ViewSpec) {
    given = GivenContent(spec)
    super.init()
  }

  override var intrinsicContentSize: CGSize { given.intrinsicSize ?? super.intrinsicContentSize }

  override func layoutSubviews() {
    super.layoutSubviews()
    given.keepLastBaselineFromTop(of: self)
  }
}

/// `kind: progressView`: a ``ProgressView``, 2 points tall, as wide as its constraints make it.
final class DocumentProgressView: ProgressView {
  private let given: GivenContent

  init(_ spec: ViewSpec) {
    given = GivenContent(spec)
    super.init()
  }

  override var intrinsicContentSize: CGSize { given.intrinsicSize ?? super.intrinsicContentSize }

  override func layoutSubviews() {
    super.layoutSubviews()
    given.keepLastBaselineFromTop(of: self)
  }
}

/// `kind: activityIndicator`: an ``ActivityIndicatorView`` of the medium style (20 × 20),
/// spinning: a document shows what it declares (`hidden: true` hides it, as a stopped indicator
/// that hides when stopped would be).
final class DocumentActivityIndicator: ActivityIndicatorView {
  private let given: GivenContent

  init(_ spec: ViewSpec) {
    given = GivenContent(spec)
    super.init()
    startAnimating()
  }

  override var intrinsicContentSize: CGSize { given.intrinsicSize ?? super.intrinsicContentSize }

  override func layoutSubviews() {
    super.layoutSubviews()
    given.keepLastBaselineFromTop(of: self)
  }
}
