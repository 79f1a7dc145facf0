/// A sparse linear form `constant + Σ coefficient · symbol`, the terms sorted by
/// ``Symbol/rowOrder``: the variables first, then the other symbols, each by id.
///
/// A row of the tableau reads `basic = constant + Σ terms`; while a constraint is being added its
/// row reads `0 = constant + Σ terms`. No term has a coefficient near zero: operations drop them.
struct Row: Sendable, CustomStringConvertible {
  struct Term: Sendable {
    var symbol: Symbol
    var coefficient: Double
  }

  var constant: Double
  private(set) var terms: [Term]

  init(constant: Double = 0, terms: [Term] = []) {
    self.constant = constant
    self.terms = terms
  }

  /// A row from unsorted terms, a symbol's repeated: each symbol's coefficients are added up in
  /// the order they come (with ``sum(_:_:)``'s cancellation), and near-zero results dropped.
  ///
  /// The row's terms are a new array with room for exactly `room` more: `unsorted` is a scratch
  /// buffer its caller keeps (an expansion makes one such row per constraint it adds, and a
  /// layout keeps thousands of them, so room the bound of an expansion reserved would be memory
  /// held for as long as the row).
  init(constant: Double, mergingInOrder unsorted: borrowing [Term], room: Int = 0) {
    self.constant = constant
    let count = unsorted.count
    // Sorting (key, position) pairs, packed in one integer, keeps a symbol's terms in their order
    // (the standard sort is not stable) and compares without a closure call. The keys and the
    // merged terms are in temporary storage: on the stack, for the few terms a row has.
    terms = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count) { order in
      withUnsafeTemporaryAllocation(of: Term.self, capacity: count) { merged in
        unsorted.withUnsafeBufferPointer { source in
          for index in 0..<count { order[index] = UInt64(source[index].symbol.rowOrder) << 32 | UInt64(index) }
          Self.sortSmall(order)
          var written = 0
          var position = 0
          while position < count {
            var term = source[Int(truncatingIfNeeded: order[position] & 0xFFFF_FFFF)]
            position += 1
            while position < count, order[position] >> 32 == order[position - 1] >> 32 {
              term.coefficient = sum(term.coefficient, source[Int(truncatingIfNeeded: order[position] & 0xFFFF_FFFF)].coefficient)
              position += 1
            }
            if !nearZero(term.coefficient) {
              merged.initializeElement(at: written, to: term)
              written += 1
            }
          }
          // Reserved, then appended: `init(unsafeUninitializedCapacity:)` is not specialised
          // here, and looked up the array's type at run time on every call.
          var terms: [Term] = []
          terms.reserveCapacity(written + room)
          terms.append(contentsOf: UnsafeBufferPointer(rebasing: merged[..<written]))
          return terms
        }
      }
    }
  }

  /// Sorts `keys` in place: by insertion for the dozen or so terms an expanded row has (the
  /// standard sort's set-up cost more than its work there), by the standard sort beyond.
  @inline(__always)
  private static func sortSmall(_ keys: UnsafeMutableBufferPointer<UInt64>) {
    guard keys.count <= 24 else {
      var keys = keys
      keys.sort()
      return
    }
    for index in keys.indices.dropFirst() {
      let key = keys[index]
      var hole = index
      while hole > 0 && keys[hole - 1] > key {
        keys[hole] = keys[hole - 1]
        hole -= 1
      }
      keys[hole] = key
    }
  }

  /// Makes room for `count` terms in all: a row built term by term then allocates once, not once
  /// per doubling.
  mutating func reserveCapacity(_ count: Int) {
    terms.reserveCapacity(count)
  }

  /// Calls `body` with each term, without copying the term list.
  @inline(__always)
  func forEachTerm(_ body: (Symbol, Double) -> Void) {
    terms.withUnsafeBufferPointer { buffer in
      for term in buffer { body(term.symbol, term.coefficient) }
    }
  }

  /// The position of `symbol` in `terms`, or where it would be inserted.
  private func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
    let key = symbol.rowOrder
    var low = 0
    var high = terms.count
    while low < high {
      let middle = (low + high) / 2
      let other = terms[middle].symbol.rowOrder
      if other == key { return (middle, true) }
      if other < key { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The coefficient of `symbol`, zero when absent. O(log *k*) for *k* terms.
  func coefficient(of symbol: Symbol) -> Double {
    let (index, found) = search(symbol)
    return found ? terms[index].coefficient : 0
  }

  /// ``coefficient(of:)``, searching from the front, by doubling steps, before halving: for a
  /// symbol likely to sit near the head of the row, whose first cache line then answers. The
  /// markers of the constraints added first (a hierarchy's root size) come right after a row's
  /// variables, and a resize shifts every row that mentions one. O(log *k*) still.
  func coefficient(nearHeadOf symbol: Symbol) -> Double {
    let key = symbol.rowOrder
    return terms.withUnsafeBufferPointer { terms in
      var low = 0
      var step = 1
      var high = 0
      while high < terms.count {
        let other = terms[high].symbol.rowOrder
        if other == key { return terms[high].coefficient }
        if other > key { break }
        low = high + 1
        high += step
        step *= 2
      }
      high = min(high, terms.count)
      while low < high {
        let middle = (low + high) / 2
        let other = terms[middle].symbol.rowOrder
        if other == key { return terms[middle].coefficient }
        if other < key { low = middle + 1 } else { high = middle }
      }
      return 0
    }
  }

  func contains(_ symbol: Symbol) -> Bool { search(symbol).found }

  /// Adds `coefficient · symbol`. Returns +1 if the symbol is new in the row, -1 if its
  /// coefficient cancelled to zero and it left the row, 0 otherwise.
  @discardableResult
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
    // A new symbol (a constraint's markers) sorts after every term: appended, without a search
    // or the general insertion's moves.
    if terms.last.map({ $0.symbol.rowOrder < symbol.rowOrder }) ?? true {
      if nearZero(coefficient) { return 0 }
      terms.append(Term(symbol: symbol, coefficient: coefficient))
      return 1
    }
    let (index, found) = search(symbol)
    if found {
      let total = sum(terms[index].coefficient, coefficient)
      if nearZero(total) {
        terms.remove(at: index)
        return -1
      }
      terms[index].coefficient = total
      return 0
    }
    if nearZero(coefficient) { return 0 }
    terms.insert(Term(symbol: symbol, coefficient: coefficient), at: index)
    return 1
  }

  /// Removes `symbol` and returns its coefficient (zero when absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    let (index, found) = search(symbol)
    guard found else { return 0 }
    return terms.remove(at: index).coefficient
  }

  /// Adds `factor · other`.
  mutating func add(_ other: Row, times factor: Double) {
    var unobserved = UnobservedTermChanges()
    add(other, times: factor, reporting: &unobserved)
  }

  /// Adds `factor · other`, reporting each symbol that enters or leaves the row to `observer`.
  ///
  /// Generic, not given closures: the tableau's observer is called directly, once per symbol
  /// that enters or leaves, in the simplex method's inner loop.
  ///
  /// - Complexity: O(*k* + *m*), a merge of the two sorted term lists.
  @inline(__always)
  mutating func add<Observer: TermChangeObserver>(
    _ other: Row, times factor: Double, reporting observer: inout Observer
  ) {
    constant = constantSum(constant, factor * other.constant)
    if other.terms.isEmpty { return }
    // Merged through buffers: this is the simplex method's inner loop, and `append` checks
    // uniqueness and capacity on every term. The merge goes to temporary storage (on the stack
    // for the rows a layout has), and back into the row's own buffer when it fits, as it does two
    // times in three: a new array for each merge was an allocation and a free per row changed.
    let capacity = terms.count + other.terms.count
    withUnsafeTemporaryAllocation(of: Term.self, capacity: capacity) { buffer in
      let count = terms.withUnsafeBufferPointer { mine in
        other.terms.withUnsafeBufferPointer { theirs in
          var i = 0
          var j = 0
          var k = 0
          while i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i].symbol.rowOrder < theirs[j].symbol.rowOrder) {
              buffer.initializeElement(at: k, to: mine[i])
              k += 1
              i += 1
            } else if i == mine.count || theirs[j].symbol.rowOrder < mine[i].symbol.rowOrder {
              let value = factor * theirs[j].coefficient
              if !nearZero(value) {
                buffer.initializeElement(at: k, to: Term(symbol: theirs[j].symbol, coefficient: value))
                k += 1
                observer.entered(theirs[j].symbol)
              }
              j += 1
            } else {
              let value = sum(mine[i].coefficient, factor * theirs[j].coefficient)
              if nearZero(value) {
                observer.left(mine[i].symbol)
              } else {
                buffer.initializeElement(at: k, to: Term(symbol: mine[i].symbol, coefficient: value))
                k += 1
              }
              i += 1
              j += 1
            }
          }
          return k
        }
      }
      let merged = UnsafeBufferPointer(rebasing: buffer[..<count])
      if count <= terms.capacity {
        // Keeps the buffer when the row owns it (a row in the tableau does): terms are plain
        // values, so emptying is only a new count.
        terms.removeAll(keepingCapacity: true)
        terms.append(contentsOf: merged)
      } else {
        // Room for two more terms, as a row made by an expansion has: what the merge could have
        // held (the two rows' terms together) was memory a large layout kept in every such row,
        // a tenth of the rows' bytes, for merges that seldom came.
        // (Reserved, then appended: see `init(constant:mergingInOrder:room:)`.)
        var grown: [Term] = []
        grown.reserveCapacity(count + 2)
        grown.append(contentsOf: merged)
        terms = grown
      }
    }
  }

  /// Multiplies the constant and every coefficient by `factor`, dropping coefficients that become
  /// near zero (a huge divisor can shrink them below the tolerance, or to nothing).
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in terms.indices { terms[index].coefficient *= factor }
    if abs(factor) < 1 { terms.removeAll { nearZero($0.coefficient) } }
  }

  /// Turns `0 = self` into `symbol = …`: removes `symbol` and divides by minus its coefficient.
  ///
  /// `symbol` must be in the row; the solver only solves for a symbol it found there.
  mutating func solve(for symbol: Symbol) {
    let coefficient = remove(symbol)
    assert(coefficient != 0, "solving for \(symbol), which is not in \(self)")
    // Not in the row: nothing to solve for, and dividing by zero would fill the row with
    // infinities. Leave it as it is.
    guard coefficient != 0 else { return }
    scale(by: -1 / coefficient)
  }

  /// Turns `basic = self` into `symbol = …`, leaving `basic` as a term of the row.
  ///
  /// `symbol` leaves before `basic` comes in, so that the row never holds more terms than it did:
  /// a row taken from the tableau has no room to spare, and a pivot grew it.
  mutating func solve(for symbol: Symbol, replacing basic: Symbol) {
    let coefficient = remove(symbol)
    assert(coefficient != 0, "solving for \(symbol), which is not in \(self)")
    insert(basic, -1)
    // Not in the row: nothing to solve for (see `solve(for:)`).
    guard coefficient != 0 else { return }
    scale(by: -1 / coefficient)
  }

  var description: String {
    var text = formatNumber(constant)
    for term in terms {
      text += (term.coefficient < 0 ? " - " : " + ") + formatNumber(abs(term.coefficient)) + "·\(term.symbol)"
    }
    return text
  }
}

/// Told of each symbol that enters or leaves a row as it changes (``Row/add(_:times:reporting:)``),
/// so that an index of the rows' symbols can follow.
protocol TermChangeObserver {
  mutating func entered(_ symbol: Symbol)
  mutating func left(_ symbol: Symbol)
}

/// Told nothing: for a row that no index follows.
struct UnobservedTermChanges: TermChangeObserver {
  func entered(_ symbol: Symbol) {}
  func left(_ symbol: Symbol) {}
}
