import Foundation

extension LayoutConstraint {
  /// Creates the constraints a visual format string describes, as UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)` (behaviour-1 §1.9, S-23).
  ///
  /// ```swift
  /// let constraints = try LayoutConstraint.constraints(
  ///   visualFormat: "V:|-(padding)-[red(==green)]-(spacing)-[green]-(padding)-|",
  ///   metrics: ["padding": 50, "spacing": 25], views: ["red": red, "green": green])
  /// // red.top == superview.top + 50, red.height == green.height,
  /// // green.top == red.bottom + 25, superview.bottom == green.bottom + 50
  /// LayoutConstraint.activate(constraints)
  /// ```
  ///
  /// The grammar, the order of the constraints and the errors are Apple's; see
  /// Guides/VisualFormatLanguage.md. In short: an optional `H:` (the default) or `V:`, an
  /// optional `|` and connection, views in brackets (`[name]`, `[name(>=50,<=100@750)]`)
  /// joined by connections (nothing: flush; `-`: standard spacing; `-20-`, `-metric-`,
  /// `-(>=8@250)-`), and an optional connection and `|` at the end. Whitespace is not allowed.
  ///
  /// - A connection gives `next.leading REL previous.trailing + c` (`top`/`bottom` in `V:`);
  ///   at the trailing `|`, `superview.trailing REL view.trailing + c`. The superview is the
  ///   adjacent view's superview (a guide's owning view).
  /// - A bare `-` is 8 points between views and 20 to the superview's edge (spec decision 5).
  /// - `H:` uses leading and trailing; ``VisualFormatOptions/directionLeftToRight`` uses left
  ///   and right, ``VisualFormatOptions/directionRightToLeft`` right and left, first view
  ///   rightmost.
  /// - Each `alignAll…` option adds `previous.attribute == next.attribute` for every pair of
  ///   adjacent views, after all other constraints.
  ///
  /// - Parameters:
  ///   - format: The visual format string; ASCII only.
  ///   - options: Alignment, direction and spacing options.
  ///   - metrics: Values for the names that stand for constants and priorities.
  ///   - views: The views and layout guides named in brackets.
  /// - Returns: Inactive constraints made by the user (``LayoutConstraint/Origin/user``), in
  ///   Apple's order: each view's size predicates after the connection that leads to it (a
  ///   first view's at once), connections left to right, alignments last.
  /// - Throws: ``VisualFormatError`` with Apple's message and the index of the offending
  ///   character: a syntax error, a name in neither dictionary, a priority outside (0, 1000],
  ///   `|` next to a view without a superview, an alignment option on the format's own axis, or
  ///   a baseline option (alignment or spacing) next to a layout guide.
  /// - Complexity: O(*n* + *c*), where *n* is the length of the format and *c* the number of
  ///   constraints made.
  public static func constraints(
    visualFormat format: String, options: VisualFormatOptions = [], metrics: [String: CGFloat] = [:],
    views: [String: LayoutItem]
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    var parser = VisualFormatParser(format: format, options: options, metrics: metrics, views: views)
    return try parser.parse()
  }
}
