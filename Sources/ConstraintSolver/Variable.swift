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

  /// Creates a variable.
  ///
  /// - Parameter name: A name for logs and errors, such as `"blue.minX"`.
  public init(_ name: String = "") {
    self.name = name
  }

  public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xffff)" : name }
}
