import Foundation
import OpenAutoLayout
import TextMeasurement

/// A view of a document (layout-document.md §1, view keys), as written.
public struct ViewSpec: Sendable {
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case view, label, button, textField, textView, imageView, `switch`, slider, stack, scroll
    /// Extensions of the contract: the other controls UIKit sizes itself.
    case segmentedControl, stepper, progressView, activityIndicator

    /// The kinds that show text in a font (`text`, `font`; a segmented control's `segments`).
    public static let textKinds: Set<Kind> = [.label, .button, .textField, .textView, .segmentedControl]
  }

  public var id: String
  public var kind: Kind
  /// The UIKit class the view stands for when it is not the kind's own (`UINavigationBar`, an
  /// app's `customClass`); shown in results and drawings.
  public var className: String?
  /// A name for people (Interface Builder's `userLabel`), shown beside the id.
  public var label: String?
  public var subviews: [ViewSpec]
  /// `color:`: a colour name (UIKit's and CSS's basic ones) or `#rgb`, `#rrggbb`, `#rrggbbaa`.
  public var color: Color?
  public var text: String?
  public var placeholder: String?
  public var numberOfLines: Int?
  /// `intrinsicSize:`: nil when the key is absent; within it, nil for "no intrinsic metric".
  public var intrinsicSize: IntrinsicSizeSpec?
  public var hugging: AxisPrioritySpec?
  public var compressionResistance: AxisPrioritySpec?
  public var isHidden: Bool
  public var alignmentRectInsets: EdgeInsets?
  public var layoutMargins: MarginsSpec?
  public var preservesSuperviewLayoutMargins: Bool?
  public var insetsLayoutMarginsFromSafeArea: Bool?
  public var layoutMarginsFollowReadableWidth: Bool?
  /// `baselines:`: offsets from the view's top.
  public var baselines: BaselinesSpec?
  public var font: FontSpec?
  /// Control keys, extensions of the contract; each applies to the kinds
  /// ``DocumentParser`` lists for it.
  public var controls: ControlSpec
  public var condition: InstallCondition
  /// `translatesAutoresizingMask:` (false by default in documents, decision 8), with `frame`
  /// and `autoresizingMask`.
  public var translatesAutoresizingMask: Bool
  public var frame: CGRect?
  public var autoresizingMask: AutoresizingMask
  /// Stack view keys (`kind: stack`), as written.
  public var stack: StackSpec?
  /// `arrangedSubviews:` of a stack.
  public var arrangedSubviews: [ViewSpec]
  public var location: SourceLocation

  public init(id: String, kind: Kind = .view, location: SourceLocation = SourceLocation(line: 1, column: 1)) {
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

public struct IntrinsicSizeSpec: Sendable, Hashable {
  /// Nil: no intrinsic metric on that axis.
  public var width: CGFloat?
  public var height: CGFloat?
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
}

public struct AxisPrioritySpec: Sendable, Hashable {
  public var horizontal: LayoutPriority?
  public var vertical: LayoutPriority?
  public init(horizontal: LayoutPriority?, vertical: LayoutPriority?) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

public enum MarginsSpec: Sendable, Hashable {
  /// `layoutMargins: {top, left, bottom, right}` or `{top, leading, bottom, trailing}` (the
  /// latter directional, as `directionalLayoutMargins`).
  case physical(EdgeInsets)
  case directional(DirectionalEdgeInsets)
}

public struct BaselinesSpec: Sendable, Hashable {
  /// Offsets from the view's top.
  public var first: CGFloat?
  public var last: CGFloat?
  public init(first: CGFloat?, last: CGFloat?) {
    self.first = first
    self.last = last
  }
}

/// `font: {size, weight, textStyle}`; documents write UIKit's names (``DocumentNamed``).
public struct FontSpec: Sendable, Hashable {
  public var size: CGFloat?
  public var weight: FontWeight?
  public var textStyle: TextStyle?
  /// A font family by name (Interface Builder's custom fonts), found through fontconfig; nil: the
  /// system font. Not a key of the contract.
  public var family: String?
  public init(size: CGFloat? = nil, weight: FontWeight? = nil, textStyle: TextStyle? = nil, family: String? = nil) {
    self.size = size
    self.weight = weight
    self.textStyle = textStyle
    self.family = family
  }
}

/// The keys that configure a control, extensions of the contract (Guides/Command.md); documents
/// write UIKit's names (``DocumentNamed``). Nil: the control's own default.
public struct ControlSpec: Sendable, Equatable {
  /// `image: {width, height}`: an image of that size in points (image views, buttons).
  public var image: CGSize?
  /// `contentMode:` (image views).
  public var contentMode: ContentMode?
  /// `contentEdgeInsets: {top, left, bottom, right}` (buttons).
  public var contentEdgeInsets: EdgeInsets?
  /// `segments: [titles]` (segmented controls).
  public var segments: [String]?
  /// `lineBreakMode:` (labels).
  public var lineBreakMode: LineBreakMode?
  /// `preferredMaxLayoutWidth:` (labels): the width multi-line text wraps at.
  public var preferredMaxLayoutWidth: CGFloat?
  /// `scrollEnabled:` (text views); true by default, as UIKit's.
  public var isScrollEnabled: Bool?
  /// `borderStyle:` (text fields); `roundedRect` when nil, as Interface Builder makes text fields.
  public var borderStyle: TextField.BorderStyle?

  public init() {}
}

/// Stack view keys (layout-document.md §1); documents write UIKit's names (``DocumentNamed``).
public struct StackSpec: Sendable, Hashable {
  public var axis: LayoutAxis?
  public var distribution: StackView.Distribution?
  public var alignment: StackView.Alignment?
  public var spacing: CGFloat?
  /// `customSpacing: {viewId: points}`.
  public var customSpacing: [String: CGFloat]
  public var baselineRelativeArrangement: Bool?
  public var layoutMarginsRelativeArrangement: Bool?
  public init() { customSpacing = [:] }
}
