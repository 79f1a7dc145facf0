/// The value of each external symbol, kept up to date lazily, and the changes noted for
/// ``Solver/takeChangedVariables()``.
///
/// Its state changes only through the methods below, which keep one entry per symbol, every
/// stale symbol in `dirty`, and each change noted once until it is taken.
struct ValueCache: Sendable {
  /// The value of each external symbol, valid where `isDirty` is false.
  private(set) var values: [Double] = []
  private(set) var isDirty: [Bool] = []
  private(set) var dirty: [Int32] = []
  /// Whether `refreshValues` notes the externals whose value changed, for `takeChangedVariables`.
  var recordsChanges = false
  /// Whether operations leave stale values for ``Solver/updateValues()`` (see
  /// ``Solver/defersValueUpdates``).
  var defersValues = false
  private(set) var changedIDs: [Int32] = []
  /// Variables forgotten (`releaseUnusedVariables(of:)`) whose last value was not yet noted as
  /// changed to 0, for `takeChangedVariables`.
  private(set) var releasedChanges: [Variable] = []
  /// Whether each symbol is in `changedIDs`.
  private(set) var isChanged: [Bool] = []
  /// Scratch of `markDirty` and `refresh`, one slot per symbol, kept to save allocating it on
  /// every change. Its contents mean nothing between calls.
  private var scratch = Scratch()
  /// The rows the last batch of walks marked, from nothing stale to the refresh, when the readers
  /// did not change in between. A drag suggests values for the same variable again and again, and
  /// a resize shifts the same rows: while the readers stay the same, a batch that starts from the
  /// same symbol marks the same rows, so they are marked again without walking.
  private var lastWalk = LastWalk()
  /// The batch being walked: its first symbol and `Tableau.readersVersion` when it started.
  private var walking: (root: Int32, version: UInt64)?

  struct LastWalk: Sendable {
    var root: Int32 = -1
    /// `Tableau.readersVersion` throughout the batch.
    var version: UInt64 = 0
    /// The rows it marked, in the order `refresh` computed them: each after the rows it reads, so
    /// that marked again they are computed in one pass, none deferred.
    ///
    /// The set is closed under readers (a walk marks every reader of what it marks), which is what
    /// `markDirty` relies on when it stops at a stale row. Marking it again may mark more rows than
    /// this batch's walks would have (a later symbol of the batch differs): that only recomputes
    /// values that did not change, which `refresh` does not report as changes.
    var order: [Int32] = []
  }

  struct Scratch: Sendable {
    /// The walk's path: the symbols entered and not yet finished, and how many of each one's
    /// readers were looked at.
    var path: [Int32] = []
    var positions: [Int32] = []
    /// The symbols the walk finished, in postorder; or the changes `refresh` noted.
    var finished: [Int32] = []

    /// Makes every list hold at least `count` slots.
    mutating func reserve(_ count: Int) {
      guard path.count < count else { return }
      let slots = max(count, path.count * 2)
      path = .filled(with: 0, count: slots)
      positions = .filled(with: 0, count: slots)
      finished = .filled(with: 0, count: slots)
    }
  }
}

extension ValueCache {
  // MARK: Symbols

  /// Empties the cache as a new one, keeping the per-symbol arrays' capacity.
  mutating func removeAll() {
    values.removeAll(keepingCapacity: true)
    isDirty.removeAll(keepingCapacity: true)
    dirty.removeAll(keepingCapacity: true)
    recordsChanges = false
    defersValues = false
    changedIDs.removeAll(keepingCapacity: true)
    releasedChanges.removeAll()
    isChanged.removeAll(keepingCapacity: true)
    scratch = Scratch()
    lastWalk = LastWalk()
    walking = nil
  }

  /// Makes room for `count` symbols.
  mutating func reserveSymbolCapacity(_ count: Int) {
    values.reserveCapacity(count)
    isDirty.reserveCapacity(count)
    isChanged.reserveCapacity(count)
  }

  /// Makes the arrays by symbol id cover the ids below `count`, each new entry at 0 and fresh.
  mutating func extendSymbols(to count: Int) {
    let added = count - values.count
    guard added > 0 else { return }
    values.append(contentsOf: repeatElement(0, count: added))
    isDirty.append(contentsOf: repeatElement(false, count: added))
    isChanged.append(contentsOf: repeatElement(false, count: added))
  }

  /// Sets the value of symbol `index`, being released, to 0, as a symbol never seen reads.
  mutating func zeroValue(at index: Int) {
    values[index] = 0
  }

  /// Forgets the value of `variable` (external symbol `index`), which the solver is letting go
  /// of: a stale value stops being stale, and the change to 0 that refreshing it would have noted
  /// is noted for `takeChangedVariables`.
  mutating func releaseValue(of variable: Variable, at index: Int) {
    guard isDirty[index] else { return }
    if recordsChanges && values[index] != 0 { releasedChanges.append(variable) }
    isDirty[index] = false
  }

  /// Makes the symbols of `ids`, allocated by an operation being rolled back, fresh: they are
  /// about to be released, and no refresh must read them.
  mutating func forgetStale(_ ids: [Int32]) {
    let set = SymbolIDSet(ids)
    for id in ids { isDirty[Int(id)] = false }
    dirty.removeAll { set.contains($0) }
  }

  // MARK: Changes

  /// Forgets the changes noted so far, once the caller has read `changedIDs` and
  /// `releasedChanges`.
  mutating func clearChanges() {
    for id in changedIDs { isChanged[Int(id)] = false }
    changedIDs.removeAll(keepingCapacity: true)
    releasedChanges.removeAll()
  }

  // MARK: Stale values

  /// Marks the value of external symbol `id`, and of every row that reads it (`readers`, by
  /// symbol), as stale.
  ///
  /// - Complexity: O(*d*), the rows that read `id` directly or indirectly and are not yet stale.
  mutating func markDirty(_ id: Int32, readers: [[Int32]], version: UInt64) {
    if isDirty[Int(id)] { return }
    if dirty.isEmpty {
      if lastWalk.root == id && lastWalk.version == version && markAgain(lastWalk.order) {
        walking = nil
        return
      }
      walking = (id, version)
    }
    // A row that no fresh row reads is the whole walk: marked here, without lending out the
    // buffers the walk needs.
    if readers[Int(id)].allSatisfy({ self.isDirty[Int($0)] }) {
      isDirty[Int(id)] = true
      dirty.append(id)
      return
    }
    // A symbol is marked as the walk enters it, so it enters the path and the postorder at most
    // once: scratch of one slot per symbol never grows inside the walk. With no call that could
    // reallocate in the loop, each reader list is read in place, without a retain and a release.
    scratch.reserve(isDirty.count)
    var isDirty = self.isDirty
    var scratch = self.scratch
    self.isDirty = []
    self.scratch = Scratch()
    var finishedCount = 0
    readers.withUnsafeBufferPointer { readers in
      isDirty.withUnsafeMutableBufferPointer { isDirty in
        scratch.path.withUnsafeMutableBufferPointer { path in
          scratch.positions.withUnsafeMutableBufferPointer { positions in
            scratch.finished.withUnsafeMutableBufferPointer { finished in
              // Depth first along the readers; the reversed postorder is a topological order, so
              // that `refresh` meets every row after the rows it reads.
              var top = 0
              path[0] = id
              positions[0] = 0
              isDirty[Int(id)] = true
              while top >= 0 {
                let node = Int(path[top])
                var position = Int(positions[top])
                var entered = false
                readers[node].withUnsafeBufferPointer { list in
                  while position < list.count {
                    let reader = list[position]
                    position += 1
                    guard !isDirty[Int(reader)] else { continue }
                    isDirty[Int(reader)] = true
                    positions[top] = Int32(truncatingIfNeeded: position)
                    top += 1
                    path[top] = reader
                    positions[top] = 0
                    entered = true
                    return
                  }
                }
                if !entered {
                  finished[finishedCount] = Int32(truncatingIfNeeded: node)
                  finishedCount += 1
                  top -= 1
                }
              }
            }
          }
        }
      }
    }
    // No `reserveCapacity(dirty.count + finishedCount)`: it reallocates to exactly that size, so
    // a batch of many small walks (a build, with values deferred) copied `dirty` on every walk.
    for index in stride(from: finishedCount - 1, through: 0, by: -1) { dirty.append(scratch.finished[index]) }
    self.scratch = scratch
    self.isDirty = isDirty
  }

  /// Marks the rows of `order`, the last batch's, as stale; false, marking nothing, if one is
  /// stale already.
  private mutating func markAgain(_ order: [Int32]) -> Bool {
    let allFresh = isDirty.withUnsafeBufferPointer { isDirty in
      order.allSatisfy { !isDirty[Int($0)] }
    }
    guard allFresh else { return false }
    isDirty.withUnsafeMutableBufferPointer { isDirty in
      for id in order { isDirty[Int(id)] = true }
    }
    dirty.append(contentsOf: order)
    return true
  }

  /// Recomputes every stale value from `rows` (the tableau's, by symbol).
  ///
  /// Stale symbols are taken in the order they were marked, which puts a changed row before the
  /// rows that read it; a reference still stale is computed first, depth first.
  ///
  /// - Complexity: O(Σ *k*) over the stale rows' terms.
  mutating func refresh(rows: [Row?], version: UInt64) {
    if dirty.isEmpty { return }
    let remembers = walking.map { $0.version == version } ?? false
    if let batch = walking, remembers {
      lastWalk.root = batch.root
      lastWalk.version = version
      lastWalk.order.removeAll(keepingCapacity: true)
      lastWalk.order.append(contentsOf: dirty)
    }
    walking = nil
    scratch.reserve(dirty.count)
    var isDirty = self.isDirty
    var values = self.values
    var isChanged = self.isChanged
    var noted = self.scratch.finished
    var deferred = self.scratch.path
    self.isDirty = []
    self.values = []
    self.isChanged = []
    self.scratch.finished = []
    self.scratch.path = []
    let dirty = self.dirty
    var counts = (noted: 0, deferred: 0)
    var computedLast: [Int32] = []
    rows.withUnsafeBufferPointer { rows in
      isDirty.withUnsafeMutableBufferPointer { isDirty in
        values.withUnsafeMutableBufferPointer { values in
          isChanged.withUnsafeMutableBufferPointer { isChanged in
            noted.withUnsafeMutableBufferPointer { noted in
              deferred.withUnsafeMutableBufferPointer { deferred in
                var pass = RefreshPass(
                  rows: rows, isDirty: isDirty, values: values, isChanged: isChanged, records: recordsChanges,
                  noted: noted)
                // Usually every value a row reads is fresh by the time the row's turn comes; the
                // rows that are not wait for the second pass, which goes depth first.
                counts.deferred = pass.evaluateInOrder(dirty, deferring: deferred)
                computedLast = pass.evaluateDepthFirst(deferred[0..<counts.deferred])
                counts.noted = pass.notedCount
              }
            }
          }
        }
      }
    }
    self.isDirty = isDirty
    self.values = values
    self.isChanged = isChanged
    if counts.noted > 0 { changedIDs.append(contentsOf: noted[0..<counts.noted]) }
    if remembers && counts.deferred > 0 {
      rememberOrder(deferred: deferred[0..<counts.deferred], computedLast: computedLast)
    }
    self.scratch.finished = noted
    self.scratch.path = deferred
    self.dirty.removeAll(keepingCapacity: true)
  }

  /// Makes the remembered batch's order the one `refresh` computed it in, when some rows had to
  /// wait: the rows computed in order, in order, then the deferred ones as the depth-first pass
  /// computed them. Marked again next time, they are computed in one pass, none deferred.
  private mutating func rememberOrder(deferred: ArraySlice<Int32>, computedLast: [Int32]) {
    // Every value is fresh now: the deferred rows are flagged for the filter, then fresh again.
    for id in deferred { isDirty[Int(id)] = true }
    lastWalk.order.removeAll { self.isDirty[Int($0)] }
    for id in deferred { isDirty[Int(id)] = false }
    lastWalk.order.append(contentsOf: computedLast)
  }
}

/// One `refresh`: the cache's arrays lent out as buffers (one slot per symbol; `noted` and the
/// deferred symbols one per stale symbol).
private struct RefreshPass {
  let rows: UnsafeBufferPointer<Row?>
  let isDirty: UnsafeMutableBufferPointer<Bool>
  let values: UnsafeMutableBufferPointer<Double>
  let isChanged: UnsafeMutableBufferPointer<Bool>
  let records: Bool
  let noted: UnsafeMutableBufferPointer<Int32>
  var notedCount = 0

  /// Evaluates the stale symbols of `order` whose rows read only fresh values; writes the others
  /// to `deferred` and returns their count.
  ///
  /// Nothing here can reallocate or release, so the optimizer reads each row in place, without
  /// retaining its terms.
  mutating func evaluateInOrder(_ order: [Int32], deferring deferred: UnsafeMutableBufferPointer<Int32>) -> Int {
    var deferredCount = 0
    for id in order where isDirty[Int(id)] {
      if let value = evaluate(Int(id)) {
        store(value, Int(id))
      } else {
        deferred[deferredCount] = id
        deferredCount += 1
      }
    }
    return deferredCount
  }

  /// Evaluates the stale symbols of `symbols`, each after the stale values its row reads; returns
  /// them in the order they were computed.
  mutating func evaluateDepthFirst(_ symbols: some Sequence<Int32>) -> [Int32] {
    var computed: [Int32] = []
    var waiting: [Int32] = []
    for id in symbols where isDirty[Int(id)] {
      waiting.append(id)
      while let top = waiting.last {
        let index = Int(top)
        // Waited for twice, and computed already.
        guard isDirty[index] else {
          waiting.removeLast()
          continue
        }
        var ready = true
        if let row = rows[index] {
          for term in row.terms where term.symbol.kind == .external && isDirty[term.symbol.index] {
            waiting.append(term.symbol.id)
            ready = false
          }
        }
        guard ready, let value = evaluate(index) else { continue }
        store(value, index)
        computed.append(top)
        waiting.removeLast()
      }
    }
    return computed
  }

  /// The value of the row of symbol `index` (0 for a parametric symbol, which has none), or nil
  /// while a value it reads is stale.
  @inline(__always)
  func evaluate(_ index: Int) -> Double? {
    guard let row = rows[index] else { return 0 }
    return row.terms.withUnsafeBufferPointer { terms in
      var value = row.constant
      // The variables come first (`Symbol.rowOrder`); the other symbols are parametric, at zero.
      for term in terms {
        guard term.symbol.kind == .external else { break }
        if isDirty[term.symbol.index] { return nil }
        value += term.coefficient * values[term.symbol.index]
      }
      return value
    }
  }

  /// Stores `value` as symbol `index`'s, noting the change once until it is taken.
  @inline(__always)
  mutating func store(_ value: Double, _ index: Int) {
    if records && values[index] != value && !isChanged[index] {
      isChanged[index] = true
      noted[notedCount] = Int32(truncatingIfNeeded: index)
      notedCount += 1
    }
    values[index] = value
    isDirty[index] = false
  }
}
