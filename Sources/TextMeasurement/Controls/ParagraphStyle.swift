import Foundation

/// How paragraphs of attributed text are laid out, as UIKit's `NSParagraphStyle` (Foundation on
/// Linux has none): the value of ``Foundation/NSAttributedString/Key/paragraphStyle``.
///
/// A label measures ``lineSpacing``, ``lineHeightMultiple``, ``minimumLineHeight`` and
/// ``maximumLineHeight`` (Label+AttributedText.swift); the rest is stored for code that reads it.
/// Make a changeable one with ``MutableParagraphStyle`` or `ParagraphStyle.default.mutableCopy()`.
open class ParagraphStyle: NSObject, NSCopying, NSMutableCopying {
  /// The values, shared by the mutable subclass.
  struct Values: Hashable {
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var alignment = TextAlignment.natural
    var lineBreakMode = LineBreakMode.byWordWrapping
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var hyphenationFactor: Float = 0

    /// The line height a font whose natural line height is `lineHeight` gets: times the line
    /// height multiple when set, then at least the least height and at most the greatest when
    /// set, as Core Text applies them.
    func adjustedLineHeight(_ lineHeight: Double) -> Double {
      var height = lineHeight
      if lineHeightMultiple > 0 { height *= Double(lineHeightMultiple) }
      if minimumLineHeight > 0 { height = max(height, Double(minimumLineHeight)) }
      if maximumLineHeight > 0 { height = min(height, Double(maximumLineHeight)) }
      return height
    }
  }
  var values = Values()

  /// The default style: no spacing, natural alignment, wrapping by word.
  public override init() {
    super.init()
  }

  /// A new default style, as `NSParagraphStyle.default`.
  open class var `default`: ParagraphStyle { ParagraphStyle() }

  /// The space between the bottom of one line and the top of the next, in points; 0 by default.
  open var lineSpacing: CGFloat { values.lineSpacing }
  /// The space after a paragraph; 0 by default. Stored.
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  /// The space before a paragraph; 0 by default. Stored.
  open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
  /// How lines sit across; natural by default. Stored.
  open var alignment: TextAlignment { values.alignment }
  /// How lines break; by word by default. Stored (a label breaks by its own `lineBreakMode`).
  open var lineBreakMode: LineBreakMode { values.lineBreakMode }
  /// The indent of a paragraph's first line; 0 by default. Stored.
  open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
  /// The indent of the other lines; 0 by default. Stored.
  open var headIndent: CGFloat { values.headIndent }
  /// The trailing indent; 0 by default. Stored.
  open var tailIndent: CGFloat { values.tailIndent }
  /// The least height of a line; 0 (the default) for no least height.
  open var minimumLineHeight: CGFloat { values.minimumLineHeight }
  /// The greatest height of a line; 0 (the default) for no limit.
  open var maximumLineHeight: CGFloat { values.maximumLineHeight }
  /// A factor on the font's line height, before the least and greatest heights; 0 (the default)
  /// for none.
  open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
  /// How eagerly words are hyphenated, 0 to 1; 0 by default. Stored.
  open var hyphenationFactor: Float { values.hyphenationFactor }

  /// A copy, as `copy()` makes it.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = ParagraphStyle()
    copy.values = values
    return copy
  }

  /// A changeable copy, as `mutableCopy()` makes it.
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    let copy = MutableParagraphStyle()
    copy.values = values
    return copy
  }

  /// Whether `object` is a paragraph style with the same values.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? ParagraphStyle)?.values == values
  }

  /// A hash of the values.
  open override var hash: Int { values.hashValue }

}

/// A paragraph style whose values can be set, as UIKit's `NSMutableParagraphStyle`.
open class MutableParagraphStyle: ParagraphStyle {
  open override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  open override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
  open override var paragraphSpacingBefore: CGFloat {
    get { values.paragraphSpacingBefore }
    set { values.paragraphSpacingBefore = newValue }
  }
  open override var alignment: TextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  open override var lineBreakMode: LineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { values.firstLineHeadIndent }
    set { values.firstLineHeadIndent = newValue }
  }
  open override var headIndent: CGFloat {
    get { values.headIndent }
    set { values.headIndent = newValue }
  }
  open override var tailIndent: CGFloat {
    get { values.tailIndent }
    set { values.tailIndent = newValue }
  }
  open override var minimumLineHeight: CGFloat {
    get { values.minimumLineHeight }
    set { values.minimumLineHeight = newValue }
  }
  open override var maximumLineHeight: CGFloat {
    get { values.maximumLineHeight }
    set { values.maximumLineHeight = newValue }
  }
  open override var lineHeightMultiple: CGFloat {
    get { values.lineHeightMultiple }
    set { values.lineHeightMultiple = newValue }
  }
  open override var hyphenationFactor: Float {
    get { values.hyphenationFactor }
    set { values.hyphenationFactor = newValue }
  }

  /// Takes every value of `style`, as `setParagraphStyle(_:)`.
  open func setParagraphStyle(_ style: ParagraphStyle) {
    values = style.values
  }
}

extension NSAttributedString.Key {
  /// The font of the text (a `UIFont`), UIKit's `NSFont`; a label measures each run in its own.
  public static var font: NSAttributedString.Key { NSAttributedString.Key("NSFont") }
  /// The colour of the text (a `UIColor`), UIKit's `NSColor`. Stored.
  public static var foregroundColor: NSAttributedString.Key { NSAttributedString.Key("NSColor") }
  /// The colour behind the text, UIKit's `NSBackgroundColor`. Stored.
  public static var backgroundColor: NSAttributedString.Key { NSAttributedString.Key("NSBackgroundColor") }
  /// The paragraph style (an `NSParagraphStyle`), UIKit's `NSParagraphStyle`; a label measures its
  /// line spacing and line heights.
  public static var paragraphStyle: NSAttributedString.Key { NSAttributedString.Key("NSParagraphStyle") }
  /// Extra space after each character, in points (a number), UIKit's `NSKern`; a label measures it.
  public static var kern: NSAttributedString.Key { NSAttributedString.Key("NSKern") }
  /// The baseline's offset, in points, UIKit's `NSBaselineOffset`. Stored.
  public static var baselineOffset: NSAttributedString.Key { NSAttributedString.Key("NSBaselineOffset") }
  /// The underline style, UIKit's `NSUnderline`. Stored.
  public static var underlineStyle: NSAttributedString.Key { NSAttributedString.Key("NSUnderline") }
  /// The strikethrough style, UIKit's `NSStrikethrough`. Stored.
  public static var strikethroughStyle: NSAttributedString.Key { NSAttributedString.Key("NSStrikethrough") }
  /// A link (a `URL` or `String`), UIKit's `NSLink`. Stored.
  public static var link: NSAttributedString.Key { NSAttributedString.Key("NSLink") }
}
