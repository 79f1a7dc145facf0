import Foundation
import OpenAutoLayout
import TextMeasurement

extension LayoutDocument {
  /// What a view of a document is (`kind:`, layout-document.md §1): a plain view, a control
  /// UIKit sizes itself, a stack view or a scroll view. Errors about keys that apply to some
  /// kinds only name it (``DocumentError/Reason``).
  public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    case view, label, button, textField, textView, imageView, `switch`, slider, stack, scroll
    /// Extensions of the contract: the other controls UIKit sizes itself.
    case segmentedControl, stepper, progressView, activityIndicator

    /// The kinds that show text in a font (`text`, `font`; a segmented control's `segments`).
    package static let textKinds: Set<ViewKind> = [.label, .button, .textField, .textView, .segmentedControl]
  }
}

/// A view of a document (layout-document.md §1, view keys), as written.
package struct ViewSpec: Sendable {
  /// The view's kind (``LayoutDocument/ViewKind``).
  package typealias Kind = LayoutDocument.ViewKind

  package var id: String
  package var kind: Kind
  /// The UIKit class the view stands for when it is not the kind's own (`UINavigationBar`, an
  /// app's `customClass`); shown in results and drawings.
  package var className: String?
  /// A name for people (Interface Builder's `userLabel`), shown beside the id.
  package var label: String?
  package var subviews: [ViewSpec]
  /// `color:`: a colour name (UIKit's and CSS's basic ones) or `#rgb`, `#rrggbb`, `#rrggbbaa`.
  package var color: Color?
  package var text: String?
  package var placeholder: String?
  package var numberOfLines: Int?
  /// `intrinsicSize:`: nil when the key is absent; within it, nil for "no intrinsic metric".
  package var intrinsicSize: IntrinsicSizeSpec?
  package var hugging: AxisPrioritySpec?
  package var compressionResistance: AxisPrioritySpec?
  package var isHidden: Bool
  package var alignmentRectInsets: EdgeInsets?
  package var layoutMargins: MarginsSpec?
  package var preservesSuperviewLayoutMargins: Bool?
  package var insetsLayoutMarginsFromSafeArea: Bool?
  package var layoutMarginsFollowReadableWidth: Bool?
  /// `baselines:`: offsets from the view's top.
  package var baselines: BaselinesSpec?
  package var font: FontSpec?
  /// Control keys, extensions of the contract; each applies to the kinds
  /// ``DocumentParser`` lists for it.
  package var controls: ControlSpec
  package var condition: InstallCondition
  /// `translatesAutoresizingMask:` (false by default in documents, decision 8), with `frame`
  /// and `autoresizingMask`.
  package var translatesAutoresizingMask: Bool
  package var frame: CGRect?
  package var autoresizingMask: AutoresizingMask
  /// Stack view keys (`kind: stack`), as written.
  package var stack: StackSpec?
  /// `arrangedSubviews:` of a stack.
  package var arrangedSubviews: [ViewSpec]
  package var location: SourceLocation

  package init(id: String, kind: Kind = .view, location: SourceLocation = SourceLocation(line: 1, column: 1)) {
    self.id = id
    self.kind = kind
    self.subviews = []
    self.isHidden = false
    self.controls = ControlSpec()
    self.condition = InstallCondition()
    self.translatesAutoresizingMask = false
    self.autoresizingMask = []
    self.arrangedSubviews = []
    self.location = location
  }
}

package struct IntrinsicSizeSpec: Sendable, Hashable {
  /// Nil: no intrinsic metric on that axis.
  package var width: CGFloat?
  package var height: CGFloat?
  package init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
}

package struct AxisPrioritySpec: Sendable, Hashable {
  package var horizontal: LayoutPriority?
  package var vertical: LayoutPriority?
  package init(horizontal: LayoutPriority?, vertical: LayoutPriority?) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

package enum MarginsSpec: Sendable, Hashable {
  /// `layoutMargins: {top, left, bottom, right}` or `{top, leading, bottom, trailing}` (the
  /// latter directional, as `directionalLayoutMargins`).
  case physical(EdgeInsets)
  case directional(DirectionalEdgeInsets)
}

package struct BaselinesSpec: Sendable, Hashable {
  /// Offsets from the view's top.
  package var first: CGFloat?
  package var last: CGFloat?
  package init(first: CGFloat?, last: CGFloat?) {
    self.first = first
    self.last = last
  }
}

/// `font: {size, weight, textStyle}`; documents write UIKit's names (``DocumentNamed``).
package struct FontSpec: Sendable, Hashable {
  package var size: CGFloat?
  package var weight: FontWeight?
  package var textStyle: TextStyle?
  /// A font family by name (Interface Builder's custom fonts), found through fontconfig; nil: the
  /// system font. Not a key of the contract.
  package var family: String?
  package init(size: CGFloat? = nil, weight: FontWeight? = nil, textStyle: TextStyle? = nil, family: String? = nil) {
    self.size = size
    self.weight = weight
    self.textStyle = textStyle
    self.family = family
  }
}

/// The keys that configure a control, extensions of the contract (Guides/Command.md); documents
/// write UIKit's names (``DocumentNamed``). Nil: the control's own default.
package struct ControlSpec: Sendable, Equatable {
  /// `image: {width, height}`: an image of that size in points (image views, buttons).
  package var image: CGSize?
  /// `contentMode:` (image views).
  package var contentMode: ContentMode?
  /// `contentEdgeInsets: {top, left, bottom, right}` (buttons).
  package var contentEdgeInsets: EdgeInsets?
  /// `segments: [titles]` (segmented controls).
  package var segments: [String]?
  /// `lineBreakMode:` (labels).
  package var lineBreakMode: LineBreakMode?
  /// `preferredMaxLayoutWidth:` (labels): the width multi-line text wraps at.
  package var preferredMaxLayoutWidth: CGFloat?
  /// `scrollEnabled:` (text views); true by default, as UIKit's.
  package var isScrollEnabled: Bool?
  /// `borderStyle:` (text fields); `roundedRect` when nil, as Interface Builder makes text fields.
  package var borderStyle: TextField.BorderStyle?
  /// `textColor:` (labels, buttons, text fields, text views): the colour of the text, a button's
  /// title colour; the same names as `color:`. Nil: the control's own (black, a button's tint).
  package var textColor: Color?
  /// `textAlignment:` (labels, buttons, text fields, text views), UIKit's names. A button aligns
  /// its content as `contentHorizontalAlignment` does. Nil: the control's own (natural; a text
  /// field's left; a button's centre).
  package var textAlignment: TextAlignment?

  package init() {}
}

/// Stack view keys (layout-document.md §1); documents write UIKit's names (``DocumentNamed``).
package struct StackSpec: Sendable, Hashable {
  package var axis: LayoutAxis?
  package var distribution: StackView.Distribution?
  package var alignment: StackView.Alignment?
  package var spacing: CGFloat?
  /// `customSpacing: {viewId: points}`.
  package var customSpacing: [String: CGFloat]
  package var baselineRelativeArrangement: Bool?
  package var layoutMarginsRelativeArrangement: Bool?
  /// An AppKit stack (`NSStackView`, read from a macOS document): laid out as a
  /// ``GravityStackView``, with AppKit's alignment, hugging and detaching, not UIKit's.
  package var appKit: AppKitStackSpec?
  package init() { customSpacing = [:] }
}

/// What an `NSStackView` adds to ``StackSpec`` (whose `axis`, `spacing` and `customSpacing` it
/// shares): AppKit's alignment attribute and distribution, the stack's own hugging and
/// clipping resistance, `edgeInsets`, and which views it detaches.
package struct AppKitStackSpec: Sendable, Hashable {
  package var alignment: LayoutAttribute?
  package var distribution: GravityStackView.Distribution = .gravityAreas
  /// `setHuggingPriority(_:for:)` and `setClippingResistancePriority(_:for:)`; nil: AppKit's.
  package var hugging: AxisPrioritySpec?
  package var clippingResistance: AxisPrioritySpec?
  package var edgeInsets: EdgeInsets = .zero
  package var detachesHiddenViews = true
  /// Visibility priorities by view id, where not `mustHold`.
  package var visibilityPriorities: [String: Float] = [:]
  /// The gravity area of each view by id, for `.gravityAreas`; a view not listed is leading.
  package var gravity: [String: GravityStackView.Gravity] = [:]
  package init() {}
}
