import ConstraintSolver
import Foundation
import SolverTestSupport

@_spi(Benchmarks) @testable import OpenAutoLayout

// The brute-force side of the ambiguity tests: the engine's linear system, read through
// `View.engineSystem`, converted exactly into a `LinearSystem`, and handed to the exact
// reference (Tests/SolverTestSupport), which gives every variable's range over the face of
// lexicographically optimal solutions. Spec decision 4: an item is ambiguous on an axis exactly
// when its position or size variable on that axis is not constant on that face.


/// `PROPERTY_SCALE=k` multiplies the number of random cases by k (default 1).
var ambPropertyScale: Int {
  guard let text = ProcessInfo.processInfo.environment["PROPERTY_SCALE"], let value = Int(text), value > 0 else {
    return 1
  }
  return value
}

/// The value of a double as a fraction: exactly when it is dyadic, else the simplest fraction
/// (denominator up to 10 000) that rounds to it, as an autoresizing share of 1/3 does. Nil when
/// there is none.
func ambRational(_ value: Double) -> Rational? {
  if let exact = Rational(exactly: value) { return exact }
  guard value.isFinite, abs(value) < 1e9 else { return nil }
  // Continued-fraction convergents h/k.
  var (h0, h1) = (0, 1)
  var (k0, k1) = (1, 0)
  var x = value
  for _ in 0..<40 {
    let a = x.rounded(.down)
    let ai = Int(a)
    (h0, h1) = (h1, ai * h1 + h0)
    (k0, k1) = (k1, ai * k1 + k0)
    guard k1 > 0, k1 <= 10_000 else { return nil }
    if Double(h1) / Double(k1) == value || abs(Double(h1) / Double(k1) - value) <= 1e-13 * max(1, abs(value)) {
      return try? Rational(h1, k1)
    }
    let fraction = x - a
    guard fraction > 1e-15 else { return nil }
    x = 1 / fraction
  }
  return nil
}

/// The item a variable belongs to, for reports.
struct AmbItem {
  enum Kind { case view(View), guide(LayoutGuide) }
  let kind: Kind
  let name: String
  let variables: ItemVariables

  init(_ view: View) {
    kind = .view(view)
    name = view.layoutName
    variables = view.itemVariables
  }

  init(_ guide: LayoutGuide, name: String) {
    kind = .guide(guide)
    self.name = name
    variables = guide.itemVariables
  }

  func hasAmbiguousLayout(for axis: LayoutAxis) -> Bool {
    switch kind {
    case .view(let view): view.hasAmbiguousLayout(for: axis)
    case .guide(let guide): guide.hasAmbiguousLayout(for: axis)
    }
  }

  var hasAmbiguousLayout: Bool {
    switch kind {
    case .view(let view): view.hasAmbiguousLayout
    case .guide(let guide): guide.hasAmbiguousLayout
    }
  }

  /// UIKit's `exerciseAmbiguityInLayout()` for the item.
  func exerciseAmbiguityInLayout() {
    switch kind {
    case .view(let view): view.exerciseAmbiguityInLayout()
    case .guide(let guide): guide.exerciseAmbiguityInLayout()
    }
  }

  /// The frame the item shows on `axis` (origin, size, as stored: a negative size stays
  /// negative): a view's unrounded frame in its superview; for a guide, whose `layoutFrame` is
  /// rounded, the engine's rectangle in its owning view.
  func frame(_ axis: LayoutAxis) -> (CGFloat, CGFloat)? {
    let rect: CGRect?
    switch kind {
    case .view(let view): rect = view.superview == nil ? view.frame : view.unroundedFrame
    case .guide(let guide): rect = guide.owningView?.rootView.hierarchyContext.engine?.rect(of: &guide.engineQuad)
    }
    guard let rect else { return nil }
    return axis == .horizontal ? (rect.origin.x, rect.size.width) : (rect.origin.y, rect.size.height)
  }

  /// The position and size variables on `axis`.
  func pair(_ axis: LayoutAxis) -> [ConstraintSolver.Variable] {
    axis == .horizontal ? [variables.minX, variables.width] : [variables.minY, variables.height]
  }
}

/// Why a case could not be checked against the reference.
enum AmbSkip: Error, CustomStringConvertible {
  case noEngine
  case inexactCoefficient(String)
  case overflow
  /// Not a skip but a failure: the engine holds required constraints that cannot all hold.
  case infeasible
  /// Not a skip but a failure: a rebuild of the same layout has another engine system.
  case differentSystem

  var description: String {
    switch self {
    case .noEngine: "no engine after layout"
    case .inexactCoefficient(let constraint): "a coefficient is not a small fraction in \(constraint)"
    case .overflow: "the exact reference overflowed"
    case .infeasible: "the reference finds the engine's required constraints infeasible"
    case .differentSystem: "the rebuilt layout's engine holds another system"
    }
  }

  var isFailure: Bool {
    switch self {
    case .infeasible, .differentSystem: true
    default: false
    }
  }
}

/// The interval a variable spans over the optimal face; nil ends are unbounded.
struct AmbRange: CustomStringConvertible {
  var min: Rational?
  var max: Rational?
  var isFixed: Bool { min != nil && min == max }
  var description: String { "[\(min.map(\.description) ?? "-inf"), \(max.map(\.description) ?? "+inf")]" }
}

/// The engine's system of one hierarchy, exactly, with the reference's answer for it.
///
/// Variables are numbered in the order the engine's constraints mention them, then the items'
/// own; so two builds of the same layout number them alike, and one solution serves both.
struct AmbReference {
  let variables: [ConstraintSolver.Variable]
  let index: [ObjectIdentifier: Int]
  let system: LinearSystem
  /// Per variable, its range over the optimal face.
  let ranges: [AmbRange]
  /// Per optional priority, the optimal total error.
  let optima: [Int: Rational]
  let export: EngineSystem
  /// Each variable's name in reports: `v1.minX`, `g0.width`.
  let names: [String]
  /// The root, to ask its engine's solver for reports.
  let root: View

  /// Reads `root`'s engine and solves it exactly.
  init(root: View, items: [AmbItem]) throws(AmbSkip) {
    let read = try Self.read(root: root, items: items)
    (export, variables, index, system, names) = read
    self.root = root
    (ranges, optima) = try Self.solve(system)
  }

  /// Reads `root`'s engine, a rebuild of the layout `solved` was made for, and takes its solution.
  init(root: View, items: [AmbItem], reusing solved: AmbReference) throws(AmbSkip) {
    let read = try Self.read(root: root, items: items)
    (export, variables, index, system, names) = read
    self.root = root
    guard system.description == solved.system.description else { throw .differentSystem }
    ranges = solved.ranges
    optima = solved.optima
  }

  private static func read(root: View, items: [AmbItem]) throws(AmbSkip) -> (
    EngineSystem, [ConstraintSolver.Variable], [ObjectIdentifier: Int], LinearSystem, [String]
  ) {
    guard let export = root.engineSystem else { throw .noEngine }
    var variables: [ConstraintSolver.Variable] = []
    var index: [ObjectIdentifier: Int] = [:]
    func indexOf(_ variable: ConstraintSolver.Variable) -> Int {
      if let known = index[ObjectIdentifier(variable)] { return known }
      index[ObjectIdentifier(variable)] = variables.count
      variables.append(variable)
      return variables.count - 1
    }
    var sparse: [(terms: [(Int, Rational)], constant: Rational, relation: ConstraintSolver.Constraint.Relation, priority: Int)] = []
    for constraint in export.constraints {
      var terms: [(Int, Rational)] = []
      for term in constraint.expression.terms {
        guard let coefficient = ambRational(term.coefficient) else { throw .inexactCoefficient(constraint.description) }
        terms.append((indexOf(term.variable), coefficient))
      }
      guard let constant = ambRational(constraint.expression.constant) else {
        throw .inexactCoefficient(constraint.description)
      }
      let raw = constraint.priority.rawValue
      guard raw == raw.rounded() else { throw .inexactCoefficient("priority \(raw) of \(constraint)") }
      sparse.append((terms, constant, constraint.relation, min(1000, Int(raw))))
    }
    for item in items { for variable in item.variables.all { _ = indexOf(variable) } }
    let n = variables.count
    var constraints: [SystemConstraint] = []
    do {
      for row in sparse {
        var coefficients = [Rational](repeating: .zero, count: n)
        for (variable, coefficient) in row.terms { coefficients[variable] = try coefficients[variable] + coefficient }
        constraints.append(
          SystemConstraint(coefficients: coefficients, constant: row.constant, relation: row.relation, priority: row.priority))
      }
    } catch {
      throw .overflow
    }
    var names = variables.map(\.description)
    for item in items {
      let parts = ["minX", "minY", "width", "height"]
      for (variable, part) in zip(item.variables.all, parts) { names[index[ObjectIdentifier(variable)]!] = "\(item.name).\(part)" }
    }
    return (export, variables, index, LinearSystem(variableCount: n, constraints: constraints), names)
  }

  /// The exact ranges and level optima, component by component (independent sets of variables,
  /// so that the dense rational simplex stays small; the optimal face is their product).
  private static func solve(_ system: LinearSystem) throws(AmbSkip) -> ([AmbRange], [Int: Rational]) {
    let n = system.variableCount
    var parent = Array(0..<n)
    func find(_ x: Int) -> Int {
      var x = x
      while parent[x] != x {
        parent[x] = parent[parent[x]]
        x = parent[x]
      }
      return x
    }
    for constraint in system.constraints {
      let used = constraint.coefficients.indices.filter { !constraint.coefficients[$0].isZero }
      for other in used.dropFirst() { parent[find(other)] = find(used[0]) }
    }
    var componentVariables: [Int: [Int]] = [:]
    for variable in 0..<n { componentVariables[find(variable), default: []].append(variable) }
    var componentConstraints: [Int: [SystemConstraint]] = [:]
    for constraint in system.constraints {
      // A constraint without variables cannot come from a layout constraint.
      guard let first = constraint.coefficients.indices.first(where: { !constraint.coefficients[$0].isZero }) else { continue }
      componentConstraints[find(first), default: []].append(constraint)
    }
    var optima: [Int: Rational] = [:]
    var ranges = [AmbRange](repeating: AmbRange(min: nil, max: nil), count: n)
    do {
      for (component, members) in componentVariables.sorted(by: { $0.key < $1.key }) {
        // Variables no constraint mentions are free: unbounded both ways.
        guard let local = componentConstraints[component] else { continue }
        let subsystem = LinearSystem(
          variableCount: members.count,
          constraints: local.map { constraint in
            SystemConstraint(
              coefficients: members.map { constraint.coefficients[$0] }, constant: constraint.constant,
              relation: constraint.relation, priority: constraint.priority)
          })
        guard let solution = try ExactReference.solve(subsystem, ranges: true) else { throw AmbSkip.infeasible }
        for level in solution.levels { optima[level.priority] = try (optima[level.priority] ?? .zero) + level.optimum }
        for (local, variable) in members.enumerated() {
          ranges[variable] = AmbRange(min: solution.ranges[local].min, max: solution.ranges[local].max)
        }
      }
    } catch let skip as AmbSkip {
      throw skip
    } catch {
      throw .overflow
    }
    return (ranges, optima)
  }

  func name(of variable: ConstraintSolver.Variable) -> String {
    names[index[ObjectIdentifier(variable)]!]
  }

  func range(of variable: ConstraintSolver.Variable) -> AmbRange {
    ranges[index[ObjectIdentifier(variable)]!]
  }

  /// Decision 4 by brute force: the position or the size on `axis` is not one point.
  func isAmbiguous(_ item: AmbItem, _ axis: LayoutAxis) -> Bool {
    item.pair(axis).contains { !range(of: $0).isFixed }
  }

  /// The engine's current value of every variable.
  var values: [Double] { variables.map { export.value(of: $0) } }

  /// What is wrong with the engine's current values: a required constraint violated, a level
  /// worse than its optimum, a variable fixed on the optimal face away from its value. Empty when
  /// the solution is optimal.
  func optimalityFailures(tolerance: Double = 1e-6) -> [String] {
    let values = self.values
    var failures: [String] = []
    let violation = system.requiredViolation(values)
    if violation > tolerance { failures.append("a required constraint is violated by \(violation)") }
    let errors = system.levelErrors(values)
    for (priority, optimum) in optima.sorted(by: { $0.key > $1.key }) {
      let error = errors[priority] ?? 0
      if abs(error - optimum.doubleValue) > tolerance {
        failures.append("level @\(priority) has total error \(error), the optimum is \(optimum)")
      }
    }
    for (variable, range) in ranges.enumerated() where range.isFixed {
      if abs(values[variable] - range.min!.doubleValue) > tolerance {
        failures.append("\(names[variable]) is \(values[variable]), every optimal solution has \(range.min!)")
      }
    }
    return failures
  }

  /// The engine's constraints and every variable's value and exact range, for reports.
  var report: String {
    let values = self.values
    var lines = ["engine constraints (positions in the superview's bounds, guides' in their owner's):"]
    lines += system.constraints.map { "  \($0.description(names: names))" }
    lines.append("optima: " + optima.sorted { $0.key > $1.key }.map { "@\($0.key) \($0.value)" }.joined(separator: ", "))
    lines.append("variables: engine value, exact range over the optimal face, the solver's isAmbiguous:")
    let solver = root.hierarchyContext.engine?.solver
    for (variable, range) in ranges.enumerated() {
      let flag = solver.map { $0.isAmbiguous(variables[variable]) ? "ambiguous" : "fixed" } ?? "?"
      lines.append("  \(names[variable]) = \(values[variable]) in \(range), \(flag)")
    }
    return lines.joined(separator: "\n")
  }
}
