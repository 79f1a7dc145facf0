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
import ConstraintSolver
import Scenarios

func fail(_ message: String, code: Int32) -> Never {
  var text = "solver-bench: \(message)\n"
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
  exit(code)
}

func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
}

/// The peak resident set size, VmHWM in /proc/self/status. (getrusage's ru_maxrss would not do:
/// Linux carries it over from the process image before exec, e.g. the Python script's.)
func peakRSSKilobytes() -> Int {
  let fd = open("/proc/self/status", O_RDONLY)
  guard fd >= 0 else { return -1 }
  defer { close(fd) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = read(fd, &buffer, buffer.count)
    if count <= 0 { break }
    bytes += buffer[0..<count]
  }
  for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix("VmHWM:") {
    return Int(line.dropFirst(6).filter { $0.isNumber }) ?? -1
  }
  return -1
}

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
