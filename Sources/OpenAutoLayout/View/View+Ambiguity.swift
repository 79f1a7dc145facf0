/// Whether the engine's answer for a view is the only optimal one (spec decision 4).
extension View {
  /// Whether the view's frame could change on either axis without making any priority level
  /// worse. Lays out first if the hierarchy has never been laid out.
  public var hasAmbiguousLayout: Bool {
    hasAmbiguousLayout(for: .horizontal) || hasAmbiguousLayout(for: .vertical)
  }

  /// Whether the view's position or size on `axis` is ambiguous.
  public func hasAmbiguousLayout(for axis: LayoutAxis) -> Bool {
    isAmbiguous(itemVariables, axis: axis, in: self)
  }
}

extension LayoutGuide {
  /// Whether the guide's frame could change on either axis without making any priority level
  /// worse. A guide may be left free on an axis no view depends on (behaviour-1 §1.13).
  public var hasAmbiguousLayout: Bool {
    guard let owner = owningView else { return false }
    return isAmbiguous(itemVariables, axis: .horizontal, in: owner)
      || isAmbiguous(itemVariables, axis: .vertical, in: owner)
  }

  /// Whether the guide's position or size on `axis` is ambiguous.
  public func hasAmbiguousLayout(for axis: LayoutAxis) -> Bool {
    guard let owner = owningView else { return false }
    return isAmbiguous(itemVariables, axis: axis, in: owner)
  }
}

private func isAmbiguous(_ variables: ItemVariables, axis: LayoutAxis, in view: View) -> Bool {
  let root = view.rootView
  if root.hierarchyContext.engine == nil { root.performUpdateConstraintsPass() }
  guard let engine = root.hierarchyContext.engine else { return false }
  let pair = axis == .horizontal ? [variables.minX, variables.width] : [variables.minY, variables.height]
  return pair.contains { engine.solver.isAmbiguous($0) }
}
