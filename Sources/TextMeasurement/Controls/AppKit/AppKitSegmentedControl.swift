import Foundation
import OpenAutoLayout

/// AppKit's segmented control, `NSSegmentedControl`, as a model: each segment its label in the
/// 13-point system font plus 8 points at each side (approximate), 20 points tall, with one point
/// between segments.
open class AppKitSegmentedControl: AppKitView {
  /// The segments' labels, as `setLabel(_:forSegment:)` sets them.
  public var labels: [String] = [] { didSet { if labels != oldValue { invalidateIntrinsicContentSize() } } }
  /// Measures the text; nil (the default) uses the font's own metrics (``FontMeasurers``).
  public var measurer: (any TextMeasurer)? { didSet { invalidateIntrinsicContentSize() } }
  /// The font; the 13-point system font by default.
  public var font: Font = .systemFont(ofSize: Double(AppKitControlMetrics.systemFontSize)) {
    didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The selected segment; -1 for none. Stored.
  public var selectedSegment = -1

  /// A control of segments labelled `labels`, as `NSSegmentedControl(labels:trackingMode:target:action:)`.
  public convenience init(labels: [String]) {
    self.init(frame: .zero)
    self.labels = labels
  }

  /// The segments' widths and the gaps between them; 20 points tall.
  open override var intrinsicContentSize: CGSize {
    let widths = labels.map { appKitTextSize($0, font: font, measurer: measurer).width + 16 }
    return CGSize(width: widths.reduce(0, +) + CGFloat(max(0, labels.count - 1)), height: 20)
  }
}
