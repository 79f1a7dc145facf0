/// The solver's tableau: the symbols, the row of each basic one, and the index from every symbol
/// to the rows that mention it (arrays indexed by symbol id).
///
/// Its state changes only through the methods below, which keep the index exactly the rows'
/// terms, and which note the first version of each row they change while an undo is recorded.
struct Tableau: Sendable {
  /// The kind of each allocated symbol id.
  private(set) var kinds: [Symbol.Kind] = []
  /// Ids released for reuse.
  private(set) var freeIDs: [Int32] = []
  /// The row of each basic symbol; nil for parametric symbols.
  private(set) var rows: [Row?] = []
  /// For each symbol, the basic symbols whose rows mention it.
  private(set) var columns: [SymbolSet] = []
  /// For each external symbol, the same as `columns`, as an array: the rows that read its value.
  private(set) var readers: [[Int32]] = []
  /// Counts changes to `readers`: two walks along the readers from one symbol, at the same
  /// version, visit the same rows in the same order.
  private(set) var readersVersion: UInt64 = 0
  /// While an operation may have to be undone: what it changed (see `startRecording()`).
  private var undo: Undo?

  private struct Undo: Sendable {
    /// The row each changed symbol had before (nil: it was parametric), by symbol id.
    var rows: [Int32: Row?] = [:]
    /// The ids allocated, in order.
    var allocated: [Int32] = []
  }

  /// The number of symbol ids in use.
  var symbolCount: Int { kinds.count - freeIDs.count }

  func isBasic(_ symbol: Symbol) -> Bool { rows[symbol.index] != nil }

  // MARK: Symbols

  /// A new symbol of `kind`, with a released id when there is one. `isNew` says that the id is
  /// past every id so far, so that the other parts' arrays by symbol id must grow by one.
  mutating func allocate(_ kind: Symbol.Kind) -> (symbol: Symbol, isNew: Bool) {
    let id: Int32
    let isNew: Bool
    if let reused = freeIDs.popLast() {
      id = reused
      kinds[Int(id)] = kind
      isNew = false
    } else {
      id = Int32(kinds.count)
      kinds.append(kind)
      rows.append(nil)
      columns.append([])
      readers.append([])
      isNew = true
    }
    undo?.allocated.append(id)
    return (Symbol(id: id, kind: kind), isNew)
  }

  /// Returns `symbol`'s id for reuse. The symbol must appear in no row.
  mutating func release(_ symbol: Symbol) {
    assert(rows[symbol.index] == nil && columns[symbol.index].isEmpty, "releasing \(symbol) in use")
    freeIDs.append(symbol.id)
  }

  // MARK: Rows

  /// Makes `basic` basic with `row`, indexing its terms.
  mutating func setRow(_ row: Row, for basic: Symbol) {
    saveForUndo(basic.id)
    assert(rows[basic.index] == nil, "\(basic) is already basic")
    for term in row.terms { link(term.symbol, basic.id) }
    rows[basic.index] = row
  }

  /// Removes and returns the row of `basic`, which becomes parametric.
  mutating func takeRow(of basic: Symbol) -> Row {
    saveForUndo(basic.id)
    guard let row = rows[basic.index] else { preconditionFailure("\(basic) is not basic") }
    rows[basic.index] = nil
    for term in row.terms { unlink(term.symbol, basic.id) }
    return row
  }

  /// Applies `change` to the row of `basic`, which reports each symbol that enters or leaves the
  /// row so that the index follows. Returns the row's new constant.
  mutating func modifyRow(
    of basic: Int32, _ change: (inout Row, _ entered: (Symbol) -> Void, _ left: (Symbol) -> Void) -> Void
  ) -> Double {
    saveForUndo(basic)
    guard var row = rows[Int(basic)] else { preconditionFailure("v\(basic) is not basic") }
    rows[Int(basic)] = nil  // so that `row` owns its storage and mutates in place
    change(&row, { link($0, basic) }, { unlink($0, basic) })
    rows[Int(basic)] = row
    return row.constant
  }

  /// Records that the row of `basic` mentions `symbol`.
  @inline(__always)
  private mutating func link(_ symbol: Symbol, _ basic: Int32) {
    columns[symbol.index].insert(basic)
    if symbol.kind == .external {
      readers[symbol.index].append(basic)
      readersVersion &+= 1
    }
  }

  /// Records that the row of `basic` no longer mentions `symbol`.
  @inline(__always)
  private mutating func unlink(_ symbol: Symbol, _ basic: Int32) {
    columns[symbol.index].remove(basic)
    if symbol.kind == .external, let position = readers[symbol.index].lastIndex(of: basic) {
      readers[symbol.index].swapAt(position, readers[symbol.index].count - 1)
      readers[symbol.index].removeLast()
      readersVersion &+= 1
    }
  }

  // MARK: Undo

  /// Whether changes are being recorded for `rollBack()`.
  var isRecording: Bool { undo != nil }

  /// Starts noting the first version of every row that changes, and every id allocated.
  mutating func startRecording() { undo = Undo() }

  /// Keeps the changes since `startRecording()`.
  mutating func stopRecording() { undo = nil }

  @inline(__always)
  private mutating func saveForUndo(_ id: Int32) {
    guard undo != nil else { return }
    if undo!.rows.index(forKey: id) == nil { undo!.rows[id] = .some(rows[Int(id)]) }
  }

  /// Puts back every row changed since `startRecording()` and stops recording. Returns the ids
  /// whose rows changed, and the ids allocated (in order), which are still allocated: the caller
  /// releases them once nothing else refers to them.
  mutating func rollBack() -> (changedRows: [Int32], allocated: [Int32]) {
    guard let record = undo else { return ([], []) }
    undo = nil
    for id in record.rows.keys {
      guard let current = rows[Int(id)] else { continue }
      for term in current.terms { unlink(term.symbol, id) }
      rows[Int(id)] = nil
    }
    for (id, original) in record.rows {
      guard let original else { continue }
      rows[Int(id)] = original
      for term in original.terms { link(term.symbol, id) }
    }
    return (Array(record.rows.keys), record.allocated)
  }
}
