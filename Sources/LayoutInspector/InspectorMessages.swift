import Foundation

// The WebSocket protocol between the page and the server: JSON text messages, each with a `type`.
// Guides/Inspector.md describes it for people who script the inspector.

/// A message from the page. Which fields matter depends on `type`:
/// `open` (document, scene and the pickers), `options` (the pickers only), `resize` (width,
/// height), `select` (view) and `apply` (view).
struct InspectorRequest: Decodable, Sendable {
  var type: String
  var document: Int?
  var scene: Int?
  var width: Double?
  var height: Double?
  var view: String?
  var device: String?
  var orientation: String?
  var contentSize: String?
  var pseudoLanguage: String?
}

struct Size: Codable, Sendable, Equatable {
  var width: Double
  var height: Double
  init(_ size: CGSize) { (width, height) = (Double(size.width), Double(size.height)) }
}

struct Point: Codable, Sendable, Equatable {
  var x: Double
  var y: Double
  init(_ point: CGPoint) { (x, y) = (Double(point.x), Double(point.y)) }
}

struct Rect: Codable, Sendable, Equatable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double
  init(_ rect: CGRect) {
    let rect = rect.standardized
    (x, y, width, height) = (Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
  }
}

/// A view's rectangle in the drawing, in root coordinates.
struct ViewBox: Codable, Sendable {
  var id: String
  var kind: String
  var rect: Rect
  var ambiguous: Bool
  var hidden: Bool
}

/// A drawn constraint: its text in the constraint language and, when drawn, its mark's ends.
struct ConstraintLine: Codable, Sendable {
  var index: Int
  var text: String
  /// The mark's kind (`spacing`, `size`, `alignment`, `centering`, `baseline`, `equalSize`); nil
  /// when the renderer did not draw it.
  var kind: String?
  var from: Point?
  var to: Point?
  var broken: Bool
  var optional: Bool
  /// The keys of the views it involves.
  var views: [String]
}

/// The drawing of a hierarchy and what the page needs to make it clickable.
struct DrawingPayload: Codable, Sendable {
  var svg: String
  var canvas: Size
  var views: [ViewBox]
  var constraints: [ConstraintLine]
}

/// The `drawing` message: a document's (or the live program's, document -1) drawing.
struct DrawingMessage: Codable, Sendable {
  var type = "drawing"
  var document: Int
  var title: String
  var scenes: [String]
  var scene: Int
  var device: String?
  var orientation: String?
  var contentSize: String?
  var pseudoLanguage: String?
  /// What changed it: `open`, `options`, `resize`, `apply`, `file` or `live`.
  var reason: String
  var drawing: DrawingPayload
}

struct ConstraintRef: Codable, Sendable {
  var index: Int
  var text: String
  var broken: Bool
}

struct AmbiguityPayload: Codable, Sendable {
  var axis: String
  var text: String
  var fixes: [String]
}

struct BrokenPayload: Codable, Sendable {
  var constraint: String
  var conflicting: [String]
  var explanation: String
}

/// What the page shows for a clicked view.
struct DetailsPayload: Codable, Sendable {
  var type = "details"
  var view: String
  var className: String
  /// In its superview's coordinates, as UIKit's `frame`.
  var frame: Rect
  /// In the root's coordinates, as drawn.
  var rootFrame: Rect
  var constraints: [ConstraintRef]
  var explanation: String
  var ambiguity: [AmbiguityPayload]
  var canApply: Bool
  var broken: [BrokenPayload]
}

/// A document that could not be read or laid out: the message is the command's, with the file,
/// line and column, the line and a caret. The page keeps the last good drawing.
struct DocumentErrorMessage: Codable, Sendable {
  var type = "documentError"
  var document: Int
  var message: String
}

/// A request the server could not honour: malformed, too large, too frequent, or naming
/// something that is not there.
struct ErrorMessage: Codable, Sendable {
  var type = "error"
  var message: String
}

/// The fixes an `apply` made.
struct AppliedMessage: Codable, Sendable {
  var type = "applied"
  var view: String
  var fixes: [String]
}

/// A served file in the document list.
struct DocumentEntry: Codable, Sendable {
  var id: Int
  var name: String
  var kind: String
}

/// The `hello` message: the document list and the pickers' choices.
struct HelloMessage: Codable, Sendable {
  var type = "hello"
  var live: Bool
  var documents: [DocumentEntry]
  var devices: [String]
  var contentSizes: [String]
  var pseudoLanguages: [String]
}

enum MessageCoding {
  static func text(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return #"{"type":"error","message":"could not encode a reply"}"# }
    return String(decoding: data, as: UTF8.self)
  }
}
