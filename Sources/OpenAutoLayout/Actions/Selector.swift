/// The name of an action method, as Objective-C's `Selector`, which Foundation has only on
/// Apple's systems.
///
/// There is no Objective-C runtime here, so `#selector(tapped)` does not exist and a selector
/// cannot call a method by its name: code ported from UIKit writes `Selector("tapped")` (or a
/// string literal where a `Selector` is expected), and the object the action is sent to adopts
/// ``ActionTarget`` to map names to its methods. Two selectors are equal when their names are.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method's name, as Objective-C spells it: `"tapped"`, `"tapped:"`, `"tapped:forEvent:"`.
  public let name: String

  /// The selector named `name`, as `Selector("tapped")`.
  public init(_ name: String) {
    self.name = name
  }

  /// The selector named by a string literal, so `let action: Selector = "tapped"` compiles.
  public init(stringLiteral name: String) {
    self.init(name)
  }

  /// The name.
  public var description: String { name }
}

/// The selector named `name`, as Foundation's `NSSelectorFromString(_:)`.
public func NSSelectorFromString(_ name: String) -> Selector {
  Selector(name)
}

/// The name of `selector`, as Foundation's `NSStringFromSelector(_:)`.
public func NSStringFromSelector(_ selector: Selector) -> String {
  selector.name
}
