import Foundation
import OpenAutoLayout

// The lines AppKit's controls show, where they show them, so a renderer draws what the layout
// sized: a text field's text (or placeholder) from its text area's top, a button's title centred
// in its bezel or after its box, a pop-up button's shown title, each segment's label.

extension AppKitControl {
  /// One line of `text` in the control's font whose start is at `x` and baseline at `baseline`.
  func displayedLine(_ text: String, x: CGFloat, baseline: CGFloat) -> DisplayedTextLine {
    let font = resolvedFont
    let width = font.resolved(measurer).width(of: text, pointSize: font.pointSize)
    return DisplayedTextLine(text: text, width: width, x: x, baseline: baseline, isTruncated: false)
  }

  /// The alignment rectangle in the bounds: the frame less its alignment insets.
  var alignmentBounds: CGRect {
    let insets = alignmentRectInsets
    return CGRect(
      x: insets.left, y: insets.top, width: max(0, bounds.width - insets.left - insets.right),
      height: max(0, bounds.height - insets.top - insets.bottom))
  }
}

extension AppKitTextField {
  /// The lines the field shows in its bounds: its text (or its placeholder while it is empty),
  /// wrapped as it measured it, the first baseline at ``firstBaselineOffsetFromTop``, each line
  /// placed across the text area by ``AppKitControl/alignment``.
  public var displayedLines: [DisplayedTextLine] {
    let area = alignmentBounds.insetBy(dx: isBezeled ? 2 : 0, dy: 0)
    guard area.width > 0, !displayedString.isEmpty else { return [] }
    let font = resolvedFont
    let measurer = font.resolved(self.measurer)
    let lineHeight = CGFloat(measurer.lineMetrics(pointSize: font.pointSize).lineHeight)
    let lines = wraps ? textLayout().lines.map(String.init) : [displayedString]
    let first = firstBaselineOffsetFromTop ?? 0
    return lines.enumerated().map { index, text in
      let width = measurer.width(of: text, pointSize: font.pointSize)
      let x = alignment.lineStart(
        lineWidth: CGFloat(width), minX: area.minX, width: area.width, direction: effectiveUserInterfaceLayoutDirection)
      return DisplayedTextLine(
        text: text, width: width, x: x, baseline: first + CGFloat(index) * lineHeight, isTruncated: false)
    }
  }

  /// Whether the field shows its placeholder: it is empty and has one.
  public var isShowingPlaceholder: Bool { stringValue.isEmpty && !(placeholderString ?? "").isEmpty }
}

extension AppKitButton {
  /// The title as the button shows it: centred in a push button's bezel, after a check box's or
  /// radio button's box and gap; none for an image-only button.
  public var displayedTitle: DisplayedTextLine? {
    guard !title.isEmpty, imagePosition != .imageOnly else { return nil }
    let area = alignmentBounds
    let baseline = firstBaselineOffsetFromTop ?? 0
    switch kind {
    case .checkBox, .radio:
      return displayedLine(title, x: area.minX + shape.height + AppKitControlMetrics.checkBoxTitleGap, baseline: baseline)
    case .push:
      let line = displayedLine(title, x: 0, baseline: baseline)
      let imageWidth = image.map { imagePosition == .noImage || imagePosition == .imageAbove || imagePosition == .imageBelow ? 0 : $0.size.width + 4 } ?? 0
      let start = area.midX - (CGFloat(line.width) + imageWidth) / 2
      let x = imagePosition == .imageLeading || imagePosition == .imageLeft ? start + imageWidth : start
      return DisplayedTextLine(text: title, width: line.width, x: x, baseline: baseline, isTruncated: false)
    }
  }
}

extension PopUpButton {
  /// The shown item's title, 8 points into the bezel, its baseline as a push button's: centred in
  /// the bezel, the descent rounded up from the bottom.
  public var displayedTitle: DisplayedTextLine? {
    let title = titleOfShownItem
    guard !title.isEmpty else { return nil }
    let area = alignmentBounds
    let font = resolvedFont
    let metrics = font.resolved(measurer).lineMetrics(pointSize: font.pointSize)
    let line = min(CGFloat(metrics.lineHeight), area.height)
    let descent = (line * CGFloat(metrics.descender / max(metrics.lineHeight, 1)) + (area.height - line) / 2).rounded(.up)
    return displayedLine(title, x: area.minX + 8, baseline: area.maxY - descent)
  }
}

extension AppKitSegmentedControl {
  /// Each segment's label, centred in its segment, baselines as a push button's.
  public var displayedLabels: [DisplayedTextLine] {
    let area = alignmentBounds
    let font = resolvedFont
    let metrics = font.resolved(measurer).lineMetrics(pointSize: font.pointSize)
    let line = min(CGFloat(metrics.lineHeight), area.height)
    let descent = (line * CGFloat(metrics.descender / max(metrics.lineHeight, 1)) + (area.height - line) / 2).rounded(.up)
    let natural = segmentWidths
    // The segments share the control's width in proportion to their widths.
    let total = natural.reduce(0, +) + CGFloat(max(0, natural.count - 1))
    let scale = total > 0 ? area.width / total : 1
    var x = area.minX
    var lines: [DisplayedTextLine] = []
    for (index, label) in labels.enumerated() {
      let segment = natural[index] * scale
      if !label.isEmpty {
        let shown = displayedLine(label, x: 0, baseline: area.maxY - descent)
        lines.append(
          DisplayedTextLine(
            text: label, width: shown.width, x: x + (segment - CGFloat(shown.width)) / 2, baseline: shown.baseline,
            isTruncated: false))
      }
      x += segment + scale
    }
    return lines
  }
}
