/// The solver's tableau: the symbols, the row of each basic one, and the index from every symbol
/// to the rows that mention it (arrays indexed by symbol id).
struct Tableau: Sendable {
  /// The kind of each allocated symbol id.
  var kinds: [Symbol.Kind] = []
  /// Ids released for reuse.
  var freeIDs: [Int32] = []
  /// The row of each basic symbol; nil for parametric symbols.
  var rows: [Row?] = []
  /// For each symbol, the basic symbols whose rows mention it.
  var columns: [SymbolSet] = []
  /// For each external symbol, the same as `columns`, as an array: the rows that read its value.
  var readers: [[Int32]] = []
  /// Counts changes to `readers`: two walks along the readers from one symbol, at the same
  /// version, visit the same rows in the same order.
  var readersVersion: UInt64 = 0
}
