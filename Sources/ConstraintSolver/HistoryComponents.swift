/// Union-find over external symbols: the history components (see `Solver+Components.swift`).
struct HistoryComponents: Sendable {
  var componentParent: [Int32] = []
  /// For each component's root, its external symbols.
  var componentMembers: [[Int32]] = []
}
