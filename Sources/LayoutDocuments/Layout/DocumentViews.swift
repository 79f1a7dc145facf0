import Foundation
import OpenAutoLayout
import TextMeasurement

// A document's views are the model's own: a plain ``View``, a ``StackView``, a ``ScrollView`` or
// a control of TextMeasurement, configured from the view keys by the functions here and in
// DocumentControls.swift. What a document says a view's content measures — `intrinsicSize` and
// `baselines` — goes to the model's hooks for given content (``View/givenIntrinsicContentSize``,
// ``View/givenLastBaselineOffsetFromTop``), which replace what the view would measure itself
// (layout-document.md §1: on any view they "replace what would otherwise be measured").

extension View {
  /// The view a document's `spec` describes, configured from its keys: a control for the
  /// control kinds, a stack or scroll view, or a plain view.
  ///
  /// `frame` is used when the view translates its autoresizing mask (and for the root, whose
  /// frame is the canvas); the engine sets every other frame.
  static func documentView(_ spec: ViewSpec, frame: CGRect) -> View {
    let view: View
    switch spec.kind {
    case .view: view = View(frame: frame)
    case .stack: view = spec.stack?.appKit != nil ? GravityStackView(frame: frame) : StackView(frame: frame)
    case .scroll: view = ScrollView(frame: frame)
    case .label: view = DocumentControls.label(spec)
    case .button: view = DocumentControls.button(spec)
    case .textField: view = DocumentControls.textField(spec)
    case .textView: view = DocumentControls.textView(spec)
    case .imageView: view = DocumentControls.imageView(spec)
    case .switch: view = Switch()
    case .slider: view = Slider()
    case .segmentedControl: view = DocumentControls.segmentedControl(spec)
    case .stepper: view = Stepper()
    case .progressView: view = ProgressView()
    case .activityIndicator: view = DocumentControls.activityIndicator()
    }
    // The controls make themselves at a zero frame; one that translates its mask has its own.
    if spec.kind.isControl, spec.translatesAutoresizingMask { view.frame = frame }
    view.applyDocumentKeys(spec)
    if let stack = view as? StackView, let keys = spec.stack { stack.applyStackKeys(keys) }
    if let stack = view as? GravityStackView, let keys = spec.stack, let appKit = keys.appKit {
      stack.applyStackKeys(keys, appKit)
    }
    // A stack or scroll view is sized, and given baselines, by what it holds: `intrinsicSize`
    // and `baselines` do not apply to it.
    if spec.kind != .stack && spec.kind != .scroll { view.applyGivenContent(spec) }
    return view
  }

  /// The view keys every kind of document view shares (layout-document.md §1): colour, hidden,
  /// autoresizing, alignment insets, margins and their flags, content priorities.
  private func applyDocumentKeys(_ spec: ViewSpec) {
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

  /// `intrinsicSize` and `baselines`, once the view's content, frame and alignment insets are
  /// set: the last baseline's offset from the bottom is first assumed from them.
  private func applyGivenContent(_ spec: ViewSpec) {
    if let size = spec.intrinsicSize {
      // An absent key and a null component both mean "no intrinsic metric" on that axis.
      givenIntrinsicContentSize = CGSize(
        width: size.width ?? View.noIntrinsicMetric, height: size.height ?? View.noIntrinsicMetric)
    }
    guard let baselines = spec.baselines else { return }
    // One baseline given stands for both: one line of text.
    if let first = baselines.first ?? baselines.last { firstBaselineOffsetFromTop = first }
    givenLastBaselineOffsetFromTop = baselines.last ?? baselines.first
  }
}

extension StackView {
  /// `kind: stack`'s keys but `customSpacing`, which waits for the arranged views
  /// (``applyCustomSpacing(_:views:)``).
  fileprivate func applyStackKeys(_ stack: StackSpec) {
    if let axis = stack.axis { self.axis = axis }
    if let distribution = stack.distribution { self.distribution = distribution }
    if let alignment = stack.alignment { self.alignment = alignment }
    if let spacing = stack.spacing { self.spacing = spacing }
    if let value = stack.baselineRelativeArrangement { isBaselineRelativeArrangement = value }
    if let value = stack.layoutMarginsRelativeArrangement { isLayoutMarginsRelativeArrangement = value }
  }

  /// `customSpacing: {viewId: points}`, once the arranged views exist; `views` by id.
  func applyCustomSpacing(_ spacing: [String: CGFloat], views: [String: View]) {
    for (id, points) in spacing {
      guard let view = views[id], arrangedSubviews.contains(where: { $0 === view }) else { continue }
      setCustomSpacing(points, after: view)
    }
  }
}

extension ViewSpec.Kind {
  /// Whether the kind is one of TextMeasurement's controls (not a plain, stack or scroll view).
  var isControl: Bool { self != .view && self != .stack && self != .scroll }
}

extension AxisPrioritySpec {
  /// The priority given for `axis`, if any.
  subscript(axis: LayoutAxis) -> LayoutPriority? {
    axis == .horizontal ? horizontal : vertical
  }
}

extension GravityStackView {
  /// An AppKit stack's keys but `customSpacing`, the visibility priorities and the areas,
  /// which wait for the arranged views.
  fileprivate func applyStackKeys(_ stack: StackSpec, _ appKit: AppKitStackSpec) {
    orientation = stack.axis == .vertical ? .vertical : .horizontal
    if let attribute = appKit.alignment { alignment = attribute }
    distribution = appKit.distribution
    if let points = stack.spacing { spacing = points }
    edgeInsets = appKit.edgeInsets
    detachesHiddenViews = appKit.detachesHiddenViews
    for (axis, hugging, clipping) in [
      (LayoutAxis.horizontal, appKit.hugging?.horizontal, appKit.clippingResistance?.horizontal),
      (.vertical, appKit.hugging?.vertical, appKit.clippingResistance?.vertical),
    ] {
      if let hugging { setHuggingPriority(hugging, for: axis) }
      if let clipping { setClippingResistancePriority(clipping, for: axis) }
    }
  }
}
