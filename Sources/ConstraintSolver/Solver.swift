/// An incremental constraint solver: Cassowary's simplex method with Auto Layout's strict
/// priority hierarchy.
///
/// Add and remove ``Constraint``s, mark variables as edit variables and suggest values for them,
/// and read the solution with ``value(of:)``. Every operation leaves the solver at an optimum:
/// required constraints hold, and the errors of optional ones are minimised priority by priority,
/// highest first, each level as a sum of absolute errors (spec decision 1). No error at a lower
/// priority can buy any reduction at a higher one, however many lower constraints there are.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// var solver = Solver()
/// try solver.add(left == 20)
/// try solver.add(width >= 100)
/// try solver.add((width == 50).priority(.defaultLow))
/// solver.value(of: width)  // 100
/// ```
///
/// `Solver` is a value: copies are independent, and separate solvers can run on separate threads
/// (spec decision 11). Operations that fail throw a ``SolverError`` and leave the solver exactly
/// as it was.
///
/// The tableau is sparse: each row lists only its non-zero terms, and an index from every symbol to
/// the rows that mention it lets a pivot touch only those rows, so independent sub-systems (the two
/// axes of a layout, unrelated subtrees) never cost each other work. Each priority level has its own
/// objective row. A variable whose defining constraint introduces it keeps a lazy row that may
/// refer to other variables, so chains such as a stack of views stay linear in size instead of
/// filling in to a dense triangle.
public struct Solver: Sendable {
  // MARK: Symbols (arrays indexed by symbol id)

  /// The kind of each allocated symbol id.
  var kinds: [Symbol.Kind] = []
  /// Ids released for reuse.
  var freeIDs: [Int32] = []
  /// The row of each basic symbol; nil for parametric symbols.
  var rows: [Row?] = []
  /// For each symbol, the basic symbols whose rows mention it.
  var columns: [Set<Int32>] = []
  /// For each external symbol, the same as `columns`, as an array: the rows that read its value.
  var readers: [[Int32]] = []
  /// For each external symbol, the constraints whose expressions mention its variable.
  var mentions: [[ObjectIdentifier]] = []
  /// Union-find over external symbols: the history components (see `Solver+Components.swift`).
  var componentParent: [Int32] = []
  /// For each component's root, its external symbols.
  var componentMembers: [[Int32]] = []

  // MARK: Objective

  /// One objective row per priority level in use, highest priority first.
  var levels: [ObjectiveLevel] = []
  /// While a required constraint is added through an artificial variable, its objective, which
  /// ranks above every level.
  var artificial: ObjectiveLevel?
  /// Parametric symbols whose reduced cost is lexicographically negative: the candidates to enter.
  var improving: Set<Symbol> = []
  /// Restricted basic symbols whose rows may have gone negative, for the dual simplex.
  var infeasible: [Int32] = []

  // MARK: Values

  /// The value of each external symbol, valid where `isDirty` is false.
  var values: [Double] = []
  var isDirty: [Bool] = []
  var dirty: [Int32] = []
  /// Whether `refreshValues` notes the externals whose value changed, for `takeChangedVariables`.
  var recordsChanges = false
  /// Whether operations leave stale values for ``updateValues()`` (see ``defersValueUpdates``).
  var defersValues = false
  var changedIDs: [Int32] = []
  /// Variables forgotten (``releaseUnusedVariables(of:)``) whose last value was not yet noted as
  /// changed to 0, for `takeChangedVariables`.
  var releasedChanges: [Variable] = []
  /// Whether each symbol is in `changedIDs`.
  var isChanged: [Bool] = []
  /// Work lists of `markDirty`, kept to save allocating them on every change.
  var markingStack: [Int32] = []
  var markingOrder: [Int32] = []

  // MARK: Lazy rows

  /// The rank of each basic external symbol: a lazy row mentions only basic variables of lower
  /// rank, so the references form a DAG.
  var ranks: [Double] = []
  /// The definition (a required equality with no dummy) that made each variable basic.
  var definitions: [Int32: ObjectIdentifier] = [:]
  /// Definitions whose row has been copied into other rows; removing one needs a rebuild.
  var embedded: Set<ObjectIdentifier> = []

  // MARK: Merged optional constraints

  /// Optional constraints whose rows are identical share one marker and weigh as many times in
  /// their level's objective (a presolve step: N equal views that prefer the same width are one
  /// preference of weight N). Members by marker id, first the one that owns the symbols.
  var members: [Int32: [Constraint]] = [:]
  /// The marker of each row added since the last release of a symbol, by the row's exact content.
  var rowsByContent: [RowKey: Int32] = [:]
  /// The key of each marker in `rowsByContent`, to forget it when the row's constant changes.
  var contentKeys: [Int32: RowKey] = [:]
  /// Markers whose constant was shifted in place since `rowsByContent` was last cleared: a
  /// remembered row that mentions one no longer means what it did.
  var shiftedMarkers: Set<Int32> = []

  // MARK: The user's objects

  struct VariableEntry: Sendable {
    let variable: Variable
    let symbol: Symbol
  }
  var variables = VariableTable()
  var variableOfSymbol: [Int32: Variable] = [:]

  struct Tag: Sendable {
    enum Role: Sendable { case user, edit, probe }
    let constraint: Constraint
    let role: Role
    /// The slack, error or dummy that identifies the constraint's row; for a definition, the
    /// variable it defines.
    let marker: Symbol
    /// Whether this required equality defines `marker` through a lazy row and has no dummy.
    let defines: Bool
    /// The second error of an optional equality.
    let other: Symbol?
    /// The priority as the objective sees it (0 for internal ambiguity probes).
    let priority: Float
    /// Counts additions, for reporting conflicts in the order constraints were added.
    let order: Int
  }
  var tags: [ObjectIdentifier: Tag] = [:]
  /// The constraint whose marker or error a symbol is, for explaining conflicts.
  var owners: [Int32: Constraint] = [:]
  var additions = 0

  struct Edit: Sendable {
    let variable: Variable
    let constraint: Constraint
    var suggested: Double
  }
  var edits: [ObjectIdentifier: Edit] = [:]
  /// Constraints added by ``exerciseAmbiguity(of:by:)``, at a level below every priority.
  var probes: [ObjectIdentifier: Constraint] = [:]

  /// Records what an operation changes so that a failure can restore it exactly.
  var journal: Journal?
  /// Whether an unsatisfiable constraint's conflicting set is computed (off inside that search).
  var explainsConflicts = true

  /// Creates an empty solver.
  public init() {}

  /// The largest magnitude of a constant or a suggested value that the solver accepts: 10¹⁵ (a
  /// thousand trillion points). Larger ones are refused with
  /// ``SolverError/outOfRangeConstraint(_:)`` or ``SolverError/outOfRangeValue(_:for:)``, as
  /// NaN and infinities are.
  ///
  /// No layout needs more. A double holds about 16 significant digits, so values near the limit
  /// are exact to a tenth of a point or so, and a solution that has passed through such numbers
  /// keeps errors of that size after they are gone.
  public static let largestMagnitude = 1e15

  /// The magnitudes a variable's coefficient may have, besides zero: 10⁻⁶ to 10⁶. Others are
  /// refused with ``SolverError/outOfRangeConstraint(_:)``.
  ///
  /// The simplex method divides by coefficients and compares what comes out with a tolerance of
  /// 10⁻⁹: beyond this range a ratio of two coefficients reaches that tolerance, and a real
  /// dependency between variables would read as none. (Coefficients under 10⁻⁹ count as zero.)
  public static let coefficientMagnitudes: ClosedRange<Double> = 1e-6...1e6

  // MARK: Reading the solution

  /// The value of `variable` in the current solution; 0 for a variable the solver has never seen.
  ///
  /// Values within 1e-9 of a whole number are returned whole, so that 200 reads 200. While
  /// ``defersValueUpdates`` is on, a value that an operation changed reads as it was until
  /// ``updateValues()``.
  ///
  /// - Complexity: O(1).
  public func value(of variable: Variable) -> Double {
    guard let symbol = variables.symbol(for: ObjectIdentifier(variable)) else { return 0 }
    return snapped(values[symbol.index])
  }

  /// Whether operations leave the values they change stale instead of recomputing them before
  /// they return. Off by default.
  ///
  /// Every operation recomputes the values its changes reach, which for a variable that a long
  /// chain of lazy rows reads (a column of a thousand views, each placed below the previous one)
  /// is the whole chain, each time. A batch of operations with this on recomputes each value
  /// once, at ``updateValues()`` or when it is turned off; until then ``value(of:)`` reads the
  /// values as they were. (Checking for staleness in ``value(of:)`` itself doubled the cost of
  /// every read, the hottest path of a layout pass.)
  public var defersValueUpdates: Bool {
    get { defersValues }
    set {
      defersValues = newValue
      if !newValue { refreshValues() }
    }
  }

  /// Recomputes every value that ``defersValueUpdates`` left stale.
  ///
  /// - Complexity: O(Σ *k*) over the stale rows' terms; O(1) when no value is stale.
  public mutating func updateValues() {
    refreshValues()
  }

  /// Whether the solver notes which variables change value, for ``takeChangedVariables()``.
  /// Off by default; a layout engine turns it on to re-read only the frames that moved.
  public var recordsChangedVariables: Bool {
    get { recordsChanges }
    set {
      recordsChanges = newValue
      if !newValue { _ = takeChangedVariables() }
    }
  }

  /// The variables whose value changed since the last call (or since recording started), each
  /// at least once. A variable seen for the first time counts as changed from 0. Values left
  /// stale by ``defersValueUpdates`` are brought up to date first.
  ///
  /// - Complexity: O(*c*) for the *c* changes recorded, plus ``updateValues()``.
  public mutating func takeChangedVariables() -> [Variable] {
    refreshValues()
    defer {
      for id in changedIDs { isChanged[Int(id)] = false }
      changedIDs.removeAll(keepingCapacity: true)
      releasedChanges.removeAll()
    }
    return changedIDs.compactMap { variableOfSymbol[$0] } + releasedChanges
  }

  /// Whether `constraint` is in the solver.
  public func contains(_ constraint: Constraint) -> Bool {
    tags[ObjectIdentifier(constraint)] != nil
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// The constraints in the solver, in the order they were added (edit constraints excluded).
  ///
  /// - Complexity: O(*n* log *n*) for *n* constraints.
  public var constraints: [Constraint] {
    tags.values.filter { $0.role == .user }.sorted { $0.order < $1.order }.map(\.constraint)
  }
}

/// `value`, or the whole number within 1e-9 of it (within 1e-12 of its magnitude beyond 1 000,
/// where rounding alone is larger: a relative 1e-9 would round 373 675 887.88 to a whole number).
@inline(__always)
func snapped(_ value: Double) -> Double {
  let magnitude = abs(value)
  guard magnitude < 1e15 else { return value }
  // Adding and subtracting 1.5 × 2⁵² rounds to the nearest whole number in two additions,
  // where `rounded()` is a call into libm; this runs on every read of a value.
  let magic = 6_755_399_441_055_744.0
  let whole = (value + magic) - magic
  return abs(value - whole) <= 1e-9 * max(1, magnitude * 1e-3) ? whole + 0 : value
}

/// An optional constraint's expanded row, exactly, with its priority and relation.
struct RowKey: Hashable, Sendable {
  let priority: Float
  let relation: Constraint.Relation
  let constant: Double
  let symbols: [Int32]
  let coefficients: [Double]

  init(_ row: Row, priority: Float, relation: Constraint.Relation) {
    self.priority = priority
    self.relation = relation
    constant = row.constant
    symbols = row.terms.map(\.symbol.id)
    coefficients = row.terms.map(\.coefficient)
  }
}

/// The objective of one priority level: the sum of its errors, in terms of parametric symbols.
struct ObjectiveLevel: Sendable {
  var priority: Float
  var constant: Double = 0
  var terms: [Symbol: Double] = [:]
  /// How many constraints have errors at this level.
  var constraintCount = 0

  init(priority: Float) { self.priority = priority }

  func coefficient(of symbol: Symbol) -> Double { terms[symbol] ?? 0 }
}
