import Foundation

/// The constraints a stack view wants along its axis (behaviour-2 §5, "Stack view constraint
/// model"): the ends pinned to the canvas, the gaps, and the distribution. Guides/StackViews.md
/// lists every constraint with its identifier and priority.
extension StackView {
  /// Every constraint the stack's arrangement needs now, in the order they are installed.
  ///
  /// - Complexity: O(*n*) for *n* arranged views.
  func arrangementSpecs() -> [StackConstraintSpec] {
    var specs = StackSpecList(attributes: StackAttributes(axis), container: arrangementCanvas)
    let visible = arrangedSubviews.filter { !$0.isHidden }
    if visible.isEmpty {
      specs.addEmptyCanvasFit()
    } else {
      specs.addCanvasConnections(first: visible[0], last: visible[visible.count - 1])
      let gaps = zip(visible, visible.dropFirst()).map { resolvedSpacing(after: $0.0) }
      specs.addSpacing(visible, gaps: gaps, minimum: distribution.spacingIsMinimum, baselines: usesBaselineGaps)
      addDistribution(visible, gaps: gaps, to: &specs)
      specs.addAlignment(visible, alignment: effectiveAlignment, boundsTopByAll: boundsBaselineTopByEveryView)
      if wantsTextWidthDisambiguation { specs.addTextWidthDisambiguation(visible, spacing: spacing) }
    }
    specs.addHiddenViewParking(arrangedSubviews)
    return specs.specs
  }

  /// The item the views are arranged in: the stack, or its margins guide.
  var arrangementCanvas: LayoutItem {
    isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
  }

  /// The spacing after `view` in points, and whether it is the system spacing.
  func resolvedSpacing(after view: View) -> StackGap {
    var value = spacing
    if let custom = customSpacings[ObjectIdentifier(view)], custom != StackView.spacingUseDefault { value = custom }
    if value == StackView.spacingUseSystem { return StackGap(points: systemSpacing, isSystem: true) }
    // `spacingUseDefault` as the stack's own spacing means the default spacing, 0.
    if value == StackView.spacingUseDefault { return StackGap(points: 0, isSystem: false) }
    return StackGap(points: value, isSystem: false)
  }

  /// Baseline alignments only apply across a horizontal stack; a vertical one treats first
  /// baseline as leading and last baseline as trailing, as the raw values pair them.
  var effectiveAlignment: Alignment {
    guard axis == .vertical else { return alignment }
    switch alignment {
    case .firstBaseline: return .leading
    case .lastBaseline: return .trailing
    default: return alignment
    }
  }

  var usesBaselineGaps: Bool { axis == .vertical && isBaselineRelativeArrangement }

  var boundsBaselineTopByEveryView: Bool {
    !compatibilityBehaviors.contains(.baselineTopBoundByFirstViewOnly)
  }

  var wantsTextWidthDisambiguation: Bool {
    axis == .horizontal && distribution == .fill && compatibilityBehaviors.contains(.multilineTextWidthDisambiguation)
  }

  private func addDistribution(_ visible: [View], gaps: [StackGap], to specs: inout StackSpecList) {
    switch distribution {
    case .fill: break
    case .fillEqually: specs.addEqualLengths(visible)
    case .fillProportionally:
      let lengths = visible.map { view -> CGFloat in
        let size = view.effectiveIntrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        // A view without an intrinsic length has no share (UIKit measures it; see the guide).
        return length.isFinite && length > 0 ? length : 0
      }
      specs.addProportionalLengths(visible, lengths: lengths, totalSpacing: gaps.reduce(0) { $0 + $1.points })
    case .equalSpacing, .equalCentering:
      specs.addEqualGaps(visible, betweenCentres: distribution == .equalCentering)
      // With nothing else deciding the stack's length, the gaps stay at their minimum, as
      // Interface Builder's stored frames show (an equal-spacing stack in a scroll view, its
      // length free, stored with 8-point gaps and not marked ambiguous).
      specs.addLengthFit()
    }
  }
}

extension StackView.Distribution {
  /// Whether `spacing` is a minimum rather than the exact gap.
  var spacingIsMinimum: Bool { self == .equalSpacing || self == .equalCentering }
}

/// A gap between two arranged views.
struct StackGap {
  var points: CGFloat
  /// Made as UIKit makes the system spacing, with `systemSpacingMultiplier` 1.
  var isSystem: Bool
}

/// The attributes of one axis of a stack and of the axis across it.
struct StackAttributes {
  let leading: LayoutAttribute, trailing: LayoutAttribute, center: LayoutAttribute, length: LayoutAttribute
  let crossLeading: LayoutAttribute, crossTrailing: LayoutAttribute
  let crossCenter: LayoutAttribute, crossLength: LayoutAttribute

  init(_ axis: LayoutAxis) {
    if axis == .horizontal {
      (leading, trailing, center, length) = (.leading, .trailing, .centerX, .width)
      (crossLeading, crossTrailing, crossCenter, crossLength) = (.top, .bottom, .centerY, .height)
    } else {
      (leading, trailing, center, length) = (.top, .bottom, .centerY, .height)
      (crossLeading, crossTrailing, crossCenter, crossLength) = (.leading, .trailing, .centerX, .width)
    }
  }
}

/// The specs being collected for one arrangement, with the main-axis rules.
struct StackSpecList {
  let attributes: StackAttributes
  let container: LayoutItem
  private(set) var specs: [StackConstraintSpec] = []

  init(attributes: StackAttributes, container: LayoutItem) {
    self.attributes = attributes
    self.container = container
  }

  /// An attribute of an item, as a constraint side.
  func anchor(_ item: LayoutItem, _ attribute: LayoutAttribute) -> AnchorValue {
    .attribute(WeakItem(item), attribute)
  }

  mutating func add(
    _ identifier: String, _ first: AnchorValue, _ relation: LayoutRelation, _ second: AnchorValue?,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required,
    systemSpacing: Bool = false, tag: ObjectIdentifier? = nil
  ) {
    var spec = StackConstraintSpec(
      identifier: identifier, first: first, relation: relation, second: second, multiplier: multiplier,
      constant: constant, priority: priority, systemSpacingMultiplier: systemSpacing ? 1 : nil)
    spec.tag = tag
    specs.append(spec)
  }

  /// `UISV-canvas-connection`: the first view's leading edge and the last view's trailing edge
  /// on the canvas's (required).
  mutating func addCanvasConnections(first: View, last: View) {
    add("UISV-canvas-connection", anchor(container, attributes.leading), .equal, anchor(first, attributes.leading))
    addTrailingCanvasConnection(last: last)
  }

  /// The last view's trailing edge on the canvas's (`UISV-canvas-connection`, required).
  mutating func addTrailingCanvasConnection(last: View) {
    add("UISV-canvas-connection", anchor(last, attributes.trailing), .equal, anchor(container, attributes.trailing))
  }

  /// `UISV-spacing`: each view after the previous one plus the gap; exact for the fill
  /// distributions, a minimum for the equal ones (required). With baseline-relative arrangement,
  /// from the last baseline above to the first baseline below.
  mutating func addSpacing(_ views: [View], gaps: [StackGap], minimum: Bool, baselines: Bool) {
    for ((previous, next), gap) in zip(zip(views, views.dropFirst()), gaps) {
      addGap(gap, from: previous, to: next, minimum: minimum, baselines: baselines)
    }
  }

  /// One `UISV-spacing`: `next` after `previous` plus `gap`.
  mutating func addGap(_ gap: StackGap, from previous: View, to next: View, minimum: Bool, baselines: Bool) {
    let (before, after) =
      baselines
      ? (LayoutAttribute.lastBaseline, LayoutAttribute.firstBaseline) : (attributes.trailing, attributes.leading)
    add(
      "UISV-spacing", anchor(next, after), minimum ? .greaterThanOrEqual : .equal, anchor(previous, before),
      constant: gap.points, systemSpacing: gap.isSystem)
  }

  /// `UISV-fill-equally`: every view as long as the first (required).
  mutating func addEqualLengths(_ views: [View]) {
    for view in views.dropFirst() {
      add("UISV-fill-equally", anchor(view, attributes.length), .equal, anchor(views[0], attributes.length))
    }
  }

  /// `UISV-fill-proportionally`: `vᵢ.length == (cᵢ/Σc)·(canvas.length − Σspacing)` (§5's formula)
  /// at 999 − i, no lower than 751 (UIKit's priorities: when something else holds a view, the
  /// later views give). With no intrinsic length anywhere, the shares are equal.
  mutating func addProportionalLengths(_ views: [View], lengths: [CGFloat], totalSpacing: CGFloat) {
    let total = lengths.reduce(0, +)
    let shares = total > 0 ? lengths.map { $0 / total } : lengths.map { _ in 1 / CGFloat(lengths.count) }
    for (index, (view, share)) in zip(views, shares).enumerated() {
      let priority = LayoutPriority(Float(max(999 - index, 751)))
      if share > 0 {
        add(
          "UISV-fill-proportionally", anchor(view, attributes.length), .equal, anchor(container, attributes.length),
          multiplier: share, constant: -share * totalSpacing, priority: priority)
      } else {
        add("UISV-fill-proportionally", anchor(view, attributes.length), .equal, nil, priority: priority)
      }
    }
  }

  /// `UISV-distributing`: every gap as long as the first (equal spacing, required), or every
  /// distance between adjacent centres as long as the first (equal centering, at 150 − i, no
  /// lower than 50, below compression resistance: UIKit's priorities, so that the gaps shrink to
  /// `spacing` before any view does, as Apple documents).
  mutating func addEqualGaps(_ views: [View], betweenCentres: Bool) {
    guard views.count > 2 else { return }
    let a = attributes
    let (from, to) = betweenCentres ? (a.center, a.center) : (a.trailing, a.leading)
    func gap(_ index: Int) -> AnchorValue {
      .offset(from: anchor(views[index], from), to: anchor(views[index + 1], to))
    }
    for index in 1..<(views.count - 1) {
      let priority = betweenCentres ? LayoutPriority(Float(max(150 - index, 50))) : .required
      add("UISV-distributing", gap(index), .equal, gap(0), priority: priority)
    }
  }

  /// `UISV-canvas-fit` along the axis only, at 49: the canvas as short as its views and minimum
  /// gaps allow, when nothing else decides its length.
  mutating func addLengthFit() {
    add("UISV-canvas-fit", anchor(container, attributes.length), .equal, nil, priority: 49)
  }

  /// `UISV-canvas-fit`: with nothing visible, the canvas shrinks to nothing (at 49, UIKit's).
  mutating func addEmptyCanvasFit() {
    add("UISV-canvas-fit", anchor(container, attributes.length), .equal, nil, priority: 49)
    add("UISV-canvas-fit", anchor(container, attributes.crossLength), .equal, nil, priority: 49)
  }
}
