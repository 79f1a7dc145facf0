/// An objective's coefficients, by symbol.
///
/// Every substitution into an objective, every reduced cost and every entering choice looks a
/// coefficient up here, several times per constraint added. As a `[Symbol: Double]` each look-up
/// ran SipHash, about a twentieth of building a large layout; this hashes the symbol's id with
/// one multiplication (`KeyTable`). Iteration order is insertion order, changed by removals; the
/// solver's results depend on no order here (a `Dictionary`'s differs from process to process).
struct ObjectiveTerms: Sequence, Sendable {
  private var table = KeyTable<Row.Term>()

  init() {}

  /// The coefficient of `symbol`; nil when the objective does not mention it. Setting nil
  /// removes it.
  subscript(symbol: Symbol) -> Double? {
    @inline(__always) get { table[id: symbol.id]?.coefficient }
    set {
      if let newValue {
        table[id: symbol.id] = Row.Term(symbol: symbol, coefficient: newValue)
      } else {
        table[id: symbol.id] = nil
      }
    }
  }

  /// Adds `delta` to the coefficient of `symbol` (with ``sum(_:_:)``'s cancellation), removing
  /// it when the result is near zero: one look-up.
  mutating func add(_ delta: Double, to symbol: Symbol) {
    table.update(KeyTable<Row.Term>.key(symbol.id)) { term in
      let coefficient = sum(term?.coefficient ?? 0, delta)
      return nearZero(coefficient) ? nil : Row.Term(symbol: symbol, coefficient: coefficient)
    }
  }

  var count: Int { table.count }
  var isEmpty: Bool { table.isEmpty }

  /// The symbols mentioned.
  var keys: [Symbol] { table.entries.map(\.value.symbol) }

  /// A copy of the terms: they are listed only off the hot paths (a level removed, phase one's
  /// certificate, checks and dumps).
  func makeIterator() -> IndexingIterator<[(key: Symbol, value: Double)]> {
    table.entries.map { (key: $0.value.symbol, value: $0.value.coefficient) }.makeIterator()
  }
}
