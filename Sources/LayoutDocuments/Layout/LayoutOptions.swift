import Foundation

/// What the command line overrides in a document before it is laid out (layout-document.md §3:
/// `--canvas WxH` and `--trait NAME=VALUE`).
public struct LayoutOptions: Sendable {
  /// The root view's size in points, instead of the document's `canvas`.
  public var canvas: CGSize?
  /// Traits that replace the document's; unset ones keep the document's value.
  public var traits: DocumentTraits

  public init(canvas: CGSize? = nil, traits: DocumentTraits = DocumentTraits()) {
    self.canvas = canvas
    self.traits = traits
  }
}
