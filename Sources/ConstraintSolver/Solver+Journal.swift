// Undo for a failed addition. Only a required constraint can fail, after phase one has pivoted
// the tableau; the journal keeps the first version of everything it touched so that the solver
// can be put back exactly as it was.

struct Journal: Sendable {
  struct ObjectiveKey: Hashable, Sendable {
    let priority: Float
    let symbol: Symbol
  }

  /// The row each touched symbol had before (nil: it was parametric).
  var rows: [Int32: Row?] = [:]
  var objective: [ObjectiveKey: Double?] = [:]
  var constants: [Float: Double] = [:]
  var allocated: [Int32] = []
  var createdLevels: [Float] = []
  var variables: [Variable] = []
  var tags: [ObjectIdentifier] = []
  /// The count of additions before the operation, which numbers constraints.
  let additions: Int

  init(additions: Int) { self.additions = additions }

  mutating func save(_ symbol: Symbol, _ row: Row?) {
    if rows.index(forKey: symbol.id) == nil { rows[symbol.id] = .some(row) }
  }

  mutating func save(objective level: ObjectiveLevel, _ symbol: Symbol) {
    let key = ObjectiveKey(priority: level.priority, symbol: symbol)
    if objective.index(forKey: key) == nil { objective[key] = .some(level.terms[symbol]) }
  }

  mutating func saveConstant(of level: ObjectiveLevel) {
    if constants[level.priority] == nil { constants[level.priority] = level.constant }
  }
}

extension Solver {
  /// Notes the row of symbol `id` as it is, if an operation is being journaled.
  @inline(__always)
  mutating func saveForUndo(row id: Int32) {
    guard storage.journal != nil else { return }
    makeUnique()
    storage.journal!.save(Symbol(id: id, kind: storage.tableau.kinds[Int(id)]), storage.tableau.rows[Int(id)])
  }

  /// Notes the coefficient of `symbol` in level `index`'s objective, if journaling.
  @inline(__always)
  mutating func saveForUndo(objective index: Int, _ symbol: Symbol) {
    guard storage.journal != nil else { return }
    makeUnique()
    storage.journal!.save(objective: storage.objectives.levels[index], symbol)
  }

  /// Notes the constant of level `index`'s objective, if journaling.
  @inline(__always)
  mutating func saveForUndo(constantOf index: Int) {
    guard storage.journal != nil else { return }
    makeUnique()
    storage.journal!.saveConstant(of: storage.objectives.levels[index])
  }

  /// Puts back everything `record` saw change.
  mutating func rollBack(_ record: Journal) {
    journal = nil
    objectives.artificial = nil
    registry.additions = record.additions
    objectives.infeasible.removeAll()
    for (id, _) in record.rows {
      guard let current = tableau.rows[Int(id)] else { continue }
      for term in current.terms { unlink(term.symbol, id) }
      tableau.rows[Int(id)] = nil
    }
    for (id, original) in record.rows {
      guard let original else { continue }
      tableau.rows[Int(id)] = original
      for term in original.terms { link(term.symbol, id) }
    }
    for priority in record.createdLevels {
      objectives.levels.removeAll { $0.priority == priority }
    }
    for (key, coefficient) in record.objective {
      guard let index = objectives.levels.firstIndex(where: { $0.priority == key.priority }) else { continue }
      objectives.levels[index].terms[key.symbol] = coefficient
    }
    for (priority, constant) in record.constants {
      guard let index = objectives.levels.firstIndex(where: { $0.priority == priority }) else { continue }
      objectives.levels[index].constant = constant
    }
    for id in record.tags {
      if let tag = registry.tags[id] { forget(tag) }
    }
    for variable in record.variables {
      registry.variables[ObjectIdentifier(variable)] = nil
    }
    let allocated = Set(record.allocated)
    for id in record.allocated.reversed() {
      cache.isDirty[Int(id)] = false
      release(Symbol(id: id, kind: tableau.kinds[Int(id)]))
    }
    cache.dirty.removeAll { allocated.contains($0) }
    for key in record.objective.keys where !allocated.contains(key.symbol.id) {
      updateImproving(key.symbol)
    }
    for id in record.rows.keys where !allocated.contains(id) {
      let symbol = Symbol(id: id, kind: tableau.kinds[Int(id)])
      updateImproving(symbol)
      if symbol.kind == .external { markDirty(id) }
    }
  }
}
