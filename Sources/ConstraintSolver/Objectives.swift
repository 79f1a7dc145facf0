/// The objective of every priority level, and the simplex method's work lists.
///
/// The objectives change only through the methods below, which note each coefficient and constant
/// before they change it, and the levels they create, while an undo is recorded.
/// The work lists change only through theirs too; what belongs in them depends on the tableau,
/// so the caller decides.
struct Objectives: Sendable {
  /// One objective row per priority level in use, highest priority first.
  private(set) var levels: [ObjectiveLevel] = []
  /// While a required constraint is added through an artificial variable, its objective, which
  /// ranks above every level.
  private(set) var artificial: ObjectiveLevel?
  /// Parametric symbols whose reduced cost is lexicographically negative: the candidates to enter.
  private(set) var improving = CandidateSet()
  /// Restricted basic symbols whose rows may have gone negative, for the dual simplex.
  private(set) var infeasible: [Int32] = []
  /// While an operation may have to be undone (`isRecording`): what it changed (see
  /// `startRecording()`). Kept between operations, emptied: every required constraint added is
  /// recorded, and most change no objective.
  private var undo = Undo()
  private var isRecording = false

  ///
  /// Every change is logged with the value it replaced, and undone newest first, so what is left
  /// is the value before the first: appending beat looking each change up in a table (hashing a
  /// level and a symbol per coefficient, a twentieth of a list's time, whose rows' engines add
  /// their required constraints after optional ones).
  private struct Undo: Sendable {
    struct Coefficient: Sendable {
      let priority: Float
      let symbol: Symbol
      /// nil: no term.
      let value: Double?
    }

    struct Constant: Sendable {
      let priority: Float
      let value: Double
    }

    var coefficients: [Coefficient] = []
    var constants: [Constant] = []
    /// The priorities of the levels created.
    var createdLevels: [Float] = []
  }

  // MARK: Levels

  /// The index of the level with `priority`, created if needed.
  mutating func levelIndex(for priority: Float) -> Int {
    var index = 0
    while index < levels.count, levels[index].priority > priority { index += 1 }
    if index < levels.count, levels[index].priority == priority { return index }
    levels.insert(ObjectiveLevel(priority: priority), at: index)
    if isRecording { undo.createdLevels.append(priority) }
    return index
  }

  /// The index of the level with `priority`, if there is one.
  func existingLevelIndex(for priority: Float) -> Int? {
    levels.firstIndex { $0.priority == priority }
  }

  /// Removes level `index` and returns the symbols its objective mentioned.
  mutating func removeLevel(at index: Int) -> [Symbol] {
    let symbols = Array(levels[index].terms.keys)
    levels.remove(at: index)
    return symbols
  }

  /// Counts a constraint more (`delta` 1) or less (-1) with errors at level `index`.
  mutating func countConstraints(at index: Int, by delta: Int) {
    levels[index].constraintCount += delta
  }

  /// Sets the coefficient of `symbol` in level `index`'s objective (none when it is rounding).
  mutating func setCoefficient(at index: Int, of symbol: Symbol, to coefficient: Double) {
    noteCoefficient(at: index, of: symbol)
    levels[index].terms[symbol] = nearZero(coefficient) ? nil : coefficient
  }

  /// Adds `delta` to the coefficient of `symbol` in level `index`'s objective: as setting it to
  /// the sum, with one look-up instead of two.
  mutating func addToCoefficient(at index: Int, of symbol: Symbol, _ delta: Double) {
    noteCoefficient(at: index, of: symbol)
    levels[index].terms.add(delta, to: symbol)
  }

  /// While recording, notes the coefficient of `symbol` in level `index` before it changes.
  private mutating func noteCoefficient(at index: Int, of symbol: Symbol) {
    guard isRecording else { return }
    let value = levels[index].terms[symbol]
    undo.coefficients.append(Undo.Coefficient(priority: levels[index].priority, symbol: symbol, value: value))
  }

  /// Sets the constant of level `index`'s objective.
  mutating func setConstant(at index: Int, to constant: Double) {
    if isRecording {
      undo.constants.append(Undo.Constant(priority: levels[index].priority, value: levels[index].constant))
    }
    levels[index].constant = constant
  }

  // MARK: The artificial objective

  /// Starts phase one with `objective` ranked above every level.
  mutating func startArtificial(_ objective: ObjectiveLevel) { artificial = objective }

  /// Ends phase one and returns what the artificial objective became.
  mutating func endArtificial() -> ObjectiveLevel? {
    defer { artificial = nil }
    return artificial
  }

  /// Drops `symbol` from the artificial objective, if it has a negative cost there (rounding).
  mutating func dropNegativeArtificialCost(of symbol: Symbol) {
    if let cost = artificial?.terms[symbol], cost < 0 { artificial?.terms[symbol] = nil }
  }

  /// Replaces `symbol` by `row` in the artificial objective; returns whether it was mentioned.
  mutating func substituteInArtificial(_ symbol: Symbol, with row: Row) -> Bool {
    guard artificial != nil else { return false }
    let coefficient = artificial!.coefficient(of: symbol)
    guard coefficient != 0 else { return false }
    artificial!.terms[symbol] = nil
    artificial!.constant = constantSum(artificial!.constant, coefficient * row.constant)
    for term in row.terms {
      let total = sum(artificial!.coefficient(of: term.symbol), coefficient * term.coefficient)
      artificial!.terms[term.symbol] = nearZero(total) ? nil : total
    }
    return true
  }

  // MARK: Work lists

  /// Makes `symbol` a candidate to enter the basis.
  mutating func insertCandidate(_ symbol: Symbol) {
    improving.insert(symbol)
  }

  /// Stops `symbol` being a candidate to enter the basis.
  mutating func removeCandidate(_ symbol: Symbol) {
    improving.remove(symbol)
  }

  /// Notes that the row of restricted basic symbol `id` may have gone negative.
  mutating func pushInfeasible(_ id: Int32) {
    infeasible.append(id)
  }

  /// Takes the last row noted as possibly negative.
  mutating func popInfeasible() -> Int32? {
    infeasible.popLast()
  }

  /// Forgets every row noted as possibly negative.
  mutating func clearInfeasible() {
    infeasible.removeAll()
  }

  /// Takes every row noted as possibly negative, to put back with `restoreInfeasible(_:)` once
  /// the rows noted in between are dealt with.
  mutating func setAsideInfeasible() -> [Int32] {
    defer { infeasible.removeAll() }
    return infeasible
  }

  /// Puts back the rows of `setAsideInfeasible()`, in place of what is noted now.
  mutating func restoreInfeasible(_ waiting: [Int32]) {
    infeasible = waiting
  }

  // MARK: Undo

  /// Starts noting every coefficient and constant before it changes, and every level created.
  mutating func startRecording() { isRecording = true }

  /// Keeps the changes since `startRecording()`.
  mutating func stopRecording() {
    isRecording = false
    undo.coefficients.removeAllKeepingBuffer()
    undo.constants.removeAllKeepingBuffer()
    undo.createdLevels.removeAllKeepingBuffer()
  }

  /// Puts back every coefficient and constant changed and removes every level created since
  /// `startRecording()`, ends phase one, and stops recording. Returns the symbols whose
  /// coefficients changed, whose reduced costs the caller brings up to date.
  mutating func rollBack() -> [Symbol] {
    artificial = nil
    infeasible.removeAll()
    guard isRecording else { return [] }
    let record = undo
    stopRecording()
    for priority in record.createdLevels {
      levels.removeAll { $0.priority == priority }
    }
    // Newest first: a term or constant changed twice ends at its value before the first change.
    for change in record.coefficients.reversed() {
      guard let index = existingLevelIndex(for: change.priority) else { continue }
      levels[index].terms[change.symbol] = change.value
    }
    for change in record.constants.reversed() {
      guard let index = existingLevelIndex(for: change.priority) else { continue }
      levels[index].constant = change.value
    }
    return record.coefficients.map(\.symbol)
  }
}

/// The objective of one priority level: the sum of its errors, in terms of parametric symbols.
struct ObjectiveLevel: Sendable {
  var priority: Float
  var constant: Double = 0
  var terms = ObjectiveTerms()
  /// How many constraints have errors at this level.
  var constraintCount = 0

  init(priority: Float) { self.priority = priority }

  func coefficient(of symbol: Symbol) -> Double { terms[symbol] ?? 0 }
}
