import Foundation
import OpenAutoLayout

/// A button with a title and an optional image, as UIKit's `UIButton` of type `.custom` (or
/// `.system`, which sizes the same) before button configurations (behaviour-1 §1.18, §2.2).
///
/// **Intrinsic size.** The image and the title side by side (image first), the title in its font
/// rounded up to whole pixels, plus ``contentEdgeInsets``. When ``contentEdgeInsets`` is zero and
/// there is a title, UIKit pads it by ``defaultTitlePadding`` (6 points) above and below instead:
/// any non-zero content inset, even a horizontal one, replaces that padding. This one rule gives
/// the book's numbers: "Hello" in its font is 42 × 22, so the button is 42 × (22 + 6 + 6) = 34,
/// and with insets (10, 20, 10, 20) it is (42 + 40) × (22 + 20) = 82 × 42 — wider by 40 but
/// taller by only 8. It is also why UIKit's standard button is 30 points tall: a 15-point title
/// line is 18. ``titleEdgeInsets`` and ``imageEdgeInsets`` only move the title and image after
/// sizing (``titleRect(in:)``, ``imageRect(in:)``); they never change the intrinsic size.
///
/// **Baselines** are the title's, as UIKit forwards a button's baselines to its title label.
///
/// Hugging 250 and compression resistance 750 on both axes (behaviour-1 §1.19).
open class Button: View {
  /// UIButton's title font size: the system font at 15 points.
  public static let defaultFontSize: Double = 15
  /// The padding above and below the title when ``contentEdgeInsets`` is zero. Observed in UIKit
  /// (an 18-point title's label is 21 tall, its button 33; setting any content inset, even
  /// `0.01`, removes it), and needed to explain the book's 42 × 34 and 82 × 42.
  public static let defaultTitlePadding: CGFloat = 6

  /// The title; nil or empty for none.
  public var title: String? {
    didSet { if title != oldValue { contentDidChange() } }
  }
  /// The title's font; the system font at ``defaultFontSize`` by default.
  public var font: Font = .systemFont(ofSize: Button.defaultFontSize) {
    didSet { if font != oldValue { contentDidChange() } }
  }
  /// The image shown before the title; nil for none.
  public var image: ImageContent? {
    didSet { if image != oldValue { contentDidChange() } }
  }
  /// Space around the image and title together; it adds to the intrinsic size (see the type's
  /// summary for the default padding it replaces).
  public var contentEdgeInsets: EdgeInsets = .zero {
    didSet { if contentEdgeInsets != oldValue { contentDidChange() } }
  }
  /// Moves the title within its place: its centre shifts by half the difference of opposite
  /// insets, and it narrows to fit. Does not change the intrinsic size.
  public var titleEdgeInsets: EdgeInsets = .zero {
    didSet { if titleEdgeInsets != oldValue { contentDidChange() } }
  }
  /// Moves the image the same way; does not change the intrinsic size.
  public var imageEdgeInsets: EdgeInsets = .zero
  /// Measures the title; nil (the default) uses the font's own metrics.
  public var measurer: (any TextMeasurer)? {
    didSet { contentDidChange() }
  }

  /// A button with no title, as UIKit's `UIButton(frame:)` and `UIButton()`.
  ///
  /// Made in code, it translates its autoresizing mask into constraints, as every UIKit view
  /// does; set ``View/translatesAutoresizingMaskIntoConstraints`` to false to constrain it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    fitsToIntrinsicContentSize = true
  }

  /// Creates the control as a storyboard would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    fitsToIntrinsicContentSize = true
  }

  /// A button titled `title`, taking part in Auto Layout
  /// (``View/translatesAutoresizingMaskIntoConstraints`` false).
  public convenience init(title: String? = nil, font: Font = .systemFont(ofSize: Button.defaultFontSize), image: ImageContent? = nil) {
    self.init(frame: .zero)
    self.title = title
    self.font = font
    self.image = image
    translatesAutoresizingMaskIntoConstraints = false
    // Property observers do not run in the class's own initialisers.
    contentDidChange()
  }

  /// The image and title side by side plus the content insets (or the default title padding).
  open override var intrinsicContentSize: CGSize {
    let title = titleSize
    let image = self.image?.sanitizedSize ?? .zero
    let insets = effectiveContentInsets
    let width = title.width + image.width + insets.left + insets.right
    let height = max(title.height, image.height) + insets.top + insets.bottom
    return CGSize(width: pixelCeiling(max(0, Double(width))), height: pixelCeiling(max(0, Double(height))))
  }

  /// The title's first baseline, from the top, in a button of its intrinsic size; nil without a
  /// title. Setting a value pins it; nil measures it again.
  open override var firstBaselineOffsetFromTop: CGFloat? {
    get { super.firstBaselineOffsetFromTop ?? titleBaselines?.fromTop }
    set { super.firstBaselineOffsetFromTop = newValue }
  }

  /// The title's baseline, from the bottom, in a button of its intrinsic size; nil without a
  /// title. Setting a value pins it; nil measures it again.
  open override var lastBaselineOffsetFromBottom: CGFloat? {
    get { super.lastBaselineOffsetFromBottom ?? titleBaselines?.fromBottom }
    set { super.lastBaselineOffsetFromBottom = newValue }
  }

  // MARK: Placing the title and image

  /// Where the title is drawn in `bounds`: the image and title are centred together in `bounds`
  /// inset by ``contentEdgeInsets`` (UIKit's default centre alignment), then the title is moved
  /// by ``titleEdgeInsets``. It narrows when the space left is narrower than the title. Nil
  /// without a title.
  public func titleRect(in bounds: CGRect) -> CGRect? {
    guard hasTitle else { return nil }
    return layoutContent(in: bounds).title
  }

  /// Where the image is drawn in `bounds` (see ``titleRect(in:)``), moved by
  /// ``imageEdgeInsets``; nil without an image.
  public func imageRect(in bounds: CGRect) -> CGRect? {
    guard image != nil else { return nil }
    return layoutContent(in: bounds).image
  }

  /// The title as drawn in the current bounds: one line, truncated in the middle when its place
  /// is too narrow (UIButton's title label truncates in the middle); nil without a title.
  public var displayedTitle: DisplayedTextLine? {
    guard let title, hasTitle, let rect = titleRect(in: bounds) else { return nil }
    let measurer = font.resolved(self.measurer)
    let metrics = measurer.lineMetrics(pointSize: font.pointSize)
    let line = TextTruncation.lines(
      of: title, measurer: measurer, pointSize: font.pointSize, width: Double(rect.width), maxLines: 1,
      mode: .byTruncatingMiddle
    ).first
    guard let line else { return nil }
    let baseline = TextBlock(metrics: metrics, lineCount: 1).firstBaseline(inBoxOfHeight: Double(rect.height))
    return DisplayedTextLine(
      text: line.text, width: measurer.width(of: line.text, pointSize: font.pointSize), x: rect.minX,
      baseline: rect.minY + CGFloat(baseline), isTruncated: line.isTruncated)
  }

  // MARK: Measuring

  private var hasTitle: Bool { !(title ?? "").isEmpty }

  /// The content insets, or the default title padding when they are zero.
  private var effectiveContentInsets: EdgeInsets {
    guard contentEdgeInsets == .zero, hasTitle else { return contentEdgeInsets }
    return EdgeInsets(top: Self.defaultTitlePadding, left: 0, bottom: Self.defaultTitlePadding, right: 0)
  }

  /// The title label's size: its text on one line, rounded up to whole pixels; zero without one.
  private var titleSize: CGSize {
    guard let title, hasTitle else { return .zero }
    let measurer = font.resolved(self.measurer)
    return CGSize(
      width: pixelCeiling(measurer.width(of: title, pointSize: font.pointSize)),
      height: pixelCeiling(measurer.lineMetrics(pointSize: font.pointSize).lineHeight))
  }

  /// The title's baselines in a button of its intrinsic size (given or measured).
  private var titleBaselines: (fromTop: CGFloat, fromBottom: CGFloat)? {
    let size = effectiveIntrinsicContentSize
    guard let rect = titleRect(in: CGRect(origin: .zero, size: size)) else { return nil }
    let block = TextBlock(metrics: font.resolved(measurer).lineMetrics(pointSize: font.pointSize), lineCount: 1)
    let top = rect.minY + CGFloat(block.firstBaseline(inBoxOfHeight: Double(rect.height)))
    let bottom = size.height - rect.maxY + CGFloat(block.lastBaselineFromBottom(inBoxOfHeight: Double(rect.height)))
    return (top, bottom)
  }

  private func layoutContent(in bounds: CGRect) -> (title: CGRect, image: CGRect) {
    let content = bounds.insetBy(contentEdgeInsets)
    let imageSize = image?.sanitizedSize ?? .zero
    var titleSize = self.titleSize
    let titleRoom = content.width - imageSize.width - titleEdgeInsets.left - titleEdgeInsets.right
    titleSize.width = min(titleSize.width, max(0, titleRoom))
    let left = content.minX + (content.width - imageSize.width - titleSize.width) / 2
    let image = CGRect(
      x: left + (imageEdgeInsets.left - imageEdgeInsets.right) / 2,
      y: content.midY - imageSize.height / 2 + (imageEdgeInsets.top - imageEdgeInsets.bottom) / 2,
      width: imageSize.width, height: imageSize.height)
    let title = CGRect(
      x: left + imageSize.width + (titleEdgeInsets.left - titleEdgeInsets.right) / 2,
      y: content.midY - titleSize.height / 2 + (titleEdgeInsets.top - titleEdgeInsets.bottom) / 2,
      width: titleSize.width, height: titleSize.height)
    return (title, image)
  }

  private func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}
