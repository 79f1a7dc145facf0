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

  /// What `view` shows, or nil when it is not a control with text.
  init?(_ view: View) {
    let lines: [DisplayedTextLine]
    switch view {
    case let label as Label:
      (font, lines, isPlaceholder) = (label.displayedFont, label.displayedLines, false)
    case let button as Button:
      (font, lines, isPlaceholder) = (button.displayedTitleFont, button.displayedTitle.map { [$0] } ?? [], false)
    case let field as TextField:
      (font, lines, isPlaceholder) = (field.font, field.displayedLine.map { [$0] } ?? [], field.isShowingPlaceholder)
    case let textView as TextView:
      (font, lines, isPlaceholder) = (textView.font, textView.displayedLines, false)
    case let segmented as SegmentedControl:
      (font, lines, isPlaceholder) = (segmented.font, segmented.displayedTitles, false)
    default:
      return nil
    }
    self.lines = lines.map { RenderTextLine(text: $0.text, x: $0.x, baseline: $0.baseline) }
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
  }
}
