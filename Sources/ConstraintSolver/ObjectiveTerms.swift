/// An objective's coefficients, by symbol.
///
/// Every substitution into an objective, every reduced cost and every entering choice looks a
/// coefficient up here, several times per constraint added. As a `[Symbol: Double]` each look-up
/// ran SipHash, about a twentieth of building a large layout; this hashes the symbol's id with
/// one multiplication (`KeyTable`). Iteration order is insertion order, changed by removals; the
/// solver's results depend on no order here (a `Dictionary`'s differs from process to process).
struct ObjectiveTerms: Sequence, Sendable {
  /// The terms; a term whose coefficient cancelled out stays, at exactly 0, and reads as absent.
  /// An error's coefficient comes and goes as rows are substituted into the objective, and
  /// taking its entry out of the table and putting it back cost more than the rest of the change.
  /// Symbol ids are reused, so the entries are bounded by the ids the objective ever held.
  private var table = KeyTable<Row.Term>()
  /// How many terms are not zero.
  private var nonzeroCount = 0

  init() {}

  /// The coefficient of `symbol`; nil when the objective does not mention it. Setting nil
  /// removes it.
  subscript(symbol: Symbol) -> Double? {
    @inline(__always) get {
      guard let coefficient = table[id: symbol.id]?.coefficient, coefficient != 0 else { return nil }
      return coefficient
    }
    set { store(newValue ?? 0, for: symbol) }
  }

  /// Adds `delta` to the coefficient of `symbol` (with ``sum(_:_:)``'s cancellation), removing
  /// it when the result is near zero: one look-up.
  mutating func add(_ delta: Double, to symbol: Symbol) {
    update(symbol) { old in
      let coefficient = sum(old, delta)
      return nearZero(coefficient) ? 0 : coefficient
    }
  }

  /// Sets the coefficient of `symbol`, 0 meaning absent.
  private mutating func store(_ coefficient: Double, for symbol: Symbol) {
    update(symbol) { _ in coefficient }
  }

  /// Sets the coefficient of `symbol` to what `change` makes of the current one (0 when absent,
  /// and 0 meaning absent), keeping the count of terms that are not zero.
  @inline(__always)
  private mutating func update(_ symbol: Symbol, _ change: (Double) -> Double) {
    var counted = 0
    table.update(KeyTable<Row.Term>.key(symbol.id)) { term in
      let old = term?.coefficient ?? 0
      let coefficient = change(old)
      counted = (coefficient != 0 ? 1 : 0) - (old != 0 ? 1 : 0)
      // A symbol the objective never mentioned is not entered at zero.
      if term == nil && coefficient == 0 { return nil }
      return Row.Term(symbol: symbol, coefficient: coefficient)
    }
    nonzeroCount += counted
  }

  var count: Int { nonzeroCount }
  var isEmpty: Bool { nonzeroCount == 0 }

  /// The symbols mentioned.
  var keys: [Symbol] { table.entries.compactMap { $0.value.coefficient != 0 ? $0.value.symbol : nil } }

  /// A copy of the terms: they are listed only off the hot paths (a level removed, phase one's
  /// certificate, checks and dumps).
  func makeIterator() -> IndexingIterator<[(key: Symbol, value: Double)]> {
    table.entries.compactMap { entry in
      entry.value.coefficient != 0 ? (key: entry.value.symbol, value: entry.value.coefficient) : nil
    }.makeIterator()
  }
}
