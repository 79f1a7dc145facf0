import Foundation
import OpenAutoLayout

/// AppKit's segmented control, `NSSegmentedControl`, as a model: each segment its label in the
/// control size's system font plus 8 points at each side (or the width set for it), with one
/// point between segments; ``AppKitControlMetrics/segmentedControlHeight(_:)`` tall (20 at the
/// regular size). The sizes are approximate.
open class AppKitSegmentedControl: AppKitControl {
  /// How segments are selected, as `NSSegmentedControl.SwitchTracking`, with AppKit's raw
  /// values.
  public enum SwitchTracking: UInt, Sendable, CaseIterable {
    case selectOne = 0, selectAny = 1, momentary = 2, momentaryAccelerator = 3
  }

  /// The segments' labels, as `setLabel(_:forSegment:)` sets them.
  public var labels: [String] = [] { didSet { if labels != oldValue { segmentsDidChange() } } }
  /// Each segment's width; 0 sizes the segment to its label.
  private var widths: [CGFloat] = []
  /// Which segments are selected (for `.selectAny`).
  private var selected: Set<Int> = []
  /// How segments are selected; one at a time by default.
  open var trackingMode: SwitchTracking = .selectOne
  /// The selected segment (the last one selected under `.selectAny`); -1 for none. Setting an
  /// index out of range selects none.
  open var selectedSegment: Int {
    get { selected.max() ?? -1 }
    set {
      guard labels.indices.contains(newValue) else {
        selected = []
        return
      }
      if trackingMode == .selectAny { selected.insert(newValue) } else { selected = [newValue] }
    }
  }

  /// A control of segments labelled `labels`, as the model made them for Interface Builder.
  public convenience init(labels: [String]) {
    self.init(frame: .zero)
    self.labels = labels
  }

  /// A control of segments labelled `labels`, as
  /// `NSSegmentedControl(labels:trackingMode:target:action:)`.
  public convenience init(labels: [String], trackingMode: SwitchTracking, target: AnyObject?, action: Selector?) {
    self.init(labels: labels)
    self.trackingMode = trackingMode
    self.target = target
    self.action = action
  }

  /// The number of segments, as `segmentCount`; setting it adds empty segments or removes the
  /// last ones.
  open var segmentCount: Int {
    get { labels.count }
    set {
      let count = max(0, newValue)
      labels = count <= labels.count ? Array(labels.prefix(count)) : labels + Array(repeating: "", count: count - labels.count)
    }
  }

  /// Sets segment `segment`'s label, as `setLabel(_:forSegment:)`; a segment out of range is
  /// ignored.
  open func setLabel(_ label: String, forSegment segment: Int) {
    guard labels.indices.contains(segment) else { return }
    labels[segment] = label
  }

  /// Segment `segment`'s label, as `label(forSegment:)`; nil out of range.
  open func label(forSegment segment: Int) -> String? {
    labels.indices.contains(segment) ? labels[segment] : nil
  }

  /// Sets segment `segment`'s width, as `setWidth(_:forSegment:)`: 0 sizes it to its label.
  open func setWidth(_ width: CGFloat, forSegment segment: Int) {
    guard labels.indices.contains(segment) else { return }
    if widths.count < labels.count { widths += Array(repeating: 0, count: labels.count - widths.count) }
    widths[segment] = max(0, width)
    invalidateIntrinsicContentSize()
  }

  /// Segment `segment`'s width as set, as `width(forSegment:)`: 0 when it is sized to its label.
  open func width(forSegment segment: Int) -> CGFloat {
    widths.indices.contains(segment) ? widths[segment] : 0
  }

  /// Selects or deselects segment `segment`, as `setSelected(_:forSegment:)`.
  open func setSelected(_ isSelected: Bool, forSegment segment: Int) {
    guard labels.indices.contains(segment) else { return }
    if isSelected { selectedSegment = segment } else { selected.remove(segment) }
  }

  /// Whether segment `segment` is selected, as `isSelected(forSegment:)`.
  open func isSelected(forSegment segment: Int) -> Bool { selected.contains(segment) }

  /// Drops widths and selections of segments that are gone.
  private func segmentsDidChange() {
    widths = Array(widths.prefix(labels.count))
    selected = selected.filter { $0 < labels.count }
    invalidateIntrinsicContentSize()
  }

  /// Each segment's width in the control: its set width, or its label + 16.
  public var segmentWidths: [CGFloat] {
    labels.indices.map { index in
      let set = width(forSegment: index)
      return set > 0 ? set : appKitTextSize(labels[index], font: resolvedFont, measurer: measurer).width + 16
    }
  }

  /// The segments' widths and the gaps between them; the control size's height.
  open override var intrinsicContentSize: CGSize {
    let widths = segmentWidths
    return CGSize(
      width: widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)),
      height: AppKitControlMetrics.segmentedControlHeight(controlSize))
  }
}
