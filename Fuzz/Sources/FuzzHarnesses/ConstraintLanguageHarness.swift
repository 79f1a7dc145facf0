import OpenAutoLayout

/// The constraint language (layout-document.md §2): `ConstraintParser.parse(_:)` on any text.
///
/// Input: the text as UTF-8 (invalid sequences repaired). The names are those of
/// ``NamedHierarchy``, with its metrics.
///
/// Checks: an error's column and length lie within the text (the column may be one past its end
/// when the text ended too early); a constraint read prints back to text that reads to an
/// equivalent constraint; activated and laid out it gives frames without NaN; and everything
/// made is freed afterwards.
public enum ConstraintLanguageHarness {
  public static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    var freed = LifetimeCheck("constraint language")
    do {
      let hierarchy = NamedHierarchy()
      freed.watch(hierarchy.root)
      freed.watch(hierarchy.orphan)
      let parser = ConstraintParser(items: hierarchy.items, metrics: NamedHierarchy.metrics)
      let constraint: LayoutConstraint
      do throws(ConstraintSyntaxError) {
        constraint = try parser.parse(text)
      } catch {
        let count = text.count
        if error.column < 1 || error.length < 0 || error.column - 1 + error.length > count
          || (error.length > 0 && error.column > count)
        {
          fatalError("constraint language harness: column \(error.column), length \(error.length) outside the \(count) characters of \(swiftLiteral(text))")
        }
        _ = error.description
        return
      }
      freed.watch(constraint)
      // The parser built from a hierarchy must know the same names, and read the same constraint.
      let rooted = ConstraintParser(root: hierarchy.root, metrics: NamedHierarchy.metrics)
      if let again = try? rooted.parse(text), !again.isEquivalent(to: constraint) {
        fatalError("constraint language harness: parsers from items and from the root disagree on \(swiftLiteral(text))")
      }
      LanguageChecks.expectRoundTrip([constraint], items: hierarchy.items, harness: "constraint language")
      LanguageChecks.expectLayout(of: [constraint], in: hierarchy, harness: "constraint language")
    }
    freed.expectFreed()
  }
}
