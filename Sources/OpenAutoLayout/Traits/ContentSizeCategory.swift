/// The reader's preferred text size, as UIKit's `UIContentSizeCategory`: seven standard sizes,
/// five accessibility sizes, and `unspecified` (behaviour-2 §1.21).
///
/// Categories are ordered from smallest to largest (`.small < .large`), as UIKit's compare;
/// `unspecified` sorts before them all. The default is ``large``.
public enum ContentSizeCategory: String, CaseIterable, Comparable, Sendable, Hashable {
  case unspecified
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The categories a reader can choose, smallest first (without ``unspecified``).
  public static let sizes: [ContentSizeCategory] = Array(allCases.dropFirst())

  /// UIKit's raw value, as plists and user defaults spell it (`UICTContentSizeCategoryL`).
  public var uikitRawValue: String {
    switch self {
    case .unspecified: "_UICTContentSizeCategoryUnspecified"
    case .extraSmall: "UICTContentSizeCategoryXS"
    case .small: "UICTContentSizeCategoryS"
    case .medium: "UICTContentSizeCategoryM"
    case .large: "UICTContentSizeCategoryL"
    case .extraLarge: "UICTContentSizeCategoryXL"
    case .extraExtraLarge: "UICTContentSizeCategoryXXL"
    case .extraExtraExtraLarge: "UICTContentSizeCategoryXXXL"
    case .accessibilityMedium: "UICTContentSizeCategoryAccessibilityM"
    case .accessibilityLarge: "UICTContentSizeCategoryAccessibilityL"
    case .accessibilityExtraLarge: "UICTContentSizeCategoryAccessibilityXL"
    case .accessibilityExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXL"
    case .accessibilityExtraExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXXL"
    }
  }

  private var order: Int { Self.allCases.firstIndex(of: self)! }

  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.order < rhs.order }
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UserInterfaceIdiom: String, CaseIterable, Sendable, Hashable {
  case unspecified, phone, pad, tv, carPlay, mac
}
