// Undo for a failed addition. Only a required constraint can fail, after phase one has pivoted
// the tableau; the parts that such an addition changes (the tableau, the objectives and the
// registry) each record the first version of what they change, so that the solver can be put
// back exactly as it was. The other parts follow from these three.

extension Solver {
  /// Whether the current operation records its changes for `rollBack()`.
  var isRecordingUndo: Bool { storage.tableau.isRecording }

  /// Starts recording the changes of an operation that may have to be undone.
  mutating func startUndo() {
    tableau.startRecording()
    objectives.startRecording()
    registry.startRecording()
  }

  /// Keeps the changes since `startUndo()`.
  mutating func commitUndo() {
    guard isRecordingUndo else { return }
    tableau.stopRecording()
    objectives.stopRecording()
    registry.stopRecording()
  }

  /// Puts back everything changed since `startUndo()`.
  mutating func rollBack() {
    let (changedRows, allocated) = tableau.rollBack()
    let changedCosts = objectives.rollBack()
    let (tags, variables) = registry.rollBack()
    for id in tags {
      if let tag = registry.tags[id] { forget(tag) }
    }
    for variable in variables {
      registry.forgetVariable(ObjectIdentifier(variable))
    }
    let isAllocated = SymbolIDSet(allocated)
    cache.forgetStale(allocated)
    for id in allocated.reversed() {
      release(Symbol(id: id, kind: tableau.kinds[Int(id)]))
    }
    for symbol in changedCosts where !isAllocated.contains(symbol.id) {
      updateImproving(symbol)
    }
    for id in changedRows where !isAllocated.contains(id) {
      let symbol = Symbol(id: id, kind: tableau.kinds[Int(id)])
      updateImproving(symbol)
      if symbol.kind == .external { markDirty(id) }
    }
  }
}
