/// Engines let go by subviews hosting their own (a list's rows), emptied and kept for the next
/// such subview of the same hierarchy.
///
/// A list makes and drops a row's engine for every row that scrolls by; a new engine's solver
/// grows each of its arrays and tables from nothing, then frees them all. An emptied one keeps
/// that storage, so the next row's constraints land in room already made.
final class EnginePool {
  /// The most engines kept: about as many rows as one scroll step brings in.
  static let capacity = 16
  private var engines: [LayoutEngine] = []

  /// How many engines are kept.
  var count: Int { engines.count }

  /// An emptied engine reporting to `diagnostics`, if one is kept.
  func take(diagnostics: LayoutDiagnostics) -> LayoutEngine? {
    guard let engine = engines.popLast() else { return nil }
    engine.diagnostics = diagnostics
    return engine
  }

  /// Keeps `engine`, which nothing else holds, emptied, unless the pool is full.
  func give(_ engine: LayoutEngine) {
    guard engines.count < Self.capacity else { return }
    engine.reset(diagnostics: LayoutDiagnostics())
    engines.append(engine)
  }
}
