import Foundation

/// Constraints as the console shows them in reports: under the class name UIKit uses for their
/// origin, with identifiers, and autoresizing constraints with their mask in Apple's `h=--&`
/// notation (behaviour-1 §1.23).
extension LayoutConstraint {
  /// The constraint as a line of a report, such as
  /// `<NSAutoresizingMaskLayoutConstraint h=--& v=--& ok.midY == 0>` or
  /// `<NSLayoutConstraint 'UIView-Encapsulated-Layout-Width' root.width == 375>`.
  public var logDescription: String {
    let name = identifier.map { "'\($0)' " } ?? ""
    switch origin {
    case .autoresizingMask:
      let view = firstItem as? View
      // Apple names the position of an autoresizing constraint by its frame's mid point.
      let text = description
        .replacingFirst(".centerX ", with: ".midX ")
        .replacingFirst(".centerY ", with: ".midY ")
      return "<NSAutoresizingMaskLayoutConstraint \(view?.autoresizingMaskText ?? "") \(name)\(text)>"
    case .contentSize:
      let kind = relation == .lessThanOrEqual ? "Hug" : "CompressionResistance"
      let value = "\(describe(firstValue)) \(relation) \(constant.layoutText)"
      return "<NSContentSizeLayoutConstraint \(value) \(kind):\(priority)>"
    default:
      return "<NSLayoutConstraint \(name)\(description)>"
    }
  }
}

extension String {
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
