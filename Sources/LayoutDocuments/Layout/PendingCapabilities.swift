import Foundation
import OpenAutoLayout

/// The capabilities of later issues a document needs, in words for a gallery card: only those
/// whose absence changes the layout, so that a card can say its frames are provisional.
enum PendingCapabilities {
  static let textMeasurement = "text measurement for labels without intrinsicSize (issue 7)"
  static let controlSizes = "standard sizes for switches and sliders without intrinsicSize (issue 7)"
  static let deviceCatalogue = "the device catalogue (issue 7)"
  static let dynamicType = "Dynamic Type text styles (issue 7)"
  static let readableWidthMargins = "margins that follow the readable width (layoutMarginsFollowReadableWidth)"

  /// What `document`, laid out with `views` and `constraints` under `traits`, is missing.
  static func of(
    _ document: LayoutDocument, options: LayoutOptions, traits: DocumentTraits, views: [DocumentView],
    constraints: [DocumentConstraint]
  ) -> [String] {
    let specs = views.map(\.spec)
    let kinds = Set(specs.map(\.kind))
    let textKinds: Set<ViewSpec.Kind> = [.label, .button, .textField, .textView]
    let active = constraints.filter(\.spec.isActive).flatMap(\.constraints)
    var pending: [String] = []

    // Text without a measured size, or whose baselines a constraint uses without `baselines`,
    // would be placed by font metrics.
    let baselineViews = Set(
      active.flatMap { constraint in
        [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
          .compactMap { item, attribute in
            attribute.isBaseline ? (item as? View).map(ObjectIdentifier.init) : nil
          }
      })
    let unmeasuredText = views.contains { view in
      textKinds.contains(view.spec.kind)
        && (view.spec.intrinsicSize == nil
          || (view.spec.baselines == nil && baselineViews.contains(ObjectIdentifier(view.view))))
    }
    if unmeasuredText { pending.append(textMeasurement) }
    if specs.contains(where: { ($0.kind == .switch || $0.kind == .slider) && $0.intrinsicSize == nil }) {
      pending.append(controlSizes)
    }

    // A device implies the canvas and the size classes; explicit keys override it.
    let given = document.traits.overridden(by: options.traits)
    if document.device != nil,
      options.canvas == nil && document.canvas == nil || given.horizontalSizeClass == nil
        || given.verticalSizeClass == nil
    {
      pending.append(deviceCatalogue)
    }

    // Intrinsic sizes and the readable width are the default (`large`) text size's.
    let usesReadableWidth = active.contains { constraint in
      [constraint.firstItem, constraint.secondItem].contains {
        ($0 as? LayoutGuide)?.identifier == "UIViewReadableContentGuide"
      }
    }
    if traits.contentSizeCategory != "large",
      specs.contains(where: { $0.font?.textStyle != nil }) || usesReadableWidth
    {
      pending.append(dynamicType)
    }
    if specs.contains(where: { $0.layoutMarginsFollowReadableWidth == true }) { pending.append(readableWidthMargins) }
    return pending
  }
}

extension LayoutAttribute {
  /// Whether the attribute is a first or last baseline.
  fileprivate var isBaseline: Bool {
    self == .firstBaseline || self == .lastBaseline
  }
}
