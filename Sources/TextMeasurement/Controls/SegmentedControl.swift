import Foundation
import OpenAutoLayout

/// A row of segments, one selected, as UIKit's `UISegmentedControl` with text segments.
///
/// **Intrinsic size.** Each segment is its title's width, rounded up to whole pixels, plus
/// ``segmentPadding`` on each side. By default every segment is as wide as the widest
/// (UIKit's `apportionsSegmentWidthsByContent = false`); with ``apportionsSegmentWidthsByContent``
/// each keeps its own. The height is ``defaultHeight``, or the title line plus
/// ``verticalPadding`` above and below when that is taller (large fonts).
///
/// The height (28) is UIKit's from iOS 7 to 12, as projects of that time hard-code it and as
/// Cupertino re-creations keep it as the control's minimum; the title font (13 points) is the one
/// those re-creations use. The paddings are chosen: UIKit does not publish them.
///
/// Hugging 250 and compression resistance 750 on both axes (behaviour-1 §1.19).
open class SegmentedControl: Control {
  /// The control's height, 28 points.
  public static let defaultHeight: CGFloat = 28
  /// The titles' font size, 13 points.
  public static let defaultFontSize: Double = 13
  /// The space on each side of a title in its segment (chosen).
  public static let segmentPadding: CGFloat = 10
  /// The least space above and below a title (chosen), which makes large fonts taller than
  /// ``defaultHeight``.
  public static let verticalPadding: CGFloat = 4
  /// The value of ``selectedSegmentIndex`` when no segment is selected, as UIKit's
  /// `UISegmentedControl.noSegment`.
  public static let noSegment = -1

  /// The segments' titles, left to right.
  public var titles: [String] = [] {
    didSet { if titles != oldValue { contentDidChange() } }
  }
  /// The titles' font; the system font at ``defaultFontSize`` by default.
  public var font: Font = .systemFont(ofSize: SegmentedControl.defaultFontSize) {
    didSet { if font != oldValue { contentDidChange() } }
  }
  /// Whether each segment is as wide as its own title (true) or all as wide as the widest
  /// (false, the default).
  public var apportionsSegmentWidthsByContent = false {
    didSet { if apportionsSegmentWidthsByContent != oldValue { contentDidChange() } }
  }
  /// The selected segment, or ``noSegment`` (the default).
  public var selectedSegmentIndex = SegmentedControl.noSegment
  /// Measures the titles; nil (the default) uses the font's own metrics.
  public var measurer: (any TextMeasurer)? {
    didSet { contentDidChange() }
  }

  /// A control with no segments, as UIKit's `UISegmentedControl(frame:)`.
  ///
  /// Made in code, it translates its autoresizing mask into constraints, as every UIKit view
  /// does; set `View/translatesAutoresizingMaskIntoConstraints` to false to constrain it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    fitsToIntrinsicContentSize = true
  }

  /// Creates the control as a storyboard would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    fitsToIntrinsicContentSize = true
  }

  /// A control with a segment per title, taking part in Auto Layout
  /// (`View/translatesAutoresizingMaskIntoConstraints` false).
  public convenience init(titles: [String]) {
    self.init(frame: .zero)
    self.titles = titles
    translatesAutoresizingMaskIntoConstraints = false
    // Property observers do not run in the class's own initialisers.
    contentDidChange()
  }

  /// How many segments there are.
  public var numberOfSegments: Int { titles.count }

  /// The title of segment `index`; nil when there is no such segment.
  public func titleForSegment(at index: Int) -> String? {
    titles.indices.contains(index) ? titles[index] : nil
  }

  /// The segments' widths added up (see the type's summary), and the height.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: segmentWidths.reduce(0, +), height: height)
  }

  /// Where each segment is in `bounds`, left to right. Equal widths share the bounds equally;
  /// apportioned ones each get their own width plus an equal share of the difference (which
  /// squeezes them equally when the bounds are narrower).
  public func segmentFrames(in bounds: CGRect) -> [CGRect] {
    guard !titles.isEmpty else { return [] }
    let widths = segmentWidths
    let share = (bounds.width - widths.reduce(0, +)) / CGFloat(widths.count)
    var x = bounds.minX
    return widths.map { width in
      let segment = CGRect(x: x, y: bounds.minY, width: max(0, width + share), height: bounds.height)
      x = segment.maxX
      return segment
    }
  }

  /// Each segment's title as drawn in the current bounds: centred in its segment, truncated in
  /// the middle when the segment is too narrow.
  public var displayedTitles: [DisplayedTextLine] {
    let measurer = font.resolved(self.measurer)
    let metrics = measurer.lineMetrics(pointSize: font.pointSize)
    let baseline = TextBlock(metrics: metrics, lineCount: 1).firstBaseline(inBoxOfHeight: Double(bounds.height))
    return zip(titles, segmentFrames(in: CGRect(origin: .zero, size: bounds.size))).compactMap { title, segment in
      let room = Double(max(0, segment.width - 2 * Self.segmentPadding))
      guard
        let line = TextTruncation.lines(
          of: title, measurer: measurer, pointSize: font.pointSize, width: room, maxLines: 1, mode: .byTruncatingMiddle
        ).first
      else { return nil }
      let width = measurer.width(of: line.text, pointSize: font.pointSize)
      return DisplayedTextLine(
        text: line.text, width: width, x: segment.midX - CGFloat(width) / 2, baseline: CGFloat(baseline),
        isTruncated: line.isTruncated)
    }
  }

  // MARK: Measuring

  /// Each segment's natural width.
  private var segmentWidths: [CGFloat] {
    let measurer = font.resolved(self.measurer)
    let own = titles.map { pixelCeiling(measurer.width(of: $0, pointSize: font.pointSize)) + 2 * Self.segmentPadding }
    guard !apportionsSegmentWidthsByContent, let widest = own.max() else { return own }
    return own.map { _ in widest }
  }

  private var height: CGFloat {
    let line = pixelCeiling(font.resolved(measurer).lineMetrics(pointSize: font.pointSize).lineHeight)
    return max(Self.defaultHeight, line + 2 * Self.verticalPadding)
  }

  private func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}
