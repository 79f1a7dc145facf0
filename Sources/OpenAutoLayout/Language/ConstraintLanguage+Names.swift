import Foundation

/// The names of the constraint language (layout-document.md §2): attributes, guides, priorities.

/// What an attribute name stands for.
enum LanguageAttribute: Equatable {
  /// An attribute of the contract, such as `leading` or `baseline`.
  case plain(LayoutAttribute)
  /// An extension: `minX`, `minY`, `midX`, `midY` name a view's position as the system's frame
  /// constraints measure it (autoresizing masks, a root's encapsulated frame), which may be set
  /// to a constant or to a multiple of the superview's size. The model attribute is the edge or
  /// centre it is stored as.
  case frame(LayoutAttribute)
}

/// Every attribute name the parser accepts.
let languageAttributes: [String: LanguageAttribute] = {
  var names: [String: LanguageAttribute] = [:]
  for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute {
    names[attribute.description] = .plain(attribute)
  }
  names["baseline"] = .plain(.lastBaseline)
  names["minX"] = .frame(.left)
  names["minY"] = .frame(.top)
  names["midX"] = .frame(.centerX)
  names["midY"] = .frame(.centerY)
  return names
}()

/// The name under which a system frame constraint prints its attribute (`midX` for the centre
/// an autoresizing mask sets), or nil when it prints under its own name.
func frameAttributeName(_ attribute: LayoutAttribute) -> String? {
  switch attribute {
  case .left: "minX"
  case .top: "minY"
  case .centerX: "midX"
  case .centerY: "midY"
  default: nil
  }
}

/// The guides an item path may name after a view: `red.safeArea.top`.
enum LanguageGuideName: String, CaseIterable {
  case safeArea, margins, readableContent, contentLayoutGuide, frameLayoutGuide
}

extension LanguageGuideName {
  /// The guide of `view` this name stands for; nil when the view has none (a scroll view's guide
  /// of another view).
  func guide(of view: View) -> LayoutGuide? {
    switch self {
    case .safeArea: view.safeAreaLayoutGuide
    case .margins: view.layoutMarginsGuide
    case .readableContent: view.readableContentGuide
    case .contentLayoutGuide, .frameLayoutGuide: scrollViewGuide(of: view)
    }
  }

  /// The one place that knows which views have scroll-view guides: a ``ScrollView``'s content
  /// and frame layout guides.
  private func scrollViewGuide(of view: View) -> LayoutGuide? {
    guard let scrollView = view as? ScrollView else { return nil }
    return self == .contentLayoutGuide ? scrollView.contentLayoutGuide : scrollView.frameLayoutGuide
  }
}

/// The priority names the parser accepts: the contract's four, and UIKit's names as an extension.
let languagePriorities: [String: LayoutPriority] = [
  "required": .required, "high": .defaultHigh, "low": .defaultLow, "fittingSize": .fittingSizeLevel,
  "defaultHigh": .defaultHigh, "defaultLow": .defaultLow, "fittingSizeLevel": .fittingSizeLevel,
  "dragThatCanResizeScene": .dragThatCanResizeScene, "sceneSizeStayPut": .sceneSizeStayPut,
  "dragThatCannotResizeScene": .dragThatCannotResizeScene,
]

/// Reserved words: `superview` as an item, `standard` as a constant. They win over a view or
/// metric of the same name.
enum LanguageKeyword {
  static let superview = "superview"
  static let standard = "standard"
}

/// Auto Layout's standard spacing between two items (spec decision 5): 20 points between a view
/// and its superview's edge, 8 between siblings, to a guide, and between any other pair.
func standardSpacing(between first: LayoutItem, and second: LayoutItem) -> CGFloat {
  if first is LayoutGuide || second is LayoutGuide { return 8 }
  if let a = first as? View, let b = second as? View, a.superview === b || b.superview === a { return 20 }
  return 8
}
