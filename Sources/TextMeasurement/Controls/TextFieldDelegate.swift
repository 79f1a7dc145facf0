import Foundation
import OpenAutoLayout

/// Told when a text field's editing begins and ends, and asked whether it may, as UIKit's
/// `UITextFieldDelegate`. Every method has a default (allow, do nothing), so an adopter
/// implements only what it needs, as with UIKit's optional methods.
///
/// There is no keyboard: ``TextField/becomeFirstResponder()`` and
/// ``TextField/resignFirstResponder()`` begin and end editing, and ask and tell the delegate as
/// UIKit does. The text-changing methods are never called by the field (nothing types); code
/// may call them.
public protocol TextFieldDelegate: AnyObject {
  /// Whether editing may begin; true by default.
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether editing may end; true by default.
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: TextField)
  /// Editing ended, for `reason`; calls ``textFieldDidEndEditing(_:)`` by default.
  func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
  /// Whether the characters in `range` may be replaced by `string`; true by default.
  func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  /// Whether the clear button may empty the field; true by default.
  func textFieldShouldClear(_ textField: TextField) -> Bool
  /// Whether the return key may be acted on; true by default.
  func textFieldShouldReturn(_ textField: TextField) -> Bool
  /// The selection changed.
  func textFieldDidChangeSelection(_ textField: TextField)
}

extension TextFieldDelegate {
  /// Allows editing to begin.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  /// Allows editing to end.
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: TextField) {}
  /// Calls ``textFieldDidEndEditing(_:)``, as UIKit does for delegates without this method.
  public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  /// Allows the change.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  /// Allows clearing.
  public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
  /// Allows the return key.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: TextField) {}
}

extension TextField {
  /// Why editing ended, as UIKit's `UITextField.DidEndEditingReason`.
  public enum DidEndEditingReason: Int, Sendable, Hashable {
    /// The field resigned: the edit stands.
    case committed = 0
    /// Editing was cancelled.
    case cancelled = 1
  }

  /// Whether the field is editing, as UIKit's `isFirstResponder`.
  public var isFirstResponder: Bool { isEditing }

  /// Whether the field can edit: it is enabled, as UIKit's `canBecomeFirstResponder`.
  public var canBecomeFirstResponder: Bool { isEnabled }

  /// Begins editing unless disabled or refused by the delegate; sends `.editingDidBegin`. Any
  /// other field of the hierarchy that is editing ends first, as a window has one first
  /// responder; if one refuses to end, this one does not begin.
  func beginEditing() -> Bool {
    guard !isEditing else { return true }
    guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    var root: View = self
    while let superview = root.superview { root = superview }
    for other in Self.editingFields(in: root) where other !== self {
      guard other.endEditing() else { return false }
    }
    isEditing = true
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  /// The text fields under `view` (itself included) that are editing.
  private static func editingFields(in view: View) -> [TextField] {
    var found: [TextField] = []
    if let field = view as? TextField, field.isEditing { found.append(field) }
    for subview in view.subviews { found += editingFields(in: subview) }
    return found
  }

  /// Ends editing unless refused by the delegate; sends `.editingDidEnd`.
  func endEditing() -> Bool {
    guard isEditing else { return true }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    isEditing = false
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    return true
  }
}
