import Foundation

/// The constraints a stack view wants across its axis (behaviour-2 §5), the multi-line text
/// disambiguation, and where hidden arranged views are parked.
extension StackSpecList {
  /// Across the axis, as UIKit does it: the first visible view is tied to the canvas
  /// (`UISV-canvas-connection`) and the others to the first (`UISV-alignment`, required).
  /// Except with `fill`, the far edges are bounded by the canvas for every view
  /// (`UISV-spanning-boundary`, required), the canvas shrinks onto them (`UISV-spanning-fit`,
  /// at 51: above a compression resistance of 48, as Apple's cookbook frames need, and above the
  /// fitting level) and each view's unconstrained size collapses (`UISV-ambiguity-suppression`, 25).
  ///
  /// Baseline alignments bound the canvas's top by the first view only unless `boundsTopByAll`
  /// (UIKit 9–12, spec decision 12, S10).
  mutating func addAlignment(_ views: [View], alignment: StackView.Alignment, boundsTopByAll: Bool) {
    let a = attributes
    let first = views[0]
    let rest = views.dropFirst()
    switch alignment {
    case .fill:
      add("UISV-canvas-connection", anchor(container, a.crossLeading), .equal, anchor(first, a.crossLeading))
      add("UISV-canvas-connection", anchor(first, a.crossTrailing), .equal, anchor(container, a.crossTrailing))
      for view in rest { addAligning(view, to: first, a.crossLeading) }
      for view in rest { addAligning(view, to: first, a.crossTrailing) }
      return
    case .leading:
      add("UISV-canvas-connection", anchor(container, a.crossLeading), .equal, anchor(first, a.crossLeading))
      for view in rest { addAligning(view, to: first, a.crossLeading) }
      for view in views { addTrailingBound(view) }
    case .trailing:
      add("UISV-canvas-connection", anchor(first, a.crossTrailing), .equal, anchor(container, a.crossTrailing))
      for view in rest { addAligning(view, to: first, a.crossTrailing) }
      for view in views { addLeadingBound(view) }
    case .center:
      add("UISV-canvas-connection", anchor(container, a.crossCenter), .equal, anchor(first, a.crossCenter))
      for view in rest { addAligning(view, to: first, a.crossCenter) }
      for view in views { addLeadingBound(view) }
      for view in views { addTrailingBound(view) }
    case .firstBaseline, .lastBaseline:
      // Only horizontal stacks get here, so across the axis is top and bottom.
      for view in rest { addAligning(view, to: first, alignment == .firstBaseline ? .firstBaseline : .lastBaseline) }
      // The book shows the first view's top bound as a canvas connection (behaviour-2 §1.9).
      add("UISV-canvas-connection", anchor(container, .top), .lessThanOrEqual, anchor(first, .top))
      if boundsTopByAll { for view in rest { addLeadingBound(view) } }
      for view in views { addTrailingBound(view) }
    }
    add("UISV-spanning-fit", anchor(container, a.crossLength), .equal, nil, priority: 51)
    for view in views { addAmbiguitySuppression(view) }
  }

  /// The constraints across the axis of one visible view after the first, the same that
  /// ``addAlignment(_:alignment:boundsTopByAll:)`` makes for it, for a change that shows or
  /// hides only some views.
  mutating func addAlignment(
    ofLaterView view: View, first: View, alignment: StackView.Alignment, boundsTopByAll: Bool
  ) {
    let a = attributes
    switch alignment {
    case .fill:
      addAligning(view, to: first, a.crossLeading)
      addAligning(view, to: first, a.crossTrailing)
      return
    case .leading:
      addAligning(view, to: first, a.crossLeading)
      addTrailingBound(view)
    case .trailing:
      addAligning(view, to: first, a.crossTrailing)
      addLeadingBound(view)
    case .center:
      addAligning(view, to: first, a.crossCenter)
      addLeadingBound(view)
      addTrailingBound(view)
    case .firstBaseline, .lastBaseline:
      addAligning(view, to: first, alignment == .firstBaseline ? .firstBaseline : .lastBaseline)
      if boundsTopByAll { addLeadingBound(view) }
      addTrailingBound(view)
    }
    addAmbiguitySuppression(view)
  }

  /// `UISV-alignment`: `first.attribute == view.attribute` (required).
  private mutating func addAligning(_ view: View, to first: View, _ attribute: LayoutAttribute) {
    add("UISV-alignment", anchor(first, attribute), .equal, anchor(view, attribute))
  }

  /// `UISV-spanning-boundary`: the view's far edge across the axis within the canvas's (required).
  private mutating func addLeadingBound(_ view: View) {
    add(
      "UISV-spanning-boundary", anchor(container, attributes.crossLeading), .lessThanOrEqual,
      anchor(view, attributes.crossLeading))
  }

  private mutating func addTrailingBound(_ view: View) {
    add(
      "UISV-spanning-boundary", anchor(container, attributes.crossTrailing), .greaterThanOrEqual,
      anchor(view, attributes.crossTrailing))
  }

  /// `UISV-ambiguity-suppression`: the view's unconstrained length across the axis collapses (25).
  private mutating func addAmbiguitySuppression(_ view: View) {
    add("UISV-ambiguity-suppression", anchor(view, attributes.crossLength), .equal, nil, priority: 25)
  }

  /// `UISV-text-width-disambiguation`, UIKit's (behaviour-2 §1.10, S17): each multi-line text view
  /// of a horizontal `fill` stack is pulled to an equal share of the canvas's width,
  /// `width == canvas.width / n − spacing·(n − 1)/n` for *n* visible views, at its larger content
  /// priority on the axis + 10, at most 999 (759 for hugging 251 and compression resistance 749).
  /// The constant uses `spacing` as set: the system spacing's sentinel counts as 0, as in UIKit.
  mutating func addTextWidthDisambiguation(_ views: [View], spacing: CGFloat) {
    let count = CGFloat(views.count)
    let nominal = spacing == StackView.spacingUseSystem || spacing == StackView.spacingUseDefault ? 0 : spacing
    for view in views {
      guard let text = view as? MultilineTextLayout, text.isMultilineText else { continue }
      let content = max(
        view.contentHuggingPriority(for: .horizontal), view.contentCompressionResistancePriority(for: .horizontal))
      add(
        "UISV-text-width-disambiguation", anchor(view, .width), .equal, anchor(container, .width),
        multiplier: 1 / count, constant: -nominal * (count - 1) / count,
        priority: LayoutPriority(min(content.rawValue + 10, 999)))
    }
  }

  /// Hidden arranged views take no space and no spacing; they are parked, weakly, where they
  /// would start: `UISV-spacing-hidden` (at 50) puts the view after the visible one before it,
  /// `UISV-hiding` (at 50) puts it at the canvas's edge across the axis, and pulls both its lengths
  /// to zero (at 25). Only the view's own variables depend on them, so they decide nothing its own
  /// constraints or content decide: a hidden view keeps its intrinsic size, its subtree is not
  /// squashed, and unlike UIKit's required `UISV-hiding` nothing can conflict (§5).
  mutating func addHiddenViewParking(_ arranged: [View]) {
    var previous: View?
    for view in arranged {
      guard view.isHidden else {
        previous = view
        continue
      }
      addParking(view, after: previous)
    }
  }

  /// Parks one hidden view after `previous`, the visible view before it (the canvas's leading
  /// edge when there is none).
  mutating func addParking(_ view: View, after previous: View?) {
    let a = attributes
    let start = previous.map { anchor($0, a.trailing) } ?? anchor(container, a.leading)
    add("UISV-spacing-hidden", anchor(view, a.leading), .equal, start, priority: 50)
    add("UISV-hiding", anchor(view, a.length), .equal, nil, priority: 25)
    add("UISV-hiding", anchor(view, a.crossLeading), .equal, anchor(container, a.crossLeading), priority: 50)
    add("UISV-hiding", anchor(view, a.crossLength), .equal, nil, priority: 25)
  }
}
