import Foundation
import OpenAutoLayout
import TextMeasurement

/// Makes the controls of a document: the real controls of TextMeasurement, which measure their
/// text in the font that draws it (DejaVu Sans stands in for the system font) or have UIKit's
/// standard sizes, configured from the view keys. A switch, slider, stepper and progress view
/// need no keys of their own: ``View/documentView(_:frame:)`` makes them as they come.
enum DocumentControls {
  // MARK: Text

  /// `kind: label`: a ``Label`` with `text`, `font` (17-point system font by default),
  /// `numberOfLines`, `lineBreakMode`, `preferredMaxLayoutWidth`, `textColor` and
  /// `textAlignment`; a Dynamic Type font follows the content size category.
  static func label(_ spec: ViewSpec) -> Label {
    let label = Label(spec.text, font: DocumentFonts.font(spec.font, defaultSize: Font.body.pointSize))
    label.numberOfLines = spec.numberOfLines ?? 1
    if let mode = spec.controls.lineBreakMode { label.lineBreakMode = mode }
    if let width = spec.controls.preferredMaxLayoutWidth { label.preferredMaxLayoutWidth = width }
    label.adjustsFontForContentSizeCategory = label.font.dynamicType != nil
    if let color = spec.controls.textColor { label.textColor = color }
    if let alignment = spec.controls.textAlignment { label.textAlignment = alignment }
    return label
  }

  /// `kind: button`: a button titled `text`, in `font` (15 points by default), with `image`,
  /// `contentEdgeInsets`, `textColor` (the title colour of the normal state) and
  /// `textAlignment` (its content's horizontal alignment, as Interface Builder's Alignment
  /// control sets it); a Dynamic Type font follows the content size category
  /// (``DocumentButton``).
  static func button(_ spec: ViewSpec) -> Button {
    let button = DocumentButton(
      title: spec.text, font: DocumentFonts.font(spec.font, defaultSize: Button.defaultFontSize),
      image: spec.controls.image.map { ImageContent(size: $0) })
    if let insets = spec.controls.contentEdgeInsets { button.contentEdgeInsets = insets }
    if let color = spec.controls.textColor { button.setTitleColor(color, for: .normal) }
    if let alignment = spec.controls.textAlignment { button.contentHorizontalAlignment = contentAlignment(alignment) }
    return button
  }

  /// `kind: textField`: a ``TextField`` with `text`, `placeholder`, `font` (17 points by default),
  /// `borderStyle` (a rounded rectangle by default, as Interface Builder makes text fields),
  /// `textColor` and `textAlignment`.
  static func textField(_ spec: ViewSpec) -> TextField {
    let field = TextField(
      text: spec.text, placeholder: spec.placeholder,
      font: DocumentFonts.font(spec.font, defaultSize: Font.body.pointSize),
      borderStyle: spec.controls.borderStyle ?? .roundedRect)
    field.adjustsFontForContentSizeCategory = field.font.dynamicType != nil
    if let color = spec.controls.textColor { field.textColor = color }
    if let alignment = spec.controls.textAlignment { field.textAlignment = alignment }
    return field
  }

  /// `kind: textView`: a ``TextView`` with `text`, `font` (12 points by default, as UIKit's),
  /// `scrollEnabled` (true by default: no intrinsic size), `textColor` and `textAlignment`.
  static func textView(_ spec: ViewSpec) -> TextView {
    let textView = TextView(spec.text ?? "", font: DocumentFonts.font(spec.font, defaultSize: TextView.defaultFontSize))
    if let scrolls = spec.controls.isScrollEnabled { textView.isScrollEnabled = scrolls }
    textView.adjustsFontForContentSizeCategory = textView.font.dynamicType != nil
    if let color = spec.controls.textColor { textView.textColor = color }
    if let alignment = spec.controls.textAlignment { textView.textAlignment = alignment }
    return textView
  }

  /// A button's content alignment for `textAlignment`: natural and justified lines start at the
  /// leading edge, as one line of natural or justified text does.
  static func contentAlignment(_ alignment: TextAlignment) -> Control.ContentHorizontalAlignment {
    switch alignment {
    case .left: .left
    case .center: .center
    case .right: .right
    case .natural, .justified: .leading
    }
  }

  /// `kind: segmentedControl`: a segmented control with a segment per `segments` title, in
  /// `font` (13 points by default), which follows the content size category
  /// (``DocumentSegmentedControl``).
  static func segmentedControl(_ spec: ViewSpec) -> SegmentedControl {
    let control = DocumentSegmentedControl(titles: spec.controls.segments ?? [])
    control.font = DocumentFonts.font(spec.font, defaultSize: SegmentedControl.defaultFontSize)
    return control
  }

  // MARK: Images and standard sizes

  /// `kind: imageView`: an ``ImageView`` showing an image of `image`'s size (none: no intrinsic
  /// size), placed by `contentMode` (`scaleToFill` by default).
  static func imageView(_ spec: ViewSpec) -> ImageView {
    let imageView = ImageView(image: spec.controls.image.map { ImageContent(size: $0) })
    if let mode = spec.controls.contentMode { imageView.contentMode = mode }
    return imageView
  }

  /// `kind: activityIndicator`: an ``ActivityIndicatorView`` of the medium style (20 × 20),
  /// spinning: a document shows what it declares (`hidden: true` hides it, as a stopped indicator
  /// that hides when stopped would be).
  static func activityIndicator() -> ActivityIndicatorView {
    let indicator = ActivityIndicatorView()
    indicator.startAnimating()
    return indicator
  }
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
    if let family = spec?.family {
      // A named font: its own family at its size (fontconfig's closest match when it is missing).
      return Font(family: family, pointSize: spec?.size.map(Double.init) ?? defaultSize, weight: weight?.cssValue ?? 400)
    }
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

// MARK: Controls that need a subclass

/// `kind: button`'s button: its title's font follows the content size category, as UIButton's
/// title label adjusts its font as a label does.
///
/// A subclass that adjusts the font in `traitCollectionDidChange(_:)` for any Dynamic Type font,
/// as a document's button always does (code sets `titleLabel?.adjustsFontForContentSizeCategory`
/// for the same effect).
final class DocumentButton: Button {
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    font = font.adjusted(to: traitCollection.preferredContentSizeCategory)
  }
}

/// `kind: segmentedControl`'s control: its titles' font follows the content size category.
///
/// A subclass for the same reason as ``DocumentButton``: the model's ``SegmentedControl`` has no
/// `adjustsFontForContentSizeCategory`, so the font is adjusted in `traitCollectionDidChange(_:)`.
final class DocumentSegmentedControl: SegmentedControl {
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    font = font.adjusted(to: traitCollection.preferredContentSizeCategory)
  }
}

// MARK: Text that changes with the language

/// A control whose text comes from the document: told the text again when the language
/// changes (``DocumentLayout/transition(to:)``).
protocol DocumentTextControl: View {
  /// Shows the text, placeholder or titles of `spec`.
  func showText(of spec: ViewSpec)
}

extension Label: DocumentTextControl {
  func showText(of spec: ViewSpec) { text = spec.text }
}

extension Button: DocumentTextControl {
  func showText(of spec: ViewSpec) { title = spec.text }
}

extension TextField: DocumentTextControl {
  func showText(of spec: ViewSpec) {
    text = spec.text
    placeholder = spec.placeholder
  }
}

extension TextView: DocumentTextControl {
  func showText(of spec: ViewSpec) { text = spec.text ?? "" }
}

extension SegmentedControl: DocumentTextControl {
  func showText(of spec: ViewSpec) { titles = spec.controls.segments ?? [] }
}
