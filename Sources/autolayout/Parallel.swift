import Foundation
import Synchronization

/// Runs independent jobs on the cores there are, with a progress line on standard error.
enum Parallel {
  /// `work` for each of `inputs`, at most `jobs` at a time; the results in the inputs' order.
  /// Each job builds its own hierarchy, so nothing is shared between them (spec decision 11).
  static func map<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], jobs: Int, progress label: @escaping @Sendable (Input) -> String,
    _ work: @escaping @Sendable (Input) -> Output
  ) async -> [Output] {
    // One job needs no progress line.
    let progress = inputs.count > 1 ? Progress(total: inputs.count) : nil
    var results = [Output?](repeating: nil, count: inputs.count)
    await withTaskGroup(of: (Int, Output).self) { group in
      var next = 0
      func start() {
        guard next < inputs.count else { return }
        let index = next
        let input = inputs[index]
        next += 1
        group.addTask { (index, work(input)) }
      }
      for _ in 0..<max(1, jobs) { start() }
      while let (index, output) = await group.next() {
        results[index] = output
        progress?.step(label(inputs[index]))
        start()
      }
    }
    progress?.finish()
    return results.compactMap { $0 }
  }

  /// The number of jobs to run at once: the active cores.
  static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }
}

/// `[3/25] name` on standard error: rewritten in place on a terminal, a line each otherwise.
final class Progress: Sendable {
  private let total: Int
  private let done = Atomic<Int>(0)
  private let isTerminal = isatty(2) == 1

  init(total: Int) { self.total = total }

  func step(_ label: String) {
    let count = done.add(1, ordering: .relaxed).newValue
    let line = "[\(count)/\(total)] \(label)"
    FileHandle.standardError.write(Data((isTerminal ? "\r\u{1B}[K" + line : line + "\n").utf8))
  }

  func finish() {
    if isTerminal && total > 0 { FileHandle.standardError.write(Data("\n".utf8)) }
  }
}
