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
    func align(_ attribute: LayoutAttribute) {
      for view in rest { add("UISV-alignment", anchor(first, attribute), .equal, anchor(view, attribute)) }
    }
    func boundLeading(_ views: some Sequence<View>) {
      for view in views {
        add("UISV-spanning-boundary", anchor(container, a.crossLeading), .lessThanOrEqual, anchor(view, a.crossLeading))
      }
    }
    func boundTrailing(_ views: some Sequence<View>) {
      for view in views {
        add(
          "UISV-spanning-boundary", anchor(container, a.crossTrailing), .greaterThanOrEqual,
          anchor(view, a.crossTrailing))
      }
    }
    switch alignment {
    case .fill:
      add("UISV-canvas-connection", anchor(container, a.crossLeading), .equal, anchor(first, a.crossLeading))
      add("UISV-canvas-connection", anchor(first, a.crossTrailing), .equal, anchor(container, a.crossTrailing))
      align(a.crossLeading)
      align(a.crossTrailing)
      return
    case .leading:
      add("UISV-canvas-connection", anchor(container, a.crossLeading), .equal, anchor(first, a.crossLeading))
      align(a.crossLeading)
      boundTrailing(views)
    case .trailing:
      add("UISV-canvas-connection", anchor(first, a.crossTrailing), .equal, anchor(container, a.crossTrailing))
      align(a.crossTrailing)
      boundLeading(views)
    case .center:
      add("UISV-canvas-connection", anchor(container, a.crossCenter), .equal, anchor(first, a.crossCenter))
      align(a.crossCenter)
      boundLeading(views)
      boundTrailing(views)
    case .firstBaseline, .lastBaseline:
      // Only horizontal stacks get here, so across the axis is top and bottom.
      align(alignment == .firstBaseline ? .firstBaseline : .lastBaseline)
      // The book shows the first view's top bound as a canvas connection (behaviour-2 §1.9).
      add("UISV-canvas-connection", anchor(container, .top), .lessThanOrEqual, anchor(first, .top))
      if boundsTopByAll { boundLeading(rest) }
      boundTrailing(views)
    }
    add("UISV-spanning-fit", anchor(container, a.crossLength), .equal, nil, priority: 51)
    for view in views {
      add("UISV-ambiguity-suppression", anchor(view, a.crossLength), .equal, nil, priority: 25)
    }
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
    let a = attributes
    var previous: View?
    for view in arranged {
      guard view.isHidden else {
        previous = view
        continue
      }
      let start = previous.map { anchor($0, a.trailing) } ?? anchor(container, a.leading)
      add("UISV-spacing-hidden", anchor(view, a.leading), .equal, start, priority: 50)
      add("UISV-hiding", anchor(view, a.length), .equal, nil, priority: 25)
      add("UISV-hiding", anchor(view, a.crossLeading), .equal, anchor(container, a.crossLeading), priority: 50)
      add("UISV-hiding", anchor(view, a.crossLength), .equal, nil, priority: 25)
    }
  }
}
