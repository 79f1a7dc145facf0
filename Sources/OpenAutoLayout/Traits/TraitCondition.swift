/// A test on traits, as Interface Builder's variations name them ("wC hR"): every trait it sets
/// must have that value; traits it leaves nil match anything.
///
/// `TraitCondition()` (``any``) matches every trait collection, as IB's Any/Any.
public struct TraitCondition: Hashable, Sendable, CustomStringConvertible {
  public var horizontalSizeClass: UserInterfaceSizeClass?
  public var verticalSizeClass: UserInterfaceSizeClass?
  public var layoutDirection: UserInterfaceLayoutDirection?
  public var userInterfaceIdiom: UserInterfaceIdiom?
  public var preferredContentSizeCategory: ContentSizeCategory?
  /// Whether the content size category is one of the accessibility sizes (behaviour-2 §1.30,
  /// policy C).
  public var isAccessibilityCategory: Bool?

  /// A condition on the traits given; the rest match anything.
  public init(
    horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil,
    layoutDirection: UserInterfaceLayoutDirection? = nil, userInterfaceIdiom: UserInterfaceIdiom? = nil,
    preferredContentSizeCategory: ContentSizeCategory? = nil, isAccessibilityCategory: Bool? = nil
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.layoutDirection = layoutDirection
    self.userInterfaceIdiom = userInterfaceIdiom
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.isAccessibilityCategory = isAccessibilityCategory
  }

  /// The condition every trait collection meets.
  public static let any = TraitCondition()

  /// Whether every trait the condition sets has that value in `traits`.
  public func matches(_ traits: TraitCollection) -> Bool {
    (horizontalSizeClass.map { $0 == traits.horizontalSizeClass } ?? true)
      && (verticalSizeClass.map { $0 == traits.verticalSizeClass } ?? true)
      && (layoutDirection.map { $0 == traits.layoutDirection } ?? true)
      && (userInterfaceIdiom.map { $0 == traits.userInterfaceIdiom } ?? true)
      && (preferredContentSizeCategory.map { $0 == traits.preferredContentSizeCategory } ?? true)
      && (isAccessibilityCategory.map { $0 == traits.preferredContentSizeCategory.isAccessibilityCategory } ?? true)
  }

  /// Interface Builder's shorthand: `wC hR`, `any` for no size class.
  public var description: String {
    func letter(_ sizeClass: UserInterfaceSizeClass) -> String {
      switch sizeClass {
      case .compact: "C"
      case .regular: "R"
      case .unspecified: "A"
      }
    }
    var parts: [String] = []
    if let horizontalSizeClass { parts.append("w" + letter(horizontalSizeClass)) }
    if let verticalSizeClass { parts.append("h" + letter(verticalSizeClass)) }
    if let layoutDirection { parts.append(layoutDirection == .rightToLeft ? "rtl" : "ltr") }
    if let userInterfaceIdiom { parts.append(userInterfaceIdiom.name) }
    if let preferredContentSizeCategory { parts.append(preferredContentSizeCategory.name) }
    if let isAccessibilityCategory { parts.append(isAccessibilityCategory ? "accessibility" : "not accessibility") }
    return parts.isEmpty ? "any" : parts.joined(separator: " ")
  }
}
