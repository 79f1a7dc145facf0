/// Four variables read together (a layout item's rectangle): their addresses, and the symbol
/// ids they had in the solver that last read them.
///
/// A read through it (``Solver/values(of:)``) touches neither the variables nor the solver's
/// hash table, only two arrays indexed by the ids: a layout pass over thousands of views reads
/// each frame this way, and every other object touched is a cache miss. The owner must keep the
/// variables alive (an address of a freed variable could be reused by another).
package struct VariableQuad: Sendable {
  package let addresses: (UInt, UInt, UInt, UInt)
  /// Checked by the solver against its table before use, and updated when stale.
  package var hints: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)

  package init(_ first: Variable, _ second: Variable, _ third: Variable, _ fourth: Variable) {
    addresses = (
      UInt(bitPattern: ObjectIdentifier(first)), UInt(bitPattern: ObjectIdentifier(second)),
      UInt(bitPattern: ObjectIdentifier(third)), UInt(bitPattern: ObjectIdentifier(fourth))
    )
  }
}
