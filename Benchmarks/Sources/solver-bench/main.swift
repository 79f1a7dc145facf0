// solver-bench <scenario> <N> <phase>
//
// Builds one benchmark system with ConstraintSolver, runs one phase, checks the answer against the
// known solution and prints one line:
//
//   scenario=row n=1000 phase=edit time_ms=12.345 peak_rss_kb=23456 check=ok
//
// Only the phase itself is timed (build: everything from creating the variables to reading the
// values back); the checks run after the clock stops. A wrong answer prints `WRONG: …` on stderr
// and exits 3, so that it can never pass for a fast one; a solver error exits 4, bad usage 2.
// Benchmarks/kiwi/kiwi_bench.cpp is the same program for kiwi.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import BenchSupport
import ConstraintSolver
import Scenarios

let arguments = CommandLine.arguments
guard arguments.count == 4, let kind = ScenarioKind(rawValue: arguments[1]), let n = Int(arguments[2]), n >= 3,
  let phase = Phase(rawValue: arguments[3])
else {
  fail(
    "usage: solver-bench <\(ScenarioKind.allCases.map(\.rawValue).joined(separator: "|"))> <N ≥ 3> "
      + "<\(Phase.allCases.map(\.rawValue).joined(separator: "|"))>", code: 2)
}
let label = "\(kind.rawValue) n=\(n) phase=\(phase.rawValue)"

var elapsed = 0.0
var problem: String?
var checksum = 0.0
do {
  switch phase {
  case .build:
    let start = now()
    let bench = try Bench(kind, n: n)
    elapsed = now() - start
    problem = bench.check()
    if kind == .random { checksum = bench.values.reduce(0, +) }
    withExtendedLifetime(bench) {}
    if problem == nil, kind == .random { print("# errors \(bench.randomErrors())") }

  case .edit:
    var bench = try Bench(kind, n: n)
    if let wrong = bench.check() { fail("WRONG before the edit phase (\(label)): \(wrong)", code: 3) }
    var checksums = [Double](repeating: 0, count: editCount)
    let start = now()
    try bench.runEdits(checksums: &checksums)
    elapsed = now() - start
    problem = bench.check() ?? bench.checkEditChecksums(checksums)
    if problem == nil, kind == .random { print("# errors \(bench.randomErrors())") }

  case .churn:
    var bench = try Bench(kind, n: n)
    if let wrong = bench.check() { fail("WRONG before the churn phase (\(label)): \(wrong)", code: 3) }
    let start = now()
    checksum = try bench.runChurn()
    elapsed = now() - start
    problem = bench.check()
    if problem == nil, kind == .random { print("# errors \(bench.randomErrors())") }
  }
} catch {
  fail("solver error (\(label)): \(error)", code: 4)
}
if let problem { fail("WRONG (\(label)): \(problem)", code: 3) }
_ = checksum
let milliseconds = (elapsed * 1000).rounded() / 1000
print("scenario=\(kind.rawValue) n=\(n) phase=\(phase.rawValue) time_ms=\(milliseconds) peak_rss_kb=\(peakRSSKilobytes()) check=ok")
