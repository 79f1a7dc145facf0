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
  /// The solver's state, in parts (`Solver+Storage.swift`), shared between copies until one of
  /// them changes.
  var storage = Storage()

  struct VariableEntry: Sendable {
    let variable: Variable
    let symbol: Symbol
  }

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
    /// The priority as the objective sees it (0 for internal ambiguity probes): the level of
    /// `marker` when it is an error.
    let priority: Float
    /// The level of `other` when it is an error: `priority`, but for an optional equality whose
    /// directions weigh differently (``Constraint/priorityBelow``).
    let otherPriority: Float
    /// Counts additions, for reporting conflicts in the order constraints were added.
    let order: Int

    /// Whether the constraint is required (its errors are in no objective).
    var isRequired: Bool { priority >= Priority.required.rawValue }
  }

  struct Edit: Sendable {
    let variable: Variable
    let constraint: Constraint
    var suggested: Double
  }

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
    guard let symbol = registry.variables.symbol(of: variable, hint: variable.symbolHint) else { return 0 }
    return snapped(cache.values[symbol.index])
  }

  /// The values of four variables, as ``value(of:)`` gives each: a layout pass reads a frame's
  /// four at once, in one call instead of four.
  ///
  /// The variables are named by their addresses, with the caller's copies of their symbol ids,
  /// which are checked against the solver's table and brought up to date when they are stale: a
  /// read touches neither the variables nor, but for the first, the hash table (a cache miss
  /// each, for every view of a pass over a large hierarchy). A variable the solver does not know
  /// reads 0.
  package func values(of quad: inout VariableQuad) -> (Double, Double, Double, Double) {
    (
      readValue(atAddress: quad.addresses.0, hint: &quad.hints.0),
      readValue(atAddress: quad.addresses.1, hint: &quad.hints.1),
      readValue(atAddress: quad.addresses.2, hint: &quad.hints.2),
      readValue(atAddress: quad.addresses.3, hint: &quad.hints.3)
    )
  }

  @inline(__always)
  private func readValue(atAddress address: UInt, hint: inout Int32) -> Double {
    if let symbol = registry.variables.symbol(atAddress: address, hint: hint) {
      return snapped(cache.values[symbol.index])
    }
    guard let symbol = registry.variables.symbol(atAddress: address) else { return 0 }
    hint = symbol.id
    return snapped(cache.values[symbol.index])
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
    get { cache.defersValues }
    set {
      cache.defersValues = newValue
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
    get { cache.recordsChanges }
    set {
      cache.recordsChanges = newValue
      if !newValue { _ = takeChangedVariables() }
    }
  }

  /// The variables whose value changed since the last call (or since recording started), each
  /// at least once. A variable seen for the first time counts as changed from 0. Values left
  /// stale by ``defersValueUpdates`` are brought up to date first.
  ///
  /// - Complexity: O(*c*) for the *c* changes recorded, plus ``updateValues()``.
  public mutating func takeChangedVariables() -> [Variable] {
    var variables: [Variable] = []
    takeChangedVariables { variables.append($0) }
    return variables
  }

  /// Calls `body` with each variable ``takeChangedVariables()`` would return, in the same order,
  /// without gathering them in an array: a resize that moves every view reports thousands.
  ///
  /// - Complexity: O(*c*) for the *c* changes recorded, plus ``updateValues()``.
  public mutating func takeChangedVariables(_ body: (Variable) -> Void) {
    refreshValues()
    defer { cache.clearChanges() }
    for id in cache.changedIDs {
      if let variable = registry.variables.variable(ofSymbol: id) { body(variable) }
    }
    for variable in cache.releasedChanges { body(variable) }
  }

  /// ``takeChangedVariables(_:)`` by address (`UInt(bitPattern: ObjectIdentifier(variable))`):
  /// the variables are neither retained nor read, each a cache miss when a resize reports tens
  /// of thousands of them. The addresses are valid while the variables live.
  package mutating func takeChangedVariableAddresses(_ body: (UInt) -> Void) {
    refreshValues()
    defer { cache.clearChanges() }
    for id in cache.changedIDs {
      let address = registry.variables.address(ofSymbol: id)
      if address != 0 { body(address) }
    }
    for variable in cache.releasedChanges { body(UInt(bitPattern: ObjectIdentifier(variable))) }
  }

  /// Whether `constraint` is in the solver.
  public func contains(_ constraint: Constraint) -> Bool {
    registry.tags[ObjectIdentifier(constraint)] != nil
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    editing.edits[ObjectIdentifier(variable)] != nil
  }

  /// The constraints in the solver, in the order they were added (edit constraints excluded).
  ///
  /// - Complexity: O(*n* log *n*) for *n* constraints.
  public var constraints: [Constraint] {
    registry.tags.values.filter { $0.role == .user }.sorted { $0.order < $1.order }.map(\.constraint)
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
