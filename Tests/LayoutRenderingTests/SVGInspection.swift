import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG parsed as XML, for asserting on its elements rather than on its text.
struct SVGInspection {
  let document: XMLDocument

  init(_ svg: String) throws {
    document = try XMLDocument(xmlString: svg, options: [])
  }

  /// Elements named `name` (ignoring the SVG namespace), inside the group of class `group` when
  /// given (a group whose class list contains it).
  func elements(_ name: String, inGroup group: String? = nil) throws -> [XMLElement] {
    let prefix = group.map { "//*[local-name()='g'][contains(concat(' ', @class, ' '), ' \($0) ')]" } ?? ""
    return try document.nodes(forXPath: "\(prefix)//*[local-name()='\(name)']").compactMap { $0 as? XMLElement }
  }

  /// The groups whose class list contains `name`.
  func groups(_ name: String) throws -> [XMLElement] {
    try document.nodes(forXPath: "//*[local-name()='g'][contains(concat(' ', @class, ' '), ' \(name) ')]")
      .compactMap { $0 as? XMLElement }
  }

  /// The root element's attribute.
  func rootAttribute(_ name: String) -> String? {
    document.rootElement()?[name]
  }
}

extension XMLElement {
  /// An attribute's value, nil when absent. (Searched by hand: on Linux, `attribute(forName:)`
  /// finds nothing on an element in a namespace, as every SVG element is.)
  subscript(_ name: String) -> String? { attributes?.first { $0.name == name }?.stringValue }

  /// The element's x, y, width and height attributes, as written.
  var geometry: [String?] { [self["x"], self["y"], self["width"], self["height"]] }
}
