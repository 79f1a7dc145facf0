import Foundation

/// Writes the hand-made seeds of the byte formats (``SolverProgram/seeds``,
/// ``ModelProgram/seeds``): `FUZZ_WRITE_SEEDS=Fuzz/Corpus fuzz` (scripts/fuzz --write-seeds).
public enum SeedWriter {
  /// Writes `FOLDER/solver/NAME` and `FOLDER/model/NAME`, one file per seed.
  public static func write(into folder: String) throws {
    for (harness, seeds) in [("solver", SolverProgram.seeds), ("model", ModelProgram.seeds)] {
      let directory = URL(fileURLWithPath: folder).appendingPathComponent(harness)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for (name, bytes) in seeds {
        try Data(bytes).write(to: directory.appendingPathComponent("seed-\(name)"))
      }
    }
  }
}
