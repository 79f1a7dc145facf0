import Foundation

/// The constraints a gravity stack wants (Guides/StackViews.md, "NSStackView", lists them): the
/// edge insets, the gravity areas or a `UIStackView`-like distribution along the orientation, the
/// alignment across it, the holds that decide when views detach, and where hidden views park.
extension GravityStackView {
  /// Every constraint the stack needs now, in the order they are installed.
  ///
  /// - Complexity: O(*n*) for *n* views, plus sorting them by visibility priority.
  func gravitySpecs() -> [StackConstraintSpec] {
    let axis = orientation.axis
    var specs = StackSpecList(attributes: StackAttributes(axis), container: contentGuide)
    addEdgeInsets(to: &specs)
    let attachedAreas = areas.map { $0.filter(isAttached) }
    let attached = attachedAreas.flatMap { $0 }
    if attached.isEmpty {
      // With nothing attached the content shrinks to nothing, at the stack's hugging.
      let a = specs.attributes
      specs.add("NSSV-hugging", specs.anchor(contentGuide, a.length), .equal, nil, priority: huggingPriority(for: axis))
      specs.add(
        "NSSV-hugging", specs.anchor(contentGuide, a.crossLength), .equal, nil,
        priority: huggingPriority(for: axis == .horizontal ? .vertical : .horizontal))
    } else {
      if distribution == .gravityAreas {
        addGravityAreas(attachedAreas, to: &specs)
      } else {
        addDistribution(attached, to: &specs)
      }
      addAlignment(attached, to: &specs)
    }
    addVisibilityHolds(to: &specs)
    if detachesHiddenViews {
      // Parked where they would start, weakly, as `StackView` parks its hidden views.
      specs.addHiddenViewParking(arrangedSubviews.filter { $0.superview === self && contains($0) })
    }
    return specs.specs.map(\.appKitNamed)
  }

  /// Whether `view` is arranged now: in the hierarchy and neither hidden-detached nor squeezed out.
  func isAttached(_ view: View) -> Bool {
    view.superview === self && !isDetachedForHiding(view) && !squeezedOut.contains { $0 === view }
  }

  /// The gap after `view`: its custom spacing, or ``spacing``.
  func resolvedGap(after view: View) -> CGFloat {
    customSpacings[ObjectIdentifier(view)] ?? spacing
  }

  /// `NSSV-edge-insets`: the content guide inside the stack by ``edgeInsets`` (physical left and
  /// right, as `NSEdgeInsets`).
  private func addEdgeInsets(to specs: inout StackSpecList) {
    let g = contentGuide
    specs.add("NSSV-edge-insets", specs.anchor(g, .left), .equal, specs.anchor(self, .left), constant: edgeInsets.left)
    specs.add("NSSV-edge-insets", specs.anchor(g, .top), .equal, specs.anchor(self, .top), constant: edgeInsets.top)
    specs.add("NSSV-edge-insets", specs.anchor(self, .right), .equal, specs.anchor(g, .right), constant: edgeInsets.right)
    specs.add(
      "NSSV-edge-insets", specs.anchor(self, .bottom), .equal, specs.anchor(g, .bottom), constant: edgeInsets.bottom)
  }

  /// The gravity areas along the orientation. Inside an area the gaps are exact
  /// (`NSSV-spacing`, required). Between areas a gap is at least the spacing (required) and
  /// equal to it just below the stack's hugging priority (`NSSV-hugging`, hugging − 1). The
  /// leading area starts at the leading edge (required); the trailing area ends at the trailing
  /// edge at the clipping resistance priority; an edge with no area there is approached at
  /// hugging − 1. The centre area is centred (`NSSV-centering`) at hugging − 2, so a stack that
  /// is free to shrink still hugs its views, and a larger one centres the area where it can.
  private func addGravityAreas(_ attachedAreas: [[View]], to specs: inout StackSpecList) {
    let axis = orientation.axis
    let a = specs.attributes
    // Just below the stack's hugging, so that views whose hugging equals it keep their lengths
    // (a tie would let the solver stretch a view instead of a gap).
    let stackHug = huggingPriority(for: axis)
    let hug = stackHug.isRequired ? stackHug : LayoutPriority(max(stackHug.rawValue - 1, 2))
    let clip = clippingResistancePriority(for: axis)
    let g = contentGuide
    let filled = attachedAreas.indices.filter { !attachedAreas[$0].isEmpty }
    for index in filled {
      let views = attachedAreas[index]
      for (previous, next) in zip(views, views.dropFirst()) {
        specs.add(
          "NSSV-spacing", specs.anchor(next, a.leading), .equal, specs.anchor(previous, a.trailing),
          constant: resolvedGap(after: previous))
      }
    }
    for (before, after) in zip(filled, filled.dropFirst()) {
      guard let previous = attachedAreas[before].last, let next = attachedAreas[after].first else { continue }
      let gap = resolvedGap(after: previous)
      let isExact = hug.isRequired
      specs.add(
        "NSSV-spacing", specs.anchor(next, a.leading), isExact ? .equal : .greaterThanOrEqual,
        specs.anchor(previous, a.trailing), constant: gap)
      if !isExact {
        specs.add(
          "NSSV-hugging", specs.anchor(next, a.leading), .equal, specs.anchor(previous, a.trailing), constant: gap,
          priority: hug)
      }
    }
    guard let firstArea = filled.first, let lastArea = filled.last,
      let first = attachedAreas[firstArea].first, let last = attachedAreas[lastArea].last
    else { return }
    if firstArea == 0 || hug.isRequired {
      specs.add("NSSV-leading-edge", specs.anchor(first, a.leading), .equal, specs.anchor(g, a.leading))
    } else {
      specs.add("NSSV-leading-edge", specs.anchor(first, a.leading), .greaterThanOrEqual, specs.anchor(g, a.leading))
      specs.add("NSSV-hugging", specs.anchor(first, a.leading), .equal, specs.anchor(g, a.leading), priority: hug)
    }
    if lastArea == 2 || hug.isRequired {
      specs.add("NSSV-trailing-edge", specs.anchor(g, a.trailing), .equal, specs.anchor(last, a.trailing), priority: clip)
    } else {
      specs.add(
        "NSSV-trailing-edge", specs.anchor(g, a.trailing), .greaterThanOrEqual, specs.anchor(last, a.trailing),
        priority: clip)
      specs.add("NSSV-hugging", specs.anchor(g, a.trailing), .equal, specs.anchor(last, a.trailing), priority: hug)
    }
    if let start = attachedAreas[1].first, let end = attachedAreas[1].last, !stackHug.isRequired {
      // The area's middle on the guide's: centre − start == end − centre.
      let centre = specs.anchor(g, a.center)
      specs.add(
        "NSSV-centering", .offset(from: specs.anchor(start, a.leading), to: centre), .equal,
        .offset(from: centre, to: specs.anchor(end, a.trailing)), priority: LayoutPriority(max(hug.rawValue - 1, 1)))
    }
  }

  /// The distributions other than gravity areas: the views of the three areas in order, with
  /// `UIStackView`'s constraints (``StackView``); the equal distributions shrink onto their
  /// views at the stack's hugging priority.
  private func addDistribution(_ views: [View], to specs: inout StackSpecList) {
    let axis = orientation.axis
    let gaps = zip(views, views.dropFirst()).map { StackGap(points: resolvedGap(after: $0.0), isSystem: false) }
    specs.addCanvasConnections(first: views[0], last: views[views.count - 1])
    let isEqual = distribution == .equalSpacing || distribution == .equalCentering
    specs.addSpacing(views, gaps: gaps, minimum: isEqual, baselines: false)
    switch distribution {
    case .gravityAreas, .fill: break
    case .fillEqually: specs.addEqualLengths(views)
    case .fillProportionally:
      specs.addProportionalLengths(
        views, lengths: views.map(intrinsicLength), totalSpacing: gaps.reduce(0) { $0 + $1.points })
    case .equalSpacing, .equalCentering:
      specs.addEqualGaps(views, betweenCentres: distribution == .equalCentering)
      specs.add(
        "NSSV-hugging", specs.anchor(contentGuide, specs.attributes.length), .equal, nil,
        priority: huggingPriority(for: axis))
    }
  }

  /// Across the orientation (`NSSV-alignment`, required): the aligned attribute of every view
  /// on the guide's (the first view's for baselines), every view inside the guide, the guide
  /// shrunk onto the largest view at the stack's hugging priority across the orientation, and a
  /// view's unconstrained size collapsed (at 25).
  private func addAlignment(_ views: [View], to specs: inout StackSpecList) {
    let horizontal = orientation == .horizontal
    let g = contentGuide
    let (start, end, _, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
      horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
    let crossHug = huggingPriority(for: horizontal ? .vertical : .horizontal)
    let fills = alignment == (horizontal ? .height : .width)
    for view in views {
      if fills {
        specs.add("NSSV-alignment", specs.anchor(view, start), .equal, specs.anchor(g, start))
        specs.add("NSSV-alignment", specs.anchor(g, end), .equal, specs.anchor(view, end))
        continue
      }
      switch (horizontal, alignment) {
      case (true, .top), (true, .bottom), (true, .centerY), (false, .leading), (false, .trailing), (false, .left),
        (false, .right), (false, .centerX):
        specs.add("NSSV-alignment", specs.anchor(view, alignment), .equal, specs.anchor(g, alignment))
      case (true, .firstBaseline), (true, .lastBaseline):
        if view !== views[0] {
          specs.add("NSSV-alignment", specs.anchor(view, alignment), .equal, specs.anchor(views[0], alignment))
        }
      default: break  // `.notAnAttribute` or an attribute along the orientation: no alignment.
      }
      specs.add("NSSV-boundary", specs.anchor(view, start), .greaterThanOrEqual, specs.anchor(g, start))
      specs.add("NSSV-boundary", specs.anchor(g, end), .greaterThanOrEqual, specs.anchor(view, end))
      specs.add("NSSV-ambiguity-suppression", specs.anchor(view, size), .equal, nil, priority: 25)
    }
    specs.add("NSSV-hugging", specs.anchor(g, size), .equal, nil, priority: crossHug)
  }

  /// `NSSV-visibility`: for each view that may detach, the content at least as long as that
  /// view and every view held more strongly need, at the view's visibility priority (999 at
  /// most); `NSSV-clipping`: at least as long as the views that must hold need, at the clipping
  /// resistance priority. They let the stack grow to show its views as far as the constraints
  /// around it allow; the layout pass then detaches what does not fit (``updateDetachedViews()``).
  private func addVisibilityHolds(to specs: inout StackSpecList) {
    let length = specs.anchor(contentGuide, specs.attributes.length)
    let ranked = rankedCandidates()
    let mustHold = ranked.filter { visibilityPriority(for: $0) == .mustHold }
    if !mustHold.isEmpty {
      specs.add(
        "NSSV-clipping", length, .greaterThanOrEqual, nil, constant: neededLength(mustHold),
        priority: clippingResistancePriority(for: orientation.axis))
    }
    for (index, view) in ranked.enumerated() {
      let priority = visibilityPriority(for: view)
      guard priority < .mustHold, priority > .notVisible else { continue }
      var spec = StackConstraintSpec(
        identifier: "NSSV-visibility", first: length, relation: .greaterThanOrEqual, second: nil,
        constant: neededLength(Array(ranked[...index])), priority: LayoutPriority(min(priority.rawValue, 999)))
      spec.tag = ObjectIdentifier(view)
      specs.append(spec)
    }
  }
}

extension StackConstraintSpec {
  /// The spec with AppKit's prefix: the shared `UIStackView` helpers name theirs `UISV-`.
  var appKitNamed: StackConstraintSpec {
    guard identifier.hasPrefix("UISV-") else { return self }
    var spec = StackConstraintSpec(
      identifier: "NSSV-" + identifier.dropFirst(5), first: first, relation: relation, second: second,
      multiplier: multiplier, constant: constant, priority: priority, systemSpacingMultiplier: systemSpacingMultiplier)
    spec.tag = tag
    return spec
  }
}

extension StackSpecList {
  /// Adds a spec made elsewhere.
  mutating func append(_ spec: StackConstraintSpec) {
    add(
      spec.identifier, spec.first, spec.relation, spec.second, multiplier: spec.multiplier, constant: spec.constant,
      priority: spec.priority, systemSpacing: spec.systemSpacingMultiplier != nil, tag: spec.tag)
  }
}
