import ConstraintSolver
import Foundation

/// Why an item's layout is ambiguous on an axis, and a change that settles it (spec decision 4):
/// "`blue.width` and `red.width` can trade space: both hug at 250 — raise red's horizontal
/// hugging to 251".
///
/// The diagnosis moves the item to another optimal solution on a copy of the engine and looks
/// at what moved with it: two views stretched (or squeezed) at equal priorities are a content
/// priority tie; an item nothing else moves with is missing a constraint. Every fix is tried on
/// that copy before it is suggested, and the list holds as many as it takes for the item to
/// stop being ambiguous on the axis.
public struct AmbiguityExplanation: CustomStringConvertible {
  /// The item's values that can change, such as `blue.width`.
  public let freeValues: [String]
  /// Values of other items that change with them, such as `red.width`.
  public let movesWith: [String]
  /// Why nothing decides between the solutions.
  public let reason: String
  /// The changes that, made together, remove the ambiguity on the axis.
  public let fixes: [LayoutFix]

  public var description: String {
    let values = (freeValues + movesWith).map { "`\($0)`" }
    let subject =
      movesWith.isEmpty
      ? "\(values.joined(separator: " and ")) can take more than one value"
      : "\(values.joined(separator: " and ")) can trade space"
    let fix = fixes.isEmpty ? "" : " Fix: " + fixes.map(\.description).joined(separator: "; then ") + "."
    return "\(subject): \(reason).\(fix)"
  }
}

extension View {
  /// Why the view's layout is ambiguous on `axis`, with a fix; nil when it is not ambiguous.
  public func explainAmbiguity(for axis: LayoutAxis) -> AmbiguityExplanation? {
    var diagnosis = AmbiguityDiagnosis(host: self, item: self, variables: itemVariables, axis: axis)
    return diagnosis?.run()
  }
}

extension LayoutGuide {
  /// Why the guide's layout is ambiguous on `axis`, with a fix; nil when it is not ambiguous.
  public func explainAmbiguity(for axis: LayoutAxis) -> AmbiguityExplanation? {
    guard let owner = owningView else { return nil }
    var diagnosis = AmbiguityDiagnosis(host: owner, item: self, variables: itemVariables, axis: axis)
    return diagnosis?.run()
  }
}

/// A value of the hierarchy that a diagnosis watches.
private struct TrackedValue {
  let name: String
  let variable: Variable
  /// The view whose size it is, for content priorities; nil for positions and guides.
  let sizedView: View?
  /// Whether it is a width or height rather than a position.
  let isSize: Bool
}

/// The work of ``AmbiguityExplanation``: a copy of the engine's solver on which fixes are tried.
private struct AmbiguityDiagnosis {
  let engine: LayoutEngine
  let item: LayoutItem
  let host: View
  let variables: ItemVariables
  let axis: LayoutAxis
  /// The hierarchy's values on the axis, to see what moves.
  let tracked: [TrackedValue]
  var solver: Solver
  /// Content priorities as changed by fixes tried so far.
  var hugging: [ObjectIdentifier: LayoutPriority] = [:]
  var resistance: [ObjectIdentifier: LayoutPriority] = [:]
  /// The solver's current form of each content-size constraint changed by a fix tried so far.
  var replaced: [ObjectIdentifier: ConstraintSolver.Constraint] = [:]

  init?(host: View, item: LayoutItem, variables: ItemVariables, axis: LayoutAxis) {
    guard let engine = host.preparedEngine else { return nil }
    self.engine = engine
    self.item = item
    self.host = host
    self.variables = variables
    self.axis = axis
    solver = engine.solver
    // Copies are tried and read at once: no deferred values here.
    solver.defersValueUpdates = false
    var tracked: [TrackedValue] = []
    let horizontal = axis == .horizontal
    func track(_ name: String, _ variables: ItemVariables, _ view: View?) {
      tracked.append(
        TrackedValue(
          name: name + (horizontal ? ".minX" : ".minY"), variable: horizontal ? variables.minX : variables.minY,
          sizedView: nil, isSize: false))
      tracked.append(
        TrackedValue(
          name: name + (horizontal ? ".width" : ".height"), variable: horizontal ? variables.width : variables.height,
          sizedView: view, isSize: true))
    }
    host.layoutRoot.forEachInLayoutSubtree { view in
      track(view.layoutName, view.itemVariables, view)
      for guide in view.allLayoutGuides { track(guide.layoutName, guide.itemVariables, nil) }
    }
    self.tracked = tracked
  }

  mutating func run() -> AmbiguityExplanation? {
    var first: AmbiguityExplanation?
    var fixes: [LayoutFix] = []
    let own = Set(variables.all.map(ObjectIdentifier.init))
    for _ in 0..<8 {
      guard let value = variables.named.first(where: { $0.axis == axis && solver.isAmbiguous($0.variable) }) else {
        break
      }
      var probe = solver
      probe.exerciseAmbiguity(of: value.variable)
      let moved = tracked.filter { abs(probe.value(of: $0.variable) - solver.value(of: $0.variable)) > 1e-6 }
      let others = moved.filter { !own.contains(ObjectIdentifier($0.variable)) }
      let (reason, fix) = diagnose(value, moved: moved, others: others, probe: probe)
      if first == nil {
        // Sizes trading space say it best; positions move only because sizes do.
        let sizes = others.filter(\.isSize)
        let free = tracked.filter { entry in
          own.contains(ObjectIdentifier(entry.variable)) && solver.isAmbiguous(entry.variable)
        }
        first = AmbiguityExplanation(
          freeValues: free.map(\.name), movesWith: (sizes.isEmpty ? others : sizes).map(\.name), reason: reason,
          fixes: [])
      }
      guard let fix, tryOut(fix) else { break }
      fixes.append(fix)
    }
    guard let first else { return nil }
    return AmbiguityExplanation(freeValues: first.freeValues, movesWith: first.movesWith, reason: first.reason, fixes: fixes)
  }

  /// The reason `value` is free and the fix to try: a content priority tie among the views whose
  /// sizes moved, or else a constraint that holds the item's value where it is.
  private func diagnose(
    _ value: ItemValue, moved: [TrackedValue], others: [TrackedValue], probe: Solver
  ) -> (String, LayoutFix?) {
    let sized = moved.compactMap { entry -> (View, LayoutConstraint, Variable)? in
      guard let view = entry.sizedView, let constraint = contentSizeConstraint(of: view) else { return nil }
      return (view, constraint, entry.variable)
    }
    // Stretched beyond the content size in either solution: hugging decides; below it,
    // compression resistance.
    let stretched = sized.filter { _, constraint, variable in
      max(solver.value(of: variable), probe.value(of: variable)) > Double(constraint.constant) + 1e-6
    }
    let squeezed = sized.filter { _, constraint, variable in
      min(solver.value(of: variable), probe.value(of: variable)) < Double(constraint.constant) - 1e-6
    }
    let names = moved.map { "`\($0.name)`" }
    if stretched.count >= 2, let tie = tie(stretched.map(\.0), priorities: { hugging(of: $0) }) {
      let fix = LayoutFix.setContentHuggingPriority(tie.view, tie.priority, axis)
      return ("both hug at \(tie.shared)" + (stretched.count > 2 ? " (\(names.joined(separator: ", ")))" : ""), fix)
    }
    if squeezed.count >= 2, let tie = tie(squeezed.map(\.0), priorities: { resistance(of: $0) }) {
      let fix = LayoutFix.setContentCompressionResistancePriority(tie.view, tie.priority, axis)
      return ("both resist compression at \(tie.shared)", fix)
    }
    let fix = pin(value)
    let subject = "\(item.layoutName).\(value.name == "Width" || value.name == "Height" ? value.name.lowercased() : value.name)"
    if others.isEmpty { return ("nothing fixes \(subject)", fix) }
    return ("no constraint decides how they share it", fix)
  }

  /// Among views at the lowest shared priority, the last one with a raised priority: the
  /// change that breaks the tie. Nil when no two of them share a priority.
  private func tie(_ views: [View], priorities: (View) -> LayoutPriority) -> (view: View, priority: LayoutPriority, shared: LayoutPriority)? {
    var groups: [LayoutPriority: [View]] = [:]
    for view in views { groups[priorities(view), default: []].append(view) }
    guard let (shared, members) = groups.filter({ $0.value.count >= 2 }).min(by: { $0.key < $1.key }),
      let last = members.last
    else { return nil }
    let raised = LayoutPriority(shared.rawValue + 1)
    // A required content priority would change what the view does; lower instead.
    let priority = raised.isRequired ? LayoutPriority(shared.rawValue - 1) : raised
    return (last, priority, shared)
  }

  private func hugging(of view: View) -> LayoutPriority {
    hugging[ObjectIdentifier(view)] ?? view.contentHuggingPriority(for: axis)
  }

  private func resistance(of view: View) -> LayoutPriority {
    resistance[ObjectIdentifier(view)] ?? view.contentCompressionResistancePriority(for: axis)
  }

  /// The view's content-size constraint on the axis (its hugging one), if it has an intrinsic size there.
  private func contentSizeConstraint(of view: View, relation: LayoutRelation = .lessThanOrEqual) -> LayoutConstraint? {
    let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
    return view.contentSizeConstraints.first { $0.firstAttribute == attribute && $0.relation == relation }
  }

  /// A required constraint that holds `value` of the item where it is now: its left (top) edge
  /// at its current distance from its container's, or its size at its current size.
  private func pin(_ value: ItemValue) -> LayoutFix? {
    let container = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
    let constraint: LayoutConstraint
    switch value.name {
    case "Width": constraint = item.widthAnchor.constraint(equalToConstant: 0)
    case "Height": constraint = item.heightAnchor.constraint(equalToConstant: 0)
    case "minX":
      guard let container else { return nil }
      constraint = item.leftAnchor.constraint(equalTo: container.leftAnchor)
    default:
      guard let container else { return nil }
      constraint = item.topAnchor.constraint(equalTo: container.topAnchor)
    }
    let owner = container ?? (item as? View)
    guard let translated = engine.translate(constraint, owner: owner) else { return nil }
    // The expression is `first − second − constant`: its value at constant 0 is the constant
    // that holds the current solution.
    var current = translated.expression.constant
    for term in translated.expression.terms { current += term.coefficient * solver.value(of: term.variable) }
    constraint.constant = CGFloat((current * 1e9).rounded() / 1e9)
    return .addConstraint(constraint)
  }

  /// Makes `fix` on the copy of the solver; false when it cannot be tried.
  private mutating func tryOut(_ fix: LayoutFix) -> Bool {
    switch fix {
    case .addConstraint(let constraint):
      let owner = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView ?? (item as? View)
      guard let translated = engine.translate(constraint, owner: owner) else { return false }
      return (try? solver.add(translated)) != nil
    case .setContentHuggingPriority(let view, let priority, _):
      hugging[ObjectIdentifier(view)] = priority
      return reprioritise(contentSizeConstraint(of: view), priority)
    case .setContentCompressionResistancePriority(let view, let priority, _):
      resistance[ObjectIdentifier(view)] = priority
      return reprioritise(contentSizeConstraint(of: view, relation: .greaterThanOrEqual), priority)
    default:
      return false
    }
  }

  /// Replaces a content-size constraint in the copy by one at `priority`.
  private mutating func reprioritise(_ constraint: LayoutConstraint?, _ priority: LayoutPriority) -> Bool {
    guard let constraint, let current = replaced[ObjectIdentifier(constraint)] ?? engine.solverConstraint(for: constraint)
    else { return false }
    guard let below = current.priorityBelow, let partner = engine.contentSizePartner(of: constraint) else {
      let new = current.priority(priority.solverPriority)
      guard (try? solver.remove(current)) != nil, (try? solver.add(new)) != nil else { return false }
      replaced[ObjectIdentifier(constraint)] = new
      return true
    }
    // The pair is one constraint in the engine (hugging above, resistance below): the other half
    // keeps its priority; a required one makes the two plain constraints again.
    let isHugging = constraint.relation == .lessThanOrEqual
    let above = isHugging ? priority.solverPriority : current.priority
    let newBelow = isHugging ? below : priority.solverPriority
    let (hugging, resistance) = isHugging ? (constraint, partner) : (partner, constraint)
    let expression = current.expression
    let new: [ConstraintSolver.Constraint] =
      above.isRequired || newBelow.isRequired
      ? [
        ConstraintSolver.Constraint(expression, .lessThanOrEqual, priority: above, context: hugging),
        ConstraintSolver.Constraint(expression, .greaterThanOrEqual, priority: newBelow, context: resistance),
      ]
      : [ConstraintSolver.Constraint(expression, above: above, below: newBelow, context: hugging)]
    guard (try? solver.remove(current)) != nil else { return false }
    for part in new where (try? solver.add(part)) == nil { return false }
    replaced[ObjectIdentifier(hugging)] = new[0]
    replaced[ObjectIdentifier(resistance)] = new[new.count - 1]
    return true
  }
}
