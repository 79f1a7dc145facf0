import ConstraintSolver
import Foundation

/// Something constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// Only views and layout guides are layout items; the protocol exists so that a constraint's
/// items can be either, as UIKit's `firstItem` and `secondItem` can.
public protocol LayoutItem: AnyObject {
  /// The name the item goes by in logs and in the constraint language.
  var layoutName: String { get }
}

/// The four engine variables of a layout item: its alignment rectangle in its superview's bounds
/// (for a guide, in its owning view's bounds; for a root, in its own).
final class ItemVariables: Sendable {
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable

  /// The names of an item's four variables, for logs.
  struct Names: Sendable {
    let minX: String
    let minY: String
    let width: String
    let height: String

    init(_ item: String) {
      minX = "\(item).minX"
      minY = "\(item).minY"
      width = "\(item).width"
      height = "\(item).height"
    }

    /// Every view's and every plain guide's: made once, not four interpolations per item.
    static let view = Names("view")
    static let guide = Names("guide")
    private static let layoutMargins = Names(SystemGuideRole.layoutMargins.identifier)
    private static let safeArea = Names(SystemGuideRole.safeArea.identifier)
    private static let readableContent = Names(SystemGuideRole.readableContent.identifier)
    private static let contentLayout = Names(SystemGuideRole.contentLayout.identifier)
    private static let frameLayout = Names(SystemGuideRole.frameLayout.identifier)

    /// A system guide's, made once per role: every cell of a list has a margins guide.
    static func systemGuide(_ role: SystemGuideRole) -> Names {
      switch role {
      case .layoutMargins: layoutMargins
      case .safeArea: safeArea
      case .readableContent: readableContent
      case .contentLayout: contentLayout
      case .frameLayout: frameLayout
      }
    }
  }

  init(_ names: Names) {
    minX = Variable(names.minX)
    minY = Variable(names.minY)
    width = Variable(names.width)
    height = Variable(names.height)
  }

  convenience init(_ name: String) {
    self.init(Names(name))
  }

  /// The four variables as ``LayoutEngine/rect(of:)`` reads them. Its item keeps it (a view
  /// beside its geometry), with the symbol ids of the engine that last read them.
  var quad: VariableQuad { VariableQuad(minX, minY, width, height) }

  var all: [Variable] { [minX, minY, width, height] }
}

extension LayoutItem {
  /// The item's engine variables; nil for a type that is neither a view nor a guide.
  var variables: ItemVariables? {
    if let view = self as? View { return view.itemVariables }
    if let guide = self as? LayoutGuide { return guide.itemVariables }
    return nil
  }

  /// The view whose hierarchy the item is in: a view itself, or a guide's owning view.
  var hostView: View? {
    if let view = self as? View { return view }
    return (self as? LayoutGuide)?.owningView
  }
}
