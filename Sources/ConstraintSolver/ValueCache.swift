/// The value of each external symbol, kept up to date lazily, and the changes noted for
/// ``Solver/takeChangedVariables()``.
struct ValueCache: Sendable {
  /// The value of each external symbol, valid where `isDirty` is false.
  var values: [Double] = []
  var isDirty: [Bool] = []
  var dirty: [Int32] = []
  /// Whether `refreshValues` notes the externals whose value changed, for `takeChangedVariables`.
  var recordsChanges = false
  /// Whether operations leave stale values for ``Solver/updateValues()`` (see
  /// ``Solver/defersValueUpdates``).
  var defersValues = false
  var changedIDs: [Int32] = []
  /// Variables forgotten (`releaseUnusedVariables(of:)`) whose last value was not yet noted as
  /// changed to 0, for `takeChangedVariables`.
  var releasedChanges: [Variable] = []
  /// Whether each symbol is in `changedIDs`.
  var isChanged: [Bool] = []
  /// Work lists of `markDirty`, kept to save allocating them on every change.
  var markingStack: [Int32] = []
  var markingOrder: [Int32] = []
}

extension ValueCache {
  /// Marks the value of external symbol `id`, and of every row that reads it (`readers`, by
  /// symbol), as stale.
  ///
  /// - Complexity: O(*d*), the rows that read `id` directly or indirectly and are not yet stale.
  mutating func markDirty(_ id: Int32, readers: [[Int32]]) {
    if isDirty[Int(id)] { return }
    // Locals keep this hot loop free of reference counting; the two work lists are reused.
    var isDirty = self.isDirty
    var dirty = self.dirty
    var stack = self.markingStack
    var postorder = self.markingOrder
    self.isDirty = []
    self.dirty = []
    readers.withUnsafeBufferPointer { readers in
      isDirty.withUnsafeMutableBufferPointer { isDirty in
        // Depth first along the readers; the reversed postorder is a topological order, so that
        // `refresh` meets every row after the rows it reads. A finished symbol is pushed as its
        // bitwise complement.
        stack.append(id)
        while let next = stack.popLast() {
          if next < 0 {
            postorder.append(~next)
            continue
          }
          if isDirty[Int(next)] { continue }
          isDirty[Int(next)] = true
          stack.append(~next)
          readers[Int(next)].withUnsafeBufferPointer { readers in
            for reader in readers where !isDirty[Int(reader)] { stack.append(reader) }
          }
        }
      }
      dirty.append(contentsOf: postorder.reversed())
    }
    postorder.removeAll(keepingCapacity: true)
    self.markingStack = stack
    self.markingOrder = postorder
    self.isDirty = isDirty
    self.dirty = dirty
  }

  /// Recomputes every stale value from `rows` (the tableau's, by symbol).
  ///
  /// Stale symbols are taken in the order they were marked, which puts a changed row before the
  /// rows that read it; a reference still stale is computed first, depth first.
  ///
  /// - Complexity: O(Σ *k*) over the stale rows' terms.
  mutating func refresh(rows: [Row?]) {
    if dirty.isEmpty { return }
    var isDirty = self.isDirty
    var values = self.values
    self.isDirty = []
    self.values = []
    var stack: [Int32] = []
    // Noted in locals: `self` is lent out to the buffer pointers below.
    let records = recordsChanges
    var changed: [Int32] = []
    defer {
      if records {
        // Each variable once until taken, however often it changed.
        for id in changed where !isChanged[Int(id)] {
          isChanged[Int(id)] = true
          changedIDs.append(id)
        }
      }
    }
    rows.withUnsafeBufferPointer { rows in
      isDirty.withUnsafeMutableBufferPointer { isDirty in
        values.withUnsafeMutableBufferPointer { values in
          for id in dirty where isDirty[Int(id)] {
            // Usually every value the row reads is fresh already: no stack needed.
            if let row = rows[Int(id)] {
              var value = row.constant
              var ready = true
              row.forEachTerm { symbol, coefficient in
                guard symbol.kind == .external else { return }
                if isDirty[symbol.index] { ready = false } else { value += coefficient * values[symbol.index] }
              }
              if ready {
                if records && values[Int(id)] != value { changed.append(id) }
                values[Int(id)] = value
                isDirty[Int(id)] = false
                continue
              }
            }
            stack.append(id)
            while let top = stack.last {
              let index = Int(top)
              var value = 0.0
              var ready = true
              if let row = rows[index] {
                value = row.constant
                row.forEachTerm { symbol, coefficient in
                  guard symbol.kind == .external else { return }
                  if isDirty[symbol.index] {
                    stack.append(symbol.id)
                    ready = false
                  } else {
                    value += coefficient * values[symbol.index]
                  }
                }
              }
              guard ready else { continue }
              if records && values[index] != value { changed.append(top) }
              values[index] = value
              isDirty[index] = false
              stack.removeLast()
            }
          }
        }
      }
    }
    self.isDirty = isDirty
    self.values = values
    dirty.removeAll(keepingCapacity: true)
  }
}
