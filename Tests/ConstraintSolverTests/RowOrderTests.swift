@testable import ConstraintSolver
import SolverTestSupport
import Testing

/// A row keeps its variables' terms first, then the other symbols, each group by id: a refresh
/// of values reads the head of the row and stops. Every way of building a row keeps that order,
/// and both searches find every symbol in it.
@Suite("The order of a row's terms")
struct RowOrderTests {
  static let kinds: [Symbol.Kind] = [.external, .slack, .error, .dummy]

  /// Symbols 0..<count of kinds drawn from `random`, so that variables and the others interleave
  /// by id.
  static func symbols(_ count: Int, _ random: inout SplitMix64) -> [Symbol] {
    (0..<count).map { Symbol(id: Int32($0), kind: kinds.randomElement(using: &random)!) }
  }

  static func isInRowOrder(_ row: Row) -> Bool {
    for (a, b) in zip(row.terms, row.terms.dropFirst()) {
      if a.symbol.kind != .external && b.symbol.kind == .external { return false }
      if a.symbol.kind == .external && b.symbol.kind != .external { continue }
      if a.symbol.id >= b.symbol.id { return false }
    }
    return true
  }

  @Test("the variables come first, by id, then the other symbols, by id")
  func variablesFirst() {
    let x = Symbol(id: 7, kind: .external), y = Symbol(id: 2, kind: .external)
    let s = Symbol(id: 1, kind: .slack), d = Symbol(id: 5, kind: .dummy)
    var row = Row(constant: 3)
    for symbol in [s, x, d, y] { row.insert(symbol, 1) }
    #expect(row.terms.map(\.symbol.id) == [2, 7, 1, 5])
    let merged = Row(constant: 0, mergingInOrder: [.init(symbol: d, coefficient: 1), .init(symbol: x, coefficient: 2),
      .init(symbol: s, coefficient: 3), .init(symbol: y, coefficient: 4)])
    #expect(merged.terms.map(\.symbol.id) == [2, 7, 1, 5])
  }

  @Test("inserting, merging and adding keep the order; both searches find every coefficient")
  func randomRows() {
    // Seeded, so that a failure comes back.
    var random = SplitMix64(seed: 0x0DE7)
    for _ in 0..<300 {
      let pool = Self.symbols(Int.random(in: 1...40, using: &random), &random)
      var inserted = Row(constant: 1)
      var expected: [Int32: Double] = [:]
      var unsorted: [Row.Term] = []
      for _ in 0..<Int.random(in: 0...30, using: &random) {
        let symbol = pool.randomElement(using: &random)!
        let coefficient = Double(Int.random(in: 1...9, using: &random))
        inserted.insert(symbol, coefficient)
        unsorted.append(.init(symbol: symbol, coefficient: coefficient))
        expected[symbol.id, default: 0] += coefficient
      }
      let room = Int.random(in: 0...2, using: &random)
      let merged = Row(constant: 1, mergingInOrder: unsorted, room: room)
      // The room asked for is there: the markers that follow go in without a new buffer.
      #expect(merged.terms.capacity >= merged.terms.count + room)
      var added = Row(constant: 0)
      added.add(merged, times: 1)
      for row in [inserted, merged, added] {
        #expect(Self.isInRowOrder(row), "\(row)")
        for symbol in pool {
          #expect(row.coefficient(of: symbol) == (expected[symbol.id] ?? 0))
          #expect(row.coefficient(nearHeadOf: symbol) == (expected[symbol.id] ?? 0), "\(symbol) in \(row)")
        }
      }
    }
  }
}
