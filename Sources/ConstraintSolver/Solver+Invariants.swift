// Full consistency checks of the tableau, compiled only in debug builds (as swift-collections'
// `_checkInvariants`); every public mutating operation calls `checkInvariants()` last.

#if OPENAUTOLAYOUT_INTERNAL_CHECKS
extension Solver {
  func checkInvariants() {
    precondition(journal == nil && artificial == nil && infeasible.allSatisfy { rows[Int($0)] == nil || rows[Int($0)]!.constant >= -epsilon },
      "an operation left transient state behind")
    var expectedColumns = [Set<Int32>](repeating: [], count: kinds.count)
    for (index, row) in rows.enumerated() {
      guard let row else { continue }
      let basic = Symbol(id: Int32(index), kind: kinds[index])
      precondition(!freeIDs.contains(basic.id), "released symbol \(basic) is basic")
      precondition(!row.contains(basic), "basic \(basic) appears in its own row \(row)")
      for (a, b) in zip(row.terms, row.terms.dropFirst()) {
        precondition(a.symbol.id < b.symbol.id, "row of \(basic) is not sorted: \(row)")
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
      if basic.kind == .external && !defersValues {
        precondition(!isDirty[index], "value of \(basic) is stale")
      }
    }
    // A stale value's readers are stale too: refreshing finds every one (deferred values).
    for index in isDirty.indices where isDirty[index] && kinds[index] == .external {
      precondition(readers[index].allSatisfy { isDirty[Int($0)] }, "a reader of stale symbol \(index) is not stale")
    }
    for index in columns.indices {
      precondition(columns[index] == expectedColumns[index], "column of symbol \(index) is out of step")
      if kinds[index] == .external {
        precondition(Set(readers[index]) == columns[index] && readers[index].count == columns[index].count,
          "readers of symbol \(index) are out of step")
      } else {
        precondition(readers[index].isEmpty, "symbol \(index) is not external but has readers")
      }
    }
    var expectedMentions = [[ObjectIdentifier]](repeating: [], count: kinds.count)
    for (id, tag) in tags {
      for term in tag.constraint.expression.terms {
        expectedMentions[variables[ObjectIdentifier(term.variable)]!.symbol.index].append(id)
      }
    }
    for index in mentions.indices {
      precondition(mentions[index].count == expectedMentions[index].count
        && Set(mentions[index]) == Set(expectedMentions[index]), "mentions of symbol \(index) are out of step")
    }
    for level in levels {
      precondition(level.priority <= 1000 && level.constraintCount > 0, "level \(level.priority) is unused")
      for (symbol, _) in level.terms {
        precondition(symbol.kind != .external, "objective \(level.priority) mentions a variable")
        precondition(rows[symbol.index] == nil, "objective \(level.priority) mentions basic \(symbol)")
        precondition(!freeIDs.contains(symbol.id), "objective \(level.priority) mentions released \(symbol)")
      }
    }
    for (index, kind) in kinds.enumerated() where !freeIDs.contains(Int32(index)) {
      let symbol = Symbol(id: Int32(index), kind: kind)
      let shouldImprove = symbol.isRestricted && rows[index] == nil && reducedCostSign(of: symbol) < 0
      precondition(!shouldImprove, "not optimal: \(symbol) can still improve the objective")
      precondition(improving.contains(symbol) == shouldImprove, "candidate set is out of step at \(symbol)")
    }
  }
}
#else
extension Solver {
  @inline(__always) func checkInvariants() {}
}
#endif
