// The benchmark systems, their known solutions and the three timed phases.
//
// Everything here is mirrored line for line by Benchmarks/kiwi/kiwi_bench.cpp, which builds the
// same systems with kiwi in the same order: change one and you must change the other.
// Benchmarks/README.md describes the scenarios and what each check compares.
import ConstraintSolver

/// The systems that can be built.
public enum ScenarioKind: String, CaseIterable, Sendable {
  /// N equal-width views in a row between the container's edges; the container width is edited.
  case row
  /// N items stacked vertically with hugging and compression resistance; the width is edited.
  case stack
  /// N equal-width views in a row, each preferring its own width @250: the optimum is the median.
  case weak
  /// N random sparse constraints over N/2 variables, in the style of the Cassowary paper's benchmark.
  case random
}

/// The timed parts of a run.
public enum Phase: String, CaseIterable, Sendable {
  /// Add every constraint, the edit variable and its first suggestion; read every value.
  case build
  /// 1000 suggestions for the edit variable, each followed by reading every value.
  case edit
  /// 100 times: remove the constraints of one view in the middle and add them back; then read every value.
  case churn
}

/// How many suggestions the edit phase makes, and how many remove/re-add rounds churn makes.
public let editCount = 1000
public let churnCount = 100

/// SplitMix64: the generator of the random systems, identical in the C++ harness.
public struct SplitMix64: Sendable {
  public var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  /// A number in 0..<n (plain modulo: the bias does not matter, only that both languages agree).
  public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// One constraint of a random system, kept as data so that the check can evaluate it.
public struct RandomConstraint: Sendable {
  public enum Relation: Int, Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }
  /// (variable index, coefficient)
  public var terms: [(Int, Double)]
  public var constant: Double
  public var relation: Relation
  public var priority: Float
}

/// The random system for `count` constraints: `count / 2` variables, a hidden integer assignment
/// at which every required constraint holds, and each constraint relating 1–3 distinct variables
/// with coefficients ±1…±5. Half are required; the optional ones are @750, @500 or @250 and
/// aim at the hidden value shifted by −20…20, so they compete.
///
/// The edit variable is the first variable that appears in optional constraints only (so that
/// suggestions can move it), or failing that the first variable of the first constraint.
public func randomSystem(count: Int) -> (variableCount: Int, truth: [Double], constraints: [RandomConstraint], editIndex: Int) {
  // The seed is 7 + count because kiwi can solve these systems: with most seeds, kiwi 1.5.1 throws
  // InternalSolverError("The objective is unbounded.") on the 600- and 900-constraint systems
  // (floating-point noise of ~1e-8 in its weighted objective row, with strengths of ~1e6, lets a
  // slack enter that no restricted row bounds). See Benchmarks/README.md.
  var rng = SplitMix64(seed: 7 &+ UInt64(count))
  let variableCount = max(2, count / 2)
  var truth: [Double] = []
  for _ in 0..<variableCount { truth.append(Double(rng.below(201))) }
  var constraints: [RandomConstraint] = []
  for _ in 0..<count {
    let k = 1 + rng.below(3)
    var indices: [Int] = []
    while indices.count < k {
      let v = rng.below(variableCount)
      if !indices.contains(v) { indices.append(v) }
    }
    var terms: [(Int, Double)] = []
    var atTruth = 0.0
    for v in indices {
      let magnitude = Double(1 + rng.below(5))
      let coefficient = rng.below(2) == 0 ? magnitude : -magnitude
      terms.append((v, coefficient))
      atTruth += coefficient * truth[v]
    }
    let r = rng.below(10)
    let relation: RandomConstraint.Relation = r < 4 ? .equal : r < 7 ? .lessThanOrEqual : .greaterThanOrEqual
    let p = rng.below(10)
    let priority: Float = p < 5 ? 1000 : p < 7 ? 750 : p < 9 ? 500 : 250
    let slack = Double(rng.below(11))
    let shift = Double(rng.below(41) - 20)
    let constant: Double
    if priority == 1000 {
      // `terms + constant (relation) 0` holds at the hidden assignment.
      switch relation {
      case .equal: constant = -atTruth
      case .lessThanOrEqual: constant = -atTruth - slack
      case .greaterThanOrEqual: constant = -atTruth + slack
      }
    } else {
      constant = -atTruth + shift
    }
    constraints.append(RandomConstraint(terms: terms, constant: constant, relation: relation, priority: priority))
  }
  var inRequired = [Bool](repeating: false, count: variableCount)
  var inOptional = [Bool](repeating: false, count: variableCount)
  for c in constraints {
    for (v, _) in c.terms {
      if c.priority == 1000 { inRequired[v] = true } else { inOptional[v] = true }
    }
  }
  var editIndex = constraints[0].terms[0].0
  for v in 0..<variableCount where inOptional[v] && !inRequired[v] {
    editIndex = v
    break
  }
  return (variableCount, truth, constraints, editIndex)
}

/// The preferred width of view `i` in the weak scenario: 20, 23, 26, … in a scrambled order
/// (distinct as long as N is not a multiple of 7919).
public func weakPreference(_ i: Int, n: Int) -> Double { Double(20 + 3 * ((i * 7919) % n)) }

/// The intrinsic height of stack item `i`, or nil for every 5th item, which has a required height of 44.
public func stackIntrinsicHeight(_ i: Int) -> Double? { i % 5 == 0 ? nil : Double(20 + i % 7) }

/// A built system: the solver, every variable in read-back order, the edit variable, and the
/// constraints that churn removes and re-adds.
public struct Bench {
  public let kind: ScenarioKind
  public let n: Int
  public var solver = Solver()
  /// Every variable, in the order the values are read back (and compared).
  public private(set) var variables: [Variable] = []
  /// A name for each variable, for messages.
  public private(set) var names: [String] = []
  /// The edit variable: the container width, or one random variable.
  public private(set) var edit = Variable("W")
  /// The value last suggested for `edit`.
  public private(set) var suggested = 0.0
  /// The constraints of the view that churn removes and re-adds, in the order they were added.
  public private(set) var churnGroup: [Constraint] = []
  /// The values last read back, in the order of `variables`.
  public private(set) var values: [Double] = []

  // What the checks need.
  var lefts: [Variable] = [], widths: [Variable] = []
  var preferences: [Double] = []
  var randomConstraints: [RandomConstraint] = []
  var randomVariables: [Variable] = []
  var randomTruth: [Double] = []
  var randomEditIndex = 0
  /// The weak scenario's lower median preference.
  var medianLow = 0.0

  /// The view whose constraints churn removes and re-adds.
  public static func churnIndex(n: Int) -> Int { n / 2 + 1 }

  /// Builds the system, adds the edit variable, makes its first suggestion and reads every value:
  /// the build phase.
  public init(_ kind: ScenarioKind, n: Int) throws(SolverError) {
    precondition(n >= 3, "N must be at least 3")
    self.kind = kind
    self.n = n
    let m = Bench.churnIndex(n: n)
    switch kind {
    case .row, .weak:
      // left_0 == 0; left_i == left_{i-1} + width_{i-1}; width_i == width_0 (i ≥ 1);
      // row: width_i == 50 @250, then left_{N-1} + width_{N-1} == W;
      // weak: width_i == p_i @250, then left_{N-1} + width_{N-1} <= W.
      lefts.reserveCapacity(n)
      widths.reserveCapacity(n)
      for i in 0..<n {
        let left = Variable(), width = Variable()
        lefts.append(left)
        widths.append(width)
        let link = i == 0 ? left == 0 : left == lefts[i - 1] + widths[i - 1]
        try solver.add(link)
        if i == m || i == m + 1 { churnGroup.append(link) }
        if i > 0 {
          let equal = width == widths[0]
          try solver.add(equal)
          if i == m { churnGroup.append(equal) }
        }
        let preferred: Double
        if kind == .row {
          preferred = 50
        } else {
          preferred = weakPreference(i, n: n)
          preferences.append(preferred)
        }
        let preference = (width == preferred).priority(250)
        try solver.add(preference)
        if i == m { churnGroup.append(preference) }
      }
      let trailing = kind == .row ? lefts[n - 1] + widths[n - 1] == edit : lefts[n - 1] + widths[n - 1] <= edit
      try solver.add(trailing)
      for i in 0..<n {
        variables.append(lefts[i])
        names.append("left_\(i)")
        variables.append(widths[i])
        names.append("width_\(i)")
      }
      variables.append(edit)
      names.append("W")
      try solver.addEditVariable(edit, priority: 999)
      if kind == .weak { medianLow = weakMedianLow() }
      suggested = kind == .row ? 100 * Double(n) : 1.5 * Double(n) * medianLow
      try solver.suggestValue(suggested, for: edit)

    case .stack:
      // top_0 == 0; top_i == top_{i-1} + height_{i-1} + 8; height_i >= h_i @750 and
      // height_i <= h_i @250, or height_i == 44 for every 5th; left_i == 0; width_i == W.
      var tops: [Variable] = [], heights: [Variable] = []
      tops.reserveCapacity(n)
      heights.reserveCapacity(n)
      for i in 0..<n {
        let top = Variable(), height = Variable(), left = Variable(), width = Variable()
        tops.append(top)
        heights.append(height)
        lefts.append(left)
        widths.append(width)
        let link = i == 0 ? top == 0 : top == tops[i - 1] + heights[i - 1] + 8
        try solver.add(link)
        if i == m || i == m + 1 { churnGroup.append(link) }
        var own: [Constraint] = []
        if let h = stackIntrinsicHeight(i) {
          own.append((height >= h).priority(750))
          own.append((height <= h).priority(250))
        } else {
          own.append(height == 44)
        }
        own.append(left == 0)
        own.append(width == edit)
        for c in own { try solver.add(c) }
        if i == m { churnGroup += own }
      }
      for i in 0..<n {
        variables += [tops[i], heights[i], lefts[i], widths[i]]
        names += ["top_\(i)", "height_\(i)", "left_\(i)", "width_\(i)"]
      }
      variables.append(edit)
      names.append("W")
      try solver.addEditVariable(edit, priority: 999)
      suggested = 320
      try solver.suggestValue(suggested, for: edit)

    case .random:
      let system = randomSystem(count: n)
      randomConstraints = system.constraints
      randomTruth = system.truth
      for i in 0..<system.variableCount {
        randomVariables.append(Variable())
        names.append("x_\(i)")
      }
      variables = randomVariables
      for (index, data) in system.constraints.enumerated() {
        var expression = Expression(constant: data.constant)
        for (v, coefficient) in data.terms { expression.terms.append(.init(randomVariables[v], coefficient: coefficient)) }
        let relation: Constraint.Relation =
          switch data.relation {
          case .equal: .equal
          case .lessThanOrEqual: .lessThanOrEqual
          case .greaterThanOrEqual: .greaterThanOrEqual
          }
        let constraint = Constraint(expression, relation, priority: Priority(data.priority))
        try solver.add(constraint)
        if index >= n / 2 && index < n / 2 + 4 { churnGroup.append(constraint) }
      }
      randomEditIndex = system.editIndex
      edit = randomVariables[system.editIndex]
      suggested = system.truth[system.editIndex]
      try solver.addEditVariable(edit, priority: 999)
      try solver.suggestValue(suggested, for: edit)
    }
    values = [Double](repeating: 0, count: variables.count)
    _ = readAll()
  }

  /// Reads every value into `values` and returns their sum (a checksum the caller can keep).
  @inline(never)
  public mutating func readAll() -> Double {
    var sum = 0.0
    for i in variables.indices {
      let value = solver.value(of: variables[i])
      values[i] = value
      sum += value
    }
    return sum
  }

  /// The value the edit phase suggests at step `k` (0-based): different from the previous one every time.
  public func editValue(_ k: Int) -> Double {
    let j = Double((k * 37) % 101)  // 0…100, never the same twice in a row
    switch kind {
    case .row: return 100 * Double(n) * (0.75 + j / 200)
    case .stack: return 270 + j
    case .weak: return Double(n) * medianLow * (0.5 + j / 100)
    case .random: return randomTruth[randomEditIndex] - 50 + j
    }
  }

  /// The edit phase: `count` suggestions, each followed by reading every value. Returns each
  /// step's checksum (the sum of the values read), for ``checkEditChecksums(_:)``.
  public mutating func runEdits(count: Int = editCount, checksums: inout [Double]) throws(SolverError) {
    for k in 0..<count {
      suggested = editValue(k)
      try solver.suggestValue(suggested, for: edit)
      checksums[k] = readAll()
    }
  }

  /// The churn phase: `count` times remove the churn group and add it back; then read every value.
  ///
  /// The group is removed in one call, as a layout deactivates a view's constraints
  /// (`NSLayoutConstraint.deactivate(_:)`); kiwi, which has no such call, removes them one by one.
  public mutating func runChurn(count: Int = churnCount) throws(SolverError) -> Double {
    for _ in 0..<count {
      try solver.remove(churnGroup)
      for c in churnGroup { try solver.add(c) }
    }
    return readAll()
  }

  // MARK: Known solutions

  /// The lower median of the weak scenario's preferred widths.
  func weakMedianLow() -> Double {
    let sorted = (0..<n).map { weakPreference($0, n: n) }.sorted()
    return sorted[(n - 1) / 2]
  }

  /// The unique solution when the edit variable is at `w`, in the order of `variables`;
  /// nil where there is none to compare with (random systems, or a weak system whose optimum is
  /// not unique).
  public func expectedValues(editAt w: Double) -> [Double]? {
    switch kind {
    case .row, .weak:
      var width = w / Double(n)
      if kind == .weak {
        let low = medianLow
        if width >= low && n % 2 == 0 { return nil }  // any width in the median interval is optimal
        width = min(width, low)
      }
      var result: [Double] = []
      for i in 0..<n { result += [Double(i) * width, width] }
      result.append(w)
      return result
    case .stack:
      var result: [Double] = []
      var top = 0.0
      for i in 0..<n {
        let height = stackIntrinsicHeight(i) ?? 44
        result += [top, height, 0, w]
        top += height + 8
      }
      result.append(w)
      return result
    case .random:
      return nil
    }
  }

  static func close(_ a: Double, _ b: Double, scale: Double = 0) -> Bool {
    abs(a - b) <= 1e-6 * max(1, abs(b), scale)
  }

  /// Checks the values last read back against the known solution; nil when right, else what is wrong.
  public func check() -> String? {
    if let expected = expectedValues(editAt: suggested) {
      for i in expected.indices where !Bench.close(values[i], expected[i]) {
        return "\(names[i]) = \(values[i]), expected \(expected[i]) (W = \(suggested))"
      }
      return nil
    }
    switch kind {
    case .weak:
      // Non-unique optimum: all widths equal, the row fits, and the sum of errors is minimal.
      let width = values[1]
      for i in 0..<n {
        if !Bench.close(values[2 * i + 1], width) { return "width_\(i) = \(values[2 * i + 1]) but width_0 = \(width)" }
        if !Bench.close(values[2 * i], Double(i) * width) { return "left_\(i) = \(values[2 * i]), expected \(Double(i) * width)" }
      }
      if !Bench.close(values[2 * n], suggested) { return "W = \(values[2 * n]), expected \(suggested)" }
      if Double(n) * width > suggested + 1e-6 * max(1, suggested) { return "the row (\(Double(n) * width)) overflows W = \(suggested)" }
      let best = min(suggested / Double(n), medianLow)
      let error = preferences.reduce(0) { $0 + abs(width - $1) }
      let optimum = preferences.reduce(0) { $0 + abs(best - $1) }
      if error > optimum + 1e-6 * max(1, optimum) { return "sum of preference errors \(error), optimum \(optimum) (width \(width), optimal \(best))" }
      return nil
    case .random:
      return checkRandom()
    default:
      return nil
    }
  }

  /// Random systems: every required constraint holds within 1e-6 (relative to the magnitude of its
  /// terms). No optimum is known, so nothing else is checked.
  func checkRandom() -> String? {
    var value: [Double] = []
    for v in randomVariables { value.append(solver.value(of: v)) }
    for (index, c) in randomConstraints.enumerated() where c.priority == 1000 {
      var residual = c.constant
      var scale = abs(c.constant)
      for (v, a) in c.terms {
        residual += a * value[v]
        scale += abs(a * value[v])
      }
      let tolerance = 1e-6 * max(1, scale)
      let holds: Bool =
        switch c.relation {
        case .equal: abs(residual) <= tolerance
        case .lessThanOrEqual: residual <= tolerance
        case .greaterThanOrEqual: residual >= -tolerance
        }
      if !holds { return "required constraint #\(index) is violated by \(residual)" }
    }
    return nil
  }

  /// The errors of the optional constraints of a random system, summed per priority (and the
  /// edit's error at 999): `999:e 750:e 500:e 250:e`. Information only.
  public func randomErrors() -> String {
    var value: [Double] = []
    for v in randomVariables { value.append(solver.value(of: v)) }
    var sums: [Float: Double] = [750: 0, 500: 0, 250: 0]
    for c in randomConstraints where c.priority != 1000 {
      var residual = c.constant
      for (v, a) in c.terms { residual += a * value[v] }
      let error: Double =
        switch c.relation {
        case .equal: abs(residual)
        case .lessThanOrEqual: max(0, residual)
        case .greaterThanOrEqual: max(0, -residual)
        }
      sums[c.priority, default: 0] += error
    }
    let editError = abs(solver.value(of: edit) - suggested)
    return "999:\(formatted(editError)),750:\(formatted(sums[750]!)),500:\(formatted(sums[500]!)),250:\(formatted(sums[250]!))"
  }

  /// Compares the edit phase's per-step checksums with those of the known solutions.
  public func checkEditChecksums(_ checksums: [Double]) -> String? {
    for k in checksums.indices {
      guard let expected = expectedValues(editAt: editValue(k)) else { continue }
      let sum = expected.reduce(0, +)
      let scale = expected.reduce(0) { $0 + abs($1) }
      if abs(checksums[k] - sum) > 1e-9 * max(1, scale) {
        return "edit step \(k) (W = \(editValue(k))): sum of values \(checksums[k]), expected \(sum)"
      }
    }
    return nil
  }
}

/// A number with up to 6 decimals and no trailing zeros.
public func formatted(_ x: Double) -> String {
  let scaled = (x * 1e6).rounded() / 1e6
  if scaled == scaled.rounded() && abs(scaled) < 1e15 { return String(Int64(scaled)) }
  return String(scaled)
}
