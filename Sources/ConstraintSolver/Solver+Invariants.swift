// Full consistency checks, compiled only in debug builds (as swift-collections'
// `_checkInvariants`); every public mutating operation calls `checkInvariantsIfDue()` last. Each part
// of the state checks its own invariant; what ties parts together is checked here.

#if OPENAUTOLAYOUT_INTERNAL_CHECKS
extension Solver {
  /// The tableau size up to which every operation is checked.
  static let checkedEveryTimeUpTo = 512

  /// Checks every invariant after an operation: each time while the tableau has up to
  /// ``checkedEveryTimeUpTo`` symbols, then every ⌈symbols / 512⌉-th operation, so that checking
  /// stays linear in a large system's size. (Checking the whole tableau after each of a large
  /// storyboard's thousands of additions made a debug `autolayout solve` of a 357-view macOS
  /// storyboard take minutes.) The throwaway solvers of a conflict search (``explainsConflicts``
  /// off) are not checked: they run the same operations thousands of times on subsets.
  func checkInvariantsIfDue() {
    guard storage.explainsConflicts else { return }
    let size = storage.tableau.kinds.count
    if size > Self.checkedEveryTimeUpTo {
      storage.operationsSinceCheck += 1
      guard storage.operationsSinceCheck * Self.checkedEveryTimeUpTo >= size else { return }
    }
    storage.operationsSinceCheck = 0
    checkInvariants()
  }

  func checkInvariants() {
    let tableau = storage.tableau, objectives = storage.objectives, cache = storage.cache
    precondition(!isRecordingUndo, "an operation left its undo recording on")
    tableau.checkInvariants()
    objectives.checkInvariants(tableau)
    cache.checkInvariants(symbolCount: tableau.kinds.count, extent: tableau.symbolExtent)
    storage.lazyRows.checkInvariants(tableau)
    storage.presolve.checkInvariants()
    storage.registry.checkInvariants(extent: tableau.symbolExtent)
    storage.components.checkInvariants(tableau)
    storage.editing.checkInvariants()
    for (index, row) in tableau.rows.enumerated() where row != nil {
      if tableau.kinds[index] == .external && !cache.defersValues {
        precondition(!cache.isDirty[index], "value of v\(index) is stale")
      }
    }
    // A stale value's readers are stale too: refreshing finds every one (deferred values).
    for index in cache.isDirty.indices where cache.isDirty[index] && tableau.kinds[index] == .external {
      precondition(tableau.readers[index].allSatisfy { cache.isDirty[Int($0)] }, "a reader of stale symbol \(index) is not stale")
    }
    // Each level counts the optional constraints with an error there: one with a priority each
    // way counts at both of its levels.
    var expectedCounts: [Float: Int] = [:]
    for (_, tag) in registry.tags where !tag.isRequired {
      expectedCounts[tag.priority, default: 0] += 1
      if tag.otherPriority != tag.priority { expectedCounts[tag.otherPriority, default: 0] += 1 }
    }
    precondition(objectives.levels.allSatisfy { expectedCounts[$0.priority] == $0.constraintCount }
      && objectives.levels.count == expectedCounts.count, "levels count their constraints wrong")
    var expectedMentions = [[ObjectIdentifier]](repeating: [], count: tableau.symbolExtent)
    for (id, tag) in registry.tags {
      for term in tag.constraint.expression.terms {
        expectedMentions[registry.variables[ObjectIdentifier(term.variable)]!.symbol.index].append(id)
      }
    }
    for index in 0..<registry.mentions.count {
      let mentions = Array(registry.mentions[index])
      precondition(mentions.count == expectedMentions[index].count
        && Set(mentions) == Set(expectedMentions[index]), "mentions of symbol \(index) are out of step")
    }
    for (index, kind) in tableau.kinds.enumerated() where !tableau.freeIDs.contains(Int32(index)) {
      let symbol = Symbol(id: Int32(index), kind: kind)
      let shouldImprove = symbol.isRestricted && tableau.rows[index] == nil && reducedCostSign(of: symbol) < 0
      precondition(!shouldImprove, "not optimal: \(symbol) can still improve the objective")
      precondition(objectives.improving.contains(symbol) == shouldImprove, "candidate set is out of step at \(symbol)")
    }
  }
}

extension Tableau {
  /// Rows sorted, without zero terms or stale symbols; the column index exactly the rows'
  /// terms; restricted rows feasible and free of variables.
  func checkInvariants() {
    precondition(rows.count >= kinds.count && columns.count == rows.count && readers.count == rows.count,
      "per-symbol arrays differ in length")
    precondition(rows[kinds.count...].allSatisfy { $0 == nil } && columns[kinds.count...].allSatisfy(\.isEmpty)
      && readers[kinds.count...].allSatisfy(\.isEmpty), "an id past the last allocated is not fresh")
    var expectedColumns = [Set<Int32>](repeating: [], count: kinds.count)
    for (index, row) in rows.enumerated() {
      guard let row else { continue }
      let basic = Symbol(id: Int32(index), kind: kinds[index])
      precondition(!freeIDs.contains(basic.id), "released symbol \(basic) is basic")
      precondition(!row.contains(basic), "basic \(basic) appears in its own row \(row)")
      for (a, b) in zip(row.terms, row.terms.dropFirst()) {
        precondition(a.symbol.rowOrder < b.symbol.rowOrder, "row of \(basic) is not sorted: \(row)")
      }
      for term in row.terms {
        precondition(!nearZero(term.coefficient), "row of \(basic) keeps a zero term: \(row)")
        precondition(kinds[term.symbol.index] == term.symbol.kind, "row of \(basic) has a stale symbol \(term.symbol)")
        precondition(!freeIDs.contains(term.symbol.id), "row of \(basic) mentions released \(term.symbol)")
        expectedColumns[term.symbol.index].insert(basic.id)
        if basic.kind != .external {
          precondition(term.symbol.kind != .external, "restricted row of \(basic) mentions a variable: \(row)")
        }
      }
      if basic.isRestricted {
        precondition(row.constant >= -epsilon, "row of \(basic) is infeasible: \(row)")
      }
    }
    for index in kinds.indices {
      precondition(Set(columns[index]) == expectedColumns[index] && columns[index].count == expectedColumns[index].count, "column of symbol \(index) is out of step")
      if kinds[index] == .external {
        precondition(Set(readers[index]) == Set(columns[index]) && readers[index].count == columns[index].count,
          "readers of symbol \(index) are out of step")
      } else {
        precondition(readers[index].isEmpty, "symbol \(index) is not external but has readers")
      }
    }
  }
}

extension Objectives {
  /// Levels in use, highest first, each in parametric restricted symbols of `tableau`; no
  /// transient state (artificial objective, rows waiting for the dual simplex) left behind.
  func checkInvariants(_ tableau: Tableau) {
    precondition(artificial == nil, "an operation left its artificial objective behind")
    precondition(infeasible.allSatisfy { tableau.rows[Int($0)] == nil || tableau.rows[Int($0)]!.constant >= -epsilon },
      "an operation left infeasible rows behind")
    for (a, b) in zip(levels, levels.dropFirst()) {
      precondition(a.priority > b.priority, "levels \(a.priority) and \(b.priority) are out of order")
    }
    for level in levels {
      precondition(level.priority < Priority.required.rawValue && level.constraintCount > 0, "level \(level.priority) is unused")
      for (symbol, _) in level.terms {
        precondition(symbol.kind != .external, "objective \(level.priority) mentions a variable")
        precondition(tableau.rows[symbol.index] == nil, "objective \(level.priority) mentions basic \(symbol)")
        precondition(!tableau.freeIDs.contains(symbol.id), "objective \(level.priority) mentions released \(symbol)")
      }
    }
    improving.checkInvariants()
    for symbol in improving {
      precondition(symbol.isRestricted && tableau.rows[symbol.index] == nil, "candidate \(symbol) cannot enter")
    }
  }
}

extension ValueCache {
  /// One entry per symbol; the changes noted exactly once each.
  func checkInvariants(symbolCount: Int, extent: Int) {
    precondition(values.count == extent && isDirty.count == extent && isChanged.count == extent,
      "per-symbol arrays differ in length")
    precondition(values[symbolCount...].allSatisfy { $0 == 0 } && !isDirty[symbolCount...].contains(true)
      && !isChanged[symbolCount...].contains(true), "an id past the last allocated is not fresh")
    precondition(Set(changedIDs).count == changedIDs.count && changedIDs.allSatisfy { isChanged[Int($0)] }
      && isChanged.filter { $0 }.count == changedIDs.count, "changes noted are out of step")
    precondition(recordsChanges || (changedIDs.isEmpty && releasedChanges.isEmpty), "changes noted while not recording")
    precondition(dirty.allSatisfy { isDirty[Int($0)] } || defersValues || dirty.isEmpty, "stale list is out of step")
  }
}

extension LazyRows {
  /// A lazy row reads only basic variables of lower rank (the references form a DAG), and each
  /// definition names a basic variable.
  func checkInvariants(_ tableau: Tableau) {
    precondition(ranks.count == tableau.symbolExtent && ranks[tableau.kinds.count...].allSatisfy { $0 == 0 },
      "per-symbol arrays differ in length, or an id past the last allocated is not fresh")
    for (index, row) in tableau.rows.enumerated() where index < tableau.kinds.count && tableau.kinds[index] == .external {
      guard let row else { continue }
      for term in row.terms where term.symbol.kind == .external && tableau.rows[term.symbol.index] != nil {
        precondition(ranks[term.symbol.index] < ranks[index], "lazy row of v\(index) reads v\(term.symbol.id) of no lower rank")
      }
    }
    for (id, _) in definitions.entries {
      precondition(tableau.kinds[Int(id)] == .external && tableau.rows[Int(id)] != nil, "definition of v\(id), which is not basic")
    }
  }
}

extension Registry {
  /// One entry per symbol; every constraint numbered by an addition.
  func checkInvariants(extent: Int) {
    precondition(mentions.count == extent, "per-symbol arrays differ in length")
    mentions.checkInvariants()
    precondition(tags.values.allSatisfy { $0.order <= additions }, "a constraint numbered past the additions")
    for (id, variable) in variables.entries {
      precondition(variables.symbol(for: ObjectIdentifier(variable))?.id == id, "variable of symbol \(id) is out of step")
    }
  }
}

extension HistoryComponents {
  /// Each root's cycle holds exactly the external symbols whose parents lead to it, as many as
  /// its size, and ends at its tail; every other symbol is its own next and previous and has
  /// size 0; `previous` inverts `next`; each symbol's children count those whose parent it is.
  func checkInvariants(_ tableau: Tableau) {
    precondition(nodes.count == tableau.symbolExtent, "the components have \(nodes.count) nodes for \(tableau.symbolExtent) ids")
    precondition(nodes[tableau.kinds.count...].indices.allSatisfy { nodes[$0] == .alone(Int32($0)) },
      "an id past the last allocated is not alone")
    var listed = [Bool](repeating: false, count: nodes.count)
    for (index, node) in nodes.enumerated() where node.size > 0 {
      precondition(node.parent == Int32(index), "non-root \(index) lists members")
      let list = membersOfRoot(Int32(index))
      precondition(list.count == Int(node.size) && nodes[Int(list[list.count - 1])].next == Int32(index)
        && node.tail == list[list.count - 1], "the cycle of \(index) does not hold its \(node.size) members")
      for member in list {
        precondition(!listed[Int(member)], "v\(member) is in two components")
        listed[Int(member)] = true
        precondition(root(of: member) == Int32(index), "v\(member) is listed under \(index) but its root is \(root(of: member))")
      }
    }
    for (index, node) in nodes.enumerated() where !listed[index] {
      precondition(node.next == Int32(index) && node.previous == Int32(index),
        "v\(index) is in no cycle but links to \(node.next) and from \(node.previous)")
    }
    var counted = [Int32](repeating: 0, count: nodes.count)
    for (index, node) in nodes.enumerated() {
      precondition(nodes[Int(node.next)].previous == Int32(index), "v\(index)'s next does not lead back to it")
      if node.parent != Int32(index) { counted[Int(node.parent)] += 1 }
    }
    precondition(counted == nodes.map(\.children), "children counts are out of step")
    for (index, kind) in tableau.kinds.enumerated() where kind == .external && !tableau.freeIDs.contains(Int32(index)) {
      precondition(listed[index], "v\(index) is in no component")
    }
  }
}

extension EditVariables {
  /// Each edit is filed under its variable, with an optional equality on it.
  func checkInvariants() {
    for (key, edit) in edits {
      precondition(key == ObjectIdentifier(edit.variable) && !edit.constraint.priority.isRequired
        && edit.constraint.relation == .equal, "edit of \(edit.variable) is out of step")
    }
  }
}
#else
extension Solver {
  @inline(__always) func checkInvariants() {}
  @inline(__always) func checkInvariantsIfDue() {}
}
#endif
