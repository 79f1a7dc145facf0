// Values of user variables, and the expansion of lazy rows.
//
// A row whose basic symbol is a user variable may mention other user variables that are basic
// themselves: the value is then read through them. Such references always form a DAG (a lazy row
// mentions only variables of lower rank; see `lazySubject`), so a change marks the rows that can
// read it, in topological order, and each is recomputed once before the operation returns.

extension Solver {
  /// Marks the value of external symbol `id`, and of every row that reads it, as stale.
  ///
  /// - Complexity: O(*d*), the rows that read `id` directly or indirectly and are not yet stale.
  @inline(__always)
  mutating func markDirty(_ id: Int32) {
    if storage.cache.isDirty[Int(id)] { return }
    makeUnique()
    storage.cache.markDirty(id, readers: storage.tableau.readers, version: storage.tableau.readersVersion)
  }

  /// Recomputes every stale value.
  ///
  /// - Complexity: O(Σ *k*) over the stale rows' terms.
  mutating func refreshValues() {
    if storage.cache.dirty.isEmpty { return }
    makeUnique()
    storage.cache.refresh(rows: storage.tableau.rows, version: storage.tableau.readersVersion)
  }

  /// `row` with every basic external symbol replaced by its row, recursively: a row in parametric
  /// symbols only.
  ///
  /// - Complexity: O(*d* log *d* + Σ *k*) over the *d* lazy rows reachable from `row`.
  func expanded(_ row: Row, visiting visit: (Symbol) -> Void = { _ in }) -> Row {
    var scratch = ExpansionScratch()
    return expanded(row, scratch: &scratch, visiting: visit)
  }

  /// `expanded(_:visiting:)`, working in `scratch`'s buffers, which it leaves empty with their
  /// capacity for the next expansion.
  func expanded(_ row: Row, scratch: inout ExpansionScratch, visiting visit: (Symbol) -> Void) -> Row {
    guard row.terms.contains(where: { $0.symbol.kind == .external && isBasic($0.symbol) }) else {
      return row
    }
    defer { scratch.removeAll() }
    // Order the reachable basic externals so that each comes after every row that reads it; then
    // one pass pushes coefficients down the DAG, expanding each row once. The factors serve the
    // walk (which rows it entered) and the pass.
    // How many parametric terms the expansion can collect: room for them is made once.
    var termBound = row.terms.count
    for term in row.terms where term.symbol.kind == .external && isBasic(term.symbol) {
      scratch.stack.append(ExpansionScratch.Step(id: term.symbol.id, finished: false))
    }
    while let step = scratch.stack.popLast() {
      let id = step.id
      if step.finished {
        scratch.order.append(id)
        continue
      }
      if scratch.factors.contains(id) { continue }
      scratch.factors.insert(id)
      scratch.stack.append(ExpansionScratch.Step(id: id, finished: true))
      let terms = tableau.rows[Int(id)]!.terms
      termBound += terms.count
      for term in terms
      where term.symbol.kind == .external && isBasic(term.symbol) && !scratch.factors.contains(term.symbol.id) {
        scratch.stack.append(ExpansionScratch.Step(id: term.symbol.id, finished: false))
      }
    }
    var constant = row.constant
    // The parametric terms as they come, merged once at the end: no look-up per term. In the
    // scratch's buffer, which keeps its room from one expansion to the next.
    scratch.terms.reserveCapacity(termBound)
    for term in row.terms {
      if term.symbol.kind == .external && isBasic(term.symbol) {
        scratch.factors.modifyFactor(of: term.symbol.id) { $0 += term.coefficient }
      } else {
        scratch.terms.append(term)
      }
    }
    for id in scratch.order.reversed() {
      // Every row that reads `id` came before it: its factor is complete.
      let factor = scratch.factors.factor(of: id)
      guard factor != 0 else { continue }
      visit(Symbol(id: id, kind: .external))
      let definition = tableau.rows[Int(id)]!
      constant = constantSum(constant, factor * definition.constant)
      for term in definition.terms {
        if term.symbol.kind == .external && isBasic(term.symbol) {
          scratch.factors.modifyFactor(of: term.symbol.id) { $0 = sum($0, factor * term.coefficient) }
        } else {
          scratch.terms.append(Row.Term(symbol: term.symbol, coefficient: factor * term.coefficient))
        }
      }
    }
    // Room for the markers of a constraint being added (two at most).
    return Row(constant: constant, mergingInOrder: scratch.terms, room: 2)
  }
}

/// The buffers of an expansion (``Solver/expanded(_:scratch:visiting:)``), kept by the solver
/// between expansions: the arrays made and freed per constraint added were a tenth of the
/// allocations of building a layout.
struct ExpansionScratch {
  /// A step of the walk: a symbol to enter, or (`finished`) one whose readers are all ordered.
  struct Step {
    let id: Int32
    let finished: Bool
  }

  /// The reachable basic externals, each after every row that reads it.
  var order: [Int32] = []
  /// The walk's stack.
  var stack: [Step] = []
  /// The parametric terms collected, unsorted.
  var terms: [Row.Term] = []
  /// Each reachable row's symbol, with the factor its row is still to be added with.
  var factors = ExpansionFactors()

  mutating func removeAll() {
    order.removeAllKeepingBuffer()
    stack.removeAllKeepingBuffer()
    terms.removeAllKeepingBuffer()
    factors.removeAll()
  }
}

/// The factors an expansion adds its rows with, by symbol id. An expansion reaches a dozen rows
/// in a real layout: a short list searched linearly beats hashing and is one allocation, where a
/// hash table was three. Past `listLimit` entries, a hash index of positions takes over.
struct ExpansionFactors {
  private var entries: [(id: Int32, factor: Double)] = []
  /// 1 + each entry's position by id, once there are more than `listLimit` entries.
  private var index = KeyTable<Int32>()
  private static let listLimit = 16

  init() {}

  /// Empties the factors, keeping the room they took.
  mutating func removeAll() {
    if entries.count > Self.listLimit { index.removeAll() }
    entries.removeAllKeepingBuffer()
  }

  @inline(__always)
  private func position(of id: Int32) -> Int? {
    if entries.count <= Self.listLimit { return entries.firstIndex { $0.id == id } }
    return index[KeyTable<Int32>.key(id)].map { Int($0) - 1 }
  }

  func contains(_ id: Int32) -> Bool { position(of: id) != nil }

  /// Adds `id` with factor 0; it must not be present.
  mutating func insert(_ id: Int32) {
    entries.append((id, 0))
    if entries.count == Self.listLimit + 1 {
      for (position, entry) in entries.enumerated() { index[KeyTable<Int32>.key(entry.id)] = Int32(position + 1) }
    } else if entries.count > Self.listLimit + 1 {
      index[KeyTable<Int32>.key(id)] = Int32(entries.count)
    }
  }

  /// Changes the factor of `id`, which must be present (the walk entered every reachable row).
  @inline(__always)
  mutating func modifyFactor(of id: Int32, _ change: (inout Double) -> Void) {
    guard let position = position(of: id) else {
      assertionFailure("v\(id) was not entered by the walk")
      return
    }
    change(&entries[position].factor)
  }

  /// The factor of `id`: 0 when it is absent.
  func factor(of id: Int32) -> Double {
    position(of: id).map { entries[$0].factor } ?? 0
  }
}
