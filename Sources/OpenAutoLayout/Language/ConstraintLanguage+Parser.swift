import Foundation

/// Reads constraints written in the constraint language (layout-document.md §2), such as
/// `red.leading == blue.trailing + standard @750`.
///
/// A parser is an environment: the items a constraint may name, by id, and the metrics it may
/// use as numbers. ``parse(_:)`` returns an inactive constraint made by the user (origin
/// ``LayoutConstraint/Origin/user``), the one the anchor API or
/// ``LayoutConstraint/init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``
/// would make; activate it to use it. Every constraint's ``LayoutConstraint/description`` parses
/// back to an equivalent constraint when its items are named here. See
/// `Guides/ConstraintLanguage.md` for the language and its two extensions.
///
/// ```swift
/// let parser = ConstraintParser(root: root, metrics: ["pad": 20])
/// let constraint = try parser.parse("red.width == 2 * blue.width @750")
/// constraint.isActive = true
/// ```
public struct ConstraintParser {
  /// The views and guides constraints may name, by id.
  public var items: [String: LayoutItem]
  /// The names usable as numbers in constants (`blue.top == root.top + pad`).
  public var metrics: [String: CGFloat]

  /// Creates a parser that knows exactly `items` and `metrics`.
  public init(items: [String: LayoutItem], metrics: [String: CGFloat] = [:]) {
    self.items = items
    self.metrics = metrics
  }

  /// Creates a parser that names every view of `root`'s subtree (`root` included) by its
  /// ``View/accessibilityIdentifier`` and every guide added to those views by its
  /// ``LayoutGuide/identifier``. Views without an identifier and guides with an empty one stay
  /// unnamed; when two items share a name, the first in depth-first order, views before their
  /// guides, keeps it. System guides are reached through their view: `root.safeArea`.
  ///
  /// - Complexity: O(*v* + *g*) for *v* views and *g* guides in the subtree.
  public init(root: View, metrics: [String: CGFloat] = [:]) {
    var items: [String: LayoutItem] = [:]
    var stack = [root]
    while let view = stack.popLast() {
      if let id = view.accessibilityIdentifier, items[id] == nil { items[id] = view }
      for guide in view.layoutGuides where guide.systemRole == nil && !guide.identifier.isEmpty {
        if items[guide.identifier] == nil { items[guide.identifier] = guide }
      }
      stack.append(contentsOf: view.subviews.reversed())
    }
    self.init(items: items, metrics: metrics)
  }

  /// Reads one constraint.
  ///
  /// - Parameter text: `lhs relation rhs [@priority]`, such as `blue.width >= 150` or
  ///   `red.leading == blue.trailing + standard`. Whitespace between tokens is free.
  /// - Returns: An inactive constraint. Its origin is ``LayoutConstraint/Origin/user``, except for
  ///   the frame attributes of extension b: `view.midX` gives an
  ///   ``LayoutConstraint/Origin/autoresizingMask`` constraint, a root's `minX` an
  ///   ``LayoutConstraint/Origin/encapsulatedLayout`` one.
  /// - Throws: ``ConstraintSyntaxError`` with a message and the column at fault: an unexpected
  ///   character or token (saying what was expected), a bad number, an unknown item, attribute,
  ///   guide, metric or priority name (suggesting a close name), a priority outside (0, 1000]
  ///   (spec decision 2), `superview` of a root, a guide a view does not have, or any legality
  ///   rule of Auto Layout (behaviour-1 §1.5), reported at the side that breaks it.
  /// - Complexity: O(*n*) in the length of the text, plus O(*k*) for a suggestion among *k* names.
  public func parse(_ text: String) throws(ConstraintSyntaxError) -> LayoutConstraint {
    var reader = ConstraintReader(parser: self, text: text)
    return try reader.constraint()
  }
}
