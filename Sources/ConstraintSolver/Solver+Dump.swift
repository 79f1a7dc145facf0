// A readable dump of the tableau, for debugging the solver itself (as kiwi's `debug.h`).

extension Solver: CustomDebugStringConvertible {
  /// The tableau as text: each priority level's objective, then each row, variables by name.
  public var debugDescription: String {
    func name(_ symbol: Symbol) -> String {
      if let variable = registry.variables.variable(ofSymbol: symbol.id) { return variable.description }
      return symbol.description
    }
    func text(_ constant: Double, _ terms: [(Symbol, Double)]) -> String {
      var result = formatNumber(constant)
      for (symbol, coefficient) in terms.sorted(by: { $0.0 < $1.0 }) {
        result += (coefficient < 0 ? " - " : " + ") + formatNumber(abs(coefficient)) + "·" + name(symbol)
      }
      return result
    }
    var lines: [String] = []
    for level in objectives.levels {
      lines.append("objective @\(formatNumber(Double(level.priority))): "
        + text(level.constant, level.terms.map { ($0.key, $0.value) }))
    }
    for (index, row) in tableau.rows.enumerated() {
      guard let row else { continue }
      let basic = Symbol(id: Int32(index), kind: tableau.kinds[index])
      lines.append("\(name(basic)) = " + text(row.constant, row.terms.map { ($0.symbol, $0.coefficient) }))
    }
    return lines.joined(separator: "\n")
  }
}
