import ConstraintSolver

/// Whether the engine's answer for an item is the only optimal one (spec decision 4), and
/// moving an ambiguous item to another optimal answer.
extension View {
  /// Whether the view's frame could change on either axis without making any priority level
  /// worse. Lays out first if the hierarchy has never been laid out.
  ///
  /// As in UIKit, asking about an ambiguous view reports it (``LayoutReport/ambiguousLayout(view:synopsis:)``)
  /// with its line of ``autolayoutTrace()``. The per-axis ``hasAmbiguousLayout(for:)`` does not.
  public var hasAmbiguousLayout: Bool {
    let ambiguous = !ambiguousVariables(on: nil).isEmpty
    if ambiguous {
      layoutDiagnostics.report(.ambiguousLayout(view: ReportedView(self), synopsis: traceLine))
    }
    return ambiguous
  }

  /// Whether the view's position or size on `axis` is ambiguous.
  public func hasAmbiguousLayout(for axis: LayoutAxis) -> Bool {
    !ambiguousVariables(on: axis).isEmpty
  }

  /// Moves the view to another frame that is just as good, when its layout is ambiguous, and
  /// lays the hierarchy out: each call moves it again, so calling it repeatedly makes an
  /// ambiguous view jump between its possible frames, as UIKit's does. An unambiguous view
  /// does not move.
  ///
  /// The move lasts until the constraints change or the method is called again.
  public func exerciseAmbiguityInLayout() {
    exerciseAmbiguity(of: itemVariables, in: self)
  }
}

extension LayoutGuide {
  /// Whether the guide's frame could change on either axis without making any priority level
  /// worse. A guide may be left free on an axis no view depends on (behaviour-1 §1.13).
  public var hasAmbiguousLayout: Bool {
    guard let owner = owningView else { return false }
    return !owner.ambiguousVariables(of: itemVariables, on: nil).isEmpty
  }

  /// Whether the guide's position or size on `axis` is ambiguous.
  public func hasAmbiguousLayout(for axis: LayoutAxis) -> Bool {
    guard let owner = owningView else { return false }
    return !owner.ambiguousVariables(of: itemVariables, on: axis).isEmpty
  }

  /// Moves the guide to another rectangle that is just as good, when its layout is ambiguous.
  public func exerciseAmbiguityInLayout() {
    guard let owner = owningView else { return }
    exerciseAmbiguity(of: itemVariables, in: owner)
  }
}

/// One of an item's four engine values, named as UIKit's traces name them.
struct ItemValue {
  /// `minX`, `minY`, `Width` or `Height`.
  let name: String
  let variable: Variable
  let axis: LayoutAxis
}

extension ItemVariables {
  /// The values in the order UIKit's traces list them.
  var named: [ItemValue] {
    [
      ItemValue(name: "minX", variable: minX, axis: .horizontal),
      ItemValue(name: "minY", variable: minY, axis: .vertical),
      ItemValue(name: "Width", variable: width, axis: .horizontal),
      ItemValue(name: "Height", variable: height, axis: .vertical),
    ]
  }
}

extension View {
  /// The engine of the view's hierarchy, built by an update-constraints pass if there is none yet.
  var preparedEngine: LayoutEngine? {
    let root = layoutRoot
    if root.hierarchyContext.engine == nil { root.performUpdateConstraintsPass() }
    return root.hierarchyContext.engine
  }

  /// The view's own ambiguous values on `axis` (both axes when nil).
  func ambiguousVariables(on axis: LayoutAxis?) -> [ItemValue] {
    ambiguousVariables(of: itemVariables, on: axis)
  }

  /// The ambiguous values of an item of this view's hierarchy on `axis` (both when nil).
  func ambiguousVariables(of variables: ItemVariables, on axis: LayoutAxis?) -> [ItemValue] {
    guard let engine = preparedEngine else { return [] }
    return variables.named.filter { value in
      (axis == nil || value.axis == axis) && engine.solver.isAmbiguous(value.variable)
    }
  }
}

/// Pulls one ambiguous value per axis: pulling a position and a size of the same axis at once
/// may cancel out (an item with a fixed trailing edge trades one for the other), and moving one
/// moves whatever depends on it anyway. An axis that the pull on the other already moved is not
/// pulled again: a size tied to the other axis's (`height == 0.5 × width`) would be pulled back
/// to where it was, and the first move with it.
private func exerciseAmbiguity(of variables: ItemVariables, in view: View) {
  guard let engine = view.preparedEngine else { return }
  let named = variables.named
  let before = named.map { engine.value(of: $0.variable) }
  var moved = false
  for axis in LayoutAxis.allCases {
    let alreadyMoved = named.indices.contains {
      named[$0].axis == axis && engine.value(of: named[$0].variable) != before[$0]
    }
    guard !alreadyMoved,
      let value = named.first(where: { $0.axis == axis && engine.solver.isAmbiguous($0.variable) })
    else { continue }
    if engine.exerciseAmbiguity(of: value.variable) { moved = true }
  }
  if moved {
    view.hierarchyContext.noteWork()
    view.rootView.performLayoutPass()
  }
}
