import Foundation
import Testing

@testable import OpenAutoLayout

// A property-based, differential test of the incremental layout model: a random hierarchy gets a
// random sequence of operations (hierarchy changes, activations, deactivations, constant and
// priority changes, intrinsic-size changes, root resizes) with layout passes at random points;
// the same final layout is then built from scratch, and every view that is not ambiguous must
// have the same frame in both, and the same constraints must be broken.
//
// Environment:
// - PROPERTY_SEED=n   run only seed n (decimal or 0x-hex);
// - PROPERTY_SCALE=k  multiply the number of seeds and operations by k (default 1).
//
// On failure the seed is printed, with the operation sequence reduced to a minimal one that
// still fails.

// MARK: - The operations, as data (so that a failing sequence can be replayed and reduced)

/// A constraint to make: `views[first].firstAttribute REL multiplier × views[second].secondAttribute
/// + constant @priority`; `second == nil` for a size against a constant.
struct RHConstraintSpec: CustomStringConvertible {
  var id: Int
  var first: Int
  var firstAttribute: LayoutAttribute
  var relation: LayoutRelation
  var second: Int?
  var secondAttribute: LayoutAttribute
  var multiplier: CGFloat
  var constant: CGFloat
  var priority: Float

  var description: String {
    var text = "c\(id): v\(first).\(firstAttribute) \(relation) "
    if let second {
      if multiplier != 1 { text += "\(multiplier) * " }
      text += "v\(second).\(secondAttribute) + \(constant)"
    } else {
      text += "\(constant)"
    }
    return text + " @\(priority)"
  }
}

enum RHOperation: CustomStringConvertible {
  case addSubview(child: Int, parent: Int, index: Int)
  case removeFromSuperview(Int)
  case activateNew(RHConstraintSpec)
  case reactivate(Int)
  case deactivate(Int)
  case setConstant(Int, CGFloat)
  case setPriority(Int, Float)
  case setIntrinsic(Int, CGSize)
  case resizeRoot(CGSize)
  case layout

  var description: String {
    switch self {
    case .addSubview(let child, let parent, let index): "v\(parent).insertSubview(v\(child), at: \(index))"
    case .removeFromSuperview(let view): "v\(view).removeFromSuperview()"
    case .activateNew(let spec): "activate \(spec)"
    case .reactivate(let id): "c\(id).isActive = true"
    case .deactivate(let id): "c\(id).isActive = false"
    case .setConstant(let id, let constant): "c\(id).constant = \(constant)"
    case .setPriority(let id, let priority): "c\(id).priority = \(priority)"
    case .setIntrinsic(let view, let size): "v\(view).stubSize = \(size.width) x \(size.height)"
    case .resizeRoot(let size): "root.frame.size = \(size.width) x \(size.height)"
    case .layout: "root.layoutIfNeeded()"
    }
  }
}

/// The views before any operation: all detached except the root (v0).
struct RHSetup: CustomStringConvertible {
  struct ViewSetup {
    var intrinsic: CGSize
    var hugging: (LayoutPriority, LayoutPriority)
    var compressionResistance: (LayoutPriority, LayoutPriority)
  }

  var rootSize: CGSize
  var scale: CGFloat
  /// Views 1…n (index 0 of this array is v1).
  var views: [ViewSetup]

  var description: String {
    var lines = ["root v0 \(rootSize.width) x \(rootSize.height) at scale \(scale)"]
    for (index, view) in views.enumerated() {
      lines.append(
        "v\(index + 1): intrinsic \(view.intrinsic.width) x \(view.intrinsic.height), hugging "
          + "\(view.hugging.0)/\(view.hugging.1), compression resistance "
          + "\(view.compressionResistance.0)/\(view.compressionResistance.1)")
    }
    return lines.joined(separator: "\n")
  }
}

/// What the random constraints may be.
enum RHMode {
  /// Required constraints are equalities that are triangular in view order (each determines a
  /// new variable), so the required set is always satisfiable: nothing may break.
  case satisfiable
  /// Any legal required constraint: conflicts happen and are recovered from.
  case conflicting
}

// MARK: - The world: the incrementally maintained layout

final class RHWorld {
  let mode: RHMode
  let setup: RHSetup
  let root: View
  /// v0 is the root; v1… are stub views.
  let views: [View]
  private(set) var specs: [Int: RHConstraintSpec] = [:]
  private(set) var constraints: [Int: LayoutConstraint] = [:]

  init(_ setup: RHSetup, mode: RHMode) {
    self.mode = mode
    self.setup = setup
    root = makeRoot(setup.rootSize.width, setup.rootSize.height, name: "v0")
    root.overrideTraitCollection = TraitCollection(displayScale: setup.scale)
    views = [root] + setup.views.enumerated().map { index, view in RHWorld.makeView(index + 1, view) }
  }

  static func makeView(_ index: Int, _ setup: RHSetup.ViewSetup) -> StubView {
    let view = StubView("v\(index)", intrinsic: setup.intrinsic)
    view.setContentHuggingPriority(setup.hugging.0, for: .horizontal)
    view.setContentHuggingPriority(setup.hugging.1, for: .vertical)
    view.setContentCompressionResistancePriority(setup.compressionResistance.0, for: .horizontal)
    view.setContentCompressionResistancePriority(setup.compressionResistance.1, for: .vertical)
    return view
  }

  func index(of view: View) -> Int { views.firstIndex { $0 === view }! }

  /// The views of the root's hierarchy, root first, parents before children.
  var attached: [Int] {
    var result: [Int] = []
    var stack: [View] = [root]
    while let view = stack.popLast() {
      result.append(index(of: view))
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }

  /// Applies `operation`; returns false when it does not apply in the current state (it is then
  /// skipped, which keeps reduced sequences meaningful).
  @discardableResult
  func apply(_ operation: RHOperation) -> Bool {
    switch operation {
    case .addSubview(let child, let parent, let index):
      guard child != 0, child < views.count, parent < views.count else { return false }
      guard !views[parent].isDescendant(of: views[child]) else { return false }
      views[parent].insertSubview(views[child], at: index)
    case .removeFromSuperview(let view):
      guard view != 0, view < views.count, views[view].superview != nil else { return false }
      views[view].removeFromSuperview()
    case .activateNew(let spec):
      guard constraints[spec.id] == nil, spec.first < views.count, (spec.second ?? 0) < views.count else {
        return false
      }
      let constraint = LayoutConstraint(
        item: views[spec.first], attribute: spec.firstAttribute, relatedBy: spec.relation,
        toItem: spec.second.map { views[$0] }, attribute: spec.secondAttribute, multiplier: spec.multiplier,
        constant: spec.constant)
      constraint.priority = LayoutPriority(spec.priority)
      guard admissible(spec, priority: spec.priority) else { return false }
      do { try constraint.activate() } catch { return false }
      specs[spec.id] = spec
      constraints[spec.id] = constraint
    case .reactivate(let id):
      guard let constraint = constraints[id], !constraint.isActive, let spec = specs[id] else { return false }
      guard admissible(spec, priority: constraint.priority.rawValue) else { return false }
      do { try constraint.activate() } catch { return false }
    case .deactivate(let id):
      guard let constraint = constraints[id], constraint.isActive else { return false }
      constraint.isActive = false
    case .setConstant(let id, let constant):
      guard let constraint = constraints[id] else { return false }
      constraint.constant = constant
      specs[id]?.constant = constant
    case .setPriority(let id, let priority):
      guard let constraint = constraints[id], !constraint.priority.isRequired, priority < 1000 else { return false }
      constraint.priority = LayoutPriority(priority)
      specs[id]?.priority = priority
    case .setIntrinsic(let view, let size):
      guard view != 0, view < views.count, let stub = views[view] as? StubView else { return false }
      stub.stubSize = size
    case .resizeRoot(let size):
      root.frame = CGRect(origin: .zero, size: size)
    case .layout:
      root.layoutIfNeeded()
    }
    return true
  }

  /// In the satisfiable mode, a required constraint must be `v.attr == u.attr′ + c` with u before
  /// v in view order (or a size against a constant), on a slot of v (its position or its size on
  /// one axis) that no other active required constraint fills.
  private func admissible(_ spec: RHConstraintSpec, priority: Float) -> Bool {
    guard mode == .satisfiable, priority >= 1000 else { return true }
    guard spec.first != 0, spec.relation == .equal, (spec.second ?? -1) < spec.first else { return false }
    let slot = RHWorld.slot(of: spec.firstAttribute)
    return !constraints.contains { id, constraint in
      guard id != spec.id, constraint.isActive, constraint.priority.isRequired, let other = specs[id] else {
        return false
      }
      return other.first == spec.first && RHWorld.slot(of: other.firstAttribute) == slot
    }
  }

  private static func slot(of attribute: LayoutAttribute) -> Int {
    switch attribute {
    case .width: 0
    case .height: 1
    case .leading, .trailing, .centerX, .left, .right: 2
    default: 3
    }
  }

  /// The user's active constraints of the root's hierarchy, in activation order.
  var activeInRootHierarchy: [Int] {
    constraints.filter { _, constraint in constraint.owner?.rootView === root }
      .sorted { $0.value.activationStamp < $1.value.activationStamp }.map(\.key)
  }
}

// MARK: - Rebuilding from scratch and comparing

struct RHComparison {
  var discrepancies: [String] = []
  var comparedAxes = 0
  var ambiguousAxes = 0
}

/// Lays out `world`, rebuilds its final layout from scratch (fresh views, the same hierarchy,
/// the same active constraints with their final constants and priorities, activated in the
/// same relative order) and compares.
func rhCompare(_ world: RHWorld) -> RHComparison {
  var result = RHComparison()
  world.root.layoutIfNeeded()

  // The fresh hierarchy.
  let root = makeRoot(world.root.bounds.width, world.root.bounds.height, name: "v0")
  root.overrideTraitCollection = TraitCollection(displayScale: world.setup.scale)
  var fresh: [Int: View] = [0: root]
  for index in world.attached where index != 0 {
    let stub = world.views[index] as! StubView
    var setup = world.setup.views[index - 1]
    setup.intrinsic = stub.stubSize
    fresh[index] = RHWorld.makeView(index, setup)
  }
  for index in world.attached {
    for subview in world.views[index].subviews { fresh[index]!.addSubview(fresh[world.index(of: subview)]!) }
  }
  var freshConstraints: [Int: LayoutConstraint] = [:]
  for id in world.activeInRootHierarchy {
    let spec = world.specs[id]!
    let constraint = LayoutConstraint(
      item: fresh[spec.first]!, attribute: spec.firstAttribute, relatedBy: spec.relation,
      toItem: spec.second.map { fresh[$0]! }, attribute: spec.secondAttribute, multiplier: spec.multiplier,
      constant: spec.constant)
    constraint.priority = LayoutPriority(spec.priority)
    do {
      try constraint.activate()
    } catch {
      result.discrepancies.append("c\(id) could not be activated in the rebuilt hierarchy: \(error)")
    }
    freshConstraints[id] = constraint
  }
  root.layoutIfNeeded()

  // Broken constraints.
  for id in world.activeInRootHierarchy {
    let incremental = world.root.isBroken(world.constraints[id]!)
    let rebuilt = root.isBroken(freshConstraints[id]!)
    if incremental != rebuilt {
      result.discrepancies.append(
        "\(world.specs[id]!): broken incrementally: \(incremental), broken when rebuilt: \(rebuilt)")
    }
  }
  if world.mode == .satisfiable {
    for (name, view) in [("incremental", world.root), ("rebuilt", root)] {
      let count = b2UnsatisfiableReports(view).count
      if count > 0 {
        result.discrepancies.append("\(name): \(count) unsatisfiable reports for a satisfiable required set")
      }
    }
  }

  // Frames, axis by axis. Decision 4: a view that is not ambiguous on an axis has one optimal
  // frame on it, so its unrounded frame (in its superview) must be the same. Its rounded frame
  // also depends on where its ancestors are in the root (edges are rounded in root coordinates),
  // so it is compared when no ancestor is ambiguous on that axis either.
  for index in world.attached where index != 0 {
    let view = world.views[index], rebuilt = fresh[index]!
    for axis in [LayoutAxis.horizontal, .vertical] {
      let ambiguous = view.hasAmbiguousLayout(for: axis)
      let freshAmbiguous = rebuilt.hasAmbiguousLayout(for: axis)
      if ambiguous != freshAmbiguous {
        result.discrepancies.append(
          "v\(index) \(axis): ambiguous incrementally: \(ambiguous), ambiguous when rebuilt: \(freshAmbiguous)")
        continue
      }
      if ambiguous {
        result.ambiguousAxes += 1
        continue
      }
      result.comparedAxes += 1
      let horizontal = axis == .horizontal
      func parts(_ rect: CGRect) -> (CGFloat, CGFloat) {
        horizontal ? (rect.minX, rect.width) : (rect.minY, rect.height)
      }
      let names = horizontal ? ("minX", "width") : ("minY", "height")
      var pairs: [(String, (CGFloat, CGFloat), (CGFloat, CGFloat))] = []
      if let a = view.unroundedFrame, let b = rebuilt.unroundedFrame {
        pairs.append(("unroundedFrame", parts(a), parts(b)))
      } else {
        result.discrepancies.append("v\(index): no unrounded frame after layout")
      }
      var ancestors: [View] = []
      var current = view.superview
      while let ancestor = current, ancestor.superview != nil {
        ancestors.append(ancestor)
        current = ancestor.superview
      }
      if !ancestors.contains(where: { $0.hasAmbiguousLayout(for: axis) }) {
        pairs.append(("frame", parts(view.frame), parts(rebuilt.frame)))
        pairs.append(("frame in root", parts(b2FrameInRoot(view)), parts(b2FrameInRoot(rebuilt))))
      }
      for (name, incremental, rebuilt) in pairs {
        if !(abs(incremental.0 - rebuilt.0) <= 1e-6) {
          result.discrepancies.append("v\(index) \(name).\(names.0): incremental \(incremental.0), rebuilt \(rebuilt.0)")
        }
        if !(abs(incremental.1 - rebuilt.1) <= 1e-6) {
          result.discrepancies.append("v\(index) \(name).\(names.1): incremental \(incremental.1), rebuilt \(rebuilt.1)")
        }
      }
    }
  }
  return result
}

// MARK: - Generating

struct RHGenerator {
  var rng: SplitMix64
  let mode: RHMode
  /// Distinct low priorities for the per-view defaults, so that they rarely tie.
  private var nextLowPriority: Float = 1
  private var nextID = 0

  init(seed: UInt64, mode: RHMode) {
    rng = SplitMix64(seed: seed)
    self.mode = mode
  }

  private static let optionalPriorities: [Float] = [100, 250, 251, 300, 490, 500, 749, 750, 751, 999]

  mutating func setup(viewCount: Int) -> RHSetup {
    let priorities: [LayoutPriority] = [250, 251, 500, 750, 760]
    let views = (0..<viewCount).map { _ -> RHSetup.ViewSetup in
      RHSetup.ViewSetup(
        intrinsic: intrinsicSize(), hugging: (rng.pick(priorities), rng.pick(priorities)),
        compressionResistance: (rng.pick(priorities), rng.pick(priorities)))
    }
    return RHSetup(
      rootSize: CGSize(width: CGFloat(rng.int(200...500)), height: CGFloat(rng.int(200...700))),
      scale: CGFloat(rng.pick([1, 2, 3])), views: views)
  }

  mutating func intrinsicSize() -> CGSize {
    func metric() -> CGFloat { rng.chance(0.4) ? View.noIntrinsicMetric : CGFloat(rng.int(4...120)) }
    return CGSize(width: metric(), height: metric())
  }

  private mutating func lowPriority() -> Float {
    defer { nextLowPriority += 1 }
    return nextLowPriority <= 240 ? nextLowPriority : Float(rng.int(1...240))
  }

  private mutating func newID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  private mutating func constant(size: Bool) -> CGFloat {
    let whole = CGFloat(size ? rng.int(0...150) : rng.int(-40...120))
    return rng.chance(0.2) ? whole + 0.5 : whole
  }

  /// The per-view defaults that keep layouts mostly well-defined: position against the parent
  /// and a size, each at a distinct low priority.
  mutating func defaults(for view: Int, parent: Int) -> [RHOperation] {
    [
      .activateNew(spec(view, .leading, .equal, parent, .leading, 1, constant(size: false), lowPriority())),
      .activateNew(spec(view, .top, .equal, parent, .top, 1, constant(size: false), lowPriority())),
      .activateNew(spec(view, .width, .equal, nil, .notAnAttribute, 1, constant(size: true), lowPriority())),
      .activateNew(spec(view, .height, .equal, nil, .notAnAttribute, 1, constant(size: true), lowPriority())),
    ]
  }

  private mutating func spec(
    _ first: Int, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: Int?,
    _ secondAttribute: LayoutAttribute, _ multiplier: CGFloat, _ constant: CGFloat, _ priority: Float
  ) -> RHConstraintSpec {
    RHConstraintSpec(
      id: newID(), first: first, firstAttribute: firstAttribute, relation: relation, second: second,
      secondAttribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority)
  }

  /// The operations that build the initial tree: each view under an earlier one, with defaults.
  mutating func initialOperations(viewCount: Int) -> [RHOperation] {
    var operations: [RHOperation] = []
    for view in 1...viewCount {
      let parent = rng.int(0...view - 1)
      operations.append(.addSubview(child: view, parent: parent, index: rng.int(0...3)))
      operations += defaults(for: view, parent: parent)
    }
    return operations
  }

  /// A random constraint between views of one hierarchy.
  mutating func randomConstraint(_ world: RHWorld) -> RHConstraintSpec {
    // Mostly between views of the root's hierarchy.
    let attached = world.attached
    let first = rng.chance(0.85) ? rng.pick(attached) : rng.int(0...world.views.count - 1)
    let sameTree = world.views.indices.filter { $0 != first && world.views[$0].rootView === world.views[first].rootView }
    var required = rng.chance(mode == .satisfiable ? 0.35 : 0.5)
    var candidates = sameTree
    if required && mode == .satisfiable {
      candidates = sameTree.filter { $0 < first }
      if first == 0 { required = false }
    }
    let second: Int? = candidates.isEmpty ? nil : rng.pick(candidates)
    // 0–1 x, 2 size, 3–4 y; in the conflicting mode, sizes (which collide easily) twice as often.
    let kind = second == nil ? 2 : rng.pick(mode == .satisfiable ? [0, 1, 2, 3, 4] : [0, 1, 2, 2, 3, 4])
    var relation: LayoutRelation = rng.chance(0.6) ? .equal : rng.pick([.lessThanOrEqual, .greaterThanOrEqual])
    if required && mode == .satisfiable { relation = .equal }
    let priority = required ? 1000 : rng.pick(Self.optionalPriorities)
    switch kind {
    case 0, 1:
      let attributes: [LayoutAttribute] = [.leading, .trailing, .centerX]
      return spec(
        first, rng.pick(attributes), relation, second!, rng.pick(attributes), 1, constant(size: false), priority)
    case 3, 4:
      let attributes: [LayoutAttribute] = [.top, .bottom, .centerY]
      return spec(
        first, rng.pick(attributes), relation, second!, rng.pick(attributes), 1, constant(size: false), priority)
    default:
      let dimension: LayoutAttribute = rng.chance(0.5) ? .width : .height
      if let second, rng.chance(0.6) {
        return spec(
          first, dimension, relation, second, rng.chance(0.7) ? dimension : (dimension == .width ? .height : .width),
          rng.pick([0.5, 1, 1, 2]), CGFloat(rng.int(-20...60)), priority)
      }
      return spec(first, dimension, relation, nil, .notAnAttribute, 1, constant(size: true), priority)
    }
  }

  /// One random operation for the world's current state (defaults follow a move).
  mutating func randomOperations(_ world: RHWorld) -> [RHOperation] {
    let ids = Array(world.constraints.keys).sorted()
    let roll = rng.int(0...99)
    switch roll {
    case 0..<30:
      return [.activateNew(randomConstraint(world))]
    case 30..<40:
      let active = ids.filter { world.constraints[$0]!.isActive }
      return active.isEmpty ? [] : [.deactivate(rng.pick(active))]
    case 40..<48:
      let inactive = ids.filter { !world.constraints[$0]!.isActive }
      return inactive.isEmpty ? [] : [.reactivate(rng.pick(inactive))]
    case 48..<62:
      guard !ids.isEmpty else { return [] }
      let id = rng.pick(ids)
      let isSize = world.specs[id]!.firstAttribute.kind == .dimension
      return [.setConstant(id, constant(size: isSize))]
    case 62..<69:
      let optional = ids.filter { !world.constraints[$0]!.priority.isRequired }
      return optional.isEmpty ? [] : [.setPriority(rng.pick(optional), rng.pick(Self.optionalPriorities))]
    case 69..<77:
      return [.setIntrinsic(rng.int(1...world.views.count - 1), intrinsicSize())]
    case 77..<82:
      return [.resizeRoot(CGSize(width: CGFloat(rng.int(150...600)), height: CGFloat(rng.int(150...800))))]
    case 82..<89:
      // Mostly into the root's hierarchy, so that it keeps most views.
      let detached = world.views.indices.filter { $0 != 0 && world.views[$0].superview == nil }
      let child = !detached.isEmpty && rng.chance(0.6) ? rng.pick(detached) : rng.int(1...world.views.count - 1)
      let parents = world.views.indices.filter { !world.views[$0].isDescendant(of: world.views[child]) }
      let attachedParents = parents.filter { world.views[$0].rootView === world.root }
      guard !parents.isEmpty else { return [] }
      let parent = !attachedParents.isEmpty && rng.chance(0.85) ? rng.pick(attachedParents) : rng.pick(parents)
      return [.addSubview(child: child, parent: parent, index: rng.int(0...3))] + defaults(for: child, parent: parent)
    case 89..<92:
      let attached = world.views.indices.filter { $0 != 0 && world.views[$0].superview != nil }
      return attached.isEmpty ? [] : [.removeFromSuperview(rng.pick(attached))]
    default:
      return [.layout]
    }
  }
}

// MARK: - Running, reducing and reporting

struct RHRun {
  var setup: RHSetup
  var operations: [RHOperation]
  var comparison: RHComparison
}

/// Generates and applies a random sequence for `seed`.
func rhRun(seed: UInt64, mode: RHMode, viewCount: Int, operationCount: Int) -> RHRun {
  var generator = RHGenerator(seed: seed, mode: mode)
  let setup = generator.setup(viewCount: viewCount)
  let world = RHWorld(setup, mode: mode)
  var applied: [RHOperation] = []
  for operation in generator.initialOperations(viewCount: viewCount) where world.apply(operation) {
    applied.append(operation)
  }
  if generator.rng.chance(0.5) {
    world.apply(.layout)
    applied.append(.layout)
  }
  while applied.count < operationCount + viewCount * 5 {
    for operation in generator.randomOperations(world) where world.apply(operation) {
      applied.append(operation)
    }
  }
  return RHRun(setup: setup, operations: applied, comparison: rhCompare(world))
}

/// Replays `operations` on a fresh world and compares.
func rhReplay(_ setup: RHSetup, _ operations: [RHOperation], mode: RHMode) -> RHComparison {
  let world = RHWorld(setup, mode: mode)
  for operation in operations { world.apply(operation) }
  return rhCompare(world)
}

/// The shortest subsequence found (delta debugging by chunks, then one by one) that still
/// shows a discrepancy.
func rhReduce(_ setup: RHSetup, _ operations: [RHOperation], mode: RHMode) -> [RHOperation] {
  var current = operations
  var chunk = max(1, current.count / 2)
  var budget = 4000
  while chunk >= 1 && budget > 0 {
    var removedAny = false
    var start = 0
    while start < current.count && budget > 0 {
      let candidate = Array(current[..<start] + current[min(current.count, start + chunk)...])
      budget -= 1
      if !rhReplay(setup, candidate, mode: mode).discrepancies.isEmpty {
        current = candidate
        removedAny = true
      } else {
        start += chunk
      }
    }
    if !removedAny {
      if chunk == 1 { break }
      chunk /= 2
    }
  }
  return current
}

func rhEnvironmentInt(_ name: String) -> UInt64? {
  guard let text = ProcessInfo.processInfo.environment[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty
  else { return nil }
  if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
  return UInt64(text)
}

@Suite(.timeLimit(.minutes(10))) struct RandomHierarchyTests {
  /// Eight seeds per mode keep each test at a few seconds in a debug build (the solver checks its
  /// invariants after every operation there); PROPERTY_SCALE=k runs 8·k seeds of 50·k operations.
  static let defaultSeeds: [UInt64] = [1, 2, 3, 5, 8, 13, 0xC0FFEE, 0x5EED_0001]

  static var seeds: [UInt64] {
    if let seed = rhEnvironmentInt("PROPERTY_SEED") { return [seed] }
    let scale = Int(rhEnvironmentInt("PROPERTY_SCALE") ?? 1)
    var seeds = defaultSeeds
    var generator = SplitMix64(seed: 0x0A11_7E57)
    while seeds.count < defaultSeeds.count * max(1, scale) { seeds.append(generator.next()) }
    return seeds
  }

  static var operationCount: Int { 50 * Int(max(1, rhEnvironmentInt("PROPERTY_SCALE") ?? 1)) }

  private func check(mode: RHMode, viewCount: Int) {
    var compared = 0, ambiguous = 0
    for seed in Self.seeds {
      let run = rhRun(seed: seed, mode: mode, viewCount: viewCount, operationCount: Self.operationCount)
      compared += run.comparison.comparedAxes
      ambiguous += run.comparison.ambiguousAxes
      guard !run.comparison.discrepancies.isEmpty else { continue }
      let reduced = rhReduce(run.setup, run.operations, mode: mode)
      let reducedComparison = rhReplay(run.setup, reduced, mode: mode)
      let report = """
        PROPERTY_SEED=\(seed) (mode \(mode)): the incremental layout differs from the rebuilt one.
        \(run.comparison.discrepancies.joined(separator: "\n"))
        Setup:
        \(run.setup)
        Reduced sequence (\(reduced.count) of \(run.operations.count) operations):
        \(reduced.map { "  \($0)" }.joined(separator: "\n"))
        Discrepancies after the reduced sequence:
        \(reducedComparison.discrepancies.joined(separator: "\n"))
        """
      print(report)
      Issue.record(Comment(rawValue: report))
    }
    // The test must compare something: most layouts are well-defined.
    #expect(compared > ambiguous, "compared \(compared) axes, skipped \(ambiguous) ambiguous ones")
  }

  @Test func incrementalLayoutMatchesRebuiltLayout() {
    check(mode: .satisfiable, viewCount: 7)
  }

  @Test func incrementalLayoutMatchesRebuiltLayoutWithConflicts() {
    check(mode: .conflicting, viewCount: 6)
  }
}

// MARK: - Regressions found by the random test

@Suite(.timeLimit(.minutes(10))) struct RandomHierarchyRegressionTests {
  /// A view pinned to the root across levels keeps its place in the root when its superview
  /// moves; its frame, relative to the superview, must follow the superview. (With the engine
  /// variables in root coordinates, c4f5829, the child's engine rectangle did not change, so
  /// `hasOutdatedSubviews` did not lay the moved parent out again and the frame went stale.)
  @Test func subviewFrameFollowsAMovingSuperviewWhenItsEngineRectStays() throws {
    let root = makeRoot(375, 667)
    let parent = addView("parent", to: root)
    let child = addView("child", to: parent)
    let parentLeading = parent.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    try LayoutConstraint.activateOrThrow([
      parentLeading,
      parent.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      parent.widthAnchor.constraint(equalToConstant: 200),
      parent.heightAnchor.constraint(equalToConstant: 200),
      // The child is placed against the root, not against its superview.
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      child.widthAnchor.constraint(equalToConstant: 20),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    expectFrame(parent, 10, 10, 200, 200)
    expectFrame(child, 40, 40, 20, 20)

    parentLeading.constant = 30
    root.layoutIfNeeded()
    expectFrame(parent, 30, 10, 200, 200)
    // Still at x 50 in the root: 20 in the moved parent.
    expectFrame(child, 20, 40, 20, 20)
    expectRect(b2FrameInRoot(child), 50, 50, 20, 20, "child in root")
  }

  /// The random test's reduced sequence (PROPERTY_SEED=13, satisfiable mode, with the model of
  /// commit c4f5829, whose engine variables were in root coordinates): the superviews of v2 are
  /// free vertically and move when v6 leaves; v2 is pinned to the root and must stay at centre
  /// y 94.5 in the root (minY 51.5, rounded at scale 3 to 51.667). Its frame was left stale.
  @Test func seed13ReducedSequence() {
    let setup = RHGenerator(seed: 13, mode: .satisfiable).setupForRegression(viewCount: 7)
    let operations: [RHOperation] = [
      .addSubview(child: 1, parent: 0, index: 0),
      .addSubview(child: 4, parent: 0, index: 3),
      .addSubview(child: 5, parent: 4, index: 1),
      .addSubview(child: 6, parent: 4, index: 3),
      .activateNew(rhSpec(21, 6, .top, .equal, 4, .top, -33, priority: 22)),
      .addSubview(child: 6, parent: 1, index: 2),
      .activateNew(rhSpec(33, 1, .centerY, .equal, 6, .centerY, 11, priority: 751)),
      .reactivate(21),
      .addSubview(child: 2, parent: 5, index: 2),
      .activateNew(rhSpec(44, 2, .centerY, .equal, 0, .top, 94.5)),
      .layout,
      .addSubview(child: 6, parent: 7, index: 0),
    ]
    let world = RHWorld(setup, mode: .satisfiable)
    for operation in operations { #expect(world.apply(operation), "\(operation) did not apply") }
    world.root.layoutIfNeeded()
    let v2 = world.views[2]
    let inRoot = b2FrameInRoot(v2)
    #expect(abs(inRoot.minY - 155.0 / 3) < 1e-6, "v2 minY in root: \(inRoot.minY)")
    #expect(abs(inRoot.height - 86) < 1e-6, "v2 height: \(inRoot.height)")
    #expect(rhCompare(world).discrepancies.isEmpty, "\(rhCompare(world).discrepancies)")
  }

  // The conflicting mode at c4f5829 (seeds 2, 3, 13, 21, 34, 233 and 29 more of 144 with
  // PROPERTY_SCALE=6): every discrepancy had one cause, a broken constraint that is never tried
  // again once what it conflicted with is gone. d582600 retries on removal; an in-place
  // constant change (the working tree's `LayoutEngine.update`) must retry too. The reduced
  // sequences:

  /// Two required widths conflict; the later one breaks. Once the earlier one is deactivated,
  /// the broken one no longer conflicts with anything and must hold: rebuilt from scratch, the
  /// layout has width 50 and nothing broken.
  @Test func brokenConstraintHoldsOnceTheConstraintItConflictedWithIsDeactivated() throws {
    let root = makeRoot(300, 300)
    let view = addView("view", to: root)
    let wide = view.widthAnchor.constraint(equalToConstant: 100)
    let narrow = view.widthAnchor.constraint(equalToConstant: 50)
    try LayoutConstraint.activateOrThrow([
      wide, view.heightAnchor.constraint(equalToConstant: 10),
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    try narrow.activate()
    root.layoutIfNeeded()
    #expect(root.isBroken(narrow))
    expectFrame(view, 0, 0, 100, 10)
    wide.isActive = false
    root.layoutIfNeeded()
    #expect(!root.isBroken(narrow), "narrow is still broken though nothing conflicts with it")
    expectFrame(view, 0, 0, 50, 10)
  }

  /// Seed 3: `c72` breaks against `c68`; changing `c68`'s constant removes the conflict, so
  /// `c72` must hold again.
  @Test func brokenConstraintHoldsOnceAConstantChangeRemovesTheConflict() {
    let world = RHWorld(RHGenerator(seed: 3, mode: .conflicting).setupForRegression(viewCount: 6), mode: .conflicting)
    let operations: [RHOperation] = [
      .addSubview(child: 1, parent: 0, index: 1),
      .activateNew(rhSpec(68, 1, .trailing, .lessThanOrEqual, 0, .trailing, -25)),
      .activateNew(rhSpec(72, 1, .trailing, .greaterThanOrEqual, 0, .trailing, 65.5)),
      .setConstant(72, -23),
      .layout,
      .setConstant(68, 56),
    ]
    for operation in operations { #expect(world.apply(operation), "\(operation) did not apply") }
    world.root.layoutIfNeeded()
    #expect(!world.root.isBroken(world.constraints[72]!), "c72 is still broken though -23 <= 56")
    #expect(!world.root.isBroken(world.constraints[68]!))
    #expect(rhCompare(world).discrepancies.isEmpty, "\(rhCompare(world).discrepancies)")
  }

  /// Seed 233: `c153` (`v5.width == 0.5 * root.height - 4`) breaks against `v5.width <= 138`
  /// while the root is 636 high; once the root is 276 high it fits (134) and must hold.
  @Test func brokenConstraintHoldsOnceARootResizeRemovesTheConflict() {
    let world = RHWorld(RHGenerator(seed: 233, mode: .conflicting).setupForRegression(viewCount: 6), mode: .conflicting)
    let operations: [RHOperation] = [
      .addSubview(child: 5, parent: 0, index: 1),
      .resizeRoot(CGSize(width: 206, height: 636)),
      .activateNew(rhSpec(152, 5, .width, .lessThanOrEqual, nil, .notAnAttribute, 138)),
      .activateNew(rhSpec(153, 5, .width, .equal, 0, .height, -4, multiplier: 0.5)),
      .layout,
      .resizeRoot(CGSize(width: 218, height: 276)),
    ]
    for operation in operations { #expect(world.apply(operation), "\(operation) did not apply") }
    world.root.layoutIfNeeded()
    #expect(!world.root.isBroken(world.constraints[153]!), "c153 is still broken though 134 <= 138")
    #expect(world.views[5].frame.width == 134)
    #expect(rhCompare(world).discrepancies.isEmpty, "\(rhCompare(world).discrepancies)")
  }

  /// Seed 1411513767486205876 (conflicting mode, PROPERTY_SCALE=4, with a mid-work version of
  /// the layout queue): the root grows from 469 to 500 high, so v2 (top at the root's centre
  /// y) moves down 15.5, which is not a whole number of pixels at scale 3; v5 does not move in
  /// v2, but its edges in the root do, so its rounded frame must be recomputed: edges 237 and
  /// 360.5 (a tie, rounded up to 360.667), height 123.667, not the 123.333 of before.
  @Test func ancestorMovingByAFractionOfAPixelReroundsDescendants() {
    let setup = RHGenerator(seed: 1_411_513_767_486_205_876, mode: .conflicting).setupForRegression(viewCount: 6)
    let operations: [RHOperation] = [
      .addSubview(child: 2, parent: 0, index: 3),
      .activateNew(rhSpec(107, 2, .top, .equal, 0, .centerY, 0)),
      .addSubview(child: 5, parent: 2, index: 1),
      .activateNew(rhSpec(109, 5, .top, .equal, 2, .top, -13, priority: 66)),
      .activateNew(rhSpec(111, 5, .height, .equal, nil, .notAnAttribute, 123.5, priority: 68)),
      .resizeRoot(CGSize(width: 499, height: 469)),
      .activateNew(rhSpec(119, 2, .bottom, .equal, 5, .centerY, -34)),
      .layout,
      .resizeRoot(CGSize(width: 526, height: 500)),
    ]
    let world = RHWorld(setup, mode: .conflicting)
    for operation in operations { #expect(world.apply(operation), "\(operation) did not apply") }
    world.root.layoutIfNeeded()
    #expect(setup.scale == 3)
    let v5 = world.views[5]
    #expect(abs(v5.frame.minY - -13) < 1e-9, "v5 \(v5.frame)")
    #expect(abs(v5.frame.height - 371.0 / 3) < 1e-9, "v5 \(v5.frame)")
    #expect(rhCompare(world).discrepancies.isEmpty, "\(rhCompare(world).discrepancies)")
  }

  /// Seeds 2 and 13: `root.width == 81.5` (user) breaks against the root's encapsulated width
  /// (404) at the first layout; `root.width >= 139.5`, activated afterwards, then holds. The same
  /// two constraints activated before the first layout must break the same way. (At d582600 the
  /// engine was built with the encapsulated constraints last: `>= 139.5` broke first against
  /// `== 81.5` and was not tried again when `== 81.5` itself broke.)
  @Test func brokenSetDoesNotDependOnWhetherTheEngineExistedAtActivation() {
    func run(layoutBetween: Bool) -> (equal: Bool, atLeast: Bool) {
      let root = makeRoot(404, 620)
      let equal = root.widthAnchor.constraint(equalToConstant: 81.5)
      let atLeast = root.widthAnchor.constraint(greaterThanOrEqualToConstant: 139.5)
      equal.isActive = true
      if layoutBetween { root.layoutIfNeeded() }
      atLeast.isActive = true
      root.layoutIfNeeded()
      return (root.isBroken(equal), root.isBroken(atLeast))
    }
    let incremental = run(layoutBetween: true)
    let rebuilt = run(layoutBetween: false)
    #expect(incremental.equal && !incremental.atLeast)
    #expect(rebuilt.equal && !rebuilt.atLeast, "rebuilt: == 81.5 broken \(rebuilt.equal), >= 139.5 broken \(rebuilt.atLeast)")
  }
}

/// A spec for the regression tests.
func rhSpec(
  _ id: Int, _ first: Int, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ second: Int?,
  _ secondAttribute: LayoutAttribute, _ constant: CGFloat, multiplier: CGFloat = 1, priority: Float = 1000
) -> RHConstraintSpec {
  RHConstraintSpec(
    id: id, first: first, firstAttribute: attribute, relation: relation, second: second,
    secondAttribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority)
}

extension RHGenerator {
  /// The setup a seed's run starts from (the same random draws as `rhRun`).
  func setupForRegression(viewCount: Int) -> RHSetup {
    var copy = self
    return copy.setup(viewCount: viewCount)
  }
}
