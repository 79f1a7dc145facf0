import Foundation
import OpenAutoLayout

/// The view keys every kind of document view shares (layout-document.md §1): colour, hidden,
/// autoresizing, alignment insets, margins and their flags, content priorities.
extension View {
  func applyDocumentKeys(_ spec: ViewSpec) {
    accessibilityIdentifier = spec.id
    backgroundColor = spec.color
    isHidden = spec.isHidden
    // Decision 8: document views take part in Auto Layout unless they say otherwise.
    translatesAutoresizingMaskIntoConstraints = spec.translatesAutoresizingMask
    autoresizingMask = spec.autoresizingMask
    if let insets = spec.alignmentRectInsets { alignmentRectInsets = insets }
    switch spec.layoutMargins {
    case .physical(let insets): layoutMargins = insets
    case .directional(let insets): directionalLayoutMargins = insets
    case nil: break  // the model's default, 8 on every side (decision 6)
    }
    if let value = spec.preservesSuperviewLayoutMargins { preservesSuperviewLayoutMargins = value }
    if let value = spec.insetsLayoutMarginsFromSafeArea { insetsLayoutMarginsFromSafeArea = value }
    if let value = spec.layoutMarginsFollowReadableWidth { layoutMarginsFollowReadableWidth = value }
    for axis in LayoutAxis.allCases {
      if let priority = spec.hugging?[axis] { setContentHuggingPriority(priority, for: axis) }
      if let priority = spec.compressionResistance?[axis] {
        setContentCompressionResistancePriority(priority, for: axis)
      }
    }
  }
}

/// `kind: stack`: a stack view with the document's stack keys. Its arranged subviews are added
/// by the hierarchy (``DocumentHierarchy``), then ``applyCustomSpacing(_:)`` names them.
final class DocumentStackView: StackView {
  private let spec: ViewSpec

  init(spec: ViewSpec, frame: CGRect) {
    self.spec = spec
    super.init(frame: frame)
    applyDocumentKeys(spec)
    guard let stack = spec.stack else { return }
    if let axis = stack.axis { self.axis = axis }
    if let distribution = stack.distribution { self.distribution = distribution }
    if let alignment = stack.alignment { self.alignment = alignment }
    if let spacing = stack.spacing { self.spacing = spacing }
    if let value = stack.baselineRelativeArrangement { isBaselineRelativeArrangement = value }
    if let value = stack.layoutMarginsRelativeArrangement { isLayoutMarginsRelativeArrangement = value }
  }

  /// `customSpacing: {viewId: points}`, once the arranged views exist.
  func applyCustomSpacing(_ views: [String: View]) {
    for (id, points) in spec.stack?.customSpacing ?? [:] {
      guard let view = views[id], arrangedSubviews.contains(where: { $0 === view }) else { continue }
      setCustomSpacing(points, after: view)
    }
  }
}

/// `kind: scroll`: a scroll view; constraints reach its content through
/// `scrollView.contentLayoutGuide` and its frame through `frameLayoutGuide`.
final class DocumentScrollView: ScrollView {
  init(spec: ViewSpec, frame: CGRect) {
    super.init(frame: frame)
    applyDocumentKeys(spec)
  }
}
