@testable import ConstraintSolver
import Testing

/// The tableau's undo keeps a row's constant once per change, not once per recording (a resize
/// shifts thousands and must not read a stamp per row): a rollback still puts back the constant
/// each row had when the recording started.
@Suite("The tableau's undo of constants")
struct TableauUndoTests {
  /// A tableau with `x = 5 + 2m` and `y = 7 − m`, `m` parametric.
  static func twoRows() -> (tableau: Tableau, x: Symbol, y: Symbol, m: Symbol) {
    var tableau = Tableau()
    let x = tableau.allocate(.external).symbol
    let y = tableau.allocate(.external).symbol
    let m = tableau.allocate(.slack).symbol
    tableau.extendSymbols(to: 3)
    tableau.setRow(Row(constant: 5, terms: [Row.Term(symbol: m, coefficient: 2)]), for: x)
    tableau.setRow(Row(constant: 7, terms: [Row.Term(symbol: m, coefficient: -1)]), for: y)
    return (tableau, x, y, m)
  }

  static func constant(_ tableau: Tableau, _ symbol: Symbol) -> Double? { tableau.rows[symbol.index]?.constant }

  @Test("a rollback puts back each row's first constant, however often it moved")
  func firstConstantWins() {
    var (tableau, x, y, m) = Self.twoRows()
    tableau.startRecording()
    _ = tableau.changeConstant(of: x.id) { $0 += 1 }
    let shifted = tableau.shiftConstants(ofRowsMentioning: m, by: 3)
    #expect(shifted.map(\.constant).sorted() == [4, 12])
    _ = tableau.changeConstant(of: y.id) { $0 = 100 }
    _ = tableau.shiftConstants(ofRowsMentioning: m, by: 1)
    _ = tableau.rollBack()
    #expect(Self.constant(tableau, x) == 5)
    #expect(Self.constant(tableau, y) == 7)
  }

  @Test("a row saved whole before its constant moved comes back whole")
  func wholeRowBeforeShift() {
    var (tableau, x, y, m) = Self.twoRows()
    tableau.startRecording()
    _ = tableau.modifyRow(of: x.id) { row, _ in row.constant = 50 }
    _ = tableau.shiftConstants(ofRowsMentioning: m, by: 3)
    _ = tableau.changeConstant(of: x.id) { $0 = -1 }
    _ = tableau.rollBack()
    #expect(Self.constant(tableau, x) == 5)
    #expect(Self.constant(tableau, y) == 7)
    #expect(tableau.rows[x.index]?.terms.map(\.coefficient) == [2])
  }

  @Test("a kept recording keeps the moved constants; the next rollback goes back to them")
  func committedChangesStay() {
    var (tableau, x, y, m) = Self.twoRows()
    tableau.startRecording()
    _ = tableau.shiftConstants(ofRowsMentioning: m, by: 3)
    tableau.stopRecording()
    tableau.startRecording()
    _ = tableau.shiftConstants(ofRowsMentioning: m, by: 10)
    _ = tableau.rollBack()
    #expect(Self.constant(tableau, x) == 11)
    #expect(Self.constant(tableau, y) == 4)
  }
}
