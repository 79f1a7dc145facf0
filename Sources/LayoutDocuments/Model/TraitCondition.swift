import OpenAutoLayout

/// Traits a document can set or test (layout-document.md §1, `traits:`, `when:`, `unless:`).
/// Values are UIKit's names.
public struct DocumentTraits: Sendable, Hashable {
  public enum SizeClass: String, Sendable, Hashable, CaseIterable { case compact, regular }
  public enum LayoutDirection: String, Sendable, Hashable, CaseIterable { case leftToRight, rightToLeft }

  public var layoutDirection: LayoutDirection?
  public var horizontalSizeClass: SizeClass?
  public var verticalSizeClass: SizeClass?
  /// UIKit's content size category name: `extraSmall` … `accessibilityExtraExtraExtraLarge`.
  public var contentSizeCategory: String?

  public init(
    layoutDirection: LayoutDirection? = nil, horizontalSizeClass: SizeClass? = nil,
    verticalSizeClass: SizeClass? = nil, contentSizeCategory: String? = nil
  ) {
    self.layoutDirection = layoutDirection
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.contentSizeCategory = contentSizeCategory
  }

  /// UIKit's content size categories, smallest first.
  public static let contentSizeCategories = [
    "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
    "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
    "accessibilityExtraExtraExtraLarge",
  ]

  /// These traits with every trait `other` sets replacing this one's.
  package func overridden(by other: DocumentTraits) -> DocumentTraits {
    DocumentTraits(
      layoutDirection: other.layoutDirection ?? layoutDirection,
      horizontalSizeClass: other.horizontalSizeClass ?? horizontalSizeClass,
      verticalSizeClass: other.verticalSizeClass ?? verticalSizeClass,
      contentSizeCategory: other.contentSizeCategory ?? contentSizeCategory)
  }

  /// The traits a document lays out with: what it sets, and for the rest the defaults —
  /// left to right, regular width and height (Interface Builder's Any/Any canvas), `large`.
  package var resolved: DocumentTraits {
    DocumentTraits(
      layoutDirection: layoutDirection ?? .leftToRight, horizontalSizeClass: horizontalSizeClass ?? .regular,
      verticalSizeClass: verticalSizeClass ?? .regular, contentSizeCategory: contentSizeCategory ?? "large")
  }

  /// Whether every trait this condition sets has the same value in `traits` (`when:` semantics;
  /// `unless:` is its negation).
  package func matches(_ traits: DocumentTraits) -> Bool {
    (layoutDirection == nil || layoutDirection == traits.layoutDirection)
      && (horizontalSizeClass == nil || horizontalSizeClass == traits.horizontalSizeClass)
      && (verticalSizeClass == nil || verticalSizeClass == traits.verticalSizeClass)
      && (contentSizeCategory == nil || contentSizeCategory == traits.contentSizeCategory)
  }
}

/// When a view or constraint is installed: `when` (all listed traits match) and `unless` (not all
/// of them match). Both may be given; both must allow it.
package struct InstallCondition: Sendable, Hashable {
  package var when: DocumentTraits?
  package var unless: DocumentTraits?

  package init(when: DocumentTraits? = nil, unless: DocumentTraits? = nil) {
    self.when = when
    self.unless = unless
  }

  /// Whether the item is installed under `traits` (already resolved).
  package func installs(under traits: DocumentTraits) -> Bool {
    (when?.matches(traits) ?? true) && !(unless?.matches(traits) ?? false)
  }
}

extension DocumentTraits {
  /// The model's condition on the traits this sets (``OpenAutoLayout/TraitCondition``), as a
  /// `when:` or `unless:` tests them.
  package var traitCondition: TraitCondition {
    TraitCondition(
      horizontalSizeClass: horizontalSizeClass.map { $0 == .compact ? .compact : .regular },
      verticalSizeClass: verticalSizeClass.map { $0 == .compact ? .compact : .regular },
      layoutDirection: layoutDirection.map { $0 == .rightToLeft ? .rightToLeft : .leftToRight },
      preferredContentSizeCategory: contentSizeCategory.flatMap(ContentSizeCategory.init(name:)))
  }
}

extension InstallCondition {
  /// Whether it always installs: no `when` and no `unless`.
  package var isUnconditional: Bool { when == nil && unless == nil }
}
