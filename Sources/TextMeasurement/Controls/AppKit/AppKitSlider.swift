import Foundation
import OpenAutoLayout

/// AppKit's slider, `NSSlider`, as a model: a horizontal slider has no intrinsic width and is 28
/// points tall at the regular size (macOS 11 and later), taller with tick marks
/// (``AppKitControlMetrics/sliderThickness(_:tickMarks:)``; approximate); a vertical one the
/// reverse.
open class AppKitSlider: AppKitControl {
  /// Where a slider's tick marks are drawn, as `NSSlider.TickMarkPosition` (`.below` and `.above`
  /// are `.trailing` and `.leading` for a vertical slider).
  public enum TickMarkPosition: UInt, Sendable, CaseIterable {
    case below = 0, above = 1
    /// A vertical slider's left.
    public static let leading = TickMarkPosition.above
    /// A vertical slider's right.
    public static let trailing = TickMarkPosition.below
  }

  /// The least value; 0 by default.
  open var minValue: Double = 0 { didSet { clampValue() } }
  /// The greatest value; 1 by default.
  open var maxValue: Double = 1 { didSet { clampValue() } }
  /// Whether the track is vertical; false by default.
  open var isVertical = false { didSet { if isVertical != oldValue { invalidateIntrinsicContentSize() } } }
  /// The number of tick marks; 0 (none) by default. Tick marks make the slider thicker.
  open var numberOfTickMarks = 0 {
    didSet { if (numberOfTickMarks > 0) != (oldValue > 0) { invalidateIntrinsicContentSize() } }
  }
  /// Where the tick marks are drawn; below by default.
  open var tickMarkPosition: TickMarkPosition = .below
  /// Whether the value can only be a tick mark's; stored (``AppKitControl/doubleValue`` is not rounded).
  open var allowsTickMarkValuesOnly = false
  /// The value a click moves the slider by; stored.
  open var altIncrementValue: Double = 0

  /// The regular size's thickness without tick marks, 28 points.
  public static let thickness: CGFloat = AppKitControlMetrics.sliderThickness(.regular, tickMarks: false)

  /// A horizontal slider from 0 to 1, as `NSSlider(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    objectValue = 0.0
    isContinuous = true
  }

  /// Creates the slider as a nib would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    objectValue = 0.0
    isContinuous = true
  }

  /// A horizontal slider from `minValue` to `maxValue` at `value`, as
  /// `NSSlider(value:minValue:maxValue:target:action:)`.
  public convenience init(value: Double, minValue: Double, maxValue: Double, target: AnyObject?, action: Selector?) {
    self.init(frame: .zero)
    self.minValue = minValue
    self.maxValue = maxValue
    doubleValue = value
    self.target = target
    self.action = action
  }

  /// The value, kept between ``minValue`` and ``maxValue``.
  open override var objectValue: Any? {
    get { super.objectValue }
    set { super.objectValue = clamped(AppKitControl.number(of: newValue)) }
  }

  /// `value` within the range (the range's least value when it is empty).
  private func clamped(_ value: Double) -> Double {
    guard value.isFinite else { return minValue }
    return min(max(value, minValue), max(minValue, maxValue))
  }

  /// Keeps the value within a changed range.
  private func clampValue() {
    let value = AppKitControl.number(of: super.objectValue)
    if clamped(value) != value { super.objectValue = clamped(value) }
  }

  /// The value of tick mark `index`, as `tickMarkValue(at:)`: the marks spread evenly from the
  /// least value to the greatest; the least value without marks.
  public func tickMarkValue(at index: Int) -> Double {
    guard numberOfTickMarks > 1 else { return minValue }
    return minValue + (maxValue - minValue) * Double(index) / Double(numberOfTickMarks - 1)
  }

  /// The control size's thickness across the track, no length along it.
  open override var intrinsicContentSize: CGSize {
    let thickness = AppKitControlMetrics.sliderThickness(controlSize, tickMarks: numberOfTickMarks > 0)
    return isVertical
      ? CGSize(width: thickness, height: View.noIntrinsicMetric)
      : CGSize(width: View.noIntrinsicMetric, height: thickness)
  }

  override func objectValueDidChange() {}
}
