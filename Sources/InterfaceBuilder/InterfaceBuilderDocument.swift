import Foundation
import LayoutDocuments
import OpenAutoLayout

/// A storyboard or xib read into the project's document model: one `LayoutDocument` per
/// scene, and what Interface Builder stored beside the layout (each view's frame, whether IB
/// marked it misplaced or ambiguous, where its element is) for `solve`, `lint` and `render`.
///
/// Read one with ``InterfaceBuilderReader``.
public struct InterfaceBuilderDocument: Sendable {
  public enum Kind: String, Sendable { case storyboard, xib }
  public enum Platform: String, Sendable {
    case iOS = "ios", macOS = "macos", tvOS = "tvos", watchOS = "watchos"

    /// Why a document of this platform is not laid out; nil for iOS and macOS, the ones laid out.
    public var notLaidOut: String? {
      switch self {
      case .iOS, .macOS: nil
      case .tvOS: "a tvOS document; only iOS documents are laid out (tvOS has no devices in the catalogue)"
      case .watchOS: "a watchOS (WatchKit) document; WatchKit interfaces are not Auto Layout and are not laid out"
      }
    }
  }

  /// The path as given, for messages.
  public var file: String
  public var kind: Kind
  public var platform: Platform
  /// `<device id= orientation=>`, when the document names one.
  public var device: InterfaceBuilderDevice?
  /// The scenes in document order: a storyboard's scenes that have views, a xib's top-level views.
  public var scenes: [InterfaceBuilderScene]
  /// What the reader could not take as written (an unknown element laid out as a plain view, a
  /// size-class mask it could only approximate), with where.
  public var warnings: [InterfaceBuilderWarning]
  /// Constraints that refer to an id no view or guide of their scene has: left out of the
  /// layout. `solve`, `check` and `render` refuse such a document; `lint` reports them.
  public var brokenReferences: [InterfaceBuilderWarning] = []
  /// The file's bytes, for rewriting frames in place.
  package var text: SourceText

  /// The document's text, for quoting lines in messages.
  public var source: String { String(decoding: text.bytes, as: UTF8.self) }
}

/// `<device>`: the device a document was designed on, by Interface Builder's id.
public struct InterfaceBuilderDevice: Sendable, Hashable {
  /// IB's id: `retina4_7`, `retina6_1`, `ipad9_7`, …
  public var id: String
  public var orientation: LayoutDocument.Orientation
  /// The catalogue's device for that id, when known.
  public var device: Device? { InterfaceBuilderDevices.device(forID: id) }
}

/// A scene: a view controller's view (storyboards), or a top-level view (xibs), as a layout
/// document of its own, with what IB stored for each of its views.
public struct InterfaceBuilderScene: Sendable {
  /// The `sceneID` (storyboards), or the top-level object's id (xibs): the key of `solve`'s JSON.
  public var id: String
  /// The controller's class (`customClass`, else UIKit's class for its element), if any.
  public var controllerClass: String?
  /// The controller's `storyboardIdentifier`, if any.
  public var storyboardIdentifier: String?
  /// The scene as a layout document: its root is the scene's root view at its stored size.
  public var document: LayoutDocument
  /// Every view of the scene by IB id, the root first, in document order.
  public var views: [InterfaceBuilderView]
  /// The IB id of each of the document's constraints, in order.
  public var constraintIDs: [String]
  /// Where the scene's element is, for messages about the whole scene.
  public var location: SourceLocation

  /// A name for people: the storyboard identifier, else the controller's class, else the id.
  public var title: String { storyboardIdentifier ?? controllerClass ?? id }

  /// Whether `name` picks this scene (`--scene`): its id, storyboard identifier or controller class.
  public func matches(_ name: String) -> Bool {
    name == id || name == storyboardIdentifier || name == controllerClass
  }
}

/// What Interface Builder stored for one view.
public struct InterfaceBuilderView: Sendable {
  /// The IB id, which is also the view's id in the scene's document.
  public var id: String
  /// The element's name (`label`, `stackView`, …).
  public var element: String
  /// UIKit's class, or the element's `customClass`.
  public var className: String
  /// `userLabel`, if any.
  public var userLabel: String?
  /// The superview's IB id; nil for the root.
  public var superview: String?
  /// `<rect key="frame">`, relative to the superview; nil when the element has none.
  public var storedFrame: CGRect?
  /// The stored frame's y grows upward from the superview's bottom edge: AppKit's convention,
  /// in a superview that is not flipped. Layout runs top-down; frames are printed as IB stores them.
  public var growsUpward = false
  /// Where the `<rect key="frame">` tag is (its bytes), for `lint --update-frames`.
  package var frameTag: Range<Int>?
  /// IB marked the frame as not the solved one (`misplaced="YES"`) or the layout as ambiguous.
  public var isMisplaced: Bool
  public var isAmbiguous: Bool
  /// Placed by its container at its stored frame rather than by constraints: the root, a cell,
  /// a cell's content view, a table's header.
  public var isPlacedByContainer: Bool
  /// Its size depends on font metrics (a label, a titled button, a text field…).
  public var showsText: Bool
  /// Where the view's element starts.
  public var location: SourceLocation
}

/// Something the reader took differently from what the file says, at the element concerned.
public struct InterfaceBuilderWarning: Sendable, Hashable, CustomStringConvertible {
  /// What the reader had to do differently.
  public enum Kind: String, Sendable, Hashable {
    /// An element it does not know, laid out as a plain view at its stored frame.
    case unsupportedElement = "unsupported-element"
    /// A font that is not installed, measured in the closest one fontconfig has.
    case fontFallback = "font-fallback"
    /// Something read only approximately: a size-class mask no single condition expresses, a
    /// device not in the catalogue.
    case approximation
  }

  public var kind: Kind = .unsupportedElement
  public var file: String
  public var location: SourceLocation
  public var message: String

  /// `FILE:LINE:COLUMN: warning: message`.
  public var description: String { "\(file):\(location.line):\(location.column): warning: \(message)" }
}
