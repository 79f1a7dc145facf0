import OpenAutoLayout

extension DocumentParser {
  // MARK: Keys

  /// The keys of each map of the contract (layout-document.md §1), in the order messages list them.
  enum Keys {
    static let document = [
      "version", "name", "canvas", "device", "orientation", "multitasking", "scale", "safeArea", "traits", "metrics", "root",
      "guides", "constraints",
    ]
    static let stack = [
      "axis", "distribution", "alignment", "spacing", "customSpacing", "baselineRelativeArrangement",
      "layoutMarginsRelativeArrangement", "arrangedSubviews",
    ]
    static let view =
      [
        "id", "kind", "subviews", "color", "text", "numberOfLines", "intrinsicSize", "hugging",
        "compressionResistance", "hidden", "alignmentRectInsets", "layoutMargins", "directionalLayoutMargins",
        "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "layoutMarginsFollowReadableWidth",
        "baselines", "placeholder", "font", "when", "unless", "translatesAutoresizingMask", "frame",
        "autoresizingMask",
      ] + stack + controls.map(\.key)
    /// The control keys, extensions of the contract, and the kinds each applies to.
    static let controls: [(key: String, kinds: [ViewSpec.Kind])] = [
      ("image", [.imageView, .button]), ("contentMode", [.imageView]), ("contentEdgeInsets", [.button]),
      ("segments", [.segmentedControl]), ("lineBreakMode", [.label]), ("preferredMaxLayoutWidth", [.label]),
      ("scrollEnabled", [.textView]), ("borderStyle", [.textField]),
      ("textColor", alignedTextKinds), ("textAlignment", alignedTextKinds),
    ]
    /// The kinds `textColor` and `textAlignment` apply to: those with a text colour and an
    /// alignment in UIKit (a segmented control has neither).
    static let alignedTextKinds: [ViewSpec.Kind] = [.label, .button, .textField, .textView]
    /// Keys that make no sense on the root view: it is always installed and its frame is the canvas.
    static let notOnRoot = ["when", "unless", "translatesAutoresizingMask", "frame", "autoresizingMask"]
    static let traits = ["layoutDirection", "horizontalSizeClass", "verticalSizeClass", "contentSizeCategory"]
    static let constraint = ["constraint", "id", "priority", "when", "unless", "active"]
    static let guide = ["id", "owner"]
    static let size = ["width", "height"]
    static let frame = ["x", "y", "width", "height"]
    static let edges = ["top", "left", "bottom", "right"]
    static let directionalEdges = ["top", "leading", "bottom", "trailing"]
    static let axes = ["horizontal", "vertical"]
    static let baselines = ["first", "last"]
    static let font = ["size", "weight", "textStyle"]
  }

  // MARK: Names of values (UIKit's)

  /// Names of values that are not one of the model's enums; those are ``DocumentNamed``.
  enum Names {
    static let multitasking = Multitasking.allCases.map(\.rawValue)
    static let autoresizing: [(name: String, mask: AutoresizingMask)] = [
      ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
      ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
      ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]
    /// The constraint language's priority names (layout-document.md §2), also accepted for
    /// hugging and compression resistance.
    static let priorities: [String: Float] = ["required": 1000, "high": 750, "low": 250, "fittingSize": 50]
    /// Words of the constraint language that cannot be ids or metric names without making
    /// constraints ambiguous.
    static let reservedIDs: Set<String> = ["superview"]
    static let reservedMetrics: Set<String> = ["standard"]
  }

  // MARK: Identifiers

  /// Whether `name` is a C identifier: ASCII letters, digits and underscores, not starting with
  /// a digit. Ids and metric names must be, so that constraints and VFL can name them.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
      return false
    }
    return name.utf8.allSatisfy { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
  }

  // MARK: Suggestions

  /// The candidate `word` most likely misspells, ignoring case (``NameSuggestion``).
  static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
    NameSuggestion.closest(to: word, in: candidates, ignoringCase: true)
  }
}
