/// The solver's tableau: the symbols, the row of each basic one, and the index from every symbol
/// to the rows that mention it (arrays indexed by symbol id).
///
/// Its state changes only through the methods below, which keep the index exactly the rows'
/// terms, and which note the first version of each row they change while an undo is recorded.
struct Tableau: Sendable {
  /// The kind of each allocated symbol id: its count is the number of ids ever allocated. The
  /// other arrays by symbol id cover at least as many (``symbolExtent``), fresh past it.
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
  /// What the operation being recorded changed (see `startRecording()`). Its buffers are kept
  /// from one recording to the next: every required addition records, and allocating a
  /// dictionary for each one was a twentieth of building a long stack.
  private var undo = Undo()

  /// A row as it was before an operation changed it. (A struct, not a tuple: an array of
  /// tuples asks the runtime for its type each time it allocates.)
  private struct SavedRow: Sendable {
    let id: Int32
    let row: Row?
  }

  /// A row's constant before an operation changed only that (``changeConstant(of:_:)``).
  private struct SavedConstant: Sendable {
    let id: Int32
    let constant: Double
  }

  private struct Undo: Sendable {
    var isRecording = false
    /// The row each changed symbol had before (nil: it was parametric), once per symbol.
    var rows: [SavedRow] = []
    /// The constant of each row whose constant changed before the row was saved whole: a resize
    /// shifts thousands of constants, and saving those rows whole retained each. A row may be
    /// here more than once; put back after `rows`, last to first, so that the first saving wins
    /// and also corrects a whole row saved after its constant moved. (Saving each once would
    /// read a stamp per row at random, a cache miss each in a resize of thousands of views.)
    var constants: [SavedConstant] = []
    /// The ids allocated, in order.
    var allocated: [Int32] = []
    /// By symbol id, the recording in which its row was saved; `recording` numbers them.
    var savedIn: [UInt32] = []
    var recording: UInt32 = 0
  }

  /// The number of symbol ids in use.
  var symbolCount: Int { kinds.count - freeIDs.count }

  /// How many ids the arrays by symbol id other than `kinds` cover: at least every id allocated.
  var symbolExtent: Int { rows.count }

  /// Empties the tableau as a new one, keeping the arrays' capacity for the next system.
  mutating func removeAll() {
    kinds.removeAll(keepingCapacity: true)
    freeIDs.removeAll(keepingCapacity: true)
    rows.removeAll(keepingCapacity: true)
    columns.removeAll(keepingCapacity: true)
    readers.removeAll(keepingCapacity: true)
    readersVersion = 0
    undo.isRecording = false
    // Most recordings save nothing of one kind or another: an empty array is left as it is.
    if !undo.rows.isEmpty { undo.rows.removeAll(keepingCapacity: true) }
    if !undo.constants.isEmpty { undo.constants.removeAll(keepingCapacity: true) }
    if !undo.allocated.isEmpty { undo.allocated.removeAll(keepingCapacity: true) }
    undo.savedIn.removeAll(keepingCapacity: true)
    undo.recording = 0
  }

  func isBasic(_ symbol: Symbol) -> Bool { rows[symbol.index] != nil }

  // MARK: Symbols

  /// A new symbol of `kind`, with a released id when there is one. `isNew` says that the id is
  /// past every id so far: the arrays by symbol id must cover it (``extendSymbols(to:)``) before
  /// it is used.
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
      isNew = true
    }
    if undo.isRecording { undo.allocated.append(id) }
    return (Symbol(id: id, kind: kind), isNew)
  }

  /// Makes room for `count` symbols.
  mutating func reserveSymbolCapacity(_ count: Int) {
    kinds.reserveCapacity(count)
    rows.reserveCapacity(count)
    columns.reserveCapacity(count)
    readers.reserveCapacity(count)
    undo.savedIn.reserveCapacity(count)
  }

  /// Makes the arrays by symbol id cover the ids below `count`, each entry past the last one
  /// fresh (parametric, in no row), as a new symbol's.
  mutating func extendSymbols(to count: Int) {
    let added = count - rows.count
    guard added > 0 else { return }
    // One by one, each made in place: appending a repeated element copies it, and a copy of a
    // set or an array retains its storage (a hundred instructions an id, where this takes ten).
    // (No `reserveCapacity(count)`: it makes exactly that room, so extensions a batch at a time
    // would copy the arrays at every batch, where appends double them.)
    for _ in 0..<added {
      rows.append(nil)
      columns.append(SymbolSet())
      readers.append([])
    }
    undo.savedIn.append(contentsOf: repeatElement(0, count: added))
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

  /// Removes the rows of those of `symbols` that are basic, which become parametric, and returns
  /// their symbols.
  ///
  /// All at once: each variable the rows read loses them from its readers in one pass over its
  /// readers. One row at a time searched the readers once per row: a variable that every link
  /// of a chain reads (a shared width) made taking the chain's rows quadratic.
  mutating func takeRows(of symbols: [Symbol]) -> [Symbol] {
    var taken: [Symbol] = []
    var read: [Int32] = []
    for basic in symbols {
      guard rows[basic.index] != nil else { continue }
      saveForUndo(basic.id)
      // Moved out, not copied: a copy retained the row's terms.
      var taking: Row? = nil
      swap(&taking, &rows[basic.index])
      guard let row = taking else { continue }
      taken.append(basic)
      for term in row.terms {
        columns[term.symbol.index].remove(basic.id)
        if term.symbol.kind == .external { read.append(term.symbol.id) }
      }
    }
    // A reader whose row is gone was taken. A variable read by many rows comes up once per row,
    // and is emptied the first time.
    for id in read where !readers[Int(id)].isEmpty {
      let before = readers[Int(id)].count
      readers[Int(id)].removeAll { rows[Int($0)] == nil }
      if readers[Int(id)].count != before { readersVersion &+= 1 }
    }
    return taken
  }

  /// Applies `change` to the row of `basic`, which reports each symbol that enters or leaves the
  /// row to the index lent with it (``RowLinks``), so that the index follows. Returns the row's
  /// new constant.
  ///
  /// The index is lent, swapped out and back rather than copied, so that it stays unique and the
  /// reports write in place; a merge reports to it directly, without a closure call per symbol.
  @inline(__always)
  mutating func modifyRow(of basic: Int32, _ change: (inout Row, inout RowLinks) -> Void) -> Double {
    saveForUndo(basic)
    guard var row = rows[Int(basic)] else { preconditionFailure("v\(basic) is not basic") }
    rows[Int(basic)] = nil  // so that `row` owns its storage and mutates in place
    var links = RowLinks(basic: basic)
    swap(&links.columns, &columns)
    swap(&links.readers, &readers)
    links.version = readersVersion
    change(&row, &links)
    swap(&links.columns, &columns)
    swap(&links.readers, &readers)
    readersVersion = links.version
    rows[Int(basic)] = row
    return row.constant
  }

  /// Replaces `symbol` in the row of `basic` by `definition` (`symbol = definition`), keeping the
  /// index in step, and returns the row's new constant. `symbol`'s column must already be taken
  /// (``takeColumn(of:)``): a substitution empties it at once.
  mutating func substitute(_ symbol: Symbol, with definition: Row, inRowOf basic: Int32) -> Double {
    modifyRow(of: basic) { row, links in
      let coefficient = row.remove(symbol)
      row.add(definition, times: coefficient, reporting: &links)
    }
  }

  /// Empties the column of `symbol` and returns what it held, for a change that takes `symbol`
  /// out of every row that mentions it (a substitution): the column goes at once, instead of
  /// being copied (the caller iterates it) and then emptied one row at a time.
  mutating func takeColumn(of symbol: Symbol) -> SymbolSet {
    var column = SymbolSet()
    swap(&column, &columns[symbol.index])
    if symbol.kind == .external && !readers[symbol.index].isEmpty {
      readers[symbol.index].removeAll(keepingCapacity: true)
      readersVersion &+= 1
    }
    return column
  }

  /// Applies `change` to the constant of the row of `basic` in place and returns the new constant.
  /// Unlike ``modifyRow(of:_:)`` the row stays where it is, so its terms are neither moved nor
  /// retained: a resize shifts the constants of hundreds of rows.
  mutating func changeConstant(of basic: Int32, _ change: (inout Double) -> Void) -> Double {
    let id = Int(basic)
    guard rows[id] != nil else { preconditionFailure("v\(basic) is not basic") }
    if undo.isRecording && undo.savedIn[id] != undo.recording {
      undo.constants.append(SavedConstant(id: basic, constant: rows[id]!.constant))
    }
    change(&rows[id]!.constant)
    return rows[id]!.constant
  }

  /// A row whose constant ``shiftConstants(ofRowsMentioning:by:)`` changed. A struct, not a
  /// tuple: an array of tuples looks up its type's metadata at run time on every shift.
  struct ShiftedRow {
    let basic: Int32
    let constant: Double
  }

  /// Adds `shift` times each row's coefficient of `symbol` to the constant of every row that
  /// mentions it, in place as ``changeConstant(of:_:)`` does, and returns each row and its new
  /// constant, in the column's order: a resize shifts a thousand rows, each a separate change
  /// of the tableau before.
  mutating func shiftConstants(ofRowsMentioning symbol: Symbol, by shift: Double) -> [ShiftedRow] {
    let holders = columns[symbol.index]
    // The arrays written here are lent out, so that each row is read and changed in place (its
    // terms neither copied nor retained) and no write checks its array's uniqueness again.
    var rows = self.rows
    self.rows = []
    var savedConstants = undo.constants
    undo.constants = []
    defer {
      self.rows = rows
      undo.constants = savedConstants
    }
    let savedIn = undo.savedIn, recording = undo.recording, isRecording = undo.isRecording
    // Nothing saved whole yet in this recording (a shift usually starts one): no stamp to read.
    let noRowSaved = undo.rows.isEmpty
    return [ShiftedRow](unsafeUninitializedCapacity: holders.count) { shifted, count in
      rows.withUnsafeMutableBufferPointer { rows in
        holders.forEachID { holder in
          let id = Int(holder)
          guard let coefficient = rows[id]?.coefficient(nearHeadOf: symbol) else { return }
          if isRecording && (noRowSaved || savedIn[id] != recording) {
            savedConstants.append(SavedConstant(id: holder, constant: rows[id]!.constant))
          }
          rows[id]!.constant += coefficient * shift
          // The column holds each row once, so `count` stays within the capacity.
          (shifted.baseAddress! + count).initialize(to: ShiftedRow(basic: holder, constant: rows[id]!.constant))
          count += 1
        }
      }
    }
  }

  /// The coefficient of `symbol` in the row of `basic` (0 when it is not there or `basic` is
  /// parametric).
  func coefficient(of symbol: Symbol, inRowOf basic: Int32) -> Double {
    rows[Int(basic)]?.coefficient(of: symbol) ?? 0
  }

  /// Records that the row of `basic` mentions `symbol`.
  @inline(__always)
  private mutating func link(_ symbol: Symbol, _ basic: Int32) {
    RowLinks.link(symbol, basic, columns: &columns, readers: &readers, version: &readersVersion)
  }

  /// Records that the row of `basic` no longer mentions `symbol`.
  @inline(__always)
  private mutating func unlink(_ symbol: Symbol, _ basic: Int32) {
    RowLinks.unlink(symbol, basic, columns: &columns, readers: &readers, version: &readersVersion)
  }

  // MARK: Undo

  /// Whether changes are being recorded for `rollBack()`.
  var isRecording: Bool { undo.isRecording }

  /// Starts noting the first version of every row that changes, and every id allocated.
  mutating func startRecording() {
    undo.recording &+= 1
    if undo.recording == 0 {
      // Wrapped around: no stamp may look like this recording's.
      for index in undo.savedIn.indices {
        undo.savedIn[index] = 0
      }
      undo.recording = 1
    }
    undo.isRecording = true
  }

  /// Keeps the changes since `startRecording()`.
  mutating func stopRecording() {
    undo.isRecording = false
    undo.rows.removeAllKeepingBuffer()
    undo.constants.removeAllKeepingBuffer()
    undo.allocated.removeAllKeepingBuffer()
  }

  @inline(__always)
  private mutating func saveForUndo(_ id: Int32) {
    guard undo.isRecording, undo.savedIn[Int(id)] != undo.recording else { return }
    undo.savedIn[Int(id)] = undo.recording
    undo.rows.append(SavedRow(id: id, row: rows[Int(id)]))
  }

  /// Puts back every row changed since `startRecording()` and stops recording. Returns the ids
  /// whose rows changed, and the ids allocated (in order), which are still allocated: the caller
  /// releases them once nothing else refers to them.
  mutating func rollBack() -> (changedRows: [Int32], allocated: [Int32]) {
    guard undo.isRecording else { return ([], []) }
    let saved = undo.rows, constants = undo.constants, allocated = undo.allocated
    stopRecording()
    for id in saved.lazy.map(\.id) {
      guard let current = rows[Int(id)] else { continue }
      for term in current.terms { unlink(term.symbol, id) }
      rows[Int(id)] = nil
    }
    for saving in saved {
      let id = saving.id
      guard let original = saving.row else { continue }
      rows[Int(id)] = original
      for term in original.terms { link(term.symbol, id) }
    }
    // Each was saved before its row was saved whole, if it ever was: the first constant wins.
    for saving in constants.reversed() where rows[Int(saving.id)] != nil {
      rows[Int(saving.id)]!.constant = saving.constant
    }
    return (saved.map(\.id) + constants.map(\.id), allocated)
  }
}

/// The tableau's index (columns and readers), lent while the row of `basic` changes
/// (``Tableau/modifyRow(of:_:)``): told of each symbol that enters or leaves the row, it follows.
struct RowLinks: TermChangeObserver {
  let basic: Int32
  fileprivate var columns: [SymbolSet] = []
  fileprivate var readers: [[Int32]] = []
  fileprivate var version: UInt64 = 0

  fileprivate init(basic: Int32) { self.basic = basic }

  mutating func entered(_ symbol: Symbol) {
    Self.link(symbol, basic, columns: &columns, readers: &readers, version: &version)
  }

  mutating func left(_ symbol: Symbol) {
    Self.unlink(symbol, basic, columns: &columns, readers: &readers, version: &version)
  }

  @inline(__always)
  fileprivate static func link(
    _ symbol: Symbol, _ basic: Int32, columns: inout [SymbolSet], readers: inout [[Int32]], version: inout UInt64
  ) {
    columns[symbol.index].insertAbsent(basic)
    if symbol.kind == .external {
      if readers[symbol.index].isEmpty { readers[symbol.index].reserveCapacity(4) }
      readers[symbol.index].append(basic)
      version &+= 1
    }
  }

  @inline(__always)
  fileprivate static func unlink(
    _ symbol: Symbol, _ basic: Int32, columns: inout [SymbolSet], readers: inout [[Int32]], version: inout UInt64
  ) {
    columns[symbol.index].remove(basic)
    if symbol.kind == .external, let position = readers[symbol.index].lastIndex(of: basic) {
      readers[symbol.index].swapAt(position, readers[symbol.index].count - 1)
      readers[symbol.index].removeLast()
      version &+= 1
    }
  }
}
