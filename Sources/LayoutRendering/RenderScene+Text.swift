import Foundation
import LayoutDocuments
import OpenAutoLayout
import TextMeasurement

/// The text a control shows, as the control itself lays it out: the font it measured with and
/// the lines it draws, so that a render shows what the layout sized (the same face, the same
/// wrapping, the same ellipsis).
struct ShownText {
  var font: Font
  var lines: [RenderTextLine]
  /// Whether the lines are a text field's placeholder (drawn grey).
  var isPlaceholder: Bool
  /// Where the lines are anchored: their start unless the control aligns them otherwise.
  var anchor = TextAnchor.start

  /// What `view` shows, or nil when it is not a control with text.
  init?(_ view: View) {
    let lines: [DisplayedTextLine]
    switch view {
    case let label as Label where label.givenIntrinsicContentSize != nil:
      // Its size was measured elsewhere (Interface Builder's San Francisco): the text is drawn
      // to fit that size rather than truncated by our fonts' wider measure.
      let shown = label.displayFittingGivenSize(in: label.bounds.size)
      (font, lines, isPlaceholder) = (shown.font, shown.lines, false)
      anchor = TextAnchor(label.textAlignment, in: label)
    case let label as Label:
      (font, lines, isPlaceholder) = (label.displayedFont, label.displayedLines, false)
      anchor = TextAnchor(label.textAlignment, in: label)
    case let button as Button where button.givenIntrinsicContentSize != nil:
      let shown = button.displayedTitleFittingGivenSize
      (font, lines, isPlaceholder) = (shown.font, shown.line.map { [$0] } ?? [], false)
    case let button as Button:
      (font, lines, isPlaceholder) = (button.displayedTitleFont, button.displayedTitle.map { [$0] } ?? [], false)
    case let field as TextField:
      (font, lines, isPlaceholder) = (field.font, field.displayedLine.map { [$0] } ?? [], field.isShowingPlaceholder)
      anchor = TextAnchor(field.textAlignment, in: field)
    case let textView as TextView:
      (font, lines, isPlaceholder) = (textView.font, textView.displayedLines, false)
      anchor = TextAnchor(textView.textAlignment, in: textView)
    case let segmented as SegmentedControl:
      (font, lines, isPlaceholder) = (segmented.font, segmented.displayedTitles, false)
    case let field as AppKitTextField:
      (font, lines, isPlaceholder) = (field.resolvedFont, field.displayedLines, field.isShowingPlaceholder)
    case let button as AppKitButton:
      (font, lines, isPlaceholder) = (button.resolvedFont, button.displayedTitle.map { [$0] } ?? [], false)
    case let popUp as PopUpButton:
      (font, lines, isPlaceholder) = (popUp.resolvedFont, popUp.displayedTitle.map { [$0] } ?? [], false)
    case let segmented as AppKitSegmentedControl:
      (font, lines, isPlaceholder) = (segmented.resolvedFont, segmented.displayedLabels, false)
    default:
      return nil
    }
    self.lines = lines.map { RenderTextLine(text: $0.text, x: $0.x, baseline: $0.baseline, width: CGFloat($0.width)) }
  }
}

extension TextAnchor {
  /// The anchor that keeps lines aligned as `alignment` aligns them in `view`, whatever width
  /// the drawing's font gives them: centred lines by their middle, right-aligned ones (natural
  /// alignment right to left) by their end.
  init(_ alignment: TextAlignment, in view: View) {
    switch alignment {
    case .left: self = .start
    case .center: self = .middle
    case .right: self = .end
    case .natural, .justified: self = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .end : .start
    }
  }
}

extension RenderItem {
  /// Takes the text, font and lines from what `view` shows, when it is a control with text.
  mutating func showText(of view: View) {
    guard let shown = ShownText(view) else { return }
    fontFamily = shown.font.family
    fontSize = CGFloat(shown.font.pointSize)
    fontWeight = shown.font.weight
    textLines = shown.lines
    textIsPlaceholder = shown.isPlaceholder
    style.textAnchor = shown.anchor
  }
}
