import Foundation

/// Intrinsic content size, hugging and compression resistance (behaviour-1 §1.18–§1.19; spec
/// decision 7): for each axis with an intrinsic metric `s`, the engine holds
/// `size <= s @hugging` and `size >= s @compressionResistance`.
extension View {
  /// Tells the engine that ``intrinsicContentSize`` (or a baseline, or the alignment insets)
  /// changed; the next update-constraints pass reads it again.
  public func invalidateIntrinsicContentSize() {
    hierarchyContext.noteInvalidation(of: self, "-invalidateIntrinsicContentSize")
    needsIntrinsicUpdate = true
    enqueueForUpdate()
    superview?.subviewContentDidChange(self)
  }

  /// How strongly the view resists growing beyond its intrinsic size on `axis`; 250 by default.
  public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { hugging[axis] }

  /// Sets the hugging priority on `axis`. A priority outside (0, 1000] is reported and ignored.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    guard validate(priority, "content hugging") else { return }
    hugging[axis] = priority
    updateContentSizePriority(of: axis, hugging: true, to: priority)
  }

  /// How strongly the view resists shrinking below its intrinsic size on `axis`; 750 by default.
  public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
    compressionResistance[axis]
  }

  /// Sets the compression resistance on `axis`. A priority outside (0, 1000] is reported and
  /// ignored.
  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    guard validate(priority, "compression resistance") else { return }
    compressionResistance[axis] = priority
    updateContentSizePriority(of: axis, hugging: false, to: priority)
  }

  private func validate(_ priority: LayoutPriority, _ what: String) -> Bool {
    guard priority.isValid else {
      layoutDiagnostics.report(
        .illegalConstraint(.invalidPriority(priority.rawValue, constraint: "\(layoutName) \(what)")))
      return false
    }
    return true
  }

  /// Changes the priority of the matching content-size constraint in place.
  private func updateContentSizePriority(of axis: LayoutAxis, hugging isHugging: Bool, to priority: LayoutPriority) {
    superview?.subviewContentDidChange(self)
    let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
    let relation: LayoutRelation = isHugging ? .lessThanOrEqual : .greaterThanOrEqual
    for constraint in contentSizeConstraints
    where constraint.firstAttribute == attribute && constraint.relation == relation {
      guard constraint.storedPriority != priority else { continue }
      if constraint.storedPriority.isRequired != priority.isRequired {
        // The engine cannot move a constraint between required and optional: replace it.
        let owner = constraint.owner
        owner?.uninstall(constraint)
        constraint.storedPriority = priority
        owner?.install(constraint)
      } else {
        constraint.storedPriority = priority
        constraint.owner?.constraintDidChange(constraint)
      }
    }
  }

  /// Brings the content-size constraints in line with ``effectiveIntrinsicContentSize``, changing
  /// constants in place where the axes stay the same.
  func syncIntrinsicContentSize() {
    let geometry = TranslatedGeometry(
      alignmentRectInsets: alignmentRectInsets, firstBaselineOffsetFromTop: firstBaselineOffsetFromTop,
      lastBaselineOffsetFromBottom: lastBaselineOffsetFromBottom)
    if let old = translatedGeometry, old != geometry { retranslateConstraints() }
    translatedGeometry = geometry

    let size = effectiveIntrinsicContentSize
    guard size != appliedIntrinsicSize else { return }
    appliedIntrinsicSize = size
    // Without arrays of what is wanted and what exists: every view with content passes here.
    let hasWidth = Self.isUsableIntrinsicMetric(size.width)
    let hasHeight = Self.isUsableIntrinsicMetric(size.height)
    let existing = contentSizeConstraints
    // The constraints are a hugging and a resistance per measured axis, width first.
    let sameAxes =
      existing.count == (hasWidth ? 2 : 0) + (hasHeight ? 2 : 0)
      && existing.indices.allSatisfy { existing[$0].firstAttribute == (hasWidth && $0 < 2 ? .width : .height) }
    if sameAxes {
      // Every constant first, then the engine: it solves an axis's two as one constraint, whose
      // halves must not be seen apart (it would split them).
      var changed: UInt8 = 0
      for index in existing.indices {
        let value = existing[index].firstAttribute == .width ? size.width : size.height
        if existing[index].setConstantUnreported(value) { changed |= 1 << index }
      }
      for index in existing.indices where changed & (1 << index) != 0 {
        existing[index].owner?.constraintDidChange(existing[index])
      }
      return
    }
    // Together, and made active together below: the engine pairs an axis's two when both are there.
    uninstall(existing)
    var made: [LayoutConstraint] = []
    made.reserveCapacity(4)
    func make(_ attribute: LayoutAttribute, _ axis: LayoutAxis, _ value: CGFloat) {
      made.append(
        LayoutConstraint(
          first: .attribute(WeakItem(self), attribute), relation: .lessThanOrEqual, second: nil, multiplier: 1,
          constant: value, priority: hugging[axis], origin: .contentSize))
      made.append(
        LayoutConstraint(
          first: .attribute(WeakItem(self), attribute), relation: .greaterThanOrEqual, second: nil, multiplier: 1,
          constant: value, priority: compressionResistance[axis], origin: .contentSize))
    }
    if hasWidth { make(.width, .horizontal, size.width) }
    if hasHeight { make(.height, .vertical, size.height) }
    contentSizeConstraints = made
    install(made)
  }

  /// Whether an intrinsic size on one axis makes constraints: not ``noIntrinsicMetric``, not
  /// negative, finite.
  private static func isUsableIntrinsicMetric(_ value: CGFloat) -> Bool {
    value != View.noIntrinsicMetric && value >= 0 && value.isFinite
  }

  /// Translates again every engine constraint that reads this view's alignment insets or
  /// baselines: those that mention it, and those it owns (measured from its origin).
  func retranslateConstraints() {
    let context = hierarchyContext
    guard let engine = context.engine else { return }
    // Inside a host, nothing else would run its pass to read the change.
    context.noteWork()
    for constraint in ownedConstraints.elements { engine.update(constraint) }
    var ancestor = superview
    while let owner = ancestor {
      for constraint in owner.ownedConstraints.elements
      where constraint.containsPart(where: { $0.0 === self }) {
        engine.update(constraint)
      }
      ancestor = owner.superview
    }
    // The guides' constants are measured from the alignment rectangle: recompute them. The
    // frame is the alignment rectangle outset by the insets: apply it again, and the subviews'.
    for index in systemGuideStates.indices { systemGuideStates[index].insets = nil }
    enqueueInsetsRefresh()
    superview?.setNeedsLayout()
    setNeedsLayout()
  }
}
