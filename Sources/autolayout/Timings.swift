import ArgumentParser
import Foundation

/// `--timings`: how long each phase took, on standard error — for BENCHMARKS.md, where the time a
/// person waits is split between reading, laying out, solving and writing.
struct TimingOptions: ParsableArguments {
  @Flag(name: .long, help: "Print how long each phase took to standard error.") var timings = false
}

/// Durations of named phases, added up.
struct PhaseTimes: Sendable {
  private(set) var phases: [(name: String, seconds: Double)] = []

  /// Runs `body`, adding its duration to phase `name`.
  mutating func measure<T, E: Error>(_ name: String, _ body: () throws(E) -> T) throws(E) -> T {
    let start = ContinuousClock.now
    defer { add(name, ContinuousClock.now - start) }
    return try body()
  }

  mutating func add(_ name: String, _ duration: Duration) {
    let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    add(name, seconds: seconds)
  }

  mutating func add(_ name: String, seconds: Double) {
    if let index = phases.firstIndex(where: { $0.name == name }) {
      phases[index].seconds += seconds
    } else {
      phases.append((name, seconds))
    }
  }

  mutating func add(_ other: PhaseTimes) {
    for phase in other.phases { add(phase.name, seconds: phase.seconds) }
  }

  /// `timings: parse 1.2 ms, build 3.4 ms, …`.
  var summary: String {
    "timings: " + phases.map { "\($0.name) \(String(format: "%.1f", $0.seconds * 1000)) ms" }.joined(separator: ", ")
  }
}
