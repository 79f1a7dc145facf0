import Foundation

/// A closure a control calls, with a title and an image, as UIKit's `UIAction` (iOS 14).
///
/// Register it with ``Control/addAction(_:for:)`` or as a control's primary action
/// (`UIButton(primaryAction:)`, `init(frame:primaryAction:)`); the control calls
/// ``handler`` with the action, whose ``sender`` is then the control. A button made with a
/// primary action takes its title and image from it.
open class Action {
  /// Identifies an action, as `UIAction.Identifier`: a control holds one action per identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The identifier's text.
    public let rawValue: String
    /// The identifier `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The identifier `rawValue`, as `UIAction.Identifier("paste")`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The identifier a string literal spells.
    public init(stringLiteral value: String) { self.rawValue = value }
  }

  /// How a menu shows the action, as `UIMenuElement.Attributes`, with UIKit's bits. Stored; they
  /// do not change whether the handler runs.
  public struct Attributes: OptionSet, Sendable, Hashable {
    /// The attribute bits.
    public let rawValue: UInt
    /// The attributes with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown dimmed.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown in red, as destroying data.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// The menu stays open after the action.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether a menu shows the action checked, as `UIMenuElement.State`, with UIKit's raw values.
  public enum State: Int, Sendable, Hashable {
    /// Not checked.
    case off = 0
    /// Checked.
    case on = 1
    /// Partly checked.
    case mixed = 2
  }

  /// The closure type, as `UIActionHandler`.
  public typealias Handler = (Action) -> Void

  /// The title; a button made with this action shows it.
  public var title: String
  /// A second line of text.
  public var subtitle: String?
  /// The image; a button made with this action shows it.
  public var image: ImageContent?
  /// The identifier; a unique one is made when none is given, as UIKit makes one.
  public let identifier: Identifier
  /// An alternative title for discoverability (hardware keyboard menus).
  public var discoverabilityTitle: String?
  /// How a menu shows the action.
  public var attributes: Attributes
  /// Whether a menu shows the action checked.
  public var state: State
  /// What the action does.
  public let handler: Handler
  /// The control that sent the action, while and after it is sent; nil before.
  public internal(set) weak var sender: AnyObject?

  /// An action that runs `handler`, as `UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
  public init(
    title: String = "", image: ImageContent? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: State = .off, handler: @escaping Handler
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
  }
}
