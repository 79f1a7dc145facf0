import Foundation
import OpenAutoLayout

/// A layout document (layout-document.md §1), read and checked: every key of the contract, with
/// where each part was written so that later errors can point at it.
///
/// Read one with ``DocumentParser``; lay it out with ``DocumentLayout``. Its views, guides and
/// constraints (the specs) are the package's own model: outside it, a document is a value to
/// lay out, named by its ``file`` and ``name``.
public struct LayoutDocument: Sendable {
  /// The path the document was read from, as given (for messages).
  public var file: String
  /// The document's text, for quoting lines in messages.
  package var source: String
  /// `version:`; 1 is the only one.
  package var version: Int
  /// `name:`, shown in renders.
  public var name: String?
  /// `canvas:`: the root view's size in points. Nil when the document names a `device` instead.
  package var canvas: CGSize?
  /// `device:`: a device of the catalogue (``Device/named(_:)``), which implies the canvas, the
  /// scale, the safe area, the size classes, the idiom and the root's margins; explicit keys
  /// override what it implies (``DocumentLayout``).
  package var device: String?
  /// Where the `device` value is written, for errors about it.
  package var deviceLocation: SourceLocation?
  /// `orientation:`, with a device; portrait when not given.
  package var orientation: Orientation?
  /// `multitasking:` (an extension of the contract), with a device: an iPad app's share of the
  /// screen; full screen when not given.
  package var multitasking: Multitasking?
  /// `scale:` as written; nil when the document leaves it to its device (or to the default, 1).
  package var explicitScale: CGFloat?
  /// `safeArea:` as written; nil when the document leaves it to its device (or to the default,
  /// none).
  package var explicitSafeArea: EdgeInsets?

  /// `scale:`: pixels per point; frames are rounded to 1/scale. 1 when not given (a device's
  /// own scale applies then, ``DocumentLayout``). Setting it makes it explicit.
  package var scale: CGFloat {
    get { explicitScale ?? 1 }
    set { explicitScale = newValue }
  }
  /// `safeArea:`: the root view's safe-area insets; none when not given (a device's own insets
  /// apply then). Setting it makes it explicit.
  package var safeArea: EdgeInsets {
    get { explicitSafeArea ?? .zero }
    set { explicitSafeArea = newValue }
  }
  /// Insets the safe area takes beyond the device's or `safeArea`, as UIKit's
  /// `additionalSafeAreaInsets`: the navigation, tab and tool bars around a storyboard scene's
  /// view, kept on any device. Not a key of the contract (Interface Builder documents set it).
  package var additionalSafeAreaInsets: EdgeInsets = .zero
  /// Whether the root is a view controller's view, with the system's minimum margins at its
  /// sides (and its safe area), or a plain view with the default margins of 8. Nil: a controller's
  /// view exactly when the document names a device (layout-document.md). Interface Builder's
  /// scenes say which: a controller's view, or a xib's top-level view.
  package var rootIsViewControllerView: Bool?
  /// Whether the root's controller is shown in a navigation or tab bar controller: its scroll
  /// views then take the safe area into their content insets vertically even when their content
  /// does not scroll (UIKit's `.automatic` adjustment). Not a key of the contract.
  package var isInNavigationOrTabBarController = false
  /// `traits:` as written (unset traits take the defaults, ``DocumentTraits/resolved``).
  package var traits: DocumentTraits
  /// `metrics:`: names usable as numbers in constraints and VFL.
  package var metrics: [String: CGFloat]
  /// `root:`.
  package var root: ViewSpec
  /// `guides:`.
  package var guides: [GuideSpec]
  /// `constraints:`, in order.
  package var constraints: [ConstraintSpec]

  /// A device's orientation as documents and ``LayoutOptions`` write it (`orientation:`).
  public enum Orientation: String, Sendable, Hashable, CaseIterable { case portrait, landscape }

  package init(
    file: String, source: String = "", version: Int = 1, name: String? = nil, canvas: CGSize?, device: String? = nil,
    orientation: Orientation? = nil, multitasking: Multitasking? = nil, scale: CGFloat? = nil,
    safeArea: EdgeInsets? = nil,
    traits: DocumentTraits = DocumentTraits(), metrics: [String: CGFloat] = [:], root: ViewSpec,
    guides: [GuideSpec] = [], constraints: [ConstraintSpec] = []
  ) {
    self.file = file
    self.source = source
    self.version = version
    self.name = name
    self.canvas = canvas
    self.device = device
    self.orientation = orientation
    self.multitasking = multitasking
    self.explicitScale = scale
    self.explicitSafeArea = safeArea
    self.traits = traits
    self.metrics = metrics
    self.root = root
    self.guides = guides
    self.constraints = constraints
  }

  /// Every view of the document, depth first, the root first (arranged subviews of a stack
  /// after its other subviews).
  package var allViews: [ViewSpec] {
    var result: [ViewSpec] = []
    func visit(_ view: ViewSpec) {
      result.append(view)
      view.subviews.forEach(visit)
      view.arrangedSubviews.forEach(visit)
    }
    visit(root)
    return result
  }

  /// An error at `location` in this document, quoting its line.
  package func error(_ reason: DocumentError.Reason, at location: SourceLocation) -> DocumentError {
    DocumentError(file: file, source: source, location: location, reason: reason)
  }
}

/// `guides:` entry: a layout guide owned by a view.
package struct GuideSpec: Sendable {
  package var id: String
  /// The owning view's id.
  package var owner: String
  package var location: SourceLocation
  /// Where the owner's id was written.
  package var ownerLocation: SourceLocation
  /// A guide the owner has already (its safe area, its margins…) that `id` names, rather than a
  /// new guide: Interface Builder gives such guides ids of their own.
  package var system: SystemGuide?

  package init(
    id: String, owner: String, location: SourceLocation, ownerLocation: SourceLocation, system: SystemGuide? = nil
  ) {
    self.id = id
    self.owner = owner
    self.location = location
    self.ownerLocation = ownerLocation
    self.system = system
  }

  /// The guides a view has of its own, by UIKit's property names.
  package enum SystemGuide: String, Sendable, Hashable, CaseIterable {
    case safeArea = "safeAreaLayoutGuide"
    case layoutMargins = "layoutMarginsGuide"
    case readableContent = "readableContentGuide"
    /// A scroll view's content and frame layout guides.
    case contentLayout = "contentLayoutGuide"
    case frameLayout = "frameLayoutGuide"
    /// A view controller's legacy `topLayoutGuide` and `bottomLayoutGuide` (deprecated in iOS 11,
    /// still in older storyboards): from the root's top to its safe area's top, and from its safe
    /// area's bottom to its bottom.
    case topLayoutGuide, bottomLayoutGuide
  }
}

/// `constraints:` entry: a constraint-language string or a VFL line, plain or as a map
/// (`{constraint, id, priority, when, unless, active}`).
package struct ConstraintSpec: Sendable {
  /// The constraint (or VFL) text; for a constraint given as its parts, its reading in the
  /// constraint language (for messages).
  package var text: String
  /// The constraint as its parts (Interface Builder's constraints); nil for text.
  package var parts: ItemConstraintSpec?
  /// Whether the text is a Visual Format Language line (`H:…`, `V:…`, or starting with `|` or `[`).
  package var isVisualFormat: Bool
  /// `id:`; for VFL, every constraint the line makes carries it.
  package var id: String?
  /// `priority:`, the same as `@` in the text (which then has none); for VFL, every constraint
  /// the line makes takes it. Nil: the text's own priority, required by default.
  package var priority: LayoutPriority?
  package var condition: InstallCondition
  /// `active:`; true by default.
  package var isActive: Bool
  /// Where the entry starts.
  package var location: SourceLocation
  /// Where the text's first character is in the file, and whether it was written on one line
  /// with nothing between characters but the characters themselves (a plain or simply quoted
  /// scalar), so that the column of character `i` is `textLocation.column + i`.
  package var textLocation: SourceLocation
  package var textIsVerbatim: Bool

  package init(
    text: String, id: String? = nil, condition: InstallCondition = InstallCondition(), isActive: Bool = true,
    location: SourceLocation, textLocation: SourceLocation, textIsVerbatim: Bool = true
  ) {
    self.text = text
    self.isVisualFormat = ConstraintSpec.looksLikeVisualFormat(text)
    self.id = id
    self.condition = condition
    self.isActive = isActive
    self.location = location
    self.textLocation = textLocation
    self.textIsVerbatim = textIsVerbatim
  }

  /// A constraint given as its parts, read from `location`; `name` shows an id in its text.
  package init(
    parts: ItemConstraintSpec, id: String? = nil, condition: InstallCondition = InstallCondition(),
    location: SourceLocation, naming name: (String) -> String = { $0 }
  ) {
    self.text = parts.text(naming: name)
    self.parts = parts
    self.isVisualFormat = false
    self.id = id
    self.condition = condition
    self.isActive = true
    self.location = location
    self.textLocation = location
    self.textIsVerbatim = false
  }

  /// VFL lines start with an orientation or a bar or a bracket; constraint-language lines with a name.
  package static func looksLikeVisualFormat(_ text: String) -> Bool {
    let trimmed = text.drop { $0 == " " }
    return trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[")
  }

  /// The file location of character `offset` (0-based) of the text: exact for verbatim text, the
  /// text's start otherwise.
  package func location(ofCharacter offset: Int) -> SourceLocation {
    guard textIsVerbatim else { return textLocation }
    return SourceLocation(line: textLocation.line, column: textLocation.column + max(0, offset))
  }
}
