/// An unknown of a linear system: a number the solver chooses.
///
/// A variable is a handle with identity: two variables with the same name are still different
/// unknowns. It holds no value; ask the solver with ``Solver/value(of:)``, so that one variable
/// can take part in several independent solvers.
///
/// `Variable` is deliberately not `Equatable`: `x == y` builds a ``Constraint``.
public final class Variable: Sendable, CustomStringConvertible {
  /// The name used in descriptions and error messages.
  public let name: String

  /// The symbol id the last solver to register this variable gave it: a hint that makes
  /// ``Solver/value(of:)`` an array index. A solver checks it against its own table before use,
  /// so a variable in several solvers reads correctly in each (through a hash look-up in all but
  /// the last to register it).
  ///
  /// A plain word rather than an atomic, on purpose: an atomic load counts as a side effect, which
  /// made every caller of `value(of:)` retain and release the variable around the read. It is
  /// written only while a solver registers the variable; a read racing with another thread's
  /// solver registering the same variable sees the old id or the new one, and either is checked.
  @exclusivity(unchecked) nonisolated(unsafe) var symbolHint: Int32 = -1

  /// Creates a variable.
  ///
  /// - Parameter name: A name for logs and errors, such as `"blue.minX"`.
  public init(_ name: String = "") {
    self.name = name
  }

  public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xffff)" : name }
}

