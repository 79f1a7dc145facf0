import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import HummingbirdWSTesting
import Testing

@testable import LayoutInspector

/// The repository's bundled cookbook, where `autolayout serve` finds it by default.
enum Cookbook {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/autolayout/Resources/cookbook")

  static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
}

/// A folder of documents written by a test, removed when it ends.
final class ScratchFolder: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("inspector-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let path = url.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}

/// A reply from the server: its type, and its JSON to decode further.
struct Reply: Sendable {
  var type: String
  var json: Data

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try JSONDecoder().decode(T.self, from: json)
  }

  var message: String { (try? decode(ErrorMessage.self).message) ?? "" }
}

/// Reading the server's messages in order.
struct Inbox {
  var iterator: WebSocketInboundMessageStream.AsyncIterator

  init(_ inbound: WebSocketInboundStream) {
    iterator = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
  }

  /// The next reply, whatever its type.
  mutating func next() async throws -> Reply {
    guard case .text(let text)? = try await iterator.next() else {
      Issue.record("the connection closed or sent binary")
      return Reply(type: "closed", json: Data())
    }
    struct Typed: Decodable { var type: String }
    let data = Data(text.utf8)
    return Reply(type: try JSONDecoder().decode(Typed.self, from: data).type, json: data)
  }

  /// The next reply of `type`, skipping others (which are recorded as issues when `strict`).
  mutating func next(_ type: String, strict: Bool = true) async throws -> Reply {
    while true {
      let reply = try await next()
      if reply.type == type || reply.type == "closed" { return reply }
      if strict { Issue.record("expected \(type), got \(reply.type): \(String(decoding: reply.json, as: UTF8.self).prefix(300))") }
    }
  }

  mutating func drawing() async throws -> DrawingMessage {
    try await next("drawing").decode(DrawingMessage.self)
  }
}

extension WebSocketOutboundWriter {
  func send(_ json: String) async throws {
    try await write(.text(json))
  }
}

extension DrawingMessage {
  /// The rectangle of the view with `id`, in root coordinates.
  func rect(_ id: String) -> Rect? {
    drawing.views.first { $0.id == id }?.rect
  }
}

extension Rect {
  init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    self.init(CGRect(x: x, y: y, width: width, height: height))
  }
}
