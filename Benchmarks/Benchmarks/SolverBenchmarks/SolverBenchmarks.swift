// ordo-one/benchmark suites for ConstraintSolver: `swift package --disable-sandbox benchmark`
// (from Benchmarks/). The systems and checks are those of solver-bench (Sources/Scenarios);
// the larger sizes are left to scripts/compare-with-kiwi. Each benchmark checks its last answer
// against the known solution after the measurement and stops with a fatal error if it is wrong.
import Benchmark
import Scenarios

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    maxDuration: .seconds(3),
    maxIterations: 100
  )

  let cases: [(ScenarioKind, Int)] = [(.row, 100), (.row, 1000), (.stack, 100), (.stack, 1000), (.weak, 51), (.random, 300)]
  for (kind, n) in cases {
    Benchmark("\(kind.rawValue) N=\(n) build") { benchmark in
      var last: Bench?
      for _ in benchmark.scaledIterations {
        let bench = try Bench(kind, n: n)
        blackHole(bench)
        last = bench
      }
      benchmark.stopMeasurement()
      if let wrong = last?.check() { fatalError("wrong answer: \(wrong)") }
    }

    Benchmark("\(kind.rawValue) N=\(n) edit ×\(editCount)") { benchmark in
      var bench = try Bench(kind, n: n)
      var checksums = [Double](repeating: 0, count: editCount)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        try bench.runEdits(checksums: &checksums)
        blackHole(checksums)
      }
      benchmark.stopMeasurement()
      if let wrong = bench.check() ?? bench.checkEditChecksums(checksums) { fatalError("wrong answer: \(wrong)") }
    }

    Benchmark("\(kind.rawValue) N=\(n) churn ×\(churnCount)") { benchmark in
      var bench = try Bench(kind, n: n)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(try bench.runChurn())
      }
      benchmark.stopMeasurement()
      if let wrong = bench.check() { fatalError("wrong answer: \(wrong)") }
    }
  }
}
