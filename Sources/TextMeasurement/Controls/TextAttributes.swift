import Foundation
import OpenAutoLayout

// UIKit's attributes of Swift's `AttributedString`, so that configuration code such as
//
// ```swift
// configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
//   var outgoing = incoming
//   outgoing.font = .boldSystemFont(ofSize: 18)
//   return outgoing
// }
// configuration.attributedTitle = AttributedString("Send", attributes: AttributeContainer().font(.body))
// ```
//
// compiles: `font` and `foregroundColor` under UIKit's names (`NSFont`, `NSColor`), which
// Foundation on Linux does not have.

extension AttributeScopes {
  /// UIKit's attributes, as `AttributeScopes.UIKitAttributes`: a font and a foreground colour,
  /// with Foundation's.
  public struct UIKitAttributes: AttributeScope {
    /// The font (`UIFont`).
    public let font: FontAttribute
    /// The text colour (`UIColor`).
    public let foregroundColor: ForegroundColorAttribute
    /// Foundation's own attributes.
    public let foundation: AttributeScopes.FoundationAttributes

    /// The font attribute, UIKit's `NSFont`.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "NSFont"
    }

    /// The text colour attribute, UIKit's `NSColor`.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "NSColor"
    }
  }

  /// UIKit's attribute scope.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// UIKit's attributes by name: `container.font`, `string.foregroundColor`.
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
    self[T.self]
  }
}

/// Changes the attributes of a configuration's title or subtitle, as UIKit's
/// `UIConfigurationTextAttributesTransformer`: a button measures its title in the font the
/// transformer gives.
///
/// Two transformers are equal when they are the same one (closures cannot be compared). It is
/// called only by the button it is set on, on that button's thread, hence `@unchecked Sendable`.
public struct TextAttributesTransformer: Hashable, @unchecked Sendable {
  private let identity = UUID()
  private let transform: (AttributeContainer) -> AttributeContainer

  /// A transformer that applies `transform`.
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  /// The attributes `transform` makes of `container`.
  public func callAsFunction(_ container: AttributeContainer) -> AttributeContainer {
    transform(container)
  }

  public static func == (lhs: TextAttributesTransformer, rhs: TextAttributesTransformer) -> Bool {
    lhs.identity == rhs.identity
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(identity)
  }
}
