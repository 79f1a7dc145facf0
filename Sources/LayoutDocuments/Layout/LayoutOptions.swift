import Foundation
import OpenAutoLayout

/// What the command line overrides in a document before it is laid out (layout-document.md §3:
/// `--canvas WxH` and `--trait NAME=VALUE`; and, as extensions, `--device`, `--orientation` and
/// `--multitasking`).
///
/// The options win over the document: a device given here replaces what the document's canvas,
/// scale, safe area, size classes and device say, and its own canvas and traits win over any
/// device (``DocumentLayout``).
public struct LayoutOptions: Sendable {
  /// The root view's size in points, instead of the document's `canvas` or any device's window.
  public var canvas: CGSize?
  /// Traits that replace the document's; unset ones keep the document's value.
  public var traits: DocumentTraits
  /// A device of the catalogue (`Device/named(_:)`) instead of the document's canvas and device.
  public var device: String?
  /// The orientation of the device (the options' or the document's).
  public var orientation: LayoutDocument.Orientation?
  /// The multitasking mode of the device (the options' or the document's).
  public var multitasking: Multitasking?
  /// A pseudolanguage the document's text is shown in (``PseudoLanguage``); nil: as written.
  public var pseudoLanguage: PseudoLanguage?

  public init(
    canvas: CGSize? = nil, traits: DocumentTraits = DocumentTraits(), device: String? = nil,
    orientation: LayoutDocument.Orientation? = nil, multitasking: Multitasking? = nil,
    pseudoLanguage: PseudoLanguage? = nil
  ) {
    self.canvas = canvas
    self.traits = traits
    self.device = device
    self.orientation = orientation
    self.multitasking = multitasking
    self.pseudoLanguage = pseudoLanguage
  }
}
