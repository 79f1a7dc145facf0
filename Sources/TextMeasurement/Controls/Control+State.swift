import Foundation
import OpenAutoLayout

extension Control {
  /// A control's state, as UIKit's `UIControl.State`, with UIKit's bit values: the states a
  /// button's titles, colours and images are set for.
  public struct State: OptionSet, Sendable, Hashable {
    /// The state bits.
    public let rawValue: UInt
    /// The state with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Enabled, not selected, not highlighted: no bit set (0).
    public static let normal = State([])
    /// A touch is down inside the control (1).
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control is not enabled (2).
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected (4).
    public static let selected = State(rawValue: 1 << 2)
    /// The control has the focus (8).
    public static let focused = State(rawValue: 1 << 3)
    /// Bits free for the app's own states (0x00FF0000).
    public static let application = State(rawValue: 0x00FF_0000)
    /// Bits reserved for the framework (0xFF000000).
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// Kinds of events a control sends actions for, as UIKit's `UIControl.Event`, with UIKit's bit
  /// values.
  public struct Event: OptionSet, Sendable, Hashable {
    /// The event bits.
    public let rawValue: UInt
    /// The events with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch down in the control (1 << 0).
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch down, a tap count above one (1 << 1).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger dragged within the control (1 << 2).
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger dragged just outside the control (1 << 3).
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger dragged into the control (1 << 4).
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger dragged out of the control (1 << 5).
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch lifted inside the control: a tap (1 << 6).
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifted outside the control (1 << 7).
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A touch cancelled by the system (1 << 8).
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The value changed: a switch flipped, a slider moved (1 << 12).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action: a button's tap, a switch's change (1 << 13).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu's action was triggered (1 << 14).
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text field (1 << 16).
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text field changed while editing (1 << 17).
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field (1 << 18).
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the return key (1 << 19).
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event (0x00000FFF).
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event (0x000F0000).
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Bits free for the app's own events (0x0F000000).
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Bits reserved for the framework (0xF0000000).
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event (0xFFFFFFFF).
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// How content sits across a control, as UIKit's `UIControl.ContentHorizontalAlignment`, with
  /// its raw values.
  public enum ContentHorizontalAlignment: Int, Sendable, Hashable, CaseIterable {
    /// Centred (the default).
    case center = 0
    /// Against the left edge.
    case left = 1
    /// Against the right edge.
    case right = 2
    /// Stretched across the width.
    case fill = 3
    /// Against the leading edge: left in left-to-right layouts.
    case leading = 4
    /// Against the trailing edge: right in left-to-right layouts.
    case trailing = 5
  }

  /// How content sits up and down a control, as UIKit's `UIControl.ContentVerticalAlignment`,
  /// with its raw values.
  public enum ContentVerticalAlignment: Int, Sendable, Hashable, CaseIterable {
    /// Centred (the default).
    case center = 0
    /// Against the top edge.
    case top = 1
    /// Against the bottom edge.
    case bottom = 2
    /// Stretched up and down the height.
    case fill = 3
  }

  /// The state made of ``isEnabled``, ``isSelected`` and ``isHighlighted``; `.normal`
  /// when enabled and neither selected nor highlighted.
  public var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// The horizontal alignment with leading and trailing resolved to left or right for the
  /// control's layout direction, as UIKit's `effectiveContentHorizontalAlignment`.
  public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    default: return contentHorizontalAlignment
    }
  }
}
