/// The reader's preferred text size, as UIKit's `UIContentSizeCategory`: seven standard sizes,
/// five accessibility sizes, and `unspecified` (behaviour-2 §1.21).
///
/// The raw values are UIKit's (`UICTContentSizeCategoryL`); ``name`` is the Swift name.
///
/// Categories are ordered from smallest to largest (`.small < .large`), as UIKit's compare;
/// `unspecified` sorts before them all. The default is ``large``.
public enum ContentSizeCategory: String, CaseIterable, Comparable, Sendable, Hashable {
  case unspecified = "_UICTContentSizeCategoryUnspecified"
  case extraSmall = "UICTContentSizeCategoryXS"
  case small = "UICTContentSizeCategoryS"
  case medium = "UICTContentSizeCategoryM"
  case large = "UICTContentSizeCategoryL"
  case extraLarge = "UICTContentSizeCategoryXL"
  case extraExtraLarge = "UICTContentSizeCategoryXXL"
  case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
  case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
  case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
  case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
  case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
  case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The categories a reader can choose, smallest first (without ``unspecified``).
  public static let sizes: [ContentSizeCategory] = Array(allCases.dropFirst())

  /// The category's Swift name, as layout documents and the command spell it: `large`,
  /// `accessibilityMedium`. (`rawValue` is UIKit's, as plists and user defaults spell it:
  /// `UICTContentSizeCategoryL`.)
  public var name: String {
    switch self {
    case .unspecified: "unspecified"
    case .extraSmall: "extraSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "extraLarge"
    case .extraExtraLarge: "extraExtraLarge"
    case .extraExtraExtraLarge: "extraExtraExtraLarge"
    case .accessibilityMedium: "accessibilityMedium"
    case .accessibilityLarge: "accessibilityLarge"
    case .accessibilityExtraLarge: "accessibilityExtraLarge"
    case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
    case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
    }
  }

  /// The category whose Swift ``name`` is `name` (`large`), or nil.
  public init?(name: String) {
    guard let category = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = category
  }

  private var order: Int { Self.allCases.firstIndex(of: self)! }

  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.order < rhs.order }
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`, with its raw values.
public enum UserInterfaceIdiom: Int, CaseIterable, Sendable, Hashable {
  case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5

  /// The idiom's Swift name (`phone`), as Interface Builder's variations spell it.
  public var name: String {
    switch self {
    case .unspecified: "unspecified"
    case .phone: "phone"
    case .pad: "pad"
    case .tv: "tv"
    case .carPlay: "carPlay"
    case .mac: "mac"
    }
  }
}
