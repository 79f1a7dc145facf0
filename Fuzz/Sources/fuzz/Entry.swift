// libFuzzer's entry points. libFuzzer brings `main`; this module has none (`-parse-as-library`).

import FuzzHarnesses
import Foundation

/// The harness of this process, chosen once by `LLVMFuzzerInitialize`.
nonisolated(unsafe) private var harness = Harness.vfl

/// Called once before any input: reads `FUZZ_HARNESS` (and, with `FUZZ_WRITE_SEEDS=DIR`, writes
/// the hand-made seeds of the byte formats into `DIR/solver` and `DIR/model` and exits).
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
  if let folder = ProcessInfo.processInfo.environment["FUZZ_WRITE_SEEDS"] {
    do {
      try SeedWriter.write(into: folder)
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("cannot write seeds into \(folder): \(error)\n".utf8))
      exit(1)
    }
  }
  guard let chosen = Harness.fromEnvironment else {
    let names = Harness.allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data("set FUZZ_HARNESS to one of: \(names)\n".utf8))
    exit(2)
  }
  harness = chosen
  return 0
}

/// Runs the harness on one input. A finding traps; anything returned is fine.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  harness.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
