import ConstraintSolver
import Foundation
import SolverTestSupport
import Testing

// Solver+Simplex.swift: Bland's rule. The primal simplex enters the improving symbol with the
// lowest id and, among rows that tie in the ratio test, makes the one with the lowest id leave.
// Either half alone lets a degenerate system cycle: the simplex pivots forever without moving.
//
// How a system becomes this solver's tableau (Solver+Constraints.swift), which the derivations
// below rely on:
// - `x >= 0`, required, on a variable nothing mentions yet, makes x basic in its own slack:
//   `x = t` with `t ≥ 0`. So the structural variables of a textbook tableau are these slacks,
//   with ids in the order the `>= 0` constraints are added.
// - A required `Σ −a_j x_j − b <= 0` (b ≥ 0) then becomes the row `s = b + Σ a_j t_j` of a new
//   slack s: a textbook basic variable, with an id above every `t`, in the order added.
// - The objective is the errors of optional constraints at one priority. One optional
//   `c·x + K <= 0` with K larger than −min c·x is never met, so its error is `c·x + K` at every
//   feasible point: minimising the level's error minimises c·x. The reduced costs of the t's
//   are then the textbook's c.

@Suite("Simplex: Bland's rule keeps degenerate pivots from cycling", .timeLimit(.minutes(10)))
struct SimplexTests {
  /// Beale's example (E. M. L. Beale, "Cycling in the dual simplex algorithm", 1955), as
  /// textbooks give it (Bertsimas & Tsitsiklis, *Introduction to Linear Optimization*, for one):
  ///
  ///     minimise  −3/4 x4 + 20 x5 − 1/2 x6 + 6 x7
  ///     s1 = −1/4 x4 + 8 x5 + x6 − 9 x7      ≥ 0
  ///     s2 = −1/2 x4 + 12 x5 + 1/2 x6 − 3 x7 ≥ 0
  ///     s3 = 1 − x6                          ≥ 0,   x4…x7 ≥ 0
  ///
  /// Entering the most negative reduced cost (Dantzig's rule), with ties in the ratio test
  /// broken by the lowest id, pivots x4, x5, x6, x7, s1, s2 into the basis and is back where it
  /// started after six degenerate pivots, forever. Bland's rule reaches the optimum.
  ///
  /// The optimum by hand: with s2 and s3 as written,
  /// `−5/4 + 3/2·s2 + 2·x5 + 5/4·s3 + 21/2·x7`
  /// `= −5/4 + (−3/4 x4 + 18 x5 + 3/4 x6 − 9/2 x7) + 2 x5 + (5/4 − 5/4 x6) + 21/2 x7`
  /// `= −3/4 x4 + 20 x5 − 1/2 x6 + 6 x7`, the objective. Every term after −5/4 has a positive
  /// factor on a non-negative variable, so the minimum is −5/4, reached exactly where
  /// s2 = x5 = s3 = x7 = 0: x6 = 1 (s3), then x4 = 1 (s2), and s1 = −1/4 + 1 = 3/4.
  static let beale = LinearSystem(
    variableCount: 4,
    constraints: [
      // x4…x7 ≥ 0, added first: their slacks get the lowest ids, in this order.
      row([1, 0, 0, 0], 0, .greaterThanOrEqual), row([0, 1, 0, 0], 0, .greaterThanOrEqual),
      row([0, 0, 1, 0], 0, .greaterThanOrEqual), row([0, 0, 0, 1], 0, .greaterThanOrEqual),
      // s1, s2, s3 as `−s ≤ 0`.
      row([q(1, 4), -8, -1, 9], 0, .lessThanOrEqual),
      row([q(1, 2), -12, q(-1, 2), 3], 0, .lessThanOrEqual),
      row([0, 0, 1, 0], -1, .lessThanOrEqual),
      // The objective, always 10 short of being met: its error is the objective plus 10.
      row([q(-3, 4), 20, q(-1, 2), 6], 10, .lessThanOrEqual, priority: 500),
    ])

  @Test("Beale's cycling example reaches its optimum, −5/4 at x4 = 1, x6 = 1")
  func bealesExample() async throws {
    let variables = Self.beale.makeVariables()
    let system = Self.beale
    let finished = try await finishing { try Self.solved(system, variables) }
    let solver = try #require(finished, "the simplex never finished: it cycles")
    let values = Self.beale.values(in: solver, of: variables)
    expectValues(values, [1, 0, 1, 0])
    // The objective's error is the objective plus 10.
    #expect(abs(Self.beale.levelErrors(values)[500]! - (10 - 1.25)) < 1e-9)
    #expect(Self.beale.requiredViolation(values) < 1e-9)
    // The exact reference (its own Bland's rule, in rationals) agrees.
    let reference = try #require(try ExactReference.solve(Self.beale))
    #expect(reference.optimum(at: 500) == Self.q(35, 4))
    #expect(reference.point == [1, 0, 1, 0])
  }

  /// A degenerate system where the ratio test's tie-break decides whether the simplex ends.
  /// (Found by a search over small tableaux; the cycle and the optimum checked by hand and with
  /// exact rationals.)
  ///
  ///     minimise  2 x4 − 1/2 x5 − x6 + 2 x7 − x8
  ///     s1 = −x5 − 1/2 x6                  ≥ 0
  ///     s2 = −2 x4 − 3 x5 − x6 + 1/2 x7    ≥ 0
  ///     s3 = −3 x4 + 3 x5 + 2 x6 + x7      ≥ 0
  ///     s0 = 1 − x4 − x7                   ≥ 0
  ///     s9 = 1 − x8                        ≥ 0,   x4…x8 ≥ 0
  ///
  /// Ids run x4 < … < x8 < s1 < s2 < s3 < s0 < s9. Bland's rule enters x5 (the lowest id with a
  /// negative reduced cost, −1/2); s1 and s2 both bound it at 0, and s1, the lower id, leaves.
  /// Then x6 enters and x5 leaves, x8 enters and s9 leaves (ratio 1): optimal, three pivots.
  /// Making the higher id leave at a tie instead, still entering by lowest id: x5 enters and s2
  /// leaves; x6 enters, s1 and x5 tie, s1 leaves; x4 enters, s3 and x5 tie, s3 leaves; x8 enters
  /// and s9 leaves; then s2 enters and x5 leaves, s1 enters (x6 and x4 tie) and x6 leaves, s3
  /// enters and x4 leaves, and the basis is {s0, s1, s2, s3, x8} again with nothing moved: from
  /// there the same six degenerate pivots repeat forever.
  ///
  /// The optimum by hand: s1 ≥ 0 with x5, x6 ≥ 0 forces x5 = x6 = 0, and
  /// `2x4 − 1/2 x5 − x6 + 2x7 − x8 = −1 + 2x4 + 3/2 x5 + 2x7 + 2·s1 + s9`
  /// (since `2·s1 = −2 x5 − x6` and `s9 = 1 − x8`), whose terms after −1 are all non-negative:
  /// the minimum −1 is reached only at x4 = x5 = x6 = x7 = 0, x8 = 1.
  static let tiedRatios = LinearSystem(
    variableCount: 5,
    constraints: [
      row([1, 0, 0, 0, 0], 0, .greaterThanOrEqual), row([0, 1, 0, 0, 0], 0, .greaterThanOrEqual),
      row([0, 0, 1, 0, 0], 0, .greaterThanOrEqual), row([0, 0, 0, 1, 0], 0, .greaterThanOrEqual),
      row([0, 0, 0, 0, 1], 0, .greaterThanOrEqual),
      row([0, 1, q(1, 2), 0, 0], 0, .lessThanOrEqual),
      row([2, 3, 1, q(-1, 2), 0], 0, .lessThanOrEqual),
      row([3, -3, -2, -1, 0], 0, .lessThanOrEqual),
      row([1, 0, 0, 1, 0], -1, .lessThanOrEqual),
      row([0, 0, 0, 0, 1], -1, .lessThanOrEqual),
      row([2, q(-1, 2), -1, 2, -1], 10, .lessThanOrEqual, priority: 500),
    ])

  @Test("Rows that tie in the ratio test: the lowest id leaves, and the simplex ends at −1")
  func tiedRatioTest() async throws {
    let variables = Self.tiedRatios.makeVariables()
    let system = Self.tiedRatios
    let finished = try await finishing { try Self.solved(system, variables) }
    let solver = try #require(finished, "the simplex never finished: it cycles")
    let values = Self.tiedRatios.values(in: solver, of: variables)
    expectValues(values, [0, 0, 0, 0, 1])
    #expect(abs(Self.tiedRatios.levelErrors(values)[500]! - (10 - 1)) < 1e-9)
    #expect(Self.tiedRatios.requiredViolation(values) < 1e-9)
    let reference = try #require(try ExactReference.solve(Self.tiedRatios))
    #expect(reference.optimum(at: 500) == 9)
    #expect(reference.point == [0, 0, 0, 0, 1])
  }

  // MARK: Helpers

  /// `Σ coefficients·x + constant  relation  0`.
  static func row(
    _ coefficients: [Rational], _ constant: Rational, _ relation: Constraint.Relation, priority: Int = 1000
  ) -> SystemConstraint {
    SystemConstraint(coefficients: coefficients, constant: constant, relation: relation, priority: priority)
  }

  static func q(_ numerator: Int, _ denominator: Int) -> Rational {
    try! Rational(numerator, denominator)
  }

  /// A solver with the system's constraints added in order.
  static func solved(_ system: LinearSystem, _ variables: [Variable]) throws -> Solver {
    var solver = Solver()
    for constraint in system.makeConstraints(variables) { try solver.add(constraint) }
    return solver
  }

  func expectValues(_ values: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(values.count == expected.count, sourceLocation: sourceLocation)
    for (index, (value, wanted)) in zip(values, expected).enumerated() {
      #expect(abs(value - wanted) < 1e-9, "x\(index) is \(value), not \(wanted)", sourceLocation: sourceLocation)
    }
  }
}

/// `body`'s result, computed on a thread of its own; nil when the test is cancelled first, as
/// Swift Testing cancels a test that runs past its time limit.
///
/// A simplex that cycles never returns, and a synchronous loop cannot be cancelled: run inline,
/// it would hold the test (and the whole run) forever, the time limit only reporting it. Here
/// the test ends at its time limit and fails; the cycling thread spins on until the process
/// exits.
func finishing<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T? {
  let rendezvous = Rendezvous<T>()
  let result = await withTaskCancellationHandler {
    await withCheckedContinuation { continuation in
      rendezvous.wait(continuation)
      let thread = Thread { rendezvous.finish(Result { try body() }) }
      thread.start()
    }
  } onCancel: {
    rendezvous.finish(nil)
  }
  return try result?.get()
}

/// The one outcome of ``finishing(_:)``: the body's result or a cancellation, whichever comes
/// first, handed to the waiting continuation whether it is set before or after.
private final class Rendezvous<T: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Result<T, any Error>?, Never>?
  private var outcome: Result<T, any Error>??

  func wait(_ continuation: CheckedContinuation<Result<T, any Error>?, Never>) {
    lock.lock()
    if let outcome {
      lock.unlock()
      continuation.resume(returning: outcome)
    } else {
      self.continuation = continuation
      lock.unlock()
    }
  }

  func finish(_ value: Result<T, any Error>?) {
    lock.lock()
    guard outcome == nil else {
      lock.unlock()
      return
    }
    outcome = .some(value)
    let waiting = continuation
    continuation = nil
    lock.unlock()
    waiting?.resume(returning: value)
  }
}
