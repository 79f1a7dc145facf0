/// A program for the solver harness, written call by call: how its seeds are made (and how a
/// test can write an input by hand). Constraints are numbered in the order they are made, as
/// the harness numbers them.
public struct SolverProgram {
  public private(set) var writer = FuzzInputWriter()
  public var bytes: [UInt8] { writer.bytes }
  private var made = 0

  public init() {}

  public enum Relation: UInt8 { case equal, lessThanOrEqual, greaterThanOrEqual }

  private mutating func op(_ operation: SolverHarness.Operation) { writer.byte(operation.rawValue) }

  private mutating func constraint(_ terms: [(Int, Double)], _ relation: Relation, _ constant: Double, _ priority: Float) {
    writer.byte(UInt8(terms.count))
    for (variable, coefficient) in terms {
      writer.byte(UInt8(variable))
      writer.coefficient(coefficient)
    }
    writer.number(constant)
    writer.byte(relation.rawValue)
    writer.priority(priority)
    made += 1
  }

  /// `Σ coefficient · v[variable] + constant  relation  0 @priority`; returns its number.
  @discardableResult
  public mutating func add(
    _ terms: [(Int, Double)], _ relation: Relation, _ constant: Double, priority: Float = 1000,
    forConstantChanges: Bool = false
  ) -> Int {
    op(.add)
    constraint(terms, relation, constant, priority)
    writer.bool(forConstantChanges)
    return made - 1
  }

  /// `Σ coefficient · v[variable] + constant == 0`, costing `above` above zero and `below` below;
  /// returns its number.
  @discardableResult
  public mutating func add(_ terms: [(Int, Double)], _ constant: Double, above: Float, below: Float) -> Int {
    op(.addWithPriorityEachWay)
    writer.byte(UInt8(terms.count))
    for (variable, coefficient) in terms {
      writer.byte(UInt8(variable))
      writer.coefficient(coefficient)
    }
    writer.number(constant)
    writer.priority(above)
    writer.priority(below)
    made += 1
    return made - 1
  }

  public mutating func addAgain(_ constraint: Int) { op(.addAgain); writer.byte(UInt8(constraint)) }
  public mutating func remove(_ constraint: Int) { op(.remove); writer.byte(UInt8(constraint)) }

  public mutating func remove(_ constraints: [Int]) {
    op(.removeBatch)
    writer.byte(UInt8(constraints.count))
    constraints.forEach { writer.byte(UInt8($0)) }
  }

  /// Replaces a constraint by one with another constant; returns the new one's number.
  @discardableResult
  public mutating func replaceConstant(_ constraint: Int, _ constant: Double) -> Int {
    op(.replaceConstant)
    writer.byte(UInt8(constraint))
    writer.number(constant)
    made += 1
    return made - 1
  }

  @discardableResult
  public mutating func replace(
    _ constraint: Int, with terms: [(Int, Double)], _ relation: Relation, _ constant: Double, priority: Float = 1000
  ) -> Int {
    op(.replace)
    writer.byte(UInt8(constraint))
    self.constraint(terms, relation, constant, priority)
    return made - 1
  }

  public mutating func addEditVariable(_ variable: Int, priority: Float) {
    op(.addEditVariable); writer.byte(UInt8(variable)); writer.priority(priority)
  }
  public mutating func removeEditVariable(_ variable: Int) { op(.removeEditVariable); writer.byte(UInt8(variable)) }
  public mutating func suggestValue(_ value: Double, for variable: Int) {
    op(.suggestValue); writer.byte(UInt8(variable)); writer.number(value)
  }
  public mutating func constraintsAffecting(_ variable: Int) { op(.constraintsAffecting); writer.byte(UInt8(variable)) }
  public mutating func isAmbiguous(_ variable: Int) { op(.isAmbiguous); writer.byte(UInt8(variable)) }
  public mutating func exerciseAmbiguity(_ variable: Int, by distance: Double) {
    op(.exerciseAmbiguity); writer.byte(UInt8(variable)); writer.number(distance)
  }
  public mutating func resetExercisedAmbiguity() { op(.resetExercisedAmbiguity) }
  public mutating func defersValueUpdates(_ defers: Bool) { op(.deferValues); writer.bool(defers) }
  public mutating func takeChangedVariables() { op(.takeChangedVariables) }
  /// The next call runs on a copy.
  public mutating func copy() { op(.copy) }
  /// Room for `constraints × 37 − 100` constraints and `variables × 37 − 100` variables.
  public mutating func reserveCapacity(constraints: UInt8, variables: UInt8) {
    op(.reserveCapacity); writer.byte(constraints); writer.byte(variables)
  }
}

extension SolverProgram {
  /// The seeds of the solver harness, by file name.
  public static var seeds: [(String, [UInt8])] {
    var seeds: [(String, [UInt8])] = []
    // v0 left, v1 width, v2 container.
    var readme = SolverProgram()
    readme.add([(0, 1)], .equal, -20)
    readme.add([(0, 1), (1, 1), (2, -1)], .equal, 20)
    readme.add([(1, 1)], .greaterThanOrEqual, -150)
    readme.add([(1, 1)], .equal, -200, priority: 250)
    readme.addEditVariable(2, priority: 999)
    readme.suggestValue(375, for: 2)
    readme.suggestValue(320, for: 2)
    readme.isAmbiguous(1)
    seeds.append(("readme", readme.bytes))

    // A row of views with a window width: the edits a resize makes, and a removal. Room is
    // reserved first, as a layout engine's build does.
    var row = SolverProgram()
    row.reserveCapacity(constraints: 3, variables: 3)
    for view in 0..<2 {
      row.add([(2 * view, 1)], .equal, Double(-20 * (view + 1)), forConstantChanges: true)
      row.add([(2 * view + 1, 1)], .greaterThanOrEqual, -44)
      row.add([(2 * view + 1, 1)], .equal, -100, priority: 250)
    }
    row.add([(1, 1), (3, 1), (4, -1)], .lessThanOrEqual, 40)
    row.addEditVariable(4, priority: 500)
    for width in [375.0, 667, 320, 1024.5] { row.suggestValue(width, for: 4) }
    row.replaceConstant(0, -8)
    row.remove([2, 5])
    row.defersValueUpdates(true)
    row.suggestValue(800, for: 4)
    row.defersValueUpdates(false)
    row.removeEditVariable(4)
    seeds.append(("row-resize", row.bytes))

    // Required constraints that conflict: the error names a minimal set; nothing changes.
    var conflict = SolverProgram()
    conflict.add([(0, 1)], .equal, -100)
    conflict.add([(1, 1), (0, -2)], .equal, 0)
    conflict.add([(1, 1)], .equal, -400)
    conflict.add([], .equal, 5)
    conflict.replace(0, with: [(0, 1)], .equal, -200)
    conflict.addAgain(1)
    conflict.remove(7)
    conflict.copy()
    conflict.remove(1)
    seeds.append(("conflict", conflict.bytes))

    // Ambiguity: two variables, one equation; exercised both ways, then fixed by a weak wish.
    var ambiguous = SolverProgram()
    ambiguous.add([(0, 1), (1, 1)], .equal, -100)
    ambiguous.isAmbiguous(0)
    ambiguous.exerciseAmbiguity(0, by: 30)
    ambiguous.exerciseAmbiguity(1, by: 100)
    ambiguous.constraintsAffecting(0)
    ambiguous.resetExercisedAmbiguity()
    ambiguous.add([(0, 1)], .equal, -10, priority: 1)
    ambiguous.isAmbiguous(1)
    ambiguous.takeChangedVariables()
    seeds.append(("ambiguity", ambiguous.bytes))

    // The priority hierarchy: 251 beats any number of 250s; then priorities change.
    var hierarchy = SolverProgram()
    hierarchy.add([(0, 1)], .equal, -100, priority: 251)
    for _ in 0..<4 { hierarchy.add([(0, 1)], .equal, 0, priority: 250) }
    hierarchy.add([(0, 1), (1, -1)], .lessThanOrEqual, 0, priority: 750)
    hierarchy.add([(1, 1)], .lessThanOrEqual, -50, priority: 1000)
    hierarchy.replace(0, with: [(0, 1)], .equal, -100, priority: 249)
    hierarchy.remove(0)
    seeds.append(("priorities", hierarchy.bytes))

    // Numbers every caller may pass: refused (NaN, infinities, bad priorities) or extreme.
    var numbers = SolverProgram()
    numbers.add([(0, .nan)], .equal, 0)
    numbers.add([(0, 1)], .equal, .infinity)
    numbers.add([(0, 1)], .equal, 1, priority: 0)
    numbers.add([(0, 1)], .equal, 1, priority: 1000.5)
    numbers.add([(0, 1)], .equal, 1, priority: .nan)
    numbers.addEditVariable(1, priority: 1000)
    numbers.addEditVariable(1, priority: 1)
    numbers.suggestValue(.nan, for: 1)
    numbers.suggestValue(1e6, for: 1)
    numbers.add([(0, 1e-3), (1, 1e3)], .lessThanOrEqual, -1e6)
    numbers.add([(2, 0.1), (3, -0.3)], .equal, 1e-300, priority: 999)
    seeds.append(("numbers", numbers.bytes))

    // Content sizes: an equality with a priority each way (hugging above, resistance below), pulled
    // both ways, its constant moved in place, one made with a required side, then removed.
    var contentSizes = SolverProgram()
    let width = contentSizes.add([(0, 1)], -60, above: 250, below: 750)
    contentSizes.add([(1, 1)], -20, above: 250, below: 750)
    contentSizes.add([(0, 1)], .equal, -100, priority: 500)
    contentSizes.add([(0, 1), (1, -2)], .lessThanOrEqual, 0, priority: 1000)
    let moved = contentSizes.replaceConstant(width, -80)
    contentSizes.add([(0, 1)], -60, above: 1000, below: 750)
    contentSizes.isAmbiguous(0)
    contentSizes.remove(moved)
    seeds.append(("content-sizes", contentSizes.bytes))
    return seeds
  }
}
