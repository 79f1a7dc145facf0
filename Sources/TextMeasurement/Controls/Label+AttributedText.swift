import Foundation

extension Label {
  /// The text with attributes, as UIKit's `attributedText`.
  ///
  /// Each run is measured in its own ``Foundation/NSAttributedString/Key/font`` (the label's
  /// ``font`` where it has none), with its ``Foundation/NSAttributedString/Key/kern`` after every
  /// character; lines are as tall as the tallest run's font, and the first
  /// ``Foundation/NSAttributedString/Key/paragraphStyle``'s ``ParagraphStyle/lineSpacing`` goes
  /// between lines (its line-height multiple, least and greatest heights apply to each line).
  /// Colours and the other attributes are kept, not drawn.
  ///
  /// Setting it sets ``text`` to its string and ``font`` to the first character's font (when it
  /// has one), as UIKit's properties follow the style at location 0; setting ``text``
  /// afterwards drops the attributes, and setting ``font`` applies the font to the whole string,
  /// as in UIKit. Reading it without attributed text gives the text in the label's font.
  public var attributedText: NSAttributedString? {
    get {
      if let attributedContent { return attributedContent.attributed }
      return text.map { NSAttributedString(string: $0, attributes: [.font: font]) }
    }
    set {
      guard let newValue else {
        text = nil
        return
      }
      let content = AttributedLabelText(newValue, defaultFont: font, measurer: measurer)
      isSettingAttributedText = true
      text = content.text
      if let first = content.firstFont { font = first }
      isSettingAttributedText = false
      attributedContent = content
      textDidChange()
    }
  }
}
